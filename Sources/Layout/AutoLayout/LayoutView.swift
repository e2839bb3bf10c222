// A view of a constraint layout: its parent, whether it scrolls, and its intrinsic content size.

/// Where a view's intrinsic content size comes from (UIKit's `intrinsicContentSize`).
public enum IntrinsicContentSize: Sendable {
    /// A fixed size; nil in a dimension means no intrinsic metric in it.
    case fixed(width: Double?, height: Double?)
    /// Measured content: text, an image, or a flex container from the flex engine. The layout asks
    /// for the natural size first (both dimensions `.undefined`), and once the width is solved,
    /// asks again for the height at that exact width (as a wrapping `UILabel` does).
    case measured(MeasureFunction)
}

/// One view: a name, its parent, and what UIKit knows about its content.
public struct LayoutView: Sendable {
    /// The unique name (`header`).
    public var name: String
    /// The parent's name; nil only for the root.
    public var parent: String?
    /// Whether it is a scroll view, with a content layout guide and a content size.
    public var isScrollView: Bool
    /// The intrinsic content size, if any.
    public var intrinsicSize: IntrinsicContentSize?
    /// Content hugging priorities, horizontal and vertical (UIKit default 250).
    public var contentHugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.low, .low)
    /// Compression resistance priorities, horizontal and vertical (UIKit default 750).
    public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.high, .high)
    /// A scroll view's `contentOffset`: how far its content is scrolled.
    public var contentOffset: Point = .zero
    /// Where the view was declared, if it came from text.
    public var location: SourcePosition?

    /// Creates a view.
    public init(_ name: String, in parent: String?, isScrollView: Bool = false,
                intrinsicSize: IntrinsicContentSize? = nil, location: SourcePosition? = nil) {
        self.name = name
        self.parent = parent
        self.isScrollView = isScrollView
        self.intrinsicSize = intrinsicSize
        self.location = location
    }
}
