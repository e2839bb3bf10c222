// Fuzzes a whole build: a generated site, with links and FIFOs, built twice; nothing read from outside the site or written
// outside the output, errors located, bytes equal.
@testable import Blog
import Foundation

enum SiteTarget: FuzzTarget {
    static let name = "site"
    /// The files an input fills, in order; the parts of an input are separated by the byte 0x1E.
    static let files = ["blog.yml", "content/posts/2021/a.md", "content/posts/2021/b.md", "redirects.yml",
                        "templates/post.mustache"]
    /// The text beside the site that no build may publish, whatever links its sixth part makes.
    static let secret = "BLOG-FUZZ-SECRET-\(UInt64.random(in: 1...UInt64.max))"

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
        // The sixth part, if any, makes links and FIFOs under content/ and templates/: a line `NAME TARGET` links
        // NAME (its letters, digits, dots and dashes) to TARGET as written, `|NAME` makes a FIFO.
        let parts = input.split(separator: 0x1E, omittingEmptySubsequences: false)
        try! Data(secret.utf8).write(to: root.appendingPathComponent("secret.txt"))
        var special = Set<String>()   // the site paths of the links and FIFOs made
        if parts.count > files.count {
            for line in String(decoding: parts[files.count], as: UTF8.self).split(separator: "\n").prefix(8) {
                let isFIFO = line.hasPrefix("|")
                let words = line.dropFirst(isFIFO ? 1 : 0).split(separator: " ", maxSplits: 1)
                let name = String(words.first.map { $0.filter { $0.isLetter && $0.isASCII || $0.isNumber || $0 == "." || $0 == "-" } } ?? "")
                guard !name.isEmpty, !name.hasPrefix("."), name.count <= 40 else { continue }
                let folder = name.hasSuffix(".mustache") ? "templates" : "content"
                let path = source.path + "/" + folder + "/" + name
                try? FileManager.default.createDirectory(atPath: source.path + "/" + folder, withIntermediateDirectories: true)
                if isFIFO ? mkfifo(path, 0o644) == 0 : words.count == 2 && symlink(String(words[1]), path) == 0 {
                    special.insert(folder + "/" + name)
                }
            }
        }
        let madeLinks = !special.isEmpty
        let sources = madeLinks ? [:] : tree(source)
        let output = root.appendingPathComponent("out")

        let first = build(source: source, output: output)
        if !madeLinks { Promise.check(tree(source) == sources, "the build changed its sources") }
        let beside = Set((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        Promise.check(beside.isSubset(of: ["src", "out", ".out.previous", "secret.txt"]), "the build wrote beside its output: \(beside.sorted())")
        switch first {
        case .failure(let error):
            Promise.check(!FileManager.default.fileExists(atPath: output.path), "a failed build left an output: \(error)")
        case .success(let report) where !report.succeeded:
            Promise.check(!FileManager.default.fileExists(atPath: output.path), "a build with errors left an output")
            FuzzSupport.checkLocated(report.diagnostics, in: texts, otherPaths: Set(["blog.yml", "(generated)"]).union(special))
        case .success(let report):
            FuzzSupport.checkLocated(report.diagnostics, in: texts, otherPaths: Set(["blog.yml", "(generated)"]).union(special))
            let written = tree(output)
            Promise.check(!written.isEmpty, "a successful build wrote nothing")
            Promise.check(!written.values.contains { $0.range(of: Data(secret.utf8)) != nil }, "a file from outside the site was published")
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
            let builder = SiteBuilder(fencedBlockRenderers: FuzzSupport.renderers, policy: .oneShot)
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
