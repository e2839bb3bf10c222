// Benchmark of the constraint solver: a 1,000-view vertical chain, built and solved, then re-solved after one edit.
import Layout

/// `constraints`: prints the solver's figures for the chain that bench/constraints.sh also gives kiwisolver.
var constraintBenchmark: (name: String, run: () -> Void) { ("constraints", runConstraintBenchmark) }

/// The chain: for each of 1,000 views, `top[i] == bottom[i-1] + 8` (top[0] == 0),
/// `bottom[i] == top[i] + height[i]` (required) and `height[i] == 20` (strong): 3,000 constraints.
/// bench/kiwi_chain.py builds exactly the same system.
private func buildChain(count: Int) throws -> (Solver, tops: [Variable]) {
    var solver = Solver()
    var tops: [Variable] = []
    var previousBottom: Variable?
    for index in 0..<count {
        let top = Variable("top\(index)"), bottom = Variable("bottom\(index)"), height = Variable("height\(index)")
        if let previousBottom {
            try solver.addConstraint(top == previousBottom + 8)
        } else {
            try solver.addConstraint(top == 0)
        }
        try solver.addConstraint(bottom == top + height)
        try solver.addConstraint((height == 20).withStrength(.strong))
        tops.append(top)
        previousBottom = bottom
    }
    return (solver, tops)
}

private func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

private func runConstraintBenchmark() {
    let clock = ContinuousClock()
    do {
        // Build and solve: best of 5 (values are always current: there is no separate solve step).
        var buildTimes: [Double] = []
        var last: (Solver, tops: [Variable])?
        for _ in 0..<5 {
            let elapsed = try clock.measure { last = try buildChain(count: 1000) }
            buildTimes.append(milliseconds(elapsed))
        }
        guard let (chainSolver, tops) = last else { return }
        var solver = chainSolver
        let lastTop = tops[999]
        precondition(solver.value(of: lastTop) == 999 * 28, "the chain solved wrongly")

        // Re-solve after one edit: the first view's height is edited (a strong edit against the
        // strong `height == 20`, made stronger with a weight), moving every view below it.
        let firstHeight = Variable("height-edit")
        try solver.addConstraint(firstHeight == tops[1] - tops[0] - 8)
        try solver.addEditVariable(firstHeight, strength: Strength(priority: 750, weight: 1000))
        var editTimes: [Double] = []
        for round in 0..<200 {
            let value = Double(20 + round % 50)
            let elapsed = try clock.measure { try solver.suggestValue(value, for: firstHeight) }
            editTimes.append(milliseconds(elapsed))
            precondition(abs(solver.value(of: lastTop) - (999 * 28 + value - 20)) < 1e-6, "the edit solved wrongly")
        }
        buildTimes.sort()
        editTimes.sort()
        print("chain views: 1000, constraints: 3000")
        print("build+solve ms: best \(format(buildTimes[0])), median \(format(buildTimes[2]))")
        print("edit re-solve ms: median \(format(editTimes[100])), p95 \(format(editTimes[190]))")

        // The same chain through Auto Layout: 1,000 views, 4,000 constraints, frames read back.
        var layout = ConstraintLayout(rootSize: Size(width: 375, height: 667))
        var previous = "screen"
        for index in 0..<1000 {
            let name = "v\(index)"
            layout.addView(LayoutView(name, in: "screen"))
            layout.add(view(name).top == (previous == "screen" ? view(previous).top : view(previous).bottom) + 8)
            layout.add([view(name).height == 20, view(name).leading == view("screen").leading, view(name).width == view("screen").width])
            previous = name
        }
        var frames = 0
        let autoLayout = clock.measure { frames = layout.solve(checkAmbiguity: false).frames.count }
        print("auto layout (1000 views, 4000 constraints, \(frames) frames) ms: \(format(milliseconds(autoLayout)))")
    } catch {
        print("constraint benchmark failed: \(error)")
    }
}

private func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
}
