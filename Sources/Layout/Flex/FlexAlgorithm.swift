// The flex layout algorithm, after CSS Flexible Box Layout §9 ("Flex Layout Algorithm") as Yoga does it.
import Synchronization

extension FlexNode {
    /// Lays the tree out in `available` space (nil in a dimension: unbounded) in `direction`, then
    /// rounds every frame to whole points as a 1× browser does.
    /// A node whose style sets `direction` is laid out in that direction, and so are its descendants
    /// that don't set it themselves.
    public func layout(available: (width: Double?, height: Double?) = (nil, nil), direction: FlexTextDirection = .ltr) {
        textDirection = style.direction.resolved(parent: direction)
        let context = FlexContext(direction: direction, rootID: ObjectIdentifier(self), pass: FlexContext.nextPass())
        let marginLeft = context.margin(self, isRow: true, leading: true, ownerWidth: available.width)
        let marginTop = context.margin(self, isRow: false, leading: true, ownerWidth: available.width)
        var width = context.styleSize(self, isRow: true, owner: available.width)
        var height = context.styleSize(self, isRow: false, owner: available.height)
        var widthMode: MeasureMode = width == nil ? (available.width == nil ? .undefined : .atMost) : .exactly
        var heightMode: MeasureMode = height == nil ? (available.height == nil ? .undefined : .atMost) : .exactly
        if width == nil, let offered = available.width { width = offered - context.marginSum(self, isRow: true, ownerWidth: offered) }
        if height == nil, let offered = available.height { height = offered - context.marginSum(self, isRow: false, ownerWidth: available.width) }
        if width != nil && widthMode == .undefined { widthMode = .atMost }
        if height != nil && heightMode == .undefined { heightMode = .atMost }
        // The width is found first (shrink-to-fit where not given), then the tree is laid out at that width,
        // as for a positioned box: children's percentage widths resolve against the used width. An auto
        // height stays indefinite (percentages of it, gaps included, count as auto), as in CSS.
        if widthMode != .exactly {
            width = context.layout(self, width: width, widthMode: widthMode, height: height, heightMode: heightMode,
                                   ownerWidth: available.width, ownerHeight: available.height, perform: false).width
            widthMode = .exactly
        }
        let size = context.layout(self, width: width, widthMode: widthMode, height: height, heightMode: heightMode,
                                  ownerWidth: available.width, ownerHeight: available.height, perform: true)
        self.width = size.width
        self.height = size.height
        // The root's own insets move it in the offered space, as a positioned box's do.
        let insetTop = style.position == .static ? nil : style.inset.verticalEdge(isTop: true)?.resolve(available.height)
        self.left = rootLeft(context, available: available.width, marginLeft: marginLeft)
        self.top = marginTop + (insetTop ?? 0)
        round(parentLeft: 0, parentTop: 0)
    }

    /// The laid-out root's left edge in the offered space: from its left inset, or from the right edge of
    /// an offered width where its start is on the right (its `right` inset, or none in right-to-left text).
    /// The offered space is in the layout's direction (`context.direction`): it places the root and picks
    /// the inset that wins; the root's own direction says which physical edges its `start`/`end` are.
    private func rootLeft(_ context: FlexContext, available: Double?, marginLeft: Double) -> Double {
        let positioned = style.position != .static
        let insetLeft = positioned ? style.inset.horizontalEdge(isLeft: true, direction: textDirection)?.resolve(available) : nil
        let insetRight = positioned ? style.inset.horizontalEdge(isLeft: false, direction: textDirection)?.resolve(available) : nil
        if let insetLeft, insetRight == nil || context.direction == .ltr { return marginLeft + insetLeft }
        guard let available, insetRight != nil || context.direction == .rtl else { return marginLeft }
        let marginRight = context.margin(self, isRow: true, leading: false, ownerWidth: available)
        return available - (insetRight ?? 0) - marginRight - width
    }

    /// Rounds to the pixel grid as Yoga does: a position is the rounded position relative to the parent;
    /// a size is the difference of the rounded absolute edges, so adjacent boxes never gap or overlap.
    private func round(parentLeft: Double, parentTop: Double) {
        let absoluteLeft = parentLeft + left, absoluteTop = parentTop + top
        let roundedLeft = absoluteLeft.roundedToPixel, roundedTop = absoluteTop.roundedToPixel
        frame = Rect(x: left.roundedToPixel, y: top.roundedToPixel,
                     width: (absoluteLeft + width).roundedToPixel - roundedLeft,
                     height: (absoluteTop + height).roundedToPixel - roundedTop)
        for child in children { child.round(parentLeft: absoluteLeft, parentTop: absoluteTop) }
    }
}

