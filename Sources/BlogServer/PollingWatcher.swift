// The fallback watcher: compares a fingerprint of the sources' names, sizes and modification times every few hundred ms.
import Foundation
import Parallel

/// Watches by polling. Slower to notice and costlier than inotify, but works on every file system.
final class PollingWatcher: SourceWatcher {
    private let root: URL
    private let onChange: @Sendable () -> Void
    private let stopped = Locked(false)
    private let done = DispatchSemaphore(value: 0)
    private let included = IncludedHiddenPaths()

    init(root: URL, interval: Duration, onChange: @escaping @Sendable () -> Void) {
        self.root = root
        self.onChange = onChange
        let thread = Thread { [self] in poll(every: interval) }
        thread.name = "blog-serve-poll"
        thread.start()
    }

    func include(_ hiddenPaths: [String]) { _ = included.set(hiddenPaths) }

    func stop() {
        let wasStopped = stopped.withLock { old in defer { old = true }; return old }
        if !wasStopped { done.wait() }
    }

    private func poll(every interval: Duration) {
        var last = fingerprint()
        let microseconds = UInt32(interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000)
        while !stopped.withLock({ $0 }) {
            usleep(microseconds)
            let now = fingerprint()
            if now != last {
                last = now
                if !stopped.withLock({ $0 }) { onChange() }
            }
        }
        done.signal()
    }

    /// A hash of every watched entry's path, kind, size and modification time.
    func fingerprint() -> UInt64 {
        var hash = Hasher()
        for name in WatchedSources.rootFiles.sorted() { add(root.path + "/" + name, to: &hash) }
        let hidden = included.list
        for folder in WatchedSources.rootFolders.sorted() {
            let base = root.path + "/" + folder
            add(base, to: &hash)
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                let isFolder = walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
                if WatchedSources.isIgnored(folder + "/" + relative, isFolder: isFolder, included: hidden) {
                    walker.skipDescendants()
                    continue
                }
                add(base + "/" + relative, to: &hash)
            }
        }
        return UInt64(bitPattern: Int64(hash.finalize()))
    }

    private func add(_ path: String, to hash: inout Hasher) {
        var info = stat()
        hash.combine(path)
        guard lstat(path, &info) == 0 else { hash.combine(-1); return }
        hash.combine(info.st_mode)
        hash.combine(info.st_size)
        hash.combine(info.st_mtim.tv_sec)
        hash.combine(info.st_mtim.tv_nsec)
        hash.combine(info.st_ino)
    }
}
