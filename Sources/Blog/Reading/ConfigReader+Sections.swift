// Reading the sections of blog.yml that are more than one value: `comments:` (giscus or utterances), `menu:`,
// `taxonomies:` and `languages:`.
import Yams

extension ConfigReader {
    /// Reads `comments: {giscus: {repo, repoId, category, categoryId, mapping, reactions, inputPosition}}` or
    /// `comments: {utterances: {repo, issueTerm, label}}` (or `comments: false`); returns the comments and the problems.
    static func readComments(_ value: Node, at: (Node?) -> SourceLocation) -> (Comments?, [Diagnostic]) {
        if YAMLValues.bool(value) == false { return (nil, []) }
        guard let mapping = value.mapping, mapping.count == 1, let (systemNode, settings) = mapping.first.map({ ($0.key, $0.value) }),
              let system = systemNode.scalar?.string, ["giscus", "utterances"].contains(system) else {
            return (nil, [.error("'comments' must be false, '{giscus: {…}}' or '{utterances: {…}}'.", at: at(value),
                                 notes: ["giscus takes repo, repoId, category and categoryId (giscus.app shows them); utterances takes repo."])])
        }
        guard let fields = settings.mapping else { return (nil, [.error("'comments.\(system)' must be a mapping.", at: at(settings))]) }
        var problems: [Diagnostic] = []
        var values: [String: String] = [:]
        let known = system == "giscus" ? ["repo", "repoId", "category", "categoryId", "mapping", "reactions", "inputPosition"]
            : ["repo", "issueTerm", "label"]
        for (keyNode, setting) in fields {
            let key = keyNode.scalar?.string ?? ""
            guard known.contains(key) else {
                var notes: [String] = []
                if let suggestion = Suggestion.closest(to: key, in: known) { notes.append("Did you mean '\(suggestion)'?") }
                problems.append(.error("Unknown key '\(key)' in 'comments.\(system)'.", at: at(keyNode), notes: notes))
                continue
            }
            guard let text = YAMLValues.string(setting), !text.isEmpty, !text.contains(where: { $0 == "\"" || $0 == "<" || $0 == ">" || $0.isNewline }) else {
                problems.append(.error("'comments.\(system).\(key)' must be a string without quotes or angle brackets.", at: at(setting)))
                continue
            }
            values[key] = text
        }
        func required(_ key: String) -> String {
            if let value = values[key] { return value }
            problems.append(.error("'comments.\(system)' has no '\(key)'.", at: at(settings)))
            return ""
        }
        let repo = required("repo")
        if !repo.isEmpty && repo.split(separator: "/", omittingEmptySubsequences: false).count != 2 {
            problems.append(.error("'comments.\(system).repo' must be 'owner/name'.", at: at(settings)))
        }
        let mappings = ["pathname", "url", "title", "og:title"]
        let comments: Comments
        if system == "giscus" {
            var giscus = Comments.Giscus(repo: repo, repoID: required("repoId"), category: required("category"), categoryID: required("categoryId"))
            if let mapping = values["mapping"] {
                if mappings.contains(mapping) { giscus.mapping = mapping }
                else { problems.append(.error("'comments.giscus.mapping' must be one of \(mappings.joined(separator: ", ")).", at: at(settings))) }
            }
            if let reactions = values["reactions"] {
                if let flag = Bool(reactions) { giscus.reactionsEnabled = flag }
                else { problems.append(.error("'comments.giscus.reactions' must be true or false.", at: at(settings))) }
            }
            if let position = values["inputPosition"] {
                if ["top", "bottom"].contains(position) { giscus.inputPosition = position }
                else { problems.append(.error("'comments.giscus.inputPosition' must be top or bottom.", at: at(settings))) }
            }
            comments = .giscus(giscus)
        } else {
            var utterances = Comments.Utterances(repo: repo, label: values["label"])
            if let term = values["issueTerm"] {
                if mappings.contains(term) { utterances.issueTerm = term }
                else { problems.append(.error("'comments.utterances.issueTerm' must be one of \(mappings.joined(separator: ", ")).", at: at(settings))) }
            }
            comments = .utterances(utterances)
        }
        return (problems.contains { $0.severity == .error } ? nil : comments, problems)
    }
}

