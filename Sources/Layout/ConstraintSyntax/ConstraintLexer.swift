// Splits one line of constraint text into tokens, each with its column.

/// A token of the constraint syntax.
enum ConstraintToken: Equatable, Sendable {
    case identifier(String)
    case number(Double)
    /// `375x667`
    case size(Double, Double)
    /// `==`, `<=`, `>=`, `=`, and the punctuation `. * + - @ ( ) ,`
    case symbol(String)
    case end

    /// The token as the user wrote it, for messages.
    var text: String {
        switch self {
        case .identifier(let name): return name
        case .number(let value): return value.compactDescription
        case .size(let width, let height): return "\(width.compactDescription)x\(height.compactDescription)"
        case .symbol(let symbol): return symbol
        case .end: return "end of line"
        }
    }
}

/// A token and the 1-based column it starts at.
struct PositionedToken: Sendable {
    var token: ConstraintToken
    var column: Int
}

/// Tokenizes a line (without its comment). Columns count Unicode scalars from `firstColumn`.
func tokenize(_ line: Substring, line lineNumber: Int, firstColumn: Int) throws(ConstraintSyntaxError) -> [PositionedToken] {
    let scalars = Array(line.unicodeScalars)
    var tokens: [PositionedToken] = []
    var index = 0
    func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        // ASCII first: looking up a scalar's Unicode properties costs more than the rest of the lexer.
        if s.isASCII { return s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        return s.properties.isAlphabetic
    }
    func isIdentifierPart(_ s: Unicode.Scalar) -> Bool { isIdentifierStart(s) || ("0"..."9").contains(s) }
    func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
    func readNumber() -> Double {
        let start = index
        while isDigit(index) || (index < scalars.count && scalars[index] == "." && isDigit(index + 1)) { index += 1 }
        return Double(String(String.UnicodeScalarView(scalars[start..<index]))) ?? 0
    }
    while index < scalars.count {
        let scalar = scalars[index]
        let column = firstColumn + index
        let start = index
        defer {
            // Every branch below consumes a scalar or throws; should one ever not, skip the scalar
            // rather than loop forever on it.
            if index == start { index += 1 }
        }
        if scalar == " " || scalar == "\t" { index += 1; continue }
        if isIdentifierStart(scalar) {
            while index < scalars.count && isIdentifierPart(scalars[index]) { index += 1 }
            tokens.append(PositionedToken(token: .identifier(String(String.UnicodeScalarView(scalars[start..<index]))), column: column))
        } else if isDigit(index) || (scalar == "." && isDigit(index + 1)) {
            let width = readNumber()
            guard width.isFinite && width < 1e12 else {
                let digits = String(String.UnicodeScalarView(scalars[start..<min(index, start + 12)]))
                throw ConstraintSyntaxError("the number '\(digits)\(index - start > 12 ? "…" : "")' is too large; layouts use points below 10^12",
                                            at: SourcePosition(line: lineNumber, column: column))
            }
            if index + 1 < scalars.count && (scalars[index] == "x" || scalars[index] == "×") && isDigit(index + 1) {
                index += 1
                let height = readNumber()
                guard height.isFinite && height < 1e12 else {
                    throw ConstraintSyntaxError("the height in '\(String(String.UnicodeScalarView(scalars[start..<min(index, start + 24)])))…' is too large; layouts use points below 10^12",
                                                at: SourcePosition(line: lineNumber, column: column))
                }
                tokens.append(PositionedToken(token: .size(width, height), column: column))
            } else {
                tokens.append(PositionedToken(token: .number(width), column: column))
            }
        } else if "=<>".unicodeScalars.contains(scalar) {
            if index + 1 < scalars.count && scalars[index + 1] == "=" {
                tokens.append(PositionedToken(token: .symbol(String(scalar) + "="), column: column))
                index += 2
            } else if scalar == "=" {
                tokens.append(PositionedToken(token: .symbol("="), column: column))
                index += 1
            } else {
                throw ConstraintSyntaxError("'\(scalar)' is not a relation; write '\(scalar)=' (Auto Layout has only ==, <= and >=)",
                                            at: SourcePosition(line: lineNumber, column: column))
            }
        } else if ".*+-@(),".unicodeScalars.contains(scalar) {
            tokens.append(PositionedToken(token: .symbol(String(scalar)), column: column))
            index += 1
        } else {
            let shown = scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count)) + String(scalar.value, radix: 16, uppercase: true)
                : "'\(scalar)'"
            throw ConstraintSyntaxError("unexpected character \(shown)", at: SourcePosition(line: lineNumber, column: column))
        }
    }
    tokens.append(PositionedToken(token: .end, column: firstColumn + scalars.count))
    return tokens
}
