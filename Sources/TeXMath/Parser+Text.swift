// Text inside math: \text{…} and its kin read as characters, with $…$ inside it read as math again.

extension Parser {
    /// Commands that stand for a character in text.
    static let textSymbols: [String: String] = [
        "textbackslash": "\\", "ldots": "…", "dots": "…", "textendash": "–", "textemdash": "—", "quad": "\u{2003}",
        "qquad": "\u{2003}\u{2003}", "textquoteleft": "‘", "textquoteright": "’", "S": "§", "P": "¶", "LaTeX": "LaTeX",
        "TeX": "TeX", "textasciitilde": "~", "textasciicircum": "^", "textbar": "|", "textdegree": "°",
    ]

    /// `\text{…}` (its token consumed), in `variant`: `mtext` for the characters, math for `$…$` within.
    /// Braces inside only group; runs of spaces are one space, kept at the ends as no-break spaces (MathML trims
    /// the ends of a token's text).
    mutating func text(_ token: Token, variant: MathVariant) throws(TeXMathError) -> Atom {
        guard tokens.skip("{") else { throw TeXMathError(offset: token.offset, message: "missing argument for \(describe(token))") }
        let open = tokens.position - 1
        var nodes: [MathNode] = []
        var text = ""
        var braces = 1
        func flush() {
            guard !text.isEmpty else { return }
            var collapsed = ""
            for scalar in text.unicodeScalars where !(scalar == " " && collapsed.unicodeScalars.last == " ") {
                collapsed.unicodeScalars.append(scalar)
            }
            if collapsed.unicodeScalars.first == " " { collapsed = "\u{A0}" + String(collapsed.unicodeScalars.dropFirst()) }
            if collapsed.unicodeScalars.last == " " { collapsed = String(collapsed.unicodeScalars.dropLast()) + "\u{A0}" }
            nodes.append(.token("mtext", variant == .upright ? collapsed : variant.apply(collapsed)))
            text = ""
        }
        while true {
            guard let scalar = tokens.scalar(at: tokens.position) else {
                throw TeXMathError(offset: tokens.offset(at: open), message: "unbalanced braces: { is never closed")
            }
            let offset = tokens.offset(at: tokens.position)
            tokens.position += 1
            switch scalar {
            case "{": braces += 1
            case "}":
                braces -= 1
                if braces == 0 {
                    flush()
                    return Atom(.row(nodes.isEmpty ? [.token("mtext", "")] : nodes))
                }
            case "~": text += "\u{A0}"
            case "\n", "\t", "\r": text += " "
            case "%":
                while let inComment = tokens.scalar(at: tokens.position), inComment != "\n" { tokens.position += 1 }
            case "$":
                flush()
                nodes.append(try mathInText(from: offset))
            case "\\":
                guard let first = tokens.scalar(at: tokens.position) else {
                    throw TeXMathError(offset: offset, message: "a backslash ends the formula")
                }
                tokens.position += 1
                guard Tokenizer.isLetter(first) else {
                    switch first {
                    case ",", ":", ";", ">": text += "\u{2009}"
                    case "!": break
                    case "\\": throw TeXMathError(offset: offset, message: "\\\\ is not allowed in \(describe(token))")
                    default: text.unicodeScalars.append(first)
                    }
                    continue
                }
                var name = String(first)
                while let letter = tokens.scalar(at: tokens.position), Tokenizer.isLetter(letter) {
                    name.unicodeScalars.append(letter)
                    tokens.position += 1
                }
                if let symbol = Self.textSymbols[name] {
                    text += symbol
                } else if MathVariant.of(command: name) == nil {
                    throw TeXMathError(offset: offset, message: "unknown command \\\(name) in \(describe(token))")
                }
                // A font command inside text (\text{\textbf{…}}) only groups: its braces are read as above.
            default:
                try Tokenizer.check(scalar, at: offset)
                text.unicodeScalars.append(scalar)
            }
        }
    }

    /// The math of `$…$` inside text, from the `$` at `offset` (consumed) to the next `$` (consumed).
    mutating func mathInText(from offset: Int) throws(TeXMathError) -> MathNode {
        var end = tokens.position
        while let scalar = tokens.scalar(at: end), scalar != "$" { end += scalar == "\\" ? 2 : 1 }
        guard end < tokens.limit else { throw TeXMathError(offset: offset, message: "unterminated $ in text") }
        let savedLimit = tokens.limit
        tokens.limit = end
        try enter(at: Token(kind: .character("$"), offset: offset))
        let saved = (display, variant)
        display = false
        variant = nil
        let (atoms, stop) = try parseList()
        (display, variant) = saved
        depth -= 1
        guard stop.kind == .end else { throw unexpected(stop) }
        tokens.limit = savedLimit
        tokens.position = end + 1
        return .row(assemble(atoms))
    }
}
