// A constraint layout: a tree of views and the Auto Layout constraints between them.

/// Views and constraints, ready to solve with `solve()`. Frames come out relative to each view's
/// parent; the subviews of a scroll view get frames in its content coordinates, as in UIKit.
///
/// Scroll views follow UIKit (Technical Note TN2154 and the layout guides of iOS 11):
/// `scroll.content.*` is the content layout guide, whose size *is* the content size, and
/// `scroll.frame.*` (or plain `scroll.*`) the frame. A constraint between an *edge* of a scroll
/// view (`left right top bottom leading trailing`) and one of its descendants attaches to the
/// content area; its width, height and centres always mean the frame.
public struct ConstraintLayout: Sendable {
    /// The root view's name (`screen` in the text syntax).
    public let rootName: String
    /// The root's size, or nil to let the constraints (or a measuring parent) decide it.
    public var rootSize: Size?
    /// What `leading` and `trailing` mean.
    public var direction: LayoutDirection = .leftToRight
    /// The views, root first, in declaration order.
    public private(set) var views: [LayoutView]
    /// The constraints, in the order they are added to the solver.
    public var constraints: [LayoutConstraint] = []
    private var indexByName: [String: Int]

    /// Creates a layout with only its root.
    public init(rootName: String = "screen", rootSize: Size? = nil) {
        self.rootName = rootName
        self.rootSize = rootSize
        views = [LayoutView(rootName, in: nil)]
        indexByName = [rootName: 0]
    }

    /// The view with this name.
    public func view(named name: String) -> LayoutView? { indexByName[name].map { views[$0] } }

    /// Adds a view. Returns false (and changes nothing) if the name is taken or the parent unknown.
    @discardableResult
    public mutating func addView(_ view: LayoutView) -> Bool {
        guard indexByName[view.name] == nil, let parent = view.parent, indexByName[parent] != nil else { return false }
        indexByName[view.name] = views.count
        views.append(view)
        return true
    }

    /// Changes a view in place (intrinsic size, priorities, offset). Returns false if unknown.
    @discardableResult
    public mutating func updateView(named name: String, _ change: (inout LayoutView) -> Void) -> Bool {
        guard let index = indexByName[name] else { return false }
        change(&views[index])
        return true
    }

    /// Adds constraints.
    public mutating func add(_ constraints: [LayoutConstraint]) { self.constraints += constraints }
    /// Adds one constraint.
    public mutating func add(_ constraint: LayoutConstraint) { constraints.append(constraint) }
}
