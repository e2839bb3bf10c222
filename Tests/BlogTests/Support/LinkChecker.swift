// Finds internal links and anchors in a built site that point at nothing (a test helper).
import Foundation

enum LinkChecker {
    private static let attribute = try! NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
    private static let identifier = try! NSRegularExpression(pattern: #"\bid="([^"]*)""#)

    /// `page: url` for every internal href/src whose file or `#id` is missing.
    static func brokenLinks(in site: URL) -> [String] {
        let files = TestSite.tree(site)
        var broken: [String] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for match in attribute.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let range = Range(match.range(at: 1), in: html) else { continue }
                let url = html[range].replacingOccurrences(of: "&amp;", with: "&")
                if url.isEmpty || url.contains("://") || url.hasPrefix("mailto:") || url.hasPrefix("data:") { continue }
                let parts = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let target = resolve(String(parts[0]).removingPercentEncoding ?? String(parts[0]), from: path)
                guard let targetData = files[target] else { broken.append("\(path): \(url)"); continue }
                if parts.count == 2, !parts[1].isEmpty {
                    let fragment = String(parts[1]).removingPercentEncoding ?? String(parts[1])
                    let text = String(decoding: targetData, as: UTF8.self)
                    let ids = identifier.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                        Range($0.range(at: 1), in: text).map { String(text[$0]) }
                    }
                    if !ids.contains(fragment) { broken.append("\(path): \(url)") }
                }
            }
        }
        return broken
    }

    /// The site path `relative` names from the page at `page` (an empty path is the page itself).
    static func resolve(_ relative: String, from page: String) -> String {
        if relative.isEmpty { return page }
        var components = page.split(separator: "/").dropLast().map(String.init)
        for part in relative.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..": if !components.isEmpty { components.removeLast() }
            case ".", "": continue
            default: components.append(String(part))
            }
        }
        let path = components.joined(separator: "/")
        return relative.hasSuffix("/") ? path + "/index.html" : path
    }
}
