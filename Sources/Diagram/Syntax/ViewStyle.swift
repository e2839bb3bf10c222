// The typed properties of one view line, in two vocabularies: UIStackView's and CSS flexbox's.
import Layout

/// A length that may be given in points, as a percentage of the parent, or left to the layout.
public enum Dimension: Hashable, Sendable {
    /// Decided by the layout (CSS `auto`).
    case auto
    /// A number of points.
    case points(Double)
    /// A percentage of the parent's corresponding size (`50` for `50%`).
    case percent(Double)
}

/// `UIStackView.axis`.
public enum StackAxis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// `UIStackView.alignment`: how items sit across the axis. `top`/`bottom` are read as
/// `leading`/`trailing`, as UIKit's constants of the same value.
public enum StackAlignment: String, Hashable, Sendable, CaseIterable {
    case fill, leading, trailing, center, firstBaseline
}

/// `UIStackView.distribution`, plus `start` and `end` (items at their own size, packed to one end).
public enum StackDistribution: String, Hashable, Sendable, CaseIterable {
    case fill, fillEqually, equalSpacing, equalCentering, start, end
}

/// Whether a stack's size along its axis is given (`fixed`) or grows to fit its items (`auto`).
public enum StackSizing: String, Hashable, Sendable, CaseIterable {
    case fixed, auto
}

/// CSS `flex-direction`.
public enum FlexDirection: String, Hashable, Sendable, CaseIterable {
    case row, rowReverse = "row-reverse", column, columnReverse = "column-reverse"
}

/// CSS `justify-content`.
public enum JustifyContent: String, Hashable, Sendable, CaseIterable {
    case flexStart = "flex-start", flexEnd = "flex-end", center
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}

/// CSS `align-items`, `align-self` and `align-content` values (each property accepts a subset).
public enum FlexAlign: String, Hashable, Sendable, CaseIterable {
    case auto, flexStart = "flex-start", flexEnd = "flex-end", center, stretch, baseline
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}

/// CSS `flex-wrap`.
public enum FlexWrap: String, Hashable, Sendable, CaseIterable {
    case nowrap, wrap, wrapReverse = "wrap-reverse"
}

/// CSS `position`.
public enum PositionType: String, Hashable, Sendable, CaseIterable {
    case relative, absolute, `static`
}

/// CSS `display`; `hidden=true` is `none`.
public enum Display: String, Hashable, Sendable, CaseIterable {
    case flex, none, contents
}

/// Everything a view line can set. Unset properties are nil: the engine's defaults for the view's
/// kind apply (`ViewKind.stack` follows UIStackView, `ViewKind.flex` follows CSS).
///
/// Each field has one canonical property name (the field's name); the other spellings are listed
/// in `PropertySchema` and in docs/layout-language.md.
public struct ViewStyle: Hashable, Sendable {
    // MARK: Size and box
    public var width: Dimension?
    public var height: Dimension?
    public var minWidth: Dimension?
    public var minHeight: Dimension?
    public var maxWidth: Dimension?
    public var maxHeight: Dimension?
    /// Width divided by height.
    public var aspectRatio: Double?
    /// Inner spacing; per-edge properties refine it.
    public var padding: Insets?
    /// Outer spacing (stack item margins); per-edge properties refine it.
    public var margin: Insets?
    public var position: PositionType?
    /// Offsets of a positioned view from its parent's edges (CSS `top`, `left`, `bottom`, `right`).
    public var top: Dimension?
    public var left: Dimension?
    public var bottom: Dimension?
    public var right: Dimension?
    public var display: Display?

    // MARK: Stack vocabulary (containers)
    public var axis: StackAxis?
    public var alignment: StackAlignment?
    public var distribution: StackDistribution?
    /// `UIStackView.sizing` as the issue calls it: the stack's `style=fixed|auto`.
    public var sizing: StackSizing?

    // MARK: Flex vocabulary (containers)
    public var flexDirection: FlexDirection?
    public var justifyContent: JustifyContent?
    public var alignItems: FlexAlign?
    public var alignContent: FlexAlign?
    public var flexWrap: FlexWrap?
    /// `spacing` on a stack, `gap` on a flex container: the space between items on both axes.
    public var gap: Double?
    public var rowGap: Double?
    public var columnGap: Double?

    // MARK: Item (any view inside a container)
    public var flexGrow: Double?
    public var flexShrink: Double?
    public var flexBasis: Dimension?
    /// Per-item cross alignment; the stack words `fill`, `leading`, `trailing`, `firstBaseline`
    /// are stored as `stretch`, `flex-start`, `flex-end`, `baseline`.
    public var alignSelf: FlexAlign?

    // MARK: Label
    /// The font size in points (default 17, UILabel's).
    public var fontSize: Double?
    /// `numberOfLines`: 0 for as many as needed (default 1, UILabel's).
    public var numberOfLines: Int?

    // MARK: Scroll view
    /// `contentOffset` to draw the scroll view with.
    public var contentOffset: Point?
    /// An explicit `contentSize` (otherwise derived from the content's constraints or layout).
    public var contentSize: Size?

    /// An empty style: every property at the kind's default.
    public init() {}
}
