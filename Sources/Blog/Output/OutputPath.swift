// The one gate every output path passes: normalised, relative, inside the output folder, a name file systems take.

/// A site path that may be written: relative to the output folder, `/`-separated, with no `.`, `..` or empty
/// components, no NUL or control characters, and no component or whole path longer than file systems allow.
///
/// Every path a build writes (pages, aliases, redirects, copied files, import targets) is checked here:
/// readers check the paths a user wrote, so the error points at the front matter or file that asked for
/// it, and `OutputFiles` checks again before writing, so nothing can reach the disk unchecked.
public enum OutputPath {
    /// The longest path component in bytes (Linux's and macOS's NAME_MAX).
    public static let maxComponentBytes = 255
    /// The longest relative path in bytes: well under PATH_MAX (4,096) once the output folder is put before it.
    public static let maxPathBytes = 2_048

    /// Why a path cannot be written.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case absolute
        case parentFolder
        case forbiddenCharacter(Unicode.Scalar)
        case componentTooLong(String)
        case tooLong(Int)

        public var description: String {
            switch self {
            case .empty: return "it is empty"
            case .absolute: return "it is an absolute path; write a path inside the site, such as 'old/page.html'"
            case .parentFolder: return "'..' would leave the site's output folder"
            case .forbiddenCharacter(let scalar):
                return "it contains the control character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
            case .componentTooLong(let component):
                return "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes long; file systems allow \(maxComponentBytes)"
            case .tooLong(let count): return "it is \(count) bytes long; at most \(maxPathBytes) are allowed"
            }
        }
    }

    /// `path` normalised (`a//b/./c` → `a/b/c`), or why it cannot be an output path. A leading `/` means an
    /// absolute path here: readers strip the one `/` that marks a site-rooted path before asking.
    public static func normalize(_ path: String) -> Result<String, Problem> {
        if path.utf8.first == UInt8(ascii: "/") { return .failure(.absolute) }
        for scalar in path.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
            return .failure(.forbiddenCharacter(scalar))
        }
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": return .failure(.parentFolder)
            default:
                if component.utf8.count > maxComponentBytes { return .failure(.componentTooLong(String(component))) }
                components.append(component)
            }
        }
        guard !components.isEmpty else { return .failure(.empty) }
        let normalized = components.joined(separator: "/")
        if normalized.utf8.count > maxPathBytes { return .failure(.tooLong(normalized.utf8.count)) }
        return .success(normalized)
    }

    /// The output path of a page path as a user writes it in an alias or `redirects.yml`: one leading `/`
    /// marks the site root and is dropped, and a path ending in `/` names the folder's `index.html`.
    public static func ofSitePath(_ written: String) -> Result<String, Problem> {
        var path = Substring(written)
        if path.hasPrefix("/") { path = path.dropFirst() }
        if path.isEmpty || path.hasSuffix("/") { path += SitePaths.home }
        return normalize(String(path))
    }

    /// The file that answers an old URL written in an alias or `redirects.yml`: as `ofSitePath`, and a last name
    /// without an extension (`/2019/07/old-title`) names that folder's `index.html`, as Hugo writes aliases and as
    /// servers answer such a URL. Written as a file without an extension, it was served as
    /// `application/octet-stream` and downloaded instead of redirecting.
    public static func ofOldURL(_ written: String) -> Result<String, Problem> {
        let name = written.split(separator: "/").last ?? ""
        guard !written.hasSuffix("/"), !name.isEmpty, !name.contains(".") else { return ofSitePath(written) }
        return ofSitePath(written + "/")
    }

    /// Whether `path` is already in normal form and may be written as it is.
    public static func isWritable(_ path: String) -> Bool {
        if case .success(let normalized) = normalize(path) { return normalized == path }
        return false
    }

    /// `path` as a message quotes it: control characters as `\u{…}`, and cut after 80 characters.
    public static func shown(_ path: String) -> String {
        let text = TerminalText.escaped(String(String.UnicodeScalarView(path.unicodeScalars.prefix(80))))
        return path.unicodeScalars.count > 80 ? text + "…" : text
    }

    /// Why `path` cannot be written, or nil when it can (once normalised).
    public static func problem(with path: String) -> Problem? {
        if case .failure(let problem) = normalize(path) { return problem }
        return nil
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
