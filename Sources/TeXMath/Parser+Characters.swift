// Characters typed as themselves: letters, numbers, operators and delimiters, each with its TeX class.

extension Parser {
    /// The atom of a character typed as itself.
    mutating func character(_ scalar: Unicode.Scalar, _ token: Token, single: Bool) throws(TeXMathError) -> Atom {
        if Tokenizer.isLetter(scalar) {
            guard variant == .upright else { return Atom(.token("mi", variant.map { $0.apply(String(scalar)) } ?? String(scalar))) }
            var name = String(scalar)
            while !single, let next = tokens.scalar(at: tokens.position), Tokenizer.isLetter(next) {
                name.unicodeScalars.append(next)
                tokens.position += 1
            }
            return Atom(name.unicodeScalars.count == 1 ? .token("mi", name, [.init(name: "mathvariant", value: "normal")]) : .token("mi", name))
        }
        if Tokenizer.isDigit(scalar) {
            var number = String(scalar)
            while !single, let next = tokens.scalar(at: tokens.position) {
                if Tokenizer.isDigit(next) {
                    number.unicodeScalars.append(next)
                    tokens.position += 1
                } else if next == ".", let after = tokens.scalar(at: tokens.position + 1), Tokenizer.isDigit(after) {
                    number += "."
                    tokens.position += 1
                } else {
                    break
                }
            }
            return Atom(.token("mn", variant.map { $0.apply(number) } ?? number))
        }
        switch scalar {
        case "~": return Atom(.token("mtext", "\u{A0}"))
        case "-": return Atom(.token("mo", "−"), .binary)
        case "*": return Atom(.token("mo", "∗"), .binary)
        case ".": return Atom(.token("mi", "."))
        case "#", "$", "\\":
            throw TeXMathError(offset: token.offset, message: "unexpected \(scalar) in math")
        default: break
        }
        if let delimiterClass = Symbols.delimiterCharacters[scalar] { return delimiter(String(scalar), delimiterClass) }
        let atomClass = Symbols.atomClass(of: scalar)
        if atomClass != .ordinary { return Atom(.token("mo", String(scalar)), atomClass) }
        if scalar.properties.isAlphabetic { return Atom(.token("mi", variant.map { $0.apply(String(scalar)) } ?? String(scalar))) }
        if scalar.properties.numericType != nil { return Atom(.token("mn", String(scalar))) }
        if scalar.properties.generalCategory == .mathSymbol { return Atom(.token("mo", String(scalar)), .binary) }
        return Atom(.token("mi", String(scalar)))
    }

    /// A delimiter typed without `\\left` or `\\big`: it does not stretch (MathML Core stretches fences in a row by
    /// default), and one of TeX's ordinary class (`|`, `/`) takes no space either side (the dictionary's `|` does).
    func delimiter(_ text: String, _ atomClass: AtomClass) -> Atom {
        var attributes: [MathNode.Attribute] = [.init(name: "stretchy", value: "false")]
        if atomClass == .ordinary { attributes += [.init(name: "lspace", value: "0em"), .init(name: "rspace", value: "0em")] }
        return Atom(.token("mo", text, attributes), atomClass)
    }
}
