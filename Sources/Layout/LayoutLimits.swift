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
}
