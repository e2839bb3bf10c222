// Every bad-input case reports path:line:column with its exact message, all at once, and never writes the output.
@testable import Blog
import Foundation
import Testing

struct BadInputTests {
    /// A site with a minimal config plus `files`, built; returns the diagnostics as printed.
    func diagnostics(_ files: [String: String], config: String = "title: T\n") async throws -> (BuildReport, TestSite) {
        let site = try TestSite(copying: "basic")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        // The fixture's redirects point at its posts' category, gone here.
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("redirects.yml"))
        try site.write("blog.yml", config)
        for (path, text) in files { try site.write(path, text) }
        return (try await site.build(), site)
    }

    @Test func missingTitleAndDate() async throws {
        let (report, _) = try await diagnostics(["content/posts/a.md": "---\ncategories: x\n---\nBody\n"])
        #expect(TestSite.messages(report) == [
            "content/posts/a.md:1:1: error: The post has no 'date'.\n    note: Add 'date: 2021-07-17 21:10' to the front matter, or start the file's name with the date (2021-07-17-title.md).",
            "content/posts/a.md:1:1: error: The post has no 'title'.\n    note: Add 'title: …' to the front matter.",
        ])
        #expect(!report.succeeded)
    }

    @Test func unparseableDateIsReportedAtTheValue() async throws {
        let (report, _) = try await diagnostics(["content/posts/a.md": "---\ntitle: A\ndate: 17.07.2021\n---\n"])
        #expect(TestSite.messages(report) == [
            "content/posts/a.md:3:7: error: Cannot read the date '17.07.2021'.\n"
                + "    note: Write '2021-07-17', '2021-07-17 21:10' or '2021-07-17T21:10:00+08:00'.",
        ])
    }

    /// libyaml also ends lines at U+2028 (and U+0085, U+2029); editors do not, so its marks after one pointed a line
    /// too far (found by the front-matter fuzzer, at a column past the end of that line).
    @Test func yamlErrorsAfterALineSeparatorAreWhereEditorsShowThem() async throws {
        let (report, _) = try await diagnostics(["content/posts/a.md": "---\ntitle: A\n\"\ntags = [\u{2028}\"x\n---\nBody\n"])
        // The quoted scalar opened on line 3 closes before `x`, the 11th character of line 4, where a ':' was expected.
        #expect(TestSite.messages(report) == [
            "content/posts/a.md:4:11: error: Invalid YAML: could not find expected ':' (while scanning a simple key on line 3).",
        ])
    }

    @Test func yamlErrorsAreAtTheLineInsideTheFile() async throws {
        let (report, _) = try await diagnostics(["content/posts/a.md": "---\ntitle: A\ndate: 2021-07-17\ntags: [a, b\n---\nText\n"])
        let messages = TestSite.messages(report)
        #expect(messages.count == 1)
        // The unclosed list opens on file line 4; libyaml notices at the end of the YAML text (line 5 of the file).
        #expect(messages.first?.hasPrefix("content/posts/a.md:5:1: error: Invalid YAML: did not find expected ',' or ']'") == true)
    }

    @Test func invalidUTF8IsLocated() async throws {
        let site = try TestSite(copying: "basic")
        var bytes = Data("---\ntitle: A\ndate: 2021-07-17\n---\nab".utf8)
        bytes.append(0xFF)
        try site.write("content/posts/bad.md", bytes)
        let report = try await site.build()
        #expect(TestSite.messages(report) == [
            "content/posts/bad.md:5:3: error: The file is not valid UTF-8 (byte 0xFF).\n    note: Save the file as UTF-8.",
        ])
    }

    @Test func duplicateSlugs() async throws {
        let (report, _) = try await diagnostics([
            "content/posts/a.md": "---\ntitle: A\ndate: 2021-07-17\nslug: same\n---\n",
            "content/posts/b.md": "---\ntitle: B\ndate: 2021-07-18\nslug: same\n---\n",
        ])
        #expect(TestSite.messages(report) == [
            "content/posts/b.md:4:7: error: Duplicate slug 'same': content/posts/a.md already writes blog/2021/07/same.html.\n"
                + "    note: Set a different 'slug:' in the front matter.",
        ])
    }

    @Test func unknownConfigKeyIsAWarningWithItsPosition() async throws {
        let (report, _) = try await diagnostics([:], config: "title: T\nauthr: Ada\n")
        #expect(TestSite.messages(report) == [
            "blog.yml:2:1: warning: Unknown key 'authr' in blog.yml is ignored.\n    note: Did you mean 'author'?",
        ])
        #expect(report.succeeded)
    }

    @Test func missingSiteTitleAndBadValues() async throws {
        let (report, _) = try await diagnostics([:], config: "author: Ada\npostsPerPage: zero\ntimeZone: Mars/Base\n")
        #expect(TestSite.messages(report) == [
            "blog.yml:2:15: error: 'postsPerPage' must be a whole number from 1 to 10000.",
            "blog.yml:3:11: error: Unknown time zone 'Mars/Base'.\n    note: Use an IANA name such as 'Asia/Shanghai' or 'UTC'.",
        ])
        let (noTitle, _) = try await diagnostics([:], config: "author: Ada\n")
        #expect(TestSite.messages(noTitle) == ["blog.yml:1:1: error: blog.yml has no 'title'.\n    note: Add a line such as 'title: My Blog'."])
    }

    @Test func allProblemsOfABuildAtOnceAndOneBadFileNeverStopsTheOthers() async throws {
        let (report, _) = try await diagnostics([
            "content/posts/a.md": "---\ntitle: A\n---\n",
            "content/posts/b.md": "---\ndate: 2021-07-17\n---\n",
            "content/posts/c.md": "---\ntitle: C\ndate: 2021-07-17\nanchor: first\n---\n",
            "content/posts/ok.md": "---\ntitle: OK\ndate: 2021-07-17\n---\n",
        ], config: "title: T\nfoo: 1\n")
        #expect(report.diagnostics.map(\.location.description) == [
            "blog.yml:2:1", "content/posts/a.md:1:1", "content/posts/b.md:1:1", "content/posts/c.md:4:9",
        ])
        #expect(report.diagnostics.last?.message == "The anchor 'first' must be 'p' followed by a number, such as 'p0'.")
    }

    @Test func unclosedFrontMatter() async throws {
        let (report, _) = try await diagnostics(["content/posts/a.md": "---\ntitle: A\ndate: 2021-07-17\nText\n"])
        #expect(TestSite.messages(report) == [
            "content/posts/a.md:1:1: error: The front matter that starts on line 1 is never closed.\n    note: End it with a line '---'.",
        ])
    }

    @Test func fencedBlockDiagnosticsAreAtTheFileLine() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/posts/d.md", "---\ntitle: D\ndate: 2021-07-17\n---\n\nIntro\n\n```layout\nrow\n  bad\n```\n")
        var renderers = FencedBlockRenderers()
        renderers.register("layout") { _ in FencedBlockOutput(html: "", diagnostics: [FencedBlockDiagnostic(.error, line: 2, column: 3, "Unknown word 'bad'.")]) }
        let report = try await site.build(builder: SiteBuilder(fencedBlockRenderers: renderers))
        #expect(TestSite.messages(report) == ["content/posts/d.md:10:3: error: Unknown word 'bad'."])
    }

    @Test func templateErrorsAreReportedInTheSitesTemplate() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("templates/post.mustache", "line one\n{{#post}}{{title}}\n")
        let report = try await site.build()
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("templates/post.mustache:") && $0.contains("error: Template error:") })
        #expect(!report.succeeded)
    }

    @Test func aPartialThatIncludesItselfFailsTheBuildAndKeepsTheSite() async throws {
        let site = try TestSite(copying: "basic")
        _ = try await site.build()
        let before = TestSite.tree(site.output)
        try site.write("templates/partials/loop.mustache", "<b>{{> loop}}</b>")
        try site.write("templates/post.mustache", "{{> loop}}")
        do {
            _ = try await site.build()
            Issue.record("The build succeeded.")
        } catch {
            // At the tag that includes itself: line 1, column 4 of the partial.
            #expect("\(error)" == "templates/partials/loop.mustache:1:4: error: Rendering 'post' nests 'loop' more than 100 deep: does it include itself?")
        }
        #expect(TestSite.tree(site.output) == before)
    }

    @Test func aSidebarThatIncludesItselfIsReported() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("templates/partials/sidebar.mustache", "<aside>{{> loop}}</aside>")
        try site.write("templates/partials/loop.mustache", "{{#site}}{{> loop}}{{/site}}")
        let report = try await site.build()
        #expect(TestSite.messages(report).contains {
            $0.hasPrefix("templates/partials/loop.mustache:1:10: error: Rendering 'sidebar' nests 'loop'") }, "\(TestSite.messages(report))")
        #expect(!report.succeeded)
    }

    @Test func aTemplateTheSiteLacksComesFromTheDefaultTheme() async throws {
        let site = try TestSite(copying: "basic")
        try site.remove("templates/archive.mustache")
        let report = try await site.build()
        #expect(report.succeeded)
        // `month-group` is a class only the default theme's archive template writes.
        #expect(try site.page("archive.html").contains("<section class=\"month-group\">"))
    }

    @Test func twoSourcesWritingOnePathIsAnError() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/about.html", "<p>static</p>")
        let report = try await site.build()
        #expect(TestSite.messages(report) == [
            "content/about.html:1:1: error: Two sources write 'about.html': content/pages/about.md and this one.\n"
                + "    note: Rename one of them or change its slug.",
        ])
    }

    @Test func aNestedPageClashingWithAFileIsAnError() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/pages/cs/tools.md", "---\ntitle: Tools\n---\nText\n")
        try site.write("content/cs/tools.html", "<p>static</p>")
        let report = try await site.build()
        #expect(TestSite.messages(report) == [
            "content/cs/tools.html:1:1: error: Two sources write 'cs/tools.html': content/pages/cs/tools.md and this one.\n"
                + "    note: Rename one of them or change its slug.",
        ])
    }

    @Test func crlfFilesKeepTheirLineNumbers() async throws {
        let (report, _) = try await diagnostics(["content/posts/a.md": "---\r\ntitle: A\r\n\r\ndate: soon\r\n---\r\nText\r\n"])
        #expect(report.diagnostics.map(\.location.description) == ["content/posts/a.md:4:7"])
    }

    @Test func redirectsToMissingPagesAreReportedAtTheTarget() async throws {
        let (report, _) = try await diagnostics([
            "content/posts/a.md": "---\ntitle: A\ndate: 2021-07-17\n---\nText\n",
            "redirects.yml": "old/a.html: blog/2021/07/a.html#p0\nold/b.html: blog/2021/07/missing.html\nold/c.html: https://example.org/x\nold/d.html: /\n",
        ])
        #expect(TestSite.messages(report) == [
            "redirects.yml:2:13: warning: The redirect target 'blog/2021/07/missing.html' is not a page of this site.\n"
                + "    note: Fix the path, or write a full URL (https://…) for a page elsewhere.",
        ])
        #expect(report.succeeded)
    }
}
