// Configuration and data formats: JSON, YAML, TOML and INI.

/// JSON (and JSON with `//` comments): keys as tags, strings, numbers and constants.
struct JSONLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if byte == UInt8(ascii: "\"") {
                scanner.position += 1
                while !scanner.atEnd, scanner.peek() != UInt8(ascii: "\""), scanner.peek() != 0x0A {
                    if scanner.peek() == UInt8(ascii: "\\") { scanner.position += 1 }
                    scanner.position += 1
                }
                if scanner.peek() == UInt8(ascii: "\"") { scanner.position += 1 }
                var probe = scanner
                probe.skip(.whitespace)
                scanner.emit(probe.peek() == UInt8(ascii: ":") ? .nameTag : .stringDouble, from: start)
            } else if byte == UInt8(ascii: "/"), scanner.peek(1) == UInt8(ascii: "/") {
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            } else if byte == UInt8(ascii: "/"), scanner.peek(1) == UInt8(ascii: "*") {
                scanner.position += 2
                scanner.skip(past: Array("*/".utf8))
                scanner.emit(.commentMultiline, from: start)
            } else if byte == UInt8(ascii: "-") || ByteSet.digits.contains(byte) {
                if byte == UInt8(ascii: "-") { scanner.position += 1 }
                if let numberClass = scanner.scanNumber() {
                    scanner.emit(numberClass, from: start)
                } else {
                    scanner.emit(.operator, from: start)
                }
            } else if let word = scanner.scanWord() {
                let text = scanner.text(word.lowerBound, word.upperBound)
                if text == "true" || text == "false" || text == "null" { scanner.emit(.keywordConstant, from: start) }
            } else {
                scanner.position += 1
                if ByteSet("{}[],:").contains(byte) { scanner.emit(.punctuation, from: start) }
            }
        }
        return scanner.tokens
    }
}

