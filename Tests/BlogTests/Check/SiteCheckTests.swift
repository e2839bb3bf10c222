// blog check: broken links, anchors, images, redirects and duplicate ids, each at the Markdown or template line
// that wrote it; the feed and sitemap parse; --external against a server on 127.0.0.1.
@testable import Blog
import Foundation
import Testing

struct SiteCheckTests {
    static let brokenPost = """
        ---
        title: X
        date: 2021-07-17 10:00
        ---

        Intro paragraph.

        <!-- more -->
        See [nothing](/no/such/page.html) here.

        Jump to [the end](#the-end) and [about](/about.html#team).

        ![a cat](/images/cat.png)

        <span id="dup">one</span>
        <span id="dup">two</span>

        Fine: [about](/about.html), [top](#main), [itself](/blog/2021/07/x.html) and [mail](mailto:a@example.com).
        """

    /// A site with one post holding each kind of problem, a redirect to nowhere and a template of its own.
    static func brokenSite() throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\nunsafe: true\n")
        try site.write("content/posts/2021/x.md", brokenPost)
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nHello.\n")
        try site.write("redirects.yml", "old.html: about.html\nolder.html: no/such/page.html\n")
        let page = try String(contentsOf: TestSite.repositoryRoot.appendingPathComponent("templates/page.mustache"), encoding: .utf8)
            .replacingOccurrences(of: "<h1 class=\"page-title\">{{page.title}}</h1>",
                                  with: "<h1 class=\"page-title\">{{page.title}}</h1>\n<p><a href=\"nowhere.html\">x</a></p><div id=\"main\"></div>")
        try site.write("templates/page.mustache", page)
        return site
    }

    static let expected = [
        "content/posts/2021/x.md:9:5: error: link to /no/such/page.html does not resolve",
        "content/posts/2021/x.md:11:9: error: link to #the-end does not resolve: the page has no id 'the-end'",
        "content/posts/2021/x.md:11:33: error: link to /about.html#team does not resolve: about.html has no id 'team'",
        "content/posts/2021/x.md:13:1: error: image /images/cat.png does not resolve",
        "content/posts/2021/x.md:16:7: error: duplicate id 'dup' on the page",
        "redirects.yml:2:13: error: redirect target no/such/page.html is not a page",
        "templates/page.mustache:4:13: error: link to nowhere.html does not resolve",
        "templates/page.mustache:4:41: error: duplicate id 'main' on the page",
    ]

    func check(_ site: TestSite, builtOutput: URL? = nil, external: ExternalLinkCheck? = nil) async throws -> CheckRun.Report {
        try await CheckRun.run(CheckRun.Options(build: BuildOptions(sourceFolder: site.source), builtOutput: builtOutput,
                                                shownOutput: "out", external: external), builder: SiteBuilder(policy: .oneShot))
    }

    @Test func eachProblemIsReportedAtTheLineThatWroteIt() async throws {
        let site = try Self.brokenSite()
        let report = try await check(site)
        #expect(report.diagnostics.map(\.description) == Self.expected)
        #expect(!report.succeeded)
        _ = try await site.build()
        #expect(report.pageCount == TestSite.tree(site.output).keys.filter { $0.hasSuffix(".html") }.count)
        #expect(report.summary.hasSuffix(": 8 errors."))
    }

    @Test func checkingAFolderBuiltBeforeFindsTheSame() async throws {
        let site = try Self.brokenSite()
        _ = try await site.build()
        let before = TestSite.tree(site.output)
        let report = try await check(site, builtOutput: site.output)
        #expect(report.diagnostics.map(\.description) == Self.expected)
        #expect(TestSite.tree(site.output) == before)   // only read
    }

    @Test func aCleanSiteHasNoProblems() async throws {
        let site = try TestSite()   // the fixture blog: posts, pages, redirects, categories
        let report = try await check(site)
        #expect(report.diagnostics.filter(\.isError).isEmpty, "\(report.diagnostics)")
        #expect(report.succeeded)
        #expect(report.referenceCount > 100)
    }

    @Test func aFeedOrSitemapThatDoesNotParseIsReportedInTheFile() async throws {
        let site = try TestSite()
        _ = try await site.build()
        try Data("<?xml version=\"1.0\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n<title>A & B</title>\n</feed>\n".utf8)
            .write(to: site.output.appendingPathComponent("feed.xml"))
        try Data("<?xml version=\"1.0\"?>\n<urlset><url></urlset>\n".utf8).write(to: site.output.appendingPathComponent("sitemap.xml"))
        let report = try await check(site, builtOutput: site.output)
        #expect(report.diagnostics.map(\.description) == [
            // libxml2's words and places: the column where it saw the problem, one past the `&` and the `>`.
            "out/feed.xml:3:11: error: feed.xml does not parse: xmlParseEntityRef: no name",
            "out/sitemap.xml:2:23: error: sitemap.xml does not parse: Opening and ending tag mismatch: url line 2 and urlset",
        ])
    }

    @Test func aMissingOutputFolderIsAClearError() async throws {
        let site = try TestSite()
        await #expect(throws: OutputError.self) {
            _ = try await check(site, builtOutput: site.root.appendingPathComponent("nothing-here"))
        }
    }

    @Test func externalLinksAreCheckedAgainstALocalServerWithBoundedRequests() async throws {
        let server = try LocalHTTPServer(slowDelay: 0.3)
        defer { server.stop() }
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\n")
        var body = "Good [a](\(server.url("/ok"))), gone [b](\(server.url("/gone"))), [c](\(server.url("/head-refused"))).\n\n"
        for n in 0..<6 { body += "Slow [s\(n)](\(server.url("/slow\(n)"))).\n\n" }
        body += "Late [d](\(server.url("/slow-timeout")))\n"
        try site.write("content/posts/a.md", "---\ntitle: A\ndate: 2021-07-17\n---\n" + body)
        let report = try await check(site, external: ExternalLinkCheck(parallel: 4, perHost: 2, timeout: .seconds(5)))
        let column = "Good [a](\(server.url("/ok"))), gone ".count + 1
        #expect(report.diagnostics.map(\.description) == [
            "content/posts/a.md:5:\(column): error: link to \(server.url("/gone")) answers 404 Not Found",
        ])
        #expect(report.externalCount == 10)
        // Every URL once (the 405 again with GET); never more than two at once to the one host.
        #expect(server.requests.filter { $0.hasPrefix("HEAD /slow") }.count == 7)
        #expect(server.requests.contains("GET /head-refused"))
        #expect(server.peak <= 2)
        #expect(server.peak == 2)

        let timedOut = try await check(site, external: ExternalLinkCheck(parallel: 8, perHost: 8, timeout: .milliseconds(100)))
        let messages = timedOut.diagnostics.map(\.description)
        #expect(messages.contains("content/posts/a.md:7:6: error: link to \(server.url("/slow0")) does not answer (no whole reply within 0.1 s)"),
                "\(messages)")
    }

    /// Issue 39: `--timeout` covered each read, not the answer, so a trickling body held a check for minutes; and
    /// every body was read whole into memory (6 GB in 13 s from an endless one).
    @Test func hostileServersAreBoundedByTheWholeTimeoutAndNoBodyIsRead() async throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\n")
        let paths = ["/endless", "/trickle-body", "/trickle-headers", "/to-file", "/loop"]
        let body = paths.map { "[\($0)](\(server.url($0)))" }.joined(separator: "\n\n") + "\n"
        try site.write("content/posts/a.md", "---\ntitle: A\ndate: 2021-07-17\n---\n" + body)
        let report = try await check(site, external: ExternalLinkCheck(parallel: 8, perHost: 8, timeout: .seconds(2)))
        let link = { (line: Int, path: String) in "content/posts/a.md:\(line):1: error: link to \(server.url(path))" }
        #expect(report.diagnostics.map(\.description) == [
            link(9, "/trickle-headers") + " does not answer (no whole reply within 2 s)",
            link(11, "/to-file") + " cannot be reached (Unsupported protocol)",
            link(13, "/loop") + " cannot be reached (Number of redirects hit maximum amount)",
        ])
        // An endless body, sent to HEAD as well, is left unread: the server could only fill the sockets' buffers.
        #expect(server.endlessBytesSent < 32 << 20, "\(server.endlessBytesSent) bytes")
    }

    @Test func urlsResolveAgainstThePage() {
        #expect(LinkTarget.resolve("../../x.html#a%20b", onPage: "blog/2021/p.html") == .site(path: "x.html", fragment: "a b"))
        #expect(LinkTarget.resolve("/images/a%20b.png?v=1", onPage: "blog/p.html") == .site(path: "images/a b.png", fragment: nil))
        #expect(LinkTarget.resolve("#top", onPage: "a/b.html") == .site(path: "a/b.html", fragment: "top"))
        #expect(LinkTarget.resolve("../../x.html", onPage: "p.html") == .outsideSite)
        #expect(LinkTarget.resolve("mailto:a@b.c", onPage: "p.html") == .other)
        #expect(LinkTarget.resolve("//example.com/a", onPage: "p.html") == .external(URL(string: "https://example.com/a")!))
        #expect(LinkTarget.resolve("./", onPage: "blog/p.html") == .site(path: "blog/", fragment: nil))
        #expect(LinkTarget.file(for: "blog/", in: ["blog/index.html"]) == "blog/index.html")
        #expect(LinkTarget.file(for: "blog", in: ["blog/index.html"]) == "blog/index.html")
    }

    @Test func htmlScanSkipsCommentsAndScriptsAndDecodesReferences() {
        let scan = HTMLScan("<!-- <a href=\"x\"> -->\n<script>var a = '<a href=\"y\">';</script>\n<p id=a>\n<a href=\"b.html?x=1&amp;y=2\" name=\"n\">\n<img srcset=\"s1.png 1x, s2.png 2x\">")
        #expect(scan.references.map(\.url) == ["b.html?x=1&y=2", "s1.png", "s2.png"])
        #expect(scan.references.first.map { [$0.line, $0.column] } == [4, 10])
        #expect(scan.identifiers.map(\.id) == ["a", "n"])
    }

    @Test func xmlCheckReportsLibxml2sFirstError() throws {
        let atom = "<?xml version=\"1.0\"?><feed xmlns=\"http://www.w3.org/2005/Atom\"><a b='1'/>&amp;<![CDATA[<x>]]></feed>"
        let found = try XMLCheck.check(atom).get()
        #expect(found.root == "feed" && found.namespace == "http://www.w3.org/2005/Atom")
        #expect(throws: XMLCheck.Problem(message: "Premature end of data in tag feed line 1", line: 1, column: 7)) { try XMLCheck.check("<feed>").get() }
        #expect(throws: XMLCheck.Problem(message: "Extra content at the end of the document", line: 2, column: 1)) { try XMLCheck.check("<a/>\n<b/>").get() }
        #expect(throws: XMLCheck.Problem(message: "Attribute x redefined", line: 1, column: 15)) { try XMLCheck.check("<a x='1' x='2'/>").get() }
        #expect(throws: XMLCheck.Problem(message: "The document is empty.", line: 1, column: 1)) { try XMLCheck.check("").get() }
        // Lines end at "\n", "\r\n" or a lone "\r" (found by the site-check fuzzer); libxml2 alone counts only "\n".
        #expect(throws: XMLCheck.Problem(message: "XML declaration allowed only at the start of the document", line: 4, column: 6)) {
            try XMLCheck.check("<a/>\r\n\r\r\n<?xml").get()
        }
        // Entities nested ten deep, each ten of the one below (10^10 copies), are refused, not expanded.
        var laughs = "<!DOCTYPE a [<!ENTITY l0 \"lol\">"
        for level in 1...10 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        #expect(throws: XMLCheck.Problem.self) { try XMLCheck.check(laughs + "]><a>&l10;</a>").get() }
        // An external entity is neither read nor expanded.
        #expect(try XMLCheck.check("<!DOCTYPE a [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><a>&e;</a>").get().root == "a")
    }


}
