// Turning libyaml's marks into places in the user's file, never past its end.
import Yams

/// Where a YAML text sits in a file, to turn the marks Yams gives nodes and errors into file locations.
///
/// libyaml marks the end of its input as the start of a line after the last, and an empty document's
/// node there too; such a mark is moved to the end of the text, so every location is a place the file has.
struct YAMLLocator: Sendable {
    /// The file's path as the user sees it.
    let path: String
    /// The file line of the YAML's first line.
    let firstLine: Int
    /// The last position in the YAML text (after its last character).
    private let end: (line: Int, column: Int)

    /// A locator for `text`, whose first line is line `firstLine` of the file at `path`. When the file goes
    /// on after the text with a line break (front matter's closing fence), the line after it counts too.
    init(text: String, path: String, firstLine: Int, continuesOnNextLine: Bool = false) {
        self.path = path
        self.firstLine = firstLine
        var counter = LineColumnCounter()
        for scalar in text.unicodeScalars { counter.advance(over: scalar) }
        if continuesOnNextLine { counter.advance(over: "\n") }
        end = (counter.line, counter.column)
    }

    /// The location of `mark` (the YAML's first line when there is none).
    func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(path: path, line: firstLine) }
        let isPastEnd = mark.line > end.line || (mark.line == end.line && mark.column > end.column)
        let (line, column) = isPastEnd ? end : (mark.line, mark.column)
        return SourceLocation(path: path, line: firstLine + line - 1, column: column)
    }
}
