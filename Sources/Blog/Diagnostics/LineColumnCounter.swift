// Counting lines and columns as editors, YAML and CommonMark do, so every diagnostic points at the same place.

/// A position moved forward over text: a line ends at "\n", "\r\n" or a lone "\r"; a column is one Unicode scalar.
struct LineColumnCounter {
    /// 1-based.
    private(set) var line = 1
    /// 1-based.
    private(set) var column = 1
    private var afterCarriageReturn = false

    /// Moves past `scalar`.
    mutating func advance(over scalar: Unicode.Scalar) {
        if scalar == "\n" {
            if !afterCarriageReturn { newLine() }
        } else if scalar == "\r" {
            newLine()
        } else {
            column += 1
        }
        afterCarriageReturn = scalar == "\r"
    }

    /// Moves past one byte of UTF-8: a scalar's first byte counts, its continuation bytes do not.
    mutating func advance(overUTF8 byte: UInt8) {
        guard byte & 0xC0 != 0x80 else { return }
        advance(over: byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}")
    }

    private mutating func newLine() {
        line += 1
        column = 1
    }
}
