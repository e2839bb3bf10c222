// Rewrites MPC's wiki links (`proj#Page#anchor`, `Page`, `images#file.png`) and paired footnotes.
import Foundation

/// The pages and files of an MPC source, by project folder, as MPC's link rules name them.
struct MPCSiteIndex: Sendable {
    /// Project folder → name as linked (`UploadScript`, `pp.jpg`, `2014-12`) → site path (`cs/UploadScript.html`).
    var targets: [String: [String: String]] = [:]
    /// Files outside the source (in the old site's published resource folders) by site path: copied only
    /// when a link uses them.
    var outside: [String: URL] = [:]

    /// Records the page `name` of `project`, rendered at `project/name.html`.
    mutating func addPage(_ name: String, in project: String) {
        targets[project, default: [:]][name] = "\(project)/\(name).html"
    }

    /// Records a file that is copied as it is, linked by its name with extension (an HTML file also
    /// without it, as `proj#Page` names a page).
    mutating func addFile(_ name: String, in project: String) {
        let path = "\(project)/\(name)"
        targets[project, default: [:]][name] = targets[project]?[name] ?? path
        for suffix in [".html", ".htm"] where name.hasSuffix(suffix) {
            targets[project]![String(name.dropLast(suffix.count))] = targets[project]![String(name.dropLast(suffix.count))] ?? path
        }
    }

    /// Records a file of the old published site (`publish/images/pp.jpg`), unless the source has one of that name.
    mutating func addOutsideFile(_ name: String, in project: String, at url: URL) {
        guard targets[project]?[name] == nil else { return }
        addFile(name, in: project)
        outside["\(project)/\(name)"] = url
    }

    func target(_ name: String, in project: String) -> String? { targets[project]?[name] }
    func isProject(_ name: String) -> Bool { targets[name] != nil }
}

/// Turns MPC links into ordinary site-root-absolute links, as MPC's `mdReplaceTag` read them:
///
/// - `[d](proj#Page#anchor)` → `/proj/Page.html#anchor`; `[d](proj#Page)` → the page or file `Page` of
///   `proj` (`/proj/Page.html`, `/images/pp.jpg`); `[d](Page)` → the page or file of the current project.
/// - `[d](#name)` twice in a file is a footnote: the first becomes `<sup><a href="#name">d</a></sup>`, the
///   second `<sup>[<a id="name">d</a>]</sup>`. Used once, it is an ordinary link to an anchor, or, when the
///   file has no such anchor and the project a page of that name, a link to that page.
///
/// `blog build` makes site-root-absolute links page-relative, so they resolve from every page a post
/// appears on. Links in code, `<pre>` and comments are left alone.
struct MPCLinkRewriter {
    let index: MPCSiteIndex

    /// The text with its links rewritten, a warning for each link whose target the source does not have,
    /// and the site paths of the files outside the source that links use.
    struct Result {
        var text: String
        var problems: [ImportProblem] = []
        var outsideFiles: Set<String> = []
    }

