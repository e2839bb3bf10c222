// End to end: taxonomies of `taxonomies:` in blog.yml (a `series`): term pages read oldest first, a list page, feeds,
// terms under each post, and each post's place in its series with the posts before and after it.
@testable import Blog
import Foundation
import Testing

struct TaxonomiesTests {
    static func post(_ slug: String, day: Int, series: String? = nil) -> (String, String) {
        ("content/posts/2024/\(slug).md",
         "---\ntitle: \(slug.uppercased())\ndate: 2024-05-\(String(format: "%02d", day))\n" + (series.map { "series: \($0)\n" } ?? "")
            + "---\nText of \(slug).\n")
    }

    static func site() throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Series\ntaxonomies:\n  series: {title: Series}\n")
        for (path, text) in [post("one", day: 1, series: "Scroll views"), post("two", day: 5, series: "Scroll views"),
                             post("three", day: 9, series: "[Scroll Views, Other]"), post("lone", day: 3)] {
            try site.write(path, text)
        }
        return site
    }

    @Test func aSeriesHasItsPagesAndEachPostItsPlaceInIt() async throws {
        let site = try Self.site()
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        // `series:` is read as a taxonomy, so it is no unused custom key.
        #expect(!TestSite.messages(report).contains { $0.contains("'series' is ignored") })
        let term = try site.page("blog/series/scroll-views.html")
        #expect(term.contains("<p class=\"term-taxonomy\">Series</p>"))
        // Oldest first, as a series reads; the spelling of the oldest post names it.
        #expect(term.contains(">Scroll views <span class=\"count\">3</span></h1>"))
        let order = ["ONE", "TWO", "THREE"].map { term.range(of: ">\($0)</a>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!)
        let list = try site.page("series.html")
        #expect(list.contains("<a href=\"blog/series/scroll-views.html\">Scroll views</a> <span class=\"count\">3</span>"))
        #expect(list.contains("<a href=\"blog/series/other.html\">Other</a> <span class=\"count\">1</span>"))
        #expect(try site.page("blog/series/scroll-views.xml").contains("<title>TWO</title>"))
        let two = try site.page("blog/2024/05/two.html")
        #expect(two.contains("<nav class=\"sequence\" aria-label=\"Series: Scroll views\">"))
        #expect(two.contains("<p>Series: <a href=\"../../../blog/series/scroll-views.html\">Scroll views</a>, 2 / 3</p>"))
        #expect(two.contains("<a class=\"sequence-previous\" href=\"../../../blog/2024/05/one.html\"><span>←</span> ONE</a>"))
        #expect(two.contains("<a class=\"sequence-next\" href=\"../../../blog/2024/05/three.html\">THREE <span>→</span></a>"))
        #expect(two.contains("<span class=\"post-terms\">Series: <a href=\"../../../blog/series/scroll-views.html\">Scroll views</a> </span>"))
        // The last post of a series has no next one in it; a post in none has no series box.
        let three = try site.page("blog/2024/05/three.html")
        #expect(three.contains(", 3 / 3</p>") && three.contains(", 1 / 1</p>"))
        #expect(!(try site.page("blog/2024/05/lone.html")).contains("class=\"sequence\""))
        // The search index holds the series' names.
        let search = TestSite.tree(site.output).filter { $0.key.hasPrefix("search/d/") }.values.map { String(decoding: $0, as: UTF8.self) }
        #expect(search.contains { $0.contains("Scroll views") })
    }

    /// Zola writes a post's taxonomies in its `[taxonomies]` table.
    @Test func zolasTaxonomiesTableGivesTheSeries() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Z\ntaxonomies: [series]\n")
        try site.write("content/posts/2024/z.md", "+++\ntitle = \"Z\"\ndate = 2024-05-01\n[taxonomies]\nseries = [\"Rust\"]\ntags = [\"t\"]\n+++\nText.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("blog/series/rust.html").contains(">Rust <span class=\"count\">1</span></h1>"))
        #expect(try site.page("blog/tag/t.html").contains("#t"))
    }

    @Test func badTaxonomiesAreErrorsAtTheirPlace() async throws {
        let site = try TestSite(copying: nil)
        try site.write("content/posts/2024/a.md", "---\ntitle: A\ndate: 2024-01-02\n---\nText.\n")
        try site.write("blog.yml", "title: T\ntaxonomies: [Series, title, tags, series, series]\n")
        var messages = TestSite.messages(try await site.build())
        #expect(messages.contains { $0.hasPrefix("blog.yml:2:14: error: A taxonomy's name is a front-matter key of lower-case letters") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:2:22: error: 'title' cannot be a taxonomy") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:2:29: warning: 'tags' is always a taxonomy") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:2:43: error: The taxonomy 'series' is listed twice.") })
        try site.write("blog.yml", "title: T\ntaxonomies:\n  series: {feed: maybe, colour: red}\n")
        messages = TestSite.messages(try await site.build())
        #expect(messages.contains { $0.hasPrefix("blog.yml:3:18: error: 'feed' must be true or false.") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:3:25: error: Unknown key 'colour' in a taxonomy") })
        try site.write("blog.yml", "title: T\ntaxonomies: [" + (1...21).map { "t\($0)" }.joined(separator: ", ") + "]\n")
        messages = TestSite.messages(try await site.build())
        #expect(messages.contains { $0.hasPrefix("blog.yml:2:13: error: 'taxonomies' lists 21 taxonomies; a site may have at most 20") })
        try site.write("blog.yml", "title: T\ntaxonomies: 3\n")
        messages = TestSite.messages(try await site.build())
        #expect(messages.contains { $0.hasPrefix("blog.yml:2:13: error: 'taxonomies' must be a list") })
    }

    /// `blog serve`'s builder: a post joining a series, and one leaving it, leave the site a full build would make.
    @Test func seriesEditsInAReusedBuilderMatchAFullBuild() async throws {
        let site = try Self.site()
        let builder = SiteBuilder()
        #expect(try await site.build(mode: .inPlace, builder: builder).succeeded)
        for (path, text) in [Self.post("lone", day: 3, series: "Scroll views"), Self.post("one", day: 1),
                             Self.post("two", day: 5, series: "Renamed")] {
            try site.write(path, text)
            #expect(try await site.build(mode: .inPlace, builder: builder).succeeded)
            let fresh = site.root.appendingPathComponent("fresh-\(UUID().uuidString)")
            _ = try await site.build(into: fresh, builder: SiteBuilder(policy: .oneShot))
            let expected = TestSite.tree(fresh), actual = TestSite.tree(site.output)
            #expect(actual.keys.filter { !$0.hasPrefix(".blog") }.sorted() == expected.keys.filter { !$0.hasPrefix(".blog") }.sorted(),
                    "after editing \(path)")
            for (file, data) in expected where actual[file] != data && !file.hasPrefix(".blog") {
                Issue.record("\(file) differs from a full build after editing \(path)")
            }
        }
    }
}
