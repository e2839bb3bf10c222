// `blog serve` over real HTTP: pages, content types, ETags and 304, 404s, HEAD, 405, folder URLs, limits, traversal.
import Foundation
import Testing

@Suite(.serialized)
struct ServeHTTPTests {
    @Test func pagesComeWithTheirTypesAndTheLiveReloadScript() async throws {
        try await PreviewHarness.run { server in
            let index = try await server.get("/")
            #expect(index.status == 200)
            #expect(index.headers["content-type"] == "text/html; charset=utf-8")
            #expect(index.text.contains("First post"))
            #expect(index.text.contains("new EventSource(\"/__blog/events?since="))
            #expect(Int(index.headers["content-length"] ?? "") == index.body.count)
            // The file on disk is exactly what `blog build` writes: no script.
            let onDisk = try String(contentsOf: server.output.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(!onDisk.contains("EventSource"))

            let css = try await server.get("/style.css")
            #expect(css.status == 200)
            #expect(css.headers["content-type"] == "text/css; charset=utf-8")
            #expect(!css.text.contains("EventSource"))
            let svg = try await server.get("/images/dot.svg")
            #expect(svg.headers["content-type"] == "image/svg+xml")
            let feed = try await server.get("/feed.xml")
            #expect(feed.headers["content-type"] == "application/atom+xml; charset=utf-8")
            // Pages are built with the preview's own base URL, so absolute links stay on the preview.
            #expect(feed.text.contains("http://127.0.0.1:\(server.port)/"))
        }
    }

    @Test func etagsGiveNotModified() async throws {
        try await PreviewHarness.run { server in
            for path in ["/", "/style.css"] {
                let first = try await server.get(path)
                let etag = try #require(first.headers["etag"])
                #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
                let again = try await server.get(path, headers: ["If-None-Match": etag])
                #expect(again.status == 304)
                #expect(again.body.isEmpty)
                #expect(again.headers["etag"] == etag)
                let weak = try await server.get(path, headers: ["If-None-Match": "\"other\", W/\(etag)"])
                #expect(weak.status == 304)
                let stale = try await server.get(path, headers: ["If-None-Match": "\"0000000000000000\""])
                #expect(stale.status == 200)
            }
        }
    }

    @Test func missingPagesGetTheSites404PageWithStatus404() async throws {
        try await PreviewHarness.run { server in
            let missing = try await server.get("/no/such/page.html")
            #expect(missing.status == 404)
            let notFoundPage = try String(contentsOf: server.output.appendingPathComponent("404.html"), encoding: .utf8)
            #expect(missing.text.hasPrefix(String(notFoundPage.prefix(200))))
            #expect(missing.text.contains("EventSource"))
        }
    }

    @Test func aMissingPageInALanguagesFolderGetsThatLanguages404Page() async throws {
        var files = PreviewHarness.starterSite
        files["blog.yml"]! += "languages:\n  zh-cn: {title: 预览}\n"
        files["content/posts/2024/first.zh-cn.md"] = "---\ntitle: 第一篇\ndate: 2024-01-10 10:00\n---\n你好。\n"
        try await PreviewHarness.run(files: files) { server in
            for (path, language) in [("/zh-cn/no/such/page.html", "zh-cn"), ("/zh-cn/gone/", "zh-cn"), ("/zh-cn.html", "en"), ("/no/such.html", "en")] {
                let missing = try await server.get(path)
                #expect(missing.status == 404, "\(path)")
                #expect(missing.text.contains("<html lang=\"\(language)\""), "\(path)")
            }
        }
    }

    @Test func foldersServeTheirIndexAndRedirectWithoutTheSlash() async throws {
        try await PreviewHarness.run { server in
            let page = try await server.get("/page/2/")
            let folder = server.output.appendingPathComponent("page/2/index.html")
            if FileManager.default.fileExists(atPath: folder.path) {
                #expect(page.status == 200)
            }
            // A folder made by hand inside the preview: the rule does not depend on the theme's URL style.
            try FileManager.default.createDirectory(at: server.output.appendingPathComponent("docs"), withIntermediateDirectories: true)
            try Data("<p>docs</p>".utf8).write(to: server.output.appendingPathComponent("docs/index.html"))
            let index = try await server.get("/docs/")
            #expect(index.status == 200)
            #expect(index.text.hasPrefix("<p>docs</p>"))
            let redirect = try await server.get("/docs?x=1")
            #expect(redirect.status == 301)
            #expect(redirect.headers["location"] == "/docs/?x=1")
        }
    }

    @Test func headHasTheHeadersButNoBody() async throws {
        try await PreviewHarness.run { server in
            let get = try await server.get("/")
            let head = try await RawHTTP.request(port: server.port, "HEAD", "/")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.headers["content-length"] == get.headers["content-length"])
            #expect(head.headers["etag"] == get.headers["etag"])
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
    func otherMethodsGet405(_ method: String) async throws {
        try await PreviewHarness.run { server in
            let response = try await RawHTTP.request(port: server.port, method, "/")
            #expect(response.status == 405)
            #expect(response.headers["allow"] == "GET, HEAD")
        }
    }

    @Test func pathsThatEscapeTheSiteGet404() async throws {
        try await PreviewHarness.run { server in
            // A secret beside the preview folder, and links inside the preview pointing out of it.
            try Data("secret".utf8).write(to: server.root.appendingPathComponent("secret.txt"))
            try FileManager.default.createSymbolicLink(atPath: server.output.appendingPathComponent("leak.txt").path,
                                                       withDestinationPath: server.root.appendingPathComponent("secret.txt").path)
            try FileManager.default.createSymbolicLink(atPath: server.output.appendingPathComponent("up").path,
                                                       withDestinationPath: server.root.path)
            let attempts = [
                "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/..%2fsecret.txt", "/blog/..%2f..%2fsecret.txt",
                "/..%5csecret.txt", "/leak.txt", "/up/secret.txt", "/up/src/blog.yml", "/../src/blog.yml", "/.%2e/src/blog.yml",
            ]
            for attempt in attempts {
                let response = try await server.get(attempt)
                #expect(response.status == 404, "\(attempt)")
                #expect(!response.text.contains("secret") || response.text.contains("EventSource"), "\(attempt)")
                #expect(!response.text.hasPrefix("secret"), "\(attempt)")
            }
        }
    }

    @Test func oversizedRequestsAreRefusedAndTheServerCarriesOn() async throws {
        try await PreviewHarness.run { server in
            let long = try await server.get("/" + String(repeating: "a", count: 6_000))
            #expect(long.status == 414)
            let huge = try? await server.get("/" + String(repeating: "a", count: 100_000))
            #expect(huge == nil || (400..<500).contains(huge!.status))
            let bigHeader = try? await server.get("/", headers: ["X-Filler": String(repeating: "b", count: 40_000)])
            #expect(bigHeader == nil || (400..<500).contains(bigHeader!.status))
            let manyHeaders = Dictionary(uniqueKeysWithValues: (0..<200).map { ("X-H\($0)", "v") })
            let many = try? await server.get("/", headers: manyHeaders)
            #expect(many == nil || (400..<500).contains(many!.status))
            let after = try await server.get("/")
            #expect(after.status == 200)
        }
    }
}
