// Reading blog.yml into a SiteConfig: defaults, type checks, and warnings for unknown keys.
import Foundation
import Yams

/// Parses the site configuration.
enum ConfigReader {
    /// The keys blog.yml understands.
    static let knownKeys = ["title", "author", "description", "keywords", "image", "twitter", "baseURL", "language", "timeZone",
                            "dateFormat", "postsPerPage", "unsafe", "math", "headingIDs", "future", "expired", "highlight", "search", "feeds", "comments", "discussionURL", "favicon", "menu", "toc", "followLinks", "include", "pagePaths", "taxonomies", "languages"]

    /// The configuration in `text` (the contents of `path`), or `nil` when it has errors; problems go to `diagnostics`.
    static func read(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> SiteConfig? {
        let locator = YAMLLocator(text: text, path: path, firstLine: 1)
        let root: Node?
        do {
            root = try YAMLValues.compose(text)
        } catch {
            diagnostics.append(YAMLErrors.diagnostic(for: error, at: locator))
            return nil
        }
        func at(_ node: Node?) -> SourceLocation { locator.location(node?.mark) }
        guard let mapping = root?.mapping else {
            diagnostics.append(.error("blog.yml must be a mapping of keys to values, with at least 'title:'.", at: at(root)))
            return nil
        }
        var config = SiteConfig(title: "")
        var hasTitle = false
        var failed = false
        func fail(_ message: String, _ node: Node, notes: [String] = []) {
            diagnostics.append(.error(message, at: at(node), notes: notes))
            failed = true
        }
        /// The image `value` of `key` names (`image:`, `favicon:`), or nil with the error reported.
        func image(_ value: Node, _ key: String) -> SiteLink? {
            guard let written = YAMLValues.string(value) else {
                fail("'\(key)' must be a string.", value)
                return nil
            }
            switch SiteLink.read(written) {
            case .success(let link): return link
            case .failure(let problem):
                fail("The \(key) '\(OutputPath.shown(written))' cannot be shown: \(problem).", value)
                return nil
            }
        }
        var languagesNode: Node?
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "languages":
                languagesNode = value
            case "title":
                if let title = YAMLValues.string(value), !title.isEmpty { config.title = title; hasTitle = true }
                else { fail("'title' must be a non-empty string.", value) }
            case "author":
                if let v = YAMLValues.string(value) { config.author = v } else { fail("'author' must be a string.", value) }
            case "description":
                if let v = YAMLValues.string(value) { config.description = v } else { fail("'description' must be a string.", value) }
            case "keywords":
                if let v = YAMLValues.strings(value) { config.keywords = v } else { fail("'keywords' must be a list of strings.", value) }
            case "image":
                config.image = image(value, key)
            case "toc":
                // `toc: false`, or `toc: {minWords: 1000, depth: 3}`.
                if YAMLValues.bool(value) == false { config.autoTOC = nil }
                else if let fields = value.mapping {
                    var auto = SiteConfig.AutoTOC()
                    for (keyNode, setting) in fields {
                        switch keyNode.scalar?.string {
                        case "minWords":
                            if let n = YAMLValues.int(setting), n >= 0 { auto.minWords = n } else { fail("'toc.minWords' must be a whole number.", setting) }
                        case "depth":
                            if let n = YAMLValues.int(setting), (1...6).contains(n) { auto.depth = n } else { fail("'toc.depth' must be 1 to 6.", setting) }
                        default: fail("Unknown key '\(keyNode.scalar?.string ?? "")' in 'toc'; it takes 'minWords' and 'depth'.", keyNode)
                        }
                    }
                    config.autoTOC = auto
                } else { fail("'toc' must be false or a mapping such as '{minWords: 1000, depth: 3}'.", value) }
            case "favicon":
                config.favicon = image(value, key)
            case "taxonomies":
                let problems = readTaxonomies(value, into: &config, at: at)
                diagnostics += problems
                if problems.contains(where: \.isError) { failed = true }
            case "menu":
                let (menu, problems) = readMenu(value, at: at)
                config.menu = menu
                diagnostics += problems
                if !problems.isEmpty { failed = true }
            case "twitter":
                if let v = YAMLValues.string(value), let handle = SiteConfig.twitterHandle(v) { config.twitter = handle }
                else { fail("'twitter' must be an account name such as '@name'.", value) }
            case "baseURL":
                if let v = YAMLValues.string(value) { config.baseURL = SiteConfig.normalizedBaseURL(v) }
                else { fail("'baseURL' must be a URL such as 'https://example.com/'.", value) }
            case "language":
                if let v = YAMLValues.string(value), !v.isEmpty { config.language = v }
                else { fail("'language' must be a language tag such as 'en' or 'zh-cn'.", value) }
            case "timeZone":
                if let v = YAMLValues.string(value), let zone = TimeZone(identifier: v) { config.timeZone = zone }
                else { fail("Unknown time zone '\(value.scalar?.string ?? "")'.", value, notes: ["Use an IANA name such as 'Asia/Shanghai' or 'UTC'."]) }
            case "dateFormat":
                if let v = YAMLValues.string(value) {
                    config.dateFormat = v
                    for directive in DateStyle(format: v, language: "en").unknownDirectives {
                        diagnostics.append(.warning("Unknown directive '\(directive)' in 'dateFormat'.", at: at(value),
                                                    notes: ["Known: %Y %y %m %-m %d %-d %H %-H %M %S %a %A %b %B %%."]))
                    }
                } else { fail("'dateFormat' must be a string such as '%a, %d %b %Y %H:%M'.", value) }
            case "postsPerPage":
                if let v = YAMLValues.int(value), SiteConfig.postsPerPageRange.contains(v) { config.postsPerPage = v }
                else { fail("'postsPerPage' must be a whole number from 1 to \(SiteConfig.postsPerPageRange.upperBound).", value) }
            case "unsafe":
                if let v = YAMLValues.bool(value) { config.allowsRawHTML = v } else { fail("'unsafe' must be true or false.", value) }
            case "math":
                // `math: false`, or `math: {brackets: true}` for `\(…\)` and `\[…\]` as well as dollars.
                if let v = YAMLValues.bool(value) {
                    config.math = v
                } else if let entries = value.mapping {
                    for (key, setting) in entries {
                        switch key.scalar?.string {
                        case "brackets":
                            if let on = YAMLValues.bool(setting) { config.mathBrackets = on } else { fail("'brackets' must be true or false.", setting) }
                        default:
                            diagnostics.append(.warning("Unknown key '\(key.scalar?.string ?? "")' in 'math' is ignored.", at: at(key),
                                                        notes: ["The one key is 'brackets'."]))
                        }
                    }
                } else { fail("'math' must be true, false or {brackets: true}.", value) }
            case "future":
                if let v = YAMLValues.bool(value) { config.buildsFuture = v } else { fail("'future' must be true or false.", value) }
            case "expired":
                if let v = YAMLValues.bool(value) { config.buildsExpired = v } else { fail("'expired' must be true or false.", value) }
            case "headingIDs":
                if let v = YAMLValues.string(value), let style = HeadingIDStyle(rawValue: v) { config.headingIDs = style }
                else {
                    fail("'headingIDs' must be one of \(HeadingIDStyle.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")).", value,
                         notes: ["'hugo', 'zola' and 'github' (Jekyll's kramdown too) make ids as those generators do."])
                }
            case "search":
                if let v = YAMLValues.bool(value) { config.hasSearch = v } else { fail("'search' must be true or false.", value) }
            case "feeds":
                // `feeds: {categories: false, tags: false}` leaves out the feeds of one category or tag each.
                if let entries = value.mapping {
                    for (name, flag) in entries {
                        let taxonomy: Taxonomy? = switch name.scalar?.string { case "categories": .category; case "tags": .tag; default: nil }
                        guard let taxonomy else {
                            fail("Unknown feed '\(name.scalar?.string ?? "")'.", name, notes: ["'feeds' takes 'categories' and 'tags'."])
                            continue
                        }
                        guard let on = YAMLValues.bool(flag) else { fail("'feeds.\(name.scalar?.string ?? "")' must be true or false.", flag); continue }
                        if on { config.termFeeds.insert(taxonomy) } else { config.termFeeds.remove(taxonomy) }
                    }
                } else { fail("'feeds' must be a mapping such as '{categories: true, tags: false}'.", value) }
            case "comments":
                let (comments, problems) = readComments(value, at: at)
                config.comments = comments
                diagnostics += problems
                if problems.contains(where: { $0.severity == .error }) { failed = true }
            case "discussionURL":
                if let v = YAMLValues.string(value), SiteLink.isWebURL(v.replacingOccurrences(of: "{url}", with: "u").replacingOccurrences(of: "{title}", with: "t")) {
                    config.discussionURL = v
                } else { fail("'discussionURL' must be a full http(s) URL; '{url}' and '{title}' in it become the post's.", value) }
            case "pagePaths":
                // `pagePaths: {archive: posts-by-month.html}`: the generated page moves, and a page of the site may take its path.
                guard let entries = value.mapping else { fail("'pagePaths' must be a mapping such as '{archive: posts-by-month.html}'.", value); break }
                for (key, setting) in entries {
                    let name = key.scalar?.string ?? ""
                    guard config.pagePaths[name] != nil else {
                        fail("Unknown page '\(name)' in 'pagePaths'.", key, notes: ["'pagePaths' moves \(GeneratedPagePaths.keys.map { "'\($0)'" }.joined(separator: ", "))."])
                        continue
                    }
                    // At the site's root, as the lists are: their links are written from there.
                    guard let written = YAMLValues.string(setting), case .success(let path) = OutputPath.ofSitePath(written),
                          path.hasSuffix(".html"), !path.contains("/") else {
                        fail("'pagePaths.\(name)' must be a file name ending in '.html' at the site's root, such as 'posts-by-month.html'.", setting)
                        continue
                    }
                    let fixed = [SitePaths.home, SitePaths.notFound, SitePaths.feed, SitePaths.sitemap]
                    if fixed.contains(path) || path.hasPrefix(SitePaths.searchIndexFolder) {
                        fail("'pagePaths.\(name)' cannot be '\(path)', which blog build writes itself.", setting)
                    } else if let other = GeneratedPagePaths.keys.first(where: { $0 != name && config.pagePaths[$0] == path }) {
                        fail("'pagePaths.\(name)' and the \(other) page cannot share '\(path)'.", setting)
                    } else {
                        config.pagePaths[name] = path
                    }
                }
            case "include":
                guard let paths = YAMLValues.strings(value) else { fail("'include' must be a list of paths under content/, such as '[.well-known]'.", value); break }
                for path in paths {
                    let written = path.hasPrefix("/") ? String(path.dropFirst()) : path
                    switch OutputPath.normalize(written) {
                    case .success(let normalized) where normalized == OutputManifest.fileName:
                        fail("'\(normalized)' in 'include' is the name of the build's own record of the files it wrote; it cannot be published.", value)
                    case .success(let normalized): config.includedHiddenPaths.append(normalized)
                    case .failure(let problem): fail("The path '\(OutputPath.shown(path))' in 'include' cannot be published: \(problem).", value)
                    }
                }
            case "followLinks":
                if let v = YAMLValues.bool(value) { config.followsLinks = v } else { fail("'followLinks' must be true or false.", value) }
            case "highlight":
                let problems = readHighlight(value, into: &config.codeHighlighting, at: at)
                diagnostics += problems
                if problems.contains(where: { $0.severity == .error }) { failed = true }
            default:
                var notes: [String] = []
                if let suggestion = Suggestion.closest(to: key, in: knownKeys) { notes.append("Did you mean '\(suggestion)'?") }
                diagnostics.append(.warning("Unknown key '\(key)' in blog.yml is ignored.", at: at(keyNode), notes: notes))
            }
        }
        if let languagesNode {
            // Read after the loop: `language:`, the default, may come later in the file.
            let problems = readLanguages(languagesNode, into: &config, at: at)
            diagnostics += problems
            if problems.contains(where: \.isError) { failed = true }
        }
        if !hasTitle && !failed {
            diagnostics.append(.error("blog.yml has no 'title'.", at: SourceLocation(path: path),
                                      notes: ["Add a line such as 'title: My Blog'."]))
            return nil
        }
        return failed ? nil : config
    }
}

