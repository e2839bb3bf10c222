// Highlighted code everywhere a post's code appears (its page, its month page and the feed), the
// highlight: settings of blog.yml, and Hugo's options located when wrong.
@testable import Blog
import Foundation
import Testing

struct CodeHighlightingBuildTests {
    static let post = """
        ---
        title: Code
        date: 2021-07-17 21:10
        categories: [Swift]
        ---
        Intro.

        ```swift {hl_lines=[2]}
        let a = "x"
        // note
        ```

        ```
        no language
        ```
        """

    /// A site with one post holding code, built with `config`.
    func build(config: String = "title: T\nbaseURL: https://example.com/\n", post: String = Self.post) async throws -> (BuildReport, TestSite) {
        let site = try TestSite(copying: "basic")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("redirects.yml"))
        try site.write("blog.yml", config)
        try site.write("content/posts/2021/code.md", post)
        return (try await site.build(), site)
    }

    /// The highlighted block the post above gives, worked out by hand: `let` a declaration keyword, the string,
    /// the comment, line 2 marked.
    static let expectedBlock = "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-swift\" data-lang=\"swift\">"
        + "<span class=\"line\"><span class=\"cl\"><span class=\"kd\">let</span> a <span class=\"o\">=</span> <span class=\"s\">&quot;x&quot;</span>\n</span></span>"
        + "<span class=\"line hl\"><span class=\"cl\"><span class=\"c1\">// note</span>\n</span></span></code></pre></div>"

    @Test func everyPageShowingThePostHasTheHighlightedBlock() async throws {
        let (report, site) = try await build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        // Index and category pages show summaries and titles; the post's own page and its month page show it whole.
        for page in ["blog/2021/07/code.html", "blog/2021-07.html"] {
            let html = try site.page(page)
            #expect(html.contains(Self.expectedBlock), "\(page)")
            #expect(html.contains("<pre><code>no language\n</code></pre>"), "\(page)")
        }
        // Feed readers get the same markup, escaped inside the entry's content.
        let feed = try site.page("feed.xml")
        #expect(feed.contains("&lt;span class=&quot;kd&quot;&gt;let&lt;/span&gt;"))
    }

    @Test func highlightFalseWritesPlainBlocks() async throws {
        let (report, site) = try await build(config: "title: T\nhighlight: false\n")
        #expect(report.succeeded)
        let html = try site.page("blog/2021/07/code.html")
        #expect(html.contains("<pre><code class=\"language-swift\">let a = &quot;x&quot;\n// note\n</code></pre>"))
        #expect(!html.contains("class=\"highlight\""))
    }

    @Test func lineNumbersCanBeOnForEveryBlock() async throws {
        let (_, site) = try await build(config: "title: T\nhighlight:\n  lineNumbers: true\n")
        let html = try site.page("blog/2021/07/code.html")
        #expect(html.contains("<span class=\"line\"><span class=\"ln\" data-n=\"1\"></span><span class=\"cl\"><span class=\"kd\">let</span>"))
        #expect(html.contains("<span class=\"line hl\"><span class=\"ln\" data-n=\"2\"></span>"))
        // A block that names no language stays cmark's plain block.
        #expect(html.contains("<pre><code>no language\n</code></pre>"))
    }

    @Test func badSettingsAndOptionsAreLocated() async throws {
        let (report, _) = try await build(config: "title: T\nhighlight:\n  enabled: maybe\n  lineNumber: true\n")
        #expect(TestSite.messages(report) == [
            "blog.yml:3:12: error: 'highlight.enabled' must be true or false.",
            "blog.yml:4:3: warning: Unknown key 'lineNumber' in 'highlight' is ignored.\n    note: Did you mean 'lineNumbers'?",
        ])
        let post = "---\ntitle: A\ndate: 2021-07-17\n---\nText\n\n```swift {linenos=yes, colour=red}\nlet a = 1\n```\n"
        let (second, site) = try await build(post: post)
        #expect(second.succeeded)
        #expect(TestSite.messages(second) == [
            "content/posts/2021/code.md:7:11: warning: linenos must be true, false, table or inline, not 'yes'",
            "content/posts/2021/code.md:7:24: warning: unknown code block option 'colour' (known: linenos, linenostart, hl_lines)",
        ])
        #expect(try site.page("blog/2021/07/code.html").contains("<span class=\"kd\">let</span>"))
    }
}

