// The resolved diagram: every view's final frame, ready to draw. Lowering produces it; SVG draws it.
import Layout

/// Everything the SVG renderer draws for one block: one panel per screen width.
public struct DiagramScene: Hashable, Sendable {
    /// The panels, drawn left to right (one per `widths=` entry, or one).
    public var panels: [ScenePanel]

    /// Creates a scene.
    public init(panels: [ScenePanel]) {
        self.panels = panels
    }
}

/// One laid-out copy of the block at one screen size.
public struct ScenePanel: Hashable, Sendable {
    /// Shown above the panel when there are several (`"320 pt"`), or nil.
    public var label: String?
    /// The screen, whose frame is normally at the origin; every other view is its descendant.
    public var root: SceneView

    /// Creates a panel.
    public init(label: String? = nil, root: SceneView) {
        self.label = label
        self.root = root
    }
}

/// What kind of box a scene view is drawn as.
public enum SceneViewKind: String, Hashable, Sendable {
    /// The root, drawn neutral and labelled above with its size.
    case screen
    /// A plain view.
    case view
    /// A stack or flex container.
    case stack
    /// A label, drawn with its text.
    case label
    /// A scroll view, drawn as content area, viewport and annotations.
    case scroll
    /// A layout guide (`UILayoutGuide`): a box constraints refer to that shows nothing, drawn dashed and empty.
    case layoutGuide
}

/// One view with its resolved frame.
///
/// `frame` is in absolute diagram coordinates of its panel: where the view appears in the drawing,
/// with every enclosing scroll view's `contentOffset` already applied (a view at content x 400 in a
/// scroll view at x 0 scrolled to 320 has frame x 80). Use `SceneView.resolvingRelativeFrames()` to
/// get this from frames relative to the parent, as layout engines report them.
public struct SceneView: Hashable, Sendable {
    /// The view's name from the block.
    public var name: String
    /// How it is drawn.
    public var kind: SceneViewKind
    /// Where it is drawn.
    public var frame: Rect
    /// A label's text, drawn inside its box.
    public var text: String?
    /// A label's font size in points (default 17).
    public var fontSize: Double
    /// A label's `numberOfLines`: 0 for as many as its text wraps into (default 1, UILabel's).
    public var numberOfLines: Int
    /// A scroll view's content size and offset; nil for other views.
    public var scroll: ScrollGeometry?
    /// Padding, spacing and margin guides, drawn when the options ask for them.
    public var guides: [Guide]
    /// Subviews, drawn above the view in order.
    public var children: [SceneView]
    /// The constraints written in the block (on the screen's scene view only), drawn between the edges
    /// and sizes they tie.
    public var constraints: [SceneConstraint] = []

    /// Creates a scene view.
    public init(name: String, kind: SceneViewKind, frame: Rect, text: String? = nil, fontSize: Double = 17,
                numberOfLines: Int = 1, scroll: ScrollGeometry? = nil, guides: [Guide] = [], children: [SceneView] = []) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.text = text
        self.fontSize = fontSize
        self.numberOfLines = numberOfLines
        self.scroll = scroll
        self.guides = guides
        self.children = children
    }

    /// For a scroll view, the rectangle of its whole content as drawn: the frame's origin moved back
    /// by the content offset, with the content size. Nil for other views.
    public var contentArea: Rect? {
        guard let scroll else { return nil }
        return Rect(x: frame.minX - scroll.contentOffset.x, y: frame.minY - scroll.contentOffset.y,
                    width: scroll.contentSize.width, height: scroll.contentSize.height)
    }

    /// The origin children's frames are measured from in UIKit terms: the frame's origin, or for a
    /// scroll view the content's origin.
    public var childCoordinateOrigin: Point {
        contentArea?.origin ?? frame.origin
    }

    /// Converts a tree whose frames (and guides) are relative to their parent — for a scroll view's
    /// children, relative to its content, as UIKit's `frame` is — into absolute diagram coordinates.
    /// `self.frame` is taken as already absolute.
    public func resolvingRelativeFrames() -> SceneView {
        var copy = self
        let origin = childCoordinateOrigin
        copy.guides = guides.map { $0.offset(by: frame.origin) }
        copy.children = children.map { child in
            var moved = child
            moved.frame.origin = Point(x: child.frame.minX + origin.x, y: child.frame.minY + origin.y)
            return moved.resolvingRelativeFrames()
        }
        return copy
    }

    /// Every view of the tree, this one first, depth first in drawing order.
    public var allViews: [SceneView] {
        // An explicit stack: concatenating each subtree's list would copy a deep chain once per level.
        var result: [SceneView] = []
        var pending = [self]
        while let view = pending.popLast() {
            pending += view.children.reversed()
            result.append(view)
        }
        return result
    }
}

/// A scroll view's `contentSize` and `contentOffset`.
public struct ScrollGeometry: Hashable, Sendable {
    /// The size of the scrollable content.
    public var contentSize: Size
    /// How far the content is scrolled: the content point shown at the viewport's top-left.
    public var contentOffset: Point

    /// Creates scroll geometry.
    public init(contentSize: Size, contentOffset: Point = .zero) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }
}

/// A highlighted area that explains a layout: a padding band, a gap between items, a margin band.
public struct Guide: Hashable, Sendable {
    /// What the area is.
    public enum Kind: String, Hashable, Sendable {
        /// A container's padding band.
        case padding
        /// The gap between two items.
        case spacing
        /// An item's margin band.
        case margin
    }

    /// What the area is.
    public var kind: Kind
    /// The outer rectangle, in the same coordinates as the view's frame.
    public var rect: Rect
    /// For a band (padding, margin), the inner rectangle left out of it; nil for a plain area.
    public var inner: Rect?

    /// Creates a guide.
    public init(_ kind: Kind, rect: Rect, inner: Rect? = nil) {
        self.kind = kind
        self.rect = rect
        self.inner = inner
    }

    /// The guide moved by `offset`.
    func offset(by offset: Point) -> Guide {
        func move(_ r: Rect) -> Rect { Rect(x: r.minX + offset.x, y: r.minY + offset.y, width: r.width, height: r.height) }
        return Guide(kind, rect: move(rect), inner: inner.map(move))
    }
}
