// Math in Markdown: which dollar signs open a formula, that Markdown leaves its TeX alone, and where errors are.
@testable import Blog
import Foundation
import Testing

struct MathMarkdownTests {
    let renderer = MarkdownRenderer()

    /// The TeX each formula of `html` keeps as its annotation, in order.
    static func annotations(_ html: String) -> [String] {
        html.components(separatedBy: "<annotation encoding=\"application/x-tex\">").dropFirst()
            .map { String($0[..<$0.range(of: "</annotation>")!.lowerBound]) }
    }

    @Test func inlineAndDisplayFormulasBecomeMathML() {
        let html = renderer.render("Energy $E = mc^2$ and\n\n$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$\n").html
        #expect(html.hasPrefix("<p>Energy <math"))
        #expect(html.contains("<math display=\"block\""))
        #expect(Self.annotations(html) == ["E = mc^2", "\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}"])
        #expect(html.contains("<mfrac>"))
        // `$$…$$` inside a sentence is inline, as kramdown (Jekyll) writes it; on its own lines it is display.
        let kramdown = renderer.render("The loss $$L = x^2$$ is small, and\n  $$L' = 2x$$  \nis its derivative.\n").html
        #expect(kramdown.hasPrefix("<p>The loss <math><semantics>"))
        #expect(kramdown.components(separatedBy: "<math display=\"block\">").count == 2)
        #expect(!renderer.render("| a |\n| - |\n| $$x$$ |\n\n## $$y$$\n").html.contains("display=\"block\""))
    }

    /// Markdown would eat `\{`, `\\` and read `_…_` as emphasis: inside math it does neither.
    @Test func markdownLeavesTheTeXAlone() {
        let html = renderer.render("Set $\\{x_1, x_2\\}$ and $a_i * b_i * c$ and\n$$\\begin{matrix} a & b \\\\ c & d \\end{matrix}$$\n").html
        #expect(Self.annotations(html) == ["\\{x_1, x_2\\}", "a_i * b_i * c", "\\begin{matrix} a &amp; b \\\\ c &amp; d \\end{matrix}"])
        #expect(!html.contains("<em>"))
        #expect(html.contains("<mtable"))
    }

    /// Prices, shell variables in code, escaped dollars and lone dollars stay text, by Pandoc's rules.
    @Test func dollarsThatAreNotMathStayText() {
        let cases: [(String, String)] = [
            ("It costs $5 and $10 now.\n", "<p>It costs $5 and $10 now.</p>\n"),
            ("From $ 3 to $4.\n", "<p>From $ 3 to $4.</p>\n"),
            ("A $x $ is no formula.\n", "<p>A $x $ is no formula.</p>\n"),
            ("Run `echo $HOME$` first.\n", "<p>Run <code>echo $HOME$</code> first.</p>\n"),
            ("```\necho $a$b\n```\n", "<pre><code>echo $a$b\n</code></pre>\n"),
            ("Escaped \\$x\\$ signs.\n", "<p>Escaped $x$ signs.</p>\n"),
            ("One $ alone.\n", "<p>One $ alone.</p>\n"),
            ("Unclosed $$x and more.\n", "<p>Unclosed $$x and more.</p>\n"),
            ("$5$0 is not closed by a $ before a digit.\n", "<p>$5$0 is not closed by a $ before a digit.</p>\n"),
        ]
        for (markdown, expected) in cases {
            #expect(renderer.render(markdown).html == expected, "\(markdown)")
        }
        // With `math: false` nothing is math.
        let off = MarkdownRenderer(math: false)
        #expect(off.render("Energy $E = mc^2$.\n").html == "<p>Energy $E = mc^2$.</p>\n")
        #expect(off.cacheKey != renderer.cacheKey)
    }

    /// A formula spans the lines of its paragraph, and the raw HTML setting does not touch the MathML.
    @Test func formulasSpanLinesAndSurviveRawHTMLBeingOmitted() {
        let html = renderer.render("A sum\n$$\na + b\n= c\n$$\nends.\n").html
        #expect(Self.annotations(html) == ["\na + b\n= c\n"])
        #expect(!html.contains("raw HTML omitted"))
        // Raw HTML that looks like a formula's node is still raw HTML.
        #expect(renderer.render("<b>$x$</b>\n").html.contains("<!-- raw HTML omitted -->"))
    }

    /// An unreadable formula is an error at its line and column in the Markdown, and stays on the page as code.
    @Test func anUnreadableFormulaIsAnErrorAtItsPlace() throws {
        let result = renderer.render("Intro.\n\nSee $a + \\nosuch b$ here.\n\n$$\nx +\n\\frac{1}\n$$\n")
        #expect(result.diagnostics.count == 2)
        let first = try #require(result.diagnostics.first)
        #expect(first.severity == .error)
        // `$` is at column 5 of line 3; `\nosuch` starts 4 bytes into the TeX.
        #expect((first.line, first.column) == (3, 10))
        #expect(first.message.contains("\\nosuch"))
        #expect(result.html.contains("<code class=\"math-error\">a + \\nosuch b</code>"))
        // cmark reads a NUL as three bytes; the column is the text's, not cmark's.
        let afterNUL = try #require(renderer.render("a\u{0}\u{0} $\\nosuch$\n").diagnostics.first)
        #expect((afterNUL.line, afterNUL.column) == (1, 6))
        let second = try #require(result.diagnostics.last)
        #expect([7, 8].contains(second.line), "\(second)")
        // On a later line of a formula, cmark has dropped the line's indentation and list marker room: the column is
        // still the text's. `\nosuch` is at column 6 of line 2 ("   ü \nosuch$"), one scalar for the two bytes of ü.
        let laterLine = try #require(renderer.render("- é $a +\n   ü \\nosuch$\n").diagnostics.first)
        #expect((laterLine.line, laterLine.column) == (2, 6), "\(laterLine)")
        let afterNULOnLaterLine = try #require(renderer.render("$a\n\u{0} \\nosuch$\n").diagnostics.first)
        #expect((afterNULOnLaterLine.line, afterNULOnLaterLine.column) == (2, 3), "\(afterNULOnLaterLine)")
    }

