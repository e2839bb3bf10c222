// Helpers for end-to-end tests: temporary site folders made from the fixture blog, builds, reading the output.
@testable import Blog
import Foundation

/// A temporary site folder (a copy of a fixture, or empty) with an output folder beside it, removed when the
/// last reference to it goes.
final class TestSite: Sendable {
    let root: URL
    var source: URL { root.appendingPathComponent("src") }
    var output: URL { root.appendingPathComponent("out") }

    /// The fixture folder `name` under Tests/BlogTests/Fixtures.
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The repository's root folder (templates/, .github/).
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// A fresh copy of the fixture `name` (or an empty site when `nil`).
    init(copying name: String? = "basic") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("blog-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if let name {
            try FileManager.default.copyItem(at: Self.fixture(name), to: source)
        } else {
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes `text` at `path` inside the site.
    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    /// Writes `data` at `path` inside the site.
    func write(_ path: String, _ data: Data) throws {
        let url = source.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Removes `path` inside the site.
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: source.appendingPathComponent(path))
    }

    /// Builds the site into `output` (or `out/`).
    func build(into output: URL? = nil, drafts: Bool = false, mode: OutputMode = .staged,
               builder: SiteBuilder = SiteBuilder()) async throws -> BuildReport {
        try await builder.build(BuildOptions(sourceFolder: source, outputFolder: output ?? self.output,
                                             includesDrafts: drafts, outputMode: mode))
    }

    /// The text of `path` in the output folder.
    func page(_ path: String, in output: URL? = nil) throws -> String {
        try String(contentsOf: (output ?? self.output).appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file of a folder with its bytes, by relative path.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: base + "/" + path)
            }
        }
        return files
    }

    /// The error and warning lines of a report, as users see them.
    static func messages(_ report: BuildReport) -> [String] { report.diagnostics.map(\.description) }
}
