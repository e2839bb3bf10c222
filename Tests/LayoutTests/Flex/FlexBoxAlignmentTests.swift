// The CSS Box Alignment keywords of flex containers and items (start, end, self-*, safe): hand-derived layouts.
import Foundation
import Testing
@testable import Layout
@testable import LayoutJSON

/// Every expected number below is worked out from css-align-3 and css-flexbox-1, not read from the engine.
struct FlexBoxAlignmentTests {
    /// A container of `width`×`height` (row unless `direction` says) with fixed-size children.
    private func container(_ configure: (inout FlexStyle) -> Void, children: [(Double, Double)],
                           child configureChild: (Int, inout FlexStyle) -> Void = { _, _ in }) -> FlexNode {
        var style = FlexStyle()
        style.flexDirection = .row
        style.width = .points(100)
        style.height = .points(100)
        configure(&style)
        let nodes = children.enumerated().map { index, size in
            var childStyle = FlexStyle()
            childStyle.width = .points(size.0)
            childStyle.height = .points(size.1)
            configureChild(index, &childStyle)
            return FlexNode(style: childStyle)
        }
        return FlexNode(style: style, children: nodes)
    }

    private func xs(_ root: FlexNode, _ direction: FlexTextDirection = .ltr) -> [Double] {
        root.layout(direction: direction)
        return root.children.map(\.frame.minX)
    }

    private func ys(_ root: FlexNode, _ direction: FlexTextDirection = .ltr) -> [Double] {
        root.layout(direction: direction)
        return root.children.map(\.frame.minY)
    }

    /// css-align-3 §5.2: `end` is the inline end (right in LTR, left in RTL) whatever the flex direction;
    /// `flex-end` is the main end, which row-reverse puts on the left in LTR and on the right in RTL.
    /// A 20-wide item in 100: at the right edge it is at x = 80.
    @Test func endIsTheWritingModesEndUnderRowReverse() {
        let end = container({ $0.flexDirection = .rowReverse; $0.justifyContent = .end }, children: [(20, 10)])
        let flexEnd = container({ $0.flexDirection = .rowReverse; $0.justifyContent = .flexEnd }, children: [(20, 10)])
        #expect(xs(end) == [80])
        #expect(xs(flexEnd) == [0])
        #expect(xs(end, .rtl) == [0])
        #expect(xs(flexEnd, .rtl) == [80])
        // In a plain row they agree: right in LTR, left in RTL.
        let rowEnd = container({ $0.justifyContent = .end }, children: [(20, 10)])
        #expect(xs(rowEnd) == [80])
        #expect(xs(rowEnd, .rtl) == [0])
    }

    /// `start` in column-reverse is the block start (top), where `flex-start` is the bottom: a 20-tall item at
    /// y = 0 against y = 100 − 20 = 80.
    @Test func startIsTheTopOfAColumnReverse() {
        let start = container({ $0.flexDirection = .columnReverse; $0.justifyContent = .start }, children: [(10, 20)])
        let flexStart = container({ $0.flexDirection = .columnReverse; $0.justifyContent = .flexStart }, children: [(10, 20)])
        #expect(ys(start) == [0])
        #expect(ys(flexStart) == [80])
    }

    /// css-flexbox-1 §5.2: wrap-reverse swaps cross-start and cross-end, not the writing mode's edges. One line
    /// of a 10-tall and a 30-tall item sits at the container's bottom (y 70–100) with `align-content: flex-start`;
    /// in it the short item's `end` (block end) is y = 100 − 10 = 90 and `flex-end` (the line's top) is 70.
    @Test func crossEndIsTheBlockEndUnderWrapReverse() {
        func shortItemY(_ align: FlexAlign) -> Double {
            let root = container({ $0.flexWrap = .wrapReverse; $0.alignContent = .flexStart }, children: [(20, 10), (20, 30)],
                                 child: { index, style in if index == 0 { style.alignSelf = align } })
            return ys(root)[0]
        }
        #expect(shortItemY(.end) == 90)
        #expect(shortItemY(.flexEnd) == 70)
        #expect(shortItemY(.start) == 70)
        #expect(shortItemY(.flexStart) == 90)
    }

    /// css-align-3 §6.1: `self-start` across a column is the item's own inline start: the left edge (x = 0)
    /// of an LTR item in an RTL column, the right edge (x = 100 − 10 = 90) of one that inherits RTL.
    @Test func selfStartFollowsTheItemsDirection() {
        let root = container({ $0.flexDirection = .column; $0.alignItems = .selfStart; $0.direction = .rtl },
                             children: [(10, 10), (10, 10)], child: { index, style in if index == 0 { style.direction = .ltr } })
        #expect(xs(root) == [0, 90])
    }

