// Every anchor, composite anchors, the layout direction and priorities, through the Swift API.
import Testing
@testable import Layout

@Suite struct AnchorTests {
    /// 400×300 screen. Expected frames derived by hand in the comments.
    @Test func everyAnchor() {
        var layout = ConstraintLayout(rootSize: Size(width: 400, height: 300))
        for name in ["a", "b", "c", "d"] { layout.addView(LayoutView(name, in: "screen")) }
        let screen = view("screen"), a = view("a"), b = view("b"), c = view("c"), d = view("d")
        layout.add([a.left == screen.left + 10, a.top == screen.top + 20, a.width == 100, a.height == 50])  // (10, 20, 100, 50)
        // b: width 2×100 = 200, right at 390 → x 190; height 50 + 10 = 60, bottom at 295 → y 235.
        layout.add([b.right == screen.right - 10, b.width == a.width * 2, b.bottom == screen.bottom - 5, b.height == a.height + 10])
        // c: 40×30 centred at (200, 160) → (180, 145).
        layout.add([c.centerX == screen.centerX, c.centerY == screen.centerY + 10])
        layout.add(c.size == Size(width: 40, height: 30))
        // d: from a's trailing edge + 8 (118) to b's leading edge - 8 (182); below a by 4.
        layout.add([d.leading == a.trailing + 8, d.trailing == b.leading - 8, d.top == a.bottom + 4, d.height == 10])
        let solution = layout.solve()
        #expect(solution.frames["a"] == rect(10, 20, 100, 50))
        #expect(solution.frames["b"] == rect(190, 235, 200, 60))
        #expect(solution.frames["c"] == rect(180, 145, 40, 30))
        #expect(solution.frames["d"] == rect(118, 74, 64, 10))
        #expect(solution.frames["screen"] == rect(0, 0, 400, 300))
        #expect(solution.isValid)
    }

    /// In right-to-left layouts leading is the right edge and distances run leftwards.
    @Test func leadingAndTrailingFollowTheDirection() {
        var layout = ConstraintLayout(rootSize: Size(width: 400, height: 300))
        layout.direction = .rightToLeft
        for name in ["e", "f"] { layout.addView(LayoutView(name, in: "screen")) }
        let screen = view("screen"), e = view("e"), f = view("f")
        layout.add([e.leading == screen.leading + 10, e.width == 100, e.top == screen.top, e.height == 10])
        layout.add([f.leading == e.trailing + 8, f.width == 50, f.top == screen.top, f.height == 10])
        let solution = layout.solve()
        #expect(solution.frames["e"] == rect(290, 0, 100, 10))  // right edge at 390
        #expect(solution.frames["f"] == rect(232, 0, 50, 10))   // right edge 8 left of e's left (290)
    }

    /// A centre related to a leading edge in right-to-left: the constant runs leftwards, and
    /// non-directional constraints are not mirrored.
    @Test func centreToLeadingInRightToLeft() {
        var layout = ConstraintLayout(rootSize: Size(width: 400, height: 300))
        layout.direction = .rightToLeft
        layout.addView(LayoutView("g", in: "screen"))
        layout.addView(LayoutView("h", in: "screen"))
        let screen = view("screen"), g = view("g"), h = view("h")
        layout.add([g.centerX == screen.leading + 50, g.width == 20, g.top == screen.top, g.height == 10])  // centre at 350
        layout.add([h.left == screen.left + 30, h.width == g.width * 2, h.top == g.bottom + 5, h.height == 10])
        let solution = layout.solve()
        #expect(solution.frames["g"] == rect(340, 0, 20, 10))
        #expect(solution.frames["h"] == rect(30, 15, 40, 10))
    }

    /// Masonry: `make.edges.equalTo(superview).insets(UIEdgeInsetsMake(10, 20, 30, 40))`,
    /// `make.center.equalTo(superview).centerOffset(CGPointMake(10, -20))`,
    /// `make.size.equalTo(superview).multipliedBy(0.5).sizeOffset(CGSizeMake(-10, -10))`.
    @Test func compositeAnchorsWithInsetsAndOffsets() {
        var layout = ConstraintLayout(rootSize: Size(width: 375, height: 667))
        layout.addView(LayoutView("box", in: "screen"))
        layout.addView(LayoutView("dot", in: "screen"))
        layout.add(view("box").edges.equal(to: view("screen").edges, insets: Insets(top: 10, left: 20, bottom: 30, right: 40)))
        layout.add(view("dot").center.relate(.equal, to: view("screen").center, offset: Point(x: 10, y: -20)))
        layout.add(view("dot").size.relate(.equal, to: view("screen").size, multiplier: 0.5, offset: Size(width: -10, height: -10)))
        let solution = layout.solve()
        #expect(solution.frames["box"] == rect(20, 10, 315, 627))
        // dot: 177.5 × 323.5 centred at (197.5, 313.5).
        #expect(solution.frames["dot"] == rect(108.75, 151.75, 177.5, 323.5))
    }

