// Reads a standalone layout or constraint file (`blog layout render`, `blog layout solve`) as checked UTF-8.
import Foundation

/// The text of a layout file, or a diagnostic saying why it cannot be read: a missing file, or the
/// line and column of the first byte that is not UTF-8 (a NUL is valid UTF-8: the parsers report it).
public enum LayoutSourceFile {
    /// Why a file could not be read, located in it where that is known.
    public struct ReadError: Error, Sendable {
        /// The problem, at `path` (and the line and column of the first invalid byte).
        public var diagnostic: Diagnostic
    }

    /// Reads the file at `path` (a leading byte order mark is dropped).
    public static func read(path: String) throws(ReadError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(diagnostic: .error("cannot read the file (missing or unreadable)", at: SourceLocation(path: path)))
        }
        switch TextDecoding.decode(data, path: path) {
        case .success(let text): return text
        case .failure(let error): throw ReadError(diagnostic: error.diagnostic)
        }
    }
}
