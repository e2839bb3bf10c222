// The Markdown layer: GFM extensions, heading ids, raw HTML, code classes, site-root links, fenced-block hook.
@testable import Blog
import Testing

struct MarkdownTests {
    let renderer = MarkdownRenderer()

    @Test func headingsGetSlugIDsDeduplicatedPerDocument() {
        let result = renderer.render("# Hello World\n\n## Hello world\n\n## 布局 约束\n\n## Hello World\n")
        #expect(result.headings.map(\.id) == ["hello-world", "hello-world-1", "布局-约束", "hello-world-2"])
        // Each heading's text links to its own section.
        #expect(result.html.contains("<h1 id=\"hello-world\"><a class=\"heading-link\" href=\"#hello-world\">Hello World</a></h1>"))
        #expect(result.html.contains("<h2 id=\"布局-约束\"><a class=\"heading-link\" href=\"#布局-约束\">布局 约束</a></h2>"))
        #expect(result.html.contains("<h2 id=\"hello-world-2\"><a class=\"heading-link\" href=\"#hello-world-2\">Hello World</a></h2>"))
    }

    /// `## Title {#id}`, which kramdown, Goldmark (Hugo) and pulldown-cmark (Zola) read as the heading's id: the old
    /// deep links of imported posts keep working, and the braces do not show.
    @Test func aHeadingNamesItsOwnID() {
        let result = renderer.render("## 开机自启动 {#startup}\n\n## Two {#startup .wide}\n\n## Code `{#x}`\n\n## Not {#a} here\n\n[go](#startup)\n")
        #expect(result.headings.map(\.id) == ["startup", "startup-1", "code-x", "not-a-here"])
        #expect(result.headings.map(\.text) == ["开机自启动", "Two", "Code {#x}", "Not {#a} here"])
        #expect(result.html.contains("<h2 id=\"startup\"><a class=\"heading-link\" href=\"#startup\">开机自启动</a></h2>"))
        #expect(!result.html.contains("{#startup"))
    }

    /// Classes and kramdown's `{: …}` are attributes too (tabi, a Zola theme, centres a heading with
    /// `#### [View on GitHub](…) {.centered-text}`, whose id Zola made of the text alone); other words stay text.
    @Test func aHeadingsAttributeBlockGivesItsIDAndClassesAndNeverShows() {
        let result = renderer.render("""
            ## View on GitHub {.centered-text}

            ## Release {: #v1.2 .wide .note }

            ## Quoted {#q title="A title" data-x=1}

            ## Set {a, b}

            ## Empty {}

            """)
        #expect(result.headings.map(\.id) == ["view-on-github", "v1.2", "q", "set-a-b", "empty"])
        #expect(result.headings.map(\.text) == ["View on GitHub", "Release", "Quoted", "Set {a, b}", "Empty {}"])
        #expect(result.html.contains("<h2 id=\"view-on-github\" class=\"centered-text\"><a class=\"heading-link\" href=\"#view-on-github\">View on GitHub</a></h2>"))
        #expect(result.html.contains("<h2 id=\"v1.2\" class=\"wide note\">"))
        #expect(result.diagnostics.map(\.message) == ["The heading attributes 'title=\"A title\"', 'data-x=1' are left out: a heading keeps its #id and .classes only."])
        #expect(result.diagnostics.map(\.line) == [5])
        // Thousands of them are named by the first three.
        let many = renderer.render("## W {" + String(repeating: "k=v ", count: 5_000) + "}\n")
        #expect(many.diagnostics.map(\.message) == ["The heading attributes 'k=v', 'k=v', 'k=v' and 4997 more are left out: a heading keeps its #id and .classes only."])
    }

    /// A heading that holds a link keeps it, and is no link itself (a link cannot hold a link).
    @Test func aHeadingWithALinkIsNotALinkItself() {
        let result = renderer.render("## See [the docs](https://example.com/) & more\n")
        #expect(result.html == "<h2 id=\"see-the-docs-more\">See <a href=\"https://example.com/\">the docs</a> &amp; more</h2>\n")
    }

    /// Repeats skip ids a heading already took by its own text, and many repeats stay unique.
    @Test func repeatedHeadingIDsSkipTakenOnesAndStayUnique() {
        let result = renderer.render("# A\n\n# A 1\n\n# A\n\n# A\n\n# A-2\n\n# A\n")
        #expect(result.headings.map(\.id) == ["a", "a-1", "a-2", "a-3", "a-2-1", "a-4"])
        let many = renderer.render(String(repeating: "## Same\n\n", count: 2_000))
        #expect(Set(many.headings.map(\.id)).count == 2_000)
        #expect(many.headings.last?.id == "same-1999")
    }

