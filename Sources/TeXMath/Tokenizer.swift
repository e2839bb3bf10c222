// The tokens of TeX math: commands, characters, braces and the script and alignment marks, with their offsets.

/// What one token is.
enum TokenKind: Sendable, Equatable {
    /// `\name` (letters) or `\` and one other character (`\,`, `\{`, `\\`); the name is without the backslash.
    case command(String)
    /// Any other character: letters, digits, operators, `'`, `~`.
    case character(Unicode.Scalar)
    /// `{`
    case open
    /// `}`
    case close
    /// `^`
    case superscript
    /// `_`
    case `subscript`
    /// `&`
    case alignment
    /// The end of the input (or of the stretch being read).
    case end
}

/// A token and the UTF-8 offset of its first byte in the TeX source.
struct Token: Sendable, Equatable {
    var kind: TokenKind
    var offset: Int
}

/// Reads tokens from the source's Unicode scalars on demand, skipping spaces and `%` comments in math mode.
/// Text mode (`\text{…}`) reads the scalars directly through `scalar(at:)`.
struct Tokenizer: Sendable {
    /// The source, one scalar an element.
    let scalars: [Unicode.Scalar]
    /// The UTF-8 offset of each scalar, and one past the last for the end.
    let offsets: [Int]
    /// The index of the next scalar to read.
    var position = 0
    /// The index reading stops at (the end of the source, or of a `$…$` inside `\text`).
    var limit: Int

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.offsets = offsets
        limit = scalars.count
    }

    /// The UTF-8 offset of the scalar at `index` (the end's offset past the last).
    func offset(at index: Int) -> Int {
        offsets[min(max(index, 0), offsets.count - 1)]
    }

    /// The scalar at `index`, or `nil` at or past the limit.
    func scalar(at index: Int) -> Unicode.Scalar? {
        index < limit ? scalars[index] : nil
    }

    /// The next token, consumed.
    mutating func next() throws(TeXMathError) -> Token {
        skipSpaceAndComments()
        let start = position
        guard let scalar = scalar(at: position) else { return Token(kind: .end, offset: offset(at: limit)) }
        position += 1
        let kind: TokenKind
        switch scalar {
        case "{": kind = .open
        case "}": kind = .close
        case "^": kind = .superscript
        case "_": kind = .subscript
        case "&": kind = .alignment
        case "\\":
            guard let first = self.scalar(at: position) else {
                throw TeXMathError(offset: offset(at: start), message: "a backslash ends the formula")
            }
            position += 1
            if Self.isLetter(first) {
                var name = String(first)
                while let letter = self.scalar(at: position), Self.isLetter(letter) {
                    name.unicodeScalars.append(letter)
                    position += 1
                }
                kind = .command(name)
            } else {
                kind = .command(String(first))
            }
        default:
            try Self.check(scalar, at: offset(at: start))
            kind = .character(scalar)
        }
        return Token(kind: kind, offset: offset(at: start))
    }

    /// The next token, not consumed.
    mutating func peek() throws(TeXMathError) -> Token {
        let saved = position
        defer { position = saved }
        return try next()
    }

    /// Whether the next scalar (spaces skipped) is `scalar`; consumes it when it is.
    mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaceAndComments()
        guard self.scalar(at: position) == scalar else { return false }
        position += 1
        return true
    }

    /// Skips spaces, line breaks and comments from `%` to the end of its line.
    mutating func skipSpaceAndComments() {
        while let scalar = scalar(at: position) {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                position += 1
            } else if scalar == "%" {
                while let inComment = self.scalar(at: position), inComment != "\n" { position += 1 }
            } else {
                return
            }
        }
    }

    /// The text between `{` and its `}` at the reading position, braces inside balanced, for names and
    /// specifications (`\begin{pmatrix}`, `\color{red}`, `array{cc}`); `nil` when no `{` comes next.
    mutating func rawGroup() throws(TeXMathError) -> (text: String, offset: Int)? {
        guard skip("{") else { return nil }
        let start = position
        var depth = 1
        var text = ""
        while let scalar = scalar(at: position) {
            try Self.check(scalar, at: offset(at: position))
            position += 1
            if scalar == "{" { depth += 1 }
            if scalar == "}" {
                depth -= 1
                if depth == 0 { return (text, offset(at: start)) }
            }
            text.unicodeScalars.append(scalar)
        }
        throw TeXMathError(offset: offset(at: start - 1), message: "unbalanced braces: { is never closed")
    }

    /// Throws for the characters XML cannot carry or that have no place in a formula: the C0 and C1 controls
    /// other than tab and line breaks, and the noncharacters U+FFFE and U+FFFF.
    static func check(_ scalar: Unicode.Scalar, at offset: Int) throws(TeXMathError) {
        let value = scalar.value
        let isControl = (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || (0x7F...0x9F).contains(value)
        if isControl || value == 0xFFFE || value == 0xFFFF {
            throw TeXMathError(offset: offset, message: "the control character \(hex(value)) is not allowed")
        }
    }

    /// `U+00XX` for `value`.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// ASCII letters: what command names are made of.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    /// ASCII digits.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }
}