extension ConfigReader {
    /// Reads `menu: [{name: About, url: /about.html}, {name: GitHub, url: https://github.com/…}]`.
    static func readMenu(_ value: Node, at: (Node?) -> SourceLocation) -> ([SiteConfig.MenuItem], [Diagnostic]) {
        guard let items = value.sequence else {
            return ([], [.error("'menu' must be a list such as '[{name: About, url: /about.html}]'.", at: at(value))])
        }
        var menu: [SiteConfig.MenuItem] = []
        var problems: [Diagnostic] = []
        for item in items {
            guard let fields = item.mapping, let name = fields["name"].flatMap(YAMLValues.string), !name.isEmpty,
                  let url = fields["url"].flatMap(YAMLValues.string) else {
                problems.append(.error("A menu item has a 'name' and a 'url'.", at: at(item)))
                continue
            }
            for (key, _) in fields where key.scalar?.string != "name" && key.scalar?.string != "url" {
                problems.append(.error("Unknown key '\(key.scalar?.string ?? "")' in a menu item; it takes 'name' and 'url'.", at: at(key)))
            }
            switch SiteLink.read(url, allowsFolder: true) {
            case .success(let target): menu.append(SiteConfig.MenuItem(name: name, target: target))
            case .failure(let problem): problems.append(.error("The menu link '\(OutputPath.shown(url))' cannot be followed: \(problem).", at: at(fields["url"])))
            }
        }
        return (menu, problems)
    }
}

extension ConfigReader {
    /// The names a taxonomy of `taxonomies:` cannot take: the built-in ones, their page words, and the front-matter keys
    /// that mean something else.
    static let reservedTaxonomyNames = Set(["category", "tag", "page", "search", "archive", "feed", "sitemap", "index"])
        .union(PostReader.knownKeys)

    /// The most taxonomies `taxonomies:` may add: each one is a page per term and a feed per term for every post.
    static let maxTaxonomies = 20

