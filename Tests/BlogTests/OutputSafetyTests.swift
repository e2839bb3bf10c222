// Output safety: deterministic bytes, a failed build keeps the old site, refused output folders, nothing outside touched.
@testable import Blog
import Foundation
import Testing

struct OutputSafetyTests {
    @Test func buildingTwiceIsByteIdentical() async throws {
        let site = try TestSite()
        let other = site.root.appendingPathComponent("out2")
        _ = try await site.build()
        _ = try await site.build(into: other, builder: SiteBuilder(cachesOutput: false))
        #expect(TestSite.tree(site.output) == TestSite.tree(other))
        #expect(!TestSite.tree(other).isEmpty)
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
        try site.remove("content/posts/2022/grid.md")
        let report = try await site.build()
        #expect(report.succeeded)
        let files = TestSite.tree(site.output)
        #expect(files["blog/2022/01/css-grid.html"] == nil)
        #expect(files["blog/2022-01.html"] == nil)
        #expect(report.removedPaths.contains("blog/2022/01/css-grid.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted() == ["out", "src"])
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
