// `blog serve` watching and rebuilding: edits, renames, deletions, new folders, errors in the browser, and the
// result always equal to a fresh full build.
import Blog
import Foundation
import Testing

@Suite(.serialized)
struct ServeRebuildTests {
    /// Builds the harness's sources afresh and expects the preview folder to hold exactly the same files.
    func expectEqualsFullBuild(_ server: PreviewHarness) async throws {
        let fresh = server.root.appendingPathComponent("fresh-\(UUID().uuidString)")
        var options = server.buildOptions
        options.outputFolder = fresh
        options.outputMode = .staged
        let report = try await SiteBuilder(policy: .oneShot).build(options)
        #expect(report.succeeded)
        let expected = PreviewHarness.tree(fresh)
        let actual = PreviewHarness.tree(server.output)
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected where actual[path] != data { Issue.record("\(path) differs from a full build") }
        try FileManager.default.removeItem(at: fresh)
    }

    /// The path of the page whose file name contains `slug`, in the preview.
    func pagePath(_ server: PreviewHarness, containing slug: String) -> String? {
        PreviewHarness.tree(server.output).keys.filter { $0.contains(slug) && $0.hasSuffix(".html") }.sorted().first
    }

    @Test(arguments: [false, true])
    func editsRenamesDeletionsAndNewFoldersReloadTheBrowser(polling: Bool) async throws {
        try await PreviewHarness.run(forcesPolling: polling) { server in
            let events = try await server.events()
            let firstPage = try #require(pagePath(server, containing: "first"))

            // An edit: the event comes, and the page already shows the new text.
            try server.write("content/posts/2024/first.md",
                             "---\ntitle: First post\ndate: 2024-01-10 10:00\ncategories: [Layout]\n---\nEdited body text.\n")
            let afterEdit = try #require(try await events.nextReload())
            #expect(try await server.get("/" + firstPage).text.contains("Edited body text."))
            try await expectEqualsFullBuild(server)

            // A new i18n/ folder: the site's own interface strings reach the page.
            try server.write("i18n/en.yml", "permalink: Link to this post\n")
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/" + firstPage).text.contains(">Link to this post</a>"))
            try await expectEqualsFullBuild(server)

            // Save by rename, as many editors do: write a temporary file beside it, rename it over the post.
            let temporary = server.source.appendingPathComponent("content/posts/2024/.first.md.swp")
            try Data("---\ntitle: First post\ndate: 2024-01-10 10:00\ncategories: [Layout]\n---\nSaved by rename.\n".utf8).write(to: temporary)
            #expect(rename(temporary.path, server.source.appendingPathComponent("content/posts/2024/first.md").path) == 0)
            let afterRename = try #require(try await events.nextReload())
            #expect(afterRename > afterEdit)
            #expect(try await server.get("/" + firstPage).text.contains("Saved by rename."))

            // A new folder with a post in it.
            try server.write("content/posts/2025/spring/third.md", "---\ntitle: Third post\ndate: 2025-03-01 08:00\ncategories: [Layout]\n---\nA third one.\n")
            _ = try #require(try await events.nextReload())
            let thirdPage = try #require(pagePath(server, containing: "third"))
            #expect(try await server.get("/" + thirdPage).status == 200)
            #expect(try await server.get("/").text.contains("Third post"))
            try await expectEqualsFullBuild(server)

            // Renaming the post's file keeps the page (its slug comes from the title); deleting its folder removes it.
            #expect(rename(server.source.appendingPathComponent("content/posts/2025/spring/third.md").path,
                           server.source.appendingPathComponent("content/posts/2025/spring/renamed.md").path) == 0)
            _ = try await events.nextReload(timeout: .seconds(3))
            try await expectEqualsFullBuild(server)
            try FileManager.default.removeItem(at: server.source.appendingPathComponent("content/posts/2025"))
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/" + thirdPage).status == 404)
            #expect(!(try await server.get("/").text.contains("Third post")))

