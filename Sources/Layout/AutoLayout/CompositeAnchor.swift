// Composite anchors as Masonry and SnapKit write them: edges with insets, size and center with offsets.

/// The four edges of an item: `a.edges == b.edges` with `inset(_:)` (Masonry `insets`).
public struct EdgesAnchor: Sendable {
    /// The view or guide the anchors belong to.
    public let item: LayoutItem

    /// `top left bottom right` of this item equal to those of `other`, inset inwards:
    /// `top + insets.top`, `left + insets.left`, `bottom - insets.bottom`, `right - insets.right`.
    public func equal(to other: EdgesAnchor, insets: Insets = .zero,
                      priority: LayoutPriority = .required) -> [LayoutConstraint] {
        [
            LayoutConstraint(Anchor(item, .top), .equal, Anchor(other.item, .top), constant: insets.top, priority: priority),
            LayoutConstraint(Anchor(item, .left), .equal, Anchor(other.item, .left), constant: insets.left, priority: priority),
            LayoutConstraint(Anchor(item, .bottom), .equal, Anchor(other.item, .bottom), constant: -insets.bottom, priority: priority),
            LayoutConstraint(Anchor(item, .right), .equal, Anchor(other.item, .right), constant: -insets.right, priority: priority),
        ]
    }
}

/// Width and height together: `a.size == b.size` plus an offset (Masonry `sizeOffset`) or a fixed size.
public struct SizeAnchor: Sendable {
    /// The view or guide the anchors belong to.
    public let item: LayoutItem

    /// `width relation other.width × multiplier + offset.width`, likewise for height.
    public func relate(_ relation: RelationalOperator, to other: SizeAnchor, multiplier: Double = 1,
                       offset: Size = .zero, priority: LayoutPriority = .required) -> [LayoutConstraint] {
        [
            LayoutConstraint(Anchor(item, .width), relation, Anchor(other.item, .width),
                             multiplier: multiplier, constant: offset.width, priority: priority),
            LayoutConstraint(Anchor(item, .height), relation, Anchor(other.item, .height),
                             multiplier: multiplier, constant: offset.height, priority: priority),
        ]
    }

    /// `width relation size.width`, `height relation size.height`.
    public func relate(_ relation: RelationalOperator, to size: Size,
                       priority: LayoutPriority = .required) -> [LayoutConstraint] {
        [
            LayoutConstraint(Anchor(item, .width), relation, nil, constant: size.width, priority: priority),
            LayoutConstraint(Anchor(item, .height), relation, nil, constant: size.height, priority: priority),
        ]
    }
}

/// Both centres: `a.center == b.center` plus an offset (Masonry `centerOffset`).
public struct CenterAnchor: Sendable {
    /// The view or guide the anchors belong to.
    public let item: LayoutItem

    /// `centerX relation other.centerX + offset.x`, likewise for y.
    public func relate(_ relation: RelationalOperator, to other: CenterAnchor, offset: Point = .zero,
                       priority: LayoutPriority = .required) -> [LayoutConstraint] {
        [
            LayoutConstraint(Anchor(item, .centerX), relation, Anchor(other.item, .centerX),
                             constant: offset.x, priority: priority),
            LayoutConstraint(Anchor(item, .centerY), relation, Anchor(other.item, .centerY),
                             constant: offset.y, priority: priority),
        ]
    }
}

/// The required constraints `lhs == rhs`, one per component.
public func == (lhs: EdgesAnchor, rhs: EdgesAnchor) -> [LayoutConstraint] { lhs.equal(to: rhs) }
/// The required constraints `lhs == rhs`, one per component.
public func == (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] { lhs.relate(.equal, to: rhs) }
/// The required constraints `lhs == rhs`, one per component.
public func == (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] { lhs.relate(.equal, to: rhs) }
/// The required constraints `lhs == rhs`, one per component.
public func == (lhs: CenterAnchor, rhs: CenterAnchor) -> [LayoutConstraint] { lhs.relate(.equal, to: rhs) }