/// A build reads posts in runs and highlights each run's code blocks together: every post still gets its own blocks,
/// and problems in a block's options are located in its own file.
struct CodeHighlightedInRunsTests {
    @Test func everyPostOfManyRunsGetsItsOwnBlocks() async throws {
        let site = try TestSite(copying: "basic")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("redirects.yml"))
        // Several runs on any machine (the longest run is `filesReadTogether` files).
        let count = SiteBuilder.filesReadTogether * 2 + 7
        #expect(SiteBuilder.readRunLength(forFiles: count) < count / 2)
        for index in 0..<count {
            // Every third post has no code; post 40 has a wrong option.
            let code = index % 3 == 2 ? "No code here.\n"
                : "```swift\nlet post\(index) = \(index)\n```\n\n```sh\(index == 40 ? " {linenos=yes}" : "")\necho post\(index)\n```\n"
            try site.write("content/posts/2021/p\(index).md",
                           "---\ntitle: P\(index)\ndate: 2021-07-\(10 + index % 18) 1\(index % 10):00\n---\nIntro \(index).\n\n\(code)")
        }
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        // The option is on line 11 of p40.md (after the front matter, the intro and the Swift block), column 8.
        #expect(TestSite.messages(report) == [
            "content/posts/2021/p40.md:11:8: warning: linenos must be true, false, table or inline, not 'yes'",
        ])
        for index in 0..<count {
            let html = try site.page("blog/2021/07/p\(index).html")
            let blocks = html.components(separatedBy: "<div class=\"highlight\">").count - 1
            if index % 3 == 2 {
                #expect(blocks == 0, "p\(index)")
                continue
            }
            #expect(blocks == 2, "p\(index)")
            #expect(html.contains("<span class=\"kd\">let</span> post\(index) <span class=\"o\">=</span> <span class=\"mi\">\(index)</span>"), "p\(index)")
            #expect(html.contains("<span class=\"nb\">echo</span> post\(index)\n"), "p\(index)")
        }
    }
}

/// `blog serve`'s builder remembers highlighted blocks: an edit re-highlights only the blocks it changed.
struct CodeBlockMemoTests {
    @Test func aRebuildHighlightsOnlyChangedBlocks() async throws {
        let site = try TestSite(copying: "basic")
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("redirects.yml"))
        let post = { (second: String) in
            "---\ntitle: A\ndate: 2021-07-17\n---\n```swift\nlet a = 1\n```\n\n```c\n\(second)\n```\n"
        }
        try site.write("content/posts/2021/a.md", post("int b = 2;"))
        let builder = SiteBuilder()
        _ = try await site.build(mode: .inPlace, builder: builder)
        let memo = await builder.caches.codeBlocks
        #expect((memo.hits, memo.misses) == (0, 2))
        try site.write("content/posts/2021/a.md", post("int b = 3;"))
        _ = try await site.build(mode: .inPlace, builder: builder)
        // The Swift block came from the memo; only the edited C block was highlighted again.
        #expect((memo.hits, memo.misses) == (1, 3))
        #expect(try site.page("blog/2021/07/a.html").contains("<span class=\"mi\">3</span>"))
        // A one-shot build keeps no memo.
        let oneShot = SiteBuilder(policy: .oneShot)
        _ = try await site.build(into: site.root.appendingPathComponent("other"), builder: oneShot)
        #expect(await (oneShot.caches.codeBlocks.hits, oneShot.caches.codeBlocks.misses) == (0, 0))
    }
}
