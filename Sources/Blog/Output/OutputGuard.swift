// Refusing output folders whose replacement would destroy the user's sources.
import Foundation

/// Why an output folder is refused, or an environment failure while writing it.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// The folder or file concerned.
    public var path: String
    /// What went wrong, as one sentence.
    public var message: String

    public var description: String { "\(path): error: \(message)" }
}

/// Checks that the output folder is safe to replace.
enum OutputGuard {
    /// Throws `OutputError` when `output` is the source folder, one of its parents, the project root,
    /// a folder inside its `content/` or `templates/`,
    /// or a folder that holds `content/`, `blog.yml`, `Package.swift` or `.git`.
    static func check(output: URL, source: URL) throws(OutputError) {
        let out = output.standardizedFileURL.resolvingSymlinksInPath().path
        let src = source.standardizedFileURL.resolvingSymlinksInPath().path
        func refuse(_ reason: String) -> OutputError {
            OutputError(path: output.path, message: "Refusing to use this folder for output: \(reason) Choose another --output, such as 'site'.")
        }
        if out == "/" || out == FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path {
            throw refuse("it is the root or home folder.")
        }
        if out == src { throw refuse("it is the source folder.") }
        if src.hasPrefix(out.hasSuffix("/") ? out : out + "/") { throw refuse("it contains the source folder.") }
        for folder in ["content", "templates"] {
            let inside = src + "/" + folder
            if out == inside || out.hasPrefix(inside + "/") { throw refuse("it is inside the site's \(folder)/ folder.") }
        }
        let manager = FileManager.default
        for marker in ["content", "blog.yml", "Package.swift", ".git"] where manager.fileExists(atPath: out + "/" + marker) {
            throw refuse("it contains '\(marker)', so it looks like a project, not a built site.")
        }
    }
}