extension ConfigReader {
    /// Reads `highlight: false` or `highlight: {enabled: true, lineNumbers: false}`; returns its problems.
    static func readHighlight(_ value: Node, into highlighting: inout CodeHighlighting,
                              at: (Node?) -> SourceLocation) -> [Diagnostic] {
        if let enabled = YAMLValues.bool(value) {
            highlighting.isEnabled = enabled
            return []
        }
        guard let mapping = value.mapping else {
            return [.error("'highlight' must be true, false, or a mapping with 'enabled' and 'lineNumbers'.", at: at(value))]
        }
        var problems: [Diagnostic] = []
        for (keyNode, setting) in mapping {
            let key = keyNode.scalar?.string ?? ""
            switch key {
            case "enabled":
                if let v = YAMLValues.bool(setting) { highlighting.isEnabled = v }
                else { problems.append(.error("'highlight.enabled' must be true or false.", at: at(setting))) }
            case "lineNumbers":
                if let v = YAMLValues.bool(setting) { highlighting.numbersLines = v }
                else { problems.append(.error("'highlight.lineNumbers' must be true or false.", at: at(setting))) }
            default:
                var notes: [String] = []
                if let suggestion = Suggestion.closest(to: key, in: ["enabled", "lineNumbers"]) { notes.append("Did you mean '\(suggestion)'?") }
                problems.append(.warning("Unknown key '\(key)' in 'highlight' is ignored.", at: at(keyNode), notes: notes))
            }
        }
        return problems
    }
}

/// "Did you mean …?" suggestions by edit distance.
enum Suggestion {
    /// The candidate closest to `word`, if it is within a third of the word's length.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= max(1, word.count / 3) else { return nil }
        return best.0
    }

    /// Edit distance counting a swap of two neighbouring letters as one edit (`titel` → `title`), as typing errs
    /// (the optimal string alignment distance).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], beforePrevious[j - 2] + 1) }
            }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
