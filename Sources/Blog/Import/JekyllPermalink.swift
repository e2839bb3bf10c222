// The URL Jekyll gave a post or a page, and the file it wrote for it: permalink templates filled in as jekyll/url.rb and jekyll/document.rb do.
import Foundation

/// Jekyll's URLs, so that an import can keep each old one answering.
enum JekyllPermalink {
    /// The values a post's permalink template may use (`:year`, `:title`, `:categories`, …).
    static func placeholders(date: PostDate, slug: String, categories: [String]) -> [String: String] {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let longMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                          "November", "December"]
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let longDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let weekday = Self.weekday(date)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var seen = Set<String>()
        let folders = categories.map { $0.lowercased() }.filter { seen.insert($0).inserted }
        return [
            "year": String(format: "%04d", date.year), "short_year": two(date.year % 100),
            "month": two(date.month), "i_month": "\(date.month)", "short_month": months[date.month - 1], "long_month": longMonths[date.month - 1],
            "day": two(date.day), "i_day": "\(date.day)", "y_day": String(format: "%03d", date.dayOfYear),
            "hour": two(date.hour), "minute": two(date.minute), "second": two(date.second),
            "short_day": days[weekday], "long_day": longDays[weekday], "week": two(isoWeek(date)),
            "title": slugify(slug, pretty: true), "slug": slugify(slug, pretty: false), "name": slugify(slug, pretty: false),
            "categories": folders.joined(separator: "/"), "output_ext": ".html",
        ]
    }

    /// `template` with its placeholders filled in, as Jekyll's `URL#generate_url` fills them: the longest name
    /// first (`:i_month` before `:month`), an empty `/:categories` left out with its slash, then `//` made one.
    static func url(_ template: String, placeholders: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        let names = placeholders.keys.sorted { $0.count > $1.count }
        while let colon = rest.firstIndex(of: ":") {
            result += rest[..<colon]
            let after = rest[rest.index(after: colon)...]
            guard let name = names.first(where: { after.hasPrefix($0) }) else {
                result += ":"
                rest = after
                continue
            }
            let value = placeholders[name]!
            if value.isEmpty, result.hasSuffix("/") { result.removeLast() }
            result += value
            rest = after.dropFirst(name.count)
        }
        result += rest
        while result.contains("//") { result = result.replacingOccurrences(of: "//", with: "/") }
        return result.hasPrefix("/") ? result : "/" + result
    }

    /// The file Jekyll wrote for `url`, relative to the site: `x/` is `x/index.html`, a name without `.html`
    /// gets it (Jekyll's `Document#destination`).
    static func file(of url: String) -> String {
        var path = url.removingPercentEncoding ?? url
        while path.hasPrefix("/") { path.removeFirst() }
        if path.isEmpty || path.hasSuffix("/") { return path + "index.html" }
        return (path as NSString).pathExtension.isEmpty ? path + ".html" : path
    }

    /// Jekyll's `Utils.slugify`: runs of anything but letters, digits (and in `pretty` mode `._~!$&'()+,;=@`)
    /// become one `-`, with none at either end; `pretty` keeps the case, the default mode lowers it.
    static func slugify(_ text: String, pretty: Bool) -> String {
        let kept = Set("._~!$&'()+,;=@")
        var out = ""
        var pendingDash = false
        for character in text {
            if character.isLetter || character.isNumber || (pretty && kept.contains(character)) {
                if pendingDash, !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return pretty ? out : out.lowercased()
    }

    /// 0 for Sunday.
    private static func weekday(_ date: PostDate) -> Int {
        // Zeller-style count of days since 0001-01-01 (a Monday in the proleptic Gregorian calendar).
        (daysSinceEpoch(date) + 1) % 7
    }

    private static func daysSinceEpoch(_ date: PostDate) -> Int {
        let y = date.year - 1
        let before = y * 365 + y / 4 - y / 100 + y / 400
        return before + date.dayOfYear - 1
    }

    /// The ISO 8601 week number (`%V`).
    private static func isoWeek(_ date: PostDate) -> Int {
        let isoWeekday = (weekday(date) + 6) % 7 + 1   // Monday 1 … Sunday 7
        let week = (date.dayOfYear - isoWeekday + 10) / 7
        if week < 1 { return isoWeek(PostDate(year: date.year - 1, month: 12, day: 31)) }
        if week == 53 {
            let dec31 = PostDate(year: date.year, month: 12, day: 31)
            if (weekday(dec31) + 6) % 7 + 1 < 4 { return 1 }
        }
        return week
    }
}
