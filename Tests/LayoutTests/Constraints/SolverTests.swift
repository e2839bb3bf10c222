// Unit tests of the Cassowary solver: stays, edits, removal, redundancy, degeneracy, infeasibility.
import Testing
@testable import Layout

/// Whether two numbers agree to within the solver's output precision.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

@Suite struct SolverTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 20)
        try solver.addConstraint(x + 2 == y + 10)  // y = 12
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 12)
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(y >= 15) }
    }

    /// The midpoint example of Badros, Borning & Stuckey 2001, §2 (Fig. 1): xm is the midpoint of
    /// xl and xr, xl + 10 <= xr, 0 <= xl, xr <= 100. Stays are weak on xl and medium on xr, so a
    /// moved midpoint keeps xr at 100 whenever it can. Expected values derived by hand:
    /// xm = 50 → xl + xr = 100 with xr = 100 → xl = 0; xm = 20 → xl + xr = 40, xl ≥ 0 caps xr at 40;
    /// xm = 60 → xr = 100, xl = 20.
    @Test func midpointWithStaysAndEdits() throws {
        var solver = Solver()
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        try solver.addConstraint(2 * middle == left + right)
        try solver.addConstraint(left + 10 <= right)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint(left >= 0)
        try solver.addConstraint((left == 90).withStrength(.weak))
        try solver.addConstraint((right == 100).withStrength(.medium))
        #expect(close(solver.value(of: left), 90) && close(solver.value(of: middle), 95))
        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(50, for: middle)
        #expect(close(solver.value(of: left), 0) && close(solver.value(of: right), 100))
        try solver.suggestValue(20, for: middle)
        #expect(close(solver.value(of: middle), 20))
        #expect(close(solver.value(of: left), 0) && close(solver.value(of: right), 40))
        try solver.suggestValue(60, for: middle)
        #expect(close(solver.value(of: left), 20) && close(solver.value(of: right), 100))
        // An edit cannot break a required constraint: xm ≤ 100 - 5 because xl + 10 ≤ xr ≤ 100.
        try solver.suggestValue(500, for: middle)
        #expect(close(solver.value(of: middle), 95) && close(solver.value(of: right), 100))
        try solver.removeEditVariable(middle)
        #expect(!solver.hasEditVariable(middle))
    }

    /// Two edit variables tied by a required sum: the stronger suggestion wins, the weaker one
    /// gets what is left; removing the stronger edit hands the weaker one its wish.
    @Test func competingEditVariables() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(90, for: y)
        #expect(close(solver.value(of: x), 30) && close(solver.value(of: y), 70))
        try solver.suggestValue(-20, for: x)
        #expect(close(solver.value(of: x), -20) && close(solver.value(of: y), 120))
        try solver.removeEditVariable(x)
        #expect(close(solver.value(of: y), 90) && close(solver.value(of: x), 10))
        try solver.suggestValue(0, for: y)
        #expect(close(solver.value(of: x), 100))
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        var solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try solver.addConstraint((x == 5).withStrength(.weak))
        #expect(close(solver.value(of: x), 5))
        try solver.addConstraint(floor)
        #expect(close(solver.value(of: x), 10))
        try solver.removeConstraint(floor)
        #expect(close(solver.value(of: x), 5))
        #expect(!solver.hasConstraint(floor))
        try solver.addConstraint(floor)
        #expect(close(solver.value(of: x), 10))
    }

    @Test func removingEveryKindOfConstraint() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let constraints = [x + y == 30, x >= 5, (y == 20).withStrength(.strong),
                           (x <= 8).withStrength(.medium), (y >= 40).withStrength(.weak)]
        for constraint in constraints { try solver.addConstraint(constraint) }
        // Strong y = 20 beats medium x ≤ 8 (which would need y ≥ 22): x = 10, y = 20.
        #expect(close(solver.value(of: y), 20) && close(solver.value(of: x), 10))
        for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
        #expect(solver.constraints.isEmpty)
        try solver.addConstraint(x == 3)
        #expect(close(solver.value(of: x), 3))
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 20
        let first = y == 10
        let redundant = x == 10  // implied by the two above: its row is all dummies, constant 0
        try solver.addConstraint(sum)
        try solver.addConstraint(first)
        try solver.addConstraint(redundant)
        try solver.addConstraint(x == 10)  // the same relation again, as another object
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 10))
        try solver.removeConstraint(first)
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 10))  // still held by the redundant ones
        try solver.removeConstraint(redundant)
        #expect(close(solver.value(of: y), 10))
    }

    /// Degenerate vertex: four inequalities meet at (10, 10); weak stays pull towards (0, 0).
    @Test func degenerateVertex() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(y >= 10)
        try solver.addConstraint(x + y >= 20)
        try solver.addConstraint(x - y >= 0)
        try solver.addConstraint(2 * x + y >= 30)
        try solver.addConstraint((x == 0).withStrength(.weak))
        try solver.addConstraint((y == 0).withStrength(.weak))
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 10))
    }

    @Test func infeasibleRequiredConstraintLeavesTheSolverUnchanged() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(y == x + 5)
        let conflicting = x <= 5
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(conflicting) }
        #expect(!solver.hasConstraint(conflicting))
        #expect(close(solver.value(of: x), 10) && close(solver.value(of: y), 15))
        try solver.addConstraint(x == 12)
        #expect(close(solver.value(of: y), 17))
        // Contradicting required equalities (an all-dummy row with a non-zero constant).
        #expect(throws: UnsatisfiableConstraint.self) { try solver.addConstraint(y == 3) }
        #expect(close(solver.value(of: y), 17))
    }

    @Test func errorsCarryTheOffendingItem() throws {
        var solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.addConstraint(constraint)
        #expect { try solver.addConstraint(constraint) } throws: { ($0 as? DuplicateConstraint)?.constraint === constraint }
        let stranger = x == 2
        #expect { try solver.removeConstraint(stranger) } throws: { ($0 as? UnknownConstraint)?.constraint === stranger }
        let y = Variable("y")
        try solver.addEditVariable(y, strength: .strong)
        #expect { try solver.addEditVariable(y, strength: .strong) } throws: { ($0 as? DuplicateEditVariable)?.variable === y }
        #expect { try solver.suggestValue(1, for: x) } throws: { ($0 as? UnknownEditVariable)?.variable === x }
        #expect { try solver.removeEditVariable(x) } throws: { ($0 as? UnknownEditVariable)?.variable === x }
        let z = Variable("z")
        #expect { try solver.addEditVariable(z, strength: .required) } throws: { ($0 as? RequiredEditStrength)?.variable === z }
    }

    @Test func minimalConflictIsTheIrreducibleSet() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let a = x == y + 10, b = y == z + 10, c = z >= 0, unrelated = w == 4, loose = x <= 1000
        let weak = (x == 0).withStrength(.weak)
        for constraint in [a, b, c, unrelated, loose, weak] { try solver.addConstraint(constraint) }
        let culprit = x <= 15  // needs z ≤ -5
        let conflict = solver.minimalConflict(with: culprit)
        #expect(conflict.map(ObjectIdentifier.init) == [a, b, c, culprit].map(ObjectIdentifier.init))
        #expect(solver.minimalConflict(with: x <= 25).isEmpty)
    }

    @Test func determinedVariables() throws {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), u = Variable("u")
        try solver.addConstraint(x + y == 10)
        try solver.addConstraint((w == 100).withStrength(.weak))
        try solver.addConstraint((w == 200).withStrength(.weak))  // a tie inside one level
        try solver.addConstraint(u >= 0)
        try solver.addConstraint((u == 5).withStrength(.weak))
        #expect(solver.isDetermined([x, y, w, u]) == [false, false, false, true])
        try solver.addConstraint(y == 3)
        try solver.addConstraint((w == 150).withStrength(.medium))
        #expect(solver.isDetermined([x, y, w, u]) == [true, true, true, true])
        #expect(close(solver.value(of: x), 7) && close(solver.value(of: w), 150))
    }
}
