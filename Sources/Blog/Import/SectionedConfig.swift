// The settings of a Hugo or Zola site that `blog import` keeps and that decide the old URLs; Hugo's configuration (`hugo.toml`, `config.yaml`, `config/_default/*.toml` with `config/production/` over it) read as Hugo merges it.
import Foundation
import Yams

/// The generators whose sites keep pages in sections of `content/`, with `_index.md` section pages.
public enum SectionedGenerator: String, Sendable {
    case hugo, zola

    /// `Hugo`, `Zola`, for messages.
    var name: String { self == .hugo ? "Hugo" : "Zola" }
}

/// The settings of a Hugo or Zola site that decide its URLs and what it published.
struct SectionedConfig {
    var generator = SectionedGenerator.hugo
    var title: String?
    var description: String?
    var author: String?
    /// `baseURL` with a trailing `/`, when it is an http(s) address other than the local server's.
    var baseURL: String?
    var language: String?
    var timeZone: String?
    /// The permalink pattern of each section (`posts` → `/:year/:month/:slug/`), by lower-cased section name.
    var permalinks: [String: String] = [:]
    /// `uglyURLs`: pages were written as `x.html`, not `x/index.html`.
    var uglyURLs = false
    /// `disablePathToLower`: URLs kept the case of titles and file names.
    var keepsCase = false
    /// `markup.goldmark.renderer.unsafe`: raw HTML in Markdown reached the page.
    var unsafe = false
    /// Whether `$…$` was math: Goldmark's passthrough extension, or a theme's `math`, `katex` or `mathjax` param.
    var math = false
    /// The default language's code (`defaultContentLanguage`), and the other languages' codes (`languages`),
    /// whose files (`x.en.md`) are translations.
    var defaultLanguage = "en"
    var otherLanguages: Set<String> = []
    /// What each other language calls the site and itself (`languages.zh-cn.title`, `languageName`/`label`), for blog.yml.
    var languageTitles: [String: String] = [:], languageNames: [String: String] = [:]
    /// The header's links (Hugo's `menu.main`, in `weight` order), of the default language ("") and each other one.
    var menus: [String: [MenuLink]] = [:]
    struct MenuLink: Equatable {
        var name: String
        /// As written: a site path (`/posts/`) or a full URL.
        var url: String
        /// Hugo's `weight` (0: none, after every weighted link).
        var weight = 0

        /// Hugo's order of a menu's links: by weight, those without one last, then by name.
        static func sorted(_ links: [MenuLink]) -> [MenuLink] {
            links.enumerated().sorted { a, b in
                let (x, y) = (a.element, b.element)
                if x.weight != y.weight { return y.weight == 0 || (x.weight != 0 && x.weight < y.weight) }
                return x.name != y.name ? x.name < y.name : a.offset < b.offset
            }.map(\.element)
        }
    }
    /// The other menus of the configuration (`footer`, `social`), which the header's links do not hold.
    var otherMenus: [String] = []
    /// The taxonomies' plural names (`[taxonomies] tag = "tags"`): tags and categories unless the site says otherwise.
    var taxonomies = ["categories", "tags"]
    /// The file name of the feeds (Hugo: `index.xml`, or `outputFormats.RSS.baseName` + `.xml`; Zola: `atom.xml`,
    /// or `feed_filename`), and whether the site had one (Zola: `generate_feeds`).
    var feedName = "index.xml"
    var hasFeed = true
    /// How Hugo paged the lists: posts a page (`pagination.pagerSize`, the older `paginate`, or a theme's
    /// `params.….paginate`, the smallest, so every page it may have made is found), and the folders of pages 2, 3, …
    /// (`pagination.path`; the older `paginatePath` too, which Hugo stopped reading). Hugo wrote page 1 there too, as
    /// an alias of the list, unless `pagination.disableAliases`. (Zola's `paginate_by` is read from each section.)
    var pagerSize = 10
    var pagerPaths = ["page"]
    var pageOneAliases = true
    /// Hugo: the sitemap's file name (`sitemap.filename`), in the root and, on a multilingual site, in each language's folder.
    var sitemapName = SitePaths.sitemap
    /// Zola: the taxonomies that had a feed per term (`feed = true`), and whether paths and term names were
    /// slugified (`slugify.paths`, `slugify.taxonomies`: `on`, the default) or kept (`safe`, `off`).
    var termFeeds: Set<String> = []
    var slugifiesPaths = true
    var slugifiesTerms = true
    /// `contentDir` (the default language's: `languages.en.contentDir` wins) and `staticDir`.
    var contentDir = "content"
    /// Hugo: the content folders of the other languages, for a site translated by folder (`languages.fa.contentDir =
    /// "content/fa"`), by language code.
    var languageContentDirs: [String: String] = [:]
    var staticDirs = ["static"]
    /// Where a page's date came from, in order (Hugo's `[frontmatter] date`, `:default` spelled out, keys in lower case):
    /// front-matter keys, or `:filename` (the date the file's name starts with, whose rest was then the slug).
    var dateSources = SectionedConfig.defaultDateSources
    static let defaultDateSources = ["date", "publishdate", "pubdate", "published", "lastmod", "modified"]
    /// The sources of `[frontmatter] date` no import can read (`:git`, `:fileModTime`), to say so.
    var unreadDateSources: [String] = []
    /// Hugo: whether `lastmod` came from Git (`enableGitInfo`, with `:git` among `[frontmatter] lastmod`, by default
    /// first), and whether Git's date won over the front matter's `lastmod` (`:git` before it).
    var lastmodFromGit = false, gitLastmodWins = false
    /// Whether posts dated in the future were published (Hugo's `buildFuture`; Zola always), and posts past their
    /// `expiryDate` (Hugo's `buildExpired`).
    var buildsFuture = false
    var buildsExpired = false
    /// Why the heading ids the site had are not the ones `headingIDs: hugo|zola` makes, when they are not (Hugo's
    /// `autoHeadingIDType` other than `github`, Zola's `slugify.anchors` other than `on`).
    var unkeptHeadingIDs: String?
    /// The site's `params`, flattened (`author.name`), for `{{< param >}}`.
    var params: [String: String] = [:]
    /// The files read, in order.
    var files: [String] = []