    /// Reads `taxonomies: [series]` or `taxonomies: {series: {title: Series, feed: false}}` into `config`: each name is
    /// a front-matter key whose values get pages (`blog/series/<slug>.html`), a list page (`series.html`) and, unless
    /// `feed: false`, feeds.
    static func readTaxonomies(_ value: Node, into config: inout SiteConfig, at: (Node?) -> SourceLocation) -> [Diagnostic] {
        var entries: [(name: Node, settings: Node?)] = []
        if let items = value.sequence {
            entries = items.map { ($0, nil) }
        } else if let mapping = value.mapping {
            entries = mapping.map { ($0.key, $0.value) }
        } else {
            return [.error("'taxonomies' must be a list such as '[series]' or a mapping such as '{series: {title: Series}}'.", at: at(value))]
        }
        guard entries.count <= maxTaxonomies else {
            return [.error("'taxonomies' lists \(entries.count) taxonomies; a site may have at most \(maxTaxonomies) besides categories and tags.",
                           at: at(value))]
        }
        var problems: [Diagnostic] = []
        for (nameNode, settings) in entries {
            guard let name = YAMLValues.string(nameNode),
                  name.utf8.count <= 64, let first = name.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
                  name.utf8.allSatisfy({ ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") })
            else {
                problems.append(.error("A taxonomy's name is a front-matter key of lower-case letters, digits and '-', such as 'series'.",
                                       at: at(nameNode)))
                continue
            }
            if name == "categories" || name == "tags" {
                problems.append(.warning("'\(name)' is always a taxonomy; listing it in 'taxonomies' changes nothing.", at: at(nameNode)))
                continue
            }
            guard !reservedTaxonomyNames.contains(name) else {
                problems.append(.error("'\(name)' cannot be a taxonomy: the name is taken by a front-matter key or a page of the site.",
                                       at: at(nameNode)))
                continue
            }
            let taxonomy = Taxonomy.custom(name)
            guard !config.customTaxonomies.contains(taxonomy) else {
                problems.append(.error("The taxonomy '\(name)' is listed twice.", at: at(nameNode)))
                continue
            }
            var title = name.prefix(1).uppercased() + name.dropFirst()
            var feed = true
            if let settings, settings.scalar?.string != "", settings.scalar?.string != "null", settings.scalar?.string != "~" {
                guard let fields = settings.mapping else {
                    problems.append(.error("The settings of a taxonomy are a mapping such as '{title: Series, feed: false}'.", at: at(settings)))
                    continue
                }
                for (key, field) in fields {
                    switch key.scalar?.string {
                    case "title":
                        if let text = YAMLValues.string(field), !text.isEmpty { title = text }
                        else { problems.append(.error("'title' must be a non-empty string.", at: at(field))) }
                    case "feed":
                        if let on = YAMLValues.bool(field) { feed = on } else { problems.append(.error("'feed' must be true or false.", at: at(field))) }
                    default:
                        problems.append(.error("Unknown key '\(key.scalar?.string ?? "")' in a taxonomy; it takes 'title' and 'feed'.", at: at(key)))
                    }
                }
            }
            config.customTaxonomies.append(taxonomy)
            config.taxonomyTitles[name] = title
            if feed { config.termFeeds.insert(taxonomy) }
        }
        return problems
    }
}

extension ConfigReader {
    /// The most languages `languages:` may list: each one is a copy of every list page and feed.
    static let maximumLanguages = 16

    /// The folder names a language cannot be published under: the site's own folders at its root.
    static let reservedLanguagePaths: Set<String> = ["blog", "page", "search", SitePaths.interfaceStringsFolder]

    /// Reads `languages: {zh-cn: {}, en: {title: …, name: English, path: en, description, author, menu, dateFormat}}`
    /// into `config.languages`, the default language (`language:`) first, at the root, whether listed or not; the
    /// others in the order written, each under its `path` (its tag by default). Returns the problems.
    static func readLanguages(_ value: Node, into config: inout SiteConfig, at: (Node?) -> SourceLocation) -> [Diagnostic] {
        guard let entries = value.mapping else {
            return [.error("'languages' must be a mapping of language tags to their settings, such as '{zh-cn: {}, en: {title: My Blog}}'.", at: at(value))]
        }
        var problems: [Diagnostic] = []
        guard entries.count <= maximumLanguages else {
            return [.error("'languages' lists \(entries.count) languages; a site may have at most \(maximumLanguages).", at: at(value))]
        }
        let defaultTag = config.language.lowercased()
        var languages = [SiteLanguage(tag: defaultTag, path: "")]
        let known = ["name", "path", "title", "description", "author", "menu", "dateFormat"]
        for (tagNode, settings) in entries {
            let written = tagNode.scalar?.string ?? ""
            guard PostReader.isLanguageTag(written) else {
                problems.append(.error("'\(written)' in 'languages' is not a language tag such as 'en', 'zh-cn' or 'pt-BR'.", at: at(tagNode)))
                continue
            }
            let tag = written.lowercased()
            guard !languages.dropFirst().contains(where: { $0.tag == tag }) else {
                problems.append(.error("'languages' lists '\(written)' twice.", at: at(tagNode)))
                continue
            }
            var language = tag == defaultTag ? languages[0] : SiteLanguage(tag: tag, path: tag + "/")
            if settings.scalar?.string == "" || settings.scalar?.string == "~" || settings.scalar?.string == "null" {
                // `en:` with nothing after it: the language with its defaults.
            } else if let fields = settings.mapping {
                for (keyNode, setting) in fields {
                    let key = keyNode.scalar?.string ?? ""
                    func text() -> String? {
                        if let value = YAMLValues.string(setting), !value.isEmpty { return value }
                        problems.append(.error("'languages.\(written).\(key)' must be a non-empty string.", at: at(setting)))
                        return nil
                    }
                    switch key {
                    case "name": language.name = text() ?? language.name
                    case "title": language.title = text()
                    case "description": language.description = text()
                    case "author": language.author = text()
                    case "dateFormat": language.dateFormat = text()
                    case "menu":
                        let (menu, menuProblems) = readMenu(setting, at: at)
                        language.menu = menu
                        problems += menuProblems
                    case "path":
                        guard let path = text() else { continue }
                        if tag == defaultTag {
                            problems.append(.error("The default language ('language: \(config.language)') is published at the site's root; it takes no 'path'.", at: at(setting)))
                        } else if reservedLanguagePaths.contains(path) || !path.utf8.allSatisfy({ byte in
                            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                        }) {
                            problems.append(.error("The language folder '\(OutputPath.shown(path))' cannot be used: it must be lowercase letters, digits, '-' and '_', and not one of \(reservedLanguagePaths.sorted().joined(separator: ", ")).", at: at(setting)))
                        } else {
                            language.path = path + "/"
                        }
                    default:
                        var notes: [String] = []
                        if let suggestion = Suggestion.closest(to: key, in: known) { notes.append("Did you mean '\(suggestion)'?") }
                        problems.append(.error("Unknown key '\(key)' in 'languages.\(written)'; it takes \(known.joined(separator: ", ")).", at: at(keyNode), notes: notes))
                    }
                }
            } else {
                problems.append(.error("'languages.\(written)' must be a mapping of its settings, or nothing.", at: at(settings)))
                continue
            }
            if tag == defaultTag { languages[0] = language } else { languages.append(language) }
        }
        var folders: [String: String] = [:]
        for language in languages.dropFirst() {
            if let other = folders[language.path] {
                problems.append(.error("'\(other)' and '\(language.tag)' in 'languages' are both published under '\(language.path)'.", at: at(value)))
            }
            folders[language.path] = language.tag
            if let format = language.dateFormat {
                for directive in DateStyle(format: format, language: "en").unknownDirectives {
                    problems.append(.warning("Unknown directive '\(directive)' in 'languages.\(language.tag).dateFormat'.", at: at(value)))
                }
            }
        }
        if !config.menu.isEmpty {
            for language in languages.dropFirst() where language.menu == nil {
                problems.append(.warning("The pages in '\(language.tag)' show 'menu:' in the words of '\(config.language)'.", at: at(value),
                                         notes: ["Give 'languages.\(language.tag)' a 'menu:' of its own."]))
            }
        }
        config.languages = languages
        return problems
    }
}
