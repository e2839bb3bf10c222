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
        #expect(page.contains("<script src=\"../../../search.js\" data-index=\"../../../search/\" data-root=\"../../../\" defer></script>"))
    }

    /// `blog build` makes the index on a thread of its own while the model is made (`SearchPlan.Background`);
    /// `blog serve`'s builder makes it in the plan. Both give the same files, drafts built or not.
    @Test(arguments: [false, true])
    func theIndexMadeInTheBackgroundEqualsTheOneMadeInThePlan(drafts: Bool) async throws {
        let (report, site) = try await build(config: "title: T\n", drafts: drafts)
        #expect(report.succeeded)
        let oneShot = site.root.appendingPathComponent("one-shot")
        #expect(try await site.build(into: oneShot, drafts: drafts, builder: SiteBuilder(cachesOutput: false)).succeeded)
        let planned = TestSite.tree(site.output).filter { $0.key.hasPrefix("search/") }
        #expect(planned.count > 3)
        #expect(TestSite.tree(oneShot).filter { $0.key.hasPrefix("search/") } == planned)
    }

    @Test func searchFalseWritesNoIndexNoPageAndNoBox() async throws {
        let (report, site) = try await build(config: "title: T\nsearch: false\n", drafts: false)
        #expect(report.succeeded)
        let paths = TestSite.tree(site.output).keys
        #expect(!paths.contains { $0.hasPrefix("search") })
        #expect(!(try site.page("index.html")).contains("site-search"))
    }
}
