// Listing files with readdir: hidden entries, links to files and to folders, and trees that are not plain.
@testable import Blog
import Foundation
import Testing

struct FolderWalkTests {
    /// A folder with a file, a hidden file, a nested file, a link to a file and a link to a folder.
    func makeTree() throws -> URL {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)")
        try manager.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try Data("1".utf8).write(to: root.appendingPathComponent("top.txt"))
        try Data("2".utf8).write(to: root.appendingPathComponent(".hidden"))
        try Data("3".utf8).write(to: root.appendingPathComponent("a/b/deep.txt"))
        try manager.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("4".utf8).write(to: root.appendingPathComponent(".git/HEAD"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("to-file"), withDestinationURL: root.appendingPathComponent("top.txt"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("to-folder"), withDestinationURL: root.appendingPathComponent("a"))
        return root
    }

    @Test func filesFollowLinksToFilesButNotToFolders() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        // A hidden file is listed; a hidden folder's files only when asked.
        #expect(FolderWalk.files(under: root.path, skippingHiddenFolders: true) == [".hidden", "a/b/deep.txt", "to-file", "top.txt"])
        #expect(FolderWalk.files(under: root.path, skippingHiddenFolders: false) == [".git/HEAD", ".hidden", "a/b/deep.txt", "to-file", "top.txt"])
        #expect(FolderWalk.files(under: root.path + "/missing", skippingHiddenFolders: false).isEmpty)
    }

    @Test func aTreeWithLinksIsNotPlain() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(OutputFiles.plainTree(root) == nil)
        try FileManager.default.removeItem(at: root.appendingPathComponent("to-file"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("to-folder"))
        let tree = try #require(OutputFiles.plainTree(root))
        #expect(tree.files.sorted() == [".git/HEAD", ".hidden", "a/b/deep.txt", "top.txt"])
        #expect(tree.folders.sorted() == [".git", "a", "a/b"])
    }
}
