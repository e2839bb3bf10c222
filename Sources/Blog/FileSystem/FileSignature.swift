// A file's identity and change stamps from one stat() call, to skip re-reading sources that have not changed.
import Foundation

/// What `stat` says about a file: enough to tell, without reading it, that it is the same file with the
/// same bytes as before.
///
/// Timestamps have a coarse clock on some file systems, so a signature is only trusted when the file had
/// not been modified for a while when it was taken (the rule git uses for "racily clean" files):
/// a write in the same clock tick as the read could otherwise go unseen.
struct FileSignature: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64
    /// Whether the file was older than `FileSignature.settleTime` when the signature was taken.
    var isSettled: Bool

    /// How long a file must have gone unmodified before its signature is trusted.
    static let settleTime: Int64 = 2_000_000_000

    /// The signature of the file at `path`, or nil when it can't be stat'ed.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nowNanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        isSettled = nowNanoseconds - max(modified, changed) > FileSignature.settleTime
    }

    /// Whether a file with signature `now` can be taken to hold the bytes read when `self` was taken.
    func vouches(for now: FileSignature) -> Bool {
        isSettled && device == now.device && inode == now.inode && size == now.size
            && modified == now.modified && changed == now.changed
    }
}
