// The search index a build writes: every post and page findable, drafts never, nothing with search: false.
@testable import Blog
import Foundation
import Testing

struct SearchBuildTests {
    /// The basic fixture with the default theme's base template (the fixture's own has no search box).
    func build(config: String, drafts: Bool) async throws -> (BuildReport, TestSite) {
        let site = try TestSite(copying: "basic")
        try site.remove("templates/base.mustache")
        try site.write("blog.yml", config)
        try site.write("content/posts/2021/secret.md", "---\ntitle: Secret plans\ndate: 2021-07-30\ndraft: true\n---\nUnannounced zeppelin.\n")
        return (try await site.build(drafts: drafts), site)
    }

    /// Every document file of the index, decoded.
    func documents(_ site: TestSite) throws -> [[String: Any]] {
        let folder = site.output.appendingPathComponent("search/d")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().flatMap {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent($0))) as? [[String: Any]])
        }
    }

    @Test func draftsAreNeverIndexedEvenWhenBuilt() async throws {
        let (report, site) = try await build(config: "title: T\n", drafts: true)
        #expect(report.succeeded)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/2021/07/secret.html").path))
        let titles = try documents(site).compactMap { $0["t"] as? String }
        #expect(titles.count == 5)
        #expect(!titles.contains("Secret plans"))
        let buckets = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("search/i").path)
        for bucket in buckets {
            let text = try String(contentsOf: site.output.appendingPathComponent("search/i/\(bucket)"), encoding: .utf8)
            #expect(!text.contains("zeppelin"))
        }
    }

    @Test func everyDocumentLinksToAPageOfTheSite() async throws {
        let (_, site) = try await build(config: "title: T\n", drafts: false)
        for document in try documents(site) {
            let url = try #require(document["u"] as? String)
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent(url).path), "\(url)")
        }
        let page = try site.page("blog/2021/07/flexbox.html")
        #expect(page.contains("<form class=\"site-search\" action=\"../../../search.html\" role=\"search\" hidden>"))
        #expect(page.contains("<script src=\"../../../search.js\" data-index=\"../../../search/\" data-root=\"../../../\" data-lang=\"en\" data-strings=\"{&quot;searchNoResults&quot;:&quot;No results&quot;,"))
    }

    /// `blog build` makes the index on a thread of its own while the model is made (`SearchPlan.Background`);
    /// `blog serve`'s builder makes it in the plan. Both give the same files, drafts built or not.
    @Test(arguments: [false, true])
    func theIndexMadeInTheBackgroundEqualsTheOneMadeInThePlan(drafts: Bool) async throws {
        let (report, site) = try await build(config: "title: T\n", drafts: drafts)
        #expect(report.succeeded)
        let oneShot = site.root.appendingPathComponent("one-shot")
        #expect(try await site.build(into: oneShot, drafts: drafts, builder: SiteBuilder(policy: .oneShot)).succeeded)
        let planned = TestSite.tree(site.output).filter { $0.key.hasPrefix("search/") }
        #expect(planned.count > 3)
        #expect(TestSite.tree(oneShot).filter { $0.key.hasPrefix("search/") } == planned)
    }

    /// A one-shot build writes the index after the pages (it is made meanwhile): the same files as a build that
    /// plans it, counted and mapped to their source like them.
    @Test func theIndexWrittenAfterThePagesIsCountedAndMapped() async throws {
        let (planned, site) = try await build(config: "title: T\n", drafts: false)
        let oneShot = site.root.appendingPathComponent("one-shot")
        let report = try await site.build(into: oneShot, builder: SiteBuilder(policy: .oneShot))
        #expect(report.succeeded)
        #expect(TestSite.tree(oneShot) == TestSite.tree(site.output))
        // Every file the build writes, and the manifest that lists them.
        #expect(report.fileCount + 1 == TestSite.tree(oneShot).count)
        #expect(report.fileCount == planned.fileCount)
        #expect(report.sourceMap?.owners["search/meta.json"]?.path == "(generated)")
        #expect(report.sourceMap?.owners.count == planned.sourceMap?.owners.count)
    }

    /// The index's file names are known only once it is made, so its paths are kept for it whatever they are: a
    /// file of the site there is an error (with search on), not a file silently replaced.
    @Test(arguments: ["search/meta.json", "search/i/zz.json", "search/d/notes.txt", "search"])
    func aFileWhereTheIndexGoesIsAnError(path: String) async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/\(path)", "mine\n")
        let report = try await site.build(builder: SiteBuilder(policy: .oneShot))
        #expect(TestSite.messages(report) == [
            "content/\(path):1:1: error: The output path '\(path)' is kept for the search index.\n"
                + "    note: Move or rename the file, or set 'search: false' in blog.yml.",
        ])
        try site.write("blog.yml", "title: T\nsearch: false\n")
        #expect(try await site.build().succeeded)
        #expect(try site.page(path) == "mine\n")
    }

    /// The last build but one's tree is reused as the staging folder, and the index's paths are learned after
    /// it was checked: a file standing where the index's folder goes is cleared from it, not a failed build.
    @Test func aReusedTreeWithAFileWhereTheIndexGoesIsCleared() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("blog.yml", "title: T\nsearch: false\n")
        try site.write("content/search", "a file named search\n")
        let oneShot = { try await site.build(builder: SiteBuilder(policy: .oneShot)) }
        #expect(try await oneShot().succeeded)
        #expect(try await oneShot().succeeded)
        // The tree kept for reuse (the first build's) has a file `search`.
        try site.remove("content/search")
        try site.write("blog.yml", "title: T\n")
        let report = try await oneShot()
        #expect(report.succeeded)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("search/meta.json").path))
        #expect(TestSite.tree(site.output).keys.filter { $0.hasPrefix("search/d/") } == ["search/d/0.json"])
    }

    @Test func searchFalseWritesNoIndexNoPageAndNoBox() async throws {
        let (report, site) = try await build(config: "title: T\nsearch: false\n", drafts: false)
        #expect(report.succeeded)
        let paths = TestSite.tree(site.output).keys
        #expect(!paths.contains { $0.hasPrefix("search") })
        #expect(!(try site.page("index.html")).contains("site-search"))
    }

    /// Every term of the index with the URLs of the documents holding it.
    func termDocuments(_ site: TestSite) throws -> [String: Set<String>] {
        let urls = try documents(site).map { try #require($0["u"] as? String) }
        let folder = site.output.appendingPathComponent("search/i")
        var result: [String: Set<String>] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let bucket = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))) as? [String: [Int]])
            for (term, flat) in bucket {
                var doc = 0
                for pair in stride(from: 0, to: flat.count, by: 2) {
                    doc += flat[pair]
                    result[term, default: []].insert(urls[doc])
                }
            }
        }
        return result
    }

    /// Each document's words are stemmed by its own language: an English post's `layouts` is `layout`, a German
    /// post's (`lang: de`) stays `layouts`, and on a site in French every post keeps its words as written unless it
    /// says it is in English.
    @Test func eachPostIsTokenizedByItsLanguage() async throws {
        let site = try TestSite(copying: "basic")
        try site.remove("templates/base.mustache")
        try site.write("content/posts/2021/deutsch.md", "---\ntitle: Kreuzungen\ndate: 2021-07-30\nlang: de\n---\nZwei Layouts.\n")
        try site.write("content/posts/2021/english.md", "---\ntitle: Crossings\ndate: 2021-07-29\n---\nTwo layouts.\n")
        #expect(try await site.build().succeeded)
        var terms = try termDocuments(site)
        #expect(terms["layouts"] == ["blog/2021/07/deutsch.html"])
        #expect(terms["layout", default: []].contains("blog/2021/07/english.html"))
        #expect(!terms["layout", default: []].contains("blog/2021/07/deutsch.html"))
        #expect(terms["kreuzungen"] == ["blog/2021/07/deutsch.html"] && terms["cross"] == ["blog/2021/07/english.html"])

        #expect(terms["basic", default: []].contains("blog/2021/07/flexbox.html"))  // "Flexbox basics"

        let config = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", config.replacingOccurrences(of: "language: en", with: "language: fr"))
        try site.write("content/posts/2021/english.md", "---\ntitle: Crossings\ndate: 2021-07-29\nlang: en\n---\nTwo layouts.\n")
        #expect(try await site.build().succeeded)
        terms = try termDocuments(site)
        #expect(terms["cross"] == ["blog/2021/07/english.html"])
        #expect(terms["layouts"] == ["blog/2021/07/deutsch.html"])
        #expect(terms["basics", default: []].contains("blog/2021/07/flexbox.html"))
        #expect(!terms["basic", default: []].contains("blog/2021/07/flexbox.html"))
        #expect(terms["crossings"] == nil)
    }
}
