// The commands: symbols, fractions, roots, accents, fonts, spaces and the rest, dispatched by name.

extension Parser {
    /// The atom of `\name` (its token consumed), or `nil` for one that adds nothing.
    mutating func command(_ name: String, _ token: Token) throws(TeXMathError) -> Atom? {
        if let letter = Symbols.greek[name] {
            if let variant { return Atom(.token("mi", variant.apply(letter))) }
            let isCapital = letter.unicodeScalars.first.map { (0x391...0x3A9).contains($0.value) } ?? false
            return Atom(.token("mi", letter, isCapital ? [.init(name: "mathvariant", value: "normal")] : []))
        }
        if let symbol = Symbols.commands[name] {
            switch symbol.atomClass {
            case .ordinary:
                let upright = symbol.text == "∇" ? [MathNode.Attribute(name: "mathvariant", value: "normal")] : []
                return Atom(.token("mi", symbol.text, upright))
            default: return Atom(.token("mo", symbol.text), symbol.atomClass)
            }
        }
        if let symbol = Symbols.delimiterCommands[name] { return delimiter(symbol.text, symbol.atomClass) }
        if let (text, limits) = Symbols.largeOperators[name] {
            return Atom(.token("mo", text), .largeOperator, limits: limits)
        }
        if let (text, limits) = Symbols.functions[name] {
            var atom = Atom(.token("mi", text), .largeOperator, limits: limits)
            atom.isFunction = true
            return atom
        }
        if let fenced = try fence(name, token) { return fenced }
        if let accent = try accent(name, token) { return accent }
        if name == " " || name == "space" || name == "nobreakspace" { return Atom(.token("mtext", "\u{A0}")) }
        if let width = Self.spaces[name] { return Atom(.token("mspace", "", [.init(name: "width", value: width)])) }
        if let variant = MathVariant.of(command: name) {
            if name.hasPrefix("text") || name == "mbox" || name == "hbox" || name == "emph" {
                return try text(token, variant: variant)
            }
            if name == "operatorname" { return try operatorName(token) }
            if ["rm", "bf", "it", "cal", "sf", "tt", "frak"].contains(name) {
                self.variant = variant
                return nil
            }
            let saved = self.variant
            self.variant = variant
            defer { self.variant = saved }
            return Atom(try argument(of: token))
        }
        switch name {
        case "frac", "dfrac", "tfrac", "cfrac", "binom", "dbinom", "tbinom":
            return try fraction(name, token)
        case "sqrt":
            if tokens.skip("[") {
                try enter(at: token)
                defer { depth -= 1 }
                let (atoms, stop) = try parseList(closingBracket: true)
                guard stop.kind == .character("]") else {
                    if stop.kind == .end { throw TeXMathError(offset: token.offset, message: "the [ of \\sqrt is never closed") }
                    throw unexpected(stop)
                }
                _ = try tokens.next()
                let radicand = try argument(of: token)
                return Atom(.element("mroot", [radicand, .row(assemble(atoms))]))
            }
            return Atom(.element("msqrt", [try argument(of: token)]))
        case "not":
            let next = try tokens.peek()
            try enter(at: token)
            defer { depth -= 1 }
            guard let negated = try parseAtom(single: true), negated.node.isToken else {
                throw TeXMathError(offset: next.offset, message: "\\not must be followed by a relation")
            }
            return Atom(.token("mo", Symbols.negated(negated.node.text)), .relation)
        case "mathop":
            return Atom(try argument(of: token), .largeOperator, limits: .display)
        case "phantom", "hphantom", "vphantom":
            return Atom(.element("mphantom", [try argument(of: token)]))
        case "mathrel", "mathbin", "mathord", "mathopen", "mathclose", "mathpunct":
            let classes: [String: AtomClass] = ["mathrel": .relation, "mathbin": .binary, "mathopen": .opening,
                                                "mathclose": .closing, "mathpunct": .punctuation]
            return Atom(try argument(of: token), classes[name] ?? .ordinary)
        case "boxed":
            // MathML Core has no menclose: the box is a CSS border, which every MathML Core browser draws.
            return Atom(.element("mrow", [try argument(of: token)], [.init(name: "style", value: "border: 0.06em solid; padding: 0.2em 0.3em")]))
        case "xrightarrow", "xleftarrow", "xRightarrow", "xLeftarrow", "xleftrightarrow", "xmapsto":
            return try extensibleArrow(name, token)
        case "ket", "bra", "braket":
            let content = try argument(of: token)
            let open = name == "ket" ? "|" : "⟨", close = name == "bra" ? "|" : "⟩"
            return Atom(.element("mrow", [.token("mo", open, [.init(name: "fence", value: "true")]), content,
                                          .token("mo", close, [.init(name: "fence", value: "true")])]))
        case "textcolor":
            let color = try colorArgument(of: token)
            return Atom(.element("mstyle", [try argument(of: token)], [.init(name: "mathcolor", value: color)]))
        case "overset", "underset", "stackrel":
            let over = try argument(of: token)
            let base = try argument(of: token)
            let node = MathNode.element(name == "underset" ? "munder" : "mover", [base, over])
            let isRelation = name == "stackrel" || (base.name == "mo" && Symbols.atomClass(of: base.text.unicodeScalars.first ?? " ") == .relation)
            return Atom(node, isRelation ? .relation : .ordinary)
        case "pmod":
            let modulus = try argument(of: token)
            return Atom(.element("mrow", [.token("mspace", "", [.init(name: "width", value: "1em")]), .token("mo", "("),
                                          .token("mi", "mod"), .token("mspace", "", [.init(name: "width", value: "0.3333em")]),
                                          modulus, .token("mo", ")")]))
        case "mod":
            return Atom(.element("mrow", [.token("mspace", "", [.init(name: "width", value: "1em")]), .token("mi", "mod"),
                                          .token("mspace", "", [.init(name: "width", value: "0.3333em")])]))
        case "hspace", "mkern", "mskip", "kern":
            return try explicitSpace(token)
        case "begin":
            return try environment(token)
        case "substack":
            return try substack(token)
        case "label", "tag":
            _ = try argument(of: token)
            return nil
        case "nonumber", "notag", "hline", "hdashline", "strut", "mathstrut", "relax", "allowbreak", "nobreak":
            return nil
        default:
            throw TeXMathError(offset: token.offset, message: "unknown command \\\(name)")
        }
    }

