// Listing a site's source files in a stable order: config, posts, pages, other content, templates.
import Foundation

/// The files of a site, by role. Paths are relative to the site root and sorted.
struct SourceTree: Sendable {
    /// `content/posts/**/*.md`.
    var posts: [String] = []
    /// `content/pages/*.md`.
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
            } else if path.hasPrefix("pages/") && path.hasSuffix(".md") && !path.dropFirst("pages/".count).contains("/") {
                tree.pages.append(full)
            } else {
                tree.assets.append(full)
            }
        }
        tree.templates = files(under: root.appendingPathComponent("templates"))
        return tree
    }

    /// Relative paths of the regular files under `folder` (following links to files, not to folders),
    /// sorted, hidden entries skipped. Walks with readdir: a big site's rebuild scans thousands of entries.
    static func files(under folder: URL) -> [String] {
        var paths: [String] = []
        walk(folder.standardizedFileURL.path, prefix: "", into: &paths)
        return paths.sorted()
    }

    private static func walk(_ directory: String, prefix: String, into paths: inout [String]) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            var isFile = entry.pointee.d_type == UInt8(DT_REG)
            if entry.pointee.d_type == UInt8(DT_LNK) || entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                let isLink = entry.pointee.d_type == UInt8(DT_LNK)
                isFile = info.st_mode & S_IFMT == S_IFREG
                isFolder = !isLink && info.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                walk(path, prefix: prefix + name + "/", into: &paths)
            } else if isFile {
                paths.append(prefix + name)
            }
        }
    }
}
