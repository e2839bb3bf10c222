// Which posts a build publishes: drafts, posts scheduled for later (`publishDate`, or a date to come) and expired ones.
@testable import Blog
import Foundation
import Testing

struct PublicationTests {
    /// 2026-12-01T00:00:00Z, the moment of these builds.
    static let now = Date(timeIntervalSince1970: 1_796_083_200)

    @Test func theMomentIsTheOneNamed() {
        #expect(ISO8601DateFormatter().string(from: Self.now) == "2026-12-01T00:00:00Z")
    }

    func outline(date: String, publish: String? = nil, expiry: String? = nil, draft: Bool = false) -> PostOutline {
        var outline = PostOutline(sourcePath: "content/posts/x.md", title: "X", date: PostDate.parse(date)!, categories: [], tags: [],
                                  isDraft: draft, slug: "x", forcedAnchor: nil, aliases: [], anchorLocation: nil,
                                  slugLocation: SourceLocation(path: "content/posts/x.md"))
        outline.publishDate = publish.flatMap(PostDate.parse)
        outline.expiryDate = expiry.flatMap(PostDate.parse)
        return outline
    }

    /// A date without an offset is in the site's zone; a post is out from the second its date names, gone from the
    /// second its expiry names.
    @Test func aPostIsOutFromItsDateUntilItsExpiry() throws {
        let rules = PublicationRules(now: Self.now)
        let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai")), utc = try #require(TimeZone(identifier: "UTC"))
        #expect(rules.leftOut(outline(date: "2026-12-01 08:00"), timeZone: shanghai) == nil)
        #expect(rules.leftOut(outline(date: "2026-12-01 08:00"), timeZone: utc) == .scheduled)
        #expect(rules.leftOut(outline(date: "2026-12-01T08:00:01+08:00"), timeZone: utc) == .scheduled)
        #expect(rules.leftOut(outline(date: "2026-11-30"), timeZone: utc) == nil)
        // `publishDate` wins over `date`, either way.
        #expect(rules.leftOut(outline(date: "2020-01-01", publish: "2027-01-01"), timeZone: utc) == .scheduled)
        #expect(rules.leftOut(outline(date: "2027-01-01", publish: "2020-01-01"), timeZone: utc) == nil)
        #expect(rules.leftOut(outline(date: "2020-01-01", expiry: "2026-12-01T00:00:00Z"), timeZone: utc) == .expired)
        #expect(rules.leftOut(outline(date: "2020-01-01", expiry: "2026-12-01T00:00:01Z"), timeZone: utc) == nil)
        #expect(rules.leftOut(outline(date: "2027-01-01", draft: true), timeZone: utc) == .draft)
        let all = PublicationRules(now: Self.now, includesDrafts: true, includesFuture: true, includesExpired: true)
        #expect(all.leftOut(outline(date: "2027-01-01", expiry: "2021-01-01", draft: true), timeZone: utc) == nil)
    }

    func site() throws -> TestSite {
        let site = try TestSite(copying: "basic")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try site.write("content/posts/out.md", "---\ntitle: Out\ndate: 2026-01-01\n---\nOut now.\n")
        try site.write("content/posts/soon.md", "---\ntitle: Soon\ndate: 2027-01-01 12:00\n---\nSoon.\n")
        try site.write("content/posts/held.md", "---\ntitle: Held\ndate: 2026-01-02\npublishDate: 2027-06-01\n---\nHeld back.\n")
        try site.write("content/posts/gone.md", "---\ntitle: Gone\ndate: 2026-01-03\nexpiryDate: 2026-06-01\n---\nGone.\n")
        try site.write("content/posts/kept.md", "---\ntitle: Kept\ndate: 2026-01-04\nexpiryDate: 2027-01-01\n---\nKept.\n")
        try site.write("content/posts/draft.md", "---\ntitle: Draft\ndate: 2026-01-05\ndraft: true\n---\nDraft.\n")
        return site
    }

    func build(_ site: TestSite, future: Bool = false, expired: Bool = false) async throws -> BuildReport {
        var options = BuildOptions(sourceFolder: site.source, outputFolder: site.output)
        options.now = Self.now
        options.includesFuture = future
        options.includesExpired = expired
        return try await SiteBuilder().build(options)
    }

    /// Left out of every page, feed, sitemap and search index, and counted in the summary, never silently.
    @Test func scheduledAndExpiredPostsAreLeftOutAndCounted() async throws {
        let site = try site()
        let report = try await build(site)
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(report.postCount == 2)
        #expect(report.summary.hasSuffix("; left out: 1 draft (--drafts builds it), 2 scheduled for later (--future builds them), 1 expired (--expired builds it)"))
        let files = TestSite.tree(site.output)
        #expect(files["blog/2026/01/out.html"] != nil && files["blog/2026/01/kept.html"] != nil)
        for slug in ["soon", "held", "gone"] {
            #expect(!files.keys.contains { $0.contains(slug) }, "\(slug)")
            for (path, bytes) in files where path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".json") {
                #expect(!String(decoding: bytes, as: UTF8.self).contains("/\(slug).html"), "\(slug) in \(path)")
            }
        }
    }

    @Test func theFlagsAndBlogYMLBuildThem() async throws {
        let site = try site()
        let future = try await build(site, future: true)
        #expect(future.postCount == 4 && future.summary.hasSuffix("; left out: 1 draft (--drafts builds it), 1 expired (--expired builds it)"))
        #expect(try site.page("blog/2027/01/soon.html").contains("Soon."))
        #expect(try site.page("blog/2026/01/held.html").contains("Held back."))
        let expired = try await build(site, expired: true)
        #expect(expired.postCount == 3)
        #expect(try site.page("blog/2026/01/gone.html").contains("Gone."))
        let blogYML = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", blogYML + "future: true\nexpired: true\n")
        let both = try await build(site)
        #expect(both.postCount == 5 && both.summary.hasSuffix("; left out: 1 draft (--drafts builds it)"))
        try site.write("blog.yml", blogYML + "future: soon\n")
        let bad = try await build(site)
        #expect(TestSite.messages(bad).contains { $0.hasPrefix("blog.yml:9:9: error: 'future' must be true or false.") })
    }

    /// A date that cannot be read is an error at its place, as `date` is.
    @Test func anUnreadablePublishDateIsAnError() async throws {
        let site = try site()
        try site.write("content/posts/bad.md", "---\ntitle: Bad\ndate: 2026-01-01\npublishDate: next week\n---\nX.\n")
        let report = try await build(site)
        #expect(TestSite.messages(report).contains { $0.hasPrefix("content/posts/bad.md:4:14: error: Cannot read the date 'next week'.") })
    }
}
