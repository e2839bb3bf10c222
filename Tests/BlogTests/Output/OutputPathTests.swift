// The one gate for output paths, and the builds that used to write outside their output folder.
@testable import Blog
import Foundation
import Testing

struct OutputPathTests {
    @Test func normalFormAndRefusals() {
        #expect(OutputPath.normalize("a//b/./c.html") == .success("a/b/c.html"))
        #expect(OutputPath.normalize("old/page.html") == .success("old/page.html"))
        #expect(OutputPath.normalize("../x.html") == .failure(.parentFolder))
        #expect(OutputPath.normalize("a/../../x.html") == .failure(.parentFolder))
        #expect(OutputPath.normalize("/etc/passwd") == .failure(.absolute))
        #expect(OutputPath.normalize("a\u{0}b") == .failure(.forbiddenCharacter("\u{0}")))
        #expect(OutputPath.normalize("a\nb.html") == .failure(.forbiddenCharacter("\n")))
        #expect(OutputPath.normalize("./.") == .failure(.empty))
        let long = String(repeating: "x", count: 256)
        #expect(OutputPath.normalize("a/\(long)") == .failure(.componentTooLong(long)))
        // 255 bytes is the most a name may have; CJK letters are three bytes each.
        #expect(OutputPath.isWritable(String(repeating: "x", count: 255)))
        #expect(!OutputPath.isWritable(String(repeating: "布", count: 86)))
        let deep = Array(repeating: "abcdefghij", count: 300).joined(separator: "/")
        #expect(OutputPath.normalize(deep) == .failure(.tooLong(deep.utf8.count)))
        #expect(!OutputPath.isWritable("a//b"))
    }

    @Test func pathsAreQuotedWithoutControlCharacters() {
        #expect(OutputPath.shown("a\u{0}b\nc") == "a\\u{0}b\\u{A}c")
        #expect(OutputPath.shown(String(repeating: "x", count: 81)) == String(repeating: "x", count: 80) + "…")
    }

    @Test func sitePathsAsUsersWriteThem() {
        #expect(OutputPath.ofSitePath("/old/page.html") == .success("old/page.html"))
        #expect(OutputPath.ofSitePath("/2019/07/old-title/") == .success("2019/07/old-title/index.html"))
        #expect(OutputPath.ofSitePath("/") == .success("index.html"))
        #expect(OutputPath.ofSitePath("//etc/x") == .failure(.absolute))
        // An old URL without an extension is answered by its folder's index.html, never by a file named like it.
        #expect(OutputPath.ofOldURL("/posts/my-old-url") == .success("posts/my-old-url/index.html"))
        #expect(OutputPath.ofOldURL("/posts/my-old-url/") == .success("posts/my-old-url/index.html"))
        #expect(OutputPath.ofOldURL("feed.xml") == .success("feed.xml"))
        #expect(OutputPath.ofOldURL("/") == .success("index.html"))
        #expect(OutputPath.ofOldURL("//etc/x") == .failure(.absolute))
    }

    /// `OutputFiles` refuses what the readers should have refused, so no path reaches the disk unchecked.
    @Test func writingRefusesPathsOutsideTheFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for atomically in [false, true] {
            #expect(throws: OutputError.self) { try OutputFiles.write(Data("x".utf8), to: "../escape.html", in: folder, atomically: atomically) }
            #expect(throws: OutputError.self) { try OutputFiles.write(Data("x".utf8), to: "/tmp/x.html", in: folder, atomically: atomically) }
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("escape.html").path))
        // A link inside a folder written in place does not lead a write outside it.
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: outside)
        #expect(throws: OutputError.self) { try OutputFiles.write(Data("x".utf8), to: "link/x.html", in: folder, atomically: true) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        // Nor does a link where the file goes, in a staging folder.
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("file.html"),
                                                   withDestinationURL: outside.appendingPathComponent("victim.html"))
        #expect(throws: OutputError.self) { try OutputFiles.write(Data("x".utf8), to: "file.html", in: folder, atomically: false) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}

