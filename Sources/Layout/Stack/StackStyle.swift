// UIStackView's vocabulary, for readers who think in stack views: the terms and how each maps onto flexbox.

/// `UIStackView.axis`.
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    /// Items side by side, leading to trailing.
    case horizontal
    /// Items top to bottom.
    case vertical
}

/// `UIStackView.alignment`: how items sit across the axis. (`top`/`bottom` are UIKit's other names for
/// `leading`/`trailing`.)
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    /// Items stretch across the stack.
    case fill
    /// Items sit at the leading (top, for a horizontal stack) edge.
    case leading
    /// Items sit at the trailing (bottom, for a horizontal stack) edge.
    case trailing
    /// Items are centred across the stack.
    case center
    /// Items' first text baselines line up.
    case firstBaseline
}

/// `UIStackView.distribution`, plus `start` and `end` (items at their own size, packed to one end).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    /// Items fill the stack; growing and shrinking decide who gives.
    case fill
    /// Items fill the stack with equal sizes.
    case fillEqually
    /// Items keep their sizes; equal space between them (at least `spacing`).
    case equalSpacing
    /// Items keep their sizes; their centres are equally far apart.
    case equalCentering
    /// Items keep their sizes, packed at the start.
    case start
    /// Items keep their sizes, packed at the end.
    case end
}

/// Whether a stack's size along its axis is given (`fixed`) or grows to fit its items (`auto`).
public enum StackSizing: String, Hashable, Sendable, CaseIterable {
    /// The stack's size is given (by its properties, constraints or parent).
    case fixed
    /// The stack grows along its axis to fit its items, and reports that size.
    case auto
}

/// A stack view's own properties, and the flex styles they stand for.
///
/// | UIStackView | flex |
/// | --- | --- |
/// | `axis` horizontal / vertical | `flex-direction` row / column |
/// | `alignment` fill, leading, trailing, center, firstBaseline | `align-items` stretch, flex-start, flex-end, center, baseline |
/// | `distribution` fill, start | `justify-content: flex-start` (an item's `grow` decides who fills) |
/// | `distribution` end | `justify-content: flex-end` |
/// | `distribution` fillEqually | every item `flex: 1 1 0` |
/// | `distribution` equalSpacing | `justify-content: space-between` |
/// | `distribution` equalCentering | items at their sizes, then centres spaced equally, first and last at the edges (`StackLayout`) |
/// | `spacing` | `gap` along the axis |
/// | `padding` (`layoutMargins`) | `padding` |
/// | `sizing` fixed / auto | the stack's size is given / its size along the axis is `auto` (fits the items) |
/// | item: margins, width, height, alignSelf, grow, shrink, hidden | `margin`, `width`, `height`, `align-self`, `flex-grow`, `flex-shrink` (default 0: stack items keep their size unless asked), `display: none` |
public struct StackStyle: Hashable, Sendable {
    public var axis: StackAxis
    public var alignment: StackAlignment
    public var distribution: StackDistribution
    /// Space between adjacent items, along the axis.
    public var spacing: Double
    /// Space between the stack's edges and its items.
    public var padding: Insets
    /// Whether the size along the axis is given or fits the items.
    public var sizing: StackSizing

    /// A stack with UIStackView's defaults (horizontal, fill, fill, no spacing) that fits its items.
    public init(axis: StackAxis = .horizontal, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
                spacing: Double = 0, padding: Insets = .zero, sizing: StackSizing = .auto) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.padding = padding
        self.sizing = sizing
    }

    /// `alignment` as `align-items` (or `align-self`).
    public static func flexAlign(_ alignment: StackAlignment) -> FlexAlign {
        switch alignment {
        case .fill: .stretch
        case .leading: .flexStart
        case .trailing: .flexEnd
        case .center: .center
        case .firstBaseline: .baseline
        }
    }

    /// Applies the stack's properties to the style of its flex container: direction, alignment,
    /// justification, gap and padding. Sizes are left to the caller (`sizing` says which may be `auto`).
    public func applyContainer(to style: inout FlexStyle) {
        let isVertical = axis == .vertical
        style.flexDirection = isVertical ? .column : .row
        style.alignItems = Self.flexAlign(alignment)
        switch distribution {
        case .fill, .start, .fillEqually: style.justifyContent = .flexStart
        case .end: style.justifyContent = .flexEnd
        case .equalSpacing, .equalCentering: style.justifyContent = .spaceBetween
        }
        if isVertical { style.rowGap = .points(spacing) } else { style.columnGap = .points(spacing) }
        style.padding.top = .points(padding.top)
        style.padding.left = .points(padding.left)
        style.padding.bottom = .points(padding.bottom)
        style.padding.right = .points(padding.right)
    }

    /// Applies what the stack decides for each arranged item: items keep their size unless they say
    /// they shrink, and `fillEqually` makes every item `flex: 1 1 0`.
    public func applyItemDefaults(to style: inout FlexStyle) {
        style.flexShrink = 0
        if distribution == .fillEqually {
            style.flexBasis = .points(0)
            style.flexGrow = 1
            style.flexShrink = 1
        }
    }
}

/// An arranged item's own properties in a stack.
public struct StackItem: Hashable, Sendable {
    /// Space around the item (it counts towards the stack's size).
    public var margin: Insets
    /// A fixed width or height; nil: the item's own (measured) size.
    public var width: Double?
    public var height: Double?
    /// Overrides the stack's alignment for this item.
    public var alignSelf: StackAlignment?
    /// How much of the free space along the axis the item takes (`fill` distribution).
    public var grow: Double
    /// How much the item gives when the items overflow the stack.
    public var shrink: Double
    /// A hidden item takes no space, like a hidden arranged subview.
    public var isHidden: Bool

    /// An item at its own size.
    public init(margin: Insets = .zero, width: Double? = nil, height: Double? = nil, alignSelf: StackAlignment? = nil,
                grow: Double = 0, shrink: Double = 0, isHidden: Bool = false) {
        self.margin = margin
        self.width = width
        self.height = height
        self.alignSelf = alignSelf
        self.grow = grow
        self.shrink = shrink
        self.isHidden = isHidden
    }
}
