// A reused SiteBuilder renders only what changed, and its output always equals a fresh full build.
@testable import Blog
import Foundation
import Testing

struct IncrementalBuildTests {
    /// Builds the current source afresh into a new folder and compares it with `site.output`.
    func expectEqualsFullBuild(_ site: TestSite) async throws {
        let fresh = site.root.appendingPathComponent("fresh-\(UUID().uuidString)")
        let report = try await site.build(into: fresh, builder: SiteBuilder(policy: .oneShot))
        #expect(report.succeeded)
        let expected = TestSite.tree(fresh)
        let actual = TestSite.tree(site.output)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected where actual[path] != data {
            Issue.record("\(path) differs from a full build")
        }
        try FileManager.default.removeItem(at: fresh)
    }

    @Test(arguments: [OutputMode.inPlace, OutputMode.staged])
    func editsAddsAndRemovalsMatchAFullBuild(mode: OutputMode) async throws {
        let site = try TestSite()
        let builder = SiteBuilder()
        let first = try await site.build(mode: mode, builder: builder)
        #expect(first.markdownRenderCount == 6)
        try await expectEqualsFullBuild(site)

        // Nothing changed: nothing parsed, rendered or written.
        let idle = try await site.build(mode: mode, builder: builder)
        #expect(idle.markdownRenderCount == 0)
        #expect(idle.renderedPageCount == 0)
        #expect(idle.changedPaths.isEmpty)

        // Edit one post's body: only pages showing it change.
        let path = "content/posts/2022/grid.md"
        let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        try site.write(path, text.replacingOccurrences(of: "Second paragraph.", with: "Second, edited paragraph."))
        let edit = try await site.build(mode: mode, builder: builder)
        #expect(edit.markdownRenderCount == 1)
        // The search index: the file holding the post's document (documents 0 to 7), and the new word "edit"
        // opens a bucket "e" (hex 65), which meta.json lists.
        #expect(edit.changedPaths == ["blog/2022-01.html", "blog/2022/01/css-grid.html", "blog/category/swift-ui.xml", "feed.xml",
                                      "search/d/0.json", "search/i/65.json", "search/meta.json"])
        try await expectEqualsFullBuild(site)

        // A new post in a new month and category changes the sidebar of every page.
        try site.write("content/posts/2022/new.md", "---\ntitle: New\ndate: 2022-03-01\ncategories: Fresh\n---\nNew post.\n")
        let added = try await site.build(mode: mode, builder: builder)
        #expect(added.changedPaths.contains("blog/category/fresh.html"))
        #expect(added.changedPaths.contains("about.html"))
        try await expectEqualsFullBuild(site)

        // Removing it removes its pages.
        try site.remove("content/posts/2022/new.md")
        let removed = try await site.build(mode: mode, builder: builder)
        // The bucket "n" (hex 6e) that only its word "new" needed goes too.
        #expect(removed.removedPaths == ["blog/2022-03.html", "blog/2022/03/new.html", "blog/category/fresh.html",
                                         "blog/category/fresh.xml", "page/3.html",
                                         "search/i/6e.json"])
        try await expectEqualsFullBuild(site)

        // A template change re-renders every template page; an asset change recopies it.
        try site.write("templates/partials/sidebar.mustache", "<aside>{{#sidebar.months}}{{label}} {{/sidebar.months}}</aside>\n")
        try site.write("content/images/logo.txt", "new bytes, longer than before\n")
        let themed = try await site.build(mode: mode, builder: builder)
        #expect(themed.renderedPageCount == 22)   // search.html, the two year pages and the two tag pages are template pages too
        #expect(themed.changedPaths.contains("images/logo.txt"))
        try await expectEqualsFullBuild(site)

        // A config change (language) re-renders pages with new dates and labels.
        let config = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", config.replacingOccurrences(of: "language: en", with: "language: zh-cn"))
        _ = try await site.build(mode: mode, builder: builder)
        #expect(try site.page("blog/2021-07.html").contains("21年7月17日 周六 21:10"))
        try await expectEqualsFullBuild(site)
    }

    @Test func aFailedIncrementalBuildWritesNothingAndTheNextOneRecovers() async throws {
        let site = try TestSite()
        let builder = SiteBuilder()
        _ = try await site.build(mode: .inPlace, builder: builder)
        let before = TestSite.tree(site.output)
        try site.write("content/posts/2021/flexbox.md", "---\ntitle: Flexbox basics\ndate: someday\n---\n")
        let failed = try await site.build(mode: .inPlace, builder: builder)
        #expect(!failed.succeeded)
        #expect(failed.changedPaths.isEmpty)
        #expect(TestSite.tree(site.output) == before)
        try site.write("content/posts/2021/flexbox.md", "---\ntitle: Flexbox basics\ndate: 2021-07-17 21:10\n---\nShort now.\n")
        let recovered = try await site.build(mode: .inPlace, builder: builder)
        #expect(recovered.succeeded)
        try await expectEqualsFullBuild(site)
    }

    /// Replaces `old` with `new` in a source file of `site`.
    func edit(_ site: TestSite, _ path: String, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: site.source.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains(old))
        try site.write(path, text.replacingOccurrences(of: old, with: new))
    }

    @Test func contentEditsReplanOnlyThePagesShowingThePost() async throws {
        let site = try TestSite()
        let builder = SiteBuilder()
        _ = try await site.build(mode: .inPlace, builder: builder)

        // Below the summary: the post page, its month page and the index page showing it (its summary, with the
        // post's word count and reading time) are rendered again; the archive and category lists (titles and
        // dates) are not.
        try edit(site, "content/posts/2022/grid.md", "Second paragraph.", "Second, edited paragraph.")
        let body = try await site.build(mode: .inPlace, builder: builder)
        #expect(body.renderedPageCount == 3)
        #expect(!body.changedPaths.contains("archive.html"))
        #expect(!body.changedPaths.contains("blog/category/swift-ui.html"))
        try await expectEqualsFullBuild(site)

        // The summary: the index page shows it and is rendered again; the default archive doesn't.
        try edit(site, "content/posts/2022/grid.md", "Grids in two dimensions.", "Grids, in two dimensions.")
        let summary = try await site.build(mode: .inPlace, builder: builder)
        #expect(summary.renderedPageCount == 3)
        #expect(summary.changedPaths.contains("index.html"))
        try await expectEqualsFullBuild(site)

        // A new title changes the outline (neighbours' links, lists, sidebar): everything is planned again.
        try edit(site, "content/posts/2022/grid.md", "title: Grid", "title: Grid Layout")
        let title = try await site.build(mode: .inPlace, builder: builder)
        #expect(title.changedPaths.contains("archive.html"))
        #expect(try site.page("archive.html", in: site.output).contains("Grid Layout"))
        try await expectEqualsFullBuild(site)

        // Tags show in lists too.
        try edit(site, "content/posts/2022/grid.md", "slug: css-grid", "slug: css-grid\ntags: [grid]")
        _ = try await site.build(mode: .inPlace, builder: builder)
        try await expectEqualsFullBuild(site)
    }

    @Test func anArchiveThatShowsSummariesIsRenderedAgainWhenOneChanges() async throws {
        let site = try TestSite()
        try site.write("templates/archive.mustache",
                       "{{< base}}{{$main}}{{#months}}{{#posts}}<p>{{title}}: {{{summary}}}</p>{{/posts}}{{/months}}{{/main}}{{/base}}\n")
        let builder = SiteBuilder()
        _ = try await site.build(mode: .inPlace, builder: builder)
        try edit(site, "content/posts/2022/grid.md", "Grids in two dimensions.", "Grids, now in two dimensions.")
        let edited = try await site.build(mode: .inPlace, builder: builder)
        #expect(edited.changedPaths.contains("archive.html"))
        #expect(try site.page("archive.html", in: site.output).contains("Grids, now in two dimensions."))
        try await expectEqualsFullBuild(site)
    }
}
