// The output folder's manifest: a build replaces or removes only what blog wrote, and never writes through a hard link.
@testable import Blog
import Foundation
import Testing

struct OutputOwnershipTests {
    /// `--output ~/Documents` by mistake, or a committed `site -> ../Documents` link: refused, with every file kept, by
    /// the build (staged) and the preview (in place), and no kept tree is made of it.
    @Test func aFolderOfSomeoneElsesIsRefusedAndKeepsItsFiles() async throws {
        let site = try TestSite()
        let manager = FileManager.default
        let documents = site.root.appendingPathComponent("Documents")
        try manager.createDirectory(at: documents.appendingPathComponent("taxes"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: documents.appendingPathComponent("taxes/2025.txt"))
        let link = site.root.appendingPathComponent("site")
        try manager.createSymbolicLink(at: link, withDestinationURL: documents)
        for output in [documents, link] {
            for mode in [OutputMode.staged, .inPlace] {
                do {
                    _ = try await site.build(into: output, mode: mode)
                    Issue.record("\(output.lastPathComponent) was accepted in \(mode)")
                } catch let error as OutputError {
                    #expect(error.path == output.path)
                    #expect(error.message.contains("it holds files blog did not write ('taxes/2025.txt'); it has no .blog-manifest"))
                }
            }
        }
        #expect(try String(contentsOf: documents.appendingPathComponent("taxes/2025.txt"), encoding: .utf8) == "mine")
        #expect(try manager.contentsOfDirectory(atPath: site.root.path).sorted() == ["Documents", "site", "src"])
    }

    /// The manifest lists exactly the files written, sorted; a file added to the built site is named in the refusal,
    /// and once it is moved away the build goes on.
    @Test func aFileAddedToABuiltSiteIsRefusedByName() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let manifest = try site.page(OutputManifest.fileName)
        var written = TestSite.tree(site.output).keys.filter { $0 != OutputManifest.fileName }.sorted()
        #expect(manifest == OutputManifest.header + written.map { $0 + "\n" }.joined())
        #expect(written.contains("index.html") && written.contains("feed.xml"))
        try Data("x".utf8).write(to: site.output.appendingPathComponent("CNAME"))
        try Data("x".utf8).write(to: site.output.appendingPathComponent(".DS_Store"))
        await #expect(throws: OutputError.self) { _ = try await site.build() }
        do { _ = try await site.build() } catch let error as OutputError {
            #expect(error.message.contains("('CNAME'); its .blog-manifest does not list them"))
        }
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("CNAME"))
        #expect(try await site.build().succeeded)
        written = TestSite.tree(site.output).keys.filter { $0 != OutputManifest.fileName }.sorted()
        #expect(try site.page(OutputManifest.fileName) == OutputManifest.header + written.map { $0 + "\n" }.joined())
    }

    /// A manifest that names a path outside the output, or was not written by blog, makes the folder refused: a
    /// hostile repository cannot commit a site whose manifest makes the next build delete `../../x`.
    @Test func aForgedManifestIsRefused() async throws {
        let site = try TestSite()
        _ = try await site.build()
        let path = site.output.appendingPathComponent(OutputManifest.fileName)
        for text in [OutputManifest.header + "../escape.txt\n", "index.html\n", OutputManifest.header + "a\n/etc/passwd\n"] {
            try Data(text.utf8).write(to: path)
            await #expect(throws: OutputError.self) { _ = try await site.build() }
            await #expect(throws: OutputError.self) { _ = try await site.build(mode: .inPlace) }
        }
    }

    /// The preview's first build into a folder removes the files an earlier build listed and no longer produces, and
    /// nothing else: not a file beside them that the manifest does not list (that folder is refused instead).
    @Test func aPreviewRemovesOnlyListedFiles() async throws {
        let site = try TestSite()
        _ = try await site.build(mode: .inPlace)
        let manifest = try site.page(OutputManifest.fileName)
        #expect(manifest.contains("\nblog/2022/01/css-grid.html\n"))
        try site.remove("content/posts/2022/grid.md")
        let report = try await site.build(mode: .inPlace)
        #expect(report.removedPaths.contains("blog/2022/01/css-grid.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/2022/01/css-grid.html").path))
        #expect(try !site.page(OutputManifest.fileName).contains("css-grid"))
    }

    /// Issue 39: a write that failed in the middle of a preview's rebuild (a full disk) left part of that rebuild
    /// served. Changed files are now written beside their places and renamed in only when every one was written.
    @Test func aRebuildWhoseWritesFailHalfwayChangesNoServedFile() async throws {
        let site = try TestSite()
        let builder = SiteBuilder(policy: .reused)
        _ = try await site.build(mode: .inPlace, builder: builder)
        // One folder of the output now leads outside it, so writing there fails as a full disk would; the pages
        // outside it are written first or in parallel.
        let manager = FileManager.default
        let elsewhere = site.root.appendingPathComponent("elsewhere")
        try manager.moveItem(at: site.output.appendingPathComponent("blog/2022"), to: elsewhere)
        try manager.createSymbolicLink(at: site.output.appendingPathComponent("blog/2022"), withDestinationURL: elsewhere)
        let (served, outside) = (TestSite.tree(site.output), TestSite.tree(elsewhere))
        #expect(served.keys.contains("index.html") && outside.keys.contains("01/css-grid.html"))
        let settings = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", settings.replacingOccurrences(of: "title: Fixture Blog", with: "title: Renamed"))
        await #expect(throws: OutputError.self) { _ = try await site.build(mode: .inPlace, builder: builder) }
        #expect(TestSite.tree(site.output) == served)   // no page renamed, no temporary file left
        #expect(TestSite.tree(elsewhere) == outside)
    }

    /// A `cp -al` or `rsync --link-dest` snapshot shares the site's files by hard link: builds that rewrite the kept
    /// tree in place give the output files of their own, and the snapshot never changes.
    @Test func aHardLinkedSnapshotOfTheSiteNeverChanges() async throws {
        let site = try TestSite()
        let manager = FileManager.default
        _ = try await site.build()
        let snapshot = site.root.appendingPathComponent("snapshot")
        try manager.createDirectory(at: snapshot, withIntermediateDirectories: false)
        let before = TestSite.tree(site.output)
        for path in before.keys {
            let target = snapshot.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.linkItem(at: site.output.appendingPathComponent(path), to: target)
        }
        for title in ["One", "Two", "Three"] {
            try site.write("blog.yml", "title: \(title)\nbaseURL: https://example.com/\n")
            #expect(try await site.build().succeeded)
        }
        #expect(TestSite.tree(snapshot) == before)
        #expect(try site.page("index.html").contains("Three"))
    }

    /// A killed build leaves `.out.staging-PID-N` (and `.out.old-PID-N`) beside the output; the next build removes those
    /// whose process is gone, and nothing else beside the output.
    @Test func aKilledBuildsFoldersAreRemovedByTheNext() async throws {
        let site = try TestSite()
        let manager = FileManager.default
        _ = try await site.build()
        let deadPID = 4_194_305  // above the kernel's largest pid: never running
        let leftovers = [".out.staging-\(deadPID)-17", ".out.old-\(deadPID)-3"]
        let kept = [".out.staging-\(getpid())-5", ".out.staging-x-1", ".other.staging-\(deadPID)-1", "notes"]
        for name in leftovers + kept {
            try manager.createDirectory(at: site.root.appendingPathComponent(name + "/blog"), withIntermediateDirectories: true)
        }
        #expect(try await site.build().succeeded)
        let names = Set(try manager.contentsOfDirectory(atPath: site.root.path))
        #expect(names.isDisjoint(with: leftovers))
        #expect(names.isSuperset(of: kept))
        #expect(StagedOutput.leftoverProcess(".out.staging-12-34", output: "out") == 12)
        #expect(StagedOutput.leftoverProcess(".out.staging-12", output: "out") == nil)
        #expect(StagedOutput.leftoverProcess(".outer.staging-12-34", output: "out") == nil)
    }
}
