// Listing a site's source files in a stable order (posts, pages, other content, templates), refusing links out of the site.
import Foundation

/// The files of a site, by role. Paths are relative to the site root and sorted.
struct SourceTree: Sendable {
    /// `content/posts/**/*.md`.
    var posts: [String] = []
    /// `content/pages/**/*.md`.
    var pages: [String] = []
    /// `content/_index.md` and its translations (`_index.en.md`): the home page's own text, as Hugo and Zola read it.
    var homeTexts: [String] = []
    /// Every other file under `content/`.
    var assets: [String] = []
    /// Files under `templates/`, as paths inside it.
    var templates: [String] = []
    /// `i18n/*.yml`, the site's interface strings, as site paths.
    var interfaceStrings: [String] = []
    /// Links that lead outside the site, special files (FIFOs, sockets, devices), and links skipped.
    var problems: [Diagnostic] = []
}

/// Walks the site root.
///
/// Only what is inside the site's own folder is read, so a repository built in CI cannot publish the machine's
/// files: a link under `content/`, `templates/` or `i18n/` (or such a folder itself, as a link) is followed only when it
/// leads to a regular file inside the site folder; a link that leads outside it, to a FIFO, socket or device, or
/// such a file itself, is an error at its path. With `followLinks: false` every link is skipped with a warning.
enum SourceScanner {
    /// The site's files. Hidden files and folders (`.DS_Store`, `.git`) are skipped, but for the paths under `content/`
    /// that `includingHidden` names (blog.yml's `include:`) and what is in them.
    static func scan(root: URL, followsLinks: Bool = true, includingHidden: [String] = []) -> SourceTree {
        var tree = SourceTree()
        let rootPath = root.standardizedFileURL.path
        guard let realRoot = realPath(rootPath) else { return tree }
        var walker = Walker(root: rootPath, realRoot: realRoot, followsLinks: followsLinks)
        for path in walker.files(in: SitePaths.contentFolder, includingHidden: includingHidden) {
            if SitePaths.isSectionPage(path) {
                if !path.dropFirst("content/".count).contains("/") {
                    tree.homeTexts.append(path)
                } else {
                    tree.problems.append(.warning("This is a section page, as Hugo and Zola read '_index.md'; blog build lists posts by month, category and tag, not by folder, so no page shows its text, and it is not published.",
                                                  at: SourceLocation(path: path, line: 1, column: 1),
                                                  notes: ["The home page's text is content/_index.md."]))
                }
            } else if path.hasPrefix("content/posts/") && SitePaths.isMarkdown(path) {
                tree.posts.append(path)
            } else if path.hasPrefix("content/pages/") && SitePaths.isMarkdown(path) {
                tree.pages.append(path)
            } else {
                tree.assets.append(path)
            }
        }
        tree.templates = walker.files(in: "templates").map { String($0.dropFirst("templates/".count)) }
        let i18n = SitePaths.interfaceStringsFolder + "/"
        tree.interfaceStrings = walker.files(in: SitePaths.interfaceStringsFolder).filter { path in
            path.hasSuffix(".yml") && !path.dropFirst(i18n.count).contains("/")
        }
        tree.problems = walker.problems + tree.problems
        return tree
    }

    /// The regular files under the folder `root` (hidden ones skipped but for what `includingHidden` names or holds), as
    /// sorted paths relative to it, read under the
    /// same rules as a site's `content/`: links followed only to regular files inside `root`; what is refused is in
    /// `problems`, located at its relative path.
    static func files(under root: URL, followsLinks: Bool = true, includingHidden: [String] = []) -> (paths: [String], problems: [Diagnostic]) {
        let rootPath = root.standardizedFileURL.path
        guard let realRoot = realPath(rootPath) else { return ([], []) }
        var walker = Walker(root: rootPath, realRoot: realRoot, followsLinks: followsLinks)
        let paths = walker.files(in: "", includingHidden: includingHidden)
        return (paths, walker.problems)
    }

