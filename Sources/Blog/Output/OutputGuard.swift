// Refusing output folders whose replacement would destroy the user's sources.
import Foundation

/// Why an output folder is refused, or an environment failure while writing it.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// The folder or file concerned.
    public var path: String
    /// What went wrong, as one sentence.
    public var message: String

    public var description: String { TerminalText.escaped("\(path): error: \(message)") }
}

/// Checks that the output folder is safe to replace.
enum OutputGuard {
    /// The output folder to build, with every symbolic link on its way resolved (so a `site` that links to
    /// another folder replaces that folder, and a link cannot smuggle a refused folder past the checks).
    /// Throws `OutputError` when that folder is the source folder, one of its parents, the project root,
    /// a folder inside its `content/` or `templates/`,
    /// or a folder that holds `content/`, `blog.yml`, `Package.swift` or `.git`.
    static func check(output: URL, source: URL) throws(OutputError) -> URL {
        let out = resolved(output.standardizedFileURL.path)
        let src = resolved(source.standardizedFileURL.path)
        func refuse(_ reason: String) -> OutputError {
            OutputError(path: output.path, message: "Refusing to use this folder for output: \(reason) Choose another --output, such as 'site'.")
        }
        if out == "/" || out == FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path {
            throw refuse("it is the root or home folder.")
        }
        if out == src { throw refuse("it is the source folder.") }
        if src.hasPrefix(out.hasSuffix("/") ? out : out + "/") { throw refuse("it contains the source folder.") }
        for folder in [SitePaths.contentFolder, "templates"] {
            let inside = src + "/" + folder
            if out == inside || out.hasPrefix(inside + "/") { throw refuse("it is inside the site's \(folder)/ folder.") }
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: out, isDirectory: &isFolder), !isFolder.boolValue {
            throw refuse("it is a file, not a folder.")
        }
        for marker in ["content", "blog.yml", "Package.swift", ".git"] where manager.fileExists(atPath: out + "/" + marker) {
            throw refuse("it contains '\(marker)', so it looks like a project, not a built site.")
        }
        return URL(fileURLWithPath: out, isDirectory: true)
    }

    /// Whether the file `path` (absolute) would be written inside `folder`, once every link on the way to
    /// both is followed.
    static func resolves(_ path: String, inside folder: String) -> Bool {
        let root = resolved(folder)
        let parent = resolved((path as NSString).deletingLastPathComponent)
        return parent == root || parent.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` (absolute) with its longest existing prefix resolved by `realpath` (every link, `.` and `..`
    /// followed) and the rest, which does not exist yet, appended as written.
    static func resolved(_ path: String) -> String {
        var existing = path
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                var result = String(cString: real)
                for component in rest.reversed() {
                    if component == ".." {
                        result = (result as NSString).deletingLastPathComponent
                    } else if component != "." && !component.isEmpty {
                        result += (result.hasSuffix("/") ? "" : "/") + component
                    }
                }
                return result
            }
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { return path }
            rest.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }
}
