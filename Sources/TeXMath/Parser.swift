// The recursive-descent parser's core: lists of atoms, their scripts, groups, arguments and plain characters.

/// One atom of a list being built: its MathML and what its neighbours need to know of it.
struct Atom: Sendable {
    var node: MathNode
    var atomClass: AtomClass
    /// How it takes scripts as limits, for large operators and function names; `nil` for everything else.
    var limits: Limits?
    /// A function name (`\sin`, `\operatorname{…}`): an invisible function application follows it.
    var isFunction = false
    /// It has scripts already: a following `^` or `_` starts a new, empty base.
    var isScripted = false
    /// A `\left…\right` group: a function name before it needs no space.
    var isFenced = false

    init(_ node: MathNode, _ atomClass: AtomClass = .ordinary, limits: Limits? = nil) {
        self.node = node
        self.atomClass = atomClass
        self.limits = limits
    }
}

/// Parses TeX math into MathML, one token of look-ahead, recursing once a nesting level (bounded by
/// `TeXMath.maximumDepth`). Every loop consumes a token or stops, so every input ends.
struct Parser {
    var tokens: Tokenizer
    /// Whether the current style is display style (limits go under and over large operators).
    var display: Bool
    /// The alphabet letters and digits are set in (`\mathbf{…}`), `nil` for the default.
    var variant: MathVariant?
    var depth = 0

    init(_ source: String, display: Bool) {
        tokens = Tokenizer(source)
        self.display = display
    }

    /// The whole formula: its rows when `\\` breaks it, else its content.
    mutating func parseFormula() throws(TeXMathError) -> MathNode {
        var rows: [[MathNode]] = []
        while true {
            let (atoms, stop) = try parseList()
            rows.append(assemble(atoms))
            guard stop.kind == .command("\\") else {
                guard stop.kind == .end else { throw unexpected(stop) }
                break
            }
            _ = try tokens.next()
            try skipOptionalBracket()
        }
        if rows.count > 1, rows.last?.isEmpty == true { rows.removeLast() }
        if rows.count == 1 { return .element("mrow", rows[0]) }
        let table = rows.map { MathNode.element("mtr", [.element("mtd", $0)]) }
        return .element("mrow", [.element("mtable", table, display ? [.init(name: "displaystyle", value: "true")] : [])])
    }

    /// The size switches LaTeX has, as the font sizes of its 10 pt classes relative to `\normalsize`.
    static let sizes: [String: String] = [
        "tiny": "50%", "scriptsize": "70%", "footnotesize": "80%", "small": "90%", "normalsize": "100%",
        "large": "120%", "Large": "144%", "LARGE": "173%", "huge": "207%", "Huge": "249%",
    ]

    /// Atoms up to the first token that ends a list, which is peeked, not consumed: the end, `}`, `&`, `\\`,
    /// `\end`, `\right`, `\middle`, and `]` when `closingBracket` (the index of `\sqrt[…]`). Style switches
    /// (`\displaystyle`, `\color`) apply to the rest of the list, `\over` splits it.
    /// Each switch wraps the rest of the list one level deeper, so switches count against the depth limit.
    mutating func parseList(closingBracket: Bool = false) throws(TeXMathError) -> (atoms: [Atom], stop: Token) {
        let savedDisplay = display, savedVariant = variant
        defer { display = savedDisplay; variant = savedVariant }
        var atoms: [Atom] = []
        var switches: [(index: Int, attributes: [MathNode.Attribute])] = []
        var numerator: (atoms: [Atom], command: String, offset: Int)?
        var stop: Token
        loop: while true {
            let token = try tokens.peek()
            stop = token
            if !switches.isEmpty, depth + switches.count > TeXMath.maximumDepth {
                throw TeXMathError(offset: token.offset, message: "the formula nests deeper than \(TeXMath.maximumDepth) levels")
            }
            switch token.kind {
            case .end, .close, .alignment: break loop
            case .character("]") where closingBracket: break loop
            case .command("\\"), .command("end"), .command("right"), .command("middle"): break loop
            case .superscript, .subscript, .character("'"):
                var base = Atom(.element("mrow", []))
                if let last = atoms.last, !last.isScripted, atoms.count > (switches.last?.index ?? 0) {
                    base = atoms.removeLast()
                }
                atoms.append(try scripts(on: base))
            case .command(let name) where ["displaystyle", "textstyle", "scriptstyle", "scriptscriptstyle"].contains(name):
                _ = try tokens.next()
                display = name == "displaystyle"
                let level = name == "scriptstyle" ? "1" : name == "scriptscriptstyle" ? "2" : "0"
                switches.append((atoms.count, [.init(name: "displaystyle", value: display ? "true" : "false"),
                                               .init(name: "scriptlevel", value: level)]))
            case .command(let name) where Self.sizes[name] != nil:
                // `\small`, `\Large`…: a font size for the rest of the list, as KaTeX and MathJax take them.
                _ = try tokens.next()
                switches.append((atoms.count, [.init(name: "mathsize", value: Self.sizes[name]!)]))
            case .command("color"):
                _ = try tokens.next()
                let color = try colorArgument(of: token)
                switches.append((atoms.count, [.init(name: "mathcolor", value: color)]))
            case .command(let name) where name == "limits" || name == "nolimits":
                _ = try tokens.next()
                guard let last = atoms.last, last.limits != nil, !last.isScripted else {
                    throw TeXMathError(offset: token.offset, message: "\\\(name) must follow an operator such as \\sum")
                }
                atoms[atoms.count - 1].limits = name == "limits" ? .always : .never
            case .command(let name) where name == "over" || name == "choose" || name == "atop":
                _ = try tokens.next()
                guard numerator == nil else {
                    throw TeXMathError(offset: token.offset, message: "ambiguous: a second \\\(name) in one group")
                }
                numerator = (wrap(atoms, in: switches), name, token.offset)
                atoms = []
                switches = []
            default:
                if let atom = try parseAtom() { atoms.append(atom) }
            }
        }
        atoms = wrap(atoms, in: switches)
        if let numerator {
            let fraction = MathNode.element("mfrac", [.row(assemble(numerator.atoms)), .row(assemble(atoms))],
                                            numerator.command == "over" ? [] : [.init(name: "linethickness", value: "0")])
            let node = numerator.command == "choose" ? parenthesized(fraction) : fraction
            atoms = [Atom(node)]
        }
        return (atoms, stop)
    }

