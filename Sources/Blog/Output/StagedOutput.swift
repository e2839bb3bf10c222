// A full build written beside the output folder and swapped in by rename, so a failure never leaves a broken site.
import Foundation

/// A staging folder next to the output folder (`.site.staging-<pid>`).
struct StagedOutput {
    /// The output folder to replace.
    var output: URL
    /// The staging folder being filled.
    var staging: URL

    /// Creates an empty staging folder beside `output`.
    static func begin(output: URL) throws(OutputError) -> StagedOutput {
        let parent = output.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(pid)-\(UInt32.random(in: 0...UInt32.max))")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw OutputError(path: staging.path, message: "Cannot create the staging folder: \(error.localizedDescription)")
        }
        return StagedOutput(output: output, staging: staging)
    }

    /// Puts the staging folder in place of the output folder: the old tree is renamed aside, the new one
    /// renamed in, then the old one removed. If the second rename fails the old tree is put back.
    func swap() throws(OutputError) {
        let manager = FileManager.default
        let old = staging.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        let hadOutput = manager.fileExists(atPath: output.path)
        if hadOutput, rename(output.path, old.path) != 0 {
            throw OutputError(path: output.path, message: "Cannot move the old site aside: \(String(cString: strerror(errno))).")
        }
        if rename(staging.path, output.path) != 0 {
            let reason = String(cString: strerror(errno))
            if hadOutput { _ = rename(old.path, output.path) }
            throw OutputError(path: output.path, message: "Cannot move the new site in place: \(reason).")
        }
        if hadOutput { try? manager.removeItem(at: old) }
    }

    /// Removes the staging folder after a failure.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}
