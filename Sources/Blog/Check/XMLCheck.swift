// Whether an XML document (the feed, the sitemap) is well-formed, and the name of its root element, for `blog check`.

/// A small well-formedness check: elements nest and close, attributes are quoted and not repeated, references
/// are known, text holds no bare `<` or `&`, and there is one root element. No DTDs, no namespaces resolved.
enum XMLCheck {
    /// The first problem found, at its 1-based line and column.
    struct Problem: Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// The root element's name and its `xmlns`, or the first problem.
    static func check(_ text: String) -> Result<(root: String, namespace: String), Problem> {
        let s = Array(text.unicodeScalars)
        var i = 0
        var counter = LineColumnCounter()   // lines end at "\n", "\r\n" or a lone "\r", as everywhere
        var line: Int { counter.line }
        var column: Int { counter.column }
        func advance(_ count: Int = 1) {
            for _ in 0..<count where i < s.count {
                counter.advance(over: s[i])
                i += 1
            }
        }
        func starts(_ prefix: String) -> Bool {
            var k = i
            for scalar in prefix.unicodeScalars {
                guard k < s.count, s[k] == scalar else { return false }
                k += 1
            }
            return true
        }
        func fail(_ message: String) -> Result<(root: String, namespace: String), Problem> {
            .failure(Problem(message: message, line: line, column: column))
        }
        func skip(past end: String) -> Bool {
            while i < s.count, !starts(end) { advance() }
            guard i < s.count else { return false }
            advance(end.unicodeScalars.count)
            return true
        }
        func isNameScalar(_ c: Unicode.Scalar) -> Bool {
            c.properties.isAlphabetic || (c >= "0" && c <= "9") || c == "_" || c == "-" || c == "." || c == ":" || c.value > 0x7F
        }
        func name() -> String {
            var result = ""
            while i < s.count, isNameScalar(s[i]) { result.unicodeScalars.append(s[i]); advance() }
            return result
        }
        func skipSpace() { while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "\n" || s[i] == "\r" { advance() } }
        /// A reference after `&`: `amp;`, `#38;`, `#x26;`.
        func reference() -> Bool {
            advance()
            var body = ""
            while i < s.count, s[i] != ";", body.unicodeScalars.count < 12 { body.unicodeScalars.append(s[i]); advance() }
            guard i < s.count, s[i] == ";" else { return false }
            advance()
            if ["amp", "lt", "gt", "quot", "apos"].contains(body) { return true }
            let number = body.hasPrefix("#x") ? UInt32(body.dropFirst(2), radix: 16)
                : body.hasPrefix("#") ? UInt32(body.dropFirst()) : nil
            guard let scalar = number.flatMap(Unicode.Scalar.init) else { return false }
            return !HTMLEscaping.isForbiddenInXML(scalar) || scalar.value == 0x7F
        }

        // XML forbids most control characters, even written as references: a reader drops a feed that holds one.
        if let bad = s.firstIndex(where: { HTMLEscaping.isForbiddenInXML($0) && $0.value != 0x7F }) {
            advance(bad)
            return fail("The character U+\(String(s[bad].value, radix: 16, uppercase: true)) is not allowed in XML.")
        }

        var stack: [String] = []
        var root: String?
        var namespace = ""
        while i < s.count {
            if s[i] == "<" {
                if starts("<?") {
                    guard skip(past: "?>") else { return fail("A processing instruction is never closed.") }
                } else if starts("<!--") {
                    guard skip(past: "-->") else { return fail("A comment is never closed.") }
                } else if starts("<![CDATA[") {
                    guard !stack.isEmpty else { return fail("Text outside the root element.") }
                    guard skip(past: "]]>") else { return fail("A CDATA section is never closed.") }
                } else if starts("<!") {
                    guard skip(past: ">") else { return fail("A declaration is never closed.") }
                } else if starts("</") {
                    let (tagLine, tagColumn) = (line, column)
                    advance(2)
                    let closing = name()
                    skipSpace()
                    guard i < s.count, s[i] == ">" else { return fail("Expected '>' to end </\(closing).") }
                    guard let open = stack.last, open == closing else {
                        let message = stack.isEmpty ? "</\(closing)> closes nothing." : "</\(closing)> closes <\(stack.last!)>."
                        return .failure(Problem(message: message, line: tagLine, column: tagColumn))
                    }
                    advance()
                    stack.removeLast()
                } else {
                    advance()
                    let element = name()
                    guard !element.isEmpty else { return fail("Expected an element name after '<'.") }
                    if stack.isEmpty {
                        guard root == nil else { return fail("A second root element <\(element)>.") }
                        root = element
                    }
                    var seen = Set<String>()
                    while true {
                        skipSpace()
                        guard i < s.count else { return fail("<\(element) is never closed.") }
                        if s[i] == ">" { advance(); stack.append(element); break }
                        if starts("/>") { advance(2); break }
                        let attribute = name()
                        guard !attribute.isEmpty else { return fail("Unexpected '\(s[i])' in <\(element)>.") }
                        guard seen.insert(attribute).inserted else { return fail("The attribute '\(attribute)' is repeated.") }
                        skipSpace()
                        guard i < s.count, s[i] == "=" else { return fail("Expected '=' after '\(attribute)'.") }
                        advance()
                        skipSpace()
                        guard i < s.count, s[i] == "\"" || s[i] == "'" else { return fail("The value of '\(attribute)' is not quoted.") }
                        let quote = s[i]
                        advance()
                        var value = ""
                        while i < s.count, s[i] != quote {
                            if s[i] == "<" { return fail("'<' in the value of '\(attribute)'.") }
                            if s[i] == "&" {
                                guard reference() else { return fail("An unknown or unclosed reference in '\(attribute)'.") }
                                continue
                            }
                            value.unicodeScalars.append(s[i])
                            advance()
                        }
                        guard i < s.count else { return fail("The value of '\(attribute)' is never closed.") }
                        advance()
                        if attribute == "xmlns", stack.isEmpty, root == element { namespace = value }
                    }
                }
            } else if s[i] == "&" {
                let (l, c) = (line, column)
                guard reference() else { return .failure(Problem(message: "An unknown or unclosed reference.", line: l, column: c)) }
            } else {
                if stack.isEmpty, !(s[i] == " " || s[i] == "\t" || s[i] == "\n" || s[i] == "\r") {
                    return fail("Text outside the root element.")
                }
                advance()
            }
        }
        guard let root else { return fail("There is no root element.") }
        if let open = stack.last { return fail("<\(open)> is never closed.") }
        return .success((root, namespace))
    }
}
