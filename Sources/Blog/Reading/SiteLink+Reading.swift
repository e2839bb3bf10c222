// Reading a link of front matter or blog.yml (`image:`, `favicon:`, a menu's `url:`): a site path or a full http(s) URL.

extension SiteLink {
    /// Whether `text` is a full `http(s)` URL that an attribute can hold.
    static func isWebURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return (lowered.hasPrefix("https://") || lowered.hasPrefix("http://")) && text.count > 8
            && !text.contains { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }
    }

    /// What `written` names, or why it names nothing: `/images/cover.png` and `images/cover.png` are the site's file
    /// (`content/images/cover.png`), `https://…` and `//host/…` are elsewhere. A folder (`/blog/`, its `index.html`)
    /// is a link only where `allowsFolder`.
    static func read(_ written: String, allowsFolder: Bool = false) -> Result<SiteLink, SiteLinkProblem> {
        let text = String(Substring(written.utf8.trimmingASCIIWhitespace()))
        if text.hasPrefix("//") { return .success(.external(url: "https:" + text)) }
        let lowered = text.lowercased()
        if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
            guard !text.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }) else { return .failure(.notAURL) }
            return .success(.external(url: text))
        }
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") { return .failure(.scheme(String(text[..<colon]))) }
        if !allowsFolder && (text.isEmpty || text.hasSuffix("/")) { return .failure(.notAFile) }
        switch OutputPath.ofSitePath(text) {
        case .success(let path): return .success(.site(path: path))
        case .failure(let problem): return .failure(.path(problem))
        }
    }
}

/// Why a link names nothing.
enum SiteLinkProblem: Error, Equatable, CustomStringConvertible {
    case notAURL
    case scheme(String)
    case notAFile
    case path(OutputPath.Problem)

    var description: String {
        switch self {
        case .notAURL: "a URL has no spaces, quotes or angle brackets"
        case .scheme(let scheme): "'\(OutputPath.shown(scheme)):' is no address of a page or file; write https://… or a path inside the site"
        case .notAFile: "it names a folder, not a file"
        case .path(let problem): problem.description
        }
    }
}
