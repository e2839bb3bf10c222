// The error type of the Diagram module: one problem in a layout block, with its line and column.
import Layout

/// One problem found in a layout block or its info string.
///
/// The message is one or two sentences that quote the offending text and, where one is known,
/// suggest a fix ("Unknown property 'spacng' on stack 'body'. Did you mean 'spacing'?"). `Blog` turns
/// it into a `Diagnostic` by adding the post's path and the fenced block's line offset.
public struct DiagramError: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Where the problem is, inside the block.
    public var position: SourcePosition
    /// What is wrong, quoting the offending token.
    public var message: String

    /// Creates an error at `line`:`column`.
    public init(line: Int, column: Int, _ message: String) {
        self.position = SourcePosition(line: line, column: column)
        self.message = message
    }

    /// Creates an error at `position`.
    public init(at position: SourcePosition, _ message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }

    /// Errors sort by position, then message, so reports are stable.
    public static func < (a: DiagramError, b: DiagramError) -> Bool {
        (a.position, a.message) < (b.position, b.message)
    }
}

extension DiagramError {
    /// The view declared at `position` is one more than `LayoutLimits.maximumViews`.
    static func tooManyViews(at position: SourcePosition) -> DiagramError {
        DiagramError(at: position, "A layout block holds at most \(LayoutLimits.maximumViews) views; this is one more. Split the diagram.")
    }

    /// The view `name` declared at `position` is nested `depth` levels deep, past `LayoutLimits.maximumDepth`.
    static func nestedTooDeep(_ name: String, depth: Int, at position: SourcePosition) -> DiagramError {
        DiagramError(at: position, "'\(name)' is nested \(depth) levels deep; a layout block nests views at most "
            + "\(LayoutLimits.maximumDepth) levels deep (the screen's subviews are level 1). Move it up or split the diagram.")
    }
}
