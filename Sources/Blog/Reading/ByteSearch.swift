// Finding a byte string in text quickly (the standard library's generic search is slow on long posts).

/// Byte-level substring search.
enum ByteSearch {
    /// The byte offset of the first occurrence of `needle` in `text`, if any.
    static func firstOffset(of needle: String, in text: String) -> Int? {
        var text = text
        return text.withUTF8 { firstOffset(of: needle, in: $0) }
    }

    /// The byte offset of the first occurrence of `needle` in `hay`, if any.
    static func firstOffset(of needle: String, in hay: UnsafeBufferPointer<UInt8>) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, hay.count >= pattern.count else { return nil }
        var index = 0
        let last = hay.count - pattern.count
        while index <= last {
            if hay[index] == first {
                var matched = true
                for k in 1..<pattern.count where hay[index + k] != pattern[k] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }
}
