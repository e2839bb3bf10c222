// Splits Objective-C or Swift layout code into tokens with their lines and columns; comments are dropped.
import Layout

/// One token of layout code.
struct CodeToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name or keyword (`view`, `let`, `@property`, `#define`: `@` and `#` words keep their sign).
        case identifier(String)
        /// A number literal (`16`, `0.5f`, `0x10`, `1_000`).
        case number(Double)
        /// A string literal's text (`"H:|-[a]-|"`, `@"title"`), escapes resolved; `interpolated` when Swift `\(…)` is in it.
        case string(String, interpolated: Bool)
        /// An operator or punctuation (`(`, `==`, `..<`, `->`, `@`).
        case punctuation(String)
    }

    var kind: Kind
    var position: SourcePosition
    /// Whether a line break comes between this token and the one before it (Swift ends statements there).
    var startsLine: Bool

    /// The identifier's name, if this is one.
    var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether the token is the punctuation `text`.
    func isPunctuation(_ text: String) -> Bool { kind == .punctuation(text) }

    /// The token as written, for messages.
    var text: String {
        switch kind {
        case .identifier(let name): name
        case .number(let value): value.compact
        case .string(let text, _): "\"\(text)\""
        case .punctuation(let text): text
        }
    }
}

/// A problem that stops reading: an unterminated string or comment, a character no language here uses.
struct CodeSyntaxError: Error, Hashable, Sendable {
    var position: SourcePosition
    var message: String
}

/// The lexer shared by Objective-C and Swift: the two spell numbers, names, strings and operators alike enough.
enum CodeLexer {
    /// Operators made of several characters, longest first.
    private static let operators = ["...", "..<", "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-=", "*=", "/=",
                                    "++", "--", "??", "?.", "<<", ">>"]

