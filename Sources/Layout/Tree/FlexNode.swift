// A node of a flex layout tree: its style, children, optional measure function, and computed frame.

/// A box laid out by the flexbox algorithm. Build a tree, call `layout(available:direction:)` on the
/// root, then read each node's `frame` (relative to its parent's border box, rounded to whole points).
public final class FlexNode {
    /// The node's style.
    @exclusivity(unchecked) public var style: FlexStyle
    /// The children, in order.
    @exclusivity(unchecked) public var children: [FlexNode]
    /// How a leaf sizes its content (text, images, nested layouts); nil for containers.
    public var measure: MeasureFunction?
    /// A measured leaf's min-content width (its widest piece that cannot wrap, as a text's longest word), which
    /// `max-content`, `fit-content` and automatic minimum sizes need and a measure function cannot tell;
    /// nil: the content can wrap to nothing.
    public var minContentWidth: Double?
    /// The frame from the last layout, relative to the parent's border box, rounded like a 1× browser.
    public internal(set) var frame: Rect = .zero

    // Unrounded results of the current pass (relative to the parent). A pass runs on one thread and
    // never holds two accesses to one node's state at once, so the runtime's exclusivity checks on
    // these hot properties (a quarter of the layout time) are off.
    @exclusivity(unchecked) var left = 0.0
    @exclusivity(unchecked) var top = 0.0
    @exclusivity(unchecked) var width = 0.0
    @exclusivity(unchecked) var height = 0.0
    /// The pass the caches below belong to (see `FlexContext.prepare`).
    @exclusivity(unchecked) var cachePass: UInt64 = 0
    /// Whether the node's own size depends on its owner's size (a percentage in its style), read once per
    /// pass: when not, its measurements are cached whatever size the owner had.
    @exclusivity(unchecked) var sizeUsesOwnerSize = false
    /// Whether every child is displayed and in flow (neither `display: none`/`contents` nor absolute), read
    /// once per pass so the layout calls of the pass need not look at each child's style for it.
    @exclusivity(unchecked) var childrenAreFlowItems = false
    /// The node's text direction in the current pass (its style's, else its parent's), set by the parent
    /// when the parent is first touched in the pass (the root's by `layout`). Small, to fit beside the flags.
    @exclusivity(unchecked) var textDirection: FlexTextDirection = .ltr
    /// Which of the children taking part in layout gives the node its first baseline, as set by the node's
    /// last performed layout (-1: none, so the bottom edge is the baseline). Small, to fit beside the flags.
    @exclusivity(unchecked) var baselineItem: Int32 = -1
    /// Set while the node's own max-content or min-content size is being found, for its `max-content`,
    /// `fit-content` or `stretch` sizes: meanwhile those sizes count as `auto`, so finding them never loops.
    @exclusivity(unchecked) var measuringIntrinsicSize = false
    /// The sizes this node reported for given offers during the current pass (a few, newest last).
    @exclusivity(unchecked) var measureCache: [MeasureEntry] = []
    /// Margins, padding and border resolved for the current pass (and the width their percentages were taken of).
    @exclusivity(unchecked) var resolvedBox: ResolvedBox?

    /// Creates a node.
    public init(style: FlexStyle = FlexStyle(), children: [FlexNode] = [], measure: MeasureFunction? = nil) {
        self.style = style
        self.children = children
        self.measure = measure
    }
}

/// A node's margins, padding and border in points for one pass: resolved once instead of on every use.
struct ResolvedBox {
    /// The containing width percentages of margins and padding were resolved against.
    var ownerWidth: Double?
    /// Whether a margin or padding is a percentage (so another owner width gives other values).
    var dependsOnOwnerWidth: Bool
    var margin: Insets
    var padding: Insets
    var border: Insets
    /// Which margins are `auto` (top, left, bottom, right).
    var autoMargins: (top: Bool, left: Bool, bottom: Bool, right: Bool)
}

/// An offer made to a node: what the cache of one pass is keyed by.
struct MeasureKey: Hashable {
    var width: Double?
    var widthMode: MeasureMode
    var height: Double?
    var heightMode: MeasureMode
    var ownerWidth: Double?
    var ownerHeight: Double?
    /// Whether the answer is the node's content size, not clamped by its own min and max sizes.
    var contentSized = false
}

/// A size a node reported for an offer during the current pass.
struct MeasureEntry {
    var key: MeasureKey
    var size: Size

    /// Whether this answer also answers `offer`, by the rules Yoga uses: the same offer; an exact offer of
    /// the size measured; an at-most offer the unconstrained size fits in; or a stricter at-most offer the
    /// size measured under a looser one still fits in. Owner sizes (for percentages) must match.
    func answers(_ offer: MeasureKey) -> Bool {
        offer.ownerWidth == key.ownerWidth && offer.ownerHeight == key.ownerHeight && offer.contentSized == key.contentSized
            && Self.compatible(old: key.width, oldMode: key.widthMode, result: size.width, new: offer.width, newMode: offer.widthMode)
            && Self.compatible(old: key.height, oldMode: key.heightMode, result: size.height, new: offer.height, newMode: offer.heightMode)
    }

    private static func compatible(old: Double?, oldMode: MeasureMode, result: Double, new: Double?, newMode: MeasureMode) -> Bool {
        if oldMode == newMode && same(old, new) { return true }
        guard let new else { return false }
        switch (oldMode, newMode) {
        case (_, .exactly): return same(new, result)
        case (.undefined, .atMost): return new >= result - 0.0001
        case (.atMost, .atMost): return (old ?? .infinity) > new && result <= new + 0.0001
        default: return false
        }
    }

    private static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return abs(a - b) < 0.0001
        default: return false
        }
    }
}
