// Golden-file comparison: Snapshots/<name>.svg beside this file; RECORD_DIAGRAM_SNAPSHOTS=1 re-records.
import Foundation
import Testing

enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Compares `actual` with the golden file `name.svg`. A missing file is recorded and fails the
    /// test, as does any difference; with `RECORD_DIAGRAM_SNAPSHOTS=1` every file is rewritten (and the
    /// test fails, so a re-record is never mistaken for a pass). Review re-recorded files by eye
    /// (`rsvg-convert -o x.png name.svg`) before committing them.
    static func check(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent("\(name).svg")
        let recording = ProcessInfo.processInfo.environment["RECORD_DIAGRAM_SNAPSHOTS"] == "1"
        let expected = try? String(contentsOf: file, encoding: .utf8)
        if recording || expected == nil {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(file.lastPathComponent); check it by eye and run again.", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected!.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }
            let detail = firstDifference.map { "line \($0.offset + 1):\n  expected: \($0.element.0)\n  actual:   \($0.element.1)" }
                ?? "line counts differ: \(expectedLines.count) expected, \(actualLines.count) actual"
            Issue.record("Snapshot \(file.lastPathComponent) differs; \(detail)", sourceLocation: sourceLocation)
        }
    }
}
