// Absolutely positioned children (CSS Flexbox §4.1): sized and placed against the container's padding box.

extension FlexContext {
    /// Lays out the absolute children of `parent` (at `parentOffset` in the containing block `block`,
    /// of border-box `blockSize`), then those of its static flow descendants, which share the block.
    func layoutAbsoluteDescendants(of block: FlexNode, parent: FlexNode, parentSize: Size, parentOffset: Point, blockSize: Size,
                                   ownerWidth: Double?) {
        for child in layoutChildren(of: parent) {
            if child.style.position == .absolute {
                layoutAbsolute(child, parent: parent, parentSize: parentSize, parentOffset: parentOffset, block: block,
                               blockSize: blockSize, ownerWidth: ownerWidth)
            } else if child.style.position == .static {
                layoutAbsoluteDescendants(of: block, parent: child, parentSize: Size(width: child.width, height: child.height),
                                          parentOffset: Point(x: parentOffset.x + child.left, y: parentOffset.y + child.top),
                                          blockSize: blockSize, ownerWidth: parentSize.width)
            }
        }
    }

    /// Lays out an absolutely positioned child of `parent`: sized and offset against the padding box of
    /// its containing block `block` (of border-box `blockSize`, with `parent` at `parentOffset` in it),
    /// and, where no inset is set, at its static position in `parent`. Its frame is relative to `parent`.
    func layoutAbsolute(_ child: FlexNode, parent container: FlexNode, parentSize size: Size, parentOffset: Point,
                        block: FlexNode, blockSize: Size, ownerWidth: Double?) {
        let flexDirection = resolvedDirection(container)
        let isRow = flexDirection == .row || flexDirection == .rowReverse
        let isMainReversed = flexDirection == .rowReverse || flexDirection == .columnReverse
        let borderLeft = border(container, isRow: true, leading: true), borderRight = border(container, isRow: true, leading: false)
        let borderTop = border(container, isRow: false, leading: true), borderBottom = border(container, isRow: false, leading: false)
        let blockLeft = border(block, isRow: true, leading: true), blockRight = border(block, isRow: true, leading: false)
        let blockTop = border(block, isRow: false, leading: true), blockBottom = border(block, isRow: false, leading: false)
        let paddingBoxWidth = blockSize.width - blockLeft - blockRight
        let paddingBoxHeight = blockSize.height - blockTop - blockBottom
        let inset = child.style.inset
        // The child's `start`/`end` insets are its own edges.
        let left = inset.horizontalEdge(isLeft: true, direction: child.textDirection)?.resolve(paddingBoxWidth)
        let right = inset.horizontalEdge(isLeft: false, direction: child.textDirection)?.resolve(paddingBoxWidth)
        let top = inset.verticalEdge(isTop: true)?.resolve(paddingBoxHeight)
        let bottom = inset.verticalEdge(isTop: false)?.resolve(paddingBoxHeight)
        let marginLeft = margin(child, isRow: true, leading: true, ownerWidth: paddingBoxWidth)
        let marginRight = margin(child, isRow: true, leading: false, ownerWidth: paddingBoxWidth)
        let marginTop = margin(child, isRow: false, leading: true, ownerWidth: paddingBoxWidth)
        let marginBottom = margin(child, isRow: false, leading: false, ownerWidth: paddingBoxWidth)

        var width = styleSize(child, isRow: true, owner: paddingBoxWidth, ownerWidth: paddingBoxWidth)
        var height = styleSize(child, isRow: false, owner: paddingBoxHeight, ownerWidth: paddingBoxWidth)
        let ratio = child.style.aspectRatio
        if width == nil, let left, let right { width = max(paddingBoxWidth - left - right - marginLeft - marginRight, 0) }
        // With an aspect ratio, a width (given or from the insets) decides the height: the vertical insets don't.
        if height == nil, ratio == nil || width == nil, let top, let bottom {
            height = max(paddingBoxHeight - top - bottom - marginTop - marginBottom, 0)
        }
        if ratio != nil, width == nil, height == nil {
            // Neither size is known: the width fits the content (within min and max), the ratio gives the height.
            let content = layout(child, width: nil, widthMode: .undefined, height: nil, heightMode: .undefined,
                                 ownerWidth: paddingBoxWidth, ownerHeight: paddingBoxHeight, perform: false)
            width = clamp(child, content.width, isRow: true, owner: paddingBoxWidth, ownerWidth: paddingBoxWidth)
        }
        if let ratio {
            if width == nil, let height { width = height * ratio } else if height == nil, let width { height = width / ratio }
        }
        if let w = width { width = clamp(child, w, isRow: true, owner: paddingBoxWidth, ownerWidth: paddingBoxWidth) }
        if let h = height { height = clamp(child, h, isRow: false, owner: paddingBoxHeight, ownerWidth: paddingBoxWidth) }
        let measured = layout(child, width: width, widthMode: width == nil ? .undefined : .exactly,
                              height: height, heightMode: height == nil ? .undefined : .exactly,
                              ownerWidth: paddingBoxWidth, ownerHeight: paddingBoxHeight, perform: false)
        let finalSize = layout(child, width: measured.width, widthMode: .exactly, height: measured.height, heightMode: .exactly,
                               ownerWidth: paddingBoxWidth, ownerHeight: paddingBoxHeight, perform: true)

        func staticPosition(isHorizontal: Bool, childSize: Double, leadingMargin: Double, trailingMargin: Double) -> Double {
            let containerSize = isHorizontal ? size.width : size.height
            let leadingInner = isHorizontal ? borderLeft + padding(container, isRow: true, leading: true, ownerWidth: ownerWidth)
                                            : borderTop + padding(container, isRow: false, leading: true, ownerWidth: ownerWidth)
            let trailingInner = isHorizontal ? borderRight + padding(container, isRow: true, leading: false, ownerWidth: ownerWidth)
                                             : borderBottom + padding(container, isRow: false, leading: false, ownerWidth: ownerWidth)
            let free = containerSize - leadingInner - trailingInner - childSize - leadingMargin - trailingMargin
            let isMain = isHorizontal == isRow
            var offset = 0.0
            if isMain {
                switch justifyContent(container) {
                case .center, .spaceAround, .spaceEvenly: offset = free / 2
                case .flexEnd: offset = free
                default: offset = 0
                }
                // css-align-3 §4.4: `safe` overflowing is `start` (main end of a reversed flex-direction).
                if free < 0, container.style.justifyContentOverflow == .safe {
                    offset = container.style.flexDirection.isReversed ? free : 0
                }
                if isMainReversed { offset = free - offset }
            } else {
                let align = alignSelf(child, in: container)
                switch align {
                case .center: offset = free / 2
                case .flexEnd: offset = free
                default: offset = 0
                }
                // css-align-3 §4.4: `safe` overflowing is `start`, the writing mode's: wrap-reverse's flip below
                // must leave it at the top (or the inline start) where the lines' cross start is the other end.
                if free < 0, align != .baseline, alignSelfIsSafe(child, in: container) {
                    offset = container.style.flexWrap == .wrapReverse ? free : 0
                }
                // `baseline` places an absolute child at the start, which wrap-reverse does not move.
                if container.style.flexWrap == .wrapReverse && align != .baseline { offset = free - offset }
                // A column's cross axis starts at the right in a right-to-left container.
                if isHorizontal && container.textDirection == .rtl { offset = free - offset }
            }
            return leadingInner + leadingMargin + offset
        }

        // Insets place the child in the containing block; the frame is kept relative to the parent. With
        // both horizontal insets set, the one on the containing block's start side wins: `right` in a
        // right-to-left block (CSS 2.1 §10.3.7).
        if let left, right == nil || block.textDirection == .ltr {
            child.left = blockLeft + left + marginLeft - parentOffset.x
        } else if let right {
            child.left = blockSize.width - blockRight - right - marginRight - finalSize.width - parentOffset.x
        } else {
            child.left = staticPosition(isHorizontal: true, childSize: finalSize.width, leadingMargin: marginLeft, trailingMargin: marginRight)
        }
        if let top {
            child.top = blockTop + top + marginTop - parentOffset.y
        } else if let bottom {
            child.top = blockSize.height - blockBottom - bottom - marginBottom - finalSize.height - parentOffset.y
        } else {
            child.top = staticPosition(isHorizontal: false, childSize: finalSize.height, leadingMargin: marginTop, trailingMargin: marginBottom)
        }
    }
}
