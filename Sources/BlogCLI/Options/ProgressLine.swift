// The one progress line shown on a terminal while a build that has run for over a second goes on.
import Blog
import Foundation
import Parallel

/// Prints phases over one another on stderr when it is a terminal, only after the first second.
final class ProgressLine: Sendable {
    private let start = Date()
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let shown = Locked(false)

    /// Shows `phase` if the build has run for more than a second.
    func show(_ phase: BuildPhase) {
        guard isTerminal, Date().timeIntervalSince(start) > 1 else { return }
        let text: String
        switch phase {
        case .reading(let files): text = "Reading \(files) files…"
        case .writing(let files): text = "Rendering and writing \(files) files…"
        }
        shown.withLock { $0 = true }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    /// Erases the line, if one was shown.
    func clear() {
        if shown.withLock({ $0 }) { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
