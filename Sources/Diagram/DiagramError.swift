// The error type of the Diagram module: one problem in a layout block, with its line and column.

/// A 1-based line and column inside a layout block (or inside a fenced block's info string).
///
/// Columns count Unicode scalars, as `SourceLocation` in the `Blog` module does, so `Blog` can offset
/// a position by the fenced block's first line without re-reading the text.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number within the block.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

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
