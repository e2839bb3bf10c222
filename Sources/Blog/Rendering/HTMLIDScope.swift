// Unique ids for a post's HTML on a page that holds several posts (month and index pages).

/// Prefixes the ids a post's Markdown produced (headings, footnotes) and the `#links` to them, so two
/// posts on one page never share an id: `id="main-axis"` becomes `id="p1-main-axis"`. Empty named
/// anchors (`<a id="old"></a>`, written by authors and by the MPC importer for old links) keep their ids.
struct HTMLIDScope {
    /// The ids to rewrite.
    let ids: Set<String>
    /// What goes before them, followed by `-`.
    let prefix: String

    /// The scope of the ids `html` defines.
    init(definedIn html: String, prefix: String) {
        self.prefix = prefix
        var ids = Set<String>()
        Self.scan(html) { kind, value, _ in
            if case .id(let isEmptyAnchor) = kind, !isEmptyAnchor { ids.insert(value) }
        }
        self.ids = ids
    }

    /// `html` with every `id="X"` and `href="#X"` for an X of this scope prefixed.
    func apply(to html: String) -> String {
        guard !ids.isEmpty else { return html }
        var result = ""
        result.reserveCapacity(html.utf8.count + 64)
        var last = html.startIndex
        Self.scan(html) { _, value, valueStart in
            guard ids.contains(value) else { return }
            result += html[last..<valueStart]
            result += prefix + "-"
            last = valueStart
        }
        result += html[last...]
        return result
    }

    /// A summary's `#links` to ids only the full post has (a footnote, a later heading), sent to the
    /// post's own page `url`, where the ids are unprefixed; links to ids the summary has are scoped.
    func applyToSummary(_ html: String, postURL url: String) -> String {
        var defined = Set<String>()
        Self.scan(html) { kind, value, _ in
            if case .id = kind { defined.insert(value) }
        }
        var result = ""
        var last = html.startIndex
        Self.scan(html) { kind, value, valueStart in
            guard ids.contains(value) else { return }
            if case .fragment = kind, !defined.contains(value) {
                let hash = html.index(before: valueStart)
                result += html[last..<hash]
                result += url
                last = hash
            } else {
                result += html[last..<valueStart]
                result += prefix + "-"
                last = valueStart
            }
        }
        result += html[last...]
        return result
    }

    enum Kind { case id(isEmptyAnchor: Bool), fragment }

    /// Calls `found` for each `id="…"` and `href="#…"` with the value and where it starts.
    private static func scan(_ html: String, _ found: (Kind, String, String.Index) -> Void) {
        let utf8 = html.utf8
        var index = utf8.startIndex
        while let quoteStart = nextAttribute(in: utf8, from: index) {
            let (kind, valueStart) = quoteStart
            guard let valueEnd = utf8[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return }
            let value = String(html[valueStart..<valueEnd])
            var resolvedKind = kind
            if case .id = kind {
                // `<a id="x"></a>`: the tag starts with `<a ` right before and closes at once.
                let before = html[..<valueStart].utf8.suffix(7)
                let after = html[valueEnd...].utf8.prefix(6)
                resolvedKind = .id(isEmptyAnchor: Array(before) == Array("<a id=\"".utf8) && Array(after) == Array("\"></a>".utf8))
            }
            found(resolvedKind, value, valueStart)
            index = valueEnd
        }
    }

    /// The next ` id="` or ` href="#` at or after `start`, and where its value starts.
    private static func nextAttribute(in utf8: String.UTF8View, from start: String.Index) -> (Kind, String.Index)? {
        let idPattern = Array(" id=\"".utf8), hrefPattern = Array(" href=\"#".utf8)
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: " ") {
                if utf8[index...].starts(with: idPattern) {
                    return (.id(isEmptyAnchor: false), utf8.index(index, offsetBy: idPattern.count))
                }
                if utf8[index...].starts(with: hrefPattern) {
                    return (.fragment, utf8.index(index, offsetBy: hrefPattern.count))
                }
            }
            index = utf8.index(after: index)
        }
        return nil
    }
}
