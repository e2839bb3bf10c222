// Reading a Jekyll site's `_config.yml`: what `blog import jekyll` keeps (title, URL, permalink style, language) and which files Jekyll left out.
import Foundation
import Yams

/// The settings of a Jekyll site that decide its URLs and what it published.
struct JekyllConfig: Equatable {
    var title: String?
    var description: String?
    var author: String?
    /// `url` and `baseurl` joined (`https://example.com/blog/`), or nil when `url` is not set.
    var baseURL: String?
    /// `baseurl` as written (`/blog`), which old links may start with.
    var basePath = ""
    /// The post permalink template, a named style (`date`, `pretty`, …) already expanded.
    var permalink = JekyllConfig.styles["date"]!
    /// Whether the permalink style is `pretty` or ends with `/`: pages then end with `/` too.
    var pagesEndWithSlash = false
    /// `lang` or `locale`, when it is a language tag.
    var language: String?
    /// `timezone` (an IANA name), if set.
    var timeZone: String?
    /// `exclude` patterns, and Jekyll's own.
    var exclude: [String] = JekyllConfig.defaultExcludes
    /// `include` patterns: names starting with `_` or `.` that are published anyway.
    var include: [String] = []
    /// `future: true`: posts dated after the build were published.
    var future = false
    /// Every text, number and switch of `_config.yml` by its dotted key (`repository`, `twitter.username`), as Liquid's
    /// `{{ site.repository }}` reads them.
    var values: [String: String] = [:]
    /// The whole configuration as Liquid's `site` (`site.data` is added from `_data/`).
    var site: LiquidValue = .object([:])
    /// The collections other than posts (`collections:`), by label, and the folder holding their `_label` folders
    /// (`collections_dir`, "" for the site root).
    var collections: [String: Collection] = [:]
    var collectionsFolder = ""
    /// One collection: whether Jekyll wrote its documents (`output: true`; a collection named only in a list is not
    /// written) and their permalink template.
    struct Collection: Equatable {
        var output = false
        var permalink: String?
    }
    /// Why the heading ids Jekyll made are not the ones `headingIDs: github` makes (kramdown's GFM input, Jekyll's
    /// default), when they are not: another Markdown processor or kramdown's own input.
    var unkeptHeadingIDs: String?

    /// Jekyll's named permalink styles (jekyll/utils.rb, Jekyll 4).
    static let styles: [String: String] = [
        "date": "/:categories/:year/:month/:day/:title:output_ext",
        "pretty": "/:categories/:year/:month/:day/:title/",
        "ordinal": "/:categories/:year/:y_day/:title:output_ext",
        "weekdate": "/:categories/:year/W:week/:short_day/:title:output_ext",
        "none": "/:categories/:title:output_ext",
    ]
    /// What Jekyll 4 leaves out without being told (its `exclude` default).
    static let defaultExcludes = [".sass-cache", ".jekyll-cache", "gemfiles", "Gemfile", "Gemfile.lock", "node_modules",
                                  "vendor/bundle", "vendor/cache", "vendor/gems", "vendor/ruby"]

