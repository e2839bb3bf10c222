// Flex layout benchmark: generated trees of 1k, 10k and 100k nodes, wide and deep, in µs per node.
import Foundation
import Layout

/// `flex`: prints layout time per node for generated trees.
var flexBenchmark: (name: String, run: () -> Void) { ("flex", runFlexBenchmark) }

/// A deterministic tree of about `count` nodes: rows and columns alternating by depth, up to
/// `maxDepth` deep, each container with `fanout` children; leaves have fixed sizes or grow.
private func makeTree(count: Int, fanout: Int, maxDepth: Int) -> (FlexNode, Int) {
    var made = 0
    func node(depth: Int) -> FlexNode {
        made += 1
        var style = FlexStyle()
        style.flexDirection = depth % 2 == 0 ? .row : .column
        style.padding.all = .points(Double(made % 3))
        if depth >= maxDepth || made >= count {
            style.width = .points(Double(10 + made % 20))
            style.height = .points(Double(5 + made % 15))
            style.flexGrow = Double(made % 2)
            return FlexNode(style: style)
        }
        style.flexWrap = made % 5 == 0 ? .wrap : .nowrap
        style.justifyContent = made % 3 == 0 ? .spaceBetween : .flexStart
        style.alignItems = made % 4 == 0 ? .center : .stretch
        var children: [FlexNode] = []
        for _ in 0..<fanout where made < count { children.append(node(depth: depth + 1)) }
        return FlexNode(style: style, children: children)
    }
    let root = node(depth: 0)
    root.style.width = .points(1000)
    return (root, made)
}

private func runFlexBenchmark() {
    let clock = ContinuousClock()
    print("tree                      nodes   depth   layout ms   µs/node")
    for count in [1_000, 10_000, 100_000] {
        for (shape, fanout, depth) in [("wide", max(count / 10, 10), 2), ("deep", 3, 14), ("bushy", 8, 6)] {
            let (root, made) = makeTree(count: count, fanout: fanout, maxDepth: depth)
            var best = Duration.seconds(1_000)
            for _ in 0..<5 {
                let start = clock.now
                root.layout()
                best = min(best, clock.now - start)
            }
            let ms = Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15
            let label = "\(shape) \(count)".padding(toLength: 22, withPad: " ", startingAt: 0)
            print("\(label) \(String(made).leftPadded(8)) \(String(depth).leftPadded(7)) \(String(format: "%11.2f", ms)) \(String(format: "%9.3f", ms * 1000 / Double(made)))")
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(width - count, 0)) + self }
}
