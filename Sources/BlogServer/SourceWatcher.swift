// Noticing changes to a site's sources: inotify where the kernel has it, polling elsewhere.
import Blog
import Foundation

/// Calls `onChange` (from its own thread) whenever something under the site's `content/`,
/// `templates/`, `i18n/`, `blog.yml` or `redirects.yml` may have changed. It does not say what changed: every
/// rebuild compares the whole source tree, so a missed detail can't make the preview wrong.
protocol SourceWatcher: AnyObject, Sendable {
    /// Stops watching; `onChange` is not called after this returns.
    func stop()
}

/// The parts of a site root that are watched.
enum WatchedSources {
    /// Files at the site root whose change matters.
    static let rootFiles: Set<String> = ["blog.yml", "redirects.yml"]
    /// Folders at the site root watched with everything inside.
    static let rootFolders: Set<String> = ["content", "templates", SitePaths.interfaceStringsFolder]

    /// Whether a name is skipped, like the build skips it (hidden files and folders).
    static func isIgnored(_ name: String) -> Bool { name.hasPrefix(".") }
}

/// Makes the best watcher this system offers for `root`: inotify, or polling when inotify is
/// unavailable (or `forcesPolling`, for file systems that don't report changes).
func makeSourceWatcher(root: URL, forcesPolling: Bool, onChange: @escaping @Sendable () -> Void) -> any SourceWatcher {
    #if os(Linux)
    if !forcesPolling, let watcher = InotifyWatcher(root: root, onChange: onChange) { return watcher }
    #endif
    return PollingWatcher(root: root, interval: .milliseconds(300), onChange: onChange)
}
