// Noticing changes to a site's sources: inotify where the kernel has it, polling elsewhere.
import Blog
import Foundation
import Parallel

/// Calls `onChange` (from its own thread) whenever something under the site's `content/`,
/// `templates/`, `i18n/`, `blog.yml` or `redirects.yml` may have changed. It does not say what changed: every
/// rebuild compares the whole source tree, so a missed detail can't make the preview wrong.
protocol SourceWatcher: AnyObject, Sendable {
    /// Stops watching; `onChange` is not called after this returns.
    func stop()
    /// Watches the hidden content paths blog.yml's `include:` publishes (`.well-known`) too, from now on.
    func include(_ hiddenPaths: [String])
}

/// The parts of a site root that are watched.
enum WatchedSources {
    /// Files at the site root whose change matters.
    static let rootFiles: Set<String> = ["blog.yml", "redirects.yml"]
    /// Folders at the site root watched with everything inside.
    static let rootFolders: Set<String> = [SitePaths.contentFolder, "templates", SitePaths.interfaceStringsFolder]

    /// Whether the entry at `path` (from the site root: `content/.well-known`) is skipped, like the build skips it:
    /// a hidden file or folder, unless it is in `content/` and `include:` publishes it (`included`) or leads to a path it does.
    static func isIgnored(_ path: String, isFolder: Bool, included: [String]) -> Bool {
        guard (path as NSString).lastPathComponent.hasPrefix(".") else { return false }
        let content = SitePaths.contentFolder + "/"
        return !(path.hasPrefix(content) && SiteConfig.includes(hiddenPath: String(path.dropFirst(content.count)), isFolder: isFolder, in: included))
    }
}

/// The hidden paths a watcher watches too, set from the rebuilder and read from the watching thread.
final class IncludedHiddenPaths: Sendable {
    private let paths = Locked<[String]>([])

    /// Replaces the list; returns whether it changed.
    func set(_ list: [String]) -> Bool {
        paths.withLock { old in defer { old = list }; return old != list }
    }

    var list: [String] { paths.withLock { $0 } }
}

/// Makes the best watcher this system offers for `root`: inotify, or polling when inotify is
/// unavailable (or `forcesPolling`, for file systems that don't report changes).
func makeSourceWatcher(root: URL, forcesPolling: Bool, onChange: @escaping @Sendable () -> Void) -> any SourceWatcher {
    #if os(Linux)
    if !forcesPolling, let watcher = InotifyWatcher(root: root, onChange: onChange) { return watcher }
    #endif
    return PollingWatcher(root: root, interval: .milliseconds(300), onChange: onChange)
}
