// XML (and property lists), HTML with its scripts and style sheets, and CSS.

/// XML and HTML: tags, attributes and their values, comments, declarations, entities; in HTML the
/// contents of `<script>` and `<style>` are lexed as JavaScript and CSS.
struct MarkupLexer: Lexer {
    /// Whether `<script>` and `<style>` hold code (HTML).
    let embedsCode: Bool

    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        /// Whether a `?>` may still follow: once a search for one fails, later `<?` are not searched again.
        var instructionEndAhead = true
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            if byte == UInt8(ascii: "<") {
                if scanner.matches(Array("<!--".utf8)) {
                    scanner.position += 4
                    scanner.skip(past: Array("-->".utf8))
                    scanner.emit(.comment, from: start)
                } else if scanner.matches(Array("<![CDATA[".utf8)) {
                    scanner.position += 9
                    scanner.skip(past: Array("]]>".utf8))
                    scanner.emit(.commentPreproc, from: start)
                } else if scanner.peek(1) == UInt8(ascii: "?") {
                    // Through the next `?>`, on any line. With none, as Pygments and Chroma read it, the `<` is an
                    // error and the rest is markup again (`<?xml version="1.0">` leaves the block highlighted).
                    var probe = scanner
                    probe.position += 2
                    if instructionEndAhead, probe.skip(past: Array("?>".utf8)) {
                        scanner.position = probe.position
                        scanner.emit(.commentPreproc, from: start)
                    } else {
                        instructionEndAhead = false
                        scanner.take(1, as: .error)
                    }
                } else if scanner.peek(1) == UInt8(ascii: "!") {
                    scanner.position += 2
                    skipDeclaration(&scanner)
                    scanner.emit(.commentPreproc, from: start)
                } else if ByteSet.identifierStart.contains(scanner.peek(1)) || scanner.peek(1) == UInt8(ascii: "/") {
                    let name = lexTag(&scanner)
                    if embedsCode, let name, name == "script" || name == "style" {
                        lexEmbedded(&scanner, closing: "</" + name, lexer: name == "script" ? Languages.lexer(for: "javascript")! : CSSLexer())
                    }
                } else {
                    scanner.position += 1
                }
            } else if byte == UInt8(ascii: "&") {
                scanner.position += 1
                while !scanner.atEnd, ByteSet.identifierPart.union(ByteSet("#")).contains(scanner.peek()) { scanner.position += 1 }
                if scanner.peek() == UInt8(ascii: ";") {
                    scanner.position += 1
                    scanner.emit(.nameEntity, from: start)
                }
            } else {
                scanner.position += 1
            }
        }
        return scanner.tokens
    }

    /// `<!DOCTYPE …>` with its bracketed internal subset.
    private func skipDeclaration(_ scanner: inout Scanner) {
        var depth = 0
        while !scanner.atEnd {
            let byte = scanner.peek()
            scanner.position += 1
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">"), depth <= 0 { return }
        }
    }

    /// A start or end tag with its attributes; returns the lowercased name of a start tag.
    private func lexTag(_ scanner: inout Scanner) -> String? {
        let start = scanner.position
        scanner.position += 1
        let closing = scanner.peek() == UInt8(ascii: "/")
        if closing { scanner.position += 1 }
        let nameStart = scanner.position
        scanner.skip(ByteSet.identifierPart.union(ByteSet(":-.")))
        let name = scanner.text(nameStart, scanner.position).lowercased()
        scanner.emit(.nameTag, from: start)
        var selfClosing = false
        while !scanner.atEnd {
            let at = scanner.position
            let byte = scanner.peek()
            if byte == UInt8(ascii: ">") {
                scanner.take(1, as: .nameTag)
                break
            }
            if byte == UInt8(ascii: "/"), scanner.peek(1) == UInt8(ascii: ">") {
                scanner.take(2, as: .nameTag)
                selfClosing = true
                break
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                scanner.position += 1
                while !scanner.atEnd, scanner.peek() != byte { scanner.position += 1 }
                if !scanner.atEnd { scanner.position += 1 }
                scanner.emit(.string, from: at)
            } else if byte == UInt8(ascii: "=") {
                scanner.take(1, as: .operator)
                if !ByteSet("\"'").contains(scanner.peek()) {
                    let valueStart = scanner.position
                    while !scanner.atEnd, !ByteSet.whitespace.union(ByteSet(">")).contains(scanner.peek()) { scanner.position += 1 }
                    scanner.emit(.string, from: valueStart)
                }
            } else if ByteSet.whitespace.contains(byte) {
                scanner.skip(.whitespace)
            } else if byte == UInt8(ascii: "<") {
                break
            } else {
                while !scanner.atEnd, !ByteSet.whitespace.union(ByteSet("=>/\"'<")).contains(scanner.peek()) { scanner.position += 1 }
                if scanner.position == at { scanner.position += 1 }
                scanner.emit(.nameAttribute, from: at)
            }
        }
        return closing || selfClosing ? nil : name
    }

    /// The contents of `<script>` or `<style>` up to its end tag, lexed as code.
    private func lexEmbedded(_ scanner: inout Scanner, closing: String, lexer: Lexer) {
        let start = scanner.position
        let marker = Array(closing.utf8)
        var end = start
        while end < scanner.count {
            if scanner.bytes[end] == UInt8(ascii: "<") {
                var matched = true
                for (offset, expected) in marker.enumerated() where end + offset >= scanner.count || lowercase(scanner.bytes[end + offset]) != expected {
                    matched = false
                    break
                }
                if matched { break }
            }
            end += 1
        }
        for token in lexer.tokens(in: Array(scanner.bytes[start..<end])) {
            scanner.emit(token.tokenClass, from: token.start + start, to: token.end + start)
        }
        scanner.position = end
    }
}

