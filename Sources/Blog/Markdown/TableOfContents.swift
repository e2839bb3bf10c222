// A post's table of contents: a nested HTML list of its headings down to a chosen depth.

/// Builds the `toc` HTML of a post.
enum TableOfContents {
    /// A nested `<ul>` of the headings whose level is at most `depth`, linking to their ids, under the visible label
    /// `title` (`Contents`, `目录`). Returns an empty string when no heading qualifies.
    static func html(for headings: [Heading], depth: Int, title: String = "Contents") -> String {
        let shown = headings.filter { $0.level <= depth }
        guard let top = shown.map(\.level).min() else { return "" }
        let label = HTMLEscaping.text(title)
        var html = "<nav class=\"toc\" aria-label=\"\(HTMLEscaping.attribute(title))\">\n<p class=\"toc-title\">\(label)</p>\n"
        var open: [Int] = []   // the levels of the open <ul>s
        for heading in shown {
            let level = max(heading.level, top)
            if open.isEmpty || level > open.last! {
                html += "<ul>\n"
                open.append(level)
            } else {
                html += "</li>\n"
                while let last = open.last, last > level {
                    html += "</ul>\n</li>\n"
                    open.removeLast()
                }
                if let last = open.last, last < level {
                    // A shallower heading than the list we are in but deeper than its parent: stay here.
                    open[open.count - 1] = level
                }
            }
            html += "<li><a href=\"#\(HTMLEscaping.attribute(heading.id))\">\(HTMLEscaping.text(heading.text))</a>"
        }
        html += "</li>\n"
        while !open.isEmpty {
            open.removeLast()
            html += open.isEmpty ? "</ul>\n" : "</ul>\n</li>\n"
        }
        return html + "</nav>\n"
    }
}
