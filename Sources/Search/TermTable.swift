// Byte strings numbered in the order first seen: the indexer's words and terms, without a String per occurrence.

/// A set of byte strings, each with a number (0, 1, 2, … in the order first added), found by its bytes.
///
/// Indexing looks up every word of every post. Making a `String` of each occurrence and hashing it with
/// SipHash was most of the index's cost; this table hashes the bytes where they stand (FNV-1a) and keeps
/// each distinct string once, one after another in one array.
struct TermTable {
    /// The strings' bytes, one after another.
    private var arena: [UInt8] = []
    private var entries: [(start: Int32, length: Int32, hash: UInt32)] = []
    /// Numbers into `entries`, or -1 for an empty slot; a power of two long, at most half full.
    private var slots = [Int32](repeating: -1, count: 256)

    /// The number of `bytes`, lower-casing ASCII letters first when `lowercasing`; `isNew` when this call added it.
    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool = false) -> (number: Int, isNew: Bool) {
        var hash: UInt32 = 0x811C_9DC5
        if lowercasing {
            for byte in bytes { hash = (hash ^ UInt32(Self.lowercased(byte))) &* 0x0100_0193 }
        } else {
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        }
        let (number, slot) = find(bytes, hash: hash, lowercasing: lowercasing)
        if number >= 0 { return (number, false) }
        slots[slot] = Int32(entries.count)
        entries.append((Int32(arena.count), Int32(bytes.count), hash))
        if lowercasing {
            for byte in bytes { arena.append(Self.lowercased(byte)) }
        } else {
            arena.append(contentsOf: bytes)
        }
        if entries.count * 2 > slots.count { grow() }
        return (entries.count - 1, true)
    }

    /// The number of the string `bytes` (of hash `hash`), or -1 and the empty slot where it would go.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32, lowercasing: Bool) -> (number: Int, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                arena.withUnsafeBufferPointer { arena in
                    let mask = slots.count - 1
                    var slot = Int(hash) & mask
                    while slots[slot] >= 0 {
                        let number = Int(slots[slot])
                        let entry = entries[number]
                        if entry.hash == hash, Int(entry.length) == bytes.count {
                            var offset = Int(entry.start)
                            var same = true
                            for byte in bytes {
                                if arena[offset] != (lowercasing ? Self.lowercased(byte) : byte) { same = false; break }
                                offset += 1
                            }
                            if same { return (number, slot) }
                        }
                        slot = (slot + 1) & mask
                    }
                    return (-1, slot)
                }
            }
        }
    }

    /// The number of a string's UTF-8 bytes.
    mutating func number(of text: String) -> (number: Int, isNew: Bool) {
        var text = text
        return text.withUTF8 { number(of: $0) }
    }

    /// String `number` as it was added (lower-cased where it was added lower-casing).
    func string(_ number: Int) -> String {
        let entry = entries[number]
        return arena.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start + entry.length)]), as: UTF8.self)
        }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, entry) in entries.enumerated() {
            var slot = Int(entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number)
        }
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
