// The incremental dual simplex of Cassowary (Badros, Borning & Stuckey 2001), as kiwi implements it.
//
// The tableau keeps every basic symbol as a row over the parametric symbols. Adding a constraint
// turns it into a row over parametric symbols (substituting basic ones), picks a subject to make
// basic, and re-optimizes the lexicographic objective with the primal simplex. Suggesting a value
// for an edit variable only shifts row constants, and the dual simplex restores feasibility.

/// How a constraint is represented in the tableau: its marker symbol and, for non-required
/// constraints, the second error symbol (kiwi's `Tag`).
struct ConstraintTag: Sendable {
    var marker: Symbol
    var other: Symbol?
}

/// An edit variable: the non-required equality `variable == suggestion` and the suggestion.
struct EditInfo: Sendable {
    var tag: ConstraintTag
    var constraint: Constraint
    var constant: Double
}

/// The tableau and the algorithm. A value type: copying it snapshots the whole solver.
struct Simplex: Sendable {
    /// Rows of the basic symbols, in slots; `basis` maps a basic symbol to its slot.
    private(set) var rows: [Row] = []
    private(set) var rowSymbols: [Symbol] = []
    private(set) var basis: [Symbol: Int] = [:]
    private(set) var objective = Objective()
    private var artificial: Objective?
    private var infeasibleRows: [Symbol] = []
    private(set) var variableSymbols: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    private(set) var constraints: [ObjectIdentifier: (constraint: Constraint, tag: ConstraintTag)] = [:]
    private(set) var edits: [ObjectIdentifier: (variable: Variable, info: EditInfo)] = [:]
    private var nextID = 1
    /// The tableau cells read or written so far by substitutions and ratio tests: the solver's work, which
    /// `LayoutLimits.maximumSolverWork` bounds (a row can grow as long as the tableau is tall, so one add may cost
    /// the square of the constraints' number).
    private(set) var work = 0
    /// By symbol id: whether the symbol was ever a parametric symbol of a row of the tableau. A row
    /// gets symbols only when it is inserted or by substitution, and both mark them, so a symbol not
    /// marked here is in no row, and making it basic needs no pass over every row. Without this,
    /// adding n constraints costs n passes over up to n rows.
    private var inRows: [Bool] = []

    private mutating func markInRows(_ symbol: Symbol) {
        if symbol.id >= inRows.count { inRows += [Bool](repeating: false, count: max(symbol.id + 1 - inRows.count, inRows.count)) }
        inRows[symbol.id] = true
    }

    // MARK: Tableau bookkeeping

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    func row(of symbol: Symbol) -> Row? { basis[symbol].map { rows[$0] } }

    private mutating func insertRow(_ row: Row, basic symbol: Symbol) {
        for cell in row.cells { markInRows(cell.symbol) }
        basis[symbol] = rows.count
        rows.append(row)
        rowSymbols.append(symbol)
    }

    @discardableResult
    private mutating func removeRow(basic symbol: Symbol) -> Row? {
        guard let slot = basis.removeValue(forKey: symbol) else { return nil }
        let row = rows[slot]
        let last = rows.count - 1
        if slot != last {
            rows[slot] = rows[last]
            rowSymbols[slot] = rowSymbols[last]
            basis[rowSymbols[slot]] = slot
        }
        rows.removeLast()
        rowSymbols.removeLast()
        return row
    }

