// Absolutely positioned children (CSS Flexbox §4.1): sized and placed against the container's padding box.

extension FlexContext {
    /// Lays out an absolutely positioned child of a container of border-box `size`.
    func layoutAbsolute(_ child: FlexNode, in container: FlexNode, size: Size, ownerWidth: Double?, isRow: Bool, isMainReversed: Bool) {
        let borderLeft = border(container, isRow: true, leading: true), borderRight = border(container, isRow: true, leading: false)
        let borderTop = border(container, isRow: false, leading: true), borderBottom = border(container, isRow: false, leading: false)
        let paddingBoxWidth = size.width - borderLeft - borderRight
        let paddingBoxHeight = size.height - borderTop - borderBottom
        let inset = child.style.inset
        let left = inset.horizontalEdge(isLeft: true, direction: direction)?.resolve(paddingBoxWidth)
        let right = inset.horizontalEdge(isLeft: false, direction: direction)?.resolve(paddingBoxWidth)
        let top = inset.verticalEdge(isTop: true)?.resolve(paddingBoxHeight)
        let bottom = inset.verticalEdge(isTop: false)?.resolve(paddingBoxHeight)
        let marginLeft = margin(child, isRow: true, leading: true, ownerWidth: paddingBoxWidth)
        let marginRight = margin(child, isRow: true, leading: false, ownerWidth: paddingBoxWidth)
        let marginTop = margin(child, isRow: false, leading: true, ownerWidth: paddingBoxWidth)
        let marginBottom = margin(child, isRow: false, leading: false, ownerWidth: paddingBoxWidth)

        var width = styleSize(child, isRow: true, owner: paddingBoxWidth, ownerWidth: paddingBoxWidth)
        var height = styleSize(child, isRow: false, owner: paddingBoxHeight, ownerWidth: paddingBoxWidth)
        if width == nil, let left, let right { width = max(paddingBoxWidth - left - right - marginLeft - marginRight, 0) }
        if height == nil, let top, let bottom { height = max(paddingBoxHeight - top - bottom - marginTop - marginBottom, 0) }
        if let ratio = child.style.aspectRatio {
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
                switch container.style.justifyContent {
                case .center, .spaceAround, .spaceEvenly: offset = free / 2
                case .flexEnd: offset = free
                default: offset = 0
                }
                if isMainReversed { offset = free - offset }
            } else {
                switch alignSelf(child, in: container) {
                case .center: offset = free / 2
                case .flexEnd: offset = free
                default: offset = 0
                }
                if container.style.flexWrap == .wrapReverse { offset = free - offset }
                // A column's cross axis starts at the right in right-to-left text.
                if isHorizontal && direction == .rtl { offset = free - offset }
            }
            return leadingInner + leadingMargin + offset
        }

        if let left {
            child.left = borderLeft + left + marginLeft
        } else if let right {
            child.left = size.width - borderRight - right - marginRight - finalSize.width
        } else {
            child.left = staticPosition(isHorizontal: true, childSize: finalSize.width, leadingMargin: marginLeft, trailingMargin: marginRight)
        }
        if let top {
            child.top = borderTop + top + marginTop
        } else if let bottom {
            child.top = size.height - borderBottom - bottom - marginBottom - finalSize.height
        } else {
            child.top = staticPosition(isHorizontal: false, childSize: finalSize.height, leadingMargin: marginTop, trailingMargin: marginBottom)
        }
    }
}
