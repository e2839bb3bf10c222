// Tests of `blog import jekyll`: _config.yml as Ruby reads it, permalinks, Liquid, relative links, pages, listings, idempotence.
@testable import Blog
import Foundation
import Testing

struct JekyllImportTests {
    /// A small Jekyll site with the quirks found on real ones (a byte order mark and a repeated key in
    /// _config.yml, a one-digit day, a category string, `{% highlight %}` around `$(…)`, `{% raw %}`).
    static func jekyllSite() throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("_config.yml", Data([0xEF, 0xBB, 0xBF]) + Data("""
            title: 小站
            url: https://example.org
            baseurl: /blog
            permalink: pretty
            paginate: 5
            lang: zh_CN
            exclude: [notes]
            paginate: 10

            """.utf8))
        try site.write("_posts/2014-10-01-first-post.markdown", """
            ---
            layout: post
            title: First
            date: 2014-10-1 9:05:00 +0800
            categories: iOS Layout
            ---
            ![a](../../../../../../img/a.png) and ![b]({{ site.baseurl }}/img/a.png)

            {% highlight js linenos %}
            $(".a").hide(); // ```
            {% endhighlight %}

            [next]({% post_url 2015-02-03-second %}) {% raw %}{{ name }}{% endraw %}{% include note.html %}

            """)
        try site.write("_posts/2015-02-03-second.md", "---\npublished: false\npermalink: /old/second.html\n---\nText.\n")
        try site.write("about.md", "---\ntitle: About\npermalink: /about/\n---\nMe, see [first]({% link _posts/2014-10-01-first-post.markdown %}).\n")
        try site.write("index.html", "---\nlayout: home\n---\n{% for post in paginator.posts %}{{ post.title }}{% endfor %}\n")
        try site.write("archive.html", "---\ntitle: Archive\n---\n{% for post in site.posts %}{{ post.title }}{% endfor %}\n")
        try site.write("feed.xml", "---\nlayout: null\n---\n<rss>{{ site.title }}</rss>\n")
        try site.write("atom.xml", "---\nlayout: null\n---\n<feed>{{ site.title }}</feed>\n")
        try site.write("style.scss", "---\n---\nbody {}\n")
        try site.write("img/a.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.write("notes/x.txt", "excluded\n")
        try site.write("_drafts/d.md", "---\ntitle: D\n---\nDraft.\n")
        // Jekyll publishes these two hidden files, and no other.
        try site.write(".well-known/security.txt", "Contact: mailto:me@example.org\n")
        try site.write(".htaccess", "ErrorDocument 404 /404.html\n")
        try site.write(".env", "SECRET=1\n")
        return site
    }

