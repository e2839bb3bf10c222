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
        var lines = ["---", "title: \(YAMLValues.quoted(entry.title))", "date: \(date)"]
        if let category = entry.category { lines.append("categories: [\(YAMLValues.quoted(category))]") }
        lines.append("slug: \(YAMLValues.quoted(slug))")
        lines.append("anchor: p\(anchor)")
        // MPC counts `#contents N` below the post's own `##` title, so its levels are h3 … h(2+N);
        // `toc:` counts from h1.
        if let depth = entry.tableOfContentsDepth { lines.append("toc: \(min(max(depth, 1) + 2, 6))") }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n" + body + "\n"
    }
}

/// Plans the posts of one month file.
enum MPCPostPlanner {
    /// The posts of `entries` (file order: newest first), one for each entry.
    ///
    /// - An entry keeps its `#pN`. When a month uses one anchor twice, the first entry in the file (the one
    ///   a browser lands on) keeps it and the other takes the lowest free number, with a warning.
    /// - An entry without `#pN` takes its position counted from the month's oldest entry (p0), or the
    ///   lowest free number if that is taken.
    /// - The date is the `#date` line's; when it is missing, unreadable or outside the file's month, the
    ///   entry's `<!-- date: … -->` timestamp if that is in the month, or else a date in the month that
    ///   keeps the entry's place, with a warning.
    static func plan(_ entries: [MPCEntry], year: Int, month: Int, path: String, problems: inout [ImportProblem]) -> [MPCPost] {
        let anchors = self.anchors(of: entries, path: path, problems: &problems)
        var slugs = Set<String>()
        return entries.enumerated().map { index, entry in
            let date = self.date(of: entry, place: entries.count - 1 - index, year: year, month: month, path: path, problems: &problems)
            var slug = Slug.make(entry.title)
            if slugs.contains(slug) { slug += "-p\(anchors[index])" }
            slugs.insert(slug)
            return MPCPost(entry: entry, anchor: anchors[index], date: date, slug: slug)
        }
    }

    /// The anchor number of each entry, every one different.
    static func anchors(of entries: [MPCEntry], path: String, problems: inout [ImportProblem]) -> [Int] {
        var taken = Set(entries.compactMap(\.anchor))
        var keptBy: [Int: Int] = [:]   // anchor → the line of the entry that keeps it
        func lowestFree() -> Int {
            let free = (0...).first { !taken.contains($0) }!
            taken.insert(free)
            return free
        }
        return entries.enumerated().map { index, entry in
            if let anchor = entry.anchor {
                guard let first = keptBy[anchor] else {
                    keptBy[anchor] = entry.firstLine
                    return anchor
                }
                let free = lowestFree()
                problems.append(ImportProblem(path: path, line: entry.firstLine,
                    "'#p\(anchor)' is used twice in this month (lines \(first) and \(entry.firstLine)); the entry at line \(first) keeps it and this one is imported as 'p\(free)'."))
                return free
            }
            let byPlace = entries.count - 1 - index
            if !taken.contains(byPlace) {
                taken.insert(byPlace)
                return byPlace
            }
            let free = lowestFree()
            problems.append(ImportProblem(path: path, line: entry.firstLine, "The entry has no '#pN' and its position is taken; it gets 'p\(free)'."))
            return free
        }
    }

    /// The front matter date of `entry`, the `place`-th of its month counted from the oldest.
    static func date(of entry: MPCEntry, place: Int, year: Int, month: Int, path: String, problems: inout [ImportProblem]) -> String {
        let monthName = String(format: "%04d-%02d", year, month)
        var stamp: String?
        if let text = entry.timestamp, let date = PostDate.parse(text), date.year == year, date.month == month { stamp = text }
        let byPlace = String(format: "%04d-%02d-01 00:%02d", year, month, min(place, 59))
        let fallback = stamp ?? byPlace
        let fallbackNote = stamp != nil ? "its timestamp comment, \(fallback)" : "\(fallback) to keep its place in the month"
        guard let text = entry.dateText else {
            if stamp == nil {
                problems.append(ImportProblem(path: path, line: entry.firstLine, "The entry has no '#date'; it is dated \(fallbackNote).",
                                           kind: "entries have no '#date' or timestamp and are dated by their place"))
            }
            return fallback
        }
        guard let parsed = MPCDate.parse(text, fileYear: year, fileMonth: month) else {
            problems.append(ImportProblem(path: path, line: entry.dateLine, "Cannot read the date '\(text)'; the post is dated \(fallbackNote).",
                                       kind: stamp == nil ? nil : "unreadable '#date' lines replaced by the entry's timestamp"))
            return fallback
        }
        guard parsed.year == year && parsed.month == month else {
            problems.append(ImportProblem(path: path, line: entry.dateLine,
                "The date '\(text)' is outside \(monthName); the post is dated \(fallbackNote) to stay on its month page."))
            return fallback
        }
        return parsed.frontMatter
    }
}