/// The reproducers of the fuzzing report: each is an error at its place, and nothing is written outside the output.
struct OutputEscapeTests {
    private func site(post frontMatter: String) throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\n")
        try site.write("content/posts/2021/a.md", "---\ntitle: A\ndate: 2021-07-17\n\(frontMatter)\n---\nA\n")
        try site.write("content/posts/2021/b.md", "---\ntitle: B\ndate: 2021-07-18\n---\nB\n")
        return site
    }

    /// Every file of the site's root folder (sources, output, anything beside), with its bytes.
    private func everything(_ site: TestSite) -> [String: Data] { TestSite.tree(site.root) }

    @Test func anAliasCannotOverwriteASourceFile() async throws {
        let site = try site(post: #"aliases: ["../src/content/posts/2021/b.md", "../escape.html", "../../../x.html"]"#)
        let before = everything(site)
        let report = try await site.build()
        #expect(!report.succeeded)
        let messages = TestSite.messages(report)
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { $0.hasPrefix("content/posts/2021/a.md:4:") && $0.contains("'..' would leave") })
        #expect(messages[0].hasPrefix("content/posts/2021/a.md:4:11: error: The alias '../src/content/posts/2021/b.md'"))
        #expect(everything(site) == before)
    }

    @Test func aFailedBuildLeavesTheLastGoodSiteAsItWas() async throws {
        let site = try site(post: "")
        _ = try await site.build()
        let before = TestSite.tree(site.output)
        try site.write("content/posts/2021/a.md", "---\ntitle: A\ndate: 2021-07-17\naliases: [\"../out/x.html\", \"..\"]\n---\nA\n")
        let report = try await site.build()
        #expect(!report.succeeded)
        #expect(TestSite.tree(site.output) == before)
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("content/posts/2021/a.md:4:11: error: The alias '../out/x.html'") })
        #expect(messages.contains { $0.hasPrefix("content/posts/2021/a.md:4:28: error: The alias '..'") })
    }

    @Test func aliasesEndingInASlashGetAnIndexPage() async throws {
        let site = try site(post: #"aliases: ["/2019/07/old-title/", "old//./page.html"]"#)
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("2019/07/old-title/index.html").contains("blog/2021/07/a.html"))
        #expect(try site.page("old/page.html").contains("blog/2021/07/a.html"))
    }

    @Test func redirectsLeavingTheSiteAreErrorsAtTheirKey() async throws {
        let site = try site(post: "")
        try site.write("redirects.yml", "ok.html: index.html\n../../x.html: index.html\n\"a\\0b\": index.html\n")
        let report = try await site.build()
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("redirects.yml:2:1: error: The redirect path '../../x.html'") })
        #expect(messages.contains { $0.hasPrefix("redirects.yml:3:1: error:") && $0.contains("U+0000") })
        #expect(!FileManager.default.fileExists(atPath: site.root.deletingLastPathComponent().appendingPathComponent("x.html").path))
    }

    @Test func overLongSlugsAndCategoriesAreErrorsAtTheirLine() async throws {
        let long = String(repeating: "x", count: 300)
        let site = try site(post: "slug: \(long)\ncategories: [\(String(repeating: "布局", count: 50))]")
        let report = try await site.build()
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("content/posts/2021/a.md:4:7: error: The slug") && $0.contains("305 bytes") })
        #expect(messages.contains { $0.hasPrefix("content/posts/2021/a.md:5:13: error: The category") })
        #expect(!messages.contains { $0.contains("staging") })
    }

    @Test func anOutputLinkedIntoTheSourcesIsRefused() async throws {
        let site = try site(post: "")
        try FileManager.default.createDirectory(at: site.source.appendingPathComponent("templates"), withIntermediateDirectories: true)
        let link = site.root.appendingPathComponent("lt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: site.source.appendingPathComponent("templates"))
        await #expect(throws: OutputError.self) { _ = try await site.build(into: link.appendingPathComponent("out")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.source.appendingPathComponent("templates").path).isEmpty)
        let linkToSource = site.root.appendingPathComponent("ls")
        try FileManager.default.createSymbolicLink(at: linkToSource, withDestinationURL: site.source)
        await #expect(throws: OutputError.self) { _ = try await site.build(into: linkToSource) }
    }

    /// A `site` that links to another folder: that folder is the one built, and nothing is written elsewhere.
    @Test func anOutputThatIsALinkBuildsTheFolderItLinksTo() async throws {
        let site = try site(post: "")
        let real = site.root.appendingPathComponent("published")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.output, withDestinationURL: real)
        _ = try await site.build()
        _ = try await site.build()
        let files = TestSite.tree(real)
        #expect(files["index.html"] != nil)
        #expect(files[".gitignore"] == nil)
        // The link is still a link to the built folder; the kept tree lies beside the real folder.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.output.path) == real.path)
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".published.previous/index.html").path))
    }

    @Test func anOutputThatIsAFileIsRefusedAndKept() async throws {
        let site = try site(post: "")
        try Data("mine".utf8).write(to: site.output)
        await #expect(throws: OutputError.self) { _ = try await site.build() }
        #expect(try Data(contentsOf: site.output) == Data("mine".utf8))
    }

    @Test func postsPerPageOutOfRangeIsAnErrorNotACrash() async throws {
        for value in ["9223372036854775807", "0", "-1", "10001"] {
            let site = try site(post: "")
            try site.write("blog.yml", "title: T\npostsPerPage: \(value)\n")
            let report = try await site.build()
            #expect(TestSite.messages(report) == ["blog.yml:2:15: error: 'postsPerPage' must be a whole number from 1 to 10000."])
        }
    }

    /// An import writes through the same gate: a link in the destination does not lead it outside.
    @Test func importDoesNotWriteThroughALinkOutOfItsDestination() throws {
        let site = try TestSite(copying: nil)
        let elsewhere = site.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.source.appendingPathComponent("content"), withDestinationURL: elsewhere)
        #expect(throws: ImportError.self) { try MPCImporter(source: ImportTests.fixture, destination: site.source).run() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
