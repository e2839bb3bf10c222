// The one kind of message users see about their site: an error or warning tied to a source location.

/// A problem found in the user's input.
///
/// Every phase of a build collects diagnostics and keeps going, so one build reports all problems
/// at once. Errors stop the build before the output folder is touched; warnings do not.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Comparable {
        case warning
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    /// Whether this stops the build.
    public var severity: Severity
    /// Where the problem is.
    public var location: SourceLocation
    /// One sentence that quotes the offending text and, where possible, suggests a fix.
    public var message: String
    /// Further lines of explanation, printed indented under the message.
    public var notes: [String]

    /// Creates a diagnostic.
    public init(_ severity: Severity, at location: SourceLocation, _ message: String, notes: [String] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, at: location, message, notes: notes)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation, notes: [String] = []) -> Diagnostic {
        Diagnostic(.warning, at: location, message, notes: notes)
    }

    /// Whether this diagnostic stops the build.
    public var isError: Bool { severity == .error }

    /// `path:line:column: error: message`, followed by indented notes; control characters in any part are shown
    /// escaped (`TerminalText`), so each diagnostic is exactly its own lines.
    public var description: String {
        var text = TerminalText.escaped("\(location): \(severity.rawValue): \(message)")
        for note in notes { text += "\n    note: " + TerminalText.escaped(note) }
        return text
    }

    /// Diagnostics sort by file, then position, so reports are stable whatever order phases ran in.
    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.location, a.message) < (b.location, b.message)
    }
}
