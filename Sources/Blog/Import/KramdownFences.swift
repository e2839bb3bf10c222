// kramdown's fenced code blocks, which end only at a closing fence: an opening one never closed was text in Jekyll, where
// CommonMark would make a code block of the rest of the file.
import Foundation

enum KramdownFences {
    /// An opening fence made text: its 0-based line, and whether it was a list item's lazy line (else it never closed).
    struct Escaped: Equatable {
        var line: Int
        var inListItem: Bool
    }

    /// `markdown` with each opening fence that no closing fence follows made text (its first backtick or tilde escaped),
    /// as kramdown read it, and those fences. Fences are found as CommonMark finds them at the top
    /// level (up to three spaces before them; a closing one of the same character, at least as long, with nothing after
    /// it), so a fence inside a list item indented four spaces or more is left alone. A fence right under a list item's
    /// line, indented less than the item's text, was part of that item to kramdown (a lazy line): it must close before
    /// the item ends (at a blank line and then a line indented less).
    static func escapingUnclosed(_ markdown: String) -> (text: String, escaped: [Escaped]) {
        guard markdown.contains("```") || markdown.contains("~~~") else { return (markdown, []) }
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var escaped: [Escaped] = []
        var index = 0
        while index < lines.count {
            guard let open = fence(lines[index]), open.isOpening else { index += 1; continue }
            let item = index > 0 ? listItemTextColumn(lines[index - 1]) : nil
            let lazy = item.map { open.indent < $0 } ?? false
            var close = index + 1, sawBlank = false, itemEnded = false
            while close < lines.count {
                let line = lines[close]
                if let candidate = fence(line), candidate.character == open.character, candidate.length >= open.length,
                   candidate.isClosing { break }
                if line.allSatisfy(\.isWhitespace) {
                    sawBlank = true
                } else if lazy, sawBlank, let item, line.prefix(while: { $0 == " " }).count < item {
                    itemEnded = true
                    close = lines.count
                    break
                }
                close += 1
            }
            if close == lines.count {
                // Never closed: kramdown read the line as text, and went on reading the lines after it as Markdown.
                let line = lines[index]
                let at = line.firstIndex(of: open.character)!
                lines[index] = String(line[..<at]) + "\\" + String(line[at...])
                escaped.append(Escaped(line: index, inListItem: itemEnded))
                index += 1
            } else {
                index = close + 1
            }
        }
        return escaped.isEmpty ? (markdown, []) : (lines.joined(separator: "\n"), escaped)
    }

    /// The column the text of the list item starting `line` begins at (`* item` 2, `10. item` 4), or nil.
    private static func listItemTextColumn(_ line: String) -> Int? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        let marker: Substring
        if let first = rest.first, "*+-".contains(first) {
            marker = rest.prefix(1)
        } else {
            let digits = rest.prefix(while: \.isNumber)
            guard !digits.isEmpty, digits.count <= 9, let after = rest.dropFirst(digits.count).first, after == "." || after == ")" else { return nil }
            marker = rest.prefix(digits.count + 1)
        }
        let spaces = rest.dropFirst(marker.count).prefix { $0 == " " }.count
        guard spaces >= 1, rest.count > marker.count + spaces else { return nil }
        return indent + marker.count + spaces
    }

    private struct Fence {
        var character: Character
        var indent: Int
        var length: Int
        /// What follows the fence characters, trimmed.
        var info: Substring

        /// A backtick fence's info string may hold no backtick (`` ```a`b `` is a code span).
        var isOpening: Bool { character == "~" || !info.contains("`") }
        var isClosing: Bool { info.isEmpty }
    }

    /// The fence `line` is, at the top level: up to three spaces, then three or more backticks or tildes.
    private static func fence(_ line: String) -> Fence? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3, let character = line.dropFirst(indent.count).first, character == "`" || character == "~" else { return nil }
        let run = line.dropFirst(indent.count).prefix { $0 == character }
        guard run.count >= 3 else { return nil }
        return Fence(character: character, indent: indent.count, length: run.count, info: line.dropFirst(indent.count + run.count).trimmingCharacters(in: .whitespaces)[...])
    }
}
