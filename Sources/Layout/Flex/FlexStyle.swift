// The style of one flex node: CSS flexbox properties with Yoga's defaults, apart from the algorithm.

/// A length in a flex style.
public enum FlexLength: Hashable, Sendable {
    /// Decided by the algorithm (`auto`, or no value).
    case auto
    /// Points.
    case points(Double)
    /// A percentage of the containing block's matching dimension (of its width for margins and padding).
    case percent(Double)
    /// The `max-content`, `fit-content` and `stretch` keywords.
    case maxContent, fitContent, stretch

    /// Whether the length is one of the `max-content`, `fit-content` and `stretch` keywords.
    @inline(__always)
    var isIntrinsicKeyword: Bool {
        switch self {
        case .maxContent, .fitContent, .stretch: return true
        case .auto, .points, .percent: return false
        }
    }

    /// The length in points against `base`, or nil when it is not definite.
    func resolve(_ base: Double?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let value): return base.map { $0 * value / 100 }
        case .auto, .maxContent, .fitContent, .stretch: return nil
        }
    }
}

/// `flex-direction`.
public enum FlexDirection: String, Hashable, Sendable, CaseIterable { case row, rowReverse = "row-reverse", column, columnReverse = "column-reverse" }
/// `justify-content`. `start` and `end` are the container's writing-mode edges on the main axis (css-align-3
/// §5.2 `<content-position>`): the same as `flex-start`/`flex-end` except in `row-reverse` and `column-reverse`.
public enum FlexJustify: String, Hashable, Sendable, CaseIterable {
    case flexStart = "flex-start", flexEnd = "flex-end", center
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
    case start, end
}
/// `align-items`, `align-self` and `align-content`. `start` and `end` are the container's writing-mode edges on
/// the cross axis (css-align-3 §5.2, §6.2): the same as `flex-start`/`flex-end` except in `wrap-reverse`;
/// `self-start` and `self-end` (items only) are the item's own edges there (css-align-3 §6.1 `<self-position>`).
public enum FlexAlign: String, Hashable, Sendable, CaseIterable {
    case auto, flexStart = "flex-start", flexEnd = "flex-end", center, stretch, baseline
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
    case start, end, selfStart = "self-start", selfEnd = "self-end"
}
/// The `safe` and `unsafe` prefixes of an alignment (css-align-3 §4.4 `<overflow-position>`). `safe` aligns an
/// overflowing subject to `start` instead; `unsafe` and no prefix honour the alignment whatever the overflow, as
/// browsers do for flex containers.
public enum FlexOverflowPosition: Hashable, Sendable { case unspecified, safe, unsafe }
/// `flex-wrap`.
public enum FlexWrap: String, Hashable, Sendable, CaseIterable { case nowrap, wrap, wrapReverse = "wrap-reverse" }
/// `position`.
public enum FlexPosition: String, Hashable, Sendable, CaseIterable { case relative, absolute, `static` }
/// `display`.
public enum FlexDisplay: String, Hashable, Sendable, CaseIterable { case flex, none, contents }
/// `box-sizing`.
public enum FlexBoxSizing: String, Hashable, Sendable { case borderBox = "border-box", contentBox = "content-box" }
/// `overflow`.
public enum FlexOverflow: String, Hashable, Sendable { case visible, hidden, scroll }
/// Text direction: which side `start` is.
public enum FlexTextDirection: String, Hashable, Sendable { case ltr, rtl }
/// CSS's `direction` on a node: `ltr`, `rtl`, or `inherit` (the parent's; for the root, the direction
/// the layout is run in). It decides the node's own `start`/`end` edges and which way its rows run.
public enum FlexStyleDirection: String, Hashable, Sendable, CaseIterable {
    case inherit, ltr, rtl

    /// The node's direction, given its parent's.
    @inline(__always)
    func resolved(parent: FlexTextDirection) -> FlexTextDirection {
        switch self {
        case .inherit: return parent
        case .ltr: return .ltr
        case .rtl: return .rtl
        }
    }
}

/// Values for the edges of a box, as CSS writes them: physical edges, logical `start`/`end`, and the
/// shorthands. `start`/`end` win over `left`/`right`, which win over `horizontal`/`vertical`, then `all`.
public struct FlexEdges: Hashable, Sendable {
    public var left, top, right, bottom, start, end, horizontal, vertical, all: FlexLength?

    /// No edge set.
    public init() {}

    /// Whether any edge is a percentage (of the containing block's width).
    var hasPercentage: Bool {
        func isPercent(_ value: FlexLength?) -> Bool {
            if case .percent? = value { return true }
            return false
        }
        return isPercent(left) || isPercent(top) || isPercent(right) || isPercent(bottom) || isPercent(start)
            || isPercent(end) || isPercent(horizontal) || isPercent(vertical) || isPercent(all)
    }

    /// The value of the physical left or right edge (`isLeft`) in `direction`.
    func horizontalEdge(isLeft: Bool, direction: FlexTextDirection) -> FlexLength? {
        let logical = (isLeft == (direction == .ltr)) ? start : end
        return logical ?? (isLeft ? left : right) ?? horizontal ?? all
    }