/// YAML: comments, keys, quoted strings, block scalars, anchors, aliases, tags and document markers.
struct YAMLLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        /// The indentation of the line that opened a block scalar (`key: |`), while inside one.
        var blockScalarIndent: Int? = nil
        while !scanner.atEnd {
            let lineStart = scanner.position
            scanner.skip(.spaces)
            let indent = scanner.position - lineStart
            let blank = scanner.atEnd || scanner.peek() == 0x0A || scanner.peek() == 0x0D
            if let parent = blockScalarIndent {
                if blank || indent > parent {
                    let contentStart = scanner.position
                    scanner.skipToLineEnd()
                    scanner.emit(.literal, from: contentStart)
                    skipLineBreak(&scanner)
                    continue
                }
                blockScalarIndent = nil
            }
            if indent == 0, scanner.matches(Array("---".utf8)) || scanner.matches(Array("...".utf8)) {
                scanner.take(3, as: .nameNamespace)
            } else if indent == 0, scanner.peek() == UInt8(ascii: "%") {
                scanner.skipToLineEnd()
                scanner.emit(.nameTag, from: lineStart)
            }
            if lexLine(&scanner, lineIndent: indent) { blockScalarIndent = indent }
            skipLineBreak(&scanner)
        }
        return scanner.tokens
    }

    private func skipLineBreak(_ scanner: inout Scanner) {
        if scanner.peek() == 0x0D { scanner.position += 1 }
        if scanner.peek() == 0x0A { scanner.position += 1 }
    }

    /// The rest of one line; returns whether it opens a block scalar (`|` or `>` at its end).
    private func lexLine(_ scanner: inout Scanner, lineIndent: Int) -> Bool {
        var opensBlock = false
        while !scanner.atEnd, scanner.peek() != 0x0A, scanner.peek() != 0x0D {
            let start = scanner.position
            let byte = scanner.peek()
            let previous = scanner.byte(at: start - 1)
            let atTokenStart = start == scanner.lineStart(of: start) || ByteSet.whitespace.union(ByteSet("[{,")).contains(previous)
            switch byte {
            case 0x20, 0x09:
                scanner.skip(.spaces)
            case UInt8(ascii: "#") where atTokenStart:
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexQuoted(&scanner, quote: byte)
            case UInt8(ascii: "-") where (scanner.peek(1) == 0x20 || scanner.peek(1) == 0x0A || scanner.peek(1) == 0) && atTokenStart,
                 UInt8(ascii: "?") where scanner.peek(1) == 0x20 && atTokenStart,
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","):
                scanner.take(1, as: .punctuation)
            case UInt8(ascii: "&") where atTokenStart, UInt8(ascii: "*") where atTokenStart:
                scanner.position += 1
                while !scanner.atEnd, !ByteSet.whitespace.union(ByteSet(",[]{}")).contains(scanner.peek()) { scanner.position += 1 }
                scanner.emit(byte == UInt8(ascii: "&") ? .nameLabel : .nameVariable, from: start)
            case UInt8(ascii: "!") where atTokenStart:
                while !scanner.atEnd, !ByteSet.whitespace.contains(scanner.peek()) { scanner.position += 1 }
                scanner.emit(.keywordType, from: start)
            // Reached only where a token starts: inside a plain scalar `lexPlain` takes them as its text.
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                scanner.position += 1
                scanner.skip(ByteSet("+-0123456789"))
                scanner.emit(.punctuation, from: start)
                var probe = scanner
                probe.skip(.spaces)
                if probe.atEnd || probe.peek() == 0x0A || probe.peek() == 0x0D || probe.peek() == UInt8(ascii: "#") { opensBlock = true }
            default:
                lexPlain(&scanner)
            }
        }
        return opensBlock
    }

    /// A plain scalar, or a key when `: ` follows it.
    private func lexPlain(_ scanner: inout Scanner) {
        let start = scanner.position
        var inFlow = false
        var cursor = scanner.lineStart(of: start)
        while cursor < start {
            if scanner.bytes[cursor] == UInt8(ascii: "[") || scanner.bytes[cursor] == UInt8(ascii: "{") { inFlow = true }
            cursor += 1
        }
        while !scanner.atEnd {
            let byte = scanner.peek()
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: ":"), ByteSet.whitespace.contains(scanner.peek(1)) || scanner.peek(1) == 0 { break }
            if byte == UInt8(ascii: "#"), ByteSet.spaces.contains(scanner.byte(at: scanner.position - 1)) { break }
            if inFlow, ByteSet(",[]{}").contains(byte) { break }
            scanner.position += 1
        }
        var end = scanner.position
        while end > start, ByteSet.spaces.contains(scanner.bytes[end - 1]) { end -= 1 }
        if scanner.peek() == UInt8(ascii: ":") {
            scanner.emit(.nameTag, from: start, to: end)
            scanner.take(1, as: .punctuation)
            return
        }
        let text = scanner.text(start, end)
        if ["true", "false", "yes", "no", "on", "off", "null", "~", "True", "False", "TRUE", "FALSE", "Null", "NULL"].contains(text) {
            scanner.emit(.keywordConstant, from: start, to: end)
        } else if Self.isNumber(text) {
            scanner.emit(.number, from: start, to: end)
        } else {
            scanner.emit(.literal, from: start, to: end)
        }
    }

    /// Whether a plain scalar is a YAML number (`12`, `-3.5`, `1e3`, `0x1F`, `.inf`).
    static func isNumber(_ text: String) -> Bool {
        if text == ".inf" || text == "-.inf" || text == ".nan" { return true }
        var bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
        guard !bytes.isEmpty else { return false }
        var scanner = Scanner(bytes)
        guard scanner.scanNumber() != nil else { return false }
        return scanner.atEnd && bytes.allSatisfy { ByteSet.hexDigits.union(ByteSet("._xXoObB+-")).contains($0) }
    }

    private func lexQuoted(_ scanner: inout Scanner, quote: UInt8) {
        let start = scanner.position
        scanner.position += 1
        while !scanner.atEnd {
            let byte = scanner.peek()
            if byte == quote {
                if quote == UInt8(ascii: "'"), scanner.peek(1) == quote {
                    scanner.position += 2
                    continue
                }
                scanner.position += 1
                break
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { scanner.position += 1 }
            scanner.position += 1
        }
        var probe = scanner
        probe.skip(.spaces)
        if probe.peek() == UInt8(ascii: ":"), ByteSet.whitespace.contains(probe.peek(1)) || probe.peek(1) == 0 {
            scanner.emit(.nameTag, from: start)
        } else {
            scanner.emit(quote == UInt8(ascii: "'") ? .stringSingle : .stringDouble, from: start)
        }
    }
}