    /// `[label](target)` whose label holds no brackets: in `[![img](images#a.png)](http://…)` the image.
    /// `[text](target)`, its text holding no brackets but whole links (an image: `[![a](s.jpg)](l.jpg)`); each
    /// character of the text is read one way only (a `!` before `[` only as an image's), so no input backtracks far.
    private static let link = try! NSRegularExpression(pattern: #"\[((?:[^\[\]!]|!(?!\[)|!?\[[^\[\]]*\]\([^()\s]*\))*)\]\(([^()\s]+)\)"#)

    /// The text of one source file with its links rewritten. `lines` are the file's lines (or an
    /// entry's), `project` its folder.
    func rewrite(_ lines: [MPCLine], project: String, path: String) -> Result {
        var result = Result(text: "")
        var problems: [ImportProblem] = []
        let footnotes = footnoteNames(in: lines)
        // The anchors of the text: bare `#name` lines, or the `<a id="name"></a>` they already became.
        let anchors = Set(lines.filter { !$0.isRaw }.compactMap { line in
            MPCText.bareAnchor(line.text)
                ?? line.text.firstMatch(of: /^<a id="([^"<>]+)"><\/a>$/).map { String($0.1) }
        })
        var footnotesSeen = Set<String>()
        var output: [String] = []
        /// `text` with its links rewritten; a link's text too, which may hold an image (`[![a](images#s.jpg)](../images/l.jpg)`).
        func rewriteLinks(in text: String, line: Int) -> String {
            var rewritten = ""
            var last = text.startIndex
            for match in Self.link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let whole = Range(match.range, in: text), let labelRange = Range(match.range(at: 1), in: text),
                      let targetRange = Range(match.range(at: 2), in: text) else { continue }
                let written = String(text[labelRange])
                let label = written.contains("](") ? rewriteLinks(in: written, line: line) : written
                let target = String(text[targetRange])
                let isImage = whole.lowerBound > text.startIndex && text[text.index(before: whole.lowerBound)] == "!"
                var replacement: String?
                if target.hasPrefix("#"), !isImage {
                    let name = String(target.dropFirst())
                    if footnotes.contains(name) {
                        replacement = footnotesSeen.insert(name).inserted
                            ? "<sup><a href=\"#\(Self.attribute(name))\">\(label)</a></sup>"
                            : "<sup>&lsqb;<a id=\"\(Self.attribute(name))\">\(label)</a>&rsqb;</sup>"
                    } else if !anchors.contains(name), let page = index.target(name, in: project) {
                        replacement = "[\(label)](/\(page))"
                    }
                } else if let resolved = resolve(target, project: project, line: line, path: path, problems: &problems) {
                    replacement = "[\(label)](\(resolved))"
                    let sitePath = String(resolved.dropFirst().prefix { $0 != "#" })
                    if index.outside[sitePath] != nil { result.outsideFiles.insert(sitePath) }
                }
                if replacement == nil, label != written { replacement = "[\(label)](\(target))" }
                guard let replacement else { continue }
                rewritten += text[last..<whole.lowerBound] + replacement
                last = whole.upperBound
            }
            return rewritten + text[last...]
        }
        for line in lines {
            guard !line.isRaw, line.text.contains("](") else {
                output.append(line.text)
                continue
            }
            output.append(rewriteLinks(in: line.text, line: line.number))
        }
        result.text = output.joined(separator: "\n")
        result.problems = problems
        return result
    }

    /// `text` (starting at `firstLine` of `path`) with its links rewritten.
    func rewrite(_ text: String, firstLine: Int, project: String, path: String) -> Result {
        let lines = MPCText.lines(text).map { line in
            var line = line
            line.number += firstLine - 1
            return line
        }
        return rewrite(lines, project: project, path: path)
    }

    /// The site path a wiki link points at, or nil when `target` is an ordinary link.
    func resolve(_ target: String, project: String, line: Int, path: String, problems: inout [ImportProblem]) -> String? {
        if target.contains("://") || target.hasPrefix("mailto:") || target.hasPrefix("/") { return nil }
        func missing(_ guess: String) {
            problems.append(ImportProblem(path: path, line: line, "The link '\(target)' points at '\(guess)', which is not in the source folder.",
                                       kind: "links point at pages or files the source does not have"))
        }
        if target.hasPrefix("../") {
            // Every MPC page sat one folder deep (`cs/Page.html`): `../images/a.png` is `/images/a.png`.
            let rest = String(target.dropFirst(3))
            let file = String(rest.prefix { $0 != "#" && $0 != "?" })
            let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].hasPrefix(".") else { return nil }
            let known = index.target(parts[1], in: parts[0]) != nil
                || (parts[1].hasSuffix(".html") && index.target(String(parts[1].dropLast(5)), in: parts[0]) != nil)
            if !known { missing(file) }
            return "/" + rest
        }
        let parts = target.split(separator: "#", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 1 {
            // `[d](Page)`: a page or file of the current project; anything else is an ordinary relative link,
            // except a bare name, which only a wiki link would be.
            if let found = index.target(target, in: project) { return "/" + found }
            if !target.contains(where: { ".:/?".contains($0) }) {
                problems.append(ImportProblem(path: path, line: line, "The link '\(target)' names no page of '\(project)/' in the source; it is left as it is.",
                                           kind: "links point at pages or files the source does not have"))
            }
            return nil
        }
        guard parts.count <= 3, !parts[0].isEmpty, !parts[1].isEmpty, !parts[0].contains("/"), !parts[0].hasPrefix(".") else { return nil }
        let (other, name) = (parts[0], parts[1])
        let anchor = parts.count == 3 && !parts[2].isEmpty ? "#" + parts[2] : ""
        if let found = index.target(name, in: other) { return "/" + found + anchor }
        let guess = anchor.isEmpty && name.contains(".") ? "\(other)/\(name)" : "\(other)/\(name).html"
        missing(guess)
        return "/" + guess + anchor
    }

    /// The names used as `](#name)` twice or more outside code: MPC's paired footnotes.
    private func footnoteNames(in lines: [MPCLine]) -> Set<String> {
        var counts: [String: Int] = [:]
        for line in lines where !line.isRaw && line.text.contains("](#") {
            let text = line.text
            for match in Self.link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 2), in: text), text[range].hasPrefix("#") else { continue }
                counts[String(text[range].dropFirst()), default: 0] += 1
            }
        }
        return Set(counts.filter { $0.value >= 2 }.keys)
    }

    private static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
