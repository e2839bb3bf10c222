// A set of bytes tested in constant time: the character classes the lexers are made of.

/// A set of byte values, 256 bits wide.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The empty set.
    init() {}

    /// The bytes of `characters` (ASCII).
    init(_ characters: String) {
        for byte in characters.utf8 { insert(byte) }
    }

    /// The bytes from `lower` through `upper`.
    init(_ range: ClosedRange<UInt8>) {
        for byte in range { insert(byte) }
    }

    /// Adds `byte`.
    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    /// Whether `byte` is in the set. Inlined: the lexers ask it of nearly every byte.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }

    /// The union of the two sets.
    func union(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words.0 |= other.words.0
        result.words.1 |= other.words.1
        result.words.2 |= other.words.2
        result.words.3 |= other.words.3
        return result
    }

    static let digits = ByteSet(UInt8(ascii: "0")...UInt8(ascii: "9"))
    static let hexDigits = digits.union(ByteSet("abcdefABCDEF"))
    static let letters = ByteSet(UInt8(ascii: "a")...UInt8(ascii: "z")).union(ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z")))
    /// Bytes of identifiers: ASCII letters, `_`, and every byte of a multi-byte UTF-8 character.
    static let identifierStart = letters.union(ByteSet("_")).union(ByteSet(0x80...0xFF))
    static let identifierPart = identifierStart.union(digits)
    static let spaces = ByteSet(" \t")
    /// Spaces, tabs, vertical tabs and form feeds: white space within a line.
    static let horizontalSpace = ByteSet(" \t\u{0B}\u{0C}")
    static let whitespace = ByteSet(" \t\r\n\u{0B}\u{0C}")
}
