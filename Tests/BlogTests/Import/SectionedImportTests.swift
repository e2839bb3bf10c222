// Tests of `blog import hugo` and `blog import zola`: configuration files, URLs as each generator made them, bundles, shortcodes, internal links, listings, feeds and terms kept, idempotence.
@testable import Blog
import Foundation
import Testing

struct HugoImportTests {
    /// A small Hugo site with what real ones hold: a config split into config/_default/, a permalink pattern, a
    /// Chinese title as the slug, a one-digit hour, a page bundle, a translation, a theme's shortcodes.
    static func hugoSite() throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("config/_default/hugo.toml", """
            title = "小站"
            baseURL = "https://blog.test/"
            buildFuture = true
            defaultContentLanguage = "zh-cn"
            [languages.zh-cn]
              languageCode = "zh-CN"
            [languages.en]
              languageCode = "en"
            [taxonomies]
              tag = "tags"
              category = "categories"
              series = "series"

            """)
        try site.write("config/_default/permalinks.toml", "posts = \"/:year/:month/:slug/\"\n")
        try site.write("config/_default/params.toml", "author = \"Me\"\n[list]\npaginate = 2\n")
        try site.write("config/_default/menus.toml", """
            [[main]]
            name = "About"
            url = "/about-me/"
            weight = 2
            [[main]]
            name = "Posts"
            url = "/posts/"
            weight = 1
            [[main]]
            name = "Gone"
            url = "/nowhere/"
            weight = 3
            [[main]]
            name = ""
            title = "GitHub"
            url = "https://github.com/me"
            weight = 4

            """)
        try site.write("config/_default/markup.toml", "[goldmark.renderer]\nunsafe = true\n")
        try site.write("content/_index.md", "---\ntitle: Home\n---\n")
        try site.write("content/posts/_index.md", "---\ntitle: Posts\ncategories: [Sections Only]\naliases: [/old-posts/, older]\n---\n")
        try site.write("content/posts/2018-05-22-first.md", """
            +++
            title = "Hugo 操作指南"
            date = "2018-05-22T9:48:00+08:00"
            tags = ["Go"]
            series = ["s1"]
            author = ["A", "B"]
            [toc]
              ordered = false
            +++
            By {{< param author >}}. See [the bundle]({{< relref "posts/bundle" >}}).
            <!--more-->
            {{< figure src="/img/logo.png" caption="A <logo>" >}}

            {{< admonition tip "小心" >}}
            Inner **text**.
            {{< /admonition >}}

            {{< youtube dQw4w9WgXcQ >}} {{< music id="1" >}} `{{</* figure src="x" */>}}`

            """)
        try site.write("content/posts/bundle/index.md", """
            ---
            title: Bundle
            slug: my-bundle
            date: 2019-01-02
            aliases: [/old/path, rel]
            ---
            ![a](images/a.png)

            ## C++ & Go

            """)
        try site.write("content/posts/bundle/images/a.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.write("content/posts/bundle/notes.md", "Not a page.\n")
        try site.write("content/posts/draft.md", "---\ntitle: D\ndate: 2019-02-01\ndraft: true\n---\nDraft.\n")
        try site.write("content/posts/untagged.md", "---\ntitle: U\ndate: 2019-03-01\npubdate: 2019-03-02\nunpublishdate: 2030-01-01\ntags: ~\ncategories: null\n---\nU.\n")
        try site.write("content/posts/first.en.md", "---\ntitle: First\ndate: 2018-05-22\n---\nEnglish.\n")
        try site.write("content/about.md", "---\ntitle: About\nurl: /about-me/\n---\nMe. [First](/2018/05/hugo-%E6%93%8D%E4%BD%9C%E6%8C%87%E5%8D%97/#top) [B](http://blog.test/old/path) [C](https://elsewhere.test/old/path)\n")
        try site.write("content/search.md", "---\ntitle: Search\nlayout: search\n---\n")
        try site.write("static/img/logo.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.write("static/robots.txt", "User-agent: *\n")
        // Hugo publishes its static folder whole, hidden files too.
        try site.write("static/.htaccess", "ErrorDocument 404 /404.html\n")
        try site.write("static/.well-known/security.txt", "Contact: mailto:me@blog.test\n")
        return site
    }

    @Test func importsPostsBundlesAndPagesKeepingEveryOldURL() async throws {
        let hugo = try Self.hugoSite()
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        #expect((report.postsFound, report.posts, report.pagesFound, report.pages, report.listings) == (5, 5, 1, 1, 3))
        #expect(report.leftOut == ["Markdown files inside page bundles (resources Hugo did not render)": 1,
                                   "files at paths blog build writes": 1])
        // A translation keeps its language in its name, as blog build reads it, and the URL Hugo gave it under /en/
        // (Hugo 0.168.0 on this site: en/2018/05/first/, en/index.xml, en/tags/go/, zh-cn/ for the default's home).
        let english = try String(contentsOf: site.source.appendingPathComponent("content/posts/first.en.md"), encoding: .utf8)
        #expect(english.contains("aliases:\n- /en/2018/05/first/index.html\n"), "\(english)")
        let lines = report.problems.map(\.description)
        #expect(lines.contains { $0.contains("content/posts/2018-05-22-first.md:18:1: warning: The shortcode 'music'") })

