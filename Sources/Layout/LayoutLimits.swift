// The limits every reader of layout input enforces, so no input can exhaust the stack or the clock.

/// How deep and how large a layout may be, and how large its numbers. Readers (the layout language,
/// the constraint syntax, the flex JSON) check these before anything walks the tree, and report the
/// first place that goes over a limit as an error at its position.
public enum LayoutLimits {
    /// The deepest nesting of views below the root: the root's subviews are at level 1. UIKit
    /// hierarchies rarely go past 20 levels; passes over the tree recurse at most this deep.
    public static let maximumDepth = 64
    /// The most views one layout-language block may declare.
    public static let maximumViews = 10_000
    /// The largest magnitude of a number the flex JSON and the layout language accept, in points
    /// (and for flex factors and ratios): beyond it sums of sizes lose whole points or overflow.
    public static let maximumMagnitude = 1e9
    /// The most tableau cells the constraint solver may read or write for one layout, its ambiguity check included
    /// (`Solver.work`): about a second here. Real diagrams use a few thousand; a chain of 3,000 views placed one
    /// after another, whose widths are fixed only afterwards, grows rows as long as the chain and ran past 30 s.
    public static let maximumSolverWork = 1_000_000_000
}
