// The URL Zola gave a page or a term: its `path`, or its section folders and slug, slugified as Zola's `slugify_paths` does (components/content/src/page.rs, utils/src/slugs.rs).
import Foundation

/// Zola's paths, so that an import keeps each old one answering.
enum ZolaPaths {
    /// Zola's `RFC3339_DATE` on a file name: `2020-01-02` (or `2020-01-02T10:00:00Z`), then an optional space,
    /// `_` or `-`, and the slug. The date as written and the slug, or nil when the name starts with no date.
    static func splitDate(_ name: String) -> (date: String, slug: String?)? {
        let pattern = #"^((\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(\.[0-9]+)?(Z|(\+|-)([01][0-9]|2[0-3]):([0-5][0-9])))?)(\s?(_|-)(.+$))?"#
        guard let match = try? NSRegularExpression(pattern: pattern).firstMatch(in: name, range: NSRange(name.startIndex..., in: name)),
              let date = Range(match.range(at: 1), in: name) else { return nil }
        return (String(name[date]), Range(match.range(at: 16), in: name).map { String(name[$0]) })
    }

    /// `slug::slugify`, which Zola's `slugify = "on"` (the default) runs (`Slug.transliterated`).
    static func slugify(_ text: String) -> (slug: String, exact: Bool) { Slug.transliterated(text) }

    /// Zola's `safe` slugs: the text without `<>:"/\|?*` and without spaces or dots at its end.
    static func safe(_ text: String) -> String {
        var trimmed = Substring(text)
        while let last = trimmed.last, last == " " || last == "." { trimmed.removeLast() }
        return trimmed.filter { !#"<>:"/\|?*"#.contains($0) }
    }

    /// A path component as `slugify` says (`on`: slugified; otherwise kept safe), and whether it is certainly Zola's.
    static func component(_ text: String, slugifies: Bool) -> (text: String, exact: Bool) {
        slugifies ? slugify(text) : (safe(text), true)
    }
}
