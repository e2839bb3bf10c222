// The intrinsic size keywords of CSS Sizing 3 (`max-content`, `fit-content`, `stretch`) as sizes and min/max sizes.

extension FlexContext {
    /// The border-box size `length` (a keyword) gives the node on an axis, or nil where it acts as `auto`:
    /// `stretch` without a definite containing block width or as a height, `fit-content` or `max-content`
    /// as a height (an automatic height is already the content's), and while the node's own content size is being found.
    func intrinsicKeywordSize(_ node: FlexNode, _ length: FlexLength, isRow: Bool, owner: Double?, ownerWidth: Double?,
                              isLimit: Bool = false) -> Double? {
        guard !node.measuringIntrinsicSize else { return nil }
        guard isRow else { return isLimit && length != .stretch ? intrinsicBlockSize(node, ownerWidth: ownerWidth) : nil }
        switch length {
        case .maxContent: return maxContentWidth(node)
        case .stretch: return stretchFitWidth(node, owner: owner, ownerWidth: ownerWidth)
        case .fitContent:
            // min(max-content, max(min-content, stretch-fit)); without a stretch-fit size, the max-content size.
            let maxContent = maxContentWidth(node)
            guard let stretch = stretchFitWidth(node, owner: owner, ownerWidth: ownerWidth) else { return maxContent }
            return min(maxContent, max(keywordMinContentWidth(node), stretch))
        case .auto, .points, .percent: return nil
        }
    }

    /// The width that fills the containing block (`owner`, its inner width) less the node's margins.
    private func stretchFitWidth(_ node: FlexNode, owner: Double?, ownerWidth: Double?) -> Double? {
        guard let owner else { return nil }
        return max(owner - marginSum(node, isRow: true, ownerWidth: ownerWidth ?? owner), 0)
    }

    /// The node's max-content width (border box): laid out with no width offered, not clamped by its min and max.
    private func maxContentWidth(_ node: FlexNode) -> Double {
        node.measuringIntrinsicSize = true
        defer { node.measuringIntrinsicSize = false }
        let height = styleSize(node, isRow: false, owner: nil)
        return layout(node, width: nil, widthMode: .undefined, height: height, heightMode: height == nil ? .undefined : .exactly,
                      ownerWidth: nil, ownerHeight: nil, perform: false, contentSized: true).width
    }

    /// The node's min-content width (border box).
    private func keywordMinContentWidth(_ node: FlexNode) -> Double {
        node.measuringIntrinsicSize = true
        defer { node.measuringIntrinsicSize = false }
        return minContentWidth(node, ownerWidth: nil)
    }

    /// The node's intrinsic block size (border box), for `max-content` or `fit-content` as a min or max
    /// height: its content's height at its own height, which for a column is the longest of the lines
    /// its items break into there (so a wrapping column is as tall as its tallest column, not its items stacked).
    private func intrinsicBlockSize(_ node: FlexNode, ownerWidth: Double?) -> Double {
        node.measuringIntrinsicSize = true
        defer { node.measuringIntrinsicSize = false }
        let width = styleSize(node, isRow: true, owner: ownerWidth)
        // Only a column breaks its content at its height; any other box's content height is found at an unbounded one.
        let isColumn = node.measure == nil && (node.style.flexDirection == .column || node.style.flexDirection == .columnReverse)
        let height = isColumn ? styleSize(node, isRow: false, owner: nil) : nil
        return layout(node, width: width, widthMode: width == nil ? .undefined : .exactly, height: height,
                      heightMode: height == nil ? .undefined : .exactly, ownerWidth: ownerWidth, ownerHeight: nil,
                      perform: false, contentSized: true).height
    }
}
