// Laying out a stack with the flex engine, plus the one distribution flexbox has no word for: equalCentering.

/// A stack of arranged items laid out like UIStackView, on `FlexNode`s.
public enum StackLayout {
    /// The flex tree of a stack: a container with `style`'s flex properties, sized `size` along the axes
    /// its `sizing` fixes, holding `items` (each one's content node, restyled as the item says).
    ///
    /// - Parameters:
    ///   - size: the stack's width and height; for `auto` sizing the one along the axis is ignored
    ///     (nil leaves the cross size to fit the items too).
    public static func node(_ style: StackStyle, size: (width: Double?, height: Double?) = (nil, nil),
                            items: [(item: StackItem, content: FlexNode)]) -> FlexNode {
        var container = FlexStyle()
        style.applyContainer(to: &container)
        let isVertical = style.axis == .vertical
        let width = isVertical || style.sizing == .fixed ? size.width : nil
        let height = !isVertical || style.sizing == .fixed ? size.height : nil
        container.width = width.map { .points($0) } ?? .auto
        container.height = height.map { .points($0) } ?? .auto
        for (item, content) in items {
            var itemStyle = content.style
            style.applyItemDefaults(to: &itemStyle)
            apply(item, distribution: style.distribution, to: &itemStyle)
            content.style = itemStyle
        }
        return FlexNode(style: container, children: items.map(\.content))
    }

    /// Lays out a stack built by `node(_:size:items:)` and returns its size and its items' frames
    /// (relative to the stack), after the `equalCentering` pass when the stack asks for it.
    public static func layout(_ style: StackStyle, node: FlexNode, direction: FlexTextDirection = .ltr) -> (size: Size, frames: [Rect]) {
        node.layout(direction: direction)
        var frames = node.children.map(\.frame)
        if style.distribution == .equalCentering {
            let shown = node.children.indices.filter { node.children[$0].style.display != .none }
            centerEqually(&frames, shown: shown, axis: style.axis, in: node.frame.size, padding: style.padding)
        }
        return (node.frame.size, frames)
    }

    /// UIStackView's `equalCentering`: the first shown item at the leading edge, the last at the trailing
    /// edge, and the centres of all of them equally far apart. `frames` are relative to a stack of `size`.
    public static func centerEqually(_ frames: inout [Rect], shown: [Int], axis: StackAxis, in size: Size, padding: Insets) {
        guard shown.count > 1, let first = shown.first, let last = shown.last else { return }
        let isVertical = axis == .vertical
        let start = isVertical ? padding.top : padding.left
        let end = isVertical ? size.height - padding.bottom : size.width - padding.right
        func length(_ index: Int) -> Double { isVertical ? frames[index].height : frames[index].width }
        let firstCenter = start + length(first) / 2, lastCenter = end - length(last) / 2
        let step = (lastCenter - firstCenter) / Double(shown.count - 1)
        for (offset, index) in shown.enumerated() {
            let leading = firstCenter + step * Double(offset) - length(index) / 2
            if isVertical { frames[index].origin.y = leading } else { frames[index].origin.x = leading }
        }
    }

    /// An item's own properties on its flex style.
    static func apply(_ item: StackItem, distribution: StackDistribution, to style: inout FlexStyle) {
        style.margin.top = .points(item.margin.top)
        style.margin.left = .points(item.margin.left)
        style.margin.bottom = .points(item.margin.bottom)
        style.margin.right = .points(item.margin.right)
        if let width = item.width { style.width = .points(width) }
        if let height = item.height { style.height = .points(height) }
        if let alignment = item.alignSelf { style.alignSelf = StackStyle.flexAlign(alignment) }
        if distribution != .fillEqually {
            style.flexGrow = item.grow
            style.flexShrink = item.shrink
        }
        if item.isHidden { style.display = .none }
    }
}
