// Turns an MPC project page (`cs/UploadScript.md`) into a standalone page of the site, at the same URL.
import Foundation

/// Converts project pages: `#title` becomes the page's title, `#contents N` its table of contents (with
/// the `sec-N` anchors MPC gave the headings, so old links to them still land), bare `#name` lines
/// anchors, and wiki links ordinary links.
enum MPCPageConverter {
    /// The page file (front matter and Markdown) for the page `name` of `project`, read from `text`, with
    /// the problems found and the outside files its links use.
    static func convert(_ text: String, name: String, project: String, path: String,
                        rewriter: MPCLinkRewriter) -> MPCLinkRewriter.Result {
        var lines = MPCText.lines(text)
        var problems: [ImportProblem] = []
        var title = name
        if let index = lines.firstIndex(where: { !$0.isRaw && $0.trimmedEnd.hasPrefix("#title") && isDirective($0.trimmedEnd, "title") }) {
            let written = String(lines[index].trimmedEnd.dropFirst("#title".count)).trimmingCharacters(in: .whitespaces)
            let plain = MPCText.plainTitle(written)
            if plain.isEmpty {
                problems.append(ImportProblem(path: path, line: lines[index].number, "The '#title' is empty; the page is titled '\(name)'."))
            } else {
                title = plain
            }
            lines.remove(at: index)
        }
        var tocDepth: Int?
        if let index = lines.firstIndex(where: { !$0.isRaw && isDirective($0.trimmedEnd, "contents") }) {
            let argument = lines[index].trimmedEnd.dropFirst("#contents".count).trimmingCharacters(in: .whitespaces)
            let depth = Int(argument).map { max(1, $0) } ?? 3
            let line = lines.remove(at: index)
            let numbered = numberHeadings(lines[index...], depth: depth)
            lines.replaceSubrange(index..., with: numbered.lines)
            if let first = numbered.firstLevel {
                tocDepth = min(first + depth - 1, 6)
            } else {
                problems.append(ImportProblem(path: path, line: line.number, "'#contents' has no heading after it; the page has no table of contents."))
            }
        }
        let anchored = lines.map { line -> MPCLine in
            guard !line.isRaw, let name = MPCText.bareAnchor(line.text) else { return line }
            var anchor = line
            anchor.text = "<a id=\"\(name)\"></a>"
            return anchor
        }
        var result = rewriter.rewrite(anchored, project: project, path: path)
        result.problems = problems + result.problems
        var front = ["---", "title: \(YAMLValues.quoted(title))"]
        if let tocDepth { front.append("toc: \(tocDepth)") }
        front.append("---")
        result.text = front.joined(separator: "\n") + "\n" + result.text.trimmingCharacters(in: .newlines) + "\n"
        return result
    }

    /// Whether `line` is the directive `#word` (followed by nothing or by spaces and an argument).
    private static func isDirective(_ line: String, _ word: String) -> Bool {
        guard line.hasPrefix("#" + word) else { return false }
        let rest = line.dropFirst(word.count + 1)
        return rest.isEmpty || rest.first == " " || rest.first == "\t"
    }

    /// The lines after `#contents` with `<a id="sec-K"></a>` before each heading MPC numbered, and the
    /// level of the first heading.
    ///
    /// MPC numbered every line of the form `#… text` after `#contents` (in code too, where it inserts no
    /// anchor here but the count goes on, so later numbers stay the same), from the first heading's level
    /// down `depth` levels, skipping deeper ones.
    static func numberHeadings(_ lines: ArraySlice<MPCLine>, depth: Int) -> (lines: [MPCLine], firstLevel: Int?) {
        var result: [MPCLine] = []
        var firstLevel: Int?
        var counter = 0
        for line in lines {
            let level = line.text.prefix { $0 == "#" }.count
            let rest = line.text.dropFirst(level)
            let isHeading = level > 0 && rest.first.map { $0 == " " || $0 == "\t" } == true
                && rest.contains { !$0.isWhitespace }
            guard isHeading else {
                result.append(line)
                continue
            }
            if let first = firstLevel, level > first + depth - 1 {
                result.append(line)
                continue
            }
            if firstLevel == nil { firstLevel = level }
            counter += 1
            if !line.isRaw {
                result.append(MPCLine(text: "<a id=\"sec-\(counter)\"></a>", number: line.number, isRaw: false, isComment: false))
            }
            result.append(line)
        }
        return (result, firstLevel)
    }
}
