// Tests of `blog import mpc`: every quirk of the month files, dates, links, project pages, idempotence, --force.
@testable import Blog
import Foundation
import Testing

struct ImportTests {
    static var fixture: URL { TestSite.fixture("mpc") }

    func parse(_ text: String) -> (entries: [MPCEntry], problems: [ImportProblem]) {
        MPCMonthParser.parse(text, path: "m.md")
    }

    @Test func monthFileQuirks() throws {
        let text = try String(contentsOf: Self.fixture.appendingPathComponent("blog/2021-07.md"), encoding: .utf8)
        let (entries, problems) = MPCMonthParser.parse(text, path: "blog/2021-07.md")
        #expect(problems.isEmpty)
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

    /// The real site's layout: `#category`, MPC's timestamp comment, blank lines, then the next `#pN`.
    /// The comment used to start a new entry: 309 posts lost their titles and 108 posts were invented.
    @Test func theTimestampCommentAfterCategoryBelongsToTheEntryBefore() {
        let (entries, problems) = parse("""
            #title Archive for December, 2014

            #p1
            #date 14年12月29日 周一 10:22

            ## My First Mac App

            Text.

            #category Programming

            <!-- date: 2014-12-29T10:22:03+0800 -->



            #p0
            #date 14年12月1日 周一 22:53

            ## 实践了一个 JPEG 解码器

            More text.

            #category Programming

            <!-- date: 2014-12-01T22:53:41+0800 -->



            """)
        #expect(problems.isEmpty)
        #expect(entries.map(\.anchor) == [1, 0])
        #expect(entries.map(\.title) == ["My First Mac App", "实践了一个 JPEG 解码器"])
        #expect(entries.map(\.body) == ["Text.", "More text."])
        #expect(entries.map(\.timestamp) == ["2014-12-29T10:22:03+0800", "2014-12-01T22:53:41+0800"])
        #expect(entries.map(\.firstLine) == [3, 16])
    }

    @Test func blankLinesAndCommentsMaySeparateTheHeadLines() {
        let (entries, problems) = parse("#p3\n\n<!-- moved from the old site -->\n\n#date 2021-07-02\n\n<!--\n  two lines\n-->\n## Title\n\nBody\n#category X\n")
        #expect(problems.isEmpty)
        #expect(entries.count == 1)
        #expect(entries[0].anchor == 3)
        #expect(entries[0].dateText == "2021-07-02")
        #expect(entries[0].title == "Title")
        #expect(entries[0].body == "Body")
        #expect(entries[0].bodyFirstLine == 12)
    }

    /// CRLF months imported nothing: Swift reads "\r\n" as one character, so splitting at "\n" found no line.
    @Test func everyLineEndingAndABOMReadTheSame() throws {
        let lf = "#title July\n\n#p1\n#date 2021-07-02\n\n## B\n\nsecond\n#category X\n\n<!-- date: 2021-07-02T10:00:00+0800 -->\n\n#p0\n#date 2021-07-01\n\n## A\n\n```\n#endif\n```\n#category Y\n"
        let expected = parse(lf)
        #expect(expected.entries.map(\.title) == ["B", "A"] && expected.problems.isEmpty)
        var mixed = ""
        for (index, line) in lf.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A lone CR is followed by a CRLF, never by an empty line's LF (CR + LF would be one line ending).
            mixed += line + (index % 3 == 0 ? "\r\n" : index % 3 == 1 ? "\n" : "\r")
        }
        let variants = [
            lf.replacingOccurrences(of: "\n", with: "\r\n"),
            lf.replacingOccurrences(of: "\n", with: "\r"),
            "\u{FEFF}" + lf,
            lf.replacingOccurrences(of: "#p1\n", with: "#p1 \t \n").replacingOccurrences(of: "#p0\n", with: "#p0\t\n"),
            String(mixed.dropLast()),
        ]
        for variant in variants {
            let result = parse(variant)
            #expect(result.entries == expected.entries, "\(variant.debugDescription)")
            #expect(result.problems == expected.problems)
        }
    }

    @Test func titlesKeepTheirText() {
        let (entries, _) = parse("#p1\n## <nop>MicroEmacs and JED</nop>\nx\n#category A\n#p0\n## Tips &#38; Tricks &amp; more\ny\n#category A\n")
        #expect(entries.map(\.title) == ["MicroEmacs and JED", "Tips & Tricks & more"])
    }

