// Regression tests for input that used to hang or crash a build: each ends in an error at its line and column.
import Testing
import Layout
@testable import Diagram

/// A block whose views are nested `levels` deep, each line indented one space more than the one above.
private func indentedChain(_ levels: Int, keyword: String = "view") -> String {
    var source = "screen 390x844\n"
    for level in 1...levels {
        source += String(repeating: " ", count: level) + "\(keyword) v\(level)\n"
    }
    return source
}

/// A block whose views are nested `levels` deep by `in PARENT`, none of them indented.
private func explicitChain(_ levels: Int) -> String {
    var source = "screen 390x844\n"
    for level in 1...levels {
        source += "view v\(level) in \(level == 1 ? "screen" : "v\(level - 1)") size=10x10\n"
    }
    return source
}

/// The block drawn by the pipeline, as its error list.
private func pipelineErrors(_ source: String) -> [String] {
    DiagramPipeline(lowering: EngineLowering()).render(source: source, infoString: "layout").blockErrors.map(\.description)
}

@Suite struct HostileInputTests {
    // MARK: The lexer always advances

    @Test func lexerAlwaysAdvancesOnDoubleDot() {
        var lexer = Lexer("screen..", line: 1)
        #expect(lexer.tokenize().map(\.text) == ["screen"])
        #expect(lexer.errors.map(\.description) == ["1:7: Unexpected character '.'.", "1:8: Unexpected character '.'."])
        #expect(errorsOf("screen 390x844\nview a ..") == ["2:8: Unexpected character '.'.", "2:9: Unexpected character '.'."])
    }

    @Test func signsAndDotsWithoutDigitsAreSingleCharacters() {
        for text in ["-.", "+..", "-", ".-.", "1x.", "-.x", "...."] {
            var lexer = Lexer(Substring(text), line: 1)
            _ = lexer.tokenize()
            #expect(!lexer.errors.isEmpty, "\(text)")
            #expect(lexer.errors.allSatisfy { $0.position.column >= 1 && $0.position.column <= text.unicodeScalars.count }, "\(text)")
        }
        #expect(errorsOf("view a size=1x.").contains("1:15: Unexpected character '.'."))
    }

    @Test func everyPrefixOfEveryFragmentTerminates() {
        // Each two-scalar combination of the characters that start tokens, doubled: the lexer must end.
        let starts: [Unicode.Scalar] = [".", "-", "+", "0", "x", "×", "%", "\"", "“", "=", ",", "(", ")", "#", "\\", "a", " ", "\u{0}"]
        for a in starts {
            for b in starts {
                let text = String(String.UnicodeScalarView([a, b, a, b]))
                var lexer = Lexer(Substring(text), line: 1)
                _ = lexer.tokenize()
                _ = Parser.parse("view v " + text)
            }
        }
    }

