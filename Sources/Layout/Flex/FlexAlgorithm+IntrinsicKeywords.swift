// The intrinsic size keywords of CSS Sizing 3 (`max-content`, `fit-content`, `stretch`) as widths and min/max widths.

extension FlexContext {
    /// The border-box size `length` (a keyword) gives the node on an axis, or nil where it acts as `auto`:
    /// in the block axis (heights), `stretch` or `fit-content` without a definite containing block, and
    /// while the node's own content size is being found.
    func intrinsicKeywordSize(_ node: FlexNode, _ length: FlexLength, isRow: Bool, owner: Double?, ownerWidth: Double?) -> Double? {
        guard isRow, !node.measuringIntrinsicSize else { return nil }
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
}