extension Double {
    /// Rounded to a whole point, halves up (as Yoga rounds to the pixel grid), with float noise removed.
    var roundedToPixel: Double {
        let cleaned = (self * 10_000).rounded() / 10_000
        return (cleaned + 0.5).rounded(.down)
    }
}

/// One line of items on the main axis (§9.3).
struct FlexLine {
    /// Indices into the container's flow children: lines take items in order, so a range.
    var items: Range<Int>
    /// The line's cross size (§9.4, step 8).
    var crossSize = 0.0
    /// The largest distance from an item's cross-start margin edge to its baseline.
    var baseline = 0.0
    /// Where the line starts on the cross axis, from the container's content edge (§9.9 step 13).
    var offset = 0.0
}

/// A flow child during one container's layout.
struct FlexItem {
    // Not retained: the container's children array keeps every item's node alive for the whole call.
    unowned(unsafe) let node: FlexNode
    var basis = 0.0
    var hypotheticalMain = 0.0
    /// What the item adds to its container's content size when that size is not given (its max-content
    /// contribution): its hypothetical main size, unless a set flex basis made that differ from its size.
    var contribution = 0.0
    var main = 0.0
    var cross = 0.0
    var frozen = false
    var marginMainLeading = 0.0, marginMainTrailing = 0.0, marginCrossLeading = 0.0, marginCrossTrailing = 0.0
    var autoMainLeading = false, autoMainTrailing = false, autoCrossLeading = false, autoCrossTrailing = false
    var minMain: Double?, maxMain: Double?
    var mainPosition = 0.0, crossPosition = 0.0
    var baseline = 0.0
    var outerMain: Double { main + marginMainLeading + marginMainTrailing }
    var outerCross: Double { cross + marginCrossLeading + marginCrossTrailing }
}

/// What a layout pass needs besides the tree: the direction it is run in.
struct FlexContext {
    /// The direction the layout is run in: the root's parent's, which the root inherits unless its style
    /// sets one. Each node's own direction is `FlexNode.textDirection`.
    let direction: FlexTextDirection
    /// The root of the pass: a containing block for absolute descendants even when it is static.
    let rootID: ObjectIdentifier
    /// This pass's number: a node's caches from another pass are dropped when the node is first touched,
    /// instead of walking the whole tree to clear them before the pass.
    let pass: UInt64
    /// The items of the containers being laid out (see `ScratchStack`).
    let itemStack = ScratchStack<FlexItem>()
    /// Their lines.
    let lineStack = ScratchStack<FlexLine>()

    private static let passes = Atomic<UInt64>(0)