        let first = try String(contentsOf: site.source.appendingPathComponent("content/posts/2018-05-22-first.md"), encoding: .utf8)
        // The title made the slug Hugo used (`:slug` without a slug is the title, urlized and lower-cased); the hour
        // is written with two digits; the author list is one string; a theme's `toc` table is its switch.
        #expect(first.hasPrefix("---\ntitle: Hugo 操作指南\ntags:\n- \"Go\"\nseries:\n- \"s1\"\nauthor: A, B\ntoc: true\ndate: 2018-05-22 09:48:00+08:00\naliases:\n- /2018/05/hugo-操作指南/index.html\n---\n"))
        #expect(first.contains("By Me. See [the bundle](/blog/2019/01/my-bundle.html)."))
        #expect(first.contains("<figure><img src=\"/img/logo.png\" alt=\"A &lt;logo&gt;\"><figcaption>A &lt;logo&gt;</figcaption></figure>"))
        #expect(first.contains("> **小心**\n>\n> Inner **text**.\n"))
        #expect(first.contains("[YouTube video dQw4w9WgXcQ](<https://www.youtube.com/watch?v=dQw4w9WgXcQ>)  `{{< figure src=\"x\" >}}`"))
        let bundle = try String(contentsOf: site.source.appendingPathComponent("content/posts/bundle.md"), encoding: .utf8)
        #expect(bundle == "---\ntitle: Bundle\nslug: my-bundle\ndate: 2019-01-02\naliases:\n- /2019/01/my-bundle/index.html\n- /old/path/index.html\n- /2019/01/rel/index.html\n---\n![a](/2019/01/my-bundle/images/a.png)\n\n## C++ & Go\n")
        #expect(FileManager.default.fileExists(atPath: site.source.appendingPathComponent("content/2019/01/my-bundle/images/a.png").path))
        // A link to a post's old URL leads to its new one, without the redirect.
        let about = try String(contentsOf: site.source.appendingPathComponent("content/pages/about.md"), encoding: .utf8)
        #expect(about.hasSuffix("Me. [First](/blog/2018/05/first.html#top) [B](/blog/2019/01/my-bundle.html) [C](https://elsewhere.test/old/path)\n"))
        let settings = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        #expect(settings.contains("title: \"小站\"\n") && settings.contains("baseURL: \"https://blog.test/\"\n") && settings.contains("language: zh-cn\n"))
        #expect(settings.contains("taxonomies: [series]\n") && settings.contains("math: false\n") && settings.contains("unsafe: true\n"))
        #expect(settings.hasPrefix("# Written by blog import hugo from config/_default/hugo.toml") && settings.contains("headingIDs: hugo\n"))
        #expect(settings.contains("future: true\n") && !settings.contains("expired:"))
        #expect(settings.contains("include: [\".htaccess\", \".well-known\"]\n"))
        // Hugo's main menu, in weight order, each link to the page or list its old URL leads to (English, which has no
        // menu of its own, shares it under /en/); a link to nothing the import wrote is left out with a warning.
        #expect(settings.contains("\nmenu: [{name: \"Posts\", url: \"/archive.html\"}, {name: \"About\", url: \"/about.html\"}, {name: \"GitHub\", url: \"https://github.com/me\"}]\n"), "\(settings)")
        #expect(settings.contains("language: zh-cn\n") && settings.contains("\nlanguages:\n  en: {menu: [{name: \"Posts\", url: \"/en/archive.html\"}, {name: \"About\", url: \"/about.html\"}, {name: \"GitHub\", url: \"https://github.com/me\"}]}\n"))
        #expect(report.problems.filter { $0.message.hasPrefix("The menu link 'Gone' (/nowhere/) leads to nothing the import wrote") }.count == 2)
        // Hugo's other names of publishDate and expiryDate, under the ones blog build reads.
        let untagged = TestSite.tree(site.source.appendingPathComponent("content")).values.map { String(decoding: $0, as: UTF8.self) }
            .first { $0.contains("title: U\n") }
        #expect(untagged?.contains("publishDate: 2019-03-02\n") == true && untagged?.contains("expiryDate: 2030-01-01\n") == true, "\(untagged ?? "")")
        #expect(untagged?.contains("pubdate") == false && untagged?.contains("unpublishdate") == false)
        let redirects = try String(contentsOf: site.source.appendingPathComponent("redirects.yml"), encoding: .utf8)
        for line in ["\"about-me/index.html\": \"about.html\"", "\"index.xml\": \"feed.xml\"", "\"posts/index.html\": \"archive.html\"",
                     "\"tags/go/index.html\": \"blog/tag/go.html\"", "\"tags/go/index.xml\": \"blog/tag/go.xml\"",
                     "\"series/s1/index.html\": \"blog/series/s1.html\"", "\"search/index.html\": \"search.html\""] {
            #expect(redirects.contains(line + "\n"), "\(line)")
        }
        // The pages a theme paged the lists into (params.list.paginate: 2, smaller than Hugo's 10): page 1 was an alias
        // of the list; the home's later pages lead to the archive, a term's to the term's page.
        for line in ["\"page/1/index.html\": \"index.html\"", "\"page/2/index.html\": \"archive.html\"", "\"posts/page/2/index.html\": \"archive.html\"",
                     "\"tags/go/page/1/index.html\": \"blog/tag/go.html\"", "\"en/page/1/index.html\": \"en/index.html\""] {
            #expect(redirects.contains(line + "\n"), "\(line)")
        }
        #expect(!redirects.contains("tags/go/page/2/") && !redirects.contains("en/page/2/"))
        // A term only a section page had: its old list and feed lead to the taxonomy's list and the site's feed.
        #expect(redirects.contains("\"categories/sections-only/index.html\": \"\(Taxonomy.category.listPath)\"\n"))
        #expect(redirects.contains("\"categories/sections-only/index.xml\": \"feed.xml\"\n"))
        // A list's aliases, absolute and relative to its folder's parent as Hugo reads them, lead where it does.
        #expect(redirects.contains("\"old-posts/index.html\": \"archive.html\"\n") && redirects.contains("\"older/index.html\": \"archive.html\"\n"))
        // `tags: ~` and `categories: null` are none, as `blog build` reads them: no term page redirects there.
        #expect(!redirects.contains("null") && !redirects.contains("tags/~"))

