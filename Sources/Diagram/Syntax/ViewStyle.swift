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

// The stack vocabulary (`StackAxis`, `StackAlignment`, `StackDistribution`, `StackSizing`) is Layout's.

// The flex vocabulary (`FlexDirection`, `FlexJustify`, `FlexAlign`, `FlexWrap`, `FlexPosition`, `FlexDisplay`) is Layout's.

/// Everything a view line can set. Unset properties are nil: the engine's defaults for the view's
/// kind apply (`ViewKind.stack` follows UIStackView, `ViewKind.flex` follows CSS).
///
/// Each field has one canonical property name (the field's name); the other spellings are listed
/// in `PropertySchema` and in docs/layout-language.md.
public struct ViewStyle: Hashable, Sendable {
    // MARK: Size and box
    /// The width (`width=`, or `size=`).
    public var width: Dimension?
    /// The height (`height=`, or `size=`).
    public var height: Dimension?
    /// The smallest width the layout may give the view.
    public var minWidth: Dimension?
    /// The smallest height the layout may give the view.
    public var minHeight: Dimension?
    /// The largest width the layout may give the view.
    public var maxWidth: Dimension?
    /// The largest height the layout may give the view.
    public var maxHeight: Dimension?
    /// Width divided by height.
    public var aspectRatio: Double?
    /// Inner spacing; per-edge properties refine it.
    public var padding: Insets?
    /// Outer spacing (stack item margins); per-edge properties refine it.
    public var margin: Insets?
    /// CSS positioning: `absolute` takes the view out of its container's flow.
    public var position: FlexPosition?
    /// Offsets of a positioned view from its parent's edges (CSS `top`, `left`, `bottom`, `right`).
    /// Offset of a positioned view from its parent's top edge.
    public var top: Dimension?
    /// Offset of a positioned view from its parent's left edge.
    public var left: Dimension?
    /// Offset of a positioned view from its parent's bottom edge.
    public var bottom: Dimension?
    /// Offset of a positioned view from its parent's right edge.
    public var right: Dimension?
    /// CSS `display`; `none` removes the view from the layout.
    public var display: FlexDisplay?

    // MARK: Stack vocabulary (containers)
    /// The stack's axis.
    public var axis: StackAxis?
    /// How the stack aligns its items across its axis.
    public var alignment: StackAlignment?
    /// How the stack shares its length among its items.
    public var distribution: StackDistribution?
    /// `UIStackView.sizing` as the issue calls it: the stack's `style=fixed|auto`.
    public var sizing: StackSizing?

    // MARK: Flex vocabulary (containers)
    /// CSS `flex-direction`.
    public var flexDirection: FlexDirection?
    /// CSS `justify-content`.
    public var justifyContent: FlexJustify?
    /// CSS `align-items`.
    public var alignItems: FlexAlign?
    /// CSS `align-content`.
    public var alignContent: FlexAlign?
    /// CSS `flex-wrap`.
    public var flexWrap: FlexWrap?
    /// `flexWrap=balance`: wrapped with balanced lines.
    public var isWrapBalanced: Bool?
    /// `safe`/`unsafe` before `justifyContent`, `alignItems` and `alignContent` (`justify=safe center`).
    public var justifyContentOverflow: FlexOverflowPosition?
    public var alignItemsOverflow: FlexOverflowPosition?
    public var alignContentOverflow: FlexOverflowPosition?
    /// `spacing` on a stack, `gap` on a flex container: the space between items on both axes.
    public var gap: Double?
    /// CSS `row-gap`: space between lines of a wrapping container.
    public var rowGap: Double?
    /// CSS `column-gap`: space between items in a line.
    public var columnGap: Double?

    // MARK: Item (any view inside a container)
    /// `grow=`: the item's share of free space.
    public var flexGrow: Double?
    /// `shrink=`: the item's share of overflow taken back.
    public var flexShrink: Double?
    /// `basis=`: the item's size along the axis before growing or shrinking.
    public var flexBasis: Dimension?
    /// Per-item cross alignment; the stack words `fill`, `leading`, `trailing`, `firstBaseline`
    /// are stored as `stretch`, `flex-start`, `flex-end`, `baseline`.
    public var alignSelf: FlexAlign?
    /// `safe`/`unsafe` before `alignSelf`.
    public var alignSelfOverflow: FlexOverflowPosition?

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
    /// Whether the box is a layout guide (`UILayoutGuide`), not a view: set by the code reader, drawn dashed and empty.
    public var isLayoutGuide = false

    /// An empty style: every property at the kind's default.
    public init() {}
}
