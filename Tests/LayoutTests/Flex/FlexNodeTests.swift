// Unit tests of the flex engine's API: hand-checked layouts, JSON errors, and the per-pass measure cache.
import Foundation
import Synchronization
import Testing
@testable import Layout
@testable import LayoutJSON

struct FlexNodeTests {
    /// A row of 100 points with items of basis 20 and grow 1 and 3: 60 points of free space split 15/45.
    @Test func growDistributesFreeSpaceByFactor() {
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.width = .points(100)
        rowStyle.height = .points(10)
        var a = FlexStyle(), b = FlexStyle()
        a.flexBasis = .points(20); a.flexGrow = 1
        b.flexBasis = .points(20); b.flexGrow = 3
        let root = FlexNode(style: rowStyle, children: [FlexNode(style: a), FlexNode(style: b)])
        root.layout()
        #expect(root.children.map(\.frame) == [Rect(x: 0, y: 0, width: 35, height: 10), Rect(x: 35, y: 0, width: 65, height: 10)])
        root.layout(direction: .rtl)
        #expect(root.children.map(\.frame) == [Rect(x: 65, y: 0, width: 35, height: 10), Rect(x: 0, y: 0, width: 65, height: 10)])
    }

    @Test func jsonErrorsNameTheCaseAndKey() throws {
        func error(_ json: String) -> String? {
            let object = try? JSONSerialization.jsonObject(with: Data(json.utf8))
            do { _ = try FlexCase(json: object as Any, index: 0); return nil } catch { return error.description }
        }
        #expect(error(#"{"name": "a", "root": {"style": {"widht": 10}}}"#) == "case 'a': root.style: unknown key 'widht'")
        #expect(error(#"{"name": "b", "root": {"style": {"width": -5}}}"#) == "case 'b': root.style.width: must not be negative (-5.0)")
        #expect(error(#"{"name": "c", "root": {"style": {"flexDirection": "sideways"}}}"#) == "case 'c': root.style.flexDirection: unknown value 'sideways'")
        #expect(error(#"{"name": "d", "root": {}, "colour": 1}"#) == "case 'd': unknown key 'colour'")
        #expect(error(#"{"name": "e", "root": {"children": [{"style": {"height": "tall"}}]}}"#)?.hasPrefix("case 'e': root.children[0].style.height: 'tall' is not a length") == true)
    }

    /// A leaf nested 14 containers deep is measured a bounded number of times per pass, not 2^14.
    @Test func deepNestingStaysLinear() {
        let calls = Mutex(0)
        var leaf = FlexNode(measure: { _, _, _, _ in
            calls.withLock { $0 += 1 }
            return Size(width: 10, height: 10)
        })
        for depth in 0..<14 {
            var style = FlexStyle()
            style.flexDirection = depth % 2 == 0 ? .row : .column
            style.alignItems = .center
            leaf = FlexNode(style: style, children: [leaf])
        }
        leaf.layout()
        #expect(leaf.frame.size == Size(width: 10, height: 10))
        #expect(calls.withLock { $0 } <= 14 * 4)
    }

    /// Nested containers measure their children with other owner sizes in each measuring pass; only a
    /// percentage makes the owner's size matter (the browser cases of YGPercentageTest check those), so
    /// without one a single measurement serves every pass. Keyed by the owner's size too, the leaf below
    /// was measured three times.
    @Test func measurementsWithoutPercentagesIgnoreTheOwnersSize() {
        let calls = Mutex(0)
        var leafStyle = FlexStyle()
        leafStyle.width = .points(10)
        var node = FlexNode(style: leafStyle, measure: { _, _, _, _ in
            calls.withLock { $0 += 1 }
            return Size(width: 10, height: 10)
        })
        for depth in 0..<6 {
            var style = FlexStyle()
            style.flexDirection = depth % 2 == 0 ? .row : .column
            node = FlexNode(style: style, children: [node])
        }
        node.layout(available: (300, 300))
        // Once to measure its height, once in the final layout (which is never answered from the cache).
        #expect(calls.withLock { $0 } == 2)
        // Offered at most 300×300, each container fits its content: the leaf's 10×10.
        #expect(node.frame.size == Size(width: 10, height: 10))
    }
}
