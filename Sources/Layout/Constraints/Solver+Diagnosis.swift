// Explaining a solution: whether a variable is uniquely determined, and why a constraint conflicts.

extension Solver {
    /// The priority of the probes below; lower than any strength a caller can create (1...1000).
    private static let probeStrength = Strength(uncheckedPriority: 0.5)

    /// Whether each variable has the same value in every optimal solution.
    ///
    /// The optimal solutions form a convex face F of the feasible polytope: the points where
    /// every priority level's error is at its (lexicographic) minimum. A variable is determined
    /// iff it is constant on F. We decide that exactly with the solver itself: on a copy, add
    /// the probe `x == x₀ + 1000` at a level *below every other level*; the lexicographic
    /// optimum keeps every higher level at its minimum, so the probe drags `x` to its largest
    /// value on F (or to `x₀ + 1000`). Likewise with `x₀ - 1000`. If neither probe moves `x`
    /// (beyond `tolerance`), `x` is constant on F. Each probe is one incremental add and remove.
    ///
    /// Most variables are settled without a probe. At the optimum the objective reads
    /// `constant + Σ cⱼ sⱼ` over the parametric symbols, with every vector `cⱼ` lexicographically
    /// non-negative; level by level, every `sⱼ` with a non-zero `cⱼ` must therefore be 0 on F,
    /// and dummies are always 0 (only restricted symbols count: an unrestricted one could move
    /// both ways). A basic variable whose row holds only such symbols equals its
    /// row's constant everywhere on F: it is determined.
    /// - Returns: for each variable, in order, whether it is uniquely determined.
    ///
    /// A probe that moves `x` reaches another point of F, so every variable it moved with `x` is not constant on F
    /// either: those are settled by the same probe. An under-constrained chain of views (each placed after the one
    /// before, the first placed nowhere) then takes one probe, not one a view, each pivoting through the whole chain:
    /// 1,000 views took 10-13 s, and 3,000 ran past two minutes.
    public func isDetermined(_ variables: [Variable], tolerance: Double = 1e-6) -> [Bool] {
        isDetermined(variables, tolerance: tolerance, workLimit: .max)!
    }

    /// `isDetermined(_:tolerance:)`, or nil once the solver's work (`work`, the probes' included) passes `workLimit`.
    public func isDetermined(_ variables: [Variable], tolerance: Double = 1e-6, workLimit: Int) -> [Bool]? {
        var probe = simplex
        var determined = [Bool?](repeating: nil, count: variables.count)
        for (index, variable) in variables.enumerated() {
            if let symbol = simplex.variableSymbols[variable.key]?.symbol, let row = simplex.row(of: symbol),
               row.cells.allSatisfy({ $0.symbol.kind == .dummy || ($0.symbol.isRestricted && !simplex.objective.isZero($0.symbol)) }) {
                determined[index] = true
            }
        }
        var undecided = variables.indices.filter { determined[$0] == nil }
        var position = 0
        while position < undecided.count {
            let index = undecided[position]
            position += 1
            if probe.work > workLimit { return nil }
            guard determined[index] == nil else { continue }
            let variable = variables[index]
            let current = probe.value(of: variable)
            var isConstant = true
            for offset in [1000.0, -1000.0] {
                let constraint = Constraint(Expression(variable) - (current + offset), .equal, strength: Self.probeStrength)
                guard (try? probe.add(constraint)) != nil else {
                    isConstant = false
                    break
                }
                if abs(probe.value(of: variable) - current) > tolerance {
                    isConstant = false
                    // Every undecided variable that moved with it is undetermined too. Values are read before the
                    // probe is taken out, against the unprobed solution (`simplex`, which the probe never changes).
                    undecided = undecided[position...].filter { other in
                        guard determined[other] == nil else { return false }
                        if abs(probe.value(of: variables[other]) - simplex.value(of: variables[other])) > tolerance {
                            determined[other] = false
                            return false
                        }
                        return true
                    }
                    position = 0
                }
                try? probe.remove(constraint)
                if !isConstant { break }
            }
            determined[index] = isConstant
        }
        return determined.map { $0 ?? true }
    }

    /// The smallest set of required constraints that cannot hold together with `constraint`:
    /// an irreducible infeasible subset, found with the deletion filter (Chinneck & Dravnieks 1991).
    ///
    /// Such a set always contains `constraint` and is connected through shared variables (two
    /// variable-disjoint feasible parts would be feasible together), so only the required
    /// constraints connected to `constraint` are candidates. The filter runs incrementally on
    /// one tableau holding the candidates: each candidate in turn is removed and `constraint`
    /// tried; if it still fails, the candidate stays out, otherwise `constraint` is taken back out
    /// and the candidate restored. What is left is minimal: removing any one member makes it
    /// satisfiable.
    /// - Returns: the set in insertion order with `constraint` last, or `[]` if `constraint`
    ///   can be added.
    public func minimalConflict(with constraint: Constraint) -> [Constraint] {
        minimalConflict(with: constraint, workLimit: .max)!
    }

    /// `minimalConflict(with:)`, or nil once the work of finding it passes `workLimit` tableau cells.
    public func minimalConflict(with constraint: Constraint, workLimit: Int) -> [Constraint]? {
        guard constraint.strength.isRequired else { return [] }
        var probe = Simplex()
        let candidates = connectedRequiredConstraints(to: constraint)
        for candidate in candidates {
            // Satisfiable together: they are all in this solver already.
            guard (try? probe.add(candidate)) != nil else { return [] }
            if probe.work > workLimit { return nil }
        }
        if (try? probe.add(constraint)) != nil { return [] }
        var isNeeded = [Bool](repeating: true, count: candidates.count)
        for index in candidates.indices.reversed() {
            if probe.work > workLimit { return nil }
            guard (try? probe.remove(candidates[index])) != nil else { continue }
            if (try? probe.add(constraint)) != nil {
                try? probe.remove(constraint)
                try? probe.add(candidates[index])
            } else {
                isNeeded[index] = false
            }
        }
        return candidates.indices.filter { isNeeded[$0] }.map { candidates[$0] } + [constraint]
    }

    /// The required constraints present that share variables, directly or through others, with `start`.
    private func connectedRequiredConstraints(to start: Constraint) -> [Constraint] {
        let required = constraints.filter(\.strength.isRequired)
        var reached = Set(start.expression.terms.map(\.variable.key))
        var included = [Bool](repeating: false, count: required.count)
        var changed = true
        while changed {
            changed = false
            for (index, candidate) in required.enumerated() where !included[index] {
                let keys = candidate.expression.terms.map(\.variable.key)
                if keys.contains(where: reached.contains) {
                    included[index] = true
                    reached.formUnion(keys)
                    changed = true
                }
            }
        }
        return required.indices.filter { included[$0] }.map { required[$0] }
    }
}
