// Writing output files: bytes or a copy, creating folders as needed, atomically (temp + rename) one at a time or all or none.
import Foundation
import Parallel

/// File operations on the output folder. Every path handled is inside the folder given.
enum OutputFiles {
    /// Writes `data` to `relativePath` inside `folder`, creating the folders it needs. When `atomically`,
    /// writes a temporary file beside it and renames it over the old one, so a reader never sees half a file.
    ///
    /// `relativePath` must be a normal output path (`OutputPath`). Written atomically (in place, into a
    /// folder the user may have put links in) the file's folder must also resolve inside `folder`; a staging
    /// folder holds no links (`StagedOutput`), and no file is ever opened through a link.
    static func write(_ data: Data, to relativePath: String, in folder: URL, atomically: Bool) throws(OutputError) {
        if atomically {
            let temporary = try writeBeside(data, relativePath, in: folder)
            try replace(relativePath, in: folder, with: temporary)
        } else {
            try checkWritable(relativePath)
            try writePlain(data, to: folder.path + "/" + relativePath)
        }
    }

    /// Writes every file of `files` atomically, and all of them or none: each is first written to a temporary file
    /// beside its place (on every core), and only when all are written are they renamed into place. A full disk or
    /// any other failed write removes the temporary files and leaves every file in `folder` as it was; a rename that
    /// fails (which needs no space) leaves the files renamed before it, and no temporary file.
    static func writeAllOrNone(_ files: [(path: String, data: Data)], in folder: URL) throws(OutputError) {
        let written = Parallel.map(files) { file -> Result<String, OutputError> in
            do throws(OutputError) { return .success(try writeBeside(file.data, file.path, in: folder)) } catch { return .failure(error) }
        }
        let temporaries = written.compactMap { try? $0.get() }
        for case .failure(let error) in written {
            for temporary in temporaries { unlink(temporary) }
            throw error
        }
        // A rename that fails (rarely: no space is needed) must not leave the files after it behind as strangers the
        // manifest does not list, which would make the next build refuse the folder.
        for (index, (file, temporary)) in zip(files, temporaries).enumerated() {
            do throws(OutputError) { try replace(file.path, in: folder, with: temporary) } catch {
                for rest in temporaries[(index + 1)...] { unlink(rest) }
                throw error
            }
        }
    }

    private static func checkWritable(_ relativePath: String) throws(OutputError) {
        guard OutputPath.isWritable(relativePath) else {
            let reason = OutputPath.problem(with: relativePath).map { "\($0)" } ?? "it is not a normal path"
            throw OutputError(path: relativePath, message: "Refusing to write this output path: \(reason).")
        }
    }

