// Unique ids for a post's HTML on a page that holds several posts (month and index pages).
import Foundation

/// Prefixes the ids a post's Markdown produced (headings, footnotes) and the `#links` to them, so two
/// posts on one page never share an id: `id="main-axis"` becomes `id="p1-main-axis"`. Empty named
/// anchors (`<a id="old"></a>`, written by authors and by the MPC importer for old links) keep their ids.
struct HTMLIDScope {
    /// The ids to rewrite.
    let ids: Set<String>
    /// What goes before them, followed by `-`.
    let prefix: String

    /// The scope of the ids an HTML text with `places` defines.
    init(definedIn places: HTMLIDPlaces, prefix: String) {
        self.prefix = prefix
        ids = places.definedIDs
    }

    /// `html` with every `id="X"` and `href="#X"` for an X of this scope prefixed.
    func apply(to html: String) -> String {
        guard !ids.isEmpty else { return html }
        return apply(to: html, places: HTMLIDPlaces(of: html))
    }

    /// `html`, whose ids and `#links` are `places`, with every `id="X"` and `href="#X"` for an X of this scope
    /// prefixed (built from pieces of `html`, which are not checked again as UTF-8).
    func apply(to html: String, places: HTMLIDPlaces) -> String {
        html.replacingUTF8Ranges(edits(places))
    }

    /// The edits, in order, that scope a text whose ids and `#links` are `places` as `apply(to:places:)` does, and
    /// resolve its site-root markers `markers` as `SiteRoot.resolve(_:prefix:)` does: a post on a month page is
    /// written with them applied (`HTMLText`), never copied with them.
    func edits(_ places: HTMLIDPlaces, siteRootMarkers markers: [Range<Int>], resolvingWith rootPrefix: String) -> [TextEdit] {
        let scoped = edits(places)
        guard !markers.isEmpty else { return scoped }
        // A marker is inside a URL and a scoped place is an id or a `#` fragment: they never overlap.
        return (scoped + SiteRoot.edits(markers, prefix: rootPrefix)).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The insertions of the prefix before every scoped id and `#link` of `places`.
    private func edits(_ places: HTMLIDPlaces) -> [TextEdit] {
        guard !ids.isEmpty else { return [] }
        let marker = prefix + "-"
        return places.places.filter { ids.contains($0.name) }.map { TextEdit($0.value.lowerBound..<$0.value.lowerBound, marker) }
    }

    /// A summary's `#links` to ids only the full post has (a footnote, a later heading), sent to the
    /// post's own page `url`, where the ids are unprefixed; links to ids the summary has are scoped.
    func applyToSummary(_ html: String, postURL url: String) -> String {
        let places = HTMLIDPlaces(of: html)
        // Every id the summary has, empty named anchors' included: a link to one of them stays on the page.
        let defined = Set(places.places.compactMap { place -> String? in
            if case .id = place.kind { return place.name } else { return nil }
        })
        var result = ""
        result.reserveCapacity(html.utf8.count + 64)
        let marker = prefix + "-"
        var last = 0
        for place in places.places where ids.contains(place.name) {
            if case .fragment = place.kind, !defined.contains(place.name) {
                let hash = place.value.lowerBound - 1
                result += html.utf8Slice(last..<hash)
                result += url
                last = hash
            } else {
                result += html.utf8Slice(last..<place.value.lowerBound)
                result += marker
                last = place.value.lowerBound
            }
        }
        result += html.utf8Slice(last..<html.utf8.count)
        return result
    }
}
