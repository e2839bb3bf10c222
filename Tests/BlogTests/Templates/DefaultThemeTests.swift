// The default theme compiled into the binary is exactly the project's templates/ (scripts/embed-theme keeps it so).
@testable import Blog
import Diagram
import Foundation
import Testing

struct DefaultThemeTests {
    @Test func generatedThemeMatchesTemplatesFolder() throws {
        let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates")
        var onDisk: [String: Data] = [:]
        let listed = SourceScanner.files(under: templates)
        #expect(listed.problems.isEmpty)
        for path in listed.paths {
            onDisk[path] = try Data(contentsOf: templates.appendingPathComponent(path))
        }
        let embedded = ThemeFiles.builtIn.files
        #expect(embedded.keys.sorted() == onDisk.keys.sorted(),
                "Sources/Blog/Templates/DefaultTheme+Generated.swift is out of date: run scripts/embed-theme")
        for (path, data) in onDisk where embedded[path] != data {
            Issue.record("\(path) differs from the embedded copy: run scripts/embed-theme")
        }
    }

    /// The diagrams' style sheet sits once in the theme's CSS (scripts/sync-diagram-css keeps it so), not in
    /// each diagram; a theme without it gets it in the head of each page that draws one.
    @Test func defaultThemeCarriesTheDiagramStyleSheet() throws {
        let css = String(decoding: ThemeFiles.builtIn.files["static/style.css"] ?? Data(), as: UTF8.self)
        #expect(css.hasSuffix("\n" + DiagramStyleSheet.css + "\n"), "run scripts/sync-diagram-css")
        #expect(DiagramStyles.themeHasStyleSheet(.builtIn))
        let page = Data("<html><head><title>t</title></head><body><svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-diagram\"></svg></body></html>".utf8)
        let styled = String(decoding: DiagramStyles.addingStyleSheet(to: page, needs: .diagramStyleSheet), as: UTF8.self)
        #expect(styled.components(separatedBy: DiagramStyleSheet.marker).count == 2)
        #expect(styled.contains("</style>\n</head>"))
        // What the page needs decides, not its bytes.
        #expect(DiagramStyles.addingStyleSheet(to: page, needs: []) == page)
    }

    @Test func siteTemplatesOverrideTheDefaultByName() {
        let base = ThemeFiles(files: ["index.mustache": Data("default".utf8), "post.mustache": Data("p".utf8)],
                              origins: ["index.mustache": "(default theme)/index.mustache", "post.mustache": "(default theme)/post.mustache"])
        let theme = base.overlaid(with: ["index.mustache": Data("mine".utf8)])
        #expect(theme.files["index.mustache"] == Data("mine".utf8))
        #expect(theme.files["post.mustache"] == Data("p".utf8))
        #expect(theme.origins["index.mustache"] == "templates/index.mustache")
        #expect(theme.fingerprint != base.fingerprint)
    }
}

/// The default theme's page titles: the site's name alone on the home page, the page's own before it elsewhere.
struct DefaultThemeTitleTests {
    @Test(arguments: [("en", "Page 2 of 3 · T"), ("zh-cn", "第 2 页，共 3 页 · T")])
    func homeAndLaterIndexPages(language: String, secondPage: String) async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\nlanguage: \(language)\npostsPerPage: 1\n")
        for day in 1...3 { try site.write("content/posts/p\(day).md", "---\ntitle: P\(day)\ndate: 2024-01-0\(day)\n---\nText.\n") }
        #expect(try await site.build().succeeded)
        func title(_ path: String) throws -> String? {
            let html = try site.page(path)
            guard let start = html.range(of: "<title>"), let end = html.range(of: "</title>") else { return nil }
            return String(html[start.upperBound..<end.lowerBound])
        }
        #expect(try title("index.html") == "T")
        #expect(try title("page/2.html") == secondPage)
        #expect(try title("blog/2024/01/p1.html") == "P1 · T")
    }

    /// `author` and `keywords` are meta tags only when the site has them: an empty one says nothing, on every page.
    @Test func emptyAuthorAndKeywordsLeaveNoMetaTag() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\n")
        try site.write("content/posts/p.md", "---\ntitle: P\ndate: 2024-01-01\n---\nText.\n")
        #expect(try await site.build().succeeded)
        #expect(!(try site.page("index.html")).contains("name=\"author\""))
        #expect(!(try site.page("index.html")).contains("name=\"keywords\""))
        try site.write("blog.yml", "title: T\nauthor: Ann\nkeywords: [a, b]\n")
        #expect(try await site.build().succeeded)
        #expect(try site.page("index.html").contains("<meta name=\"keywords\" content=\"a, b\">\n<meta name=\"author\" content=\"Ann\">"))
    }
}

