// A line and column in the text a layout was read from; shared by the constraint syntax and the diagram language.

/// A 1-based line and column in the text a layout was read from. `Layout` knows nothing about
/// files: the caller adds the path (and offsets lines when the text was embedded elsewhere).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
    public var description: String { "\(line):\(column)" }
}