    @Test func headingTextIncludesCodeAndKeepsInlineMarkup() {
        let result = renderer.render("## The `frame` *property*\n")
        #expect(result.headings == [Heading(level: 2, text: "The frame property", id: "the-frame-property")])
        #expect(result.html == "<h2 id=\"the-frame-property\"><a class=\"heading-link\" href=\"#the-frame-property\">"
            + "The <code>frame</code> <em>property</em></a></h2>\n")
    }

    /// The build highlights the code of several posts together, one language's blocks after another: each block's
    /// HTML still lands in its own text and place, as when each text is rendered alone.
    @Test func codeHighlightedAcrossTextsLandsInEachTextsPlace() {
        let texts = [
            "First `a`.\n\n```swift\nlet a = 1\n```\n\n```sh\necho a\n```\n\n```swift {hl_lines=[1], linenos=maybe}\nvar b = 2\n```\n",
            "No code at all.\n",
            "```sh\nls -l b\n```\n\nSecond.\n\n```python\nc = 'c'\n```\n\n```klingon\nplain\n```\n",
            "```swift\nlet d = \"d\"\n```\n",
        ]
        let prepared = texts.map(renderer.prepare)
        #expect(prepared.map(\.hasCodeToHighlight) == [true, false, true, true])
        renderer.highlightCode(in: prepared)
        #expect(prepared.allSatisfy { !$0.hasCodeToHighlight })
        let together = prepared.map(renderer.finish)
        let alone = texts.map(renderer.render)
        #expect(together == alone)
        // Not only equal: each text has its own blocks, in its own order.
        #expect(together[0].html.contains("<span class=\"kd\">let</span> a <span class=\"o\">=</span> <span class=\"mi\">1</span>"))
        #expect(together[0].html.contains("<span class=\"nb\">echo</span> a"))
        #expect(together[0].html.contains("<span class=\"line hl\"><span class=\"cl\"><span class=\"kd\">var</span> b"))
        #expect(together[0].diagnostics.map(\.line) == [11])
        #expect(together[1].html == "<p>No code at all.</p>\n")
        #expect(together[2].html.hasPrefix("<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-sh\" data-lang=\"sh\">ls"))
        #expect(together[2].html.contains("<code class=\"language-python\" data-lang=\"python\">c <span class=\"o\">=</span> <span class=\"s1\">'c'</span>"))
        #expect(together[2].html.hasSuffix("<pre><code class=\"language-klingon\">plain\n</code></pre>\n"))
        #expect(together[3].html.contains("<span class=\"s\">&quot;d&quot;</span>"))
    }

    @Test func gfmExtensionsAreOn() {
        let html = renderer.render("""
        | a |
        |---|
        | 1 |

        ~~gone~~ www.example.com

        - [x] done

        Note[^n]

        [^n]: The note.
        """).html
        #expect(html.contains("<table>"))
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
        #expect(html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> done"))
        #expect(html.contains("<section class=\"footnotes\" data-footnotes>"))
    }

    @Test func fencedCodeKeepsLanguageClass() {
        // Highlighted (Chroma's markup, Pygments' classes: let is a declaration keyword, 1 an integer).
        #expect(renderer.render("```swift\nlet a = 1\n```\n").html == "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\">"
            + "<code class=\"language-swift\" data-lang=\"swift\"><span class=\"kd\">let</span> a <span class=\"o\">=</span> "
            + "<span class=\"mi\">1</span>\n</code></pre></div>\n")
        // An unknown language, or highlighting switched off, leaves cmark's plain block.
        #expect(renderer.render("```klingon\nlet a = 1\n```\n").html == "<pre><code class=\"language-klingon\">let a = 1\n</code></pre>\n")
        let plain = MarkdownRenderer(codeHighlighting: CodeHighlighting(isEnabled: false))
        #expect(plain.render("```swift\nlet a = 1\n```\n").html == "<pre><code class=\"language-swift\">let a = 1\n</code></pre>\n")
    }

    @Test func rawHTMLIsOmittedUnlessUnsafe() {
        let source = "<div class=\"x\">hi</div>\n\ntext <span>inline</span>\n"
        let safe = renderer.render(source).html
        #expect(safe == "<!-- raw HTML omitted -->\n<p>text <!-- raw HTML omitted -->inline<!-- raw HTML omitted --></p>\n")
        let unsafe = MarkdownRenderer(allowsRawHTML: true).render(source).html
        #expect(unsafe == "<div class=\"x\">hi</div>\n<p>text <span>inline</span></p>\n")
    }

    @Test func dangerousURLsAreDroppedInSafeMode() {
        #expect(renderer.render("[x](javascript:alert(1))").html == "<p><a href=\"\">x</a></p>\n")
    }

    @Test func tagfilterEscapesScriptEvenWhenUnsafe() {
        let html = MarkdownRenderer(allowsRawHTML: true).render("<script>alert(1)</script>\n").html
        #expect(html.contains("&lt;script>"))
    }

    @Test func moreMarkerNeverReachesThePage() {
        for marker in ["<!-- more -->", "<!--more-->", "<!--  more\t-->"] {
            let html = renderer.render("Intro.\n\n\(marker)\n\nRest.\n").html
            #expect(html == "<p>Intro.</p>\n<p>Rest.</p>\n", "\(marker)")
        }
    }

    /// The summary marker with any spacing, and nothing else: `<!-- more than this -->` is a comment.
    @Test func moreMarkersAreFoundWithAnySpacing() {
        #expect(MoreMarker.isMarker("<!--more-->") && MoreMarker.isMarker(" <!-- more -->\n") && MoreMarker.isMarker("<!--\nmore\n-->"))
        #expect(!MoreMarker.isMarker("<!-- more than this -->") && !MoreMarker.isMarker("<!-- mores -->")
                && !MoreMarker.isMarker("<!-- more --> and text") && !MoreMarker.isMarker("<!-- MORE -->"))
        #expect(MoreMarker.firstOffset(in: "a <!-- x --> b <!--more--> c") == 15)
        #expect(MoreMarker.firstOffset(in: "中 <!-- more than --><!-- more -->") == 22)  // 3 + 1 + 18 bytes before it
        #expect(MoreMarker.firstOffset(in: "<!-- more") == nil && MoreMarker.firstOffset(in: "<!--") == nil && MoreMarker.firstOffset(in: "") == nil)
    }

    @Test func siteRootLinksCarryTheMarkerAndResolvePerPage() {
        let html = renderer.render("[a](/blog/x.html) ![i](/img/a.png) [b](//cdn.example/x) [c](rel.html)").html
        #expect(html.contains("href=\"\(SiteRoot.marker)/blog/x.html\""))
        #expect(html.contains("href=\"//cdn.example/x\""))
        let resolved = SiteRoot.resolve(html, prefix: "../../")
        #expect(resolved.contains("href=\"../../blog/x.html\""))
        #expect(resolved.contains("src=\"../../img/a.png\""))
        #expect(SiteRoot.resolve(html, prefix: "https://e.com/").contains("href=\"https://e.com/blog/x.html\""))
    }

    @Test func siteRootResolutionAtTheEdges() {
        let m = SiteRoot.marker
        #expect(SiteRoot.resolve("\(m)/a\(m)/b", prefix: "../") == "../a../b")
        #expect(SiteRoot.resolve("x@y @@ \(m)/", prefix: "p/") == "x@y @@ p/")
        #expect(SiteRoot.resolve("tail \(m)", prefix: "p/") == "tail \(m)")
        #expect(SiteRoot.resolve("@@blog-site-root@", prefix: "p/") == "@@blog-site-root@")
        #expect(SiteRoot.resolve("", prefix: "p/") == "")
        #expect(SiteRoot.resolve("布局 \(m)/图.png", prefix: "../../") == "布局 ../../图.png")
    }

    @Test func fencedBlockRendererReplacesBlockAndLocatesDiagnostics() {
        var renderers = FencedBlockRenderers()
        renderers.register("layout") { block in
            FencedBlockOutput(html: "<svg data-args=\"\(block.arguments)\">\(block.source.count)</svg>",
                              diagnostics: [FencedBlockDiagnostic(.error, line: 2, column: 3, "bad '\(block.name)'")])
        }
        let markdown = "Intro\n\n```layout wide\nrow {\n  ??\n}\n```\n\n```swift\nx\n```\n"
        let result = MarkdownRenderer(fencedBlockRenderers: renderers).render(markdown)
        #expect(result.html.contains("<svg data-args=\"wide\">13</svg>"))
        #expect(result.html.contains("<code class=\"language-swift\" data-lang=\"swift\">x\n</code>"))
        // The fence is on line 3, so the block's line 2 is the text's line 5.
        #expect(result.diagnostics == [FencedBlockDiagnostic(.error, line: 5, column: 3, "bad 'layout'")])
    }

    @Test func firstParagraphIsTheDefaultSummarySource() {
        #expect(renderer.render("# T\n\nFirst *one*.\n\nSecond.\n").firstParagraphHTML == "<p>First <em>one</em>.</p>\n")
    }
}

@Test func emptyNamedAnchorsSurviveWhenRawHTMLIsOmitted() {
    let html = MarkdownRenderer(allowsRawHTML: false).render("Intro\n\n<a id=\"old-name\"></a>\n\n<a id=\"x\" onclick=\"evil()\"></a>\n\n<script>x</script>\n").html
    #expect(html.contains("<a id=\"old-name\"></a>"))
    #expect(!html.contains("onclick") && !html.contains("<script>"))
    // The onclick anchor is two inline nodes (opening and closing tag), the script one block.
    #expect(html.components(separatedBy: "<!-- raw HTML omitted -->").count - 1 == 3)
}