    @Test func prioritiesAreLexicographic() {
        var layout = ConstraintLayout(rootSize: Size(width: 375, height: 667))
        layout.addView(LayoutView("a", in: "screen"))
        let a = view("a"), screen = view("screen")
        layout.add([a.left == screen.left, a.top == screen.top, a.height == 10])
        layout.add((a.width == 100).priority(.low))
        layout.add((a.width == 200).priority(.high))
        layout.add((a.width >= 300).priority(.medium))
        for _ in 0..<50 { layout.add((a.width == 10).priority(LayoutPriority(749)!)) }
        #expect(layout.solve().frames["a"]?.width == 200)
    }

    /// Content hugging (250) and compression resistance (750) against constraints of other priorities.
    @Test func intrinsicContentSize() {
        func label(_ extra: [LayoutConstraint], compression: LayoutPriority = .high) -> Rect? {
            var layout = ConstraintLayout(rootSize: Size(width: 375, height: 667))
            var label = LayoutView("label", in: "screen", intrinsicSize: .fixed(width: 120, height: 20))
            label.compressionResistance = (compression, .high)
            layout.addView(label)
            layout.add([view("label").left == view("screen").left + 10, view("label").top == view("screen").top])
            layout.add(extra)
            return layout.solve().frames["label"]
        }
        let right = view("label").right, edge = view("screen").right - 10
        #expect(label([]) == rect(10, 0, 120, 20))
        #expect(label([(right == edge).priority(LayoutPriority(500)!)]) == rect(10, 0, 355, 20))  // beats hugging 250
        #expect(label([(right == edge).priority(LayoutPriority(200)!)]) == rect(10, 0, 120, 20))  // loses to hugging
        #expect(label([(view("label").width <= 50).priority(.medium)]) == rect(10, 0, 120, 20))   // loses to compression 750
        #expect(label([(view("label").width <= 50).priority(.medium)], compression: LayoutPriority(400)!) == rect(10, 0, 50, 20))
    }

    /// A measured view (text that wraps: 20 pt per line, 300 pt of text) gets the height for its solved width.
    @Test func measuredIntrinsicSizeIsRemeasuredAtTheSolvedWidth() {
        let text: MeasureFunction = { width, mode, _, _ in
            let lineWidth = mode == .undefined ? 300 : min(width, 300)
            return Size(width: lineWidth, height: 20 * (300 / lineWidth).rounded(.up))
        }
        var layout = ConstraintLayout(rootSize: Size(width: 200, height: 600))
        layout.addView(LayoutView("text", in: "screen", intrinsicSize: .measured(text)))
        let t = view("text"), screen = view("screen")
        layout.add([t.left == screen.left, t.right == screen.right, t.top == screen.top])
        #expect(layout.solve().frames["text"] == rect(0, 0, 200, 40))
    }

    /// A constraint layout inside a stack: its size for each measure mode (systemLayoutSizeFitting).
    @Test func layoutAsMeasureFunction() {
        var layout = ConstraintLayout()
        layout.addView(LayoutView("label", in: "screen", intrinsicSize: .fixed(width: 120, height: 20)))
        layout.add(view("label").edges.equal(to: view("screen").edges, insets: Insets(all: 8)))
        let measure = layout.measureFunction
        #expect(measure(0, .undefined, 0, .undefined) == Size(width: 136, height: 36))
        #expect(measure(200, .exactly, 0, .undefined) == Size(width: 200, height: 36))
        #expect(measure(100, .atMost, 0, .undefined) == Size(width: 100, height: 36))
        #expect(measure(500, .atMost, 50, .exactly) == Size(width: 136, height: 50))
    }

    @Test func conflictsBreakTheLastConstraintAndKeepSolving() {
        var layout = ConstraintLayout(rootSize: Size(width: 375, height: 667))
        layout.addView(LayoutView("a", in: "screen"))
        let a = view("a"), screen = view("screen")
        layout.add([a.left == screen.left, a.top == screen.top, a.height == 10, a.width == 100])
        layout.add(a.right <= screen.left + 50)
        let solution = layout.solve()
        #expect(solution.frames["a"] == rect(0, 0, 100, 10))
        #expect(solution.conflicts.count == 1)
        #expect(solution.conflicts.first?.broken.description == "a.right <= screen.left + 50")
        #expect(solution.conflicts.first?.constraints.map(\.description) == ["a.left == screen.left", "a.width == 100", "a.right <= screen.left + 50"])
    }

    @Test func ambiguousViewsAreNamed() {
        var layout = ConstraintLayout(rootSize: Size(width: 375, height: 667))
        layout.addView(LayoutView("a", in: "screen"))
        layout.addView(LayoutView("b", in: "screen"))
        let a = view("a"), b = view("b"), screen = view("screen")
        layout.add([a.left == screen.left, a.top == screen.top, a.height == 10, a.width == 100])
        layout.add([b.top == a.bottom, b.height == 10, b.left >= screen.left])
        layout.add([(b.width == 50).priority(.low), (b.width == 80).priority(.low)])  // a tie inside one level
        let solution = layout.solve()
        #expect(solution.ambiguousViews == [AmbiguousView(name: "b", quantities: [.x, .width], location: nil)])
    }
}
