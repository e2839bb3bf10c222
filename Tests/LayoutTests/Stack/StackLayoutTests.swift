// The stack vocabulary laid out: every distribution, every alignment, fixed and auto sizing, hidden items,
// margins, and right-to-left. Expected frames are worked out by hand in the comments.
import Layout
import Testing

struct StackLayoutTests {
    /// A leaf whose natural size is `width` × `height` (like a label's intrinsic content size); it takes an
    /// exact offer when the stack gives one (stretching across, or filling along).
    static func leaf(_ width: Double, _ height: Double) -> FlexNode {
        FlexNode(measure: { offeredWidth, widthMode, offeredHeight, heightMode in
            Size(width: widthMode == .exactly ? offeredWidth : width, height: heightMode == .exactly ? offeredHeight : height)
        })
    }

    /// Three items of natural sizes 50×20, 60×30 and 40×10, with `items` changing their properties.
    func stack(_ style: StackStyle, size: (width: Double?, height: Double?) = (300, 100),
               items: [StackItem] = [StackItem(), StackItem(), StackItem()], direction: FlexTextDirection = .ltr) -> (size: Size, frames: [Rect]) {
        let leaves = [Self.leaf(50, 20), Self.leaf(60, 30), Self.leaf(40, 10)]
        let node = StackLayout.node(style, size: size, items: Array(zip(items, leaves)))
        return StackLayout.layout(style, node: node, direction: direction)
    }

    func xs(_ frames: [Rect]) -> [Double] { frames.map(\.origin.x) }
    func ys(_ frames: [Rect]) -> [Double] { frames.map(\.origin.y) }
    func widths(_ frames: [Rect]) -> [Double] { frames.map(\.width) }
    func heights(_ frames: [Rect]) -> [Double] { frames.map(\.height) }

    // MARK: Distribution (horizontal, 300 × 100, spacing 10)

    @Test func fillKeepsNaturalSizesUntilAnItemGrows() {
        let plain = stack(StackStyle(distribution: .fill, spacing: 10, sizing: .fixed))
        #expect(xs(plain.frames) == [0, 60, 130])             // 50 + 10, then + 60 + 10
        #expect(widths(plain.frames) == [50, 60, 40])
        // The second item takes the free space: 300 − 150 − 20 = 130, so it is 190 wide.
        let grown = stack(StackStyle(distribution: .fill, spacing: 10, sizing: .fixed),
                          items: [StackItem(), StackItem(grow: 1), StackItem()])
        #expect(xs(grown.frames) == [0, 60, 260])
        #expect(widths(grown.frames) == [50, 190, 40])
    }

    @Test func fillEquallyGivesEveryItemTheSameSize() {
        // (320 − 2 × 10) / 3 = 100 each, whatever their natural sizes.
        let result = stack(StackStyle(distribution: .fillEqually, spacing: 10, sizing: .fixed), size: (320, 100))
        #expect(xs(result.frames) == [0, 110, 220])
        #expect(widths(result.frames) == [100, 100, 100])
    }

    @Test func equalSpacingSharesTheFreeSpaceBetweenItems() {
        // Free space 300 − 150 = 150, two gaps of 75 (more than the 10 of spacing).
        let result = stack(StackStyle(distribution: .equalSpacing, spacing: 10, sizing: .fixed))
        #expect(xs(result.frames) == [0, 125, 260])
        #expect(widths(result.frames) == [50, 60, 40])
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        // Centres from 25 (first at the leading edge) to 280 (last at the trailing edge): 25, 152.5, 280.
        let result = stack(StackStyle(distribution: .equalCentering, spacing: 10, sizing: .fixed))
        #expect(xs(result.frames) == [0, 122.5, 260])
        let centres = result.frames.map { $0.origin.x + $0.width / 2 }
        #expect(centres[1] - centres[0] == centres[2] - centres[1])
    }

    @Test func startAndEndPackTheItems() {
        #expect(xs(stack(StackStyle(distribution: .start, spacing: 10, sizing: .fixed)).frames) == [0, 60, 130])
        // 170 used, so the items start at 130.
        #expect(xs(stack(StackStyle(distribution: .end, spacing: 10, sizing: .fixed)).frames) == [130, 190, 260])
    }

    // MARK: Alignment (across a 100-point-high horizontal stack)

