// Which pages of a multilingual site are one page in several languages: a post and its translations, and the
// home, archive, list, month, year, term and standalone pages each language has at the same path.

/// The versions of every page in the site's languages, by the page's path in the output folder (`en/blog/2021-07.html`).
struct Translations: Sendable {
    /// One page in one language.
    struct Version: Sendable, Hashable {
        /// Its language, as `languages:` lists it.
        var language: SiteLanguage
        /// Its path among its language's pages (`blog/2021-07.html`).
        var path: String
        /// Its path in the output folder (`en/blog/2021-07.html`).
        var fullPath: String { language.path + path }

        /// Its absolute URL, as its canonical link says it: its language's home is the folder itself (`…/en/`).
        func url(siteBaseURL: String) -> String { SitePaths.absolute(path, baseURL: siteBaseURL + language.path) }
    }

    /// The site's languages, the default first.
    let languages: [SiteLanguage]
    /// Each group of versions of one page, in the order of `languages`.
    private var groups: [[Version]] = []
    /// The group of each page's path.
    private var groupOfPath: [String: Int] = [:]

    /// The translations among `editions`' pages. Two posts of one language that claim to be one post's translations
    /// (the same `translationKey`) are an error at the second (by path).
    init(_ editions: [SiteEdition], diagnostics: inout [Diagnostic]) {
        languages = editions.map(\.language)
        var groupOfKey: [String: Int] = [:]
        var claimed: [String: String] = [:]
        for edition in editions {
            var keyed: [(key: String, path: String)] = []
            let model = edition.model
            for item in model.posts.sorted(by: { $0.post.sourcePath < $1.post.sourcePath }) {
                guard let key = item.post.translationKey else { continue }
                let slot = edition.language.tag + "\u{0}" + key
                if let first = claimed[slot] {
                    diagnostics.append(.error("This post and \(first) are both the '\(edition.language.tag)' translation of one post.",
                                              at: SourceLocation(path: item.post.sourcePath),
                                              notes: ["Give one of them another 'translationKey:' (or file name)."]))
                    continue
                }
                claimed[slot] = item.post.sourcePath
                keyed.append(("post\u{0}" + key, item.pagePath))
            }
            for page in edition.pages { keyed.append(("page\u{0}" + page.outputPath, page.outputPath)) }
            let moved = edition.config.pagePaths
            var shared = [SitePaths.home, moved.archive, moved.categories, SitePaths.feed] + model.months.map(\.pagePath) + model.years.map(\.pagePath)
            if !model.tags.isEmpty { shared.append(moved.tags) }
            if edition.config.hasSearch { shared.append(moved.search) }
            for taxonomy in edition.config.taxonomies {
                let terms = model.terms(taxonomy)
                shared += terms.map(\.pagePath)
                if taxonomy.isCustom && !terms.isEmpty { shared.append(taxonomy.listPath) }
            }
            keyed += shared.map { ("page\u{0}" + $0, $0) }
            for (key, path) in keyed {
                let version = Version(language: edition.language, path: path)
                if let group = groupOfKey[key] {
                    groups[group].append(version)
                    groupOfPath[version.fullPath] = group
                } else {
                    groupOfKey[key] = groups.count
                    groupOfPath[version.fullPath] = groups.count
                    groups.append([version])
                }
            }
        }
    }

    /// The versions of the page at `path` (in the output folder) in every language that has it, itself included;
    /// empty when it has none in another language.
    func versions(of path: String) -> [Version] {
        guard let group = groupOfPath[path], groups[group].count > 1 else { return [] }
        return groups[group]
    }

    /// The `hreflang` alternates of the page at `path`: its versions' language tags and absolute URLs, and `x-default`
    /// for the default language's version; empty when it has no translation.
    func alternates(of path: String, siteBaseURL: String) -> [(language: String, url: String)] {
        let versions = versions(of: path)
        var alternates = versions.map { ($0.language.tag, $0.url(siteBaseURL: siteBaseURL)) }
        if let fallback = versions.first(where: { $0.language == languages.first }) {
            alternates.append(("x-default", fallback.url(siteBaseURL: siteBaseURL)))
        }
        return alternates
    }

    /// Whether a language has a page (a post, a standalone or list page, its feed) at `path` in the output folder.
    func hasPage(at path: String) -> Bool { groupOfPath[path] != nil }
}
