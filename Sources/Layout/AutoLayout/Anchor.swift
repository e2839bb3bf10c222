// An anchor of a view or of a scroll view's content guide, and the expressions built on it.

/// What an anchor belongs to: a view (for a scroll view, its frame, i.e. `frameLayoutGuide`)
/// or the content area of a scroll view (`contentLayoutGuide`).
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    /// The view's frame.
    case view(String)
    /// The scroll view's content layout guide.
    case content(String)

    /// The view's name.
    public var viewName: String {
        switch self {
        case .view(let name), .content(let name): return name
        }
    }

    public var description: String {
        switch self {
        case .view(let name): return name
        case .content(let name): return "\(name).content"
        }
    }
}

/// One anchor: an item and an attribute (`header.bottom`, `scroll.content.width`).
public struct Anchor: Hashable, Sendable, CustomStringConvertible {
    /// The view or guide.
    public var item: LayoutItem
    /// The attribute.
    public var attribute: LayoutAttribute

    /// Creates an anchor.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// A view's anchors, for building constraints in Swift: `view("a").top == view("b").bottom + 8`.
public struct ViewAnchors: Sendable {
    /// The view's name.
    public let name: String
    /// The anchors of the named view.
    public init(_ name: String) { self.name = name }

    /// The `left` anchor.
    public var left: Anchor { Anchor(.view(name), .left) }
    /// The `right` anchor.
    public var right: Anchor { Anchor(.view(name), .right) }
    /// The `top` anchor.
    public var top: Anchor { Anchor(.view(name), .top) }
    /// The `bottom` anchor.
    public var bottom: Anchor { Anchor(.view(name), .bottom) }
    /// The `leading` anchor.
    public var leading: Anchor { Anchor(.view(name), .leading) }
    /// The `trailing` anchor.
    public var trailing: Anchor { Anchor(.view(name), .trailing) }
    /// The `width` anchor.
    public var width: Anchor { Anchor(.view(name), .width) }
    /// The `height` anchor.
    public var height: Anchor { Anchor(.view(name), .height) }
    /// The `centerX` anchor.
    public var centerX: Anchor { Anchor(.view(name), .centerX) }
    /// The `centerY` anchor.
    public var centerY: Anchor { Anchor(.view(name), .centerY) }
    /// The four edges (Masonry's `edges`).
    public var edges: EdgesAnchor { EdgesAnchor(item: .view(name)) }
    /// Width and height (Masonry's `size`).
    public var size: SizeAnchor { SizeAnchor(item: .view(name)) }
    /// Both centres (Masonry's `center`).
    public var center: CenterAnchor { CenterAnchor(item: .view(name)) }
    /// The scroll view's content layout guide.
    public var content: GuideAnchors { GuideAnchors(item: .content(name)) }
    /// The scroll view's frame layout guide (the same anchors as the view's own).
    public var frame: GuideAnchors { GuideAnchors(item: .view(name)) }
}

/// The anchors of a layout guide (`scroll.content`, `scroll.frame`).
public struct GuideAnchors: Sendable {
    /// The guide.
    public let item: LayoutItem
    /// The `left` anchor.
    public var left: Anchor { Anchor(item, .left) }
    /// The `right` anchor.
    public var right: Anchor { Anchor(item, .right) }
    /// The `top` anchor.
    public var top: Anchor { Anchor(item, .top) }
    /// The `bottom` anchor.
    public var bottom: Anchor { Anchor(item, .bottom) }
    /// The `leading` anchor.
    public var leading: Anchor { Anchor(item, .leading) }
    /// The `trailing` anchor.
    public var trailing: Anchor { Anchor(item, .trailing) }
    /// The `width` anchor.
    public var width: Anchor { Anchor(item, .width) }
    /// The `height` anchor.
    public var height: Anchor { Anchor(item, .height) }
    /// The `centerX` anchor.
    public var centerX: Anchor { Anchor(item, .centerX) }
    /// The `centerY` anchor.
    public var centerY: Anchor { Anchor(item, .centerY) }
    public var edges: EdgesAnchor { EdgesAnchor(item: item) }
    public var size: SizeAnchor { SizeAnchor(item: item) }
    public var center: CenterAnchor { CenterAnchor(item: item) }
}

/// The anchors of a view, by name.
public func view(_ name: String) -> ViewAnchors { ViewAnchors(name) }

/// `anchor × multiplier + constant`, the right side of a constraint.
public struct AnchorExpression: Sendable {
    /// The `anchor` anchor.
    public var anchor: Anchor
    /// The factor of the anchor.
    public var multiplier: Double = 1
    /// The constant added.
    public var constant: Double = 0
}

/// The anchor times a multiplier.
public func * (lhs: Anchor, rhs: Double) -> AnchorExpression { AnchorExpression(anchor: lhs, multiplier: rhs) }
/// The anchor plus a constant.
public func + (lhs: Anchor, rhs: Double) -> AnchorExpression { AnchorExpression(anchor: lhs, constant: rhs) }
/// The anchor minus a constant.
public func - (lhs: Anchor, rhs: Double) -> AnchorExpression { AnchorExpression(anchor: lhs, constant: -rhs) }
/// The anchor plus a constant.
public func + (lhs: AnchorExpression, rhs: Double) -> AnchorExpression {
    AnchorExpression(anchor: lhs.anchor, multiplier: lhs.multiplier, constant: lhs.constant + rhs)
}
/// The anchor minus a constant.
public func - (lhs: AnchorExpression, rhs: Double) -> AnchorExpression { lhs + -rhs }

/// The required constraint `lhs == rhs`.
public func == (lhs: Anchor, rhs: Anchor) -> LayoutConstraint { LayoutConstraint(lhs, .equal, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Anchor, rhs: Anchor) -> LayoutConstraint { LayoutConstraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Anchor, rhs: Anchor) -> LayoutConstraint { LayoutConstraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Anchor, rhs: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(lhs, .equal, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Anchor, rhs: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(lhs, .lessThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Anchor, rhs: AnchorExpression) -> LayoutConstraint {
    LayoutConstraint(lhs, .greaterThanOrEqual, rhs.anchor, multiplier: rhs.multiplier, constant: rhs.constant)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Anchor, rhs: Double) -> LayoutConstraint { LayoutConstraint(lhs, .equal, nil, constant: rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Anchor, rhs: Double) -> LayoutConstraint { LayoutConstraint(lhs, .lessThanOrEqual, nil, constant: rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Anchor, rhs: Double) -> LayoutConstraint { LayoutConstraint(lhs, .greaterThanOrEqual, nil, constant: rhs) }
