// Output safety: deterministic bytes, a failed build keeps the old site, refused output folders, nothing outside touched.
@testable import Blog
import Foundation
import Testing

struct OutputSafetyTests {
    @Test func buildingTwiceIsByteIdentical() async throws {
        let site = try TestSite()
        let other = site.root.appendingPathComponent("out2")
        _ = try await site.build()
        _ = try await site.build(into: other, builder: SiteBuilder(policy: .oneShot))
        #expect(TestSite.tree(site.output) == TestSite.tree(other))
        #expect(!TestSite.tree(other).isEmpty)
    }

    /// Files are overwritten in place (see `OutputFiles.writePlain`): a shorter file must leave no tail, and
    /// a file already holding the bytes is left alone.
    @Test func overwritingAFileLeavesExactlyTheNewBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overwrite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for atomically in [false, true] {
            try OutputFiles.write(Data("a much longer first version".utf8), to: "a/b/page.html", in: folder, atomically: atomically)
            try OutputFiles.write(Data("short".utf8), to: "a/b/page.html", in: folder, atomically: atomically)
            #expect(try String(contentsOf: folder.appendingPathComponent("a/b/page.html"), encoding: .utf8) == "short")
            try OutputFiles.write(Data("longer again".utf8), to: "a/b/page.html", in: folder, atomically: atomically)
            #expect(try String(contentsOf: folder.appendingPathComponent("a/b/page.html"), encoding: .utf8) == "longer again")
        }
        try OutputFiles.write(Data(), to: "top.html", in: folder, atomically: false)
        #expect(try Data(contentsOf: folder.appendingPathComponent("top.html")).isEmpty)
        // A file that already holds the bytes is not written again: it keeps its modification time.
        let page = folder.appendingPathComponent("a/b/page.html")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: page.path)
        try OutputFiles.write(Data("longer again".utf8), to: "a/b/page.html", in: folder, atomically: false)
        #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date == past)
        try OutputFiles.write(Data("longer agaiN".utf8), to: "a/b/page.html", in: folder, atomically: false)
        #expect(try String(contentsOf: page, encoding: .utf8) == "longer agaiN")
        #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date != past)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a/b").path) == ["page.html"])
    }

    /// A file of several pieces the comparison reads at a time (`OutputFiles.comparedPiece`) is left alone only when
    /// every byte is the same: changed in its last byte, or in the first or last byte of its second piece, it is written.
    @Test func aLongFileIsComparedToItsLastByte() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let piece = OutputFiles.comparedPiece
        let original = Data((0..<3 * piece + 1_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        try OutputFiles.write(original, to: "page.html", in: folder, atomically: false)
        for changed in [original.count - 1, piece, 2 * piece - 1] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: page.path)
            try OutputFiles.write(original, to: "page.html", in: folder, atomically: false)
            #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date == past)
            var edited = original
            edited[changed] &+= 1
            try OutputFiles.write(edited, to: "page.html", in: folder, atomically: false)
            #expect(try Data(contentsOf: page) == edited)
            #expect(try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date != past)
            try OutputFiles.write(original, to: "page.html", in: folder, atomically: false)
        }
    }

    @Test func failedBuildLeavesThePreviousOutputExactlyAsItWas() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let before = TestSite.tree(site.output)
        try site.write("content/posts/2022/broken.md", "---\ntitle: Broken\n---\n")
        let report = try await site.build()
        #expect(!report.succeeded)
        #expect(TestSite.tree(site.output) == before)
        // No staging or old folders are left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["out", "src"])
    }

    @Test func aSuccessfulBuildRemovesFilesNoLongerProduced() async throws {
        let site = try TestSite()
        _ = try await site.build()
        // The second build keeps the first one's tree beside the output; the third fills that tree, which
        // still holds the pages of the post removed here.
        _ = try await site.build()
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".out.previous/blog/2022/01/css-grid.html").path))
        try site.remove("content/posts/2022/grid.md")
        let report = try await site.build()
        #expect(report.succeeded)
        let files = TestSite.tree(site.output)
        #expect(files["blog/2022/01/css-grid.html"] == nil)
        #expect(files["blog/2022-01.html"] == nil)
        #expect(report.removedPaths.contains("blog/2022/01/css-grid.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == [".out.previous", "out", "src"])
        #expect(!files.keys.contains(".gitignore"))
        let fresh = site.root.appendingPathComponent("fresh")
        _ = try await site.build(into: fresh)
        #expect(files == TestSite.tree(fresh))
    }

    /// The tree a build keeps for the next one is only written into when it holds nothing but the files its manifest
    /// lists, as regular files and folders that the new site can use: a link put into it is not followed, a file
    /// where the new site needs a folder is not in the way, and a folder of that name the builder did not make is
    /// left alone. A link put into the output itself makes the next build refuse the folder.
    @Test func theKeptTreeIsOnlyReusedWhenItIsSafe() async throws {
        let site = try TestSite()
        let manager = FileManager.default
        let outside = site.root.appendingPathComponent("outside.txt")
        try Data("mine".utf8).write(to: outside)
        _ = try await site.build()
        _ = try await site.build()
        let kept = site.root.appendingPathComponent(".out.previous")
        let keptPost = kept.appendingPathComponent("blog/2021/07/flexbox.html")
        try manager.removeItem(at: keptPost)
        try manager.createSymbolicLink(at: keptPost, withDestinationURL: outside)
        #expect(try await site.build().succeeded)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "mine")
        #expect(try manager.destinationOfSymbolicLink(atPath: keptPost.path) == outside.path)
        let fresh = site.root.appendingPathComponent("fresh")
        _ = try await site.build(into: fresh)
        #expect(TestSite.tree(site.output) == TestSite.tree(fresh))

        // In the output itself, the link is a file the builder did not write: the folder is refused, untouched.
        let post = site.output.appendingPathComponent("blog/2021/07/flexbox.html")
        try manager.removeItem(at: post)
        try manager.createSymbolicLink(at: post, withDestinationURL: outside)
        await #expect(throws: OutputError.self) { _ = try await site.build() }
        #expect(try manager.destinationOfSymbolicLink(atPath: post.path) == outside.path)
        try manager.removeItem(at: post)
        try manager.copyItem(at: fresh.appendingPathComponent("blog/2021/07/flexbox.html"), to: post)

        // A file in the kept tree where the new site has a folder.
        try manager.removeItem(at: kept)
        _ = try await site.build()
        let month = kept.appendingPathComponent("blog/2021/07")
        try manager.removeItem(at: month)
        try Data("x".utf8).write(to: month)
        #expect(try await site.build().succeeded)
        #expect(try await site.build().succeeded)
        #expect(TestSite.tree(site.output) == TestSite.tree(fresh))

        // Not made by the builder: no marker, so neither reused nor replaced.
        try manager.removeItem(at: kept)
        try manager.createDirectory(at: kept, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: kept.appendingPathComponent("notes.txt"))
        #expect(try await site.build().succeeded)
        #expect(try await site.build().succeeded)
        #expect(try manager.contentsOfDirectory(atPath: kept.path) == ["notes.txt"])
        #expect(TestSite.tree(site.output) == TestSite.tree(fresh))
    }

    @Test func refusesTheSourceFolderItsParentsAndProjectFolders() async throws {
        let site = try TestSite()
        for output in [site.source, site.root, site.source.appendingPathComponent("content")] {
            await #expect(throws: OutputError.self) {
                _ = try await site.build(into: output)
            }
        }
        do {
            _ = try await site.build(into: site.source)
        } catch {
            #expect((error as? OutputError)?.message == "Refusing to use this folder for output: it is the source folder. Choose another --output, such as 'site'.")
        }
        #expect(FileManager.default.fileExists(atPath: site.source.appendingPathComponent("content/posts/2021/flexbox.md").path))
    }

    @Test func outputInsideTheSourceFolderIsFine() async throws {
        let site = try TestSite()
        let report = try await SiteBuilder().build(BuildOptions(sourceFolder: site.source))
        #expect(report.succeeded)
        #expect(FileManager.default.fileExists(atPath: site.source.appendingPathComponent("site/index.html").path))
        // site/ under content? no: the default output is beside content/, and is not copied into itself.
        let again = try await SiteBuilder().build(BuildOptions(sourceFolder: site.source))
        #expect(again.succeeded)
        #expect(!FileManager.default.fileExists(atPath: site.source.appendingPathComponent("site/site").path))
    }

    @Test func filesBesideTheOutputAreNeverTouched() async throws {
        let site = try TestSite()
        let keep = site.root.appendingPathComponent("keep.txt")
        try Data("mine".utf8).write(to: keep)
        _ = try await site.build()
        _ = try await site.build(mode: .inPlace)
        #expect(try String(contentsOf: keep, encoding: .utf8) == "mine")
    }
}
