// Balanced line breaking (`flex-wrap: balance`): line counts and breaks worked out by hand from the rule.
import Testing
@testable import Layout

struct FlexLineBalancerTests {
    private func lines(_ sizes: [Double], gap: Double = 0, limit: Double?, minimum: Int = 1) -> [Int] {
        var balancer = FlexLineBalancer(sizes: sizes, gap: gap, limit: limit)
        return balancer.itemsPerLine(minimumLines: minimum)
    }

    /// 31, 32, 33, 34 in 100: greedy gives two lines. Of the two-line breaks, 31+32 | 33+34 leaves 37 and 33
    /// (37² + 33² = 2458), 31+32+33 | 34 leaves 4 and 66 (4372), 31 | 32+33+34 leaves 69 and 1 (4762).
    @Test func theEvenestBreakWins() {
        #expect(lines([31, 32, 33, 34], limit: 100) == [2, 2])
    }

    /// 50, 50, 50 in 100: 50+50 | 50 and 50 | 50+50 both score 2500; the tie keeps earlier lines full.
    @Test func tiesFillEarlierLines() {
        #expect(lines([50, 50, 50], limit: 100) == [2, 1])
    }

    /// Gaps count between items on a line: 40, 40, 40 with a 10 gap in 100 hold two to a line (90), never three
    /// (140); 40+40 | 40 and 40 | 40+40 both score 10² + 60², and the tie keeps the first line full.
    @Test func gapsCountOnTheLine() {
        #expect(lines([40, 40, 40], gap: 10, limit: 100) == [2, 1])
    }

    /// Four 50s in 100 with three lines wanted: no line length breaks them into exactly three greedily (50–99
    /// gives four, 100 two), so the item ending the last full line (the fourth) is pushed on: 2, 1, 1.
    @Test func aMinimumLineCountPushesExactFits() {
        #expect(lines([50, 50, 50, 50], limit: 100, minimum: 3) == [2, 1, 1])
    }

    /// Unbounded, four 30s want two lines: the shortest length giving at most two lines is 60: 2 and 2.
    @Test func aMinimumLineCountWithoutALimit() {
        #expect(lines([30, 30, 30, 30], limit: nil, minimum: 2) == [2, 2])
        #expect(lines([30, 30, 30, 30], limit: nil) == [4])
        // Never more lines than items.
        #expect(lines([31, 32, 33], limit: 100, minimum: 10) == [1, 1, 1])
    }

    /// An item longer than the line has a line of its own, scoring nothing; a zero-size item after it starts a
    /// new line (150 + 0 is still longer than 100).
    @Test func oversizedItemsStandAlone() {
        #expect(lines([150, 150], limit: 100) == [1, 1])
        #expect(lines([150, 0], limit: 100) == [1, 1])
        #expect(lines([], limit: 100) == [])
    }

    /// A whole container: four 31–34 items in a balanced 100-wide row lie two to a line (the fixtures'
    /// balance_wrap_row): the second line starts at y = 30.
    @Test func aBalancedRowLaysOutItsLines() {
        var style = FlexStyle()
        style.flexDirection = .row
        style.width = .points(100)
        style.flexWrap = .wrap
        style.isWrapBalanced = true
        let children = [31.0, 32, 33, 34].map { width -> FlexNode in
            var child = FlexStyle()
            child.width = .points(width)
            child.height = .points(30)
            return FlexNode(style: child)
        }
        let root = FlexNode(style: style, children: children)
        root.layout()
        #expect(root.children.map(\.frame.minX) == [0, 31, 0, 33])
        #expect(root.children.map(\.frame.minY) == [0, 0, 30, 30])
        #expect(root.frame.height == 60)
    }
}