/// TOML: tables, keys, basic and literal strings (single and multi-line), numbers, dates and booleans.
struct TOMLLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        var expectingValue = false
        var bracketDepth = 0
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            switch byte {
            case 0x0A, 0x0D:
                scanner.position += 1
                if bracketDepth == 0 { expectingValue = false }
            case 0x20, 0x09:
                scanner.skip(.spaces)
            case UInt8(ascii: "#"):
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            case UInt8(ascii: "[") where !expectingValue && scanner.isLineStart(start):
                // A table header; its quoted keys are strings.
                var runStart = start
                while !scanner.atEnd, scanner.peek() != 0x0A, scanner.peek() != 0x0D, scanner.peek() != UInt8(ascii: "#") {
                    let quote = scanner.peek()
                    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                        scanner.emit(.keyword, from: runStart)
                        let quoted = scanner.position
                        scanner.position += 1
                        while !scanner.atEnd, scanner.peek() != quote, scanner.peek() != 0x0A {
                            if quote == UInt8(ascii: "\""), scanner.peek() == UInt8(ascii: "\\") { scanner.position += 1 }
                            scanner.position += 1
                        }
                        if scanner.peek() == quote { scanner.position += 1 }
                        scanner.emit(.string, from: quoted)
                        runStart = scanner.position
                        continue
                    }
                    scanner.position += 1
                }
                var end = scanner.position
                while end > runStart, ByteSet.spaces.contains(scanner.bytes[end - 1]) { end -= 1 }
                scanner.emit(.keyword, from: runStart, to: end)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let triple = scanner.byte(at: start + 1) == byte && scanner.byte(at: start + 2) == byte
                scanner.position += triple ? 3 : 1
                while !scanner.atEnd {
                    let current = scanner.peek()
                    if current == byte, !triple || (scanner.peek(1) == byte && scanner.peek(2) == byte) {
                        scanner.position += triple ? 3 : 1
                        while triple, scanner.peek() == byte { scanner.position += 1 }
                        break
                    }
                    if !triple, current == 0x0A || current == 0x0D { break }
                    if current == UInt8(ascii: "\\"), byte == UInt8(ascii: "\"") { scanner.position += 1 }
                    scanner.position += 1
                }
                scanner.emit(expectingValue ? .string : .name, from: start)
            case UInt8(ascii: "="):
                scanner.take(1, as: .operator)
                expectingValue = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                bracketDepth += 1
                scanner.take(1, as: .punctuation)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                bracketDepth = max(0, bracketDepth - 1)
                scanner.take(1, as: .punctuation)
                if byte == UInt8(ascii: "}") && bracketDepth == 0 { expectingValue = false }
            case UInt8(ascii: ","):
                scanner.take(1, as: .punctuation)
            default:
                if expectingValue {
                    lexValueWord(&scanner)
                } else {
                    while !scanner.atEnd, !ByteSet.whitespace.union(ByteSet("=\"'#[]{},")).contains(scanner.peek()) {
                        scanner.position += 1
                    }
                    if scanner.position == start { scanner.position += 1 }
                    scanner.emit(.name, from: start)
                }
            }
        }
        return scanner.tokens
    }

    /// A bare value: a boolean, a number, a date or time, or a key inside an inline table.
    private func lexValueWord(_ scanner: inout Scanner) {
        let start = scanner.position
        while !scanner.atEnd, !ByteSet.whitespace.union(ByteSet("=,]}#")).contains(scanner.peek())
                || (scanner.peek() == 0x20 && ByteSet.digits.contains(scanner.peek(1)) && scanner.byte(at: scanner.position - 3) == UInt8(ascii: "-")) {
            scanner.position += 1
        }
        if scanner.position == start {
            scanner.position += 1
            return
        }
        let text = scanner.text(start, scanner.position)
        var probe = scanner
        probe.skip(.spaces)
        if probe.peek() == UInt8(ascii: "=") {
            scanner.emit(.name, from: start)
        } else if text == "true" || text == "false" {
            scanner.emit(.keywordConstant, from: start)
        } else if text.contains("-") && text.first.map({ $0.isNumber }) == true && text.count >= 8 || text.contains(":") {
            scanner.emit(.literal, from: start)
        } else if ["inf", "+inf", "-inf", "nan", "+nan", "-nan"].contains(text) {
            scanner.emit(.numberFloat, from: start)
        } else {
            var bytes = Array(text.utf8)
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
            var number = Scanner(bytes)
            if let numberClass = number.scanNumber(), number.atEnd {
                scanner.emit(numberClass, from: start)
            }
        }
    }
}

/// INI and `.cfg` files: `[sections]`, `key = value` pairs and `;` or `#` comments.
struct INILexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        while !scanner.atEnd {
            scanner.skip(.spaces)
            let start = scanner.position
            let byte = scanner.peek()
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "#") {
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            } else if byte == UInt8(ascii: "[") {
                scanner.skipToLineEnd()
                var end = scanner.position
                while end > start, ByteSet.spaces.contains(scanner.bytes[end - 1]) { end -= 1 }
                scanner.emit(.keyword, from: start, to: end)
            } else if byte != 0x0A && byte != 0x0D && !scanner.atEnd {
                while !scanner.atEnd, !ByteSet("=:\r\n").contains(scanner.peek()) { scanner.position += 1 }
                var keyEnd = scanner.position
                while keyEnd > start, ByteSet.spaces.contains(scanner.bytes[keyEnd - 1]) { keyEnd -= 1 }
                if scanner.peek() == UInt8(ascii: "=") || scanner.peek() == UInt8(ascii: ":") {
                    scanner.emit(.nameAttribute, from: start, to: keyEnd)
                    scanner.take(1, as: .operator)
                    scanner.skip(.spaces)
                    let valueStart = scanner.position
                    scanner.skipToLineEnd()
                    var valueEnd = scanner.position
                    while valueEnd > valueStart, ByteSet.spaces.contains(scanner.bytes[valueEnd - 1]) { valueEnd -= 1 }
                    scanner.emit(.string, from: valueStart, to: valueEnd)
                } else {
                    scanner.emit(.nameAttribute, from: start, to: keyEnd)
                }
            }
            scanner.skipToLineEnd()
            if scanner.peek() == 0x0D { scanner.position += 1 }
            if scanner.peek() == 0x0A { scanner.position += 1 }
        }
        return scanner.tokens
    }
}