    /// A number no other layout pass in this process has.
    static func nextPass() -> UInt64 { passes.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Drops `node`'s caches if they are from an earlier pass, and gives its children their direction
    /// for the pass (theirs, else the node's): a node is always reached through its parent, which is
    /// touched first (the root's direction is set by `layout`, a `display: contents` node's children's
    /// when `layoutChildren` prepares it).
    @inline(__always)
    func prepare(_ node: FlexNode) {
        guard node.cachePass != pass else { return }
        startPass(node)
    }

    private func startPass(_ node: FlexNode) {
        node.measureCache.removeAll(keepingCapacity: true)
        node.resolvedBox = nil
        node.sizeUsesOwnerSize = node.style.sizeUsesOwnerSize
        let direction = node.textDirection
        var flowItems = true
        for child in node.children {
            child.textDirection = child.style.direction.resolved(parent: direction)
            if child.style.display != .flex || child.style.position == .absolute { flowItems = false }
        }
        node.childrenAreFlowItems = flowItems
        node.cachePass = pass
    }

    // MARK: Resolved box values

    /// A margin on the row (`isRow`) or column axis; `leading` is left or top.
    func margin(_ node: FlexNode, isRow: Bool, leading: Bool, ownerWidth: Double?) -> Double {
        let margin = box(node, ownerWidth: ownerWidth).margin
        return isRow ? (leading ? margin.left : margin.right) : (leading ? margin.top : margin.bottom)
    }

    func marginSum(_ node: FlexNode, isRow: Bool, ownerWidth: Double?) -> Double {
        margin(node, isRow: isRow, leading: true, ownerWidth: ownerWidth) + margin(node, isRow: isRow, leading: false, ownerWidth: ownerWidth)
    }

    func padding(_ node: FlexNode, isRow: Bool, leading: Bool, ownerWidth: Double?) -> Double {
        let padding = box(node, ownerWidth: ownerWidth).padding
        return isRow ? (leading ? padding.left : padding.right) : (leading ? padding.top : padding.bottom)
    }

    func border(_ node: FlexNode, isRow: Bool, leading: Bool) -> Double {
        let border = box(node, ownerWidth: nil).border
        return isRow ? (leading ? border.left : border.right) : (leading ? border.top : border.bottom)
    }

    /// Padding plus border on both ends of an axis.
    func paddingAndBorder(_ node: FlexNode, isRow: Bool, ownerWidth: Double?) -> Double {
        let box = box(node, ownerWidth: ownerWidth)
        return isRow ? box.padding.horizontal + box.border.horizontal : box.padding.vertical + box.border.vertical
    }

    /// The node's margins, padding and border in points, resolved once per pass (again only for another
    /// owner width when a margin or padding is a percentage).
    @inline(__always)
    func box(_ node: FlexNode, ownerWidth: Double?) -> ResolvedBox {
        prepare(node)
        if let cached = node.resolvedBox, !cached.dependsOnOwnerWidth || cached.ownerWidth == ownerWidth { return cached }
        return resolveBox(node, ownerWidth: ownerWidth)
    }

    /// Logical edges are the node's own: its direction says which side its `start` is.
    private func resolveBox(_ node: FlexNode, ownerWidth: Double?) -> ResolvedBox {
        let direction = node.textDirection
        func edges(_ edges: FlexEdges, base: Double?, floor: Double) -> Insets {
            Insets(top: max(edges.verticalEdge(isTop: true)?.resolve(base) ?? 0, floor),
                   left: max(edges.horizontalEdge(isLeft: true, direction: direction)?.resolve(base) ?? 0, floor),
                   bottom: max(edges.verticalEdge(isTop: false)?.resolve(base) ?? 0, floor),
                   right: max(edges.horizontalEdge(isLeft: false, direction: direction)?.resolve(base) ?? 0, floor))
        }
        let margin = node.style.margin, padding = node.style.padding
        let box = ResolvedBox(ownerWidth: ownerWidth, dependsOnOwnerWidth: margin.hasPercentage || padding.hasPercentage,
                              margin: edges(margin, base: ownerWidth, floor: -.infinity),
                              padding: edges(padding, base: ownerWidth, floor: 0),
                              border: edges(node.style.border, base: nil, floor: 0),
                              autoMargins: (margin.verticalEdge(isTop: true) == .auto,
                                            margin.horizontalEdge(isLeft: true, direction: direction) == .auto,
                                            margin.verticalEdge(isTop: false) == .auto,
                                            margin.horizontalEdge(isLeft: false, direction: direction) == .auto))
        node.resolvedBox = box
        return box
    }

    /// The node's definite border-box size on an axis from `width`/`height`, or nil.
    func styleSize(_ node: FlexNode, isRow: Bool, owner: Double?, ownerWidth: Double? = nil) -> Double? {
        let length = isRow ? node.style.width : node.style.height
        guard let value = length.resolve(owner) else {
            return length.isIntrinsicKeyword ? intrinsicKeywordSize(node, length, isRow: isRow, owner: owner, ownerWidth: ownerWidth ?? (isRow ? owner : nil)) : nil
        }
        return boxSized(node, value, isRow: isRow, ownerWidth: ownerWidth ?? (isRow ? owner : nil))
    }

    private func boxSized(_ node: FlexNode, _ value: Double, isRow: Bool, ownerWidth: Double?) -> Double {
        node.style.boxSizing == .contentBox ? value + paddingAndBorder(node, isRow: isRow, ownerWidth: ownerWidth) : value
    }

    /// The min and max border-box sizes on an axis.
    func minMax(_ node: FlexNode, isRow: Bool, owner: Double?, ownerWidth: Double?) -> (min: Double?, max: Double?) {
        let minLength = isRow ? node.style.minWidth : node.style.minHeight
        let maxLength = isRow ? node.style.maxWidth : node.style.maxHeight
        var minimum = minLength.resolve(owner).map { boxSized(node, $0, isRow: isRow, ownerWidth: ownerWidth) }
        var maximum = maxLength.resolve(owner).map { boxSized(node, $0, isRow: isRow, ownerWidth: ownerWidth) }
        if minimum == nil, minLength.isIntrinsicKeyword { minimum = intrinsicKeywordSize(node, minLength, isRow: isRow, owner: owner, ownerWidth: ownerWidth, isLimit: true) }
        if maximum == nil, maxLength.isIntrinsicKeyword { maximum = intrinsicKeywordSize(node, maxLength, isRow: isRow, owner: owner, ownerWidth: ownerWidth, isLimit: true) }
        return (minimum, maximum)
    }

    /// `value` clamped by the node's min and max on an axis, and never below its padding and border.
    func clamp(_ node: FlexNode, _ value: Double, isRow: Bool, owner: Double?, ownerWidth: Double?) -> Double {
        let (minimum, maximum) = minMax(node, isRow: isRow, owner: owner, ownerWidth: ownerWidth)
        var result = value
        if let maximum, result > maximum { result = maximum }
        if let minimum, result < minimum { result = minimum }
        return max(result, paddingAndBorder(node, isRow: isRow, ownerWidth: ownerWidth))
    }

    /// The children that take part in layout: `display: contents` children are replaced by theirs;
    /// `display: none` subtrees get empty frames.
    func layoutChildren(of node: FlexNode) -> [FlexNode] {
        if (node.cachePass == pass && node.childrenAreFlowItems) || node.children.allSatisfy({ $0.style.display == .flex }) {
            return node.children
        }
        var result: [FlexNode] = []
        for child in node.children {
            switch child.style.display {
            case .flex: result.append(child)
            case .none: child.zeroLayout()
            case .contents:
                child.left = 0; child.top = 0; child.width = 0; child.height = 0
                prepare(child)  // its children inherit its direction
                result += layoutChildren(of: child)
            }
        }
        return result
    }

    /// The main axis: in a right-to-left container, row and row-reverse swap.
    func resolvedDirection(_ node: FlexNode) -> FlexDirection {
        switch (node.style.flexDirection, node.textDirection) {
        case (.row, .rtl): return .rowReverse
        case (.rowReverse, .rtl): return .row
        default: return node.style.flexDirection
        }
    }

    /// The alignment of a child in its container's cross axis, with the writing-mode keywords resolved to the
    /// flex-relative ones the steps use. `start`/`end` are the container's block (row) or inline (column) edges
    /// (css-align-3 §6.1 `<self-position>`): the cross start of the flex lines except in `wrap-reverse`, which
    /// turns the cross axis and not the writing mode (css-flexbox-1 §5.2). `self-start`/`self-end` are the
    /// item's own edges: across a row the block axis, the same for every item here (all horizontal-tb), across a
    /// column the inline axis, where the item's `direction` decides.
    @inline(__always)
    func alignSelf(_ child: FlexNode, in container: FlexNode) -> FlexAlign {
        let value = child.style.alignSelf == .auto ? container.style.alignItems : child.style.alignSelf
        switch value {
        case .start, .end, .selfStart, .selfEnd: return resolvedSelfPosition(value, child, in: container)
        default: return value
        }
    }

    private func resolvedSelfPosition(_ value: FlexAlign, _ child: FlexNode, in container: FlexNode) -> FlexAlign {
        var isStart = value == .start || value == .selfStart
        if value == .selfStart || value == .selfEnd {
            let isColumn = container.style.flexDirection == .column || container.style.flexDirection == .columnReverse
            if isColumn && child.textDirection != container.textDirection { isStart.toggle() }
        }
        return isStart == (container.style.flexWrap != .wrapReverse) ? .flexStart : .flexEnd
    }

    /// Whether the child's cross-axis alignment is `safe` (an `auto` `align-self` takes `align-items`'s prefix).
    @inline(__always)
    func alignSelfIsSafe(_ child: FlexNode, in container: FlexNode) -> Bool {
        (child.style.alignSelf == .auto ? container.style.alignItemsOverflow : child.style.alignSelfOverflow) == .safe
    }

    /// The offset css-align-3 §4.4 gives a `safe` subject that overflows (`free` < 0): its alignment becomes
    /// `start`, the writing mode's start, which is the flex-end side when `isStartAtFlexEnd` (a reversed main axis
    /// for `justify-content`, `wrap-reverse` for the cross axis).
    @inline(__always)
    func safeStartOffset(_ free: Double, isStartAtFlexEnd: Bool) -> Double { isStartAtFlexEnd ? free : 0 }

    /// `justify-content` with `start`/`end` resolved: the container's writing-mode main edges (css-align-3 §5.2
    /// `<content-position>`), which are its flex-start/flex-end unless `flex-direction` is reversed.
    @inline(__always)
    func justifyContent(_ node: FlexNode) -> FlexJustify {
        let value = node.style.justifyContent
        guard value == .start || value == .end else { return value }
        return (value == .start) != node.style.flexDirection.isReversed ? .flexStart : .flexEnd
    }

    /// `align-content` with `start`/`end` resolved: the container's writing-mode cross edges (css-align-3 §5.2),
    /// its cross-start/cross-end unless `wrap-reverse` turned them.
    @inline(__always)
    func alignContent(_ node: FlexNode) -> FlexAlign {
        let value = node.style.alignContent
        guard value == .start || value == .end else { return value }
        return (value == .start) == (node.style.flexWrap != .wrapReverse) ? .flexStart : .flexEnd
    }
}

extension FlexDirection {
    /// `row-reverse` or `column-reverse`: main-start is the writing mode's end.
    var isReversed: Bool { self == .rowReverse || self == .columnReverse }
}

extension FlexNode {
    func zeroLayout() {
        left = 0; top = 0; width = 0; height = 0
        for child in children { child.zeroLayout() }
    }
}
