// Runs a real preview server on a free port over a temporary site, for the end-to-end tests.
import Blog
@testable import BlogServer
import Foundation

/// A temporary site and a `PreviewServer` serving it on an ephemeral loopback port.
final class PreviewHarness: @unchecked Sendable {
    let root: URL
    var source: URL { root.appendingPathComponent("src") }
    var output: URL { root.appendingPathComponent("preview") }
    private(set) var port = 0
    private var task: Task<Void, any Error>?
    private let lines = LogLines()

    /// Starts a preview of `files`, runs `body` with it, then stops it and removes its site, however `body` ends (a
    /// `defer` cannot wait for `stop()`, and a task started from one was cut off when the test process exited, leaving
    /// the last test's site behind).
    static func run(forcesPolling: Bool = false, files: [String: String] = PreviewHarness.starterSite,
                    _ body: (PreviewHarness) async throws -> Void) async throws {
        let server = try await PreviewHarness(forcesPolling: forcesPolling, files: files)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Writes the starter site, starts the server and waits for its first build; removes the site if that fails.
    private init(forcesPolling: Bool, files: [String: String]) async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("blog-serve-test-\(UUID().uuidString)")
        do { try await start(forcesPolling: forcesPolling, files: files) } catch {
            await stop()
            throw error
        }
    }

    private func start(forcesPolling: Bool, files: [String: String]) async throws {
        for (path, text) in files { try write(path, text) }
        let configuration = PreviewServer.Configuration(
            sourceFolder: source, outputFolder: output, host: "127.0.0.1", port: 0,
            forcesPolling: forcesPolling, debounce: .milliseconds(30), handlesSignals: false)
        let (ready, signal) = AsyncStream.makeStream(of: String.self)
        let lines = self.lines
        task = Task {
            defer { signal.finish() }
            try await PreviewServer(configuration).run(log: { lines.append($0) }, onReady: { signal.yield($0) })
        }
        var iterator = ready.makeAsyncIterator()
        guard let url = await iterator.next() else {
            _ = try await task?.value
            throw RawHTTPError(description: "the server stopped before it was ready")
        }
        port = URL(string: url)?.port ?? 0
    }

    /// Stops the server and removes the site.
    func stop() async {
        task?.cancel()
        _ = try? await task?.value
        try? FileManager.default.removeItem(at: root)
    }

    /// The lines the server logged so far.
    var log: [String] { lines.all }

    func write(_ path: String, _ text: String) throws {
        let url = source.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func get(_ target: String, headers: [String: String] = [:]) async throws -> RawResponse {
        try await RawHTTP.request(port: port, "GET", target, headers: headers)
    }

    func events(since: Int? = nil) async throws -> EventStreamClient {
        try await EventStreamClient(port: port, path: "/__blog/events" + (since.map { "?since=\($0)" } ?? ""))
    }

    /// The build options the server uses, for comparing its output with a fresh full build.
    var buildOptions: BuildOptions {
        BuildOptions(sourceFolder: source, outputFolder: output,
                     baseURLOverride: PreviewServer.baseURL(host: "127.0.0.1", port: port), outputMode: .inPlace)
    }

    /// Every file under `folder`, by relative path.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            let path = folder.path + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    /// A small site: two posts in two months and categories, a page, an image.
    static let starterSite: [String: String] = [
        "blog.yml": "title: Preview Test\nbaseURL: https://example.com/\nlanguage: en\ntimeZone: UTC\n",
        "content/posts/2024/first.md": "---\ntitle: First post\ndate: 2024-01-10 10:00\ncategories: [Layout]\n---\nHello from the first post.\n",
        "content/posts/2024/second.md": "---\ntitle: Second post\ndate: 2024-02-12 09:30\ncategories: [Swift]\n---\nThe second post says hi.\n",
        "content/pages/about.md": "---\ntitle: About\n---\nAbout this blog.\n",
        "content/images/dot.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>\n",
    ]
}

/// Log lines collected from the server's thread.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
