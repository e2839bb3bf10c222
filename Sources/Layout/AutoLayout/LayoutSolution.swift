// What solving a constraint layout produces: frames, content sizes, and what went wrong.

/// Required constraints that cannot all hold, and the one broken to recover, as UIKit logs
/// "Unable to simultaneously satisfy constraints … Will attempt to recover by breaking constraint".
public struct ConstraintConflict: Sendable, CustomStringConvertible {
    /// The smallest set of constraints that conflict (removing any one resolves it), in the order added.
    public var constraints: [LayoutConstraint]
    /// The constraint that was left out so the rest could be solved (the last one added).
    public var broken: LayoutConstraint

    public var description: String {
        let list = constraints.map { "'\($0)'" + ($0.location.map { " (line \($0.line))" } ?? "") }
        let brokenLine = broken.location.map { " (line \($0.line))" } ?? ""
        return "unable to simultaneously satisfy constraints: \(list.joined(separator: ", ")); "
            + "will attempt to recover by breaking constraint '\(broken)'\(brokenLine)"
    }
}

/// A view whose frame, or a scroll view whose content size, is not uniquely determined.
public struct AmbiguousView: Sendable, Hashable, CustomStringConvertible {
    /// The quantities that can take more than one value.
    public enum Quantity: String, Sendable, Hashable, CaseIterable {
        /// The frame quantities.
        case x, y, width, height
        /// A scroll view's content size.
        case contentWidth = "content width", contentHeight = "content height"
    }
    /// The view's name.
    public var name: String
    /// What is undetermined.
    public var quantities: [Quantity]
    /// Where the view was declared.
    public var location: SourcePosition?

    public var description: String {
        let what = quantities.map(\.rawValue).joined(separator: ", ")
        if quantities.allSatisfy({ $0 == .contentWidth || $0 == .contentHeight }) {
            return "the content size of scroll view '\(name)' is ambiguous (\(what)): constrain its subviews "
                + "to all four edges of '\(name).content', or set '\(name).content.width'/'height'"
        }
        return "layout is ambiguous: the \(what) of '\(name)' \(quantities.count == 1 ? "is" : "are") "
            + "not uniquely determined; add constraints that fix \(quantities.count == 1 ? "it" : "them")"
    }
}

/// The solved layout.
public struct LayoutSolution: Sendable {
    /// Each view's frame relative to its parent (a scroll view's subviews: in its content coordinates).
    public var frames: [String: Rect]
    /// Each view's frame in the root's coordinates, after scrolling (what is drawn on screen).
    public var absoluteFrames: [String: Rect]
    /// Each scroll view's content size.
    public var contentSizes: [String: Size]
    /// Conflicts among required constraints, each resolved by breaking one constraint.
    public var conflicts: [ConstraintConflict]
    /// Views whose frames (or content sizes) the constraints do not determine; empty if checking was off.
    public var ambiguousViews: [AmbiguousView]

    /// The constraint at which solving passed `LayoutLimits.maximumSolverWork` (the last one when the ambiguity check
    /// did), or nil: when set, the frames are not the layout's and must not be drawn.
    public var exceededWorkAt: LayoutConstraint? = nil

    /// Whether the layout is fully determined and free of conflicts, and was solved within the work limit.
    public var isValid: Bool { conflicts.isEmpty && ambiguousViews.isEmpty && exceededWorkAt == nil }
}