    /// Writes `data` to a temporary file in the folder of `relativePath` and returns its path.
    private static func writeBeside(_ data: Data, _ relativePath: String, in folder: URL) throws(OutputError) -> String {
        try checkWritable(relativePath)
        let path = folder.path + "/" + relativePath
        guard OutputGuard.resolves(path, inside: folder.path) else {
            throw OutputError(path: path, message: "Refusing to write through a symbolic link that leads outside the output folder.")
        }
        // A short name of its own, not the file's name with a suffix: a name of 245-255 bytes, which a build
        // accepts, would pass the file system's 255 and stop the preview.
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))!
        let temporary = String(path[...slash]) + ".blog-tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))"
        do throws(OutputError) { try writePlain(data, to: temporary) } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// Renames `temporary` over `relativePath` in `folder`.
    private static func replace(_ relativePath: String, in folder: URL, with temporary: String) throws(OutputError) {
        let path = folder.path + "/" + relativePath
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw OutputError(path: path, message: "Cannot replace the file: \(reason).")
        }
    }

    /// Writes `data` with open/write/close (Foundation's `Data.write` also syncs each file to disk,
    /// which costs more than the whole render on a big site; the staged swap is what protects the site).
    ///
    /// A file that already holds exactly `data` is left alone: rebuilding over the kept tree then writes
    /// only the pages that changed, which spares the disk and keeps unchanged files' modification times
    /// for deploy tools. Another existing file is overwritten in place and then cut to the new length,
    /// not emptied first: emptying frees its blocks, and on a disk mounted with `discard` each free waits
    /// for the device.
    private static func writePlain(_ data: Data, to path: String) throws(OutputError) {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // The first file of a new folder: make the folder (only then, so a file that is never written
            // leaves no empty folder behind).
            let folder = String(path[..<path.utf8.lastIndex(of: UInt8(ascii: "/"))!])
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw OutputError(path: folder, message: "Cannot create the folder: \(error.localizedDescription)")
            }
            descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        }
        var status = stat()
        if descriptor >= 0, fstat(descriptor, &status) == 0, status.st_nlink > 1 {
            // Another name shares this file (a `cp -al` or `rsync --link-dest` snapshot of the site): writing in
            // place would change that copy too, so the name gets a file of its own.
            close(descriptor)
            unlink(path)
            descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        }
        guard descriptor >= 0 else {
            throw OutputError(path: path, message: "Cannot write the file: \(String(cString: strerror(errno))).")
        }
        defer { close(descriptor) }
        let failed = data.withUnsafeBytes { buffer -> Bool in
            if holds(buffer, descriptor) { return false }
            var offset = 0
            while offset < buffer.count {
                let written = pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return ftruncate(descriptor, off_t(buffer.count)) != 0
        }
        if failed { throw OutputError(path: path, message: "Cannot write the file: \(String(cString: strerror(errno))).") }
    }

    /// How much of a kept file `holds` reads and compares at a time.
    static let comparedPiece = 32 << 10

    /// Whether the open file `descriptor` holds exactly `bytes` (false for an empty `bytes`: nothing to save).
    /// Read and compared a piece at a time through one small buffer, which stays in the processor's cache, and given
    /// up at the first difference: reading each file whole into a buffer its size touched as much fresh memory as the
    /// site has bytes.
    private static func holds(_ bytes: UnsafeRawBufferPointer, _ descriptor: Int32) -> Bool {
        var status = stat()
        guard bytes.count > 0, fstat(descriptor, &status) == 0, Int(status.st_size) == bytes.count else { return false }
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: min(bytes.count, comparedPiece), alignment: 16)
        defer { piece.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let read = pread(descriptor, piece.baseAddress!, min(piece.count, bytes.count - offset), off_t(offset))
            if read < 0 && errno == EINTR { continue }
            guard read > 0, memcmp(piece.baseAddress!, bytes.baseAddress! + offset, read) == 0 else { return false }
            offset += read
        }
        return true
    }

    /// The bytes of the file at `source`.
    static func read(_ source: URL) throws(OutputError) -> Data {
        do { return try Data(contentsOf: source) } catch {
            throw OutputError(path: source.path, message: "Cannot read the file: \(error.localizedDescription)")
        }
    }

    /// The relative paths of the files and of the folders under `folder`, hidden ones included; nil when
    /// anything in it is neither a regular file nor a folder (a link, a socket) or cannot be read.
    static func plainTree(_ folder: URL) -> (files: [String], folders: [String])? {
        var files: [String] = [], folders: [String] = []
        var isPlain = true
        let complete = FolderWalk.walk(folder.path) { entry in
            switch entry.type {
            case UInt8(DT_REG): files.append(entry.relativePath)
            case UInt8(DT_DIR): folders.append(entry.relativePath); return true
            default: isPlain = false
            }
            return false
        }
        return complete && isPlain ? (files, folders) : nil
    }

    /// Removes the files `relativePaths` inside `folder`, then any folders left empty by that.
    static func remove(_ relativePaths: [String], in folder: URL) {
        let manager = FileManager.default
        var parents = Set<String>()
        for path in relativePaths where !path.contains("..") {
            try? manager.removeItem(at: folder.appendingPathComponent(path))
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty { parents.insert(parent); parent = (parent as NSString).deletingLastPathComponent }
        }
        for parent in parents.sorted(by: { $0.count > $1.count }) {
            let url = folder.appendingPathComponent(parent)
            if (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true { try? manager.removeItem(at: url) }
        }
    }
}
