// The automatic minimum size of flex items (CSS Flexbox §4.5, `min-width`/`min-height: auto`): an item
// does not shrink below its content's min-content size (or its specified size, if smaller).

extension FlexContext {
    /// Whether the item's main-axis minimum is automatic and can matter: its min is `auto`, it is not a
    /// scroll container, and it can end up below its content size (it shrinks, or its flex basis is set).
    func needsAutomaticMinimum(_ child: FlexNode, isRow: Bool) -> Bool {
        // Read field by field: a copy of the whole style would retain and release its shared edges.
        guard child.style.flexShrink > 0 || child.style.flexBasis != .auto, child.style.overflow == .visible else { return false }
        return (isRow ? child.style.minWidth : child.style.minHeight) == .auto
    }

    /// The content-based minimum size of an item on the main axis: its min-content size, capped by its
    /// specified main size and its max main size.
    func automaticMinimumMain(_ child: FlexNode, isRow: Bool, maxMain: Double?, innerMain: Double?, innerCross: Double?,
                              crossMode: MeasureMode, container: FlexNode, innerWidth: Double?, innerHeight: Double?,
                              crossMargins: Double) -> Double {
        // Across its width a box's min-content height is its height: the content measured at its cross size.
        var minimum = isRow ? minContentWidth(child, ownerWidth: innerWidth)
                            : contentMainSize(child, isRow: false, innerMain: innerMain, innerCross: innerCross, crossMode: crossMode,
                                              container: container, innerWidth: innerWidth, innerHeight: innerHeight, crossMargins: crossMargins,
                                              hasMinMax: maxMain != nil)
        // §4.5: with a preferred aspect ratio, the content size suggestion is clamped by the definite min and max
        // cross sizes converted through the ratio (a `min-width: 40` item of ratio 2 in a column: at least 20 tall).
        if let ratio = child.style.aspectRatio {
            let (minCross, maxCross) = minMax(child, isRow: !isRow, owner: innerCross, ownerWidth: innerWidth)
            func converted(_ cross: Double) -> Double { isRow ? cross * ratio : cross / ratio }
            if let maxCross { minimum = min(minimum, converted(maxCross)) }
            if let minCross { minimum = max(minimum, converted(minCross)) }
        }
        if let specified = styleSize(child, isRow: isRow, owner: innerMain, ownerWidth: innerWidth) { minimum = min(minimum, specified) }
        if let maxMain { minimum = min(minimum, maxMain) }
        return minimum
    }

    /// The node's min-content width (border box): its items' min-content contributions side by side in a
    /// single-line row, else the widest of them. A measured leaf's is its `minContentWidth` (none: it wraps to nothing).
    func minContentWidth(_ node: FlexNode, ownerWidth: Double?) -> Double {
        let pb = paddingAndBorder(node, isRow: true, ownerWidth: ownerWidth)
        let items = layoutChildren(of: node).filter { $0.style.position != .absolute }
        guard !items.isEmpty else { return pb + (node.measure == nil ? 0 : node.minContentWidth ?? 0) }
        let direction = node.style.flexDirection
        let sideBySide = (direction == .row || direction == .rowReverse) && node.style.flexWrap == .nowrap
        var content = 0.0
        for item in items {
            let contribution = minContentContribution(item)
            content = sideBySide ? content + contribution : max(content, contribution)
        }
        if sideBySide { content += (node.style.columnGap.resolve(nil) ?? 0) * Double(items.count - 1) }
        return content + pb
    }

    /// An item's min-content contribution to its container's width: its width (given, or its min-content
    /// width), within its min and max, plus its margins. Percentages of the unknown container count as auto.
    private func minContentContribution(_ item: FlexNode) -> Double {
        let width = styleSize(item, isRow: true, owner: nil) ?? minContentWidth(item, ownerWidth: nil)
        return clamp(item, width, isRow: true, owner: nil, ownerWidth: nil) + marginSum(item, isRow: true, ownerWidth: nil)
    }
}