/// CSS: selectors, properties, values with units, colours, strings, comments and at-rules.
struct CSSLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        /// Nesting of `{` blocks, and whether the current block holds declarations (`prop: value`).
        var depth = 0
        var inValue = false
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            switch byte {
            case UInt8(ascii: "/") where scanner.peek(1) == UInt8(ascii: "*"):
                scanner.position += 2
                scanner.skip(past: Array("*/".utf8))
                scanner.emit(.commentMultiline, from: start)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanner.position += 1
                while !scanner.atEnd, scanner.peek() != byte, scanner.peek() != 0x0A {
                    if scanner.peek() == UInt8(ascii: "\\") { scanner.position += 1 }
                    scanner.position += 1
                }
                if scanner.peek() == byte { scanner.position += 1 }
                scanner.emit(byte == UInt8(ascii: "\"") ? .stringDouble : .stringSingle, from: start)
            case UInt8(ascii: "@"):
                scanner.position += 1
                scanner.skip(ByteSet.identifierPart.union(ByteSet("-")))
                scanner.emit(.keyword, from: start)
            case UInt8(ascii: "{"):
                depth += 1
                inValue = false
                scanner.take(1, as: .punctuation)
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                inValue = false
                scanner.take(1, as: .punctuation)
            case UInt8(ascii: ";"):
                inValue = false
                scanner.take(1, as: .punctuation)
            case UInt8(ascii: ":") where depth > 0 && !inValue:
                inValue = true
                scanner.take(1, as: .punctuation)
            case UInt8(ascii: "#") where inValue:
                scanner.position += 1
                scanner.skip(ByteSet.identifierPart)
                scanner.emit(.numberHex, from: start)
            case UInt8(ascii: "!") where inValue:
                scanner.position += 1
                scanner.skip(ByteSet.letters)
                scanner.emit(.keywordReserved, from: start)
            default:
                if inValue || depth == 0 && ByteSet.digits.contains(byte), lexNumber(&scanner) { continue }
                if let word = scanner.scanWord(start: ByteSet.identifierStart.union(ByteSet("-")), part: ByteSet.identifierPart.union(ByteSet("-"))) {
                    let isDeclaration = depth > 0 && !inValue && isFollowedByColon(scanner)
                    if isDeclaration {
                        scanner.emit(.keyword, from: word.lowerBound)
                    } else if inValue {
                        scanner.emit(scanner.peek() == UInt8(ascii: "(") ? .nameFunction : .keywordConstant, from: word.lowerBound)
                    } else {
                        scanner.emit(.nameTag, from: word.lowerBound)
                    }
                } else if !inValue, byte == UInt8(ascii: "."), ByteSet.identifierStart.contains(scanner.peek(1)) {
                    scanner.position += 1
                    scanner.skip(ByteSet.identifierPart.union(ByteSet("-")))
                    scanner.emit(.nameClass, from: start)
                } else if !inValue, byte == UInt8(ascii: "#") {
                    scanner.position += 1
                    scanner.skip(ByteSet.identifierPart.union(ByteSet("-")))
                    scanner.emit(.nameNamespace, from: start)
                } else if !inValue, byte == UInt8(ascii: ":") {
                    scanner.position += 1
                    if scanner.peek() == UInt8(ascii: ":") { scanner.position += 1 }
                    scanner.skip(ByteSet.identifierPart.union(ByteSet("-")))
                    scanner.emit(.nameDecorator, from: start)
                } else {
                    scanner.position += 1
                    if ByteSet("+>~*=,()[]").contains(byte) { scanner.emit(.operator, from: start) }
                }
            }
        }
        return scanner.tokens
    }

    /// Whether a `:` follows the word just read (a property name, not a selector's pseudo-class).
    private func isFollowedByColon(_ scanner: Scanner) -> Bool {
        var probe = scanner
        probe.skip(.whitespace)
        guard probe.peek() == UInt8(ascii: ":") else { return false }
        // `a:hover {` is a nested selector; a declaration's value runs to `;` or `}` first.
        var cursor = probe.position + 1
        while cursor < probe.count {
            let byte = probe.bytes[cursor]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") { return true }
            if byte == UInt8(ascii: "{") { return false }
            cursor += 1
        }
        return true
    }

    /// A number with its unit (`12px`, `1.5em`, `50%`, `-2`).
    private func lexNumber(_ scanner: inout Scanner) -> Bool {
        let start = scanner.position
        var probe = scanner
        if probe.peek() == UInt8(ascii: "-") || probe.peek() == UInt8(ascii: "+") { probe.position += 1 }
        let digitsStart = probe.position
        probe.skip(.digits)
        if probe.peek() == UInt8(ascii: "."), ByteSet.digits.contains(probe.peek(1)) {
            probe.position += 1
            probe.skip(.digits)
        }
        guard probe.position > digitsStart, !ByteSet.identifierPart.contains(scanner.byte(at: start - 1)) else { return false }
        scanner.position = probe.position
        scanner.emit(.number, from: start)
        let unitStart = scanner.position
        if scanner.peek() == UInt8(ascii: "%") {
            scanner.position += 1
        } else {
            scanner.skip(ByteSet.letters)
        }
        scanner.emit(.keywordType, from: unitStart)
        return true
    }
}
