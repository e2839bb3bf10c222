// Where a build's files go: a staging folder swapped in at the end (StagedOutput), or the output folder itself.
import Foundation

/// The two ways a build reaches its output folder. The writer renders every file and hands each to `place`, then
/// calls `finish` once, or `discard` when anything failed; either way the served site is never half replaced.
protocol OutputDestination: Sendable {
    /// The folder files are placed in while the build runs.
    var folder: URL { get }
    /// Whether `folder` still holds what this builder wrote last time, so that a file made from the same inputs needs
    /// nothing (in place); a staged build starts a new tree and places every file.
    var holdsLastBuild: Bool { get }
    /// Adds paths learned after placing began (the search index's).
    mutating func add(_ paths: [String])
    /// Places one file whose bytes are `data`. `isNew` says the builder never wrote this path; `isChanged` whether
    /// its bytes differ from the last build's. Returns whether the file changes the site, and the bytes still to be
    /// written at `finish`, if any.
    func place(_ data: Data, at path: String, isNew: Bool, isChanged: Bool) throws(OutputError) -> (isChanged: Bool, pending: Data?)
    /// Makes the placed files the site: writes what is `pending`, removes `removed` (files an earlier build wrote
    /// that this one does not), and records `produced`, every path of this build, in the manifest when
    /// `pathsChanged` (the set of paths differs from the last build's, or there was none).
    func finish(pending: [(path: String, data: Data)], removed: [String], produced: () -> Set<String>,
                pathsChanged: Bool) throws(OutputError)
    /// Undoes what was placed, after a failure.
    func discard()
}

/// The preview's destination: the output folder itself. Files are written only at `finish`, all or none
/// (`OutputFiles.writeAllOrNone`), each atomically, and only those whose bytes changed.
struct InPlaceOutput: OutputDestination {
    let folder: URL
    var holdsLastBuild: Bool { true }

    /// The output folder, made if missing.
    init(output: URL) throws(OutputError) {
        do { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) } catch {
            throw OutputError(path: output.path, message: "Cannot create the output folder: \(error.localizedDescription)")
        }
        folder = output
    }

    mutating func add(_ paths: [String]) {}

    func place(_ data: Data, at path: String, isNew: Bool, isChanged: Bool) throws(OutputError) -> (isChanged: Bool, pending: Data?) {
        // A file this builder never wrote may already hold these bytes (a folder an earlier `blog build` wrote).
        if isNew, let existing = FileManager.default.contents(atPath: folder.path + "/" + path), existing == data {
            return (false, nil)
        }
        return (isChanged, isChanged ? data : nil)
    }

    func finish(pending: [(path: String, data: Data)], removed: [String], produced: () -> Set<String>,
                pathsChanged: Bool) throws(OutputError) {
        try OutputFiles.writeAllOrNone(pending, in: folder)
        OutputFiles.remove(removed, in: folder)
        if pathsChanged {
            try OutputFiles.write(OutputManifest.text(produced()), to: OutputManifest.fileName, in: folder, atomically: true)
        }
    }

    /// Nothing was written before `finish`, and `finish` writes all or none.
    func discard() {}
}
