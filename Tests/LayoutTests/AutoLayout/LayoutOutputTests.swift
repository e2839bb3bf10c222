// The JSON that `blog layout solve` prints and the located diagnostics, checked character by character.
import Testing
@testable import Layout

@Suite struct LayoutOutputTests {
    @Test func jsonHasSortedKeysAndStableNumbers() {
        let solution = solveText("""
            screen 300x200
            scroll s in screen
            view b in s
            view a in screen
            s.edges == screen.edges
            b.edges == s.content.edges
            b.size == (600, 100.25)
            a.top == screen.top + 10
            a.leading == screen.leading + 0.5
            a.size == (1, 2)
            """)
        #expect(solution.json == """
            {
              "contentSize": {
                "s": {
                  "height": 100.25,
                  "width": 600
                }
              },
              "views": {
                "a": {
                  "height": 2,
                  "width": 1,
                  "x": 0.5,
                  "y": 10
                },
                "b": {
                  "height": 100.25,
                  "width": 600,
                  "x": 0,
                  "y": 0
                },
                "s": {
                  "height": 200,
                  "width": 300,
                  "x": 0,
                  "y": 0
                },
                "screen": {
                  "height": 200,
                  "width": 300,
                  "x": 0,
                  "y": 0
                }
              }
            }
            """)
    }

    @Test func conflictDiagnosticListsTheSetAndTheBrokenConstraint() {
        let script = ConstraintScriptParser.parse("""
            screen 375x667
            view a in screen
            a.top == screen.top
            a.leading == screen.leading
            a.height == 10
            a.width == 100
            a.trailing <= screen.leading + 50
            """)
        let solution = script.layout.solve()
        let diagnostics = LayoutDiagnostics.diagnostics(for: solution, in: script.layout)
        #expect(diagnostics == [LayoutDiagnostic(
            position: SourcePosition(line: 7, column: 1),
            message: "unable to simultaneously satisfy constraints: 'a.leading == screen.leading' (line 4), "
                + "'a.width == 100' (line 6), 'a.trailing <= screen.leading + 50' (line 7); "
                + "will attempt to recover by breaking constraint 'a.trailing <= screen.leading + 50' (line 7)",
            notes: ["'a.leading == screen.leading' (line 4) is in the conflicting set",
                    "'a.width == 100' (line 6) is in the conflicting set",
                    "'a.trailing <= screen.leading + 50' (line 7) is in the conflicting set"])])
    }

    @Test func ambiguityDiagnosticNamesTheView() {
        let script = ConstraintScriptParser.parse("screen 375x667\nview a in screen\na.top == screen.top\na.size == (10, 10)")
        let diagnostics = LayoutDiagnostics.diagnostics(for: script.layout.solve(), in: script.layout)
        #expect(diagnostics.map(\.message) == ["layout is ambiguous: the x of 'a' is not uniquely determined; add constraints that fix it"])
        #expect(diagnostics.first?.position == SourcePosition(line: 2, column: 6))
    }

    @Test func aMissingScreenSizeIsExplained() {
        let script = ConstraintScriptParser.parse("view a in screen\na.edges == screen.edges")
        let diagnostics = LayoutDiagnostics.diagnostics(for: script.layout.solve(), in: script.layout)
        // a's size follows the screen's, so it is undetermined too.
        #expect(diagnostics.map(\.message) == ["the size of 'screen' is not set; add a line like 'screen 375x667'",
                                                "layout is ambiguous: the width, height of 'a' are not uniquely determined; add constraints that fix them"])
    }

    @Test func hugeNumbersAreRejected() {
        let script = ConstraintScriptParser.parse("screen 1" + String(repeating: "0", count: 400) + "x10")
        #expect(script.errors.map(\.description) == ["1:8: the number '100000000000…' is too large; layouts use points below 10^12"])
    }
}