    @Test func hugeNumbersAreAnErrorAtTheirColumn() {
        // As for '44pt', the property then has no value; the rest of the size ('x10') gives no third error.
        #expect(errorsOf("view a size=2000000000x10") == ["1:13: '2000000000' is too large; numbers in a layout are at most 10^9 (1000000000) points.",
                                                           "1:13: Missing value after 'size='."])
        #expect(errorsOf("view a width=" + String(repeating: "9", count: 400)).first?.hasPrefix("1:14: '9999999999999999…' is too large") == true)
    }

    // MARK: Nesting and size limits

    @Test func deepNestingIsAnErrorNotACrash() {
        for levels in [900, 10_000] {
            let source = levels <= 900 ? indentedChain(levels) : explicitChain(levels)
            let message = "'v65' is nested 65 levels deep; a layout block nests views at most 64 levels deep "
                + "(the screen's subviews are level 1). Move it up or split the diagram."
            // v65 is on line 66: indented 65 spaces (column 66), or unindented (column 1).
            let expected = "66:\(levels <= 900 ? 66 : 1): " + message
            #expect(errorsOf(source) == [expected], "\(levels) levels")
            #expect(pipelineErrors(source) == [expected], "\(levels) levels")
        }
    }

    @Test func deepStacksAreAnErrorNotACrash() {
        let errors = errorsOf(indentedChain(900, keyword: "vstack"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("66:66: 'v65' is nested 65 levels deep") == true)
    }

    @Test func nestingAtTheLimitIsDrawn() {
        var source = "screen 390x844\n"
        for level in 1...LayoutLimits.maximumDepth {
            source += String(repeating: " ", count: level) + "vstack s\(level) padding=1\n"
        }
        source += String(repeating: " ", count: LayoutLimits.maximumDepth + 1) + "label leaf \"deep\"\n"
        // The label is one level too deep; without it the stacks are exactly at the limit.
        #expect(errorsOf(source).count == 1)
        let atLimit = source.split(separator: "\n").dropLast().joined(separator: "\n")
        let result = DiagramPipeline(lowering: EngineLowering()).render(source: atLimit, infoString: "layout")
        #expect(result.isSuccess, "\(result.blockErrors)")
        #expect(result.svg.contains("data-name=\"s64\""))
    }

    @Test func deepNestingOnlyReportsOncePerParent() {
        var source = indentedChain(70)
        source += String(repeating: " ", count: 65) + "view sibling\n"   // a second child of v64
        #expect(errorsOf(source).count == 1)
    }

    @Test func tooManyViewsIsOneErrorAtTheFirstViewTooMany() {
        var source = "screen 390x844\nvstack list\n"
        for index in 1...LayoutLimits.maximumViews + 5 {
            source += "  view item\(index) size=1x1\n"
        }
        // The stack is view 1, so item10000 (on line 10,002) is view 10,001.
        #expect(errorsOf(source) == ["10002:3: A layout block holds at most 10000 views; this is one more. Split the diagram."])
    }

    @Test func loweringRefusesADocumentBuiltTooDeep() {
        var views: [ViewDeclaration] = []
        for level in 1...100 {
            views.append(ViewDeclaration(name: "v\(level)", kind: .view, parent: level == 1 ? "screen" : "v\(level - 1)",
                                         position: SourcePosition(line: level + 1, column: 3), namePosition: SourcePosition(line: level + 1, column: 8)))
        }
        let document = LayoutDocument(screen: .default, views: views, constraints: [])
        #expect(throws: LoweringFailure.self) { try EngineLowering().layOut(document, screen: Size(width: 100, height: 100)) }
        do {
            _ = try EngineLowering().layOut(document, screen: Size(width: 100, height: 100))
        } catch {
            #expect(error.errors.map(\.position) == [SourcePosition(line: 66, column: 3)])
        }
    }

    @Test func cyclesAreStillReportedOnceAtTheirFirstView() {
        #expect(errorsOf("view a in c\nview b in a\nview c in b\nview d in d") == [
            "1:11: 'a' is inside itself: a in c, c in b, b in a. Put one of them in another view.",
            "4:11: 'd' is inside itself: d in d. Put one of them in another view.",
        ])
        // A view leading into a cycle is not part of it: the cycle is reported at its own first view.
        #expect(errorsOf("view x in b\nview a in b\nview b in a") == [
            "2:11: 'a' is inside itself: a in b, b in a. Put one of them in another view.",
        ])
    }

    // MARK: NUL characters

    @Test func nulIsAnErrorAtItsPosition() {
        #expect(errorsOf("screen 390x844\nview \u{0}b") == ["2:6: A NUL character (U+0000) can't be part of a layout block; remove it."])
        #expect(errorsOf("label l \"a\u{0}b\"") == ["1:11: A NUL character (U+0000) can't be part of a layout block; remove it."])
        #expect(errorsOf("view a # note \u{0}") == ["1:15: A NUL character (U+0000) can't be part of a layout block; remove it."])
        #expect(errorsOf("view a\na.top == screen.top\u{0}") == ["2:20: A NUL character (U+0000) can't be part of a layout block; remove it."])
    }

    @Test func nulInAPostIsAnErrorAtItsPosition() {
        // cmark replaces a NUL with U+FFFD before the block reaches the parser; the column is the same.
        #expect(errorsOf("screen 390x844\nlabel t \"a\u{FFFD}b\"") == [
            "2:11: A replacement character (U+FFFD, what a NUL or a byte that is not UTF-8 becomes) can't be part of a layout block; remove it.",
        ])
    }

    @Test func controlCharactersAreNamedByCodePoint() {
        var lexer = Lexer("view a \u{7}", line: 1)
        _ = lexer.tokenize()
        #expect(lexer.errors.map(\.description) == ["1:8: Unexpected character U+0007."])
    }
}
