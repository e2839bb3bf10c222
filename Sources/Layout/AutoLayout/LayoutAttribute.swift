// The anchors of a view that constraints relate: edges, size and centre.

/// An anchor of a view or layout guide, as in UIKit's `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    /// The ten anchors of a view.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// The axis the attribute measures along.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return true
        case .top, .bottom, .height, .centerY: return false
        }
    }

    /// Whether the attribute is a position (as opposed to a size).
    public var isPosition: Bool { self != .width && self != .height }

    /// Whether it is one of the edges (`left right top bottom leading trailing`), which for a
    /// scroll view seen from its own descendants mean the content area (see `ConstraintLayout`).
    public var isEdge: Bool { isPosition && self != .centerX && self != .centerY }

    /// Whether it is `leading` or `trailing`, which depend on the layout direction.
    public var isDirectional: Bool { self == .leading || self == .trailing }
}

/// The direction `leading` and `trailing` follow, like `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = "ltr"
    /// Leading is right, trailing is left, and horizontal distances between them are mirrored.
    case rightToLeft = "rtl"
}
