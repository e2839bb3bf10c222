// A language's listed words (keywords, types, introducers) found by their bytes: no String made per identifier.

/// A table from words to values, built once per language, looked up with a slice of the code's bytes.
/// Open addressing: a lexer looks up every identifier of every block, and making a `String` of each and hashing it
/// with SipHash took a third of the highlighter's time.
///
/// A word of at most eight bytes (nearly every identifier and keyword) is its own key: its bytes as one `UInt64`,
/// read in one load where the text goes on for eight bytes, hashed with one multiplication and compared in one
/// instruction. Longer words, and every word of a table that folds case, are hashed byte by byte (FNV-1a).
struct WordTable<Value: Sendable>: Sendable {
    private var keys: [[UInt8]] = []
    private var values: [Value] = []
    /// Indexes into `keys`, or -1 for an empty slot; a power of two long, at most half full.
    private var slots: [Int32]
    /// The words of one to eight bytes, by their `packed` bytes; a power of two long, at most a quarter full, so that
    /// most misses end at the first slot. Empty when the table folds case.
    private var shortSlots: [ShortSlot]
    /// 64 less the bits of a slot number: a hash shifted right by it is a slot of `shortSlots`.
    private let shortShift: UInt64
    private let foldsCase: Bool
    /// For each first byte (folded with `foldsCase`), bit `n` is set when a listed word of `n` bytes starts with it
    /// (bit 63: of 63 bytes or more). Most identifiers are no listed word, and this turns them away before hashing.
    private var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)

    /// A short word's packed bytes and its index into `keys`; an empty slot has index -1 (and key 0, which no word
    /// packs to: a word holding a NUL is left to the byte-by-byte table).
    private struct ShortSlot: Sendable {
        var key: UInt64 = 0
        var index: Int32 = -1
    }

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
        var shortCapacity = 16
        while shortCapacity < listed.count * 4 { shortCapacity *= 2 }
        shortShift = UInt64(64 - shortCapacity.trailingZeroBitCount)
        shortSlots = foldsCase ? [] : Array(repeating: ShortSlot(), count: shortCapacity)
        if !foldsCase {
            for (index, key) in keys.enumerated() where key.count <= 8 && !key.isEmpty && !key.contains(0) {
                let packed = key.withUnsafeBufferPointer { Self.packed($0, 0, key.count) }
                var slot = Self.shortSlot(packed, shift: shortShift)
                while shortSlots[slot].index >= 0 { slot = (slot + 1) & (shortCapacity - 1) }
                shortSlots[slot] = ShortSlot(key: packed, index: Int32(index))
            }
        }
    }

    /// The value of the word `bytes[range]`, if it is listed.
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> Value? {
        guard !range.isEmpty else { return nil }
        if range.count <= 8, !shortSlots.isEmpty,
           case let packed = bytes.withUnsafeBufferPointer({ Self.packed($0, range.lowerBound, range.count) }),
           !Self.holdsNUL(packed, length: range.count) {
            let mask = shortSlots.count - 1
            var slot = Self.shortSlot(packed, shift: shortShift)
            return shortSlots.withUnsafeBufferPointer { slots in
                while true {
                    let entry = slots[slot]
                    if entry.key == packed { return values[Int(entry.index)] }
                    if entry.index < 0 { return nil }
                    slot = (slot + 1) & mask
                }
            }
        }
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

    /// The `length` (1 to 8) bytes at `start`, the first lowest, the rest zero: one load where eight bytes can be read.
    @inline(__always)
    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt64 {
        if start &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(as: UInt64.self))
            return length == 8 ? word : word & ((1 &<< UInt64(length &* 8)) &- 1)
        }
        var word: UInt64 = 0
        for offset in 0..<length { word |= UInt64(bytes[start + offset]) &<< UInt64(offset &* 8) }
        return word
    }

    /// Whether one of the first `length` bytes of `packed` is 0: such a word would pack like a shorter one, so it is
    /// looked up byte by byte (no identifier holds a NUL; only other callers' ranges might).
    @inline(__always)
    private static func holdsNUL(_ packed: UInt64, length: Int) -> Bool {
        let filled = length == 8 ? packed : packed | ~((1 &<< UInt64(length &* 8)) &- 1)
        return (filled &- 0x0101_0101_0101_0101) & ~filled & 0x8080_8080_8080_8080 != 0
    }

    /// The first slot of a packed word: the top bits of a Fibonacci hash.
    @inline(__always)
    private static func shortSlot(_ packed: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) &>> shift)
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
