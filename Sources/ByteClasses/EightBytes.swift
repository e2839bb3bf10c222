// Eight bytes classed at once, with no branch per byte: the word scans of the search tokenizer and the highlighter,
// the searches for bytes to escape in HTML and JSON, and the runs of plain text in HTML.

/// Arithmetic on eight bytes packed in a `UInt64`, the first lowest. Each result marks a byte by its top bit.
public enum EightBytes {
    /// The top bit of each byte of `chunk` that is an ASCII letter, digit or `_`.
    @inlinable @inline(__always)
    public static func asciiWordBytes(_ chunk: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops = ones &* 0x80
        // Each byte's low seven bits: the sums below stay under 0x100, so no byte carries into the next.
        let low = chunk & ~tops
        // Adding 0x80 - n sets a byte's top bit when it is at least n.
        func atLeast(_ value: UInt64, _ n: UInt64) -> UInt64 { (value &+ ones &* (0x80 &- n)) & tops }
        let digit = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
        let folded = low | ones &* 0x20
        let letter = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
        let underscore = bytes(low, equalTo: 0x5F)
        // Bytes from 0x80 up matched on their low seven bits only: they are no ASCII.
        return (digit | letter | underscore) & ~chunk
    }

    /// The top bit of each byte of `chunk` equal to `byte`.
    @inlinable @inline(__always)
    public static func bytes(_ chunk: UInt64, equalTo byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows = ones &* 0x7F
        // A byte of `difference` is zero where `chunk` has `byte`: its low seven bits plus 0x7F set its top bit unless
        // they are all zero (without carrying into the next byte), and its own top bit is the eighth.
        let difference = chunk ^ (ones &* UInt64(byte))
        return ~(((difference & lows) &+ lows) | difference) & ~lows
    }

    /// The top bit of each byte of `chunk` below 0x20: ASCII's control characters, tab and line feed among them.
    @inlinable @inline(__always)
    public static func controlBytes(_ chunk: UInt64) -> UInt64 {
        bytes(chunk & 0xE0E0_E0E0_E0E0_E0E0, equalTo: 0)
    }

    /// The index of the first byte of `bytes` at or after `start` that `chunkMarks` marks in its eight (the top bit of
    /// its byte, the first lowest) or, among the last seven, that `matches`; `bytes.count` when there is none.
    @inlinable @inline(__always)
    public static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, chunkMarks: (UInt64) -> UInt64,
                                  matches: (UInt8) -> Bool) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= bytes.count {
            let marks = chunkMarks(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if marks != 0 { return index &+ marks.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < bytes.count, !matches(bytes[index]) { index &+= 1 }
        return index
    }

    /// The top bit of each byte of `chunk` from 0x80 up: UTF-8's bytes of characters past ASCII.
    @inlinable @inline(__always)
    public static func nonASCIIBytes(_ chunk: UInt64) -> UInt64 { chunk & 0x8080_8080_8080_8080 }
}