    /// The configuration files Hugo reads at the top, in its order: the first found is the one.
    static let rootFiles = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]

    /// The site's configuration under `source`, or nil when it has none (it is not a Hugo site).
    static func readHugo(in source: URL, problems: inout [ImportProblem]) -> SectionedConfig? {
        var merged = Node([(Node, Node)]())
        var files: [String] = []
        if let root = rootFiles.first(where: { FileManager.default.fileExists(atPath: source.appendingPathComponent($0).path) }) {
            if let node = load(source, root, problems: &problems) { merged = merging(merged, node) }
            files.append(root)
        }
        // config/_default/params.toml is the table `params`; languages.en.toml is `languages.en`; hugo.toml the top.
        for environment in ["_default", "production"] {
            let folder = "config/" + environment
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent(folder).path)) ?? []).sorted()
            for name in names where ["toml", "yaml", "yml", "json"].contains((name as NSString).pathExtension) {
                let path = folder + "/" + name
                guard let node = load(source, path, problems: &problems) else { continue }
                files.append(path)
                let keys = (name as NSString).deletingPathExtension.split(separator: ".").map(String.init)
                if keys == ["hugo"] || keys == ["config"] {
                    merged = merging(merged, node)
                } else {
                    var wrapped = node
                    for key in keys.reversed() { wrapped = Node([(Node(key), wrapped)]) }
                    merged = merging(merged, wrapped)
                }
            }
        }
        guard !files.isEmpty else { return nil }
        var config = SectionedConfig()
        config.files = files
        let settings = Settings(node: merged)
        config.description = settings.string("params", "description") ?? settings.string("description")
        config.author = settings.string("author", "name") ?? settings.string("author") ?? settings.string("params", "author", "name")
            ?? settings.string("params", "author")
        config.baseURL = settings.string("baseURL").flatMap(publicBaseURL)
        config.defaultLanguage = (settings.string("defaultContentLanguage") ?? "en").lowercased()
        config.title = settings.string("title") ?? settings.string("languages", config.defaultLanguage, "title")
        let code = settings.string("languageCode") ?? settings.string("languages", config.defaultLanguage, "languageCode") ?? config.defaultLanguage
        if PostReader.isLanguageTag(code) { config.language = code.lowercased() }
        config.timeZone = settings.string("timeZone")
        func folder(_ written: String?) -> String? {
            guard var folder = written else { return nil }
            while folder.hasPrefix("./") { folder.removeFirst(2) }
            while folder.hasSuffix("/") { folder.removeLast() }
            return folder.isEmpty || folder == "." ? nil : folder
        }
        config.contentDir = folder(settings.string("languages", config.defaultLanguage, "contentDir")) ?? folder(settings.string("contentDir")) ?? "content"
        if let languages = settings.node("languages")?.mapping {
            config.otherLanguages = Set(languages.keys.compactMap { $0.string?.lowercased() }).subtracting([config.defaultLanguage])
            for code in config.otherLanguages {
                if let own = folder(settings.string("languages", code, "contentDir")), own != config.contentDir { config.languageContentDirs[code] = own }
            }
            config.readLanguageNames(settings)
        }
        // A language's own menu wins over the site's, which the others share.
        // `menus` is the same key (`config/_default/menus.toml`).
        func main(_ path: String...) -> [MenuLink]? { menu(settings.node(path + ["menu", "main"]) ?? settings.node(path + ["menus", "main"])) }
        let shared = main()
        config.menus[""] = main("languages", config.defaultLanguage) ?? shared
        for code in config.otherLanguages { config.menus[code] = main("languages", code) ?? shared }
        var menuNames = Set<String>()
        for key in ["menu", "menus"] {
            guard let menus = settings.node(key)?.mapping else { continue }
            for name in menus.keys { if let name = name.string { menuNames.insert(name) } }
        }
        config.otherMenus = menuNames.subtracting(["main"]).sorted()
        // Hugo ≥ 0.120 also takes `[permalinks.page]`, which wins over the plain form for pages.
        for table in [settings.node("permalinks"), settings.node("permalinks", "page")] {
            for (key, value) in table?.mapping ?? [:] {
                if let key = key.string, let pattern = value.string { config.permalinks[key.lowercased()] = pattern }
            }
        }
        if let sources = settings.node("frontmatter", "date")?.sequence?.compactMap(\.string) {
            config.dateSources = sources.flatMap { $0.lowercased() == ":default" ? defaultDateSources : [$0.lowercased()] }
            config.unreadDateSources = config.dateSources.filter { $0.hasPrefix(":") && $0 != ":filename" }
        }
        if settings.bool("enableGitInfo") == true {
            let sources = settings.node("frontmatter", "lastmod")?.sequence?.compactMap { $0.string?.lowercased() } ?? [":git", "lastmod", "modified"]
            if let git = sources.firstIndex(of: ":git") {
                config.lastmodFromGit = true
                config.gitLastmodWins = sources.firstIndex { $0 == "lastmod" || $0 == "modified" }.map { git < $0 } ?? true
            }
        }
        config.uglyURLs = settings.bool("uglyURLs") ?? false
        config.buildsFuture = settings.bool("buildFuture") ?? false
        config.buildsExpired = settings.bool("buildExpired") ?? false
        config.keepsCase = settings.bool("disablePathToLower") ?? false
        config.unsafe = settings.bool("markup", "goldmark", "renderer", "unsafe") ?? false
        let handler = settings.string("markup", "defaultMarkdownHandler") ?? "goldmark"
        let idType = settings.string("markup", "goldmark", "parser", "autoHeadingIDType") ?? "github"
        if handler.lowercased() != "goldmark" || idType.lowercased() != "github" {
            let made = handler.lowercased() != "goldmark" ? "'\(handler)' (markup.defaultMarkdownHandler)" : "'\(idType)' ids (markup.goldmark.parser.autoHeadingIDType)"
            config.unkeptHeadingIDs = "Hugo made heading ids with \(made); blog makes Goldmark's default 'github' ones (headingIDs: hugo), so some old links to headings may miss."
        }
        if let base = settings.string("outputFormats", "rss", "baseName") { config.feedName = base + ".xml" }
        if let name = settings.string("sitemap", "filename"), !name.isEmpty, !name.contains("/") { config.sitemapName = name }
        if let table = settings.node("taxonomies")?.mapping {
            config.taxonomies = table.compactMap { $0.value.string?.lowercased() }.filter { !$0.isEmpty }
        }
        if let dirs = settings.node("staticDir") {
            config.staticDirs = dirs.sequence.map { $0.compactMap(\.string) } ?? dirs.string.map { [$0] } ?? ["static"]
        }
        if let params = settings.node("params") { flatten(params, prefix: "", into: &config.params) }
        let themeSizes = config.params.filter { $0.key == "paginate" || $0.key.hasSuffix(".paginate") }.compactMap { Int($0.value) }
        let sizes = [settings.string("pagination", "pagerSize"), settings.string("paginate")].compactMap { $0.flatMap { Int($0) } } + themeSizes
        if let smallest = sizes.filter({ $0 > 0 }).min() { config.pagerSize = smallest }
        let paths = [settings.string("pagination", "path") ?? "page", settings.string("paginatePath")].compactMap { $0 }.filter { !$0.contains("/") }
        config.pagerPaths = paths.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        config.pageOneAliases = !(settings.bool("pagination", "disableAliases") ?? false)
        let mathParams = ["math", "math.enable", "katex", "katex.enable", "mathjax", "mathjax.enable"]
        config.math = settings.bool("markup", "goldmark", "extensions", "passthrough", "enable") == true
            || mathParams.contains { config.params[$0].map { ["true", "yes", "on", "katex", "mathjax"].contains($0.lowercased()) } == true }
        return config
    }

    /// A Hugo menu's entries with a name (or `title`, `identifier`) and a `url` (or `pageRef`), in Hugo's order; nil
    /// when there is none.
    private static func menu(_ node: Node?) -> [MenuLink]? {
        guard let entries = node?.sequence else { return nil }
        let links = entries.compactMap { entry -> MenuLink? in
            let item = Settings(node: entry)
            // An icon's link has no name but a `title` (or an `identifier`): it is the link's text here.
            guard let name = item.string("name") ?? item.string("title") ?? item.string("identifier"),
                  let url = item.string("url") ?? item.string("pageRef") else { return nil }
            return MenuLink(name: name, url: url, weight: item.string("weight").flatMap(Int.init) ?? 0)
        }
        return MenuLink.sorted(links)
    }

    /// Each other language's `title` and name (Hugo's `languageName` or `label`).
    mutating func readLanguageNames(_ settings: Settings) {
        for code in otherLanguages {
            if let title = settings.string("languages", code, "title"), !title.isEmpty { languageTitles[code] = title }
            if let name = settings.string("languages", code, "languageName") ?? settings.string("languages", code, "label"), !name.isEmpty {
                languageNames[code] = name
            }
        }
    }

    /// `written` (`baseURL`, Zola's `base_url`) with a trailing `/`, when it is a full http(s) address of a public site:
    /// not the local server's, not a placeholder of a new site's (`https://example.org/`), not Zola's bare `mysite.com`.
    static func publicBaseURL(_ written: String) -> String? {
        guard written.hasPrefix("http://") || written.hasPrefix("https://"), !written.contains("://localhost"),
              !written.contains("://127.0.0.1"), !written.contains("example.") else { return nil }
        return written.hasSuffix("/") ? written : written + "/"
    }

    /// The permalink pattern for pages of `section` (its first folder under `content/`), if the site set one.
    func permalink(section: String) -> String? { permalinks[section.lowercased()] }

    /// A configuration file as one mapping, or nil with a problem.
    static func load(_ source: URL, _ path: String, problems: inout [ImportProblem]) -> Node? {
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path) else {
            problems.append(ImportProblem(.error, path: path, line: 1, "The file cannot be read."))
            return nil
        }
        let text = String(decoding: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data, as: UTF8.self)
        do {
            if path.hasSuffix(".toml") {
                let entries = try TOMLFrontMatter.entries(text, path: path, firstLine: 1).entries
                return Node(entries.map { ($0.keyNode, $0.value) })
            }
            guard let node = try YAMLValues.compose(text) else { return Node([(Node, Node)]()) }
            guard node.mapping != nil else {
                problems.append(ImportProblem(.error, path: path, line: 1, "A Hugo configuration must be a mapping of settings."))
                return nil
            }
            return node
        } catch let error as DiagnosticError {
            problems.append(ImportProblem(.error, path: path, line: error.diagnostic.location.line, error.diagnostic.message))
        } catch {
            problems.append(ImportProblem(.error, path: path, line: 1, "The configuration cannot be read: \(error)"))
        }
        return nil
    }

    /// `base` with `over`'s keys put in, tables merged key by key (keys compared without case, as Hugo does).
    static func merging(_ base: Node, _ over: Node) -> Node {
        guard let baseMapping = base.mapping, let overPairs = over.mapping else { return over }
        var pairs: [(Node, Node)] = baseMapping.map { ($0.key, $0.value) }
        for (key, value) in overPairs {
            if let index = pairs.firstIndex(where: { $0.0.string?.lowercased() == key.string?.lowercased() }) {
                pairs[index] = (pairs[index].0, merging(pairs[index].1, value))
            } else {
                pairs.append((key, value))
            }
        }
        return Node(pairs)
    }

    static func flatten(_ node: Node, prefix: String, into params: inout [String: String]) {
        if let mapping = node.mapping {
            for (key, value) in mapping {
                guard let key = key.string else { continue }
                flatten(value, prefix: prefix.isEmpty ? key.lowercased() : prefix + "." + key.lowercased(), into: &params)
            }
        } else if let value = node.scalar?.string, !prefix.isEmpty {
            params[prefix] = value
        }
    }

    /// Case-insensitive reading of nested settings.
    struct Settings {
        var node: Node

        func node(_ keys: String...) -> Node? { node(keys) }

        func node(_ keys: [String]) -> Node? {
            var current = node
            for key in keys {
                guard let mapping = current.mapping,
                      let found = mapping.first(where: { $0.key.string?.lowercased() == key.lowercased() }) else { return nil }
                current = found.value
            }
            return current
        }

        func string(_ keys: String...) -> String? {
            guard let value = node(keys)?.scalar?.string.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
            return value
        }

        func bool(_ keys: String...) -> Bool? { node(keys).flatMap(YAMLValues.bool) }
    }
}
