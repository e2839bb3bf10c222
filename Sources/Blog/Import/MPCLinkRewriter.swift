// Rewrites MPC's project links (`proj#File#anchor`, `images#file.png`) into site-root-absolute links.
import Foundation

/// Turns `[text](proj#File#anchor)`, `[text](proj#File)` and `![img](images#file.png)` into ordinary
/// links to the file the source tree actually holds (`/proj/File.html#anchor`). Site-root-absolute
/// links are made page-relative by `blog build`, so they resolve from every page a post appears on.
struct MPCLinkRewriter {
    /// The MPC source folder (holding `blog/`, `images/`, …).
    let sourceRoot: URL
    /// Whether a path relative to the source root is a file; injected so the rules test without disk.
    let fileExists: (String) -> Bool

    private static let link = try! NSRegularExpression(pattern: #"\]\(([A-Za-z0-9_.\-]+)#([^#()\s]+)(?:#([^()\s]+))?\)"#)

    /// The body with its project links rewritten, and a warning for each link whose target is missing.
    func rewrite(_ body: String, path: String, firstLine: Int) -> (String, [MPCWarning]) {
        var warnings: [MPCWarning] = []
        var fence: String?
        var lines: [String] = []
        for (offset, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                lines.append(text)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                lines.append(text)
                continue
            }
            var result = ""
            var last = text.startIndex
            let range = NSRange(text.startIndex..., in: text)
            for match in Self.link.matches(in: text, range: range) {
                guard let whole = Range(match.range, in: text), let project = Range(match.range(at: 1), in: text),
                      let file = Range(match.range(at: 2), in: text) else { continue }
                let anchor = Range(match.range(at: 3), in: text).map { "#" + text[$0] } ?? ""
                let (target, problem) = resolve(project: String(text[project]), file: String(text[file]))
                if let problem { warnings.append(MPCWarning(path: path, line: firstLine + offset, message: problem)) }
                result += text[last..<whole.lowerBound] + "](" + target + anchor + ")"
                last = whole.upperBound
            }
            lines.append(result + text[last...])
        }
        return (lines.joined(separator: "\n"), warnings)
    }

    /// The site path a project link points at, and a warning when the source tree has no such file.
    func resolve(project: String, file: String) -> (String, String?) {
        if project == "blog", file.range(of: #"^\d{4}-\d{2}$"#, options: .regularExpression) != nil {
            let exists = fileExists("blog/\(file).md")
            return ("/blog/\(file).html", exists ? nil : "The link 'blog#\(file)' points at a month the source has no file for (blog/\(file).md).")
        }
        for candidate in [file, file + ".html", file + ".htm"] where fileExists("\(project)/\(candidate)") {
            return ("/\(project)/\(candidate)", nil)
        }
        for candidate in [file + ".md", file + ".markdown"] where fileExists("\(project)/\(candidate)") {
            return ("/\(project)/\(candidate)", "The link '\(project)#\(file)' points at Markdown ('\(project)/\(candidate)'), which is copied as is, not rendered.")
        }
        return ("/\(project)/\(file)", "The link '\(project)#\(file)' points at '\(project)/\(file)', which is not in the source folder.")
    }
}
