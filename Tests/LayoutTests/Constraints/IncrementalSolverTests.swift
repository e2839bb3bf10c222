// Randomized checks of the incremental paths: after adding noise constraints and edits and
// removing them again, the solver must be back at the unique solution of the base system.
import Testing
import TestSupport
@testable import Layout

@Suite struct IncrementalSolverTests {
    /// A base system unique by construction, with the value of every variable derived by hand:
    /// x[i] is either a required affine function of an earlier variable, or clamped into
    /// required bounds by a soft preference (whose competing weaker preference must lose).
    private func baseSystem(_ random: inout SplitMix64, count: Int) -> ([Variable], [Constraint], [Double]) {
        var variables: [Variable] = [], constraints: [Constraint] = [], values: [Double] = []
        for index in 0..<count {
            let x = Variable("x\(index)")
            if index > 0 && random.next() % 2 == 0 {
                let other = random.int(0...(index - 1))
                let factor = Double(random.pick([-2, -1, 1, 2, 3])), offset = Double(random.int(-50...50))
                constraints.append(x == variables[other] * factor + offset)
                values.append(values[other] * factor + offset)
            } else {
                let low = Double(random.int(-100...100)), high = low + Double(random.int(0...100))
                let target = Double(random.int(-150...250))
                let strength = random.pick([Strength.strong, .medium, .weak])
                constraints += [x >= low, x <= high, (x == target).withStrength(strength)]
                if strength != .weak { constraints.append((x == target + 7).withStrength(.weak)) }
                values.append(min(max(target, low), high))
            }
            variables.append(x)
        }
        return (variables, constraints, values)
    }

    @Test func removingNoiseAndEditsRestoresTheBaseSolution() throws {
        var random = SplitMix64(seed: 7)
        for round in 0..<150 {
            let (variables, base, expected) = baseSystem(&random, count: random.int(2...14))
            var solver = Solver()
            var live: [Constraint] = []
            func addNoise(strengths: [Strength]) {
                let a = random.pick(variables), b = random.pick(variables)
                let relation = random.pick(RelationalOperator.allCases)
                let noise = Constraint(a - b * Double(random.int(-2...2)) - Double(random.int(-40...40)), relation,
                                       strength: random.pick(strengths))
                if (try? solver.addConstraint(noise)) != nil { live.append(noise) }
            }
            // Soft noise between the base constraints (required noise could make a later base
            // constraint unsatisfiable), then noise of every strength; rejected required noise is skipped.
            for constraint in base {
                try solver.addConstraint(constraint)
                if random.next() % 2 == 0 { addNoise(strengths: [.strong, .medium, .weak]) }
            }
            for _ in 0..<random.int(0...6) { addNoise(strengths: [.required, .strong, .medium, .weak]) }
            let edited = random.pick(variables)
            try solver.addEditVariable(edited, strength: .strong)
            for _ in 0..<3 { try solver.suggestValue(Double(random.int(-300...300)), for: edited) }
            for index in (0..<live.count).shuffled(using: &random) { try solver.removeConstraint(live[index]) }
            try solver.removeEditVariable(edited)
            for (variable, value) in zip(variables, expected) {
                #expect(close(solver.value(of: variable), value), "round \(round): \(variable) = \(solver.value(of: variable)), expected \(value)")
            }
            #expect(solver.isDetermined(variables).allSatisfy { $0 }, "round \(round)")
        }
    }
}

