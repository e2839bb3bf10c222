// `blog new`: the path and front matter of a new post, and never overwriting a file.
@testable import Blog
import Foundation
import Testing

struct NewPostTests {
    @Test func scaffoldUsesTheSiteTimeZoneAndTheTitleSlug() {
        let now = Date(timeIntervalSince1970: 1_626_527_400)   // 2021-07-17T13:10:00Z
        let (path, text) = NewPost.scaffold(title: "Auto Layout: \"anchors\"", now: now, timeZone: TimeZone(identifier: "Asia/Shanghai")!)
        #expect(path == "content/posts/2021/auto-layout-anchors.md")
        #expect(text.hasPrefix("---\ntitle: \"Auto Layout: \\\"anchors\\\"\"\ndate: 2021-07-17 21:10\ncategories: []\ndraft: true\n---\n"))
    }

    /// The title reads back exactly as given, control characters and all (they are escaped in the YAML).
    @Test func titlesWithControlCharactersReadBackAsWritten() throws {
        let title = "Tab\there, a line\nbreak and a bell \u{7}"
        let (_, text) = NewPost.scaffold(title: title, now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
        #expect(text.hasPrefix("---\ntitle: \"Tab\\there, a line\\x0abreak and a bell \\x07\"\n"))
        let matter = try FrontMatter.parse(text, path: "p.md")
        #expect(matter["title"].flatMap(YAMLValues.string) == title)
    }

    @Test func createdPostReadsBackAndIsNeverOverwritten() async throws {
        let site = try TestSite()
        let url = try NewPost.create(title: "布局 入门", in: site.source, now: Date(timeIntervalSince1970: 1_626_527_400))
        #expect(url.path.hasSuffix("content/posts/2021/布局-入门.md"))
        try Data("edited".utf8).write(to: url)
        #expect(throws: NewPost.Failure.self) {
            _ = try NewPost.create(title: "布局 入门", in: site.source, now: Date(timeIntervalSince1970: 1_626_530_000))
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "edited")
    }

    @Test func aNewDraftBuildsWithDrafts() async throws {
        let site = try TestSite()
        _ = try NewPost.create(title: "Fresh idea", in: site.source, now: Date(timeIntervalSince1970: 1_626_527_400))
        let report = try await site.build(drafts: true)
        #expect(report.succeeded)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/2021/07/fresh-idea.html").path))
    }
}
