// Where in a source file a problem was found: a path, a 1-based line and a 1-based column.

/// A position in one of the site's source files.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user should see it (relative to the site root where possible).
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int

    /// The owner of output files made from many sources: the index, month, category and year pages, the archive,
    /// the feed, the search index.
    static let generated = SourceLocation(path: "(generated)")

    /// Creates a location; line and column default to the start of the file.
    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(path):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
