// The priorities are lexicographic: no number of weaker errors outweighs one stronger error.
import Testing
@testable import Layout

@Suite struct StrengthTests {
    @Test func thousandWeakConstraintsCannotOutweighOneMedium() throws {
        var solver = Solver()
        let x = Variable("x")
        for _ in 0..<1000 { try solver.addConstraint((x == 0).withStrength(.weak)) }
        try solver.addConstraint((x == 10).withStrength(.medium))
        #expect(close(solver.value(of: x), 10))
        // Also when the medium constraint comes first and the weak ones pile up afterwards.
        var other = Solver()
        let y = Variable("y")
        try other.addConstraint((y == 10).withStrength(.medium))
        for _ in 0..<1000 { try other.addConstraint((y == 0).withStrength(.weak)) }
        #expect(close(other.value(of: y), 10))
    }

    @Test func weightsCountOnlyInsideALevel() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1).withStrength(Strength(priority: 500, weight: 1_000_000)))
        try solver.addConstraint((x == 2).withStrength(Strength(priority: 501)))
        #expect(close(solver.value(of: x), 2))
        try solver.addConstraint((x == 3).withStrength(Strength(priority: 100, weight: 3)))
        try solver.addConstraint((x == 4).withStrength(Strength(priority: 100, weight: 2)))
        #expect(close(solver.value(of: x), 2))
        var within = Solver()
        try within.addConstraint((x == 3).withStrength(Strength(priority: 100, weight: 3)))
        try within.addConstraint((x == 4).withStrength(Strength(priority: 100, weight: 2)))
        #expect(close(within.value(of: x), 3))
    }

    /// Every Auto Layout level 1…999 is its own level: 999 beats 998 however many 998s there are.
    @Test func adjacentPrioritiesAreDistinctLevels() throws {
        var solver = Solver()
        let x = Variable("x")
        for value in 0..<200 { try solver.addConstraint((x == Double(value)).withStrength(Strength(priority: 998))) }
        try solver.addConstraint((x == 500).withStrength(Strength(priority: 999)))
        try solver.addConstraint((x == 7).withStrength(Strength(priority: 1)))
        #expect(close(solver.value(of: x), 500))
    }

    @Test func ordering() {
        #expect(Strength.required > .strong && Strength.strong > .medium && Strength.medium > .weak)
        #expect(Strength(priority: 999) < .required)
        #expect(Strength.required.isRequired && !Strength(priority: 999).isRequired)
    }
}
