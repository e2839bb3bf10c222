// `blog init`: writing a SiteScaffold into a folder without overwriting anything, refusing another generator's folder.
import Foundation

/// Creates a new site's files.
public enum SiteInit {
    /// What a run did.
    public struct Report: Sendable, Hashable {
        /// Files written, relative to the folder.
        public var created: [String] = []
        /// Files (or the posts folder) that were there already and were left as they were.
        public var leftAlone: [String] = []
    }

    /// Why a site could not be created.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The file or folder concerned.
        public var path: String
        /// One sentence.
        public var message: String
        /// Further lines, printed indented.
        public var notes: [String] = []
        public var description: String {
            ([TerminalText.escaped("\(path): error: \(message)")] + notes.map { "    note: " + TerminalText.escaped($0) }).joined(separator: "\n")
        }
    }

    /// Writes `scaffold` into `folder` (created when missing). Never overwrites a file: one that exists is
    /// left alone and listed, and no first post is written when `content/posts/` already holds Markdown.
    /// - Throws: `Failure` when `folder` holds another generator's configuration and `force` is false
    ///   (nothing is written then), or when a file cannot be written.
    public static func run(_ scaffold: SiteScaffold, in folder: URL, force: Bool) throws(Failure) -> Report {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure(path: folder.path, message: "This is a file, not a folder.")
        }
        let foreign = ForeignGenerator.find(in: folder)
        if !foreign.isEmpty, !force {
            throw Failure(path: folder.path,
                          message: "This folder holds another site generator's configuration: \(foreign.map(\.description).joined(separator: ", ")).",
                          notes: ["Run blog init in a new folder, or pass --force to add blog's files beside it (none is overwritten)."])
        }
        // The settings as given must make a blog.yml that builds.
        if let config = scaffold.files.first(where: { $0.path == "blog.yml" }) {
            var diagnostics: [Diagnostic] = []
            _ = ConfigReader.read(String(decoding: config.contents, as: UTF8.self), path: "blog.yml", diagnostics: &diagnostics)
            if let problem = diagnostics.first(where: \.isError) {
                throw Failure(path: "blog.yml", message: problem.message,
                              notes: ["Nothing was written. Give another value with --title, --language, --time-zone or --base-url."])
            }
        }
        var report = Report()
        let postsHoldMarkdown = Self.holdsMarkdown(folder.appendingPathComponent(SiteScaffold.postsFolder))
        for file in scaffold.files {
            if postsHoldMarkdown, file.path.hasPrefix(SiteScaffold.postsFolder + "/") {
                report.leftAlone.append(SiteScaffold.postsFolder + "/")
                continue
            }
            let url = folder.appendingPathComponent(file.path)
            if manager.fileExists(atPath: url.path) || (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil {
                report.leftAlone.append(file.path)
                continue
            }
            // A folder on the way that is a link out of the site (`content -> /etc`) is not written through.
            guard OutputGuard.resolves(url.path, inside: folder.standardizedFileURL.path) else {
                throw Failure(path: file.path, message: "Refusing to write this file: a folder on its way is a symbolic link that leads outside the site folder.")
            }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, options: .withoutOverwriting)
            } catch {
                throw Failure(path: file.path, message: "Cannot write the file: \(error.localizedDescription)")
            }
            report.created.append(file.path)
        }
        return report
    }

    /// Whether `folder` or a folder inside it holds a Markdown file (`SitePaths.isMarkdown`).
    static func holdsMarkdown(_ folder: URL) -> Bool {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let path = walk.nextObject() as? String {
            if SitePaths.isMarkdown(path) { return true }
        }
        return false
    }
}
