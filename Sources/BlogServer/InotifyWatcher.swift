// The Linux watcher: inotify on the site root and every folder under content/ and templates/, added as folders appear.
#if os(Linux)
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
    /// Watch descriptor → folder path; touched only by the watching thread (and `init`, before it starts).
    nonisolated(unsafe) private var folders: [Int32: String] = [:]

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

    func stop() {
        let wasStopped = stopped.withLock { old in defer { old = true }; return old }
        if !wasStopped { done.wait() }
    }

    @discardableResult
    private func addWatch(_ folder: String) -> Bool {
        let watch = inotify_add_watch(descriptor, folder, InotifyWatcher.folderEvents | UInt32(IN_ONLYDIR))
        guard watch >= 0 else { return false }
        folders[watch] = folder
        return true
    }

    /// Watches `folder` and every non-hidden folder inside it.
    private func addTree(_ folder: String) {
        guard addWatch(folder), let walker = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = walker.nextObject() as? String {
            if WatchedSources.isIgnored((relative as NSString).lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
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
            folders.removeValue(forKey: event.wd)
            return false
        }
        guard let folder = folders[event.wd] else { return false }
        if folder == root {
            // At the root only the config files and the watched folders matter (not site/, not .git).
            if WatchedSources.rootFolders.contains(name) {
                if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addTree(root + "/" + name) }
                return true
            }
            return WatchedSources.rootFiles.contains(name)
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return true }
        if WatchedSources.isIgnored(name) { return false }
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { addTree(folder + "/" + name) }
        return true
    }
}
#endif
