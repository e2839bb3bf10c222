// The two engines together: a flex stack inside an Auto Layout view, and a constraint layout inside a stack.
import Testing
@testable import Layout

struct FlexInConstraintsTests {
    /// A row of two 50×20 items 10 apart: 110×20, the intrinsic size of the view that holds it.
    static let makeRow: @Sendable () -> FlexNode = {
        var row = FlexStyle()
        row.flexDirection = .row
        row.columnGap = .points(10)
        var item = FlexStyle()
        item.width = .points(50)
        item.height = .points(20)
        return FlexNode(style: row, children: [FlexNode(style: item), FlexNode(style: item)])
    }

    @Test func aStackSizesAnAutoLayoutView() {
        var layout = ConstraintLayout(rootSize: Size(width: 320, height: 100))
        layout.addView(LayoutView("toolbar", in: "screen", intrinsicSize: .measured(FlexNode.measureFunction(Self.makeRow))))
        layout.add([view("toolbar").centerX == view("screen").centerX, view("toolbar").top == view("screen").top + 8])
        let solution = layout.solve()
        #expect(solution.isValid)
        // Centred: (320 − 110) / 2 = 105.
        #expect(solution.frames["toolbar"] == Rect(x: 105, y: 8, width: 110, height: 20))
    }

    @Test func aConstraintLayoutSizesAStackItem() {
        // A 40×30 box with 5 points around it: the layout's fitting size is 50×40.
        var card = ConstraintLayout(rootName: "card")
        card.addView(LayoutView("box", in: "card"))
        card.add(view("box").edges.equal(to: view("card").edges, insets: Insets(all: 5)))
        card.add([view("box").width == 40, view("box").height == 30])
        var row = FlexStyle()
        row.flexDirection = .row
        row.alignItems = .flexStart
        var fixed = FlexStyle()
        fixed.width = .points(10)
        fixed.height = .points(10)
        let root = FlexNode(style: row, children: [FlexNode(style: fixed), FlexNode(measure: card.measureFunction)])
        root.layout()
        #expect(root.children.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 50, height: 40)])
        #expect(root.frame.size == Size(width: 60, height: 40))
    }
}