    /// The symbol of an external variable, created on first use.
    private mutating func symbol(for variable: Variable) -> Symbol {
        if let known = variableSymbols[variable.key] { return known.symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[variable.key] = (variable, symbol)
        return symbol
    }

    /// The current value of a variable: its row's constant when basic, zero when parametric.
    func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable.key]?.symbol, let slot = basis[symbol] else { return 0 }
        return rows[slot].constant
    }

    func contains(_ constraint: Constraint) -> Bool { constraints[constraint.key] != nil }
    func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.key] != nil }

    // MARK: Adding and removing constraints

    /// Adds a constraint (kiwi `addConstraint`). Throws `DuplicateConstraint`, or
    /// `UnsatisfiableConstraint` (leaving the tableau as it was) for a required constraint that
    /// conflicts with the required constraints present.
    mutating func add(_ constraint: Constraint) throws {
        if constraints[constraint.key] != nil { throw DuplicateConstraint(constraint: constraint) }
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.isAllDummies {
            // A row of dummies alone: the constraint is implied by required equalities (redundant)
            // when its constant is zero, and contradicts them otherwise.
            guard row.constant.isNearZero else {
                if !constraint.strength.isRequired { removeObjectiveEffects(tag, constraint.strength) }
                throw UnsatisfiableConstraint(constraint: constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else {
            try addWithArtificialVariable(row, for: constraint)
        }
        constraints[constraint.key] = (constraint, tag)
        try optimize(objectiveOnly: true)
    }

    /// Removes a constraint (kiwi `removeConstraint`). Throws `UnknownConstraint`.
    mutating func remove(_ constraint: Constraint) throws {
        guard let entry = constraints.removeValue(forKey: constraint.key) else {
            throw UnknownConstraint(constraint: constraint)
        }
        let tag = entry.tag
        removeObjectiveEffects(tag, constraint.strength)
        if removeRow(basic: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), var row = removeRow(basic: leaving) else {
                throw InternalSolverError(message: "failed to find a leaving row for \(constraint)")
            }
            row.solve(for: leaving, swapping: tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(objectiveOnly: true)
    }

    /// Turns a constraint into a tableau row over parametric symbols, adding its slack, error or
    /// dummy symbols (kiwi `createRow`).
    private mutating func makeRow(_ constraint: Constraint) -> (Row, ConstraintTag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !term.coefficient.isNearZero {
            let symbol = symbol(for: term.variable)
            if let slot = basis[symbol] {
                row.insert(rows[slot], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: ConstraintTag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = ConstraintTag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength)
                tag = ConstraintTag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = ConstraintTag(marker: dummy, other: nil)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
                tag = ConstraintTag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to make basic for a new row (kiwi `chooseSubject`): the lowest-numbered external
    /// symbol; otherwise the constraint's own slack or error marker when its coefficient is
    /// negative (so the new basic value is non-negative); otherwise none.
    private func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one for a row without a usable subject: adds an artificial variable equal to the row
    /// and minimises it; the constraint is satisfiable only if it reaches zero
    /// (kiwi `addWithArtificialVariable`). On failure the tableau is restored.
    private mutating func addWithArtificialVariable(_ row: Row, for constraint: Constraint) throws {
        let saved = self
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = Objective(single: row)
        try optimize(objectiveOnly: false)
        let isSatisfiable = artificial!.firstConstant.isNearZero
        artificial = nil
        guard isSatisfiable else {
            self = saved
            throw UnsatisfiableConstraint(constraint: constraint)
        }
        if var basicRow = removeRow(basic: artificialSymbol), !basicRow.cells.isEmpty {
            guard let entering = anyPivotableSymbol(basicRow) else {
                self = saved
                throw UnsatisfiableConstraint(constraint: constraint)
            }
            basicRow.solve(for: artificialSymbol, swapping: entering)
            substitute(entering, with: basicRow)
            insertRow(basicRow, basic: entering)
        }
        for slot in rows.indices { rows[slot].remove(artificialSymbol) }
        objective.remove(artificialSymbol)
    }

    /// The lowest-numbered slack or error symbol of a row.
    private func anyPivotableSymbol(_ row: Row) -> Symbol? {
        row.cells.first { $0.symbol.isPivotable }?.symbol
    }

    /// Takes a removed constraint's error symbols out of the objective (kiwi `removeConstraintEffects`).
    private mutating func removeObjectiveEffects(_ tag: ConstraintTag, _ strength: Strength) {
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength) }
        if let other = tag.other, other.kind == .error { removeMarkerEffects(other, strength) }
    }

    private mutating func removeMarkerEffects(_ marker: Symbol, _ strength: Strength) {
        if let row = row(of: marker) {
            objective.insert(row, strength, sign: -1)
        } else {
            objective.insert(marker, strength, sign: -1)
        }
    }

    /// The row to pivot a non-basic marker into when removing its constraint (kiwi
    /// `getMarkerLeavingRow`): the restricted row with the smallest ratio where the marker's
    /// coefficient is negative, else positive, else any external row. Ties go to the lowest symbol.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (ratio: Double, symbol: Symbol)?
        var second: (ratio: Double, symbol: Symbol)?
        var third: Symbol?
        for (slot, row) in rows.enumerated() {
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            let symbol = rowSymbols[slot]
            if symbol.kind == .external {
                if third == nil || symbol < third! { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && symbol < first!.symbol) {
                    first = (ratio, symbol)
                }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && symbol < second!.symbol) {
                    second = (ratio, symbol)
                }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }

    /// Substitutes a newly basic symbol's row everywhere, and records rows made infeasible.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        if symbol.id < inRows.count && inRows[symbol.id] {
            for cell in row.cells { markInRows(cell.symbol) }  // rows holding `symbol` get these
            work += rows.count
            for slot in rows.indices where rows[slot].mayContain(symbol) {
                work += rows[slot].cells.count + row.cells.count
                rows[slot].substitute(symbol, with: row)
                if rowSymbols[slot].kind != .external && rows[slot].constant < 0 {
                    infeasibleRows.append(rowSymbols[slot])
                }
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    // MARK: Optimization

    /// The primal simplex on the objective (or on the artificial objective of phase one): pivots
    /// while some symbol has a lexicographically negative coefficient (kiwi `optimize`).
    private mutating func optimize(objectiveOnly: Bool) throws {
        while true {
            let current = objectiveOnly ? objective : artificial!
            guard let entering = current.enteringSymbol() else { return }
            guard let leaving = leavingSymbol(for: entering), var row = removeRow(basic: leaving) else {
                throw InternalSolverError(message: "the objective is unbounded")
            }
            row.solve(for: leaving, swapping: entering)
            substitute(entering, with: row)
            insertRow(row, basic: entering)
        }
    }

    /// The ratio test of the primal simplex (kiwi `getLeavingRow`): among restricted rows where
    /// the entering symbol has a negative coefficient, the one with the smallest `-constant/coefficient`.
    private mutating func leavingSymbol(for entering: Symbol) -> Symbol? {
        work += rows.count
        var best: (ratio: Double, symbol: Symbol)?
        for (slot, row) in rows.enumerated() {
            let symbol = rowSymbols[slot]
            guard symbol.kind != .external else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    /// The dual simplex (kiwi `dualOptimize`): while some restricted basic symbol is negative,
    /// pivot it out for the parametric symbol with the lexicographically smallest ratio of
    /// objective coefficient to row coefficient, keeping the objective optimal.
    mutating func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let slot = basis[leaving] else { continue }
            let row = rows[slot]
            guard !row.constant.isNearZero && row.constant < 0 else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                throw InternalSolverError(message: "the dual simplex found no entering symbol")
            }
            var pivot = removeRow(basic: leaving)!
            pivot.solve(for: leaving, swapping: entering)
            substitute(entering, with: pivot)
            insertRow(pivot, basic: entering)
        }
    }

    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (ratio: [Double], symbol: Symbol)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            let (symbol, coefficient) = (cell.symbol, cell.coefficient)
            let ratio = objective.coefficients(for: symbol).map { $0 / coefficient }
            if let current = best {
                if lexicographicallyPrecedes(ratio, current.ratio) { best = (ratio, symbol); continue }
                if !lexicographicallyPrecedes(current.ratio, ratio) && symbol < current.symbol {
                    best = (ratio, symbol)
                }
            } else {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    // MARK: Edit variables

    /// Makes a variable editable at a non-required strength (kiwi `addEditVariable`).
    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        if edits[variable.key] != nil { throw DuplicateEditVariable(variable: variable) }
        if strength.isRequired { throw RequiredEditStrength(variable: variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        let tag = constraints[constraint.key]!.tag
        edits[variable.key] = (variable, EditInfo(tag: tag, constraint: constraint, constant: 0))
    }

    mutating func removeEditVariable(_ variable: Variable) throws {
        guard let entry = edits.removeValue(forKey: variable.key) else {
            throw UnknownEditVariable(variable: variable)
        }
        try remove(entry.info.constraint)
    }

    /// Moves an edit variable's target: shifts the constant of every row holding the edit
    /// constraint's error symbols and restores feasibility with the dual simplex (kiwi `suggestValue`).
    mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var entry = edits[variable.key] else { throw UnknownEditVariable(variable: variable) }
        let delta = value - entry.info.constant
        entry.info.constant = value
        edits[variable.key] = entry
        let marker = entry.info.tag.marker
        let other = entry.info.tag.other!
        if let slot = basis[marker] {
            if rows[slot].add(-delta) < 0 { infeasibleRows.append(marker) }
        } else if let slot = basis[other] {
            if rows[slot].add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for slot in rows.indices {
                let coefficient = rows[slot].coefficient(for: marker)
                if coefficient != 0 && rows[slot].add(delta * coefficient) < 0
                    && rowSymbols[slot].kind != .external {
                    infeasibleRows.append(rowSymbols[slot])
                }
            }
        }
        try dualOptimize()
    }
}
