// Fuzzes a whole build: a generated site built twice; nothing written outside the output, errors located, bytes equal.
@testable import Blog
import Foundation

enum SiteTarget: FuzzTarget {
    static let name = "site"
    /// The files an input fills, in order; the parts of an input are separated by the byte 0x1E.
    static let files = ["blog.yml", "content/posts/2021/a.md", "content/posts/2021/b.md", "redirects.yml",
                        "templates/post.mustache"]

    static func run(_ input: Data) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("blog-fuzz-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("src")
        var texts: [String: String] = [:]
        for (path, part) in zip(files, input.split(separator: 0x1E, omittingEmptySubsequences: false)) {
            let url = source.appendingPathComponent(path)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(part).write(to: url)
            // Invalid UTF-8 is reported at its line and column, counted with each bad byte as one character.
            texts[path] = String(decoding: Data(part), as: UTF8.self)
        }
        let sources = tree(source)
        let output = root.appendingPathComponent("out")

        let first = build(source: source, output: output)
        Promise.check(tree(source) == sources, "the build changed its sources")
        let beside = Set((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        Promise.check(beside.isSubset(of: ["src", "out", ".out.previous"]), "the build wrote beside its output: \(beside.sorted())")
        switch first {
        case .failure(let error):
            Promise.check(!FileManager.default.fileExists(atPath: output.path), "a failed build left an output: \(error)")
        case .success(let report) where !report.succeeded:
            Promise.check(!FileManager.default.fileExists(atPath: output.path), "a build with errors left an output")
            FuzzSupport.checkLocated(report.diagnostics, in: texts, otherPaths: ["blog.yml", "(generated)"])
        case .success(let report):
            FuzzSupport.checkLocated(report.diagnostics, in: texts, otherPaths: ["blog.yml", "(generated)"])
            let written = tree(output)
            Promise.check(!written.isEmpty, "a successful build wrote nothing")
            Promise.check(written.keys.allSatisfy(OutputPath.isWritable), "an output path is not in normal form")
            // Built again over its own output by a new builder: the same bytes.
            if case .success(let again) = build(source: source, output: output) {
                Promise.check(again.succeeded && tree(output) == written, "building twice differs")
            } else {
                Promise.check(false, "the second build failed")
            }
        }
    }

    private static func build(source: URL, output: URL) -> Result<BuildReport, OutputError> {
        let options = BuildOptions(sourceFolder: source, outputFolder: output)
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Task {
            let builder = SiteBuilder(fencedBlockRenderers: FuzzSupport.renderers, cachesOutput: false)
            do throws(OutputError) { box.result = .success(try await builder.build(options)) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return box.result!
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result<BuildReport, OutputError>?
    }

    /// Every file under `folder` with its bytes; a symbolic link breaks a promise (a build never makes one).
    private static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        while let path = walker.nextObject() as? String {
            let full = folder.path + "/" + path
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            Promise.check(info.st_mode & S_IFMT != S_IFLNK, "a symbolic link in \(folder.lastPathComponent): \(path)")
            if info.st_mode & S_IFMT == S_IFREG { files[path] = FileManager.default.contents(atPath: full) }
        }
        return files
    }
}