    /// Collections Jekyll wrote (`output: true`) become pages, each old URL kept (the collection's template with the
    /// site's `pretty` end, or the document's own permalink), their other files copied where Jekyll put them; a collection
    /// Jekyll did not write is left out and counted.
    @Test func collectionsJekyllWroteBecomePagesAtTheirOldURLs() async throws {
        let jekyll = try TestSite(copying: nil)
        try jekyll.write("_config.yml", """
            title: T
            url: https://example.org
            repository: https://git.example/me/site
            permalink: pretty
            collections:
              projects:
                output: true
              recipes:
                output: true
                permalink: /cook/:name:output_ext
              notes:
                output: false

            """)
        try jekyll.write("_posts/2020-01-02-p.md", "---\ntitle: P\nredirect_from: /p-old/\n---\nP.\n")
        try jekyll.write("_projects/tool.md", "---\ntitle: Tool\nredirect_from: [/old-tool/, /older.html, \"../x\"]\n---\nSee [the app]({% link _projects/deep/app.md %}) ![logo](../logo.png).\n")
        try jekyll.write("_projects/deep/app.md", "---\ntitle: App\npermalink: /apps/app/\n---\nAn app.\n")
        try jekyll.write("_projects/logo.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try jekyll.write("_recipes/Soup Base.md", "---\ntitle: Soup\n---\nWater.\n")
        try jekyll.write("_notes/private.md", "---\ntitle: Private\n---\nNot written.\n")
        // A page that explains site.posts (in prose and in a raw block) is a page, not a listing; site variables are filled in.
        try jekyll.write("tags.md", "---\ntitle: Tags I use\npermalink: /tags.html\n---\nA list written by hand.\n")
        try jekyll.write("explained.md", "---\ntitle: Explained\n---\nLoop over site.posts: {% raw %}{% for p in site.posts %}{% endraw %}. [Issues]({{ site.repository }}/issues)\n")
        let site = try TestSite(copying: nil)
        let report = try JekyllImporter(source: jekyll.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        #expect(report.problems.map(\.description).contains("_projects/tool.md:3:1: warning: The old URL ../x in 'redirect_from' cannot be kept: '..' would leave the site's output folder."))
        #expect((report.pagesFound, report.pages, report.files) == (5, 5, 1))
        // A page of content at tags.html: blog build's tags page moves, the page keeps its URL.
        let settings = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        #expect(settings.contains("pagePaths: {tags: all-tags.html}\n"), "\(settings)")
        let post = try String(contentsOf: site.source.appendingPathComponent("content/posts/2020-01-02-p.md"), encoding: .utf8)
        #expect(post.contains("aliases:\n- /2020/01/02/p/index.html\n- /p-old/index.html\n") && !post.contains("redirect_from"), "\(post)")
        let explained = try String(contentsOf: site.source.appendingPathComponent("content/pages/explained.md"), encoding: .utf8)
        #expect(explained.hasSuffix("Loop over site.posts: {% for p in site.posts %}. [Issues](https://git.example/me/site/issues)\n"), "\(explained)")
        #expect(report.leftOut == ["files of collections Jekyll did not write (output: false)": 1])
        let redirects = try String(contentsOf: site.source.appendingPathComponent("redirects.yml"), encoding: .utf8)
        for line in ["\"projects/tool/index.html\": \"projects/tool.html\"", "\"apps/app/index.html\": \"projects/deep/app.html\"",
                     "\"cook/soup-base.html\": \"recipes/Soup Base.html\"",
                     // jekyll-redirect-from's redirect_from: of a page, and of a post (an alias).
                     "\"old-tool/index.html\": \"projects/tool.html\"", "\"older.html\": \"projects/tool.html\""] {
            #expect(redirects.contains(line + "\n"), "\(line) in \(redirects)")
        }
        let tool = try String(contentsOf: site.source.appendingPathComponent("content/pages/projects/tool.md"), encoding: .utf8)
        #expect(tool.hasSuffix("See [the app](/projects/deep/app.html) ![logo](/projects/logo.png).\n"), "\(tool)")
        #expect(!FileManager.default.fileExists(atPath: site.source.appendingPathComponent("content/pages/notes").path))

        let build = try await site.build()
        #expect(build.succeeded, "\(TestSite.messages(build))")
        #expect(try site.page("projects/tool/index.html").contains("projects/tool.html"))
        #expect(try site.page("tags.html").contains("A list written by hand."))
        #expect(try site.page("cook/soup-base.html").contains("Soup%20Base.html") || site.page("cook/soup-base.html").contains("Soup Base.html"))
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
        #expect(JekyllImporter.listsPosts("{% for post in paginator.posts %}") && JekyllImporter.listsPosts("{{ site.tags | size }}"))
        #expect(!JekyllImporter.listsPosts("`site.posts` in prose, {% raw %}{{ site.posts }}{% endraw %}"))
    }


    @Test func importsPostsPagesAndFilesKeepingOldURLs() async throws {
        let jekyll = try Self.jekyllSite()
        let site = try TestSite(copying: nil)
        let report = try JekyllImporter(source: jekyll.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        #expect((report.postsFound, report.posts, report.pagesFound, report.pages, report.listings, report.files) == (2, 2, 1, 1, 4, 3))   // img/a.png, .htaccess, .well-known/security.txt
        #expect(report.leftOut == ["drafts (_drafts/)": 1, "theme files made by Jekyll's templates (sitemaps, styles, search data)": 1])
        #expect(report.problems.map(\.description).contains { $0.contains("_config.yml:5:1: warning: 'paginate' is set again") })
        #expect(report.problems.map(\.description).contains { $0.contains("_posts/2014-10-01-first-post.markdown:13:1: warning: '{% include note.html %}' is left out") })

        let first = try String(contentsOf: site.source.appendingPathComponent("content/posts/2014-10-01-first-post.markdown"), encoding: .utf8)
        // `pretty`: /:categories/:year/:month/:day/:title/, categories lower-cased, the string split at spaces.
        #expect(first.hasPrefix("---\ntitle: First\ndate: 2014-10-01 09:05:00 +0800\ncategories:\n- iOS\n- Layout\naliases:\n- /ios/layout/2014/10/01/first-post/index.html\n---\n"))
        // Six folders up from ios/layout/2014/10/01/first-post/ is the top; {{ site.baseurl }} is the site's root.
        #expect(first.contains("![a](/img/a.png) and ![b](/img/a.png)"))
        // The code holds three backticks, so the fence has four; `linenos` is Jekyll's, not a language.
        #expect(first.contains("\n````js\n$(\".a\").hide(); // ```\n````\n"))
        #expect(first.contains("[next](/blog/2015/02/second.html) {{ name }}\n"))

        let second = try String(contentsOf: site.source.appendingPathComponent("content/posts/2015-02-03-second.md"), encoding: .utf8)
        #expect(second == "---\ntitle: Second\naliases:\n- /old/second.html\ndraft: true\n---\nText.\n")
        let about = try String(contentsOf: site.source.appendingPathComponent("content/pages/about.md"), encoding: .utf8)
        #expect(about == "---\ntitle: About\n---\nMe, see [first](/blog/2014/10/first-post.html).\n")
        let redirects = try String(contentsOf: site.source.appendingPathComponent("redirects.yml"), encoding: .utf8)
        #expect(redirects.hasSuffix("\"about/index.html\": \"about.html\"\n\"archive/index.html\": \"archive.html\"\n\"atom.xml\": \"feed.xml\"\n"))
        let settings = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        #expect(settings.contains("title: \"小站\"\n") && settings.contains("baseURL: \"https://example.org/blog/\"\n") && settings.contains("language: zh-cn\n"))
        #expect(settings.contains("headingIDs: github\n") && !settings.contains("future:"))
        #expect(settings.contains("include: [\".htaccess\", \".well-known\"]\n"))
        #expect(!FileManager.default.fileExists(atPath: site.source.appendingPathComponent("content/.env").path))
        #expect(!FileManager.default.fileExists(atPath: site.source.appendingPathComponent("content/notes/x.txt").path))

        // What was written builds, and the old URLs answer.
        let build = try await site.build()
        let errors = build.diagnostics.filter { $0.isError }.map(\.description)
        #expect(errors.isEmpty)
        #expect(try site.page("ios/layout/2014/10/01/first-post/index.html").contains("blog/2014/10/first-post.html"))
        #expect(try site.page("about/index.html").contains("about.html"))
        #expect(try site.page(".well-known/security.txt") == "Contact: mailto:me@example.org\n" && site.page(".htaccess").hasPrefix("ErrorDocument"))
        // The theme's atom.xml is a copy of the feed, for the readers subscribed to it.
        #expect(try site.page("atom.xml") == site.page("feed.xml"))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("img/a.png").path))

        // A second run writes nothing.
        let again = try JekyllImporter(source: jekyll.source, destination: site.source).run()
        #expect(again.succeeded && again.written.isEmpty)
    }

    /// Two posts of one title in one month (mzlogin's blog: `2011-11-04-basis.md`, `2011-11-06-basis.md`) had Jekyll URLs
    /// of their own days; the later one gets a slug of its own, and both old URLs answer.
    @Test func postsOfOneTitleInOneMonthGetSlugsOfTheirOwn() async throws {
        let jekyll = try TestSite(copying: nil)
        try jekyll.write("_config.yml", "title: T\npermalink: /:year/:month/:day/:title/\n")
        try jekyll.write("_posts/2011-11-04-basis.md", "---\ntitle: Basis\n---\nOne.\n")
        try jekyll.write("_posts/2011-11-06-basis.md", "---\ntitle: Basis again\n---\nTwo.\n")
        let site = try TestSite(copying: nil)
        let report = try JekyllImporter(source: jekyll.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        let later = try String(contentsOf: site.source.appendingPathComponent("content/posts/2011-11-06-basis.md"), encoding: .utf8)
        #expect(later.contains("\nslug: basis-2\n") && later.contains("aliases:\n- /2011/11/06/basis/index.html\n"))
        let build = try await site.build()
        #expect(build.succeeded, "\(TestSite.messages(build))")
        #expect(try site.page("blog/2011/11/basis.html").contains("One."))
        #expect(try site.page("blog/2011/11/basis-2.html").contains("Two."))
        #expect(try site.page("2011/11/06/basis/index.html").contains("blog/2011/11/basis-2.html"))
    }

    /// kramdown ends a fenced block only at a closing fence, and a fence right under a list item's line is part of that
    /// item: where no closing one comes, the fence was text, and the lines after it Markdown (checked against the built
    /// pages of mzlogin's blog).
    @Test func fencesKramdownNeverClosedAreText() {
        let lazy = KramdownFences.escapingUnclosed("""
            * item two
            ```

            ## After

            ```sh
            ls
            ```
            """)
        #expect(lazy.escaped == [KramdownFences.Escaped(line: 1, inListItem: true)])
        #expect(lazy.text.hasPrefix("* item two\n\\```\n\n## After\n\n```sh\nls\n```"))
        let unclosed = KramdownFences.escapingUnclosed("Text.\n\n~~~\ncode\n")
        #expect(unclosed.escaped == [KramdownFences.Escaped(line: 2, inListItem: false)] && unclosed.text == "Text.\n\n\\~~~\ncode\n")
        // Closed ones stay: a fence in a list item closing inside it, an info string on a fence that cannot close it,
        // four spaces (inside a list item) not a top-level fence.
        for kept in ["1. one\n   ```\n   code\n   ```\n", "```md\n   ```python\n   ```\n", "- a\n\n    ```\n    x\n", "````\n```\n````\n"] {
            let read = KramdownFences.escapingUnclosed(kept)
            #expect(read.text == kept && read.escaped.isEmpty, "\(kept)")
        }
    }

    @Test func permalinkPlaceholdersAsJekyllFillsThem() {
        let date = PostDate(year: 2016, month: 3, day: 7, hour: 8, minute: 5)
        let values = JekyllPermalink.placeholders(date: date, slug: "Hello World!", categories: ["Swift", "swift", "UI"])
        // 2016-03-07 was a Monday, the 67th day of a leap year, in ISO week 10.
        #expect(JekyllPermalink.url("/:categories/:year/:i_month/:i_day/:y_day/:short_day/W:week/:title:output_ext", placeholders: values)
                == "/swift/ui/2016/3/7/067/Mon/W10/Hello-World!.html")
        #expect(JekyllPermalink.url("/:categories/:slug/", placeholders: JekyllPermalink.placeholders(date: date, slug: "a b", categories: []))
                == "/a-b/")
        #expect(JekyllPermalink.file(of: "/x/") == "x/index.html")
        #expect(JekyllPermalink.file(of: "/x") == "x.html")
        #expect(JekyllPermalink.file(of: "/%E5%B8%83/a.html") == "布/a.html")
    }

    /// kramdown's attribute lists: a heading's id under it, a note class, `{:toc}`, and the rest left out at their lines,
    /// never shown as text; code keeps them.
    @Test func kramdownAttributeListsBecomeWhatBlogBuildReads() {
        let markdown = """
            * TOC
            {:toc}

            ## 4.4.1 / 2025-01-29
            {: #v4-4-1}

            Setext
            ------
            {: #setext .wide}

            Mind the gap:
            it is wide.
            {: .note .info}

            A [link](https://x.example){:target="_blank"} and ![i](a.png){: width="50%"} and `{:kept}`.
            {: .centered}

            ```
            {: #code}
            ```
            """
        let result = KramdownAttributes.convert(markdown, firstLine: 5)
        #expect(result.text == """

            ## 4.4.1 / 2025-01-29 {#v4-4-1}

            Setext {#setext}
            ------

            > **Note**
            >
            > Mind the gap:
            > it is wide.

            A [link](https://x.example) and ![i](a.png) and `{:kept}`.

            ```
            {: #code}
            ```
            """)
        #expect(result.wantsTOC && result.converted == 4)
        #expect(result.leftOut == [19, 20])
        #expect(MarkdownRenderer().render(result.text).headings.map(\.id) == ["v4-4-1", "setext"])
        let minimal = KramdownAttributes.convert("Careful.\n{: .notice--warning}\n")
        #expect(minimal.text == "> **Notice**\n>\n> Careful.\n")
        // Written above its block after a blank line, a list is the next block's (the Jekyll docs write notes so).
        let above = KramdownAttributes.convert("Text.\n\n{: .note .info}\nWhen defining a collection,\nnote this.\n\n{: #top}\n## Top\n\n{: .wide}\n| a |\n")
        #expect(above.text == "Text.\n\n> **Note**\n>\n> When defining a collection,\n> note this.\n\n## Top {#top}\n\n| a |\n")
        #expect(above.converted == 2 && above.leftOut == [10])
    }

    /// Hostile lists and raw blocks: a note class under each of 5,000 lines of one paragraph quotes each line once (the
    /// text grows by a constant per line, not by the whole quote again), and 10,000 raw blocks never closed are read once.
    @Test func hostileAttributeListsAndRawBlocksStayLinear() {
        let lines = String(repeating: "a\n{: .note}\n", count: 5_000)
        let result = KramdownAttributes.convert(lines)
        #expect(result.converted == 5_000)
        #expect(result.text.utf8.count < 20 * lines.utf8.count)
        #expect(!JekyllImporter.listsPosts(String(repeating: "{% raw %}{{ site.posts }}", count: 10_000)))
        #expect(JekyllImporter.listsPosts(String(repeating: "{% raw %}x{% endraw %}", count: 2_000) + "{{ site.posts }}"))
    }

    /// A raw block ends at the first `{% endraw %}`, as Liquid reads it, even when it holds a `{%` of its own (the
    /// Jekyll docs write `{% raw %}`{%`{% endraw %}` to show one); lines are still counted through it.
    @Test func rawEndsAtTheFirstEndRaw() {
        let context = LiquidContext(postURL: { _ in nil }, linkURL: { _ in nil }, include: { _ in nil }, variables: ["site.title": "T"])
        let result = LiquidConverter.convert("Tags start with {% raw %}`{%`{% endraw %} and end with {% raw %}`%}`{%- endraw -%}.\n"
                                             + "{% raw %}{{ x }}\n{% if %}{% endraw %} {{ site.title }}\n{% bad %}",
                                             path: "p.md", firstLine: 1, context: context)
        #expect(result.text == "Tags start with `{%` and end with `%}`.\n{{ x }}\n{% if %} T\n")
        #expect(result.problems.map(\.description) == ["p.md:4:1: warning: The Liquid tag '{% bad %}' is left out (its text, if any, is kept)."])
        // relative_url puts a `/` before a path, as Jekyll puts the base URL and one there.
        let urls = LiquidConverter.convert("[a]({{ 'docs/x/' | relative_url }}) [b]({{ \"/y\" | absolute_url }}) [c]({{ 'https://z.example/' | relative_url }})",
                                           path: "p.md", firstLine: 1, context: context)
        #expect(urls.text == "[a](/docs/x/) [b](/y) [c](https://z.example/)")
        let open = LiquidConverter.convert("a {% raw %}{{ b", path: "p.md", firstLine: 1, context: context)
        #expect(open.text == "a {{ b" && open.problems.map(\.severity) == [.warning])
    }

    @Test func unknownLiquidIsLeftOutWithAWarningNeverAsText() {
        let context = LiquidContext(postURL: { _ in nil }, linkURL: { _ in nil }, include: { _ in nil }, variables: [:])
        let result = LiquidConverter.convert("a {% if x %}b{% endif %} {{ post.title | upcase }} {% comment %}c{% endcomment %}d",
                                             path: "p.md", firstLine: 4, context: context)
        #expect(result.text == "a b  d")
        #expect(result.problems.map(\.description) == [
            "p.md:4:1: warning: '{% if x %}' is left out: its condition names what Jekyll made of the site or its theme, which nothing here has (the text of every branch is kept).",
            "p.md:4:1: warning: '{{ post.title | upcase }}' is left out: Jekyll filled it from its theme or left it empty, and nothing here has its value.",
        ])
        // Deep nesting is an error, not a stack overflow.
        let deep = LiquidConverter.convert(String(repeating: "{% capture x %}", count: 100_000), path: "p.md", firstLine: 1, context: context)
        #expect(deep.problems.contains { $0.severity == .error && $0.message.contains("nest more than 64 deep") })
        let unknownPost = LiquidConverter.convert("x\n{% post_url 2020-01-01-missing %}", path: "p.md", firstLine: 1, context: context)
        #expect(unknownPost.problems.map(\.severity) == [.error])
        #expect(RelativeLinks.resolve("../../x.png#top", folder: "a/b/c") == "/a/x.png#top")
        #expect(RelativeLinks.resolve("../../../../x.png", folder: "a/b") == nil)
        #expect(RelativeLinks.resolve("https://x.org/a", folder: "a") == nil)
        // A link to a sibling Markdown file leads to that file's new page, its fragment kept.
        let sibling = RelativeLinks.rewrite("[int](2020-06-19-int.md#sign) ![p](p.png)", folder: "2020/06/21/float", sourceFolder: "_posts/rep",
                                            pages: { $0 == "_posts/rep/2020-06-19-int.md" ? "/blog/2020/06/int.html" : nil })
        #expect(sibling.text == "[int](/blog/2020/06/int.html#sign) ![p](/2020/06/21/float/p.png)")
    }

    /// Loops, conditions and assignments over `site.data` and the front matter run as Liquid runs them (mzlogin's about
    /// page lists its `_data/skills.yml` so); one over what Jekyll or a plugin made (`site.posts`, `site.github`) is left
    /// out with its text kept once.
    @Test func loopsAndConditionsOverTheSitesDataRunAsLiquidRunsThem() {
        let skills: LiquidValue = .array([
            .object(["name": .string("Mobile"), "keywords": .array([.string("Android"), .string("iOS")])]),
            .object(["name": .string("Web"), "keywords": .array([])]),
        ])
        let site: LiquidValue = .object(["url": .string("https://old.example"), "data": .object(["skills": skills]), "posts": .array([])])
        let context = LiquidContext(postURL: { _ in nil }, linkURL: { _ in nil }, include: { _ in nil }, variables: ["site.url": ""],
                                    values: ["site": site, "page": .object(["tags": .array([.string("a"), .string("b")]), "n": .number(3)])])
        let text = """
            {% for skill in site.data.skills %}## {{ skill.name | upcase }}
            {% for k in skill.keywords limit: 1 %}[{{ k }}]{% else %}none{% endfor %}{% unless forloop.last %},{% endunless %}
            {% endfor %}{% if site.url contains 'old.example' and page.n > 2 %}old{% elsif page.n == 3 %}no{% else %}no{% endif %}
            {% assign joined = page.tags | join: "+" %}{{ joined }} {{ page.tags.size }} {{ site.data.skills[0].keywords.last }} {{ site.url }}
            {% case page.n %}{% when 1, 2 %}small{% when 3 %}three{% else %}big{% endcase %} {% for i in (1..3) reversed %}{{ i }}{% endfor %}
            {% for p in site.posts %}<{{ p.title }}>{% endfor %}
            """
        let result = LiquidConverter.convert(text, path: "p.md", firstLine: 1, context: context)
        #expect(result.text == """
            ## MOBILE
            [Android],
            ## WEB
            none
            old
            a+b 2 iOS \("")
            three 321
            <>
            """, "\(result.text)")
        #expect(result.problems.map(\.description) == [
            "p.md:6:1: warning: '{% for p in site.posts %}' is left out: it loops over what Jekyll made of the site or its theme, which nothing here has (its text is kept once).",
            "p.md:6:1: warning: '{{ p.title }}' is left out: Jekyll filled it from its theme or left it empty, and nothing here has its value.",
        ])
        // Loops in loops stop, with an error, at 100,000 rounds.
        let huge = LiquidContext(postURL: { _ in nil }, linkURL: { _ in nil }, include: { _ in nil }, variables: [:],
                                 values: ["site": .object(["data": .object(["n": .array(Array(repeating: .number(1), count: 1_000))])])])
        let nested = LiquidConverter.convert("{% for a in site.data.n %}{% for b in site.data.n %}x{% endfor %}{% endfor %}", path: "p.md", firstLine: 1, context: huge)
        #expect(nested.text.count < 100_000 && nested.text.count > 99_000)
        #expect(nested.problems.map(\.description) == ["p.md:1:1: error: '{% for b in site.data.n %}' is cut short: the Liquid loops of this file run more than 100000 rounds."])
        // Conditions and loops nested 100,000 deep are an error, not a stack overflow.
        for opening in ["{% if true %}", "{% for a in site.data.n %}", "{% case 1 %}{% when 1 %}", "{% for a in site.data.n %}{% endif %}"] {
            let deep = LiquidConverter.convert(String(repeating: opening, count: 100_000), path: "p.md", firstLine: 1, context: huge)
            #expect(deep.problems.contains { $0.severity == .error && $0.message.contains("nest more than 64 deep") }, "\(opening)")
        }
        // And at 16 MB of text.
        let wide = LiquidConverter.convert("{% for a in site.data.n %}{% for b in site.data.n %}" + String(repeating: "y", count: 1_000) + "{% endfor %}{% endfor %}",
                                           path: "p.md", firstLine: 1, context: huge)
        #expect(wide.text.utf8.count <= 17 << 20 && wide.problems.map(\.message) == ["'{% for b in site.data.n %}' is cut short: the Liquid loops of this file write more than 16 MB."])
    }

    /// kramdown read `$…$` as text, so the writer escaped it for Markdown (`\\{`); MathJax then saw `\{`.
    @Test func escapesInsideSingleDollarFormulasAreUndoneAsKramdownDid() {
        #expect(DollarMathEscapes.undo(in: #"so $\Sigma = \\{0, 1\\}$ and $\Sigma^{\*}$, $$a\\b$$ `$\*$`"#).text
                == #"so $\Sigma = \{0, 1\}$ and $\Sigma^{*}$, $$a\\b$$ `$\*$`"#)
        #expect(DollarMathEscapes.undo(in: "costs $5 and \\* $10").text == "costs $5 and \\* $10")
        #expect(DollarMathEscapes.undo(in: "```\n$\\*$\n```").changed == 0)
    }

    /// A permalink that leads outside the site keeps no alias; the post is still imported.
    @Test func aPermalinkOutsideTheSiteIsRefused() throws {
        let jekyll = try TestSite(copying: nil)
        try jekyll.write("_config.yml", "title: T\n")
        try jekyll.write("_posts/2020-01-02-x.md", "---\ntitle: X\npermalink: /../../etc/passwd\n---\n{% include a.md %}\n")
        try jekyll.write("_includes/a.md", "{% include a.md %}")
        let site = try TestSite(copying: nil)
        let report = try JekyllImporter(source: jekyll.source, destination: site.source).run()
        #expect(report.posts == 1 && report.oldURLs == 0)
        #expect(report.problems.map(\.description).contains { $0.contains("cannot be kept") })
        // An include of itself stops at the depth limit, with a warning.
        #expect(report.problems.map(\.description).contains { $0.contains("nest more than 8 deep") })
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("etc").path))
    }
}

/// The later pages jekyll-paginate and jekyll-paginate-v2 wrote, counted by hand: 12 posts at 5 a page are pages 2 and 3.
struct JekyllPagedListTests {
    func pages(config: String, page: String, at old: String, posts: Int) throws -> [String] {
        var problems: [ImportProblem] = []
        let config = JekyllConfig.read(config, path: "_config.yml", problems: &problems)
        #expect(problems.isEmpty)
        return JekyllImporter.pagedPages(of: old, matter: try FrontMatter.parse(page, path: "index.html"), config: config, posts: posts)
    }

    @Test func theHomesLaterPagesAreFoundAsThePluginsWroteThem() throws {
        let listing = "---\nlayout: home\n---\n{% for post in paginator.posts %}{% endfor %}\n"
        #expect(try pages(config: "paginate: 5\n", page: listing, at: "index.html", posts: 12) == ["page2/index.html", "page3/index.html"])
        #expect(try pages(config: "paginate: 5\npaginate_path: /blog/p:num\n", page: listing, at: "index.html", posts: 11)
                == ["blog/p2/index.html", "blog/p3/index.html"])
        // jekyll-paginate pages the home only; with as many posts as a page holds there is no second page.
        #expect(try pages(config: "paginate: 5\n", page: listing, at: "blog/index.html", posts: 12).isEmpty)
        #expect(try pages(config: "paginate: 5\n", page: listing, at: "index.html", posts: 5).isEmpty)
        #expect(try pages(config: "title: x\n", page: listing, at: "index.html", posts: 50).isEmpty)
        // jekyll-paginate-v2: the page says it is paged; `per_page` and `permalink` from it or from _config.yml.
        let v2 = "---\npagination:\n  enabled: true\n---\n"
        #expect(try pages(config: "pagination:\n  per_page: 4\n", page: v2, at: "blog/index.html", posts: 9)
                == ["blog/page/2/index.html", "blog/page/3/index.html"])
        #expect(try pages(config: "", page: "---\npagination:\n  enabled: true\n  per_page: 2\n  permalink: /p-:num.html\n---\n", at: "index.html", posts: 4)
                == ["p-2.html"])
    }
}
