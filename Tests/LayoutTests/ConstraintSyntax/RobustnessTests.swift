// Malformed and contradictory input never crashes: it yields errors, conflicts or ambiguity.
import Testing
import TestSupport
@testable import Layout

@Suite struct RobustnessTests {
    /// Random lines stitched from the syntax's own fragments: every one either parses or gives
    /// an error with a position on its line; every parsed layout solves.
    @Test func randomLinesNeverCrash() {
        var random = SplitMix64(seed: 42)
        let fragments = ["screen", "view", "scroll", "in", "a", "b", "s", "screen.", "a.", "b.", "s.content.", "s.frame.",
                         "top", "left", "width", "edges", "size", "center", "==", "<=", ">=", "=", "*", "+", "-", "@",
                         "750", "high", "0.5", "10", "(", ")", ",", "H:", "V:", "|", "[", "]", "-8-", "[a]", "[b(==a)]",
                         "inset", "375x667", "#", "offset", "intrinsic", "rtl", "direction", "1e999", "999999999999999"]
        for round in 0..<300 {
            var text = "screen 375x667\nview a in screen\nview b in a\nscroll s in screen\n"
            var lines: [Int] = []
            for line in 5...12 {
                let count = 1 + Int(random.next() % 7)
                text += (0..<count).map { _ in random.pick(fragments) }.joined(separator: random.next() % 3 == 0 ? "" : " ") + "\n"
                lines.append(line)
            }
            let script = ConstraintScriptParser.parse(text)
            for error in script.errors {
                #expect(lines.contains(error.position.line), "round \(round): \(error)")
                #expect(error.position.column >= 1)
            }
            _ = script.layout.solve()
        }
    }

    @Test func contradictionsAndSelfReferencesAreReportedNotFatal() {
        let solution = solveText("""
            screen 100x100
            view a in screen
            a.width == a.width
            a.width == a.width + 10
            a.width == a.height * 0
            a.height == 5
            a.left == screen.left
            a.top == screen.top
            """)
        #expect(solution.conflicts.map(\.broken.description) == ["a.width == a.width + 10"])
        #expect(solution.frames["a"] == rect(0, 0, 0, 5))
    }
}
