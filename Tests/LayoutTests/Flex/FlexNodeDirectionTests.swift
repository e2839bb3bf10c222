// Tests of CSS `direction` per node: a right-to-left subtree in a left-to-right layout, and the reverse.
import Foundation
import Testing
@testable import Layout
@testable import LayoutJSON

struct FlexNodeDirectionTests {
    static func row(width: Double, height: Double = 20, direction: FlexStyleDirection = .inherit) -> FlexStyle {
        var style = FlexStyle()
        style.flexDirection = .row
        style.width = .points(width)
        style.height = .points(height)
        style.direction = direction
        return style
    }

    static func leaf(width: Double) -> FlexNode {
        var style = FlexStyle()
        style.width = .points(width)
        return FlexNode(style: style)
    }

    /// An `rtl` row inside an `ltr` row: the outer row runs left to right, the inner one right to left.
    @Test func rtlChildOfLtrRowLaysOutItsChildrenRightToLeft() {
        let inner = FlexNode(style: Self.row(width: 100, direction: .rtl), children: [Self.leaf(width: 20), Self.leaf(width: 30)])
        let root = FlexNode(style: Self.row(width: 200), children: [inner, Self.leaf(width: 40)])
        root.layout()
        #expect(root.children.map(\.frame.minX) == [0, 100])
        #expect(inner.children.map(\.frame) == [Rect(x: 80, y: 0, width: 20, height: 20), Rect(x: 50, y: 0, width: 30, height: 20)])
        // Run in right to left, the outer row flips; the inner one is right to left either way.
        root.layout(direction: .rtl)
        #expect(root.children.map(\.frame.minX) == [100, 60])
        #expect(inner.children.map(\.frame.minX) == [80, 50])
    }

    /// `inherit` (the default) takes the parent's direction, set or itself inherited, and `ltr` resets it.
    @Test func inheritFollowsTheParent() {
        let grandchild = FlexNode(style: Self.row(width: 50), children: [Self.leaf(width: 10)])
        let inheriting = FlexNode(style: Self.row(width: 100), children: [grandchild, Self.leaf(width: 20)])
        let resetting = FlexNode(style: Self.row(width: 100, direction: .ltr), children: [Self.leaf(width: 10)])
        let root = FlexNode(style: Self.row(width: 300, direction: .rtl), children: [inheriting, resetting])
        root.layout()
        #expect(root.children.map(\.frame.minX) == [200, 100])
        #expect(inheriting.children.map(\.frame.minX) == [50, 30])
        #expect(grandchild.children.map(\.frame.minX) == [40])
        #expect(resetting.children.map(\.frame.minX) == [0])
        // An explicit `inherit` is the default.
        var explicit = Self.row(width: 100)
        explicit.direction = .inherit
        #expect(explicit == Self.row(width: 100))
    }

    /// A `display: contents` node has no box, but its children still inherit its direction.
    @Test func contentsNodesPassTheirDirectionOn() {
        let row = FlexNode(style: Self.row(width: 100), children: [Self.leaf(width: 10)])
        var contents = FlexStyle()
        contents.display = .contents
        contents.direction = .rtl
        let root = FlexNode(style: Self.row(width: 200), children: [FlexNode(style: contents, children: [row])])
        root.layout()
        #expect(row.frame.minX == 0)
        #expect(row.children[0].frame.minX == 90)
        root.children[0].style.direction = .ltr
        root.layout(direction: .rtl)
        #expect(row.frame.minX == 100)
        #expect(row.children[0].frame.minX == 0)
    }

    /// A node's logical edges are its own: `marginStart` and `paddingStart` of an `rtl` node in an `ltr`
    /// row are on its right, while its parent's row still runs left to right.
    @Test func logicalEdgesFollowTheNodesOwnDirection() {
        var style = Self.row(width: 100, direction: .rtl)
        style.margin.start = .points(10)
        style.padding.start = .points(5)
        let inner = FlexNode(style: style, children: [Self.leaf(width: 20)])
        let root = FlexNode(style: Self.row(width: 200), children: [Self.leaf(width: 30), inner])
        root.layout()
        // The inner row starts right after the first leaf: its start margin is on its right.
        #expect(inner.frame.minX == 30)
        // Its content box ends 5 points before its right edge: the leaf sits at 100 - 5 - 20.
        #expect(inner.children[0].frame.minX == 75)
    }

    /// An absolutely positioned child of an `rtl` container without insets sits at the container's start
    /// (its right), and `start` insets are the child's own.
    @Test func absoluteChildrenUseTheirContainersDirection() {
        var absolute = FlexStyle()
        absolute.position = .absolute
        absolute.width = .points(20)
        absolute.height = .points(20)
        var startInset = absolute
        startInset.inset.start = .points(10)
        var ltrStartInset = startInset
        ltrStartInset.direction = .ltr
        var containerStyle = Self.row(width: 100, height: 100, direction: .rtl)
        containerStyle.position = .relative
        let container = FlexNode(style: containerStyle,
                                 children: [FlexNode(style: absolute), FlexNode(style: startInset), FlexNode(style: ltrStartInset)])
        let root = FlexNode(style: Self.row(width: 200, height: 100), children: [container])
        root.layout()
        #expect(container.children.map(\.frame.minX) == [80, 70, 10])
    }

    @Test func jsonReadsDirection() throws {
        func decode(_ json: String) throws -> FlexCase {
            try FlexCase(json: try JSONSerialization.jsonObject(with: Data(json.utf8)), index: 0)
        }
        for (value, expected) in [("ltr", FlexStyleDirection.ltr), ("rtl", .rtl), ("inherit", .inherit)] {
            let node = try decode(#"{"name": "a", "root": {"style": {"direction": "\#(value)"}}}"#).root()
            #expect(node.style.direction == expected)
        }
        #expect(throws: FlexJSONError(caseName: "b", message: "root.children[0].style.direction: unknown value 'sideways'")) {
            try decode(#"{"name": "b", "root": {"children": [{"style": {"direction": "sideways"}}]}}"#)
        }
        #expect(throws: FlexJSONError(caseName: "c", message: "root.style.direction: unknown value 1")) {
            try decode(#"{"name": "c", "root": {"style": {"direction": 1}}}"#)
        }
    }
}
