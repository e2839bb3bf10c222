// The URL Hugo gave a page: its `url`, its section's permalink pattern filled in, or its content path, made a path as Hugo's `MakePath` makes it.
import Foundation

/// Hugo's URLs (resources/page/permalinks.go, helpers/path.go), so that an import keeps each old one answering.
enum HugoPermalink {
    /// What a page's URL is made of.
    struct Page {
        /// The folders under `content/` (`["posts", "go"]`), without a bundle's own folder.
        var sections: [String]
        /// The file's name without extension and language, or a bundle's folder name.
        var baseName: String
        var title: String
        /// `slug` from the front matter, if any.
        var slug: String?
        var date: PostDate?
    }

    /// The old URL of `page` (`/2018/06/hugo-操作指南/`), starting with `/`; ending with `/` unless `ugly` (or the
    /// pattern names an `.html` file).
    static func url(of page: Page, pattern: String?, ugly: Bool, keepsCase: Bool) -> String {
        var path: String
        if let pattern {
            path = fill(pattern, page)
        } else {
            path = (page.sections + [page.slug ?? page.baseName]).joined(separator: "/")
        }
        path = makePath(path, keepsCase: keepsCase)
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        if !path.hasPrefix("/") { path = "/" + path }
        // `v1.2` is a folder: only a name ending in `.html` was written as a file.
        let lowered = path.lowercased()
        if !lowered.hasSuffix(".html"), !lowered.hasSuffix(".htm") {
            if path.hasSuffix("/") { path.removeLast() }
            path += ugly && !path.isEmpty ? ".html" : "/"
        }
        return path
    }

    /// `pattern` with Hugo's placeholders filled in for `page`.
    static func fill(_ pattern: String, _ page: Page) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"]
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let date = page.date ?? PostDate(year: 1, month: 1, day: 1)
        let slug = page.slug ?? urlize(page.title)
        let values: [String: String] = [
            "year": String(format: "%04d", date.year), "month": two(date.month), "monthname": months[date.month - 1],
            "day": two(date.day), "title": urlize(page.title), "slug": slug,
            "filename": page.baseName, "contentbasename": page.baseName,
            "slugorfilename": page.slug ?? page.baseName, "slugorcontentbasename": page.slug ?? page.baseName,
            "section": page.sections.first ?? "", "sections": page.sections.joined(separator: "/"), "yearday": "\(date.dayOfYear)",
        ]
        var result = ""
        var rest = Substring(pattern)
        let names = values.keys.sorted { $0.count > $1.count }
        while let colon = rest.firstIndex(of: ":") {
            result += rest[..<colon]
            var after = rest[rest.index(after: colon)...]
            guard let name = names.first(where: { after.hasPrefix($0) }) else {
                result += ":"
                rest = after
                continue
            }
            after = after.dropFirst(name.count)
            var value = values[name]!
            // `:sections[1:]`, `:sections[:last]`, `:sections[0]`: a slice of the sections.
            if name == "sections", after.hasPrefix("["), let close = after.firstIndex(of: "]") {
                value = slice(page.sections, String(after[after.index(after: after.startIndex)..<close])).joined(separator: "/")
                after = after[after.index(after: close)...]
            }
            result += value
            rest = after
        }
        return result + rest
    }

    /// `sections[spec]` for Hugo's slice forms `1:`, `:2`, `1:3`, `0`, `last`, `:last`.
    private static func slice(_ sections: [String], _ spec: String) -> [String] {
        func index(_ text: Substring, default value: Int) -> Int {
            if text.isEmpty { return value }
            if text == "last" { return max(sections.count - 1, 0) }
            return min(max(Int(text) ?? value, 0), sections.count)
        }
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1 {
            let i = index(parts[0], default: 0)
            return sections.indices.contains(i) ? [sections[i]] : []
        }
        let low = index(parts[0], default: 0), high = parts[1] == "last" ? max(sections.count - 1, 0) : index(parts[1], default: sections.count)
        return low < high ? Array(sections[low..<high]) : []
    }

    /// Hugo's `urlize` of a title: `MakePath` of it, with `/` not kept.
    static func urlize(_ text: String) -> String {
        sanitize(text).replacingOccurrences(of: "/", with: "")
    }

    /// Hugo's `MakePath`: `UnicodeSanitize`, then lower-cased unless `keepsCase`.
    static func makePath(_ text: String, keepsCase: Bool) -> String {
        let sanitized = sanitize(text)
        return keepsCase ? sanitized : sanitized.lowercased()
    }

    /// Hugo's `UnicodeSanitize`: letters, digits, marks and `./\_#+~-@` kept (and `%` before two hex digits);
    /// a run of spaces between kept characters becomes one `-`; everything else is dropped.
    static func sanitize(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var pendingHyphen = false
        for (i, scalar) in scalars.enumerated() {
            let kept = "./\\_#+~-@".unicodeScalars.contains(scalar) || scalar.properties.isAlphabetic
                || scalar.properties.numericType == .decimal || scalar.properties.generalCategory.isMark
                || (scalar == "%" && i + 2 < scalars.count && scalars[i + 1].properties.isASCIIHexDigit && scalars[i + 2].properties.isASCIIHexDigit)
            if kept {
                if pendingHyphen { out.append("-"); pendingHyphen = false }
                out.append(scalar)
            } else if !out.isEmpty, scalar.properties.isWhitespace {
                pendingHyphen = true
            }
        }
        return String(out)
    }

}

private extension Unicode.GeneralCategory {
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
