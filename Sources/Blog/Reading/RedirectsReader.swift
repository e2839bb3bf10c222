// Reading redirects.yml: old site paths mapped to new ones.
import Foundation
import Yams

/// One redirect: an old path that sends readers to a new site path.
struct Redirect: Sendable, Hashable {
    /// The old path inside the site (`blog/CategoryProgramming.html`).
    var from: String
    /// The new site path (`blog/category/programming.html`, may carry `#anchor`).
    var to: String
    /// Where it was declared.
    var location: SourceLocation
    /// Where its target is written.
    var targetLocation: SourceLocation

    /// Whether it sends an old feed (`index.xml`, `rss.xml`, `tags/go/feed.rss`) to a feed (`feed.xml`, `blog/tag/go.xml`):
    /// the build writes a copy of the feed there, which feed readers follow, instead of an HTML page they cannot.
    var isFeedCopy: Bool {
        to.lowercased().hasSuffix(".xml") && [".xml", ".rss", ".atom"].contains { from.lowercased().hasSuffix($0) }
    }
}

/// Parses `redirects.yml`.
enum RedirectsReader {
    /// The redirects in `text`; problems go to `diagnostics`.
    static func read(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> [Redirect] {
        let locator = YAMLLocator(text: text, path: path, firstLine: 1)
        let root: Node?
        do { root = try YAMLValues.compose(text) } catch {
            diagnostics.append(YAMLErrors.diagnostic(for: error, at: locator))
            return []
        }
        // An empty document (nothing, or only `---`) is a null scalar: no redirects.
        guard let root, !(root.scalar.map { $0.string.isEmpty || $0.string == "~" || $0.string == "null" } ?? false) else { return [] }
        func at(_ node: Node) -> SourceLocation { locator.location(node.mark) }
        guard let mapping = root.mapping else {
            diagnostics.append(.error("redirects.yml must map old paths to new ones ('old.html: new.html').", at: at(root)))
            return []
        }
        var redirects: [Redirect] = []
        for (key, value) in mapping {
            guard let from = key.scalar?.string, let to = value.scalar?.string, !from.isEmpty, !to.isEmpty else {
                diagnostics.append(.error("A redirect must map one path to another ('old.html: new.html').", at: at(key)))
                continue
            }
            let old: String
            switch OutputPath.ofOldURL(from) {
            case .success(let path): old = path
            case .failure(let problem):
                diagnostics.append(.error("The redirect path '\(OutputPath.shown(from))' cannot be written: \(problem).", at: at(key)))
                continue
            }
            redirects.append(Redirect(from: old, to: to.hasPrefix("/") ? String(to.dropFirst()) : to, location: at(key),
                                      targetLocation: at(value)))
        }
        return redirects
    }
}