    /// The tokens of `source`, or the first problem.
    static func tokens(_ source: String) throws(CodeSyntaxError) -> [CodeToken] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [CodeToken] = []
        var index = 0, line = 1, lineStart = 0
        var sawLineBreak = true
        func position(_ at: Int) -> SourcePosition { SourcePosition(line: line, column: at - lineStart + 1) }
        func peek(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func newLine(at i: Int) {
            line += 1
            lineStart = i + 1
            sawLineBreak = true
        }
        func add(_ kind: CodeToken.Kind, at start: SourcePosition) {
            tokens.append(CodeToken(kind: kind, position: start, startsLine: sawLineBreak))
            sawLineBreak = false
        }

        while index < scalars.count {
            let c = scalars[index]
            if c == "\n" || (c == "\r" && peek(1) != "\n") || c == "\u{2028}" || c == "\u{2029}" || c == "\u{85}" {
                newLine(at: index)
                index += 1
                continue
            }
            if c == " " || c == "\t" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" || c == "\u{A0}" || c == "\u{FEFF}" || c == "\u{3000}" {
                index += 1
                continue
            }
            let start = position(index)
            if c == "\0" { throw CodeSyntaxError(position: start, message: "a NUL character (U+0000) is not allowed in code") }
            // Comments: `//` to the end of the line, `/* … */` (nested in Swift; Objective-C has no nesting, and a
            // nested opener there is rare enough to read the Swift way).
            if c == "/" && peek(1) == "/" {
                while index < scalars.count && scalars[index] != "\n" && scalars[index] != "\r" { index += 1 }
                continue
            }
            if c == "/" && peek(1) == "*" {
                var depth = 0
                repeat {
                    if index >= scalars.count { throw CodeSyntaxError(position: start, message: "this comment is never closed with '*/'") }
                    if scalars[index] == "/" && peek(1) == "*" { depth += 1; index += 2; continue }
                    if scalars[index] == "*" && peek(1) == "/" { depth -= 1; index += 2; continue }
                    if scalars[index] == "\n" || (scalars[index] == "\r" && peek(1) != "\n") { newLine(at: index) }
                    index += 1
                } while depth > 0
                continue
            }
            if c == "\"" || (c == "@" && peek(1) == "\"") {
                if c == "@" { index += 1 }
                let (text, interpolated) = try readString(scalars, &index, start: start, newLine: newLine)
                add(.string(text, interpolated: interpolated), at: start)
                continue
            }
            if c.properties.isXIDStart || c == "_" || c == "$" || ((c == "@" || c == "#") && (peek(1).map { $0.properties.isXIDStart } ?? false)) {
                var end = index + 1
                while end < scalars.count && (scalars[end].properties.isXIDContinue || scalars[end] == "$") { end += 1 }
                // `#define` and friends keep their sign; so do `@property`, `@interface`, `@end`, `@selector`.
                add(.identifier(String(String.UnicodeScalarView(scalars[index..<end]))), at: start)
                index = end
                continue
            }
            if c.properties.numericType != nil && c.isASCII || (c == "." && (peek(1).map { $0.isASCII && $0.properties.numericType != nil } ?? false) && !(tokens.last.map(Self.endsOperand) ?? false)) {
                add(.number(try readNumber(scalars, &index, start: start)), at: start)
                continue
            }
            if let op = operators.first(where: { matches($0, scalars, at: index) }) {
                add(.punctuation(op), at: start)
                index += op.unicodeScalars.count
                continue
            }
            if "(){}[]<>,;:.=+-*/%!?&|^~@#\\'".unicodeScalars.contains(c) {
                add(.punctuation(String(c)), at: start)
                index += 1
                continue
            }
            throw CodeSyntaxError(position: start, message: "'\(c)' is not a character of Objective-C or Swift code")
        }
        return tokens
    }

    /// Whether a token can end an operand (so a `.` after it is member access, not the start of `.5`).
    private static func endsOperand(_ token: CodeToken) -> Bool {
        switch token.kind {
        case .identifier, .number, .string: true
        case .punctuation(let p): p == ")" || p == "]" || p == "}"
        }
    }

    private static func matches(_ op: String, _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var i = index
        for s in op.unicodeScalars {
            guard i < scalars.count, scalars[i] == s else { return false }
            i += 1
        }
        return true
    }

    /// Reads a number at `index`: decimal with optional fraction, exponent and `f` suffix, or `0x` hexadecimal;
    /// `_` separators as Swift allows. `index` ends after it.
    private static func readNumber(_ scalars: [Unicode.Scalar], _ index: inout Int, start: SourcePosition) throws(CodeSyntaxError) -> Double {
        func isDigit(_ s: Unicode.Scalar, hex: Bool = false) -> Bool {
            ("0"..."9").contains(s) || s == "_" || (hex && (("a"..."f").contains(s) || ("A"..."F").contains(s)))
        }
        var text = ""
        if scalars[index] == "0", index + 1 < scalars.count, scalars[index + 1] == "x" || scalars[index + 1] == "X" {
            index += 2
            while index < scalars.count && isDigit(scalars[index], hex: true) {
                if scalars[index] != "_" { text.unicodeScalars.append(scalars[index]) }
                index += 1
            }
            guard let value = UInt64(text, radix: 16) else { throw CodeSyntaxError(position: start, message: "'0x\(text)' is not a number") }
            return Double(value)
        }
        while index < scalars.count && isDigit(scalars[index]) {
            if scalars[index] != "_" { text.unicodeScalars.append(scalars[index]) }
            index += 1
        }
        // A fraction, unless the dot starts `..<`, `...` or a member (`3.description`); `16.f` is Objective-C's float.
        if index < scalars.count, scalars[index] == ".", index + 1 < scalars.count,
           ("0"..."9").contains(scalars[index + 1]) || (scalars[index + 1] == "f" && !(index + 2 < scalars.count && scalars[index + 2].properties.isXIDContinue)) {
            text += "."
            index += 1
            while index < scalars.count && isDigit(scalars[index]) {
                if scalars[index] != "_" { text.unicodeScalars.append(scalars[index]) }
                index += 1
            }
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E",
           index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1]) || ((scalars[index + 1] == "-" || scalars[index + 1] == "+") && index + 2 < scalars.count && ("0"..."9").contains(scalars[index + 2])) {
            text += "e"
            index += 1
            if scalars[index] == "-" || scalars[index] == "+" { text.unicodeScalars.append(scalars[index]); index += 1 }
            while index < scalars.count && ("0"..."9").contains(scalars[index]) { text.unicodeScalars.append(scalars[index]); index += 1 }
        }
        // C suffixes: `f`, `F`, `l`, `L`, `u`, `U` (`16.0f`, `10UL`).
        while index < scalars.count, "fFlLuU".unicodeScalars.contains(scalars[index]),
              !(index + 1 < scalars.count && scalars[index + 1].properties.isXIDContinue && !"fFlLuU".unicodeScalars.contains(scalars[index + 1])) {
            index += 1
        }
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") { text = "0" + text }
        guard let value = Double(text), value.isFinite else { throw CodeSyntaxError(position: start, message: "'\(text)' is not a number") }
        return value
    }

    /// Reads a string literal whose opening quote is at `index` (`"…"` or Swift's `"""…"""`); `index` ends after it.
    private static func readString(_ scalars: [Unicode.Scalar], _ index: inout Int, start: SourcePosition,
                                   newLine: (Int) -> Void) throws(CodeSyntaxError) -> (String, Bool) {
        let isMultiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        index += isMultiline ? 3 : 1
        var text = ""
        var interpolated = false
        while true {
            guard index < scalars.count else { throw CodeSyntaxError(position: start, message: "this string is never closed with '\"'") }
            let c = scalars[index]
            if c == "\"" {
                if !isMultiline { index += 1; return (text, interpolated) }
                if index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\"" {
                    index += 3
                    return (text, interpolated)
                }
            }
            if c == "\n" || c == "\r" {
                guard isMultiline else { throw CodeSyntaxError(position: start, message: "this string is never closed with '\"' on its line") }
                if !(c == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n") { newLine(index) }
            }
            if c == "\\", index + 1 < scalars.count {
                let next = scalars[index + 1]
                index += 2
                switch next {
                case "n": text += "\n"
                case "t": text += "\t"
                case "(":
                    // Swift interpolation: skip to the matching parenthesis; the string's value is then unknown.
                    interpolated = true
                    var depth = 1
                    while index < scalars.count && depth > 0 {
                        if scalars[index] == "(" { depth += 1 } else if scalars[index] == ")" { depth -= 1 }
                        if scalars[index] == "\n" { throw CodeSyntaxError(position: start, message: "this string's '\\(' is never closed on its line") }
                        index += 1
                    }
                default: text.unicodeScalars.append(next)
                }
                continue
            }
            text.unicodeScalars.append(c)
            index += 1
        }
    }
}