    /// Why the site file `name` (`blog.yml`, `redirects.yml`) may not be read: a link that leads outside the site
    /// folder, or something other than a regular file; nil when it may (or does not exist).
    static func problem(reading name: String, in root: URL) -> Diagnostic? {
        let rootPath = root.standardizedFileURL.path
        let path = rootPath + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let realRoot = realPath(rootPath), let real = realPath(path), isInside(real, realRoot) else {
                return .error("'\(name)' is a symbolic link that leads outside the site folder; it is not read.", at: SourceLocation(path: name),
                              notes: ["Copy the file into the site folder."])
            }
            guard stat(path, &status) == 0 else { return nil }
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .error("'\(name)' is not a regular file; it is not read.", at: SourceLocation(path: name))
        }
        return nil
    }

    /// `path` with every link, `.` and `..` resolved, or nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether the resolved path `real` is `realRoot` or inside it.
    static func isInside(_ real: String, _ realRoot: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// One walk of the site's folders, collecting what it refused.
    private struct Walker {
        var root: String
        var realRoot: String
        var followsLinks: Bool
        var problems: [Diagnostic] = []

        /// The readable files under the site folder `name` (`content`, `templates`, or "" for the root), as sorted
        /// site paths; of its hidden ones, those `includingHidden` names (relative to the folder) or holds.
        mutating func files(in name: String, includingHidden included: [String] = []) -> [String] {
            let folder = name.isEmpty ? root : root + "/" + name
            var status = stat()
            guard lstat(folder, &status) == 0 else { return [] }
            if status.st_mode & S_IFMT == S_IFLNK {
                guard followsLinks else {
                    problems.append(.warning("'\(name)' is a symbolic link, which is skipped: 'followLinks' is false in blog.yml.",
                                             at: SourceLocation(path: name)))
                    return []
                }
                guard let real = SourceScanner.realPath(folder), SourceScanner.isInside(real, realRoot) else {
                    refuseOutside(name, target: folder)
                    return []
                }
            }
            var paths: [String] = []
            FolderWalk.walk(folder) { entry in
                if entry.name.hasPrefix(".") || (!included.isEmpty && (entry.relativePath.hasPrefix(".") || entry.relativePath.contains("/."))) {
                    // A hidden path is read when an included path is it or holds it; a hidden folder is entered on
                    // the way to one, and what else it holds stays out.
                    guard SiteConfig.includes(hiddenPath: entry.relativePath, isFolder: entry.type == UInt8(DT_DIR), in: included) else { return false }
                }
                let path = name.isEmpty ? entry.relativePath : name + "/" + entry.relativePath
                guard entry.hasUTF8Name else {
                    problems.append(.error("'\(OutputPath.shown(path))' has a name that is not UTF-8, so it cannot be read or published.",
                                           at: SourceLocation(path: path), notes: ["Rename it (the bytes that are not UTF-8 are shown as \u{FFFD})."]))
                    return false
                }
                switch entry.type {
                case UInt8(DT_DIR): return true
                case UInt8(DT_REG): paths.append(path)
                case UInt8(DT_LNK): if follows(entry.path, at: path) { paths.append(path) }
                default: refuseSpecial(path, mode: fileType(entry.path, following: false))
                }
                return false
            }
            return paths.sorted()
        }

        /// Whether the link at `fullPath` (shown as `path`) leads to a file to read; records why not.
        private mutating func follows(_ fullPath: String, at path: String) -> Bool {
            guard followsLinks else {
                problems.append(.warning("'\(OutputPath.shown(path))' is a symbolic link, which is skipped: 'followLinks' is false in blog.yml.",
                                         at: SourceLocation(path: path)))
                return false
            }
            guard let real = SourceScanner.realPath(fullPath) else {
                problems.append(.error("'\(OutputPath.shown(path))' is a symbolic link that leads nowhere.", at: SourceLocation(path: path),
                                       notes: ["Remove it, or point it at a file inside the site folder."]))
                return false
            }
            guard SourceScanner.isInside(real, realRoot) else {
                refuseOutside(path, target: fullPath)
                return false
            }
            let mode = fileType(real, following: true)
            switch mode {
            case S_IFREG: return true
            case S_IFDIR:
                problems.append(.warning("'\(OutputPath.shown(path))' is a symbolic link to a folder, which is not followed.",
                                         at: SourceLocation(path: path), notes: ["Move the folder here, or link each file."]))
                return false
            default:
                refuseSpecial(path, mode: mode)
                return false
            }
        }

        private mutating func refuseOutside(_ path: String, target: String) {
            let destination = SourceScanner.realPath(target).map { " (to '\(OutputPath.shown($0))')" } ?? ""
            problems.append(.error("'\(OutputPath.shown(path))' is a symbolic link that leads outside the site folder\(destination); only files inside it are published.",
                                   at: SourceLocation(path: path),
                                   notes: ["Copy the file into the site, or set 'followLinks: false' in blog.yml to skip every link."]))
        }

        private mutating func refuseSpecial(_ path: String, mode: mode_t) {
            let kind: String
            switch mode {
            case S_IFIFO: kind = "a FIFO"
            case S_IFSOCK: kind = "a socket"
            case S_IFCHR, S_IFBLK: kind = "a device"
            default: kind = "not a regular file"
            }
            problems.append(.error("'\(OutputPath.shown(path))' is \(kind); only regular files are published.", at: SourceLocation(path: path)))
        }

        /// The file type bits of `path`.
        private func fileType(_ path: String, following: Bool) -> mode_t {
            var status = stat()
            let result = following ? stat(path, &status) : lstat(path, &status)
            return result == 0 ? status.st_mode & S_IFMT : 0
        }
    }
}
