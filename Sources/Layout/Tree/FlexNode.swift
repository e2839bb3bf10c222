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
    /// The frame from the last layout, relative to the parent's border box, rounded like a 1× browser.
    public internal(set) var frame: Rect = .zero

    // Unrounded results of the current pass (relative to the parent). A pass runs on one thread and
    // never holds two accesses to one node's state at once, so the runtime's exclusivity checks on
    // these hot properties (a quarter of the layout time) are off.
    @exclusivity(unchecked) var left = 0.0
    @exclusivity(unchecked) var top = 0.0
    @exclusivity(unchecked) var width = 0.0
    @exclusivity(unchecked) var height = 0.0
    /// The sizes this node reported for given offers during the current pass.
    @exclusivity(unchecked) var measureCache: [MeasureKey: Size] = [:]

    /// Creates a node.
    public init(style: FlexStyle = FlexStyle(), children: [FlexNode] = [], measure: MeasureFunction? = nil) {
        self.style = style
        self.children = children
        self.measure = measure
    }
}

/// An offer made to a node: what the cache of one pass is keyed by.
struct MeasureKey: Hashable {
    var width: Double?
    var widthMode: MeasureMode
    var height: Double?
    var heightMode: MeasureMode
    var ownerWidth: Double?
    var ownerHeight: Double?
}
