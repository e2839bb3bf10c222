// Decides each imported entry's anchor, date and slug, and writes its front matter.
import Foundation

/// An entry ready to be written as a post file.
struct MPCPost: Hashable {
    var entry: MPCEntry
    /// The `pN` number the post keeps on its month page.
    var anchor: Int
    /// The front matter date.
    var date: String
    /// The post page's file name.
    var slug: String

    /// The post file: YAML front matter, then the body.
    func frontMatter(body: String) -> String {
        var lines = ["---", "title: \(Self.quoted(entry.title))", "date: \(date)"]
        if let category = entry.category { lines.append("categories: [\(Self.quoted(category))]") }
        lines.append("slug: \(Self.quoted(slug))")
        lines.append("anchor: p\(anchor)")
        // MPC counts `#contents N` below the post's own `##` title, so its levels are h3 … h(2+N);
        // `toc:` counts from h1.
        if let depth = entry.tableOfContentsDepth { lines.append("toc: \(min(max(depth, 1) + 2, 6))") }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n" + body + "\n"
    }

    /// `text` as a double-quoted YAML scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Plans the posts of one month file.
enum MPCPostPlanner {
    /// The posts of `entries` (file order: newest first). An entry keeps its `#pN`; one without takes
    /// its position counted from the month's oldest entry (p0), or the next free number if that is
    /// taken. A date outside the file's month, or one that cannot be read, is replaced by a date in
    /// the month that keeps the entry's place, with a warning.
    static func plan(_ entries: [MPCEntry], year: Int, month: Int, path: String, warnings: inout [MPCWarning]) -> [MPCPost] {
        var used = Set(entries.compactMap(\.anchor))
        var anchors: [Int] = []
        for (index, entry) in entries.enumerated() {
            if let anchor = entry.anchor {
                anchors.append(anchor)
                continue
            }
            var anchor = entries.count - 1 - index
            if used.contains(anchor) {
                anchor = (0...).first { !used.contains($0) } ?? anchor
                warnings.append(MPCWarning(path: path, line: entry.firstLine, message: "The entry has no '#pN' and its position is taken; it gets 'p\(anchor)'."))
            }
            used.insert(anchor)
            anchors.append(anchor)
        }
        var slugs = Set<String>()
        return entries.enumerated().map { index, entry in
            let fromOldest = entries.count - 1 - index
            var date = String(format: "%04d-%02d-01 00:%02d", year, month, min(fromOldest, 59))
            if let text = entry.dateText {
                if let parsed = MPCDate.parse(text, fileYear: year, fileMonth: month) {
                    if parsed.year == year && parsed.month == month {
                        date = parsed.frontMatter
                    } else {
                        warnings.append(MPCWarning(path: path, line: entry.dateLine,
                            message: "The date '\(text)' is outside \(String(format: "%04d-%02d", year, month)); the post is dated \(date) to stay on its month page."))
                    }
                } else {
                    warnings.append(MPCWarning(path: path, line: entry.dateLine,
                        message: "Cannot read the date '\(text)'; the post is dated \(date) and keeps its place in the month."))
                }
            } else {
                warnings.append(MPCWarning(path: path, line: entry.firstLine, message: "The entry has no '#date'; it is dated \(date)."))
            }
            var slug = Slug.make(entry.title)
            if slugs.contains(slug) { slug += "-p\(anchors[index])" }
            slugs.insert(slug)
            return MPCPost(entry: entry, anchor: anchors[index], date: date, slug: slug)
        }
    }
}
