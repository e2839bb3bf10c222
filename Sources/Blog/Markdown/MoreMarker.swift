// The comment that ends a post's summary, `<!-- more -->`, with any spacing (`<!--more-->`, Hugo's).

/// The summary marker: `<!--`, `more`, `-->`, with any ASCII spaces, tabs or line breaks between (Hugo writes
/// `<!--more-->`, Hexo and the scaffold `<!-- more -->`).
enum MoreMarker {
    /// Whether `literal` (an HTML node's text, surrounding whitespace allowed) is the marker and nothing else.
    static func isMarker(_ literal: String) -> Bool {
        let bytes = Array(literal.utf8.trimmingASCIIWhitespace())
        return length(in: bytes[...]) == bytes.count
    }

    /// The byte offset of the first marker in `text`.
    static func firstOffset(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            // Each `<` is a marker's start or not; most of a post has none.
            var offset = 0
            while let found = bytes[offset...].firstIndex(of: 0x3C) {
                if length(in: bytes[found...]) != nil { return found }
                offset = found + 1
            }
            return nil
        }
    }

    /// The length of the marker that `bytes` starts with, or nil.
    private static func length<Bytes: Collection>(in bytes: Bytes) -> Int? where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        func skip(_ literal: String) -> Bool {
            for byte in literal.utf8 {
                guard index < bytes.endIndex, bytes[index] == byte else { return false }
                index += 1
            }
            return true
        }
        func skipSpace() {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        guard skip("<!--") else { return nil }
        skipSpace()
        guard skip("more") else { return nil }
        skipSpace()
        guard skip("-->") else { return nil }
        return index - bytes.startIndex
    }
}
