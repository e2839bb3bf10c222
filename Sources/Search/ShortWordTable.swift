// ASCII words of up to sixteen bytes as two 64-bit numbers each: the indexer's commonest look-up, with no bytes hashed.

/// Numbers for short ASCII words, each word lower-cased and packed into two `UInt64`s (its first byte lowest).
///
/// Nearly every word of a text is short: packed, a word is found with two multiplications and two comparisons,
/// where `TermTable` hashes and compares it byte by byte.
struct ShortWordTable {
    /// The longest word a key holds.
    static let maximumLength = 16

    /// A word's bytes 0 to 7 in `low` and 8 to 15 in `high`, lower-cased; zero where the word has no byte.
    struct Key: Equatable {
        var low: UInt64
        var high: UInt64
    }

    /// Keys by slot (a `low` of 0 for an empty slot: no word packs to 0), and the number stored with each.
    private var keys = [Key](repeating: Key(low: 0, high: 0), count: 1024)
    private var numbers = [Int32](repeating: 0, count: 1024)
    private var count = 0

    /// The key of `word`: 1 to `maximumLength` bytes of ASCII letters, digits and `_`, lower-cased. `readable` bytes
    /// (at least the word's) may be read from its start.
    @inline(__always)
    static func key(_ word: UnsafeBufferPointer<UInt8>, readable: Int) -> Key {
        guard readable >= 16, let start = word.baseAddress else {
            return Key(low: lowerCased(packed(word, from: 0)), high: word.count > 8 ? lowerCased(packed(word, from: 8)) : 0)
        }
        // Sixteen bytes loaded whatever the word's length, and those past its end masked off: a loop over the word's
        // bytes ended at a different count for every word, and the processor mispredicted its end about once a word.
        let raw = UnsafeRawPointer(start)
        // Wrapping arithmetic: `word.count` is 1 to 16, and checked arithmetic cost as much as the rest.
        let lowDropped = UInt64(truncatingIfNeeded: (8 &- min(word.count, 8)) &* 8)     // bits past the word: 0…56
        let highBytes = max(word.count &- 8, 0)                                            // 0…8
        let highDropped = UInt64(truncatingIfNeeded: (8 &- highBytes) &* 8)              // 0…64
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & (UInt64.max &>> lowDropped)
        let highMask = highBytes == 0 ? 0 : UInt64.max &>> highDropped
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & highMask
        return Key(low: lowerCased(low), high: lowerCased(high))
    }

    /// Up to eight bytes of `word` from `start`, the first lowest.
    @inline(__always)
    private static func packed(_ word: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
        // Shifted in one at a time: copying the bytes into the number's memory called `memmove` for every word.
        var key: UInt64 = 0
        for index in start..<min(word.count, start + 8) { key |= UInt64(word[index]) << UInt64((index - start) * 8) }
        return key
    }

    /// Eight packed ASCII bytes (zero where there is none) lower-cased.
    @inline(__always)
    private static func lowerCased(_ key: UInt64) -> UInt64 {
        // Lower case for every byte at once: a byte's top bit is set by adding 0x3F when it is at least
        // `A`, and by adding 0x25 when it is past `Z` (bytes below 0x80 never carry into the next one).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let atLeastA = key &+ ones &* 0x3F
        let pastZ = key &+ ones &* 0x25
        let upperCase = atLeastA & ~pastZ & (ones &* 0x80)
        return key | (upperCase >> 2)
    }

    /// What a look-up found: the number stored with the key, or the slot where it goes.
    enum Found { case number(Int32), absent(slot: Int) }

    func find(_ key: Key) -> Found {
        keys.withUnsafeBufferPointer { keys in
            let mask = keys.count - 1
            var slot = Self.slot(of: key, mask: mask)
            while keys[slot].low != 0 {
                if keys[slot] == key { return .number(numbers[slot]) }
                slot = (slot + 1) & mask
            }
            return .absent(slot: slot)
        }
    }

    /// Stores `number` with `key` at `slot`, which `find(key)` just gave.
    mutating func insert(_ key: Key, number: Int32, at slot: Int) {
        keys[slot] = key
        numbers[slot] = number
        count += 1
        if count * 2 > keys.count { grow() }
    }

    private static func slot(of key: Key, mask: Int) -> Int {
        Int(truncatingIfNeeded: ((key.low ^ key.high &* 0xC2B2_AE3D_27D4_EB4F) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let (oldKeys, oldNumbers) = (keys, numbers)
        keys = [Key](repeating: Key(low: 0, high: 0), count: oldKeys.count * 2)
        numbers = [Int32](repeating: 0, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for (key, number) in zip(oldKeys, oldNumbers) where key.low != 0 {
            var slot = Self.slot(of: key, mask: mask)
            while keys[slot].low != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            numbers[slot] = number
        }
    }
}
