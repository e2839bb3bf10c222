// Finding the file a request names in the built site, refusing symbolic links that lead outside it.
import Blog
import Foundation

/// The built site folder, as the server sees it.
struct SiteFiles: Sendable {
    /// What a request path names.
    enum Lookup: Equatable, Sendable {
        /// A regular file inside the site (its resolved absolute path).
        case file(String)
        /// A folder with an `index.html`, asked for without the final slash: redirect to the folder URL.
        case folderWithoutSlash
        /// Nothing servable.
        case missing
    }

    /// The site folder with symbolic links resolved.
    let root: String

    /// A site folder; it must exist (its real path is taken now).
    init(folder: URL) {
        root = SiteFiles.realPath(folder.path) ?? folder.standardizedFileURL.path
    }

    /// The file `path` names. A path whose real location (after following links) is outside the site is missing.
    func lookup(_ path: RequestPath) -> Lookup {
        if let file = regularFile(path.filePath) { return .file(file) }
        if !path.isFolder, !path.segments.isEmpty, regularFile(path.filePath + "/" + SitePaths.home) != nil {
            return .folderWithoutSlash
        }
        return .missing
    }

    /// The real path of the regular file at `relative` inside the site, or nil.
    func regularFile(_ relative: String) -> String? {
        guard let real = SiteFiles.realPath(root + "/" + relative), real.hasPrefix(root + "/") else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    /// `path` with every symbolic link and `.`/`..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the file at the absolute `path`, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }
}