/// Which fields a theme's templates can reach, through partials and parents.
struct TemplateMentionTests {
    func library(_ files: [String: String]) -> TemplateLibrary {
        var diagnostics: [Diagnostic] = []
        let theme = ThemeFiles.builtIn.overlaid(with: files.mapValues { Data($0.utf8) })
        return TemplateLibrary(theme: theme, diagnostics: &diagnostics)
    }

    @Test func theDefaultArchiveAndCategoryListsDoNotShowSummaries() {
        let library = library([:])
        #expect(!library.mentions("summary", reachableFrom: "archive"))
        #expect(!library.mentions("summary", reachableFrom: "category"))
        #expect(library.mentions("summary", reachableFrom: "index"))
    }

    /// Context strings render escaped or not, open sections (with the string pushed) and take transforms.
    @Test func contextStringsBehaveAsStrings() throws {
        let library = library(["probe.mustache": "{{title}}|{{{title}}}|{{uppercased(title)}}|{{#title}}[{{.}}]{{/title}}|{{^title}}none{{/title}}|{{#title}}{{site}}{{/title}}"])
        let context: ContextValue = ["title": "a<b", "site": "S"]
        #expect(try library.render(context, template: "probe") == "a&lt;b|a<b|A&lt;B|[a&lt;b]||S")
    }

    @Test func mentionsAreNamesInTagsNotWordsInTheHTML() {
        #expect(!library(["index.mustache": #"<meta name="description" content="x">{{title}}"#]).mentions("content", reachableFrom: "index"))
        #expect(library(["index.mustache": "{{#posts}}{{{content}}}{{/posts}}"]).mentions("content", reachableFrom: "index"))
        #expect(library(["index.mustache": "{{#post.content}}x{{/post.content}}"]).mentions("content", reachableFrom: "index"))
        #expect(!library(["index.mustache": "{{contents}}"]).mentions("content", reachableFrom: "index"))
        #expect(library(["index.mustache": "{{=<% %>=}}<%content%>"]).mentions("content", reachableFrom: "index"))
        // The default theme's index shows summaries only, though its base has `<meta … content=…>`.
        #expect(!library([:]).mentions("content", reachableFrom: "index"))
    }

    @Test func anIndexTemplateThatShowsContentGetsIt() async throws {
        let site = try TestSite()
        #expect(try await site.build().succeeded)
        let path = try #require(try ["index.html", "page/2.html", "page/3.html"].first { try site.page($0).contains("Flexbox basics") })
        // "A footnote." is past the flexbox post's `<!-- more -->`: in its content, not its summary.
        #expect(try !site.page(path).contains("A footnote."))
        try site.write("templates/index.mustache", "{{#posts}}<article>{{{content}}}</article>{{/posts}}")
        #expect(try await site.build().succeeded)
        let index = try site.page(path)
        #expect(index.contains("A footnote."))
        // Ids scoped as on every index page: month, anchor, then the heading's own id.
        #expect(index.contains(#"id="2021-07-p0-main-axis""#))
    }

    @Test func mentionsAreFoundThroughPartialsAndParents() {
        let throughPartial = library(["partials/post-list.mustache": "{{#posts}}{{{ summary }}}{{/posts}}"])
        #expect(throughPartial.mentions("summary", reachableFrom: "archive"))
        let throughParent = library(["base.mustache": "<html>{{$main}}{{/main}}{{#posts}}{{summary}}{{/posts}}</html>"])
        #expect(throughParent.mentions("summary", reachableFrom: "category"))
        let dynamic = library(["archive.mustache": "{{>*partialName}}"])
        #expect(dynamic.mentions("summary", reachableFrom: "archive"))
    }
}
