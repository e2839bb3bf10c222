// Heading ids made as Hugo, Zola and GitHub/Jekyll make them (`headingIDs:`), so an imported site's deep links still land.
@testable import Blog
import Testing

struct HeadingIDStyleTests {
    /// Headings that tell the rules apart: code and a link, CJK with full-width punctuation, typographic dashes, `_`,
    /// precomposed accents, only punctuation, a two-line setext heading, repeats, a tab, raw HTML.
    static let markdown = """
        ## Hello World

        ## Use `foo()` and [link](http://x.com/y)

        ## 开机 自启动：简介（一）

        ## Hello World

        ## Hello World

        ## C++ & C#  -- done!

        ## *emph* __strong__ snake_case

        ## Ünïcödé café

        ## 123 numbers first

        ## ！！！

        Setext one
        line two
        ----------

        ## Hello-World

        ## UIView.layoutSubviews()

        ## Tab\there

        ## 1. Doctype，只需要写 <!DOCTYPE HTML>

        ## a <b>bold</b> <!-- c --> <?php x ?> d

        """

    static func ids(_ style: HeadingIDStyle) -> [String] {
        MarkdownRenderer(headingIDs: style).render(markdown).headings.map(\.id)
    }

    /// Hugo 0.168.0's own ids for these headings (`hugo` building this text, default Goldmark settings): note the
    /// setext heading's last line only, `--` gone as a typographic dash, the tab dropped, `heading` for punctuation, raw
    /// HTML read as text.
    @Test func hugoStyleIDsAreHugosOwn() {
        #expect(Self.ids(.hugo) == ["hello-world", "use-foo-and-link", "开机-自启动简介一", "hello-world-1", "hello-world-2",
                                    "c--c---done", "emph-strong-snake_case", "ünïcödé-café", "123-numbers-first", "heading",
                                    "line-two", "hello-world-3", "uiviewlayoutsubviews", "tabhere", "1-doctype只需要写-doctype-html", "a-bold--php-x--d"])
    }

    /// kramdown-parser-gfm's `generate_gfm_header_id` worked by hand: lower case, `[^\p{Word}\- \t]` removed, each space
    /// or tab a `-`; its raw text has `--` as an en dash (removed); unlike Hugo it keeps a tab as `-` and both lines.
    @Test func githubStyleIDsAreKramdownsGFMOnes() {
        #expect(Self.ids(.github) == ["hello-world", "use-foo-and-link", "开机-自启动简介一", "hello-world-1", "hello-world-2",
                                      "c--c---done", "emph-strong-snake_case", "ünïcödé-café", "123-numbers-first", "section",
                                      "setext-one-line-two", "hello-world-3", "uiviewlayoutsubviews", "tab-here", "1-doctype只需要写-", "a-bold---d"])
    }

    /// Zola's `slug::slugify` worked by hand: ASCII only (CJK transliterated, accents dropped), runs of anything else
    /// one `-`; its text joins a heading's lines with nothing between.
    @Test func zolaStyleIDsAreSlugified() {
        #expect(Self.ids(.zola) == ["hello-world", "use-foo-and-link", "kai-ji-zi-qi-dong-jian-jie-yi", "hello-world-1", "hello-world-2",
                                    "c-c-done", "emph-strong-snake-case", "unicode-cafe", "123-numbers-first", "heading",
                                    "setext-oneline-two", "hello-world-3", "uiview-layoutsubviews", "tab-here", "1-doctype-zhi-xu-yao-xie", "a-bold-d"])
    }

    /// blog's own ids are unchanged by the styles' existence.
    @Test func blogStyleIsTheDefault() {
        #expect(Self.ids(.blog) == MarkdownRenderer().render(Self.markdown).headings.map(\.id))
        #expect(Self.ids(.blog).prefix(3) == ["hello-world", "use-foo-and-link", "开机-自启动-简介-一"])
    }

    /// Typographers read dash runs greedily (`---`, then `--`), so a lone `-` survives only from runs of 1, 4, 7; code
    /// is no typographer's.
    @Test func dashRunsAreReadAsATypographerReadsThem() {
        let ids = MarkdownRenderer(headingIDs: .hugo).render("# a-b--c---d----e\n\n# `a--b`\n").headings.map(\.id)
        #expect(ids == ["a-bcd-e", "a--b"])
    }

    /// Where Goldmark reads the source rather than the text, and reads a container by its first child only: each
    /// heading with the id Hugo 0.168.0 gave it (`hugo` building these lines, default settings).
    @Test(arguments: [
        (#"the + 比较级，the + 比较级 \-\->“越 ... 越 ...”"#, "the--比较级the--比较级---越--越-"),
        ("x &#8220;y&#8221; &amp; z", "x-8220y8221--z"),
        ("&eacute;t&eacute; &#x201C;q&#x201D;", "été-x201cqx201d"),
        (#"p \* q \_ r"#, "p--q-_-r"),
        ("**_in x[link](http://a.b) after_** tail", "in-x-tail"),
        ("_em [l](u) t_", "em"),
        ("[l](u) **b** t", "l-b-t"),
        ("_a **b** c_ d", "a--d"),
        ("_**b** c_ d", "b-d"),
        ("a [l _m_ n](u) b", "a-l--b"),
        ("~~a **b** c~~ d", "a--d"),
        ("_aa's b_ c", "aa-c"),
        ("_a...b_ c", "a-c"),
        ("_a & b_ c", "a--b-c"),
        ("_a: b_ c", "a-b-c"),
        (#"_a\_b c_ d"#, "a_b-c-d"),
        ("_snake_case_ x", "snake_-x"),
        ("a ![x y](i.png) b", "a-x-y-b"),
    ])
    func hugoReadsTheSourceAndAContainersFirstChild(_ heading: String, _ id: String) {
        #expect(MarkdownRenderer(headingIDs: .hugo).render("# " + heading + "\n").headings.map(\.id) == [id])
    }

    /// A heading as deep in emphasis as a paragraph's 10,000 markers allow, and one of 20,000 entities, are read.
    @Test func deepAndLongHeadingsAreReadInTime() {
        let deep = "# " + String(repeating: "_a ", count: 4_990) + "b" + String(repeating: "_", count: 4_990) + "\n"
        #expect(MarkdownRenderer(headingIDs: .hugo).render(deep).headings.first?.id.hasPrefix("a") == true)
        let entities = "# " + String(repeating: "&amp;&#38;", count: 10_000) + "x\n"
        #expect(MarkdownRenderer(headingIDs: .hugo).render(entities).headings.map(\.id) == [String(repeating: "38", count: 10_000) + "x"])
    }

    /// The style is part of the renderer's cache key: a site that changes it renders its posts again.
    @Test func theStyleChangesTheCacheKey() {
        #expect(MarkdownRenderer(headingIDs: .hugo).cacheKey != MarkdownRenderer().cacheKey)
    }

    /// `headingIDs:` in blog.yml, and a clear error for a style that does not exist.
    @Test func blogYMLChoosesTheStyle() {
        var diagnostics: [Diagnostic] = []
        #expect(ConfigReader.read("title: t\nheadingIDs: hugo\n", path: "blog.yml", diagnostics: &diagnostics)?.headingIDs == .hugo)
        #expect(diagnostics.isEmpty)
        #expect(ConfigReader.read("title: t\nheadingIDs: goldmark\n", path: "blog.yml", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.description).contains { $0.contains("blog.yml:2:13") && $0.contains("'headingIDs' must be one of 'blog', 'hugo', 'zola', 'github'") })
    }
}