    /// css-align-3 §4.4: two 80-wide items overflow a 100-wide row by 60. `center` puts the pair at −30;
    /// `safe center` at `start`: x = 0 in LTR, flush right in RTL (the first item at 100 − 80 = 20, the second
    /// at 20 − 80 = −60).
    @Test func safeCenterFallsBackToStartWhenItemsOverflow() {
        func row(_ overflow: FlexOverflowPosition) -> FlexNode {
            container({ $0.justifyContent = .center; $0.justifyContentOverflow = overflow }, children: [(80, 10), (80, 10)])
        }
        #expect(xs(row(.unspecified)) == [-30, 50])
        #expect(xs(row(.unsafe)) == [-30, 50])
        #expect(xs(row(.safe)) == [0, 80])
        #expect(xs(row(.safe), .rtl) == [20, -60])
    }

    /// `safe flex-end` in row-reverse, overflowing, goes to `start`, the left edge in LTR: the pair spans 0–160
    /// with the first item (at main-start, the right of the pair) at 80 and the second at 0.
    @Test func safeFallbackInRowReverseIsTheInlineStart() {
        let root = container({ $0.flexDirection = .rowReverse; $0.justifyContent = .flexEnd; $0.justifyContentOverflow = .safe },
                             children: [(80, 10), (80, 10)])
        #expect(xs(root) == [80, 0])
    }

    /// A 150-tall item in a 100-tall row: `end` puts its bottom on the container's, y = −50; `safe end` at the
    /// top, y = 0. An `auto` align-self takes align-items' `safe` too.
    @Test func safeAlignSelfKeepsAnOverflowingItemAtTheStart() {
        func y(_ configure: @escaping (inout FlexStyle) -> Void, _ child: @escaping (inout FlexStyle) -> Void) -> Double {
            ys(container(configure, children: [(50, 150)], child: { _, style in child(&style) }))[0]
        }
        #expect(y({ _ in }, { $0.alignSelf = .end }) == -50)
        #expect(y({ _ in }, { $0.alignSelf = .end; $0.alignSelfOverflow = .safe }) == 0)
        #expect(y({ $0.alignItems = .end; $0.alignItemsOverflow = .safe }, { _ in }) == 0)
    }

    /// Two 80-tall lines in a 100-tall wrapping row overflow by 60: `align-content: end` puts them at −60 and 20;
    /// `safe end` at 0 and 80.
    @Test func safeAlignContentKeepsOverflowingLinesAtTheStart() {
        func root(_ overflow: FlexOverflowPosition) -> FlexNode {
            container({ $0.flexWrap = .wrap; $0.alignContent = .end; $0.alignContentOverflow = overflow }, children: [(60, 80), (60, 80)])
        }
        #expect(ys(root(.unspecified)) == [-60, 20])
        #expect(ys(root(.safe)) == [0, 80])
    }

    /// An absolutely positioned child's static position follows the same keywords: `end` in row-reverse is the
    /// right edge in LTR (x = 80), and a `safe end` child taller than its container stays at the top.
    @Test func absoluteChildrenUseTheKeywords() {
        let row = container({ $0.flexDirection = .rowReverse; $0.justifyContent = .end }, children: [(20, 20)],
                            child: { _, style in style.position = .absolute })
        #expect(xs(row) == [80])
        let tall = container({ _ in }, children: [(50, 200)], child: { _, style in
            style.position = .absolute; style.alignSelf = .end; style.alignSelfOverflow = .safe
        })
        #expect(ys(tall) == [0])
    }

    @Test func badAlignmentValuesNameThePath() {
        func error(_ style: String) -> String? {
            let object = try? JSONSerialization.jsonObject(with: Data(#"{"name": "a", "root": {"style": \#(style)}}"#.utf8))
            do { _ = try FlexCase(json: object as Any, index: 0); return nil } catch { return error.description }
        }
        #expect(error(#"{"justifyContent": "safe end"}"#) == nil)
        #expect(error(#"{"justifyContent": "safe space-between"}"#)
                == "case 'a': root.style.justifyContent: 'safe' goes only before 'center', 'start', 'end', 'flex-start' or 'flex-end' (on items also 'self-start' or 'self-end'), not 'space-between'")
        #expect(error(#"{"justifyContent": "self-start"}"#) == "case 'a': root.style.justifyContent: unknown value 'self-start'")
        #expect(error(#"{"alignContent": "self-end"}"#) == "case 'a': root.style.alignContent: unknown value 'self-end'")
        #expect(error(#"{"alignItems": "careful end"}"#) == "case 'a': root.style.alignItems: unknown value 'careful end'")
        #expect(error(#"{"flexWrap": "nowrap balance"}"#)
                == "case 'a': root.style.flexWrap: unknown value 'nowrap balance' (one of 'nowrap', 'wrap', 'wrap-reverse', 'balance', 'wrap-reverse balance')")
        #expect(error(#"{"flexLineCount": 0}"#) == "case 'a': root.style.flexLineCount: must be a whole number from 1 to 10^6, not 0")
    }
}
