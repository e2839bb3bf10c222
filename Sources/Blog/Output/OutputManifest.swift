// The list of files `blog` wrote into an output folder: the only files a later build may replace or remove.
import Foundation

/// `.blog-manifest` in the output folder: one output path a line, sorted, after a comment line.
///
/// An output folder is `blog`'s only when it is empty, missing, or holds nothing but the files its manifest
/// lists (and the folders they need). Any other folder is refused before anything is written, so a build never
/// moves, overwrites or deletes a file it did not write: a mistyped `--output ~/Documents`, or a cloned
/// repository whose `site` is a link to somewhere else, gets an error and keeps its files.
enum OutputManifest {
    /// The manifest's name inside the output folder.
    static let fileName = ".blog-manifest"
    /// Its first line.
    static let header = "# The files `blog build` wrote here; a build replaces or removes only these. Do not edit.\n"
    /// At most this many foreign files are named in the refusal.
    static let namedInError = 5

    /// The manifest's bytes for a build that wrote `paths` (any order; written sorted, so equal sets give equal bytes).
    static func text(_ paths: some Sequence<String>) -> Data {
        var text = header
        for path in paths.sorted() where path != fileName {
            text += path
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// The files of `folder` that `blog` wrote, as its manifest lists them: empty when the folder does not exist or
    /// holds nothing.
    ///
    /// - Throws: `OutputError` at `shownPath` when the folder holds anything its manifest does not list (or it has
    ///   no manifest), a link or special file, or a manifest that is not one: nothing may then be written there.
    ///   `besides` are further names the folder may hold (a kept tree's marker). macOS's `.DS_Store` files, which
    ///   the Finder writes into any folder it shows, are not counted as foreign.
    static func owned(_ folder: URL, shownPath: String, besides: Set<String> = []) throws(OutputError) -> Set<String> {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return [] }
        let listed = try read(folder, shownPath: shownPath)
        var foreign: [String] = []
        var foreignCount = 0
        func found(_ path: String) {
            foreignCount += 1
            if foreign.count < namedInError { foreign.append(path) }
        }
        let complete = FolderWalk.walk(folder.path) { entry in
            switch entry.type {
            case UInt8(DT_DIR): return true
            case UInt8(DT_REG):
                let path = entry.relativePath
                if path != fileName, entry.name != ".DS_Store", !besides.contains(path), !(listed?.contains(path) ?? false) {
                    found(path)
                }
            default: found(entry.relativePath)
            }
            return false
        }
        guard complete else {
            throw OutputError(path: shownPath, message: "Refusing to use this folder for output: part of it cannot be read, so blog cannot tell whether it wrote it.")
        }
        guard foreignCount == 0 else {
            let named = foreign.sorted().map { "'\(OutputPath.shown($0))'" }.joined(separator: ", ")
            let more = foreignCount > foreign.count ? " and \(foreignCount - foreign.count) more" : ""
            let why = listed == nil
                ? "it has no \(fileName), so blog did not build it"
                : "its \(fileName) does not list them"
            throw OutputError(path: shownPath, message: """
                Refusing to use this folder for output: it holds files blog did not write (\(named)\(more)); \(why). \
                A build only replaces or removes files it wrote. Move them, or choose another --output. \
                (A site built before blog kept a manifest: delete the folder once and build again.)
                """)
        }
        return listed ?? []
    }

    /// The paths `folder`'s manifest lists, or nil when it has none.
    private static func read(_ folder: URL, shownPath: String) throws(OutputError) -> Set<String>? {
        let path = folder.path + "/" + fileName
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let place = shownPath + "/" + fileName
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw OutputError(path: place, message: "Refusing to use this folder for output: its manifest is not a regular file.")
        }
        // A manifest lists at most OutputPath.maxPathBytes + 1 bytes a file, for a site of a few hundred thousand files.
        guard info.st_size <= 256 << 20, let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8), text.hasPrefix(header), text.hasSuffix("\n") else {
            throw OutputError(path: place, message: "Refusing to use this folder for output: its manifest was not written by blog (it should begin '\(header.dropLast())').")
        }
        var paths = Set<String>()
        var lineNumber = 1
        for line in text.dropFirst(header.count).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            lineNumber += 1
            guard OutputPath.isWritable(String(line)) else {
                throw OutputError(path: "\(place):\(lineNumber):1", message: "Refusing to use this folder for output: '\(OutputPath.shown(String(line)))' in its manifest is not an output path.")
            }
            paths.insert(String(line))
        }
        return paths
    }
}