    /// The widths of the spacing commands, in em (TeX's mu are eighteenths of an em).
    static let spaces: [String: String] = [
        ",": "0.1667em", "thinspace": "0.1667em", ":": "0.2222em", ">": "0.2222em", "medspace": "0.2222em",
        ";": "0.2778em", "thickspace": "0.2778em", "!": "-0.1667em", "negthinspace": "-0.1667em",
        "negmedspace": "-0.2222em", "negthickspace": "-0.2778em", "quad": "1em", "qquad": "2em",
        "enspace": "0.5em",
    ]

    /// `\frac`, `\dfrac`, `\tfrac`, `\binom` and their kin: the two arguments over each other, in text style
    /// (display style for `\dfrac`), a `\binom` without a rule and in parentheses.
    mutating func fraction(_ name: String, _ token: Token) throws(TeXMathError) -> Atom {
        let saved = display
        let style: Bool? = name.hasPrefix("d") || name == "cfrac" ? true : name.hasPrefix("t") ? false : nil
        display = style ?? false
        let numerator = try argument(of: token)
        let denominator = try argument(of: token)
        display = saved
        let isBinomial = name.hasSuffix("binom")
        var node = MathNode.element("mfrac", [numerator, denominator],
                                    isBinomial ? [.init(name: "linethickness", value: "0")] : [])
        if isBinomial { node = parenthesized(node) }
        if let style {
            node = .element("mstyle", [node], [.init(name: "displaystyle", value: style ? "true" : "false"),
                                               .init(name: "scriptlevel", value: "0")])
        }
        return Atom(node)
    }

    /// `\operatorname{name}` and `\operatorname*{name}`: the name upright as one `mi`, a function.
    mutating func operatorName(_ token: Token) throws(TeXMathError) -> Atom {
        let limits: Limits = tokens.skip("*") ? .display : .never
        let saved = variant
        variant = .upright
        defer { variant = saved }
        var atom = Atom(try argument(of: token), .largeOperator, limits: limits)
        if atom.node.name == "mi", atom.node.attribute("mathvariant") == "normal", atom.node.text.unicodeScalars.count > 1 {
            atom.node = .token("mi", atom.node.text)
        }
        atom.isFunction = true
        return atom
    }

