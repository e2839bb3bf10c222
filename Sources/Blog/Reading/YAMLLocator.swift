// Turning libyaml's marks into places in the user's file, never past its end.
import Yams

/// Where a YAML text sits in a file, to turn the marks Yams gives nodes and errors into file locations.
///
/// libyaml marks the end of its input as the start of a line after the last, and an empty document's
/// node there too; such a mark is moved to the end of the text, so every location is a place the file has.
struct YAMLLocator {
    /// The YAML text as parsed.
    var text: String
    /// The file's path as the user sees it.
    var path: String
    /// The file line of the YAML's first line.
    var firstLine: Int

    /// The location of `mark` (the YAML's first line when there is none).
    func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(path: path, line: firstLine) }
        var end = LineColumnCounter()
        for scalar in text.unicodeScalars { end.advance(over: scalar) }
        let isPastEnd = mark.line > end.line || (mark.line == end.line && mark.column > end.column)
        let (line, column) = isPastEnd ? (end.line, end.column) : (mark.line, mark.column)
        return SourceLocation(path: path, line: firstLine + line - 1, column: column)
    }
}
