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

    /// Whether `byte` is in the set. Inlined: the lexers ask it of nearly every byte. The word is picked by
    /// comparisons the compiler turns into conditional moves (a `switch` became a jump through a table per byte).
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word = byte < 0x80 ? (byte < 0x40 ? words.0 : words.1) : (byte < 0xC0 ? words.2 : words.3)
        return (word >> UInt64(byte & 63)) & 1 != 0
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

    /// Whether every byte of `other` is in the set.
    @inline(__always)
    func isSuperset(of other: ByteSet) -> Bool {
        other.words.0 & ~words.0 == 0 && other.words.1 & ~words.1 == 0 && other.words.2 & ~words.2 == 0
            && other.words.3 & ~words.3 == 0
    }

    /// The bytes of this set that are not in `other`.
    func subtracting(_ other: ByteSet) -> ByteSet {
        var result = self
        result.words.0 &= ~other.words.0
        result.words.1 &= ~other.words.1
        result.words.2 &= ~other.words.2
        result.words.3 &= ~other.words.3
        return result
    }

    /// A set given by its four words, bit `b % 64` of word `b / 64` for byte `b`. The sets below are written
    /// this way so that the compiler lays them out as constants: built by `init(_:)` they are made lazily, and
    /// the lexers asked for them at nearly every byte each time through a `swift_once` call (ByteSetTests
    /// checks each against the characters it stands for).
    init(words: (UInt64, UInt64, UInt64, UInt64)) { self.words = words }

    /// `0`–`9`.
    static let digits = ByteSet(words: (0x03FF_0000_0000_0000, 0, 0, 0))
    /// `0`–`9`, `a`–`f`, `A`–`F`.
    static let hexDigits = ByteSet(words: (0x03FF_0000_0000_0000, 0x0000_007E_0000_007E, 0, 0))
    /// `a`–`z`, `A`–`Z`.
    static let letters = ByteSet(words: (0, 0x07FF_FFFE_07FF_FFFE, 0, 0))
    /// Bytes of identifiers: ASCII letters, `_`, and every byte of a multi-byte UTF-8 character.
    static let identifierStart = ByteSet(words: (0, 0x07FF_FFFE_87FF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF))
    /// `identifierStart` and `0`–`9`.
    static let identifierPart = ByteSet(words: (0x03FF_0000_0000_0000, 0x07FF_FFFE_87FF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF))
    /// `_`, and `_` and `'`: digit separators.
    static let underscore = ByteSet(words: (0, 0x0000_0000_8000_0000, 0, 0))
    static let underscoreAndQuote = ByteSet(words: (0x0000_0080_0000_0000, 0x0000_0000_8000_0000, 0, 0))
    /// Spaces and tabs.
    static let spaces = ByteSet(words: (0x0000_0001_0000_0200, 0, 0, 0))
    /// Spaces, tabs, vertical tabs and form feeds: white space within a line.
    static let horizontalSpace = ByteSet(words: (0x0000_0001_0000_1A00, 0, 0, 0))
    /// Spaces, tabs, line feeds, carriage returns, vertical tabs and form feeds.
    static let whitespace = ByteSet(words: (0x0000_0001_0000_3E00, 0, 0, 0))
}
