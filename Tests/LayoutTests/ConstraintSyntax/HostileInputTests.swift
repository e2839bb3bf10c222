// Constraint text that used to be accepted, loop or reach the solver badly formed: each is an error at its line and column.
import Testing
@testable import Layout

@Suite struct HostileInputTests {
    @Test func deepNestingIsAnErrorNotACrash() {
        for levels in [900, 10_000] {
            var text = "screen 375x667\n"
            for level in 1...levels {
                text += "view v\(level) in \(level == 1 ? "screen" : "v\(level - 1)")\n"
                text += "v\(level).edges == \(level == 1 ? "screen" : "v\(level - 1)").edges inset 1\n"
            }
            let script = ConstraintScriptParser.parse(text)
            // v65 is declared on line 1 + 2 * 65 - 1 = 130, its name at column 6; nothing else is reported.
            #expect(script.errors.map(\.description) == [
                "130:6: view 'v65' is nested 65 levels deep; views nest at most 64 levels below the root (its subviews are level 1)",
            ], "\(levels) levels")
        }
    }

    @Test func nestingAtTheLimitSolves() {
        var text = "screen 375x667\n"
        for level in 1...LayoutLimits.maximumDepth {
            let parent = level == 1 ? "screen" : "v\(level - 1)"
            text += "view v\(level) in \(parent)\nv\(level).edges == \(parent).edges inset 1\n"
        }
        let script = ConstraintScriptParser.parse(text)
        #expect(script.errors.isEmpty)
        let solution = script.layout.solve()
        #expect(solution.isValid)
        #expect(solution.absoluteFrames["v64"] == Rect(x: 64, y: 64, width: 375 - 128, height: 667 - 128))
    }

    /// A chain of views each placed after the one before, with the widths fixed only afterwards, grows every row of the
    /// tableau as long as the chain: 3,000 views ran past 30 s. The solve stops at the work limit with an error at
    /// the constraint that passed it, and the same chain of 300 is solved, and reported ambiguous, as before.
    @Test func aLayoutPastTheSolversWorkLimitIsAnErrorAtItsConstraint() throws {
        func chain(_ count: Int) -> String {
            var text = "screen 375x667\n"
            for index in 0..<count { text += "view v\(index) in screen\n" }
            for index in 1..<count { text += "v\(index).leading == v\(index - 1).trailing + 1\n" }
            for index in 0..<count { text += "v\(index).width == 10\n" }
            return text
        }
        let large = ConstraintScriptParser.parse(chain(3_000))
        #expect(large.errors.isEmpty)
        let solution = large.layout.solve()
        #expect(!solution.isValid)
        let stopped = try #require(solution.exceededWorkAt?.location?.line)
        // Lines 3,002 to 9,000 are the constraints (the chain, then the widths); the solve stops at one of them.
        #expect(stopped > 3_001 && stopped <= 9_000, "stopped at line \(stopped)")
        let diagnostics = LayoutDiagnostics.diagnostics(for: solution, in: large.layout)
        #expect(diagnostics.first?.message.hasPrefix("the layout is too large for the constraint solver: solving it passed 1000000000 steps here") == true)

        let small = ConstraintScriptParser.parse(chain(300)).layout.solve()
        #expect(small.exceededWorkAt == nil)
        // Only x is free, the same for every view (one probe settles all), and y and height for each.
        #expect(small.ambiguousViews.count == 300)
        #expect(small.ambiguousViews.allSatisfy { $0.quantities == [.x, .y, .height] })
    }

    @Test func nulIsAnErrorAtItsPosition() {
        #expect(ConstraintScriptParser.parse("screen 375x667\nview a in screen\u{0}").errors.map(\.description)
                == ["2:17: a NUL character (U+0000) can't be part of a layout; remove it"])
        #expect(ConstraintScriptParser.parse("view a in screen # \u{0}").errors.map(\.description)
                == ["1:20: a NUL character (U+0000) can't be part of a layout; remove it"])
        #expect(ConstraintScriptParser.parse("view a in screen\na.width == 1\u{7}").errors.map(\.description)
                == ["2:13: unexpected character U+0007"])
    }

    /// Lines end at "\r\n" and at a lone "\r" as well as "\n" (found by the constraint-syntax fuzzer: a CRLF
    /// file was one long line).
    @Test func linesEndAtCRLFAndALoneCR() {
        #expect(ConstraintScriptParser.parse("screen 375x667\r\nview a in screen\ra.width == 1\u{7}").errors.map(\.description)
                == ["3:13: unexpected character U+0007"])
    }

    @Test func lexerAlwaysAdvances() throws {
        // Every pair of the characters that start tokens, doubled: tokenizing ends with a token or an error.
        let starts: [Unicode.Scalar] = [".", "-", "+", "0", "x", "×", "=", "<", ">", "*", "@", "(", ")", ",", "a", " ", "\u{0}", "é"]
        for a in starts {
            for b in starts {
                let text = String(String.UnicodeScalarView([a, b, a, b]))
                _ = try? tokenize(Substring(text), line: 1, firstColumn: 1)
                _ = ConstraintScriptParser.parse(text)
                _ = ConstraintScriptParser.parse("H:" + text)
            }
        }
    }

    @Test func hugeNumbersAreAnErrorAtTheirColumn() {
        #expect(ConstraintScriptParser.parse("screen 375x99999999999999").errors.map(\.description)
                == ["1:8: the height in '375x99999999999999…' is too large; layouts use points below 10^12"])
        #expect(ConstraintScriptParser.parse("view a in screen\nH:|-99999999999999-[a]").errors.map(\.description)
                == ["2:5: the number '999999999999…' is too large; layouts use points below 10^12"])
        #expect(ConstraintScriptParser.parse("view a in screen\nH:[a(" + String(repeating: "9", count: 400) + ")]").errors.first?
                .description.hasPrefix("2:6: the number '999999999999…' is too large") == true)
    }

    @Test func manyUnknownNamesStayLinear() {
        // Thousands of errors with no "did you mean" after the first hundred: each hint looks at every view.
        var text = "screen 375x667\n"
        for index in 0..<3000 { text += "view v\(index) in screen\n" }
        for index in 0..<3000 { text += "w\(index).width == 10\n" }
        let errors = ConstraintScriptParser.parse(text).errors
        #expect(errors.count == 3000)
        #expect(errors.last?.message == "unknown view 'w2999'; declare it with 'view w2999 in PARENT'")
    }
}