            // Deleting a single post.
            try FileManager.default.removeItem(at: server.source.appendingPathComponent("content/posts/2024/second.md"))
            _ = try #require(try await events.nextReload())
            #expect(pagePath(server, containing: "second") == nil)
            try await expectEqualsFullBuild(server)
        }
    }

    @Test func aFailingEditShowsTheErrorsOnEveryPageAndAFixClearsThem() async throws {
        try await PreviewHarness.run { server in
            let events = try await server.events()
            let firstPage = try #require(pagePath(server, containing: "first"))
            let good = try await server.get("/" + firstPage)

            try server.write("content/posts/2024/first.md", "---\ntitle: First post\ndate: someday\n---\nBroken.\n")
            _ = try #require(try await events.nextReload())
            for path in ["/", "/" + firstPage, "/no-such-page"] {
                let page = try await server.get(path)
                #expect(page.text.contains("id=\"blog-build-errors\""), "\(path)")
                #expect(page.text.contains("content/posts/2024/first.md:3:7: error:"), "\(path)")
            }
            // The last good site is still served underneath.
            let stale = try await server.get("/" + firstPage)
            #expect(stale.text.contains("Hello from the first post."))
            #expect(stale.headers["etag"] != good.headers["etag"])

            try server.write("content/posts/2024/first.md", "---\ntitle: First post\ndate: 2024-01-10 10:00\n---\nFixed now.\n")
            _ = try #require(try await events.nextReload())
            let fixed = try await server.get("/" + firstPage)
            #expect(!fixed.text.contains("blog-build-errors"))
            #expect(fixed.text.contains("Fixed now."))
            try await expectEqualsFullBuild(server)
        }
    }

    @Test func templateAndConfigChangesRebuildEverything() async throws {
        try await PreviewHarness.run { server in
            let events = try await server.events()
            try server.write("templates/partials/sidebar.mustache", "<aside class=\"custom-sidebar\">hello</aside>\n")
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/").text.contains("custom-sidebar"))
            try server.write("blog.yml", "title: Renamed Blog\nbaseURL: https://example.com/\nlanguage: en\ntimeZone: UTC\n")
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/about.html").text.contains("Renamed Blog"))
            try await expectEqualsFullBuild(server)
        }
    }

    @Test func aListenerFromAnOlderPageIsToldToReloadAtOnce() async throws {
        try await PreviewHarness.run { server in
            let current = try await server.events()
            try server.write("content/posts/2024/first.md", "---\ntitle: First post\ndate: 2024-01-10 10:00\n---\nChanged.\n")
            let generation = try #require(try await current.nextReload())
            let stale = try await server.events(since: generation - 1)
            #expect(try await stale.nextReload(timeout: .seconds(5)) == generation)
            let upToDate = try await server.events(since: generation)
            #expect(try await upToDate.nextReload(timeout: .milliseconds(500)) == nil)
        }
    }

    @Test func aBurstOfChangesGivesOneRebuild() async throws {
        try await PreviewHarness.run { server in
            let events = try await server.events()
            for index in 0..<20 {
                try server.write("content/posts/2024/burst-\(index).md", "---\ntitle: Burst \(index)\ndate: 2024-03-0\(index % 9 + 1) 10:00\n---\nBurst.\n")
            }
            _ = try #require(try await events.nextReload())
            #expect(try await events.nextReload(timeout: .seconds(1)) == nil)
            #expect(server.log.filter { $0.hasPrefix("Rebuilt") }.count == 1)
            try await expectEqualsFullBuild(server)
        }
    }

    @Test func aSiteBrokenFromTheStartShowsItsErrorsUntilFixed() async throws {
        var files = PreviewHarness.starterSite
        files["content/posts/2024/first.md"] = "---\ntitle: First post\ndate: 2024-13-45\n---\nBroken from the start.\n"
        try await PreviewHarness.run(files: files) { server in
            let page = try await server.get("/")
            #expect(page.status == 404)
            #expect(page.text.contains("id=\"blog-build-errors\""))
            #expect(page.text.contains("content/posts/2024/first.md:3:7: error:"))

            let events = try await server.events()
            try server.write("content/posts/2024/first.md", "---\ntitle: First post\ndate: 2024-01-10 10:00\n---\nFixed.\n")
            _ = try #require(try await events.nextReload())
            let fixed = try await server.get("/")
            #expect(fixed.status == 200)
            #expect(!fixed.text.contains("blog-build-errors"))
            try await expectEqualsFullBuild(server)
        }
    }

    @Test(arguments: [false, true])
    func hiddenPathsIncludedByBlogYMLAreServedAndWatched(polling: Bool) async throws {
        var files = PreviewHarness.starterSite
        files["blog.yml"]! += "include: [.well-known]\n"
        files["content/.well-known/security.txt"] = "Contact: mailto:first@example.com\n"
        files["content/.hidden-notes.txt"] = "not published\n"
        try await PreviewHarness.run(forcesPolling: polling, files: files) { server in
            #expect(try await server.get("/.well-known/security.txt").text == "Contact: mailto:first@example.com\n")
            #expect(try await server.get("/.hidden-notes.txt").status == 404)
            let events = try await server.events()

            // An edit inside the included folder rebuilds; one in another hidden file does not reach the site.
            try server.write("content/.well-known/security.txt", "Contact: mailto:second@example.com\n")
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/.well-known/security.txt").text == "Contact: mailto:second@example.com\n")
            // A folder made inside it later is watched too.
            try server.write("content/.well-known/keys/a.json", "{}\n")
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/.well-known/keys/a.json").status == 200)
            try await expectEqualsFullBuild(server)

            // Taking it out of include: takes it off the site and out of what the server answers.
            try server.write("blog.yml", PreviewHarness.starterSite["blog.yml"]!)
            _ = try #require(try await events.nextReload())
            #expect(try await server.get("/.well-known/security.txt").status == 404)
            try await expectEqualsFullBuild(server)
        }
    }
}
