// Tests of `blog import mpc`: every quirk of the month files, dates, links, idempotence, --force.
@testable import Blog
import Foundation
import Testing

struct ImportTests {
    static var fixture: URL { TestSite.fixture("mpc") }

    @Test func monthFileQuirks() throws {
        let text = try String(contentsOf: Self.fixture.appendingPathComponent("blog/2021-07.md"), encoding: .utf8)
        let (entries, warnings) = MPCMonthParser.parse(text, path: "blog/2021-07.md")
        #expect(warnings.isEmpty)
        #expect(entries.map(\.anchor) == [1, 0])
        #expect(entries.map(\.title) == ["定制 UINavigationBar 的转场动画", "Scroll views, part one"])
        // `#p1  ` with trailing spaces; `#categoryiOS Layout` without its space.
        #expect(entries.map(\.category) == ["Programming", "iOS Layout"])
        #expect(entries.map(\.dateText) == ["21年7月17日 周六 21:10", "7月3日 周六 09:05"])
        #expect(entries[1].tableOfContentsDepth == 2)
        // `#` lines inside fenced code are code, not directives.
        #expect(entries[0].body.contains("#include <stdio.h>\n#if DEBUG\n#category NotADirective\n#endif"))
        // A bare `#name` is an anchor; an HTML comment keeps what it hides.
        #expect(entries[1].body.contains("<a id=\"details\"></a>\n### Offsets"))
        #expect(entries[1].body.contains("<!-- #category Hidden -->"))
        #expect(entries[0].bodyFirstLine == 8)
    }

    @Test func anEntryWithoutCategoryEndsAtTheNextAnchor() {
        let (entries, warnings) = MPCMonthParser.parse("#p1\n#date 2021-07-02\n\n## B\n\nno category\n#p0\n#date 2021-07-01\n\n## A\n\ntext\n#category X\n", path: "m.md")
        #expect(entries.map(\.title) == ["B", "A"])
        #expect(entries.map(\.anchor) == [1, 0])
        #expect(entries.map(\.category) == [nil, "X"])
        #expect(warnings.map(\.description) == ["m.md:7:1: warning: '#p0' starts a new entry before '#category' ended the previous one."])
    }

    @Test(arguments: [
        ("21年7月17日 周六 21:10", "2021-07-17 21:10"),
        ("7月3日 周六 09:05", "2021-07-03 09:05"),
        ("2005-03-31, 星期四", "2005-03-31"),
        ("2021年7月5日", "2021-07-05"),
        ("2021/7/5 8:30", "2021-07-05 08:30"),
        ("2010-12-24 23:59", "2010-12-24 23:59"),
        // Full-width digits, as a Chinese input method types them.
        ("１２月３日", "2021-12-03"),
        ("２０２１-０７-１７ ２１:１０", "2021-07-17 21:10"),
    ])
    func datesAsWritten(text: String, expected: String) {
        #expect(MPCDate.parse(text, fileYear: 2021, fileMonth: 7)?.frontMatter == expected)
    }

    @Test func unreadableDatesAreNil() {
        #expect(MPCDate.parse("sometime around christmas", fileYear: 2010, fileMonth: 12) == nil)
        #expect(MPCDate.parse("13月40日", fileYear: 2010, fileMonth: 12) == nil)
    }

    /// Digits of other scripts once matched `\d` but not `Int(_:)`: the capture list came back short and
    /// the parser indexed past its end.
    @Test func otherScriptsDigitsAreNoDateAndNoCrash() {
        #expect(MPCDate.parse("٢٠٢١-٠٧-١٧", fileYear: 2021, fileMonth: 7) == nil)
        #expect(MPCDate.parse("৭月১৭日", fileYear: 2021, fileMonth: 7) == nil)
        #expect(MPCDate.parse("2021-07-17 ٢١:١٠", fileYear: 2021, fileMonth: 7)?.frontMatter == "2021-07-17")
    }

    @Test func entriesWithoutAnchorsCountFromTheOldestAndKeepTheirPlace() {
        var warnings: [MPCWarning] = []
        let (entries, _) = MPCMonthParser.parse("#date 2010-12-24 23:59\n\n## New\n\nB\n#category Life\n\n#date christmas\n\n## Old\n\nA\n#category Life\n", path: "m.md")
        let posts = MPCPostPlanner.plan(entries, year: 2010, month: 12, path: "m.md", warnings: &warnings)
        #expect(posts.map(\.anchor) == [1, 0])
        #expect(posts.map(\.date) == ["2010-12-24 23:59", "2010-12-01 00:00"])
        #expect(warnings.map(\.description) == ["m.md:8:1: warning: Cannot read the date 'christmas'; the post is dated 2010-12-01 00:00 and keeps its place in the month."])
    }

    @Test func projectLinksBecomeRootAbsoluteLinksToWhatExists() {
        let existing: Set<String> = ["cs/Notes.html", "images/nav.svg", "blog/2021-07.md", "notes/Draft.md"]
        let rewriter = MPCLinkRewriter(sourceRoot: URL(fileURLWithPath: "/src")) { existing.contains($0) }
        let (body, warnings) = rewriter.rewrite("""
            [a](cs#Notes#stack) [b](cs#Notes) ![c](images#nav.svg) [d](blog#2021-07#p0)
            [e](notes#Draft) [f](gone#File) [g](https://example.com/#x)
            ```
            [h](cs#Notes)
            ```
            """, path: "blog/2021-07.md", firstLine: 10)
        #expect(body == """
            [a](/cs/Notes.html#stack) [b](/cs/Notes.html) ![c](/images/nav.svg) [d](/blog/2021-07.html#p0)
            [e](/notes/Draft.md) [f](/gone/File) [g](https://example.com/#x)
            ```
            [h](cs#Notes)
            ```
            """)
        #expect(warnings.map(\.line) == [11, 11])
        #expect(warnings.map(\.message) == [
            "The link 'notes#Draft' points at Markdown ('notes/Draft.md'), which is copied as is, not rendered.",
            "The link 'gone#File' points at 'gone/File', which is not in the source folder.",
        ])
    }

    @Test func importIsIdempotentAndNeverOverwritesWithoutForce() throws {
        let site = try TestSite(copying: nil)
        let importer = MPCImporter(source: Self.fixture, destination: site.source)
        let first = try importer.run()
        #expect(first.posts == 5 && first.months == 3 && first.resources == 2)
        #expect(first.categories == ["Life", "Programming", "iOS Layout"])
        let tree = TestSite.tree(site.source)
        let second = try importer.run()
        #expect(second.written.isEmpty && second.skipped.isEmpty)
        #expect(TestSite.tree(site.source) == tree)

        let post = "content/posts/2021/2021-07-p1.md"
        try site.write(post, "edited by hand\n")
        let third = try importer.run()
        #expect(third.skipped == [post])
        #expect(try String(contentsOf: site.source.appendingPathComponent(post), encoding: .utf8) == "edited by hand\n")
        let forced = try MPCImporter(source: Self.fixture, destination: site.source, overwrites: true).run()
        #expect(forced.written == [post])
        #expect(TestSite.tree(site.source) == tree)
    }

    @Test func missingBlogFolderIsAnError() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mpc-empty-\(UUID().uuidString)")
        #expect(throws: MPCImportError.self) { try MPCImporter(source: empty, destination: empty).run() }
    }
}
