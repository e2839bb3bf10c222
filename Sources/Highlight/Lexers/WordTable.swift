// A language's listed words (keywords, types, introducers) found by their bytes: no String made per identifier.

/// A table from words to values, built once per language, looked up with a slice of the code's bytes.
/// Open addressing over FNV-1a hashes: a lexer looks up every identifier of every block, and making a
/// `String` of each and hashing it with SipHash took a third of the highlighter's time.
struct WordTable<Value: Sendable>: Sendable {
    private var keys: [[UInt8]] = []
    private var values: [Value] = []
    /// Indexes into `keys`, or -1 for an empty slot; a power of two long, at most half full.
    private var slots: [Int32]
    private let foldsCase: Bool
    /// For each first byte (folded with `foldsCase`), bit `n` is set when a listed word of `n` bytes starts with it
    /// (bit 63: of 63 bytes or more). Most identifiers are no listed word, and this turns them away before hashing.
    private var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)

    /// A table of `words`. With `foldsCase`, ASCII letters match in either case.
    init(_ words: [String: Value], foldsCase: Bool = false) {
        var listed = words
        if foldsCase {
            listed = [:]
            for word in words.keys.sorted() where listed[word.lowercased()] == nil { listed[word.lowercased()] = words[word] }
        }
        self.foldsCase = foldsCase
        var capacity = 8
        while capacity < listed.count * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for word in listed.keys.sorted() {
            let key = Array(word.utf8)
            var slot = Self.hash(key, 0..<key.count, foldsCase: foldsCase) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(keys.count)
            if let first = key.first { lengthsByFirstByte[Int(foldsCase ? Self.folded(first) : first)] |= Self.lengthBit(key.count) }
            keys.append(key)
            values.append(listed[word]!)
        }
    }

    /// The value of the word `bytes[range]`, if it is listed.
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> Value? {
        guard !range.isEmpty else { return nil }
        let first = bytes[range.lowerBound]
        guard lengthsByFirstByte[Int(foldsCase ? Self.folded(first) : first)] & Self.lengthBit(range.count) != 0 else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(bytes, range, foldsCase: foldsCase) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if matches(keys[Int(index)], bytes, range) { return values[Int(index)] }
            slot = (slot + 1) & mask
        }
    }

    private func matches(_ key: [UInt8], _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard key.count == range.count else { return false }
        var offset = range.lowerBound
        for byte in key {
            let other = foldsCase ? Self.folded(bytes[offset]) : bytes[offset]
            if byte != other { return false }
            offset += 1
        }
        return true
    }

    private static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(length, 63)) }

    private static func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    private static func hash(_ bytes: [UInt8], _ range: Range<Int>, foldsCase: Bool) -> Int {
        var hash: UInt32 = 0x811C_9DC5
        for offset in range {
            hash = (hash ^ UInt32(foldsCase ? folded(bytes[offset]) : bytes[offset])) &* 0x0100_0193
        }
        return Int(hash)
    }
}
