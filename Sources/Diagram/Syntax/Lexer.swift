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
            if index == start {
                // Every path of `nextToken` consumes a scalar; should one ever not, skip the scalar
                // rather than loop forever on it.
                errors.append(DiagramError(at: SourcePosition(line: line, column: firstColumn + start),
                                           "Unexpected character \(Self.describe(c))."))
                index += 1
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
        if startsNumber(at: index) {
            return lexNumber(at: at)
        }
        index += 1
        errors.append(DiagramError(at: at, "Unexpected character \(Self.describe(c))."))
        return nil
    }

    /// Whether a number starts at `i`: a digit, `.5`, or a sign before either (`-4`, `+.5`). Exactly
    /// what `scanNumber` reads at least one digit of, so `lexNumber` always consumes something.
    private func startsNumber(at i: Int) -> Bool {
        func digit(_ j: Int) -> Bool { j < scalars.count && Self.isDigit(scalars[j]) }
        func fraction(_ j: Int) -> Bool { j < scalars.count && scalars[j] == "." && digit(j + 1) }
        if digit(i) || fraction(i) { return true }
        guard i < scalars.count, scalars[i] == "-" || scalars[i] == "+" else { return false }
        return digit(i + 1) || fraction(i + 1)
    }

    /// A character for a message: quoted, or as `U+0000` when it is invisible (a control character).
    static func describe(_ c: Unicode.Scalar) -> String {
        if c.properties.generalCategory == .control || c.properties.generalCategory == .format {
            return "U+" + String(repeating: "0", count: max(0, 4 - String(c.value, radix: 16).count)) + String(c.value, radix: 16, uppercase: true)
        }
        return "'\(Character(c))'"
    }

    /// A number, a percentage (`50%`) or a size (`44x44`, `44×44`).
    private mutating func lexNumber(at: SourcePosition) -> Token? {
        let start = index
        guard let width = scanNumber() else {
            errors.append(DiagramError(at: at, Self.badNumberMessage(text(from: start))))
            skipRestOfNumber()
            return nil
        }
        if index < scalars.count, scalars[index] == "%" {
            index += 1
            return Token(.percent(width), text: text(from: start), at: at)
        }
        if index + 1 < scalars.count, scalars[index] == "x" || scalars[index] == "×",
           Self.isDigit(scalars[index + 1]) || (scalars[index + 1] == "." && index + 2 < scalars.count && Self.isDigit(scalars[index + 2])) {
            index += 1
            let heightStart = index
            guard let height = scanNumber() else {
                errors.append(DiagramError(line: line, column: firstColumn + heightStart,
                                           Self.badNumberMessage(text(from: heightStart))))
                skipRestOfNumber()
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

    /// Skips what is left of a refused number (`x10` after a too-large width, `%`, a unit), so one
    /// bad number gives one error.
    private mutating func skipRestOfNumber() {
        while index < scalars.count, Self.isWordContinuation(scalars[index]) || scalars[index] == "." || scalars[index] == "%"
                || scalars[index] == "×" {
            index += 1
        }
    }

    /// Why `scanNumber` refused `text`: too large, or not a number at all.
    private static func badNumberMessage(_ text: String) -> String {
        if let value = Double(text), !(abs(value) <= LayoutLimits.maximumMagnitude) {
            let shown = text.count > 16 ? String(text.prefix(16)) + "…" : text
            return "'\(shown)' is too large; numbers in a layout are at most 10^9 (1000000000) points."
        }
        return "'\(text)' is not a number."
    }

    /// Scans `[-+]?digits[.digits]` and returns its value, or nil when it is not finite or larger
    /// than `LayoutLimits.maximumMagnitude`.
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
        guard digits > 0, let value = Double(text(from: start)), value.isFinite,
              abs(value) <= LayoutLimits.maximumMagnitude else { return nil }
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
