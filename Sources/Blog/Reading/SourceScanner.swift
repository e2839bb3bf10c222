// Listing a site's source files in a stable order: config, posts, pages, other content, templates.
import Foundation

/// The files of a site, by role. Paths are relative to the site root and sorted.
struct SourceTree: Sendable {
    /// `content/posts/**/*.md`.
    var posts: [String] = []
    /// `content/pages/**/*.md`.
    var pages: [String] = []
    /// Every other file under `content/`.
    var assets: [String] = []
    /// Files under `templates/`, as paths inside it.
    var templates: [String] = []
}

/// Walks the site root.
enum SourceScanner {
    /// The site's files. Hidden files and folders (`.DS_Store`, `.git`) are skipped.
    static func scan(root: URL) -> SourceTree {
        var tree = SourceTree()
        for path in files(under: root.appendingPathComponent("content")) {
            let full = "content/" + path
            if path.hasPrefix("posts/") && path.hasSuffix(".md") {
                tree.posts.append(full)
            } else if path.hasPrefix("pages/") && path.hasSuffix(".md") {
                tree.pages.append(full)
            } else {
                tree.assets.append(full)
            }
        }
        tree.templates = files(under: root.appendingPathComponent("templates"))
        return tree
    }

    /// Relative paths of the regular files under `folder` (following links to files, not to folders),
    /// sorted, hidden entries skipped.
    static func files(under folder: URL) -> [String] {
        FolderWalk.files(under: folder.standardizedFileURL.path, skippingHidden: true)
    }
}