    /// Hostile texts: many dollars that close nothing are read in one pass (each `$` used to scan on to the limit),
    /// a formula longer than the limit is text, and one nested past the converter's depth is an error, not a crash.
    @Test func hostileDollarsStayBounded() {
        let many = String(repeating: "$a ", count: 200_000)
        #expect(renderer.render(many).html.hasPrefix("<p>$a $a"))
        let long = "$$" + String(repeating: "x", count: MarkdownLimits.maxMathBytes + 10) + "$$"
        #expect(!renderer.render(long).html.contains("<math"))
        let deep = renderer.render("$" + String(repeating: "{", count: 100_000) + "x" + String(repeating: "}", count: 100_000) + "$")
        #expect(!deep.html.contains("<math"))
        #expect(!renderer.render("$" + String(repeating: "{", count: 5_000) + "$").diagnostics.isEmpty)
        // Dollars in many paragraphs and table cells: each block's closers are its own.
        let table = renderer.render("| a | b |\n| - | - |\n| $x$ | $y |\n\n$z$ and $ w$\n")
        #expect(Self.annotations(table.html) == ["x", "z"])
    }

    /// `\(…\)` and `\[…\]` are math when the site asks; every other escaped bracket reads as cmark reads it.
    @Test func bracketDelimitersWhenAskedFor() throws {
        let brackets = MarkdownRenderer(mathBrackets: true)
        let html = brackets.render("Inline \\(x_1^2\\) and\n\n\\[\\frac{a}{b}\\]\n").html
        #expect(Self.annotations(html) == ["x_1^2", "\\frac{a}{b}"])
        #expect(html.contains("<p><math display=\"block\">"))
        let cases: [(String, String)] = [
            ("A \\[note\\] only \\( once.\n", "<p>A <math display=\"block\">"),
            ("`\\(code\\)` and \\\\(x\\\\)\n", "<p><code>\\(code\\)</code> and \\(x\\)</p>\n"),
            ("[a](https://example.com/a\\(1\\) \"t\\[1\\]\")\n", "<p><a href=\"https://example.com/a(1)\" title=\"t[1]\">a</a></p>\n"),
            ("```\n\\(x\\)\n```\n", "<pre><code>\\(x\\)\n</code></pre>\n"),
            ("Only \\( one.\n", "<p>Only ( one.</p>\n"),
            // A text that holds a marker character of its own keeps its brackets as text.
            ("\u{91} and \\(x\\)\n", "<p>\u{91} and (x)</p>\n"),
        ]
        for (markdown, expected) in cases {
            #expect(brackets.render(markdown).html.hasPrefix(expected), "\(markdown)")
        }
        // A marker character of the writer's own inside a formula stays as written when brackets are not read.
        let own = renderer.render("$a\u{91}b$\n")
        #expect(own.html.contains("a\u{91}b") && !own.html.contains("a\\(b"), "\(own.html)")
        // Off by default: escaped brackets are brackets.
        #expect(renderer.render("See \\[1\\] and \\(x\\).\n").html == "<p>See [1] and (x).</p>\n")
        #expect(brackets.cacheKey != renderer.cacheKey)
        let problem = try #require(brackets.render("Bad \\(a \\nosuch\\).\n").diagnostics.first)
        // `\(` is at column 5, the TeX starts at 7, `\nosuch` at 9.
        #expect((problem.line, problem.column) == (1, 9))
    }

    /// blog.yml's `math:` reaches the posts, and a wrong value is an error at its place.
    @Test func theSiteSettingReachesThePosts() async throws {
        let site = try TestSite(copying: nil)
        try site.write("content/posts/2024/m.md", "---\ntitle: M\ndate: 2024-01-02\n---\nA $x$ and \\(y\\).\n")
        try site.write("blog.yml", "title: M\nmath: {brackets: true}\n")
        #expect(try await site.build().succeeded)
        #expect(Self.annotations(try site.page("blog/2024/01/m.html")) == ["x", "y"])
        try site.write("blog.yml", "title: M\nmath: false\n")
        #expect(try await site.build().succeeded)
        #expect(try site.page("blog/2024/01/m.html").contains("<p>A $x$ and (y).</p>"))
        try site.write("blog.yml", "title: M\nmath: sometimes\n")
        let report = try await site.build()
        #expect(TestSite.messages(report).contains { $0.hasPrefix("blog.yml:2:7: error: 'math' must be true, false or {brackets: true}.") })
    }

    /// A heading's id and its entry in the table of contents read a formula as its TeX.
    @Test func aHeadingReadsItsFormulaAsTeX() {
        let result = renderer.render("## The $O(n)$ bound\n")
        #expect(result.headings.map(\.id) == ["the-o-n-bound"])
        #expect(result.headings.map(\.text) == ["The O(n) bound"])
        #expect(result.html.contains("<math><semantics>"))
    }

    /// Words inside formulas are not counted as prose.
    @Test func formulasAreNoWords() {
        #expect(renderer.render("Two words $a + b + c$\n").wordCount.words == 2)
    }
}