    @Test func alignmentPlacesItemsAcrossTheAxis() {
        let fill = stack(StackStyle(alignment: .fill, sizing: .fixed))
        #expect(ys(fill.frames) == [0, 0, 0])
        #expect(heights(fill.frames) == [100, 100, 100])
        let leading = stack(StackStyle(alignment: .leading, sizing: .fixed))
        #expect(ys(leading.frames) == [0, 0, 0])
        #expect(heights(leading.frames) == [20, 30, 10])
        #expect(ys(stack(StackStyle(alignment: .trailing, sizing: .fixed)).frames) == [80, 70, 90])
        #expect(ys(stack(StackStyle(alignment: .center, sizing: .fixed)).frames) == [40, 35, 45])
        // Without text, an item's baseline is its bottom edge: bottoms line up with the tallest (30).
        #expect(ys(stack(StackStyle(alignment: .firstBaseline, sizing: .fixed)).frames) == [10, 0, 20])
    }

    @Test func anItemCanOverrideTheAlignment() {
        let result = stack(StackStyle(alignment: .leading, sizing: .fixed),
                           items: [StackItem(), StackItem(alignSelf: .trailing), StackItem(alignSelf: .fill)])
        #expect(ys(result.frames) == [0, 70, 0])
        #expect(heights(result.frames) == [20, 30, 100])
    }

    // MARK: Vertical axis

    @Test func aVerticalStackRunsTopToBottom() {
        let result = stack(StackStyle(axis: .vertical, alignment: .center, spacing: 5, sizing: .fixed), size: (100, 300))
        #expect(ys(result.frames) == [0, 25, 60])              // 20 + 5, then + 30 + 5
        #expect(xs(result.frames) == [25, 20, 30])              // (100 − width) / 2
    }

    // MARK: Sizing

    @Test func anAutoStackGrowsAlongItsAxisAndReportsItsSize() {
        // 50 + 60 + 40 + 2 × 10 + 2 × 8 of padding = 186 wide; across, it fits the tallest item: 30 + 16.
        let fitted = stack(StackStyle(spacing: 10, padding: Insets(all: 8), sizing: .auto), size: (nil, nil))
        #expect(fitted.size == Size(width: 186, height: 46))
        #expect(xs(fitted.frames) == [8, 68, 138])
        #expect(heights(fitted.frames) == [30, 30, 30])
        // A given width is ignored along the axis of an auto stack; the given height is kept.
        let tall = stack(StackStyle(spacing: 10, sizing: .auto), size: (500, 100))
        #expect(tall.size == Size(width: 170, height: 100))
        // A fixed stack keeps its size.
        #expect(stack(StackStyle(spacing: 10, sizing: .fixed), size: (500, 100)).size == Size(width: 500, height: 100))
    }

    @Test func aVerticalAutoStackGrowsDown() {
        let result = stack(StackStyle(axis: .vertical, spacing: 4, sizing: .auto), size: (80, 999))
        #expect(result.size == Size(width: 80, height: 68))     // 20 + 30 + 10 + 2 × 4
        #expect(widths(result.frames) == [80, 80, 80])
    }

    // MARK: Items

    @Test func hiddenItemsTakeNoSpace() {
        let result = stack(StackStyle(spacing: 10, sizing: .auto), size: (nil, nil),
                           items: [StackItem(), StackItem(isHidden: true), StackItem()])
        #expect(result.frames[0].origin.x == 0)
        #expect(result.frames[2].origin.x == 60)
        #expect(result.size.width == 100)
        // equalCentering ignores hidden items too.
        let centred = stack(StackStyle(distribution: .equalCentering, sizing: .fixed),
                            items: [StackItem(), StackItem(isHidden: true), StackItem()])
        #expect(xs([centred.frames[0], centred.frames[2]]) == [0, 260])
    }

    @Test func marginsAndFixedSizesCount() {
        let result = stack(StackStyle(alignment: .leading, sizing: .auto), size: (nil, nil),
                           items: [StackItem(margin: Insets(top: 5, left: 4, bottom: 0, right: 6)), StackItem(width: 10, height: 12), StackItem()])
        #expect(xs(result.frames) == [4, 60, 70])
        #expect(ys(result.frames) == [5, 0, 0])
        #expect(result.frames[1].size == Size(width: 10, height: 12))
        #expect(result.size == Size(width: 110, height: 25))
    }

    @Test func itemsKeepTheirSizeWhenTheStackIsTooSmallUnlessTheyShrink() {
        // 150 of items in 100: nobody shrinks by default (they overflow), the last one gives when allowed.
        let rigid = stack(StackStyle(sizing: .fixed), size: (100, 50))
        #expect(widths(rigid.frames) == [50, 60, 40])
        let giving = stack(StackStyle(sizing: .fixed), size: (100, 50), items: [StackItem(), StackItem(), StackItem(shrink: 1)])
        #expect(widths(giving.frames) == [50, 60, 0])
    }

    @Test func rightToLeftStartsAtTheRight() {
        let result = stack(StackStyle(spacing: 10, sizing: .fixed), direction: .rtl)
        #expect(xs(result.frames) == [250, 180, 130])
    }
}