    @Test func anEntryWithoutTitleDateOrCategoryIsStillImported() {
        var problems: [ImportProblem] = []
        let parsed = parse("#p1\n\nJust a thought.\n\n#p0\n#date 2021-07-01\n\n## A\n\ntext\n#category X\n")
        #expect(parsed.entries.map(\.title) == ["Untitled", "A"])
        #expect(parsed.entries.map(\.category) == [nil, "X"])
        #expect(parsed.entries[0].body == "Just a thought.")
        #expect(parsed.problems.map(\.description) == [
            "m.md:1:1: warning: The entry has no '## title' line; it is imported as 'Untitled'.",
            "m.md:5:1: warning: A new entry starts before '#category' ended the previous one (line 1); that one has no category.",
        ])
        let posts = MPCPostPlanner.plan(parsed.entries, year: 2021, month: 7, path: "m.md", problems: &problems)
        #expect(posts.map(\.anchor) == [1, 0])
        #expect(posts.map(\.date) == ["2021-07-01 00:01", "2021-07-01"])
        #expect(problems.map(\.description) == ["m.md:1:1: warning: The entry has no '#date'; it is dated 2021-07-01 00:01 to keep its place in the month."])
    }

    /// A month with `#p1` twice lost its second entry ("skipped: the file exists") on an import into an empty folder.
    @Test func anAnchorUsedTwiceKeepsBothEntries() {
        var problems: [ImportProblem] = []
        let (entries, _) = parse("#p1\n## First\na\n#category X\n#p1\n## Second\nb\n#category X\n#p0\n## Oldest\nc\n#category X\n")
        let posts = MPCPostPlanner.plan(entries, year: 2013, month: 8, path: "m.md", problems: &problems)
        #expect(posts.map(\.entry.title) == ["First", "Second", "Oldest"])
        #expect(posts.map(\.anchor) == [1, 2, 0])
        #expect(problems.filter { $0.message.contains("twice") }.map(\.description) == [
            "m.md:5:1: warning: '#p1' is used twice in this month (lines 1 and 5); the entry at line 1 keeps it and this one is imported as 'p2'."
        ])
    }

    @Test func theTimestampDatesAnEntryWhoseDateIsMissingOrUnreadable() {
        var problems: [ImportProblem] = []
        let (entries, _) = parse("""
            #p2
            ## Missing
            a
            #category X
            <!-- date: 2014-12-29T10:22:03+0800 -->
            #p1
            #date sometime
            ## Unreadable
            b
            #category X
            <!-- date: 2014-12-10T21:47:14+0800 -->
            #p0
            #date 14年12月1日 周一 22:53
            ## Readable
            c
            #category X
            <!-- date: 2014-12-01T22:53:41+0800 -->
            """)
        let posts = MPCPostPlanner.plan(entries, year: 2014, month: 12, path: "m.md", problems: &problems)
        #expect(posts.map(\.date) == ["2014-12-29T10:22:03+0800", "2014-12-10T21:47:14+0800", "2014-12-01 22:53"])
        #expect(problems.map(\.description) == [
            "m.md:7:1: warning: Cannot read the date 'sometime'; the post is dated its timestamp comment, 2014-12-10T21:47:14+0800."
        ])
        #expect(posts.allSatisfy { PostDate.parse($0.date) != nil })
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
        var problems: [ImportProblem] = []
        let (entries, _) = parse("#date 2010-12-24 23:59\n\n## New\n\nB\n#category Life\n\n#date christmas\n\n## Old\n\nA\n#category Life\n")
        let posts = MPCPostPlanner.plan(entries, year: 2010, month: 12, path: "m.md", problems: &problems)
        #expect(posts.map(\.anchor) == [1, 0])
        #expect(posts.map(\.date) == ["2010-12-24 23:59", "2010-12-01 00:00"])
        #expect(problems.map(\.description) == ["m.md:8:1: warning: Cannot read the date 'christmas'; the post is dated 2010-12-01 00:00 to keep its place in the month."])
    }

    func rewriter() -> MPCLinkRewriter {
        var index = MPCSiteIndex()
        index.addPage("Notes", in: "cs")
        index.addPage("index", in: "cs")
        index.addFile("nav.svg", in: "images")
        index.addPage("2021-07", in: "blog")
        index.addFile("Draft.txt", in: "notes")
        return MPCLinkRewriter(index: index)
    }

    @Test func wikiLinksBecomeRootAbsoluteLinksToWhatExists() {
        let result = rewriter().rewrite("""
            [a](cs#Notes#stack) [b](cs#Notes) ![c](images#nav.svg) [d](blog#2021-07#p0)
            [e](notes#Draft.txt) [f](gone#File) [g](https://example.com/#x) [h](Notes) [i](plain.html)
            [![badge](images#nav.svg)](http://validator.example/) ![old](../images/nav.svg) [j](Missing)
            [![small](images#nav.svg)](../images/nav.svg) [![x](http://a.example/b.png) and ![y](images#nav.svg)](cs#Notes)
            ```
            [k](cs#Notes)
            ```
            """, firstLine: 10, project: "cs", path: "cs/index.md")
        #expect(result.text == """
            [a](/cs/Notes.html#stack) [b](/cs/Notes.html) ![c](/images/nav.svg) [d](/blog/2021-07.html#p0)
            [e](/notes/Draft.txt) [f](/gone/File.html) [g](https://example.com/#x) [h](/cs/Notes.html) [i](plain.html)
            [![badge](/images/nav.svg)](http://validator.example/) ![old](/images/nav.svg) [j](Missing)
            [![small](/images/nav.svg)](/images/nav.svg) [![x](http://a.example/b.png) and ![y](/images/nav.svg)](/cs/Notes.html)
            ```
            [k](cs#Notes)
            ```
            """)
        #expect(result.problems.map(\.line) == [11, 12])
        #expect(result.problems.map(\.message) == [
            "The link 'gone#File' points at 'gone/File.html', which is not in the source folder.",
            "The link 'Missing' names no page of 'cs/' in the source; it is left as it is.",
        ])
    }

    /// A link's text full of `![` that never closes, and of images in a link that never ends, reads in linear time.
    @Test func hostileLinkTextsReadQuickly() {
        let text = String(repeating: "![a](b)", count: 20_000) + " [" + String(repeating: "![a](b)", count: 20_000) + "]("
            + String(repeating: "[![", count: 20_000)
        let result = rewriter().rewrite(text, firstLine: 1, project: "cs", path: "cs/index.md")
        #expect(result.text.hasSuffix("[!["))
    }

    /// MPC's `[d](#name)` used twice is a footnote and its note; used once, a link to an anchor or a page.
    @Test func pairedFootnotesAndInPageLinks() {
        let result = rewriter().rewrite("Editors[1](#fn1), [up](#top), [notes](#Notes).\n#top\n\n[1](#fn1) See the manual.",
                                        firstLine: 1, project: "cs", path: "cs/index.md")
        #expect(result.text == "Editors<sup><a href=\"#fn1\">1</a></sup>, [up](#top), [notes](/cs/Notes.html).\n#top\n\n<sup>&lsqb;<a id=\"fn1\">1</a>&rsqb;</sup> See the manual.")
        #expect(result.problems.isEmpty)
        // In a post, the month parser has already turned `#Notes` into an anchor: the link stays on the page.
        let post = rewriter().rewrite("<a id=\"Notes\"></a>\n[notes](#Notes)", firstLine: 1, project: "cs", path: "cs/index.md")
        #expect(post.text == "<a id=\"Notes\"></a>\n[notes](#Notes)")
    }

    @Test func projectPagesKeepTheirTitleContentsAndOldSectionAnchors() throws {
        let text = try String(contentsOf: Self.fixture.appendingPathComponent("cs/Tetris.md"), encoding: .utf8)
        let page = MPCPageConverter.convert(text, name: "Tetris", project: "cs", path: "cs/Tetris.md", rewriter: rewriter())
        // MPC numbered the headings after `#contents 2` from the first one's level (h2) down two levels,
        // code lines of the form `# …` included; `#### Wall kicks` is deeper and has no number.
        #expect(page.text == """
            ---
            title: "Tetris & friends"
            toc: 3
            ---
            <a id="sec-1"></a>
            ## Rules

            Blocks fall.

            <a id="sec-2"></a>
            ### Rotation

            Clockwise only.

            #### Wall kicks

            Not numbered: deeper than two levels.

            <a id="sec-3"></a>
            ## Source

            ```c
            # not a heading, but MPC counted it
            ```

            <a id="sec-5"></a>
            ## Licence

            Back to the [lab](/cs/index.html) or [the notes](/cs/Notes.html).

            """)
        #expect(page.problems.isEmpty)
    }

    @Test func manyProblemsOfOneKindAreOneLine() {
        var report = MPCImportReport()
        for line in 1...5 { report.problems.append(ImportProblem(path: "blog/2004-0\(line).md", line: 3, "The entry has no '#date'.", kind: "entries have no '#date'")) }
        report.problems.append(ImportProblem(path: "blog/2004-09.md", line: 7, "Something else."))
        #expect(report.problemLines() == [
            "warning: 5 entries have no '#date', first at blog/2004-01.md:3:1, blog/2004-02.md:3:1, blog/2004-03.md:3:1 (--verbose lists them all).",
            "blog/2004-09.md:7:1: warning: Something else.",
        ])
        #expect(report.problemLines(verbose: true).count == 6)
    }

    @Test func importIsIdempotentAndNeverOverwritesWithoutForce() throws {
        let site = try TestSite(copying: nil)
        let importer = MPCImporter(source: Self.fixture, destination: site.source)
        let first = try importer.run()
        #expect(first.succeeded, "\(first.problemLines())")
        #expect(first.entries == 13 && first.posts == 13 && first.months == 6)
        #expect(first.pagesFound == 4 && first.pages == 4 && first.resources == 2)
        #expect(first.summary == "13 entries in 6 months → 13 posts; 4 pages; 2 resource files; 0 skipped; 20 files written; 4 categories.")
        let tree = TestSite.tree(site.source)
        let second = try importer.run()
        #expect(second.written.isEmpty && second.skipped.isEmpty && second.succeeded)
        #expect(second.posts == 13 && second.pages == 4)
        #expect(TestSite.tree(site.source) == tree)

        let post = "content/posts/2021/2021-07-p1.md"
        try site.write(post, "edited by hand\n")
        let third = try importer.run()
        #expect(third.skipped == [post])
        #expect(third.posts == 12 && !third.succeeded)
        #expect(try String(contentsOf: site.source.appendingPathComponent(post), encoding: .utf8) == "edited by hand\n")
        let forced = try MPCImporter(source: Self.fixture, destination: site.source, overwrites: true).run()
        #expect(forced.written == [post] && forced.succeeded)
        #expect(TestSite.tree(site.source) == tree)
    }

    @Test func theSameMonthTwiceAndInvalidUTF8AreErrors() throws {
        let source = try TestSite(copying: nil)
        try source.write("blog/2021-07.md", "#p0\n## A\na\n#category X\n")
        try source.write("blog/2021-07", "#p0\n## A, the old copy\na\n#category X\n")
        try source.write("blog/2021-08.md", Data([0x23, 0x70, 0x30, 0x0A, 0xFF, 0x0A]))
        let site = try TestSite(copying: nil)
        let report = try MPCImporter(source: source.source, destination: site.source).run()
        #expect(!report.succeeded)
        #expect(report.problems.filter { $0.severity == .error }.map(\.description) == [
            "blog/2021-07.md:1:1: error: blog/2021-07 holds the same month; MPC built only one of them. Keep one (merge them), then import again.",
            "blog/2021-08.md:2:1: error: The file is not valid UTF-8 (byte 0xFF). None of its entries is imported.",
        ])
    }

    /// MPC ran cmark-gfm with `--unsafe`; a build without `unsafe: true` would leave the old site's HTML out.
    @Test func rawHTMLIsReportedUnlessTheSiteLetsItThrough() throws {
        let site = try TestSite(copying: nil)
        let warning = try MPCImporter(source: Self.fixture, destination: site.source).run().problems.filter { $0.message.contains("raw HTML") }
        #expect(warning.map(\.description) == [
            "blog/2014-12.md:22:1: warning: 1 imported post or page holds raw HTML (here '<sup>'), which MPC passed through (cmark-gfm --unsafe) but `blog build` leaves out unless blog.yml says 'unsafe: true'."
        ])
        try site.write("blog.yml", "title: Imported\nunsafe: true\n")
        #expect(try MPCImporter(source: Self.fixture, destination: site.source).run().problems.allSatisfy { !$0.message.contains("raw HTML") })
    }

    @Test func missingBlogFolderIsAnError() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mpc-empty-\(UUID().uuidString)")
        #expect(throws: ImportError.self) { try MPCImporter(source: empty, destination: empty).run() }
    }
}
