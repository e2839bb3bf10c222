// Splits one line of a layout block (or an info string) into tokens, stopping at a `#` comment.
import Layout

/// Turns the text of one line into tokens; lexical errors are collected, never thrown.
///
/// Whitespace separates tokens and is otherwise ignored; `#` outside a string starts a comment that
/// runs to the end of the line. Unexpected characters are reported once each and skipped.
public struct Lexer {
    private let scalars: [Unicode.Scalar]
    private let line: Int
    private let firstColumn: Int
    private var index = 0

    /// The errors found so far.
    public private(set) var errors: [DiagramError] = []

    /// Creates a lexer over `text`, which starts at `column` of `line`.
    public init(_ text: Substring, line: Int, column: Int = 1) {
        self.scalars = Array(text.unicodeScalars)
        self.line = line
        self.firstColumn = column
    }

    /// Lexes the whole line.
    public mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        var sawSpace = false
        while index < scalars.count {
            let c = scalars[index]
            if c == " " || c == "\t" || c == "\r" {
                sawSpace = true
                index += 1
                continue
            }
            if c == "#" { break }
            let start = index
            if let token = nextToken() {
                var token = token
                token.isPrecededBySpace = sawSpace || start == 0
                tokens.append(token)
            }
            sawSpace = false
        }
        return tokens
    }

    private var position: SourcePosition { SourcePosition(line: line, column: firstColumn + index) }

    private func text(from start: Int) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[start..<index])
        return String(s)
    }

    private mutating func nextToken() -> Token? {
        let start = index
        let at = position
        let c = scalars[index]
        switch c {
        case "=":
            index += 1
            return Token(.equals, text: "=", at: at)
        case ",":
            index += 1
            return Token(.comma, text: ",", at: at)
        case "(":
            index += 1
            return Token(.openParen, text: "(", at: at)
        case ")":
            index += 1
            return Token(.closeParen, text: ")", at: at)
        case "\"", "“":
            return lexString(at: at)
        default:
            break
        }
        if Self.isWordStart(c) {
            while index < scalars.count, Self.isWordContinuation(scalars[index]) { index += 1 }
            let word = text(from: start)
            return Token(.word(word), text: word, at: at)
        }
        if Self.isDigit(c) || ((c == "-" || c == "+" || c == ".") && index + 1 < scalars.count
                               && (Self.isDigit(scalars[index + 1]) || scalars[index + 1] == ".")) {
            return lexNumber(at: at)
        }
        index += 1
        errors.append(DiagramError(at: at, "Unexpected character '\(Character(c))'."))
        return nil
    }

    /// A number, a percentage (`50%`) or a size (`44x44`, `44×44`).
    private mutating func lexNumber(at: SourcePosition) -> Token? {
        let start = index
        guard let width = scanNumber() else {
            let bad = text(from: start)
            errors.append(DiagramError(at: at, "'\(bad)' is not a number."))
            return nil
        }
        if index < scalars.count, scalars[index] == "%" {
            index += 1
            return Token(.percent(width), text: text(from: start), at: at)
        }
        if index + 1 < scalars.count, scalars[index] == "x" || scalars[index] == "×",
           Self.isDigit(scalars[index + 1]) || scalars[index + 1] == "." {
            index += 1
            let heightStart = index
            guard let height = scanNumber() else {
                errors.append(DiagramError(line: line, column: firstColumn + heightStart,
                                           "'\(text(from: heightStart))' is not a number."))
                return nil
            }
            return Token(.size(width: width, height: height), text: text(from: start), at: at)
        }
        if index < scalars.count, Self.isWordStart(scalars[index]) {
            // `44pt`, `12px`: say what is accepted rather than lexing a number and a stray word.
            while index < scalars.count, Self.isWordContinuation(scalars[index]) { index += 1 }
            let bad = text(from: start)
            errors.append(DiagramError(at: at, "'\(bad)' is not a number; write sizes in points without a unit, like '44' or '44x44'."))
            return nil
        }
        return Token(.number(width), text: text(from: start), at: at)
    }

    /// Scans `[-+]?digits[.digits]` and returns its value.
    private mutating func scanNumber() -> Double? {
        let start = index
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        var digits = 0
        while index < scalars.count, Self.isDigit(scalars[index]) { index += 1; digits += 1 }
        if index < scalars.count, scalars[index] == ".",
           index + 1 < scalars.count, Self.isDigit(scalars[index + 1]) {
            index += 1
            while index < scalars.count, Self.isDigit(scalars[index]) { index += 1; digits += 1 }
        }
        guard digits > 0, let value = Double(text(from: start)), value.isFinite else { return nil }
        return value
    }

    private mutating func lexString(at: SourcePosition) -> Token? {
        let start = index
        // A straight quote closes a straight quote; a curly one (typed by Chinese input methods) its pair.
        let closing: Unicode.Scalar = scalars[index] == "“" ? "”" : "\""
        index += 1
        var value = String.UnicodeScalarView()
        while index < scalars.count {
            let c = scalars[index]
            if c == closing {
                index += 1
                return Token(.string(String(value)), text: text(from: start), at: at)
            }
            if c == "\\", index + 1 < scalars.count {
                let escaped = scalars[index + 1]
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "\"", "\\": value.append(escaped)
                default:
                    errors.append(DiagramError(line: line, column: firstColumn + index,
                                               "Unknown escape '\\\(Character(escaped))' in a string; use '\\\"', '\\\\', '\\n' or '\\t'."))
                    value.append(escaped)
                }
                index += 2
                continue
            }
            value.append(c)
            index += 1
        }
        errors.append(DiagramError(at: at, "Unterminated string \(text(from: start)); add a closing '\"'."))
        return Token(.string(String(value)), text: text(from: start), at: at)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isWordStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic
    }

    static func isWordContinuation(_ c: Unicode.Scalar) -> Bool {
        isWordStart(c) || isDigit(c) || c == "-" || c.properties.numericType != nil
    }
}
