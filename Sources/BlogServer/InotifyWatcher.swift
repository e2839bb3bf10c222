// The Linux watcher: inotify on the site root and every folder under content/ and templates/ (hidden ones only when
// blog.yml's include: publishes them), added as folders appear.
#if os(Linux)
import Blog
import Foundation
import Glibc
import Parallel

/// Watches with inotify. Saves by rename, new and deleted files and folders, and moves all produce
/// events; a new folder is watched as soon as its creation is read, and the rebuild that follows
/// rescans the tree, so files written into it before its watch was added are not missed.
final class InotifyWatcher: SourceWatcher {
    private static let folderEvents: UInt32 = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB
        | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)

    private let root: String
    private let descriptor: Int32
    private let onChange: @Sendable () -> Void
    private let stopped = Locked(false)
    private let done = DispatchSemaphore(value: 0)
    /// Watch descriptor → folder path; the watching thread and `include` add to it.
    private let folders = Locked<[Int32: String]>([:])
    /// The hidden paths watched too.
    private let included = IncludedHiddenPaths()

    /// Starts watching `root`; nil when inotify is not available (or has no watches left).
    init?(root: URL, onChange: @escaping @Sendable () -> Void) {
        self.root = root.standardizedFileURL.path
        self.onChange = onChange
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard addWatch(self.root) else {
            close(descriptor)
            return nil
        }
        for folder in WatchedSources.rootFolders { addTree(self.root + "/" + folder) }
        let thread = Thread { [self] in readEvents() }
        thread.name = "blog-serve-inotify"
        thread.start()
    }

    /// Watches newly included hidden folders at once, so an edit right after the build that included them is seen.
    func include(_ hiddenPaths: [String]) {
        if included.set(hiddenPaths) { addTree(root + "/" + SitePaths.contentFolder) }
    }

    func stop() {
        let wasStopped = stopped.withLock { old in defer { old = true }; return old }
        if !wasStopped { done.wait() }
    }

    @discardableResult
    private func addWatch(_ folder: String) -> Bool {
        let watch = inotify_add_watch(descriptor, folder, InotifyWatcher.folderEvents | UInt32(IN_ONLYDIR))
        guard watch >= 0 else { return false }
        folders.withLock { $0[watch] = folder }
        return true
    }

    /// Watches `folder` and every folder inside it but hidden ones `include:` does not publish.
    private func addTree(_ folder: String) {
        guard addWatch(folder), let walker = FileManager.default.enumerator(atPath: folder) else { return }
        let fromRoot = folder == root ? "" : String(folder.dropFirst(root.count + 1)) + "/"
        let hidden = included.list
        while let relative = walker.nextObject() as? String {
            let isFolder = walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
            if WatchedSources.isIgnored(fromRoot + relative, isFolder: isFolder, included: hidden) {
                walker.skipDescendants()
                continue
            }
            if isFolder {
                addWatch(folder + "/" + relative)
            }
        }
    }

    private func readEvents() {
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer {
            buffer.deallocate()
            close(descriptor)
            done.signal()
        }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !stopped.withLock({ $0 }) {
            guard poll(&poller, 1, 200) > 0 else { continue }
            let count = read(descriptor, buffer, capacity)
            guard count > 0 else { continue }
            var changed = false
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
                if handle(event, name: name) { changed = true }
            }
            if changed && !stopped.withLock({ $0 }) { onChange() }
        }
    }

    /// Updates the watch list for one event; returns whether it may change the site.
    private func handle(_ event: inotify_event, name: String) -> Bool {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders.withLock { _ = $0.removeValue(forKey: event.wd) }
            return false
        }
        guard let folder = folders.withLock({ $0[event.wd] }) else { return false }
        if folder == root {
            // At the root only the config files and the watched folders matter (not site/, not .git).
            if WatchedSources.rootFolders.contains(name) {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addTree(root + "/" + name) }
                return true
            }
            return WatchedSources.rootFiles.contains(name)
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return true }
        let path = String(folder.dropFirst(root.count + 1)) + "/" + name
        if WatchedSources.isIgnored(path, isFolder: mask & UInt32(IN_ISDIR) != 0, included: included.list) { return false }
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addTree(folder + "/" + name) }
        return true
    }
}
#endif
