// Delimiters that grow: \left … \middle … \right pairs and the fixed sizes of \big, \Big, \bigg and \Bigg.

extension Parser {
    /// The sizes of `\big` and its kin, in em (KaTeX's, from TeX's delimiters at 10 pt).
    static let bigSizes: [String: String] = ["big": "1.2em", "Big": "1.623em", "bigg": "2.047em", "Bigg": "2.470em"]

    /// The atom of `\left`, `\big` and their kin, `nil` when `name` is none of them.
    mutating func fence(_ name: String, _ token: Token) throws(TeXMathError) -> Atom? {
        if name == "left" { return try leftRight(token) }
        var size = name
        var atomClass: AtomClass?
        if let last = name.last, name.count > 3, "lrm".contains(last) {
            size = String(name.dropLast())
            atomClass = last == "l" ? .opening : last == "r" ? .closing : .relation
        }
        guard let height = Self.bigSizes[size] else { return nil }
        guard let (text, delimiterClass) = try delimiter(after: token) else {
            return Atom(.element("mrow", []))
        }
        let node = MathNode.token("mo", text, [.init(name: "minsize", value: height), .init(name: "maxsize", value: height),
                                               .init(name: "stretchy", value: "true"), .init(name: "symmetric", value: "true")])
        return Atom(node, atomClass ?? delimiterClass)
    }

    /// `\left` (its token consumed) to its `\right`, with any `\middle` between: an `mrow` whose delimiters
    /// stretch over what they enclose. `\left.` and `\right.` leave their side empty.
    mutating func leftRight(_ left: Token) throws(TeXMathError) -> Atom {
        try enter(at: left)
        defer { depth -= 1 }
        var nodes: [MathNode] = []
        if let (text, _) = try delimiter(after: left) {
            nodes.append(.token("mo", text, [.init(name: "fence", value: "true"), .init(name: "form", value: "prefix"),
                                             .init(name: "stretchy", value: "true")]))
        }
        while true {
            let (atoms, stop) = try parseList()
            nodes += assemble(atoms)
            switch stop.kind {
            case .command("middle"):
                _ = try tokens.next()
                if let (text, _) = try delimiter(after: stop) {
                    nodes.append(.token("mo", text, [.init(name: "fence", value: "true"), .init(name: "stretchy", value: "true")]))
                }
            case .command("right"):
                _ = try tokens.next()
                if let (text, _) = try delimiter(after: stop) {
                    nodes.append(.token("mo", text, [.init(name: "fence", value: "true"), .init(name: "form", value: "postfix"),
                                                     .init(name: "stretchy", value: "true")]))
                }
                var atom = Atom(.element("mrow", nodes))
                atom.isFenced = true
                return atom
            case .end, .close, .alignment, .command("\\"), .command("end"), .character("]"):
                throw TeXMathError(offset: left.offset, message: "\\left without \\right")
            default:
                throw unexpected(stop)
            }
        }
    }

    /// The delimiter after `\left`, `\right`, `\middle` or `\big` (consumed): its character and class, or
    /// `nil` for `.` (no delimiter).
    mutating func delimiter(after command: Token) throws(TeXMathError) -> (String, AtomClass)? {
        let token = try tokens.next()
        switch token.kind {
        case .character("."): return nil
        case .character("<"): return ("⟨", .opening)
        case .character(">"): return ("⟩", .closing)
        case .character(let scalar):
            if let atomClass = Symbols.delimiterCharacters[scalar] { return (String(scalar), atomClass) }
        case .command(let name):
            if let symbol = Symbols.delimiterCommands[name] { return (symbol.text, symbol.atomClass) }
        case .end:
            throw TeXMathError(offset: command.offset, message: "missing delimiter after \(describe(command))")
        default: break
        }
        throw TeXMathError(offset: token.offset, message: "\(describe(token)) is not a delimiter (after \(describe(command)))")
    }
}
