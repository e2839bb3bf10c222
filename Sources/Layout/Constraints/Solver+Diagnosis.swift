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
    public func isDetermined(_ variables: [Variable], tolerance: Double = 1e-6) -> [Bool] {
        var probe = simplex
        return variables.map { variable in
            if let symbol = simplex.variableSymbols[variable.key]?.symbol, let row = simplex.row(of: symbol),
               row.cells.allSatisfy({ $0.symbol.kind == .dummy || ($0.symbol.isRestricted && !simplex.objective.isZero($0.symbol)) }) {
                return true
            }
            let current = probe.value(of: variable)
            for offset in [1000.0, -1000.0] {
                let constraint = Constraint(Expression(variable) - (current + offset), .equal,
                                            strength: Self.probeStrength)
                guard (try? probe.add(constraint)) != nil else { return false }
                let moved = abs(probe.value(of: variable) - current) > tolerance
                try? probe.remove(constraint)
                if moved { return false }
            }
            return true
        }
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
        guard constraint.strength.isRequired else { return [] }
        var probe = Simplex()
        let candidates = connectedRequiredConstraints(to: constraint)
        for candidate in candidates {
            // Satisfiable together: they are all in this solver already.
            guard (try? probe.add(candidate)) != nil else { return [] }
        }
        if (try? probe.add(constraint)) != nil { return [] }
        var isNeeded = [Bool](repeating: true, count: candidates.count)
        for index in candidates.indices.reversed() {
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