    /// The settings in `text` (`_config.yml`); unreadable values are problems at `path`, and their defaults kept.
    static func read(_ text: String, path: String, problems: inout [ImportProblem]) -> JekyllConfig {
        var config = JekyllConfig()
        let settings: [String: Any]
        // Ruby's YAML lets a later key replace an earlier one, which Yams refuses: the last of each top-level key is kept.
        let (text, repeated) = lastOfRepeatedKeys(text)
        for (key, line) in repeated {
            problems.append(ImportProblem(path: path, line: line, "'\(key)' is set again further down; as in Jekyll, the last one counts."))
        }
        do {
            guard let loaded = try Yams.load(yaml: text) else { return config }
            guard let mapping = loaded as? [String: Any] else {
                problems.append(ImportProblem(.error, path: path, line: 1, "_config.yml must be a mapping of settings."))
                return config
            }
            settings = mapping
        } catch {
            problems.append(ImportProblem(.error, path: path, line: line(of: error), "_config.yml cannot be read as YAML: \(error)"))
            return config
        }
        func string(_ key: String) -> String? {
            guard let value = settings[key], !(value is NSNull) else { return nil }
            if let text = value as? String { return text.trimmingCharacters(in: .whitespaces) }
            if value is [Any] || value is [String: Any] { return nil }
            return "\(value)"
        }
        func strings(_ key: String) -> [String] {
            if let list = settings[key] as? [Any] { return list.map { "\($0)" } }
            return string(key).map { [$0] } ?? []
        }
        func flatten(_ value: Any, _ key: String, depth: Int) {
            switch value {
            case let table as [String: Any] where depth < 8: for (name, inner) in table { flatten(inner, key + "." + name, depth: depth + 1) }
            case is [Any], is [String: Any], is NSNull: break
            case let text as String: config.values[key] = text
            default: config.values[key] = "\(value)"
            }
        }
        for (key, value) in settings { flatten(value, key, depth: 0) }
        config.site = LiquidValue(loaded: settings)
        // jekyll-seo-tag, which most themes use, names the site by `title`, else `name`.
        config.title = (string("title") ?? string("name")).flatMap { $0.isEmpty ? nil : $0 }
        config.description = string("description").flatMap { $0.isEmpty ? nil : $0 }
        if let author = settings["author"] as? [String: Any] {
            config.author = author["name"] as? String
        } else {
            config.author = string("author")
        }
        config.basePath = string("baseurl").map { $0 == "/" ? "" : ($0.hasSuffix("/") ? String($0.dropLast()) : $0) } ?? ""
        if let url = string("url"), url.hasPrefix("http://") || url.hasPrefix("https://") {
            let host = url.hasSuffix("/") ? String(url.dropLast()) : url
            config.baseURL = host + config.basePath + "/"
        }
        if let written = string("permalink"), !written.isEmpty {
            config.permalink = styles[written] ?? (written.hasPrefix("/") ? written : "/" + written)
            config.pagesEndWithSlash = written == "pretty" || written.hasSuffix("/")
        }
        for key in ["lang", "locale"] {
            if let tag = string(key)?.replacingOccurrences(of: "_", with: "-"), PostReader.isLanguageTag(tag) {
                config.language = tag.lowercased()
                break
            }
        }
        config.timeZone = string("timezone")
        config.exclude += strings("exclude")
        config.include = strings("include")
        config.future = settings["future"] as? Bool ?? false
        if let table = settings["collections"] as? [String: Any] {
            for (label, value) in table {
                let entry = value as? [String: Any] ?? [:]
                if label == "posts" {
                    // The posts' own template, as Jekyll takes it over `permalink`.
                    if let written = entry["permalink"] as? String, !written.isEmpty {
                        config.permalink = styles[written] ?? (written.hasPrefix("/") ? written : "/" + written)
                    }
                    continue
                }
                config.collections[label] = Collection(output: entry["output"] as? Bool ?? false, permalink: entry["permalink"] as? String)
            }
        } else {
            for label in strings("collections") where label != "posts" { config.collections[label] = Collection() }
        }
        config.collectionsFolder = string("collections_dir").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) } ?? ""
        let processor = string("markdown") ?? "kramdown"
        let input = (settings["kramdown"] as? [String: Any])?["input"] as? String ?? "GFM"
        if processor.lowercased() != "kramdown" {
            config.unkeptHeadingIDs = "Jekyll made heading ids with '\(processor)' (markdown:); blog makes kramdown's GFM ones (headingIDs: github), so some old links to headings may miss."
        } else if input.lowercased() != "gfm" {
            config.unkeptHeadingIDs = "Jekyll made heading ids with kramdown's '\(input)' input (kramdown.input:); blog makes its GFM ones (headingIDs: github), so old links to headings with other than ASCII letters may miss."
        }
        return config
    }

    /// The collection `path` (relative to the source) is a document or file of, with its path inside the collection's
    /// folder (`_projects/a/b.md` → `projects`, `a/b.md`).
    func collection(of path: String) -> (label: String, rest: String)? {
        let inFolder = collectionsFolder.isEmpty ? Substring(path) : path.hasPrefix(collectionsFolder + "/") ? path.dropFirst(collectionsFolder.count + 1) : nil
        guard let inFolder, inFolder.hasPrefix("_"), let slash = inFolder.firstIndex(of: "/") else { return nil }
        let label = String(inFolder[inFolder.index(after: inFolder.startIndex)..<slash])
        guard collections[label] != nil else { return nil }
        return (label, String(inFolder[inFolder.index(after: slash)...]))
    }

    /// The permalink template of the documents of `label`: its own, else `/:collection/:path` with the site's
    /// style's end (`/` for `pretty` and styles ending in `/`, else `:output_ext`), as Jekyll's `Collection#url_template`.
    func collectionPermalink(_ label: String) -> String {
        if let own = collections[label]?.permalink, !own.isEmpty { return JekyllConfig.styles[own] ?? own }
        return "/:collection/:path" + (pagesEndWithSlash ? "/" : ":output_ext")
    }

    /// Whether Jekyll published the file or folder at `path` (relative to the source): names starting with `_`
    /// or `.` (other than `.well-known` and `.htaccess`) are left out unless `include` names them, as is what
    /// `exclude` names (a path, a folder above it, or a glob).
    func publishes(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        for depth in parts.indices {
            let prefix = parts[...depth].joined(separator: "/")
            if matches(exclude, prefix) { return false }
            let name = parts[depth]
            if (name.hasPrefix("_") || name.hasPrefix(".")) && name != ".htaccess" && name != ".well-known" && !matches(include, prefix) {
                return false
            }
        }
        return true
    }

    private func matches(_ patterns: [String], _ path: String) -> Bool {
        patterns.contains { pattern in
            var pattern = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
            if pattern.hasSuffix("/") { pattern.removeLast() }
            if pattern == path { return true }
            return pattern.contains("*") && fnmatch(pattern, path, 0) == 0
        }
    }

    /// `text` without the earlier blocks of a top-level key written more than once, and those keys with their lines.
    static func lastOfRepeatedKeys(_ text: String) -> (String, [(String, Int)]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func key(_ line: Substring) -> String? {
            guard let first = line.first, first != " ", first != "\t", first != "#", first != "-", let colon = line.firstIndex(of: ":") else { return nil }
            return String(line[..<colon]).trimmingCharacters(in: .whitespaces)
        }
        var lastStart: [String: Int] = [:]
        for (index, line) in lines.enumerated() { if let key = key(line) { lastStart[key] = index } }
        var kept: [Substring] = [], repeated: [(String, Int)] = []
        var skipping = false
        for (index, line) in lines.enumerated() {
            if let key = key(line) {
                skipping = lastStart[key] != index
                if skipping { repeated.append((key, index + 1)) }
            }
            // The lines of a skipped block are blanked, not removed, so that later lines keep their numbers.
            kept.append(skipping ? "" : line)
        }
        return (kept.joined(separator: "\n"), repeated)
    }

    /// The line a Yams error names, else 1.
    private static func line(of error: Error) -> Int {
        if let error = error as? YamlError, case .scanner(_, _, let mark, _) = error { return mark.line }
        if let error = error as? YamlError, case .parser(_, _, let mark, _) = error { return mark.line }
        return 1
    }
}