    /// `atoms` with the part after each style switch wrapped in an `mstyle` of its attributes.
    func wrap(_ atoms: [Atom], in switches: [(index: Int, attributes: [MathNode.Attribute])]) -> [Atom] {
        var atoms = atoms
        for (index, attributes) in switches.reversed() where index <= atoms.count {
            let styled = MathNode.element("mstyle", assemble(Array(atoms[index...])), attributes)
            atoms.replaceSubrange(index..., with: [Atom(styled)])
        }
        return atoms
    }

    /// The MathML of a list: each atom's node, a binary operator after an operator or an opening marked as
    /// prefix (the minus of `= -1`), and an invisible function application after a function name followed by
    /// something, spaced thinly unless a parenthesis follows (`\sin x`, `\sin(x)`).
    func assemble(_ atoms: [Atom]) -> [MathNode] {
        var nodes: [MathNode] = []
        nodes.reserveCapacity(atoms.count)
        for (index, atom) in atoms.enumerated() {
            var node = atom.node
            if atom.atomClass == .binary, index > 0, node.name == "mo",
               [.binary, .relation, .opening, .punctuation, .largeOperator].contains(atoms[index - 1].atomClass) {
                node = node.with("form", "prefix")
            }
            nodes.append(node)
            if atom.isFunction, index + 1 < atoms.count {
                let next = atoms[index + 1]
                let application = MathNode.token("mo", "\u{2061}")
                nodes.append(next.atomClass == .opening || next.isFenced ? application : application.with("rspace", "0.1667em"))
            }
        }
        return nodes
    }

    /// `base` with the `^`, `_` and primes that follow: as limits (`munderover`) when the base takes them in
    /// the current style, else as scripts (`msubsup`).
    mutating func scripts(on base: Atom) throws(TeXMathError) -> Atom {
        var lower: MathNode?
        var upper: MathNode?
        var primes = 0
        while true {
            let token = try tokens.peek()
            switch token.kind {
            case .character("'"):
                guard upper == nil else { throw TeXMathError(offset: token.offset, message: "double superscript") }
                _ = try tokens.next()
                primes += 1
                continue
            case .superscript:
                guard upper == nil else { throw TeXMathError(offset: token.offset, message: "double superscript") }
                _ = try tokens.next()
                upper = try argument(of: token, "missing superscript after ^")
                continue
            case .subscript:
                guard lower == nil else { throw TeXMathError(offset: token.offset, message: "double subscript") }
                _ = try tokens.next()
                lower = try argument(of: token, "missing subscript after _")
                continue
            default: break
            }
            break
        }
        if primes > 0 {
            let text = primes == 2 ? "″" : primes == 3 ? "‴" : String(repeating: "′", count: primes)
            let prime = MathNode.token("mo", text)
            upper = upper.map { .element("mrow", [prime, $0]) } ?? prime
        }
        let limits = base.limits ?? .never
        let underOver = limits == .always || (limits == .display && display)
        var baseNode = base.node
        if underOver, !display, baseNode.name == "mo" { baseNode = baseNode.with("movablelimits", "false") }
        let node: MathNode
        switch (lower, upper) {
        case let (sub?, sup?): node = .element(underOver ? "munderover" : "msubsup", [baseNode, sub, sup])
        case let (sub?, nil): node = .element(underOver ? "munder" : "msub", [baseNode, sub])
        case let (nil, sup?): node = .element(underOver ? "mover" : "msup", [baseNode, sup])
        case (nil, nil): node = baseNode
        }
        var atom = base
        atom.node = node
        atom.limits = nil
        atom.isScripted = true
        return atom
    }

