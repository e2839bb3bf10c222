// Walking a folder tree with readdir: the source and output folders of a big site hold thousands of files.
import Foundation

/// An entry met by `FolderWalk.walk`.
struct FolderEntry {
    /// The entry's full path.
    var path: String
    /// Its path relative to the folder walked.
    var relativePath: String
    /// Its own name.
    var name: String
    /// What it is, links not followed: `DT_REG`, `DT_DIR`, `DT_LNK` or another `DT_…` type.
    var type: UInt8
    /// Whether the name's bytes are UTF-8 (else `name` and the paths hold U+FFFD in their place, and name no file).
    var hasUTF8Name = true
}

/// Folder walks without Foundation's enumerator, which stats every entry, some twice.
enum FolderWalk {
    /// Calls `visit` with every entry under `folder`, going into the folders it returns true for. Returns
    /// false when a folder could not be read.
    @discardableResult
    static func walk(_ folder: String, _ visit: (FolderEntry) -> Bool) -> Bool {
        walk(folder, prefix: "", visit)
    }

    private static func walk(_ directory: String, prefix: String, _ visit: (FolderEntry) -> Bool) -> Bool {
        guard let stream = opendir(directory) else { return false }
        defer { closedir(stream) }
        var complete = true
        while let record = readdir(stream) {
            let (name, isUTF8) = withUnsafeBytes(of: record.pointee.d_name) { raw in
                let bytes = raw.prefix(while: { $0 != 0 })
                return (String(decoding: bytes, as: UTF8.self), String(validating: bytes, as: UTF8.self) != nil)
            }
            if name == "." || name == ".." { continue }
            var entry = FolderEntry(path: directory + "/" + name, relativePath: prefix + name, name: name, type: record.pointee.d_type,
                                    hasUTF8Name: isUTF8)
            if !isUTF8 {
                // The decoded path names no file: say so, and never go into it.
                _ = visit(entry)
                continue
            }
            if entry.type == UInt8(DT_UNKNOWN) {
                // Some file systems don't say: ask, without following a link.
                var info = stat()
                if lstat(entry.path, &info) == 0 {
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: entry.type = UInt8(DT_DIR)
                    case S_IFREG: entry.type = UInt8(DT_REG)
                    case S_IFLNK: entry.type = UInt8(DT_LNK)
                    default: break
                    }
                }
            }
            if visit(entry), !walk(entry.path, prefix: entry.relativePath + "/", visit) { complete = false }
        }
        return complete
    }

    /// The relative paths of the files under `folder`, sorted: regular files and links to files (links
    /// to folders are not followed), hidden folders (`.git`) skipped when `skippingHiddenFolders`.
    static func files(under folder: String, skippingHiddenFolders: Bool) -> [String] {
        var paths: [String] = []
        walk(folder) { entry in
            if skippingHiddenFolders && entry.type == UInt8(DT_DIR) && entry.name.hasPrefix(".") { return false }
            switch entry.type {
            case UInt8(DT_DIR): return true
            case UInt8(DT_REG): paths.append(entry.relativePath)
            case UInt8(DT_LNK):
                var info = stat()
                if stat(entry.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { paths.append(entry.relativePath) }
            default: break
            }
            return false
        }
        return paths.sorted()
    }
}
