// The seam between the language and the engine: lay out a parsed document at one screen size.
import Layout

/// Lays out a parsed layout block with the `Layout` engine and returns the drawn scene.
///
/// This is the one piece that knows both the language and the engine. An implementation:
/// 1. builds a flex tree for every `stack`/`flex` view (stack vocabulary → flex style as issue 3
///    documents it; `ViewStyle` fields map one to one), with `LabelMetrics.measureFunction` on labels;
/// 2. declares every view in the constraint layout, parents first (`LayoutDocument.viewsParentFirst`;
///    `view`/`scroll NAME in PARENT`; stacks and labels as views whose intrinsic size comes from the
///    flex layout), then feeds each `LayoutDocument.constraints` line to the engine's constraint
///    parser at its own line and column (the constraint branch's
///    `ConstraintScriptParser.parseLine(text, lineNumber: line, firstColumn: column)`), so its errors
///    land on the block's lines; `LayoutDocument.constraintSource(screen:)` is the same as one text;
/// 3. applies `ViewStyle.contentOffset` / `contentSize` and `NAME.offset` lines to scroll views;
/// 4. solves, and converts the engine's parent-relative frames into a `SceneView` tree with
///    `SceneView.resolvingRelativeFrames()` (scroll views get `ScrollGeometry`; containers get
///    `Guide.containerGuides`, items with margins `Guide.marginGuide`).
///
/// Problems are reported as `DiagramError`s at positions in the block: a constraint error at its
/// line (the engine's column within the line, plus `ConstraintLine.column - 1`), an ambiguous or
/// unsatisfiable layout at the lines of the constraints involved, or at the declaration of each
/// view it names (`ViewDeclaration.namePosition`).
public protocol LayoutLowering: Sendable {
    /// Lays `document` out on a screen of `screen` size (the document's own screen, or a width
    /// from `widths=`) and returns the screen's scene view, with absolute frames.
    ///
    /// - Throws: `LoweringFailure` with every problem found, each at its position in the block.
    func layOut(_ document: LayoutDocument, screen: Size) throws(LoweringFailure) -> SceneView
}

/// Why a document could not be laid out: one or more errors at positions in the block.
public struct LoweringFailure: Error, Hashable, Sendable {
    /// The problems, each with a position in the block.
    public var errors: [DiagramError]
    /// The layout as the solver recovered it, when the problems are only conflicts: each broken constraint left out
    /// (and marked), as UIKit lays out after logging "Unable to simultaneously satisfy constraints".
    public var recovered: SceneView?

    /// Creates a failure from its errors.
    public init(_ errors: [DiagramError], recovered: SceneView? = nil) {
        self.errors = errors
        self.recovered = recovered
    }
}
