// Environments: matrices, cases, alignments and arrays, as MathML tables of rows split by \\ and cells by &.

extension Parser {
    /// The fences of each matrix environment.
    static let matrixFences: [String: (String, String)] = [
        "matrix": ("", ""), "pmatrix": ("(", ")"), "bmatrix": ("[", "]"), "Bmatrix": ("{", "}"),
        "vmatrix": ("|", "|"), "Vmatrix": ("‖", "‖"), "smallmatrix": ("", ""),
    ]

    /// `\begin{name}` (its token consumed) to its `\end{name}`.
    mutating func environment(_ begin: Token) throws(TeXMathError) -> Atom {
        guard let (rawName, nameOffset) = try tokens.rawGroup() else {
            throw TeXMathError(offset: begin.offset, message: "missing environment name after \\begin")
        }
        let name = String(rawName.unicodeScalars.filter { $0 != " " })
        let bare = name.hasSuffix("*") ? String(name.dropLast()) : name
        try enter(at: begin)
        let savedDisplay = display
        defer { depth -= 1; display = savedDisplay }
        // Matrices, cases and arrays set their cells in text style (alignments switch back to display below).
        display = false
        if let (open, close) = Self.matrixFences[bare] {
            var attributes: [MathNode.Attribute] = []
            if bare == "smallmatrix" { attributes.append(.init(name: "scriptlevel", value: "1")) }
            let table = MathNode.element("mtable", try rows(of: name, begin).map { tableRow($0) }, attributes)
            return Atom(fenced(table, open, close))
        }
        switch bare {
        case "cases", "dcases", "rcases":
            let rows = try self.rows(of: name, begin).map { tableRow($0, aligns: ["left"]) }
            let table = MathNode.element("mtable", rows, [.init(name: "columnalign", value: "left left")])
            return Atom(bare == "rcases" ? fenced(table, "", "}") : fenced(table, "{", ""))
        case "aligned", "align", "alignat", "alignedat", "split", "eqnarray", "flalign":
            if bare.hasSuffix("at") { _ = try tokens.rawGroup() }
            let saved = display
            display = true
            defer { display = saved }
            let rows = try self.rows(of: name, begin)
            let columns = rows.map(\.count).max() ?? 1
            let aligns = (0..<columns).map { $0 % 2 == 0 ? "right" : "left" }.joined(separator: " ")
            let spacing = (1..<max(columns, 2)).map { $0 % 2 == 1 ? "0em" : "2em" }.joined(separator: " ")
            let table = rows.map { row in
                MathNode.element("mtr", row.enumerated().map { column, cell in
                    // A relation opening the right-hand cell keeps its spacing when something stands before it.
                    let needsBase = column % 2 == 1 && cell.first?.name == "mo"
                    let style = column % 2 == 0 ? "text-align: right; padding-right: 0" : "text-align: left; padding-left: 0"
                    return MathNode.element("mtd", needsBase ? [.token("mi", "")] + cell : cell, [.init(name: "style", value: style)])
                })
            }
            return Atom(.element("mtable", table, [.init(name: "displaystyle", value: "true"),
                                                  .init(name: "columnalign", value: aligns),
                                                  .init(name: "columnspacing", value: spacing)]))
        case "gathered", "gather", "equation", "multline", "displaymath":
            let saved = display
            display = true
            defer { display = saved }
            let cells = try self.rows(of: name, begin)
            if bare == "equation" || bare == "displaymath", cells.count == 1, cells[0].count == 1 {
                return Atom(.element("mstyle", cells[0][0], [.init(name: "displaystyle", value: "true")]))
            }
            return Atom(.element("mtable", cells.map { tableRow($0) }, [.init(name: "displaystyle", value: "true")]))
        case "array", "subarray":
            guard let (spec, specOffset) = try tokens.rawGroup() else {
                throw TeXMathError(offset: begin.offset, message: "missing column specification for \\begin{\(name)}")
            }
            var aligns: [String] = []
            for scalar in spec.unicodeScalars {
                switch scalar {
                case "l": aligns.append("left")
                case "c": aligns.append("center")
                case "r": aligns.append("right")
                case "|", " ", ":": break
                default: throw TeXMathError(offset: specOffset, message: "unsupported column specification \(spec)")
                }
            }
            let rows = try self.rows(of: name, begin).map { tableRow($0, aligns: aligns) }
            let attributes: [MathNode.Attribute] = aligns.isEmpty ? [] : [.init(name: "columnalign", value: aligns.joined(separator: " "))]
            return Atom(.element("mtable", rows, bare == "subarray" ? attributes + [.init(name: "scriptlevel", value: "1")] : attributes))
        default:
            throw TeXMathError(offset: nameOffset, message: "unknown environment \(name)")
        }
    }

    /// The cells of each row up to `\end{name}` (consumed); a last row left empty by a closing `\\` is dropped.
    mutating func rows(of name: String, _ begin: Token) throws(TeXMathError) -> [[[MathNode]]] {
        var rows: [[[MathNode]]] = []
        var row: [[MathNode]] = []
        while true {
            let (atoms, stop) = try parseList()
            row.append(assemble(atoms))
            switch stop.kind {
            case .alignment:
                _ = try tokens.next()
            case .command("\\"):
                _ = try tokens.next()
                try skipOptionalBracket()
                rows.append(row)
                row = []
            case .command("end"):
                _ = try tokens.next()
                let end = try tokens.rawGroup()
                let endName = end.map { String($0.text.unicodeScalars.filter { $0 != " " }) }
                guard endName == name else {
                    throw TeXMathError(offset: stop.offset,
                                       message: "\\end{\(endName ?? "")} does not match \\begin{\(name)}")
                }
                if !(row.count == 1 && row[0].isEmpty) || rows.isEmpty { rows.append(row) }
                return rows
            case .end:
                throw TeXMathError(offset: begin.offset, message: "\\begin{\(name)} without \\end{\(name)}")
            default:
                throw unexpected(stop)
            }
        }
    }

    /// A table row of cells, aligned by column (the last alignment repeats; centred by default). The alignment
    /// is written twice: as `columnalign` on the table for the browsers that read it (Firefox, Safari) and as
    /// `text-align` on the cell for MathML Core, which has no `columnalign` (Chromium).
    func tableRow(_ row: [[MathNode]], aligns: [String] = []) -> MathNode {
        .element("mtr", row.enumerated().map { column, cell in
            let align = aligns.isEmpty ? "center" : aligns[min(column, aligns.count - 1)]
            return .element("mtd", cell, align == "center" ? [] : [.init(name: "style", value: "text-align: \(align)")])
        })
    }

    /// `node` between the fences `open` and `close` (either may be empty), which stretch over it.
    func fenced(_ node: MathNode, _ open: String, _ close: String) -> MathNode {
        guard !open.isEmpty || !close.isEmpty else { return node }
        var nodes: [MathNode] = []
        if !open.isEmpty { nodes.append(.token("mo", open)) }
        nodes.append(node)
        if !close.isEmpty { nodes.append(.token("mo", close)) }
        return .element("mrow", nodes)
    }
}
