// A full build written beside the output folder and swapped in by rename, so a failure never leaves a broken site.
import Foundation

/// A staging folder next to the output folder (`.site.staging-<pid>-<random>`).
///
/// The tree a swap replaces is not deleted but kept as `.site.previous` (marked as ours and ignored by
/// git), and the next build fills that tree instead of an empty folder: rewriting thousands of existing
/// files costs a fraction of creating them anew and deleting the old ones, which on a journaling file
/// system is most of a big build's time.
struct StagedOutput {
    /// The output folder to replace.
    var output: URL
    /// The staging folder being filled.
    var staging: URL
    /// The relative paths of the files the build writes.
    var paths: Set<String>
    /// The files already in `staging` when it is a reused tree (relative paths), and its folders: what the
    /// build does not write again is removed before the swap.
    var reused: (files: [String], folders: [String]) = ([], [])

    /// The marker file of a kept tree, and its text: a folder without it is never reused or replaced.
    static let markerName = ".gitignore"
    static let markerText = "# The site before the last `blog build`, reused as the next build's staging folder.\n*\n"

    /// Where the tree replaced by the last swap is kept: `.site.previous` beside `site`.
    static func keptTree(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).previous")
    }

    /// A staging folder beside `output` for a build that writes `paths`: the kept tree of the last build
    /// when there is one that holds only regular files and folders, none of them in the way of `paths`
    /// (a folder where a file goes or a file where a folder goes), else a new empty folder.
    static func begin(output: URL, paths: Set<String>) throws(OutputError) -> StagedOutput {
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(uniqueSuffix())")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: parent.path, message: "Cannot create the output's parent folder: \(error.localizedDescription)")
        }
        removeLeftovers(beside: output)
        let kept = keptTree(for: output)
        // A kept tree that holds anything its manifest does not list is left alone (never filled, never deleted).
        if isOurs(kept), (try? OutputManifest.owned(kept, shownPath: kept.path, besides: [markerName])) != nil,
           rename(kept.path, staging.path) == 0 {
            // A tree with links or special files in it is not written into (a link could lead outside it).
            if let tree = OutputFiles.plainTree(staging), !blocks(paths, files: Set(tree.files), folders: Set(tree.folders)) {
                return StagedOutput(output: output, staging: staging, paths: paths, reused: tree)
            }
            try? FileManager.default.removeItem(at: staging)
        }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw OutputError(path: staging.path, message: "Cannot create the staging folder: \(error.localizedDescription)")
        }
        return StagedOutput(output: output, staging: staging, paths: paths)
    }

    /// Whether a kept tree of `files` and `folders` has a folder where one of `paths` is a file, or a file
    /// where one of their folders is.
    private static func blocks(_ paths: Set<String>, files: Set<String>, folders: Set<String>) -> Bool {
        paths.contains { path in
            if folders.contains(path) { return true }
            var prefix = Substring(path)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                if files.contains(String(prefix)) { return true }
            }
            return false
        }
    }

    /// Whether `folder` is a tree this builder kept (a real folder holding its marker).
    private static func isOurs(_ folder: URL) -> Bool {
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        let marker = folder.appendingPathComponent(markerName)
        guard lstat(marker.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
              let text = FileManager.default.contents(atPath: marker.path) else { return false }
        return text == Data(markerText.utf8)
    }

    private static func uniqueSuffix() -> String {
        "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Removes the staging and set-aside folders (`.site.staging-<pid>-<n>`, `.site.old-<pid>-<n>`) that builds
    /// of `output` left behind when they were killed: those whose process no longer runs. Each held only files a
    /// build wrote (a staging tree) or an output folder that had passed `OutputManifest.owned`.
    static func removeLeftovers(beside output: URL) {
        let parent = output.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names {
            guard let pid = leftoverProcess(name, output: output.lastPathComponent), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            var info = stat()
            let path = parent.appendingPathComponent(name)
            guard lstat(path.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            try? FileManager.default.removeItem(at: path)
        }
    }

    /// The process that named `name` as a staging or set-aside folder of the output folder `output`, or nil when
    /// `name` is not one.
    static func leftoverProcess(_ name: String, output: String) -> pid_t? {
        for kind in ["staging", "old"] {
            let prefix = ".\(output).\(kind)-"
            guard name.hasPrefix(prefix) else { continue }
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { return nil }
            return pid
        }
        return nil
    }

    /// Adds paths learned after writing began (the search index's), first removing from a reused tree what stands in
    /// their way: a folder where one of them goes, or a file where one of their folders goes. The build writes
    /// nothing else there (`SearchIndex.isReserved`).
    mutating func add(_ newPaths: [String]) {
        paths.formUnion(newPaths)
        let (files, folders) = (Set(reused.files), Set(reused.folders))
        guard !files.isEmpty || !folders.isEmpty else { return }
        for path in newPaths {
            if folders.contains(path) { try? FileManager.default.removeItem(at: staging.appendingPathComponent(path)) }
            var prefix = Substring(path)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                if files.contains(String(prefix)) { unlink(staging.appendingPathComponent(String(prefix)).path) }
            }
        }
    }

    /// Removes the reused files the build did not write, then the reused folders left empty.
    func removeStaleFiles() {
        let stale = reused.files.filter { !paths.contains($0) && $0 != OutputManifest.fileName }
        guard !stale.isEmpty else { return }
        for path in stale { unlink(staging.appendingPathComponent(path).path) }
        // Deepest first; rmdir fails, as it should, on folders that still hold files.
        for folder in reused.folders.sorted(by: { $0.count > $1.count }) { rmdir(staging.appendingPathComponent(folder).path) }
    }

    /// Puts the staging folder, with its manifest, in place of the output folder: the old tree is renamed aside, the new one
    /// renamed in, and the old one kept for the next build (or removed when that fails). If the second
    /// rename fails the old tree is put back.
    func swap() throws(OutputError) {
        let manager = FileManager.default
        try OutputFiles.write(OutputManifest.text(paths), to: OutputManifest.fileName, in: staging, atomically: false)
        let old = staging.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).old-\(Self.uniqueSuffix())")
        let hadOutput = manager.fileExists(atPath: output.path)
        if hadOutput, rename(output.path, old.path) != 0 {
            throw OutputError(path: output.path, message: "Cannot move the old site aside: \(String(cString: strerror(errno))).")
        }
        if rename(staging.path, output.path) != 0 {
            let reason = String(cString: strerror(errno))
            if hadOutput { _ = rename(old.path, output.path) }
            throw OutputError(path: output.path, message: "Cannot move the new site in place: \(reason).")
        }
        guard hadOutput else { return }
        let kept = Self.keptTree(for: output)
        var info = stat()
        if lstat(kept.path, &info) != 0, Self.writeMarker(in: old), rename(old.path, kept.path) == 0 { return }
        try? manager.removeItem(at: old)
    }

    /// Writes the marker into `folder`, replacing whatever has its name (never following a link).
    private static func writeMarker(in folder: URL) -> Bool {
        let path = folder.appendingPathComponent(markerName).path
        unlink(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(markerText.utf8)
        return Foundation.write(descriptor, bytes, bytes.count) == bytes.count
    }

    /// Removes the staging folder after a failure.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}

/// A staged build places every file in the staging folder at once and swaps the folder in at `finish`.
extension StagedOutput: OutputDestination {
    var folder: URL { staging }
    var holdsLastBuild: Bool { false }

    func place(_ data: Data, at path: String, isNew: Bool, isChanged: Bool) throws(OutputError) -> (isChanged: Bool, pending: Data?) {
        try OutputFiles.write(data, to: path, in: staging, atomically: false)
        return (isChanged, nil)
    }

    /// Removes what a reused tree holds that this build did not write, then swaps; `removed` and the manifest follow
    /// from `paths`.
    func finish(pending: [(path: String, data: Data)], removed: [String], produced: () -> Set<String>,
                pathsChanged: Bool) throws(OutputError) {
        removeStaleFiles()
        try swap()
    }
}
