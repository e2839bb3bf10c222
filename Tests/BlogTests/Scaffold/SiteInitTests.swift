// blog init: a new site builds and checks clean as it is, a second run changes nothing, another generator's
// folder is refused, --theme copies the default theme, and the workflow is the repository's own.
@testable import Blog
import Foundation
import Testing

struct SiteInitTests {
    static let now = Date(timeIntervalSince1970: 1_785_000_000)   // 2026-07-25 UTC

    static func settings(_ format: SiteScaffold.Format = .yaml) -> SiteScaffold.Settings {
        SiteScaffold.Settings(title: "Test \"Blog\"", author: "A. Writer", language: "en", timeZone: "Europe/Berlin",
                              baseURL: "https://example.com/blog/", format: format)
    }

    @Test(arguments: SiteScaffold.Format.allCases)
    func anEmptyFolderBecomesASiteThatBuildsAndChecksClean(format: SiteScaffold.Format) async throws {
        let site = try TestSite(copying: nil)
        let report = try SiteInit.run(SiteScaffold(Self.settings(format), now: Self.now), in: site.source, force: false)
        #expect(report.created == ["blog.yml", "content/posts/2026/welcome.md", "content/pages/about.md", ".gitignore",
                                   ".github/workflows/publish.yml"])
        #expect(report.leftAlone.isEmpty)
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer().register(in: &renderers)   // as the blog command does
        let built = try await site.build(builder: SiteBuilder(fencedBlockRenderers: renderers))
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
        #expect(built.postCount == 1)
        let post = try site.page("blog/2026/07/welcome.html")
        #expect(post.contains("<svg"))                       // the layout diagram
        #expect(post.contains("language-swift") && post.contains("greeting"))   // the code block
        #expect(post.contains("href=\"../../../about.html\""))
        #expect(try site.page("about.html").contains("Who writes Test &quot;Blog&quot; and why."))
        let checked = try await CheckRun.run(CheckRun.Options(build: BuildOptions(sourceFolder: site.source), builtOutput: nil,
                                                              shownOutput: "site", external: nil),
                                           builder: SiteBuilder(fencedBlockRenderers: renderers, policy: .oneShot))
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics)")
        #expect(checked.succeeded)
        let gitignore = try String(contentsOf: site.source.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(gitignore.contains("\nsite/\n") && gitignore.contains("\n.site.previous/\n"))
        let post0 = try String(contentsOf: site.source.appendingPathComponent("content/posts/2026/welcome.md"), encoding: .utf8)
        #expect(post0.hasPrefix(format == .toml ? "+++\ntitle = \"Welcome\"\ndate = 2026-07-25T" : "---\ntitle: \"Welcome\"\ndate: 2026-07-25 "))
    }

    @Test func aSecondRunChangesNothingAndSaysWhatItLeftAlone() throws {
        let site = try TestSite(copying: nil)
        _ = try SiteInit.run(SiteScaffold(Self.settings(), now: Self.now), in: site.source, force: false)
        try site.write("blog.yml", "title: Mine\n")
        let before = TestSite.tree(site.source)
        // A year later, in TOML, with the theme: still nothing is overwritten and no second first post appears.
        let later = Self.now.addingTimeInterval(400 * 86400)
        let again = try SiteInit.run(SiteScaffold(Self.settings(.toml), now: later), in: site.source, force: false)
        #expect(again.created == [])
        #expect(again.leftAlone == ["blog.yml", "content/posts/", "content/pages/about.md", ".gitignore", ".github/workflows/publish.yml"])
        #expect(TestSite.tree(site.source) == before)
    }

    @Test func themeCopiesTheDefaultThemeForEditingAndStillBuilds() async throws {
        let site = try TestSite(copying: nil)
        let report = try SiteInit.run(SiteScaffold(Self.settings(), now: Self.now, theme: .builtIn), in: site.source, force: false)
        let theme = ThemeFiles.builtIn
        #expect(report.created.filter { $0.hasPrefix("templates/") } == theme.files.keys.sorted().map { "templates/" + $0 })
        for (path, data) in theme.files {
            #expect(FileManager.default.contents(atPath: site.source.appendingPathComponent("templates/" + path).path) == data)
        }
        #expect(try await site.build().diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("hugo.toml", "baseURL = 'https://example.org/'\n", "hugo.toml (Hugo)"),
        ("config.toml", "baseURL = 'https://example.org/'\nlanguageCode = 'en-us'\n", "config.toml (Hugo)"),
        ("config.toml", "base_url = \"https://example.org\"\ncompile_sass = true\n", "config.toml (Zola)"),
        ("_config.yml", "title: Jekyll\n", "_config.yml (Jekyll or Hexo)"),
        ("mkdocs.yml", "site_name: Docs\n", "mkdocs.yml (MkDocs)"),
    ])
    func anotherGeneratorsFolderIsRefusedUnlessForced(file: String, text: String, shown: String) throws {
        let site = try TestSite(copying: nil)
        try site.write(file, text)
        #expect {
            _ = try SiteInit.run(SiteScaffold(Self.settings(), now: Self.now), in: site.source, force: false)
        } throws: { error in
            "\(error)" == "\(site.source.path): error: This folder holds another site generator's configuration: \(shown).\n"
                + "    note: Run blog init in a new folder, or pass --force to add blog's files beside it (none is overwritten)."
        }
        #expect(TestSite.tree(site.source).keys.sorted() == [file])
        let forced = try SiteInit.run(SiteScaffold(Self.settings(), now: Self.now), in: site.source, force: true)
        #expect(forced.created.count == 5)
        #expect(TestSite.tree(site.source)[file] == Data(text.utf8))
    }

    @Test func anUnrelatedConfigTomlIsNoGenerator() throws {
        let site = try TestSite(copying: nil)
        try site.write("config.toml", "[tool]\nname = 'x'\n")
        #expect(ForeignGenerator.find(in: site.source).isEmpty)
    }

    @Test func settingsThatDoNotBuildAreRefusedBeforeAnythingIsWritten() throws {
        let site = try TestSite(copying: nil)
        var settings = Self.settings()
        settings.timeZone = "Mars/Olympus"
        #expect {
            _ = try SiteInit.run(SiteScaffold(settings, now: Self.now), in: site.source, force: false)
        } throws: { error in
            "\(error)".hasPrefix("blog.yml: error: Unknown time zone 'Mars/Olympus'.")
        }
        #expect(TestSite.tree(site.source).isEmpty)
    }

    @Test func theWorkflowIsTheRepositorysOwnPagesWorkflow() throws {
        let file = TestSite.repositoryRoot.appendingPathComponent(".github/workflows/pages.yml")
        #expect(try String(contentsOf: file, encoding: .utf8) == PublishWorkflow.text())
        let custom = PublishWorkflow.text(repository: "https://git.example.org/blog.git", ref: "v1.2.0")
        #expect(custom.contains("  BLOG_REPOSITORY: https://git.example.org/blog.git\n  BLOG_REF: v1.2.0\n"))
    }
}
