// Writing one output file: bytes or a copy, creating folders as needed, optionally atomically (temp + rename).
import Foundation

/// File operations on the output folder. Every path handled is inside the folder given.
enum OutputFiles {
    /// Writes `data` to `relativePath` inside `folder`. When `atomically`, writes a temporary file beside
    /// it and renames it over the old one, so a reader never sees half a file.
    static func write(_ data: Data, to relativePath: String, in folder: URL, atomically: Bool) throws(OutputError) {
        let url = folder.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if atomically {
                let temporary = url.deletingLastPathComponent()
                    .appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
                try writePlain(data, to: temporary)
                if rename(temporary.path, url.path) != 0 {
                    try? FileManager.default.removeItem(at: temporary)
                    throw OutputError(path: url.path, message: "Cannot replace the file: \(String(cString: strerror(errno))).")
                }
            } else {
                try writePlain(data, to: url)
            }
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError(path: url.path, message: "Cannot write the file: \(error.localizedDescription)")
        }
    }

    /// Writes `data` with open/write/close (Foundation's `Data.write` also syncs each file to disk,
    /// which costs more than the whole render on a big site; the staged swap is what protects the site).
    private static func writePlain(_ data: Data, to url: URL) throws(OutputError) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OutputError(path: url.path, message: "Cannot write the file: \(String(cString: strerror(errno))).")
        }
        defer { close(descriptor) }
        let failed = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed { throw OutputError(path: url.path, message: "Cannot write the file: \(String(cString: strerror(errno))).") }
    }

    /// The bytes of the file at `source`.
    static func read(_ source: URL) throws(OutputError) -> Data {
        do { return try Data(contentsOf: source) } catch {
            throw OutputError(path: source.path, message: "Cannot read the file: \(error.localizedDescription)")
        }
    }

    /// Every file under `folder` (a link to a file counts as one), as sorted relative paths; empty when
    /// the folder does not exist.
    static func list(_ folder: URL) -> [String] {
        FolderWalk.files(under: folder.standardizedFileURL.path, skippingHidden: false)
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