    /// A mandatory argument: a `{…}` group or a single token (`\frac12`, `x^\alpha`); `message` when none.
    mutating func argument(of command: Token, _ message: String? = nil) throws(TeXMathError) -> MathNode {
        let token = try tokens.peek()
        let missing = TeXMathError(offset: command.offset, message: message ?? "missing argument for \(describe(command))")
        switch token.kind {
        case .end, .close, .alignment, .superscript, .subscript: throw missing
        case .command("\\"), .command("end"), .command("right"), .command("middle"): throw missing
        default: break
        }
        try enter(at: token)
        defer { depth -= 1 }
        guard let atom = try parseAtom(single: true) else { throw missing }
        return atom.node
    }

    /// One more level of nesting, or an error past the limit.
    mutating func enter(at token: Token) throws(TeXMathError) {
        depth += 1
        guard depth <= TeXMath.maximumDepth else {
            throw TeXMathError(offset: token.offset, message: "the formula nests deeper than \(TeXMath.maximumDepth) levels")
        }
    }

    /// The group `{…}` at the reading position (its `{` peeked): its atoms in one node.
    mutating func group() throws(TeXMathError) -> Atom {
        let open = try tokens.next()
        try enter(at: open)
        defer { depth -= 1 }
        let (atoms, stop) = try parseList()
        guard stop.kind == .close else {
            if stop.kind == .end { throw TeXMathError(offset: open.offset, message: "unbalanced braces: { is never closed") }
            throw unexpected(stop)
        }
        _ = try tokens.next()
        return Atom(.row(assemble(atoms)))
    }

    /// The next atom, its token consumed, or `nil` for a token that adds nothing (`\rm`, `\label{…}`).
    /// With `single`, a number is one digit (the argument of `\frac12`).
    mutating func parseAtom(single: Bool = false) throws(TeXMathError) -> Atom? {
        let token = try tokens.peek()
        switch token.kind {
        case .open: return try group()
        case .character(let scalar):
            _ = try tokens.next()
            return try character(scalar, token, single: single)
        case .command(let name):
            _ = try tokens.next()
            return try command(name, token)
        default:
            _ = try tokens.next()
            throw unexpected(token)
        }
    }

    /// `\name` for a command token, the character for others, for messages.
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .command(let name): return "\\" + name
        case .character(let scalar): return String(scalar)
        case .open: return "{"
        case .close: return "}"
        case .superscript: return "^"
        case .subscript: return "_"
        case .alignment: return "&"
        case .end: return "the end of the formula"
        }
    }

    /// The error for a token that ends a list where it may not.
    func unexpected(_ token: Token) -> TeXMathError {
        let message: String
        switch token.kind {
        case .close: message = "unbalanced braces: } without {"
        case .alignment: message = "& is only allowed in a matrix or alignment environment"
        case .command("\\"): message = "\\\\ is only allowed at the top level or in an environment"
        case .command("end"): message = "\\end without \\begin"
        case .command("right"): message = "\\right without \\left"
        case .command("middle"): message = "\\middle without \\left"
        case .end: message = "unexpected end of the formula"
        default: message = "unexpected \(describe(token))"
        }
        return TeXMathError(offset: token.offset, message: message)
    }

    /// Skips the `[…]` of `\\[2pt]`, if there is one.
    mutating func skipOptionalBracket() throws(TeXMathError) {
        let saved = tokens.position
        guard tokens.skip("[") else { return }
        while let scalar = tokens.scalar(at: tokens.position), scalar != "]" {
            guard scalar != "\n", tokens.position - saved < 40 else { tokens.position = saved; return }
            tokens.position += 1
        }
        if tokens.scalar(at: tokens.position) == "]" { tokens.position += 1 } else { tokens.position = saved }
    }

    /// `node` between parentheses that grow with it, for `\binom` and `\choose`.
    func parenthesized(_ node: MathNode) -> MathNode {
        .element("mrow", [.token("mo", "("), node, .token("mo", ")")])
    }
}
