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
    /// Where each of libyaml's lines starts, as editors count: libyaml also ends a line at NEL, LINE SEPARATOR and
    /// PARAGRAPH SEPARATOR (U+0085, U+2028, U+2029), which editors and every other message show within a line.
    private let lineStarts: [(line: Int, column: Int)]

    /// A locator for `text`, whose first line is line `firstLine` of the file at `path`. When the file goes
    /// on after the text with a line break (front matter's closing fence), the line after it counts too.
    init(text: String, path: String, firstLine: Int, continuesOnNextLine: Bool = false) {
        self.path = path
        self.firstLine = firstLine
        var counter = LineColumnCounter()
        var starts = [(line: 1, column: 1)]
        for scalar in text.unicodeScalars {
            let line = counter.line
            counter.advance(over: scalar)
            if counter.line != line || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                starts.append((counter.line, counter.column))
            }
        }
        if continuesOnNextLine {
            counter.advance(over: "\n")
            starts.append((counter.line, counter.column))
        }
        end = (counter.line, counter.column)
        lineStarts = starts
    }

    /// The location of `mark` (the YAML's first line when there is none).
    func location(_ mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(path: path, line: firstLine) }
        var (line, column) = end
        if mark.line >= 1, mark.line <= lineStarts.count {
            let start = lineStarts[mark.line - 1]
            (line, column) = (start.line, start.column + max(mark.column, 1) - 1)
        }
        if line > end.line || (line == end.line && column > end.column) { (line, column) = end }
        return SourceLocation(path: path, line: firstLine + line - 1, column: column)
    }
}