    /// The colour of `\color{…}` and `\textcolor{…}`: a name of letters or `#` and hexadecimal digits.
    mutating func colorArgument(of token: Token) throws(TeXMathError) -> String {
        guard let (color, offset) = try tokens.rawGroup() else {
            throw TeXMathError(offset: token.offset, message: "missing colour for \(describe(token))")
        }
        let scalars = color.unicodeScalars
        let isName = !scalars.isEmpty && scalars.count <= 30 && scalars.allSatisfy(Tokenizer.isLetter)
        let isHex = scalars.first == "#" && [4, 7].contains(scalars.count)
            && scalars.dropFirst().allSatisfy { Tokenizer.isDigit($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        guard isName || isHex else { throw TeXMathError(offset: offset, message: "invalid colour \(color)") }
        return color
    }

    /// `\xrightarrow[below]{above}` and its kin: a stretched arrow with text over it (and under, optionally).
    mutating func extensibleArrow(_ name: String, _ token: Token) throws(TeXMathError) -> Atom {
        let arrows = ["xrightarrow": "→", "xleftarrow": "←", "xRightarrow": "⇒", "xLeftarrow": "⇐", "xleftrightarrow": "↔",
                      "xmapsto": "↦"]
        var below: MathNode?
        if tokens.skip("[") {
            try enter(at: token)
            defer { depth -= 1 }
            let (atoms, stop) = try parseList(closingBracket: true)
            guard stop.kind == .character("]") else {
                throw stop.kind == .end ? TeXMathError(offset: token.offset, message: "the [ of \(describe(token)) is never closed") : unexpected(stop)
            }
            _ = try tokens.next()
            below = .row(assemble(atoms))
        }
        let above = try argument(of: token)
        let arrow = MathNode.token("mo", arrows[name] ?? "→", [.init(name: "stretchy", value: "true"), .init(name: "minsize", value: "1.5em")])
        // The arrow stretches to the wider of its texts, which a thick space pads either side.
        func padded(_ node: MathNode) -> MathNode {
            let space = MathNode.token("mspace", "", [.init(name: "width", value: "0.2778em")])
            return .element("mrow", [space, node, space])
        }
        let node = below.map { MathNode.element("munderover", [arrow, padded($0), padded(above)]) }
            ?? .element("mover", [arrow, padded(above)])
        return Atom(node, .relation)
    }

    /// `\substack{a \\ b}`: the lines of a limit stacked and centred.
    mutating func substack(_ token: Token) throws(TeXMathError) -> Atom {
        guard try tokens.peek().kind == .open else { throw TeXMathError(offset: token.offset, message: "missing argument for \\substack") }
        let open = try tokens.next()
        try enter(at: open)
        defer { depth -= 1 }
        var rows: [MathNode] = []
        while true {
            let (atoms, stop) = try parseList()
            rows.append(.element("mtr", [.element("mtd", assemble(atoms))]))
            switch stop.kind {
            case .command("\\"): _ = try tokens.next()
            case .close:
                _ = try tokens.next()
                return Atom(.element("mtable", rows))
            case .end: throw TeXMathError(offset: open.offset, message: "unbalanced braces: { is never closed")
            default: throw unexpected(stop)
            }
        }
    }

    /// `\hspace{1em}`, `\mkern3mu`: an `mspace` of that width, in em, ex, pt, px or mu.
    mutating func explicitSpace(_ token: Token) throws(TeXMathError) -> Atom {
        var text: String
        var offset = token.offset
        if let (group, groupOffset) = try tokens.rawGroup() {
            text = group
            offset = groupOffset
        } else {
            text = ""
            tokens.skipSpaceAndComments()
            while let scalar = tokens.scalar(at: tokens.position), text.unicodeScalars.count < 12,
                  Tokenizer.isDigit(scalar) || Tokenizer.isLetter(scalar) || scalar == "." || scalar == "-" {
                text.unicodeScalars.append(scalar)
                tokens.position += 1
                if ["mu", "em", "ex", "pt", "px", "in", "cm", "mm", "pc", "bp"].contains(where: text.hasSuffix) { break }
            }
        }
        text = String(text.unicodeScalars.filter { $0 != " " })
        let unit = String(text.unicodeScalars.suffix(2))
        let number = String(text.unicodeScalars.dropLast(2))
        // TeX's absolute units in points (1in = 72.27pt), which become em at 10pt, as `pt` does.
        let points: [String: Double] = ["pt": 1, "in": 72.27, "cm": 28.4528, "mm": 2.84528, "pc": 12, "bp": 1.00375]
        guard ["em", "ex", "px", "mu"].contains(unit) || points[unit] != nil, let value = Double(number), abs(value) < 1000 else {
            throw TeXMathError(offset: offset, message: "invalid length \(text) for \(describe(token))")
        }
        let width = unit == "mu" ? "\(value / 18)em" : points[unit].map { "\((value * $0 / 10 * 10_000).rounded() / 10_000)em" } ?? number + unit
        return Atom(.token("mspace", "", [.init(name: "width", value: width)]))
    }
}