        // What was written builds, and the old URLs answer; old feeds are copies of the new ones.
        let build = try await site.build()
        #expect(build.diagnostics.filter(\.isError).isEmpty, "\(build.diagnostics)")
        #expect(try site.page("2018/05/hugo-操作指南/index.html").contains("blog/2018/05/first.html"))
        #expect(try site.page("old/path/index.html").contains("blog/2019/01/my-bundle.html"))
        // A relative alias is read from the folder of the page's URL, as Hugo 0.168.0 reads it (not from its section).
        #expect(try site.page("2019/01/rel/index.html").contains("blog/2019/01/my-bundle.html"))
        #expect(try site.page("about-me/index.html").contains("about.html"))
        #expect(try site.page("tags/go/index.html").contains("blog/tag/go.html"))
        #expect(try site.page("en/2018/05/first/index.html").contains("en/blog/2018/05/first.html"))
        #expect(try site.page("en/blog/2018/05/first.html").contains("English."))
        #expect(try site.page("en/index.xml") == site.page("en/feed.xml"))
        #expect(try site.page("zh-cn/index.html").contains("url=../index.html"))
        // Hugo's sitemaps of a multilingual site: the default language's under its code too, and each other one's.
        #expect(redirects.contains("\"zh-cn/sitemap.xml\": \"sitemap.xml\"\n") && !redirects.contains("\"en/sitemap.xml\""))
        #expect(try site.page("zh-cn/sitemap.xml") == site.page("sitemap.xml"))
        #expect(try site.page("en/sitemap.xml").contains("<loc>https://blog.test/en/blog/2018/05/first.html</loc>"))
        #expect(try site.page(".well-known/security.txt") == "Contact: mailto:me@blog.test\n" && site.page(".htaccess").hasPrefix("ErrorDocument"))
        #expect(try site.page("index.xml") == site.page("feed.xml"))
        #expect(try site.page("tags/go/index.xml") == site.page("blog/tag/go.xml"))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("2019/01/my-bundle/images/a.png").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/2019/02/draft.html").path))
        // Headings keep Hugo's ids (`c--go`; blog's own would be `c-go`), so old deep links land.
        #expect(try site.page("blog/2019/01/my-bundle.html").contains("<h2 id=\"c--go\">"))