    /// The value of the top or bottom edge.
    func verticalEdge(isTop: Bool) -> FlexLength? {
        (isTop ? top : bottom) ?? vertical ?? all
    }
}

/// The style of a flex node. Defaults are Yoga's (and React Native's), not the web's:
/// `flex-direction: column`, `flex-shrink: 0`, `align-content: flex-start`, `box-sizing: border-box`.
public struct FlexStyle: Hashable, Sendable {
    public var flexDirection: FlexDirection = .column
    public var justifyContent: FlexJustify = .flexStart
    public var alignItems: FlexAlign = .stretch
    public var alignSelf: FlexAlign = .auto
    public var alignContent: FlexAlign = .flexStart
    public var flexWrap: FlexWrap = .nowrap
    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: FlexLength = .auto
    public var width: FlexLength = .auto
    public var height: FlexLength = .auto
    public var minWidth: FlexLength = .auto
    public var minHeight: FlexLength = .auto
    public var maxWidth: FlexLength = .auto
    public var maxHeight: FlexLength = .auto
    /// Margins (`auto` allowed), padding, border widths and position offsets. Stored together out of line
    /// (they are large and read once per layout pass), which keeps a node's often-read fields close.
    public var margin: FlexEdges {
        get { edges.values.margin }
        set { edges = edges.with { $0.margin = newValue } }
    }
    public var padding: FlexEdges {
        get { edges.values.padding }
        set { edges = edges.with { $0.padding = newValue } }
    }
    public var border: FlexEdges {
        get { edges.values.border }
        set { edges = edges.with { $0.border = newValue } }
    }
    public var inset: FlexEdges {
        get { edges.values.inset }
        set {
            edges = edges.with { $0.inset = newValue }
            hasInset = newValue != FlexEdges()
        }
    }
    /// Whether any inset is set: read on every item placed, so kept beside the often-read fields.
    private(set) var hasInset = false
    private var edges = EdgeStorage.none
    public var position: FlexPosition = .relative
    public var display: FlexDisplay = .flex
    /// `direction`: inherited from the parent unless set.
    public var direction: FlexStyleDirection = .inherit
    // The fields below up to `aspectRatio`, and `storedMinimumLineCount`, sit in what would be padding: a
    // node's style stays as large as it was before they were added (the layout benchmark reads every node's).
    /// `safe`/`unsafe` on `justify-content`, `align-items`, `align-self` (an `auto` one takes `align-items`'s)
    /// and `align-content`.
    public var justifyContentOverflow: FlexOverflowPosition = .unspecified
    public var alignItemsOverflow: FlexOverflowPosition = .unspecified
    public var alignSelfOverflow: FlexOverflowPosition = .unspecified
    public var alignContentOverflow: FlexOverflowPosition = .unspecified
    /// `flex-wrap: balance` (with `wrap` or `wrap-reverse`): lines broken to be as even as they can, as Chrome
    /// does (`FlexLineBalancer`). Ignored when `flexWrap` is `nowrap`.
    public var isWrapBalanced = false
    public var aspectRatio: Double?
    public var boxSizing: FlexBoxSizing = .borderBox
    public var overflow: FlexOverflow = .visible
    private var storedMinimumLineCount: Int32 = 1
    /// The fewest lines a balanced container breaks its items into (Chrome's minimum line count; at most one
    /// per item, and at least 1). Ignored unless `isWrapBalanced`.
    public var minimumLineCount: Int {
        get { Int(storedMinimumLineCount) }
        set { storedMinimumLineCount = Int32(clamping: max(newValue, 1)) }
    }
    public var columnGap: FlexLength = .auto
    public var rowGap: FlexLength = .auto

    /// The default style.
    public init() {}

    /// Whether a percentage in this style is taken of the containing block (sizes, min/max, margins,
    /// padding), so that the node's own size depends on its owner's.
    var sizeUsesOwnerSize: Bool {
        func isPercent(_ length: FlexLength) -> Bool {
            switch length {
            case .percent, .stretch, .fitContent: return true  // the keywords are taken of the available space
            case .auto, .points, .maxContent: return false
            }
        }
        return isPercent(width) || isPercent(height) || isPercent(minWidth) || isPercent(minHeight)
            || isPercent(maxWidth) || isPercent(maxHeight) || margin.hasPercentage || padding.hasPercentage
    }
}

/// A style's four edge sets, shared between copies of the style until one changes.
private final class EdgeStorage: Hashable, Sendable {
    struct Values: Hashable, Sendable {
        var margin = FlexEdges(), padding = FlexEdges(), border = FlexEdges(), inset = FlexEdges()
    }

    /// No edge set anywhere: what every new style shares.
    static let none = EdgeStorage(Values())

    let values: Values

    init(_ values: Values) { self.values = values }

    /// A copy with `change` applied.
    func with(_ change: (inout Values) -> Void) -> EdgeStorage {
        var values = self.values
        change(&values)
        return EdgeStorage(values)
    }

    static func == (a: EdgeStorage, b: EdgeStorage) -> Bool { a === b || a.values == b.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
