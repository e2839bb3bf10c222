// Relative links of an imported post or page, which the old generator resolved from the page's old URL, made site-absolute (`../images/a.png` under `/post/` → `/images/a.png`).
import Foundation

/// Rewrites the relative link targets of imported Markdown so that they lead where they led on the old site.
enum RelativeLinks {
    /// Inline link and image targets, reference definitions, and `src`/`href` attributes of raw HTML.
    private static let patterns = [
        try! NSRegularExpression(pattern: #"\]\(\s*<?([^)\s>]+)"#),
        try! NSRegularExpression(pattern: #"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)"#, options: .anchorsMatchLines),
        try! NSRegularExpression(pattern: #"\b(?:src|href)\s*=\s*["']([^"']+)["']"#, options: .caseInsensitive),
    ]

    /// `markdown` with each relative target resolved against `folder` (the old page's folder, `post/x/`, empty
    /// for the top), outside fenced code. A link to a Markdown file (`2020-06-19-x.md#part`) is resolved against
    /// `sourceFolder`, the folder of the file it is written in, and leads to the new page `pages` gives that
    /// source file, as GitHub Pages' jekyll-relative-links made it. A site path that was an imported page's old
    /// URL (`/posts/x/`) leads to the page's new one, `moved` given the file the old site wrote there
    /// (`posts/x/index.html`): the old URL would answer, through a redirect, but the link need not go round. So
    /// does a full URL on the old site's address `oldBase` (`https://example.org/`, either scheme).
    /// Returns the text and how many targets changed.
    static func rewrite(_ markdown: String, folder: String, sourceFolder: String = "",
                        pages: (String) -> String? = { _ in nil }, moved: (String) -> String? = { _ in nil },
                        oldBase: String? = nil) -> (text: String, changed: Int) {
        var changed = 0
        let text = OutsideFencedCode.mapLines(markdown) { line in
            var text = line
            for pattern in patterns {
                let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
                // What a code span shows (`src="x"` in prose about HTML) is text, not a link.
                let spans = codeSpans(in: text)
                for match in matches.reversed() {
                    guard !spans.contains(where: { NSIntersectionRange($0, match.range).length > 0 }),
                          let range = Range(match.range(at: 1), in: text) else { continue }
                    let target = String(text[range])
                    let resolved = page(target, sourceFolder: sourceFolder, pages: pages) ?? resolve(target, folder: folder)
                    guard let final = movedPage(resolved ?? target, moved: moved, oldBase: oldBase) ?? resolved, final != target else { continue }
                    text.replaceSubrange(range, with: final)
                    changed += 1
                }
            }
            return text
        }
        return (text, changed)
    }

    /// The ranges of the code spans of one line: a run of backticks up to the next run of the same length.
    static func codeSpans(in line: String) -> [NSRange] {
        guard line.contains("`") else { return [] }
        let units = Array(line.utf16)
        var runs: [(start: Int, length: Int)] = []
        var index = 0
        while index < units.count {
            guard units[index] == 0x60 else { index += 1; continue }
            let start = index
            while index < units.count, units[index] == 0x60 { index += 1 }
            runs.append((start, index - start))
        }
        // Each run's next run of the same length, found from the end in one pass.
        var nextOfLength: [Int: Int] = [:]
        var next = [Int?](repeating: nil, count: runs.count)
        for i in runs.indices.reversed() {
            next[i] = nextOfLength[runs[i].length]
            nextOfLength[runs[i].length] = i
        }
        var spans: [NSRange] = []
        var i = 0
        while i < runs.count {
            guard let closer = next[i] else { i += 1; continue }
            spans.append(NSRange(location: runs[i].start, length: runs[closer].start + runs[closer].length - runs[i].start))
            i = closer + 1
        }
        return spans
    }

    /// The new URL (with its fragment) of the page the old site path `target` (`/posts/x/#part`) was, or nil.
    private static func movedPage(_ target: String, moved: (String) -> String?, oldBase: String?) -> String? {
        func withoutScheme(_ url: String) -> Substring? {
            url.hasPrefix("https://") ? url.dropFirst(8) : url.hasPrefix("http://") ? url.dropFirst(7) : nil
        }
        var target = target
        if let oldBase, let base = withoutScheme(oldBase), let written = withoutScheme(target),
           written.lowercased().hasPrefix(base.lowercased()) {
            target = "/" + written.dropFirst(base.count)
        }
        guard target.hasPrefix("/"), !target.hasPrefix("//") else { return nil }
        let end = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
        let path = String(target[..<end])
        guard case .success(let file) = OutputPath.ofOldURL(path.removingPercentEncoding ?? path), let url = moved(file) else { return nil }
        return url + target[end...]
    }

    /// The new URL (with the fragment) of the Markdown source file `target` names from `sourceFolder`, or nil.
    private static func page(_ target: String, sourceFolder: String, pages: (String) -> String?) -> String? {
        let end = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
        guard SitePaths.isMarkdown(String(target[..<end])), let source = resolve(target, folder: sourceFolder),
              let url = pages(String(source.dropFirst().prefix { $0 != "#" && $0 != "?" })) else { return nil }
        return url + target[end...]
    }

    /// `target` resolved against `folder` as a site path starting with `/`, or nil when it is not relative
    /// (`/x`, `#x`, `https:`, `mailto:`, Zola's `@/x.md`) or leaves the site.
    static func resolve(_ target: String, folder: String) -> String? {
        guard let first = target.first, first != "/", first != "#", first != "?", first != "{", !target.hasPrefix("@/"),
              target.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) == nil else { return nil }
        let end = target.firstIndex { $0 == "#" || $0 == "?" } ?? target.endIndex
        var parts = folder.split(separator: "/").map(String.init)
        for part in target[..<end].split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        let trailing = target[..<end].hasSuffix("/") && !parts.isEmpty ? "/" : ""
        return "/" + parts.joined(separator: "/") + trailing + target[end...]
    }
}