        // A second run writes nothing.
        let again = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(again.succeeded && again.written.isEmpty, "\(again.written)")
    }

    /// `[frontmatter] date` decides where a page's date comes from, as in Hugo 0.168.0 (checked on this site): `:filename`
    /// first takes the name's date and makes its rest the slug (`/2020/named/`, though `date:` says 2019), `:default`
    /// reads `lastmod` too (`/2021/only-lastmod/`); `:git` cannot be read, which the import says.
    @Test func frontMatterDateSourcesAsHugoReadsThem() async throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.toml", "title = \"T\"\n[frontmatter]\n  date = [\":filename\", \":default\", \":git\"]\n[permalinks]\n  posts = \"/:year/:slug/\"\n")
        try hugo.write("content/posts/2020-03-04-named.md", "---\ntitle: T\ndate: 2019-01-01\n---\nx\n")
        try hugo.write("content/posts/plain.md", "---\ntitle: Only lastmod\nlastmod: 2021-05-06\n---\ny\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(report.succeeded && report.posts == 2, "\(report.problemLines())")
        #expect(report.problems.map(\.description).contains { $0.contains("[frontmatter] date names :git, which the import cannot read") })
        let named = try String(contentsOf: site.source.appendingPathComponent("content/posts/2020-03-04-named.md"), encoding: .utf8)
        #expect(named.contains("date: 2020-03-04\n") && named.contains("- /2020/named/index.html\n"), "\(named)")
        let plain = try String(contentsOf: site.source.appendingPathComponent("content/posts/plain.md"), encoding: .utf8)
        #expect(plain.contains("date: 2021-05-06\n") && plain.contains("- /2021/only-lastmod/index.html\n"), "\(plain)")
        let build = try await site.build()
        #expect(build.succeeded, "\(TestSite.messages(build))")
        #expect(try site.page("2020/named/index.html").contains("blog/2020/03/named.html"))
    }

    @Test func aSiteTranslatedByContentFolderImportsEveryLanguage() async throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.yaml", """
            baseURL: https://docs.test/
            contentDir: content/en
            defaultContentLanguage: en
            languages:
              en: {title: Docs}
              fa:
                contentDir: content/fa/
                title: اسناد

            """)
        try hugo.write("content/en/blog/first/index.md", "---\ntitle: First\ndate: 2021-02-03\n---\n![a](a.png)\n")
        try hugo.write("content/en/blog/first/a.png", "english picture")
        try hugo.write("content/fa/blog/first/index.md", "---\ntitle: نخست\ndate: 2021-02-03\n---\n![a](a.png)\n")
        try hugo.write("content/fa/blog/first/a.png", "persian picture")
        try hugo.write("content/en/about.md", "---\ntitle: About\n---\nSee [first](/blog/first/).\n")
        try hugo.write("content/fa/about.md", "---\ntitle: درباره\n---\nFarsi.\n")
        try hugo.write("content/fa/logo.png", "persian logo")
        try hugo.write("content/en/logo.png", "english logo")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        // Every file of both folders is found and imported: the Persian ones as translations, not left out.
        #expect(report.succeeded, "\(report.problemLines())")
        #expect((report.postsFound, report.posts, report.pagesFound, report.pages) == (2, 2, 2, 2))
        let written = TestSite.tree(site.source.appendingPathComponent("content")).keys
        #expect(written.filter { $0.hasSuffix(".fa.md") }.count == 2, "\(written.sorted())")
        // The site's title is the default language's, as Hugo takes it when the top level has none.
        #expect(try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8).contains("title: \"Docs\"\n"))
        let build = try await site.build()
        #expect(build.succeeded, "\(TestSite.messages(build))")
        // Each language's old URLs answer with its own page, and each folder's files are where that language's were.
        #expect(try site.page("blog/first/index.html").contains("blog/2021/02/first.html"))
        #expect(try site.page("fa/blog/first/index.html").contains("fa/blog/2021/02/first.html"))
        #expect(try site.page("fa/blog/2021/02/first.html").contains("نخست"))
        #expect(try site.page("fa/about/index.html").contains("fa/about.html"))
        #expect(try site.page("blog/first/a.png") == "english picture" && site.page("fa/blog/first/a.png") == "persian picture")
        #expect(try site.page("logo.png") == "english logo" && site.page("fa/logo.png") == "persian logo")
        // The English page's link leads to the English post, not its translation.
        #expect(try site.page("about.html").contains("href=\"blog/2021/02/first.html\""))
    }

    @Test func aSiteWithoutATitleIsCalledByItsFolder() async throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.toml", "baseURL = \"https://t.test/\"\n")
        try hugo.write("content/posts/a.md", "---\ntitle: A\ndate: 2020-01-01\n---\nA.\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        let name = hugo.source.standardizedFileURL.lastPathComponent
        #expect(report.problems.map(\.description).contains("hugo.toml:1:1: warning: The site has no title; blog.yml calls it '\(name)', the folder's name: change it there."))
        #expect(try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8).contains("title: \"\(name)\"\n"))
        #expect(try await site.build().succeeded)
    }

    /// Pages put themselves in Hugo's main menu (`menu: main`, `menu: {main: {…}}`), ordered among the configuration's
    /// links as Hugo orders a menu (by weight, those without one last, then by name); a section of posts leads to the
    /// archive; the other menus are a warning (Docsy's example site puts its about page and sections there).
    @Test func frontMatterMenusJoinTheMainMenuInHugosOrder() async throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.toml", """
            title = "T"
            [[menu.main]]
            name = "GitHub"
            url = "https://github.com/me"
            weight = 40
            [[menu.footer]]
            name = "Privacy"
            url = "/privacy/"

            """)
        try hugo.write("content/about.md", "---\ntitle: About me\nlinkTitle: About\nmenu:\n  main:\n    weight: 10\n---\nMe.\n")
        try hugo.write("content/now.md", "---\ntitle: Now\nmenu: main\n---\nNow.\n")
        try hugo.write("content/uses.md", "+++\ntitle = \"Uses\"\nmenu = [\"footer\", \"main\"]\n+++\nUses.\n")
        try hugo.write("content/blog/_index.md", "---\ntitle: Blog\nmenu: {main: {weight: 20}}\n---\n")
        try hugo.write("content/blog/a.md", "---\ntitle: A\ndate: 2020-01-01\n---\nA.\n")
        try hugo.write("content/docs/_index.md", "---\ntitle: Docs\nmenu: {main: {weight: 30}}\n---\n")
        try hugo.write("content/docs/start.md", "---\ntitle: Start\n---\nStart.\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        let settings = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        #expect(settings.contains("\nmenu: [{name: \"About\", url: \"/about.html\"}, {name: \"Blog\", url: \"/archive.html\"}, {name: \"GitHub\", url: \"https://github.com/me\"}, {name: \"Now\", url: \"/now.html\"}, {name: \"Uses\", url: \"/uses.html\"}]\n"), "\(settings)")
        let messages = report.problems.map(\.description)
        #expect(messages.contains("hugo.toml:1:1: warning: The menus 'footer' are left out: blog's theme shows one menu, the header's, which Hugo's 'main' menu fills."))
        #expect(messages.contains("content/docs/_index.md:1:1: warning: This section of pages was in the main menu ('Docs'); blog build lists posts, not a section's pages, so the menu leaves it out."))
        #expect(try await site.build().succeeded)
    }

    static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    @Test(.enabled(if: hasGit, "needs git")) func lastmodFromGitAsHugoTookIt() async throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.toml", "title = \"T\"\nenableGitInfo = true\n")
        try hugo.write("content/posts/a.md", "---\ntitle: A\ndate: 2019-01-01\nlastmod: 2019-06-01\n---\nA.\n")
        try hugo.write("content/posts/b.md", "---\ntitle: B\ndate: 2019-01-01\n---\nB.\n")
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", hugo.source.path, "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
            process.environment = ["GIT_AUTHOR_DATE": "2021-02-03T04:05:06+08:00", "GIT_COMMITTER_DATE": "2021-02-03T04:05:06+08:00", "HOME": "/tmp"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "posts")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        // Hugo's default order puts `:git` first: the commit's date wins over the front matter's, and fills it in.
        for name in ["a", "b"] {
            let post = try String(contentsOf: site.source.appendingPathComponent("content/posts/\(name).md"), encoding: .utf8)
            #expect(post.contains("lastmod: 2021-02-03T04:05:06+08:00\n") && !post.contains("2019-06-01"), "\(post)")
        }
        #expect(try await site.build().succeeded)
    }

    @Test func lastmodFromGitOfASourceOutsideGitIsAWarning() throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.toml", "title = \"T\"\nenableGitInfo = true\n[frontmatter]\nlastmod = [\"lastmod\", \":git\"]\n")
        try hugo.write("content/posts/a.md", "---\ntitle: A\ndate: 2019-01-01\n---\nA.\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(report.succeeded)
        #expect(report.problems.contains { $0.message.hasPrefix("enableGitInfo: Hugo took each page's lastmod from Git, but this source is no Git checkout") })
    }

    @Test func gitLogIsReadNewestFirst() {
        let log = Data("\u{1}2021-02-03T04:05:06+00:00\0\ncontent/posts/a.md\0\u{1}2020-01-02T03:04:05+08:00\0\ncontent/posts/a.md\0content/posts/b c.md\0".utf8)
        #expect(GitDates.dates(fromLog: log) == ["content/posts/a.md": "2021-02-03T04:05:06+00:00", "content/posts/b c.md": "2020-01-02T03:04:05+08:00"])
    }

    @Test func permalinksAsHugoFillsThem() {
        let date = PostDate(year: 2016, month: 3, day: 7)
        let page = HugoPermalink.Page(sections: ["posts", "go", "web"], baseName: "My File", title: "Hello, World! 你好", slug: nil, date: date)
        #expect(HugoPermalink.sanitize("  Hello, World! 你好 ") == "Hello-World-你好")
        #expect(HugoPermalink.url(of: page, pattern: "/:year/:month/:title/", ugly: false, keepsCase: false) == "/2016/03/hello-world-你好/")
        #expect(HugoPermalink.url(of: page, pattern: ":sections[1:]/:slugorcontentbasename", ugly: false, keepsCase: true) == "/go/web/My-File/")
        #expect(HugoPermalink.url(of: page, pattern: "/:section/:monthname/:yearday/:filename", ugly: true, keepsCase: false) == "/posts/march/67/my-file.html")
        // Without a pattern, the content path with the slug in place of the file name; `v1.2` stays a folder.
        let versioned = HugoPermalink.Page(sections: ["notes"], baseName: "x", title: "", slug: "v1.2", date: nil)
        #expect(HugoPermalink.url(of: versioned, pattern: nil, ugly: false, keepsCase: false) == "/notes/v1.2/")
        #expect(SectionedSiteImporter.file(of: "/gorram/run") == "gorram/run/index.html")
        #expect(SectionedSiteImporter.file(of: "/a/b.html") == "a/b.html")
    }

    @Test func shortcodesAreReadAsHugoReadsThem() throws {
        let call = try #require(Shortcodes.parse(#" gist user 12 file="a \"b\".go" raw=`x y` "#, markdown: false, line: 1))
        #expect(call.name == "gist" && call.positional == ["user", "12"] && call.named == ["file": "a \"b\".go", "raw": "x y"])
        #expect(Shortcodes.parse(" /details ", markdown: true, line: 1)?.closing == true)
        #expect(Shortcodes.parse(" \"unclosed ", markdown: false, line: 1) == nil)

        let context = ShortcodeContext(reference: { _ in nil }, parameter: { _ in nil })
        let nested = Shortcodes.convert("{{% details summary=\"S\" %}}\n{{< highlight go >}}\na := \"```\"\n{{< /highlight >}}\n{{% /details %}}",
                                            path: "p.md", firstLine: 3, context: context)
        #expect(nested.text == "<details><summary>S</summary>\n\n````go\na := \"```\"\n````\n\n</details>\n")
        #expect(nested.converted == 2 && nested.wroteHTML)
        // A reference to nothing is Hugo's REF_NOT_FOUND; an unknown shortcode is named at its line; none is left as text.
        let broken = Shortcodes.convert("a\n[x]({{< ref \"missing.md\" >}}) {{< theme-thing 1 >}}in{{< /theme-thing >}} {{< /orphan >}}",
                                            path: "p.md", firstLine: 3, context: context)
        #expect(broken.text == "a\n[x](#) in ")
        #expect(broken.problems.map { "\($0.severity) \($0.line)" } == ["error 4", "warning 4", "warning 4"])
        // Deep nesting is an error, not a stack overflow; an opening that is no shortcode stays text.
        let deep = Shortcodes.convert(String(repeating: "{{< a >}}", count: 100_000) + String(repeating: "{{< /a >}}", count: 100_000),
                                          path: "p.md", firstLine: 1, context: context)
        #expect(deep.problems.contains { $0.severity == .error && $0.message.contains("nest more than 64 deep") })
        let prose = Shortcodes.convert("if a {{< b", path: "p.md", firstLine: 1, context: context)
        #expect(prose.text == "if a {{< b" && prose.problems.count == 1)
    }

    /// URLs that lead outside the site keep no alias; the post is still imported.
    @Test func anOldURLOutsideTheSiteIsRefused() throws {
        let hugo = try TestSite(copying: nil)
        try hugo.write("hugo.toml", "title = \"T\"\n")
        try hugo.write("content/posts/x.md", "---\ntitle: X\ndate: 2020-01-02\nurl: /../../etc/passwd\naliases: [\"../../../x\"]\n---\nX\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.hugo, source: hugo.source, destination: site.source).run()
        #expect(report.posts == 1 && report.succeeded)
        #expect(report.problems.filter { $0.message.contains("cannot be kept") }.count == 2)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("etc").path))
        let empty = try TestSite(copying: nil)
        #expect(throws: ImportError.self) { try SectionedSiteImporter(.hugo, source: empty.source, destination: site.source).run() }
    }
}

/// `blog import zola`: the same pipeline with Zola's paths, feeds, shortcodes and internal links.
struct ZolaImportTests {
    @Test func importsAZolaSiteKeepingItsPathsFeedsAndTerms() async throws {
        let zola = try TestSite(copying: nil)
        try zola.write("config.toml", """
            base_url = "https://zola.test"
            title = "Z"
            default_language = "ja"
            generate_feeds = true
            taxonomies = [{name = "tags", feed = true}, {name = "categories"}]

            [extra]
            author = "Me"

            """)
        try zola.write("content/_index.md", "+++\ntitle = \"Home\"\npaginate_by = 1\n+++\n")
        try zola.write("content/2021-04-25_Setup deno for Vim.md", """
            +++
            title = "Deno"
            [taxonomies]
            tags = ["Neo Vim"]
            +++
            See [the other](@/blog/other.md#part) and {{ youtube(id="abc", autoplay=true) }}.

            {% katex(block=true) %}
            a^2
            = \\vec{b}
            {% end %}
            {{/* youtube(id="x") */}} {{ unknown_one(x=1) }}

            """)
        try zola.write("content/blog/_index.md", "+++\ntitle = \"Blog\"\ngenerate_feeds = true\npaginate_by = 1\npaginate_path = \"p\"\n+++\n")
        try zola.write("content/blog/other.md", "+++\ntitle = \"Other\"\ndate = 2020-02-03\npath = \"/old/other\"\naliases = [\"older.html\"]\n+++\n## Part\n")
        try zola.write("content/about.md", "+++\ntitle = \"About\"\n+++\nMe.\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.zola, source: zola.source, destination: site.source).run()
        #expect(report.succeeded, "\(report.problemLines())")
        #expect((report.postsFound, report.posts, report.pagesFound, report.pages, report.listings) == (2, 2, 1, 1, 2))
        #expect(report.problems.map(\.description).contains { $0.contains("2021-04-25_Setup deno for Vim.md:12:1: warning: The shortcode 'unknown_one'") })

        // The date and slug come from the name as Zola splits it (`_`), the slug slugified as Zola's default does.
        let deno = try String(contentsOf: site.source.appendingPathComponent("content/posts/2021-04-25_Setup deno for Vim.md"), encoding: .utf8)
        #expect(deno.contains("aliases:\n- /setup-deno-for-vim/index.html\n"))
        #expect(deno.contains("See [the other](/blog/2020/02/other.html#part) and [YouTube video abc](<https://www.youtube.com/watch?v=abc>)."))
        #expect(deno.contains("\n$$a^2 = \\vec{b}$$\n") && deno.contains("{{ youtube(id=\"x\") }}"))
        let other = try String(contentsOf: site.source.appendingPathComponent("content/posts/blog/other.md"), encoding: .utf8)
        #expect(other.contains("aliases:\n- /old/other/index.html\n- /older.html\n"))
        let settings = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        #expect(settings.contains("language: ja\n") && settings.contains("author: \"Me\"\n") && !settings.contains("math: false"))
        #expect(settings.hasPrefix("# Written by blog import zola from config.toml.\n") && settings.contains("headingIDs: zola\n") && settings.contains("future: true\n"))
        let redirects = try String(contentsOf: site.source.appendingPathComponent("redirects.yml"), encoding: .utf8)
        for line in ["\"atom.xml\": \"feed.xml\"", "\"blog/atom.xml\": \"feed.xml\"", "\"blog/index.html\": \"archive.html\"",
                     "\"tags/neo-vim/index.html\": \"blog/tag/neo-vim.html\"", "\"tags/neo-vim/atom.xml\": \"blog/tag/neo-vim.xml\"",
                     "\"about/index.html\": \"about.html\"", "\"page/1/index.html\": \"index.html\"", "\"page/2/index.html\": \"archive.html\"",
                     "\"blog/p/1/index.html\": \"archive.html\""] {
            #expect(redirects.contains(line + "\n"), "\(line)")
        }
        // Zola wrote the categories list without terms and no feed for them.
        #expect(redirects.contains("\"categories/index.html\": \"categories.html\"\n") && !redirects.contains("categories/atom.xml"))

        let build = try await site.build()
        #expect(build.diagnostics.filter(\.isError).isEmpty, "\(build.diagnostics)")
        #expect(try site.page("setup-deno-for-vim/index.html").contains("blog/2021/04/setup-deno-for-vim.html"))
        #expect(try site.page("atom.xml") == site.page("feed.xml"))
    }

    /// Zola's rules read in its source (components/content/src/page.rs): a `path` is taken as written, with no
    /// language folder, and made a folder; a section's `_index.md` can be linked; a page is listed under its tags.
    @Test func linksToSectionsPathsOfTranslationsAndTermsOfPagesLeadWhereZolasDid() throws {
        let zola = try TestSite(copying: nil)
        try zola.write("config.toml", """
            base_url = "https://zola.test"
            default_language = "en"
            taxonomies = [{name = "tags"}]
            [languages.ca]
            taxonomies = [{name = "tags"}]

            """)
        try zola.write("content/_index.md", "\u{FEFF}+++\npaginate_by = 5\n+++\n# Welcome\n\nRead [the post](@/blog/post.md).\n")
        try zola.write("content/blog/_index.md", "+++\ntitle = \"Blog\"\n+++\nAll of it.\n")
        try zola.write("content/blog/post.md", """
            +++
            title = "Post"
            date = 2020-02-03
            +++
            Text.

            [The blog](@/blog/_index.md), [home](@/_index.md), [nothing](@/blog/none.md).

            """)
        try zola.write("content/blog/post.ca.md", "+++\ntitle = \"Entrada\"\ndate = 2020-02-03\npath = \" /ca/entrada \"\n+++\nText.\n")
        try zola.write("content/tool.md", "+++\ntitle = \"Tool\"\n[taxonomies]\ntags = [\"Straße\"]\n+++\nA tool.\n")
        let site = try TestSite(copying: nil)
        let report = try SectionedSiteImporter(.zola, source: zola.source, destination: site.source).run()
        #expect(report.problems.filter { $0.severity == .error }.map(\.description)
                == ["content/blog/post.md:7:1: error: The internal link @/blog/none.md names no imported page (Zola stopped on this); the link leads nowhere."])
        let post = try String(contentsOf: site.source.appendingPathComponent("content/posts/blog/post.md"), encoding: .utf8)
        #expect(post.contains("[The blog](/archive.html), [home](/index.html), [nothing](@/blog/none.md)."))
        let translation = try String(contentsOf: site.source.appendingPathComponent("content/posts/blog/post.ca.md"), encoding: .utf8)
        #expect(translation.contains("aliases:\n- /ca/entrada/index.html\n"), "\(translation)")
        // The tag only the page had: its list leads to the tags page (Zola spelt ß ss, as ICU's Latin-ASCII does).
        let redirects = try String(contentsOf: site.source.appendingPathComponent("redirects.yml"), encoding: .utf8)
        #expect(redirects.contains("\"tags/strasse/index.html\": \"tags.html\"\n"), "\(redirects)")
        // The home's text (its front matter after a byte-order mark) is the home text; a section's is counted as left out.
        let home = try String(contentsOf: site.source.appendingPathComponent("content/_index.md"), encoding: .utf8)
        #expect(home == "---\ntitle: Home\n---\n# Welcome\n\nRead [the post](/blog/2020/02/post.html).\n")
        #expect(redirects.contains("\"page/1/index.html\": \"index.html\"\n"))
        #expect(report.leftOut == ["texts of section pages (_index.md), which no page of blog build shows": 1])
        #expect((report.pagesFound, report.pages) == (2, 2))
    }

    @Test func namesSlugsAndShortcodesAsZolaReadsThem() {
        #expect(ZolaPaths.splitDate("2021-04-25_Setup deno")! == ("2021-04-25", "Setup deno"))
        // Zola's pattern takes one space before the separator, so " x" is the slug (slugified to "x").
        #expect(ZolaPaths.splitDate("2021-04-25T10:00:00Z - x")! == ("2021-04-25T10:00:00Z", " x"))
        #expect(ZolaPaths.splitDate("2021-04-25")! == ("2021-04-25", nil))
        #expect(ZolaPaths.splitDate("x-2021-04-25") == nil)
        // The slug crate: ASCII lower case, runs of anything else one '-'; 日本 is ri-ben, as deunicode spells it.
        #expect(ZolaPaths.slugify("Hello, World!  C++") == ("hello-world-c", true))
        #expect(ZolaPaths.slugify("日本").slug == "ri-ben")
        // Arabic as deunicode spells it (tabi's published tag pages: /ar/tags/jf-skrybt/, /ar/tags/mrkdwn/): alef is silent.
        #expect(ZolaPaths.slugify("جافا سكريبت").slug == "jf-skrybt" && ZolaPaths.slugify("ماركداون").slug == "mrkdwn")
        #expect(ZolaPaths.safe("a: b?. ") == "a b")
        let context = ShortcodeContext(reference: { _ in nil }, parameter: { _ in nil })
        let result = Shortcodes.convert("{% end %} {{ not a call }} {% figure(url=\"a.png\", caption='C') %}{% end %}", path: "p.md", firstLine: 1,
                                        context: context, syntax: .zola)
        #expect(result.text == " {{ not a call }} \n<figure><img src=\"a.png\" alt=\"C\"><figcaption>C</figcaption></figure>\n")
        #expect(result.problems.count == 1)
        // A theme's shortcode that names an image (tabi's) is that image, with a warning; one that names none is left out.
        let images = Shortcodes.convert("""
            {{ dual_theme_image(light_src="img/light.webp", dark_src="img/dark.webp", alt="Both [modes]") }}
            {{ image_hover(default_src="a.png?v=2", hovered_src="b.png") }}
            {{ multilingual_quote(original="Ein Satz", translated="A sentence") }}
            """, path: "p.md", firstLine: 3, context: context, syntax: .zola)
        #expect(images.text == "![Both \\[modes\\]](<img/light.webp>)\n![](<a.png?v=2>)\n")
        #expect(images.problems.map(\.line) == [3, 4, 5])
        #expect(images.problems[0].message.hasSuffix(" is read as its image img/light.webp: the theme's layouts/shortcodes/dual_theme_image.html may have shown it otherwise."))
        #expect(images.problems[2].message.contains("is left out"))
        // A quote closed too soon (tabi's Catalan `text='Quan s'utilitza …'`): text, as Zola kept it, and a warning.
        let broken = Shortcodes.convert("x\n{{ admonition(type=\"tip\", text='l'estil') }}\n", path: "p.md", firstLine: 1, context: context, syntax: .zola)
        #expect(broken.text == "x\n{{ admonition(type=\"tip\", text='l'estil') }}\n")
        #expect(broken.problems.map(\.description) == ["p.md:2:1: warning: '{{ admonition(' starts no shortcode Zola could read (a quote closed early, or a missing '}}'); it is kept as text, as Zola kept it."])
    }
}

/// The pages Hugo and Zola paged a list into, counted by hand: 25 posts at 10 a page are pages 1 to 3.
struct PagedListTests {
    @Test func pagesOfAListAreCountedAsTheGeneratorsCountThem() {
        #expect(SectionedSiteImporter.pagedPages(of: "posts", posts: 25, size: 10, path: "page", pageOne: true).map(\.file)
                == ["posts/page/1/index.html", "posts/page/2/index.html", "posts/page/3/index.html"])
        #expect(SectionedSiteImporter.pagedPages(of: "", posts: 20, size: 10, path: "p", pageOne: false).map(\.file) == ["p/2/index.html"])
        #expect(SectionedSiteImporter.pagedPages(of: "tags/go", posts: 3, size: 10, path: "page", pageOne: true).map(\.number) == [1])
        #expect(SectionedSiteImporter.pagedPages(of: "tags/go", posts: 3, size: 10, path: "page", pageOne: false).isEmpty)
        #expect(SectionedSiteImporter.pagedPages(of: "tags/go", posts: 0, size: 10, path: "page", pageOne: true).map(\.number) == [1])
        #expect(SectionedSiteImporter.pagedPages(of: "tags/go", posts: 0, size: 10, path: "page", pageOne: false).isEmpty)
    }
}
