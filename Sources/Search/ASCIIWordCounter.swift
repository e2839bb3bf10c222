// Counting a document's ASCII words by their bytes: a String is made for each distinct word, not each occurrence.

/// How often each ASCII word occurs, lower-cased. The index counts the words of every post; making a `String`
/// of every occurrence and hashing it with SipHash was most of the index's cost, and a post's text repeats
/// few distinct words many times.
struct ASCIIWordCounter {
    /// The distinct words' lower-cased bytes, one after another.
    private var arena: [UInt8] = []
    private var words: [(start: Int32, length: Int32, hash: UInt32, count: Int32)] = []
    /// Indexes into `words`, or -1 for an empty slot; a power of two long, at most half full.
    private var slots = [Int32](repeating: -1, count: 256)

    /// Counts one more occurrence of `word` (ASCII letters, digits and `_`), lower-casing it.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        var hash: UInt32 = 0x811C_9DC5
        for byte in word { hash = (hash ^ UInt32(Self.lowercased(byte))) &* 0x0100_0193 }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if words[index].hash == hash, matches(index, word) {
                words[index].count += 1
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(words.count)
        words.append((Int32(arena.count), Int32(word.count), hash, 1))
        for byte in word { arena.append(Self.lowercased(byte)) }
        if words.count * 2 > slots.count { grow() }
    }

    /// Each distinct word (lower case) with its count, in the order first seen.
    func forEach(_ body: (String, Int) -> Void) {
        arena.withUnsafeBufferPointer { bytes in
            for word in words {
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(word.start)..<Int(word.start + word.length)]), as: UTF8.self),
                     Int(word.count))
            }
        }
    }

    private func matches(_ index: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let entry = words[index]
        guard Int(entry.length) == word.count else { return false }
        var offset = Int(entry.start)
        for byte in word {
            if arena[offset] != Self.lowercased(byte) { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, word) in words.enumerated() {
            var slot = Int(word.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
