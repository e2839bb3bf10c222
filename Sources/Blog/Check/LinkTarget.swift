// Where a URL on a built page leads inside the site: the output file and the #fragment, or why it leaves the site.
import Foundation

/// A URL written on a page, resolved against the page's path in the output folder.
enum LinkTarget: Equatable, Sendable {
    /// A file of the site (`blog/2021/07/a.html`, `images/a.png`; `""` is the site root), with its fragment
    /// (percent-decoded; `nil` when the URL has none).
    case site(path: String, fragment: String?)
    /// `http:`, `https:` or `//host` (checked only with `--external`).
    case external(URL)
    /// `mailto:`, `data:`, `tel:`, `javascript:` and other schemes: nothing to check.
    case other
    /// A relative path with more `..` than the page has folders.
    case outsideSite

    /// Resolves `url`, found on the page at `page` (site-relative, such as `blog/2021/07/a.html`). A URL
    /// that starts with `/` is taken from the site root.
    static func resolve(_ url: String, onPage page: String) -> LinkTarget {
        let lowered = url.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || url.hasPrefix("//") {
            let full = url.hasPrefix("//") ? "https:" + url : url
            return URL(string: full).map(LinkTarget.external) ?? .other
        }
        // A scheme: letters, digits, `+`, `-`, `.` before the first `:` and before any `/`, `?` or `#`.
        if let colon = url.firstIndex(of: ":"),
           url[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
           url[..<colon].first?.isLetter == true {
            return .other
        }
        var rest = Substring(url)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            let raw = String(rest[rest.index(after: hash)...])
            fragment = raw.removingPercentEncoding ?? raw
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        let decoded = String(rest).removingPercentEncoding ?? String(rest)
        if decoded.isEmpty { return .site(path: page, fragment: fragment) }
        var parts: [Substring] = decoded.hasPrefix("/") ? [] : page.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let endsInFolder = decoded.hasSuffix("/") || decoded.hasSuffix("/.") || decoded.hasSuffix("/..") || decoded == "." || decoded == ".."
        for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return .outsideSite }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        var path = parts.joined(separator: "/")
        if endsInFolder, !path.isEmpty { path += "/" }
        return .site(path: path, fragment: fragment)
    }

    /// The file a site path is served from: the path itself, or its folder's `index.html`.
    static func file(for path: String, in files: Set<String>) -> String? {
        if path.isEmpty { return files.contains(SitePaths.home) ? SitePaths.home : nil }
        if path.hasSuffix("/") { return files.contains(path + SitePaths.home) ? path + SitePaths.home : nil }
        if files.contains(path) { return path }
        if files.contains(path + "/" + SitePaths.home) { return path + "/" + SitePaths.home }
        return nil
    }
}
