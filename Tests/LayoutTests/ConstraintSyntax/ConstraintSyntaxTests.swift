// The text syntax: statements, comments, composite forms, the line-feeding API, and exact error messages.
import Testing
@testable import Layout

@Suite struct ConstraintSyntaxTests {
    @Test func theIssueExample() {
        let solution = solveText("""
            screen 375x667                 # the root view's size
            view header in screen          # declares a view and its parent
            view body in screen
            header.top == screen.top
            header.leading == screen.leading
            header.height == 108
            header.width == screen.width * 0.5 + 10 @750
            body.top >= header.bottom + 8 @high
            body.top <= header.bottom + 30
            body.leading == header.leading
            body.width == header.width
            body.bottom == screen.bottom
            """, checkAmbiguity: false)
        #expect(solution.frames["header"] == rect(0, 0, 197.5, 108))
        // body.top only has inequalities: it is ambiguous between 116 and 138, so only check the range.
        let top = solution.frames["body"]!.minY
        #expect(top >= 116 && top <= 138)
    }

    @Test func propertiesAndPriorities() {
        let solution = solveText("""
            screen 320x480
            view label in screen
            label.intrinsic = (100, 20)
            label.hugging = (200, low)
            label.compression = (750, required)
            label.left == screen.left
            label.top == screen.top
            label.right == screen.right @ 300
            label.height == 10 @high
            """)
        #expect(solution.frames["label"] == rect(0, 0, 320, 20))  // 300 beats hugging 200; required compression keeps 20
    }

    /// Masonry's `make.top.equalTo(@0)`: a position set to a number is relative to the same anchor of the
    /// view's parent (frames are relative to the parent, so the numbers read back directly).
    @Test func aPositionSetToANumberIsRelativeToTheParent() {
        let solution = solveText("""
            screen 200x200
            view box in screen
            view a in box
            box.left == 10
            box.top == 20
            box.width == 100
            box.height == 100
            a.top == 5
            a.left >= 7
            a.left == 0 @low
            a.right == -40
            a.bottom == box.bottom - 15
            """)
        #expect(solution.frames["box"] == rect(10, 20, 100, 100))
        // left: 7 beats 0 at low priority; right 40 inside box's right (as Masonry: the same anchor of the parent);
        // bottom 15 above box's bottom.
        #expect(solution.frames["a"] == rect(7, 5, 53, 80))
    }

    @Test func compositeForms() {
        let solution = solveText("""
            screen 400x400
            view a in screen
            view b in screen
            a.edges == screen.edges inset (10, 20, 30, 40)
            b.center == a.center - (10, 10)
            b.size == a.size * 0.5 + (4, 6) @required
            """)
        #expect(solution.frames["a"] == rect(20, 10, 340, 360))
        // b: 174 × 186, centred at (190 - 10, 190 - 10) = (180, 180).
        #expect(solution.frames["b"] == rect(93, 87, 174, 186))
    }

    @Test func linesFedOneByOneKeepTheirPositions() {
        var parser = ConstraintScriptParser()
        parser.parseLine("screen 100x100", lineNumber: 10, firstColumn: 5)
        parser.parseLine("view a in screen", lineNumber: 11, firstColumn: 5)
        parser.parseLine("a.width == nope", lineNumber: 12, firstColumn: 5)
        parser.parseLine("H:|-[a]-[zz]", lineNumber: 14, firstColumn: 3)
        let script = parser.finish()
        #expect(script.errors.map(\.description) == [
            "12:20: expected '.' and an anchor after 'nope' (e.g. 'nope.width'), found 'end of line'",
            "14:12: unknown view 'zz'; declare it with 'view zz in PARENT'",
        ])
        #expect(script.layout.views.map(\.name) == ["screen", "a"])
    }

    /// Each message quotes the offending token and, where it can, suggests the fix.
    @Test(arguments: [
        ("view a in screen\na.widht == 100", "2:3: unknown anchor 'widht'; did you mean 'width'?"),
        ("view header in screen\nhaeder.top == screen.top", "2:1: unknown view 'haeder'; did you mean 'header'?"),
        ("view a in screen\na.top = screen.top", "2:7: use '==' for equality, not '='"),
        ("view a in screen\na.top < screen.top", "2:7: '<' is not a relation; write '<=' (Auto Layout has only ==, <= and >=)"),
        ("view a in screen\na.width == 10 @1001", "2:16: priority 1001 is out of range; use 1...1000 or required/high/medium/low"),
        ("view a in screen\na.width == 10 @hgih", "2:16: unknown priority 'hgih'; did you mean 'high'?; use 1...1000 or required/high/medium/low"),
        ("screen.top == 20", "1:1: 'screen.top' is a position of the root view, which has no parent to be relative to; constrain its subviews instead"),
        ("scroll s in screen\ns.content.top == 0", "2:11: 's.content.top' is a position of a content guide and needs another anchor to be relative to; write e.g. 's.content.top == s.top + 0'"),
        ("view a in screen\na.width == screen.left", "2:19: cannot relate the size 'a.width' to the position 'screen.left'"),
        ("view a in screen\na.top == screen.left", "2:17: cannot relate the vertical anchor 'a.top' to the horizontal anchor 'screen.left'"),
        ("view a in screen\na.leading == screen.left", "2:21: cannot relate 'a.leading' to 'screen.left': leading/trailing follow the layout direction and left/right do not; use leading/trailing on both sides or left/right on both"),
        ("view a in screen\nview a in screen", "2:6: view 'a' is already declared on line 1; give this view another name"),
        ("view a in scren", "1:11: unknown parent 'scren'; did you mean 'screen'?; a parent must be declared before its subviews"),
        ("veiw a in screen", "1:1: unknown statement 'veiw'; did you mean 'view'?"),
        ("screen 375", "1:8: expected the screen size as WIDTHxHEIGHT (e.g. 'screen 375x667'), found '375'"),
        ("view a in screen\na.content.top == screen.top", "2:1: 'a' is not a scroll view, so it has no 'content' guide; declare it with 'scroll a in screen'"),
        ("view a in screen\na.offset = (0, 10)", "2:1: 'a' is not a scroll view, so it has no offset; declare it with 'scroll a in PARENT'"),
        ("view a in screen\na.edges <= screen.edges", "2:3: 'edges' can only be equal ('=='); write the four edges one by one for inequalities"),
        ("view a in screen\nH:|-gap-[a]", "2:5: metric names like 'gap' are not supported; write the number, e.g. '-8-'"),
        ("view a in screen\nH:|-8-[a", "2:9: expected ']' after the view 'a', found the end of the line"),
        ("view a in screen\nview b in a\nH:|[a][b]|", "3:8: 'b' is not a subview of 'screen' like 'a'; '|' needs views with one common superview"),
        ("view a in screen\na.width == 10 10", "2:15: unexpected '10' after the end of the statement"),
    ])
    func errorMessages(source: String, expected: String) {
        let script = ConstraintScriptParser.parse(source)
        #expect(script.errors.map(\.description) == [expected])
    }

    @Test func commentsAndBlankLinesAreIgnored() {
        let script = ConstraintScriptParser.parse("# a layout\n\n   # indented comment\nscreen 10x10 # size\n")
        #expect(script.errors.isEmpty)
        #expect(script.layout.rootSize == Size(width: 10, height: 10))
    }
}
