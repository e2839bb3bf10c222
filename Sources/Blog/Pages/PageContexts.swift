// Building each page's template context exactly as docs/templates.md describes (site, page, sidebar, links, posts).
import Parallel

/// Makes template contexts for the pages of one site. A value; every method is pure.
struct PageContexts: Sendable {
    var config: SiteConfig
    var model: SiteModel
    var generator: String
    var dateStyle: DateStyle
    /// The theme's words in the site's language.
    let interface: InterfaceStrings
    /// `interface` as templates read it (`i18n.readMore`), with `{generator}` filled in.
    private let interfaceContext: ContextValue
    /// The words of copy.js and search.js, as JSON for their `data-strings`.
    private let copyStrings: String, searchStrings: String, diagramStrings: String
    /// Each taxonomy's term names by slug.
    var termNames: [Taxonomy: [String: String]]
    /// The terms of the taxonomies of `taxonomies:` by slug, for a post's place in each (`termSequences`).
    private var customTermsBySlug: [Taxonomy: [String: Term]]
    /// Each post's dates as pages show them, by index in `model.posts`: made once, shown on up to five pages.
    private var postDates: [PostDateLabels]
    /// The theme's templates, for the sidebar rendered once per folder depth.
    var library: TemplateLibrary?
    /// `sidebarHTML` by root prefix (`""`, `"../"`, …).
    var sidebarByRoot: [String: String] = [:]
    /// The `sidebar` context by root prefix, built once per depth.
    var sidebarContextByRoot: [String: ContextValue] = [:]
    /// The fields every page at a root prefix shares (`common(root:)`), built once per depth: every page of a
    /// 10,000-post site made them anew, seven paths and three dictionaries a page.
    private var commonByRoot: [String: [String: ContextValue]] = [:]
    /// The versions of each page in the site's other languages, on a multilingual site.
    let translations: Translations?
    /// The home page's own text (`content/_index.md`), shown on the first index page.
    let homeText: StandalonePage?
    /// From this language's root to the site's (`../` for the pages under `en/`), where the theme's files, the search
    /// index and the files of `content/` are.
    let upToSiteRoot: String
    /// Why the sidebar partial could not be rendered, if it could not.
    private(set) var sidebarError: TemplateNestingError?
    /// Pieces kept for the next build of a reused builder; nil for one-shot builds.
    private(set) var memo: ContextMemo?
    /// Whether the pages made through `memoized` (index, month, post, category, archive) get their context
    /// only when written (`.deferred`).
    let defersContexts: Bool
    /// Whether the archive and category templates can show a post's `summary` (the default theme's don't:
    /// leaving it out of their post objects spares a 10,000-post archive a re-render when a summary changes).
    let briefShowsSummary: Bool
    /// Whether the index templates can show a post's `content` or `toc` (the default theme's show the
    /// summary: leaving the content out spares scoping and copying every post's HTML once more).
    let indexShowsContent: Bool

    /// How the contexts of the pages that show posts are made.
    enum Making {
        /// Whole, when planned.
        case atOnce
        /// From pieces reused from `previous` where their inputs are unchanged, collected in `memo` for the next
        /// build (a reused builder's).
        case memoized(previous: ContextMemo?)
        /// Only when their page is written, so a one-shot build never holds them all at once.
        case deferred
    }

    /// Contexts for one build, made as `making` says.
    init(config: SiteConfig, model: SiteModel, generator: String, library: TemplateLibrary? = nil, maxDepth: Int = 3,
         translations: Translations? = nil, making: Making = .atOnce, homeText: StandalonePage? = nil) {
        self.config = config
        self.homeText = homeText
        self.translations = translations
        upToSiteRoot = SitePaths.root(of: config.languagePath)
        if case .deferred = making { defersContexts = true } else { defersContexts = false }
        self.model = model
        self.generator = generator
        self.dateStyle = config.dateStyle
        interface = config.interfaceStrings()
        var texts = interface.templateTexts
        texts["builtWith"] = interface.text("builtWith", ["generator": generator])
        interfaceContext = .object(texts.mapValues(ContextValue.string))
        copyStrings = Self.scriptStrings(interface, ["copy", "copied", "copyCode", "copyFailed"])
        diagramStrings = Self.scriptStrings(interface, ["diagramClose", "diagramFullScreen", "diagramKeys", "diagramScroll"])
        searchStrings = Self.scriptStrings(interface, ["searchNoResults", "searchResultCount", "searchShownOf", "searchUnavailable"])
        termNames = Dictionary(uniqueKeysWithValues: config.taxonomies.map { taxonomy in
            (taxonomy, Dictionary(model.terms(taxonomy).map { ($0.slug, $0.name) }, uniquingKeysWith: { first, _ in first }))
        })
        customTermsBySlug = Dictionary(uniqueKeysWithValues: config.customTaxonomies.map { taxonomy in
            (taxonomy, Dictionary(model.terms(taxonomy).map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first }))
        })
        let dateStyle = config.dateStyle, timeZone = config.timeZone
        postDates = Parallel.map(model.posts) { item in
            let date = item.post.date
            let modified = item.post.lastModified
            return PostDateLabels(date: dateStyle.string(from: date), isoDate: date.rfc3339(in: timeZone),
                                  monthLabel: dateStyle.monthLabel(year: date.year, month: date.month),
                                  lastModified: modified.map { (dateStyle.string(from: $0), $0.rfc3339(in: timeZone)) })
        }
        self.library = library
        briefShowsSummary = library.map { library in
            ["archive", "category", "tag"].contains { library.mentions("summary", reachableFrom: $0) }
        } ?? true
        indexShowsContent = library.map { library in
            ["content", "toc"].contains { library.mentions($0, reachableFrom: "index") }
        } ?? true
        for depth in 0...max(maxDepth, 3) {
            let root = String(repeating: "../", count: depth)
            sidebarContextByRoot[root] = sidebar(root: root)
            let common = common(root: root)
            commonByRoot[root] = common
            if let library, library.hasSidebar {
                do { sidebarByRoot[root] = try library.renderSidebar(.object(common)) } catch {
                    sidebarError = error
                }
            }
        }
        if case .memoized(let previous) = making {
            let memo = ContextMemo(shared: .init(config: config, termNames: termNames, generator: generator,
                                                 sidebarHTMLByRoot: sidebarByRoot, sidebarByRoot: sidebarContextByRoot),
                                   previous: previous)
            sidebarByRoot = memo.shared.sidebarHTMLByRoot
            sidebarContextByRoot = memo.shared.sidebarByRoot
            self.memo = memo
        }
    }

    /// The fields every page at root prefix `root` shares (the sidebar partial sees only these).
    func common(root: String) -> [String: ContextValue] {
        if let cached = commonByRoot[root] { return cached }
        let siteRoot = root + upToSiteRoot
        return [
            "site": site,
            "i18n": interfaceContext,
            "page": ["root": .string(root)],
            "sidebar": sidebar(root: root),
            "feedURL": .string(SitePaths.relative(SitePaths.feed, root: root)),
            "archiveURL": .string(SitePaths.relative(config.pagePaths.archive, root: root)),
            "categoriesURL": .string(SitePaths.relative(config.pagePaths.categories, root: root)),
            "hasTags": .bool(!model.tags.isEmpty),
            "tagsURL": .string(SitePaths.relative(config.pagePaths.tags, root: root)),
            "homeURL": .string(SitePaths.relative(SitePaths.home, root: root)),
            "stylesheetURL": .string(SitePaths.relative(SitePaths.stylesheet, root: siteRoot)),
            "faviconURL": .string(config.favicon?.relative(root: siteRoot) ?? SitePaths.relative(SitePaths.favicon, root: siteRoot)),
            "faviconType": .string(Self.imageType(of: config.favicon?.pathOrURL ?? SitePaths.favicon)),
            "appleTouchIconURL": .string(SitePaths.relative(SitePaths.appleTouchIcon, root: siteRoot)),
            "copyScriptURL": .string(SitePaths.relative(SitePaths.copyScript, root: siteRoot)),
            "copyStrings": .string(copyStrings),
            "diagramScriptURL": .string(SitePaths.relative(SitePaths.diagramScript, root: siteRoot)),
            "diagramStrings": .string(diagramStrings),
            "themeScriptURL": .string(SitePaths.relative(SitePaths.themeScript, root: siteRoot)),
        ].merging(config.hasSearch ? [
            "searchStrings": .string(searchStrings),
            "searchURL": .string(SitePaths.relative(config.pagePaths.search, root: root)),
            "searchScriptURL": .string(SitePaths.relative(SitePaths.searchScript, root: siteRoot)),
            "searchIndexURL": .string(SitePaths.relative(SitePaths.searchIndexFolder, root: siteRoot)),
        ] : [:]) { old, _ in old }
    }

    /// How much of a post object a page needs: month and post pages show content (`full`), index pages
    /// their summaries unless their templates show content too (`summary`), long lists only links and
    /// dates, with the summary only when their templates show it (`brief`).
    enum PostDetail { case full, summary, brief }

    /// The fields every page has, merged with `fields`; `preview` adds to or replaces the `page` fields link previews
    /// read (`type`, `imageURL`, `published`, `jsonLD`, …; docs/templates.md).
    func page(path: String, kind: PageKind, title: String, description: String? = nil,
              preview: [String: ContextValue] = [:], fields: [String: ContextValue]) -> ContextValue {
        let root = SitePaths.root(of: path)
        var context = common(root: root)
        var pageFields: [String: ContextValue] = [
            "siteRoot": .string(root + upToSiteRoot),
            "languagePath": .string(config.languagePath),
            "description": .string(description ?? config.description),
            "kind": .string(kind.templateName),
            "canonicalURL": .string(SitePaths.absolute(path, baseURL: config.baseURL)),
            "root": .string(root),
            "type": "website",
            "author": .string(config.author),
            "language": .string(config.language),
            "locale": .string(LinkPreview.locale(language: config.language)),
        ]
        if let image = config.image { pageFields["imageURL"] = .string(image.absolute(baseURL: config.siteBaseURL)) }
        pageFields.merge(preview) { _, new in new }
        // No title (rather than an empty one) on the home page, so `{{#page.title}}` is false there.
        if !title.isEmpty { pageFields["title"] = .string(title) }
        if let translations { addTranslations(translations, path: path, root: root, page: &pageFields, context: &context) }
        context["page"] = .object(pageFields)
        if let html = sidebarByRoot[root] { context["sidebarHTML"] = .string(html) }
        if !config.menu.isEmpty {
            context["menu"] = .list(config.menu.map { item in
                // A page this language lacks (an untranslated `about.html`) is the default language's.
                var target = item.target.relative(root: root)
                if let translations, case .site(let sitePath) = item.target, !translations.hasPage(at: config.languagePath + sitePath) {
                    target = item.target.relative(root: root + upToSiteRoot)
                }
                var link: [String: ContextValue] = ["name": .string(item.name), "url": .string(target)]
                if item.target == .site(path: path) { link["isCurrent"] = true }
                return .object(link)
            })
        }
        context.merge(fields) { _, new in new }
        return .object(context)
    }

    /// On a multilingual site: `page.alternates`, the page's versions in every language (absolute URLs, for `hreflang`
    /// links; `x-default` the default language's), when it has a translation; and `languages`, the language switch:
    /// each language's version of the page, or its home when it has none.
    private func addTranslations(_ translations: Translations, path: String, root: String,
                                 page: inout [String: ContextValue], context: inout [String: ContextValue]) {
        let versions = translations.versions(of: config.languagePath + path)
        let alternates = translations.alternates(of: config.languagePath + path, siteBaseURL: config.siteBaseURL)
        if !alternates.isEmpty {
            page["alternates"] = .list(alternates.map { ["language": .string($0.language), "url": .string($0.url)] })
        }
        context["languages"] = .list(translations.languages.map { language in
            let version = versions.first { $0.language == language }
            let target = version?.fullPath ?? language.path + SitePaths.home
            return ["name": .string(language.name), "language": .string(language.tag),
                    "url": .string(SitePaths.relative(target, root: root + upToSiteRoot)),
                    "isCurrent": .bool(language.path == config.languagePath), "isTranslation": .bool(version != nil)]
        })
    }

    var site: ContextValue {
        [
            "title": .string(config.title),
            "author": .string(config.author),
            "description": .string(config.description),
            "keywords": .string(config.keywords.joined(separator: ", ")),
            "baseURL": .string(config.baseURL),
            "language": .string(config.language),
            "locale": .string(LinkPreview.locale(language: config.language)),
            "twitter": .string(config.twitter ?? ""),
            "generator": .string(generator),
        ]
    }

    /// The sidebar's lists: `years` (newest first, the newest marked `isLatest`; the default theme lists that
    /// year's months and links each earlier year to its page, so the sidebar does not grow with the blog's
    /// age), `months` (every month, for themes that want the full list) and `categories`.
    func sidebar(root: String) -> ContextValue {
        if let cached = sidebarContextByRoot[root] { return cached }
        let months: [ContextValue] = model.months.map { month in
            var link = monthLink(month, root: root)
            link["count"] = .int(month.postIndexes.count)
            return .object(link)
        }
        return [
            "years": .list(model.years.enumerated().map { position, year in
                var fields = yearLink(year, root: root)
                fields["isLatest"] = .bool(position == 0)
                fields["months"] = .list(year.monthIndexes.map { months[$0] })
                return .object(fields)
            }),
            "months": .list(months),
            "categories": .list(model.categories.map { term($0, root: root) }),
        ]
    }

    /// `label`, `year`, `url` and `count` of `year`, as seen from a page with root prefix `root`.
    func yearLink(_ year: Year, root: String) -> [String: ContextValue] {
        [
            "label": .string(dateStyle.yearLabel(year.year)),
            "year": .int(year.year),
            "url": .string(SitePaths.relative(year.pagePath, root: root)),
            "count": .int(year.postCount),
        ]
    }

    /// `name`, `url`, `count` and (when the site writes one) `feedURL` of a category or tag, as seen from a page
    /// with root prefix `root`.
    func term(_ term: Term, root: String) -> ContextValue {
        var fields: [String: ContextValue] = [
            "name": .string(term.name),
            "url": .string(SitePaths.relative(term.pagePath, root: root)),
            "count": .int(term.postIndexes.count),
        ]
        if config.termFeeds.contains(term.taxonomy) { fields["feedURL"] = .string(SitePaths.relative(term.feedPath, root: root)) }
        return .object(fields)
    }

    func monthLink(_ month: Month, root: String) -> [String: ContextValue] {
        [
            "label": .string(dateStyle.monthLabel(year: month.year, month: month.month)),
            "url": .string(SitePaths.relative(month.pagePath, root: root)),
        ]
    }

    /// Where a post's HTML sits: alone on its own page, or among other posts on a month or index page,
    /// where its ids are prefixed (`p1-…`; `2021-07-p1-…` on index pages, which span months).
    enum IDScope { case ownPage, monthPage, indexPage }

    /// The spec of the page at `path`, rendered with `template` and the `context` closure's value: made
    /// only when written if contexts are deferred, else now, or reused from the previous build when the
    /// posts it shows and its `parameters` are unchanged (and the memo's shared inputs too).
    func memoized(_ path: String, kind: PageKind, posts: [Int], parameters: [String] = [],
                  _ context: @escaping @Sendable () -> ContextValue) -> OutputSpec {
        if defersContexts { return OutputSpec(path: path, source: .deferred(kind, context: DeferredContext(context))) }
        let make = { OutputSpec(path: path, kind: kind, context: context()) }
        guard let memo else { return make() }
        return memo.page(path, inputs: .init(posts: posts.map { model.posts[$0] }, parameters: parameters), make: make)
    }

    /// The post object of `model.posts[index]` as seen from a page with root prefix `root`.
    func post(_ index: Int, root: String, detail: PostDetail, scope: IDScope = .ownPage) -> ContextValue {
        guard let memo else { return makePost(index, root: root, detail: detail, scope: scope) }
        let item = model.posts[index]
        let key = ContextMemo.FragmentKey(sourcePath: item.post.sourcePath, root: root, detail: detail, scope: scope)
        return memo.fragment(key, item: item) { makePost(index, root: root, detail: detail, scope: scope) }
    }

    private func makePost(_ index: Int, root: String, detail: PostDetail, scope: IDScope) -> ContextValue {
        let item = model.posts[index]
        let post = item.post
        let monthPath = SitePaths.monthPage(key: item.monthKey)
        let names = termNames
        let dates = postDates[index]
        var fields: [String: ContextValue] = [
            "title": .string(post.title),
            "date": .string(dates.date),
            "isoDate": .string(dates.isoDate),
            "url": .string(SitePaths.relative(item.pagePath, root: root)),
            "permalink": .string(SitePaths.relative(monthPath + "#" + item.anchor, root: root)),
            "permalinkAbsolute": .string(SitePaths.absolute(monthPath, baseURL: config.baseURL) + "#" + item.anchor),
            "anchor": .string(item.anchor),
            "month": [
                "label": .string(dates.monthLabel),
                "url": .string(SitePaths.relative(monthPath, root: root)),
            ],
            "categories": .list(item.categorySlugs.map { slug in
                ["name": .string(names[.category]?[slug] ?? slug), "url": .string(SitePaths.relative(SitePaths.categoryPage(slug: slug), root: root))]
            }),
            "hasCategories": .bool(!item.categorySlugs.isEmpty),
            "tags": .list(item.tagSlugs.map { slug in
                ["name": .string(names[.tag]?[slug] ?? slug), "url": .string(SitePaths.relative(SitePaths.tagPage(slug: slug), root: root))]
            }),
            "hasTags": .bool(!item.tagSlugs.isEmpty),
            "hasMore": .bool(post.hasMore),
            "author": .string(post.author ?? config.author),
        ]
        let taxonomies: [ContextValue] = config.customTaxonomies.compactMap { taxonomy in
            let slugs = item.slugs(taxonomy)
            guard !slugs.isEmpty else { return nil }
            return ["key": .string(taxonomy.key), "title": .string(config.taxonomyTitles[taxonomy.key] ?? taxonomy.key),
                    "terms": .list(slugs.map { slug in
                        ["name": .string(names[taxonomy]?[slug] ?? slug), "url": .string(SitePaths.relative(taxonomy.pagePath(slug: slug), root: root))]
                    })]
        }
        if !taxonomies.isEmpty { fields["taxonomies"] = .list(taxonomies) }
        // What depends on the body is left out of briefs, which are not made again when only a body changes.
        if detail != .brief {
            fields["wordCount"] = .int(post.wordCount.total)
            fields["readingTime"] = .int(post.wordCount.readingMinutes)
            fields["wordCountText"] = .string(interface.plural("words", count: post.wordCount.total))
            fields["readingTimeText"] = .string(interface.plural("minutesRead", count: post.wordCount.readingMinutes))
        }
        if let description = post.description { fields["description"] = .string(description) }
        if let language = ownLanguage(of: post) { fields["lang"] = .string(language) }
        if let discussion = discussionURL(of: item) { fields["discussionURL"] = .string(discussion) }
        if !post.params.values.isEmpty { fields["params"] = .object(post.params.values.mapValues(ContextValue.init)) }
        if let image = post.image { fields["imageURL"] = .string(image.relative(root: root + upToSiteRoot)) }
        if let modified = dates.lastModified {
            fields["lastmod"] = .string(modified.date)
            fields["isoLastmod"] = .string(modified.isoDate)
        }
        let ids: HTMLIDScope? = switch scope {
        case .ownPage: nil
        case .monthPage: HTMLIDScope(definedIn: post.contentIDPlaces, prefix: item.anchor)
        case .indexPage: HTMLIDScope(definedIn: post.contentIDPlaces, prefix: "\(item.monthKey)-\(item.anchor)")
        }
        func scoped(_ html: String) -> String { ids?.apply(to: html) ?? html }
        if detail != .brief || briefShowsSummary {
            let summary = ids?.applyToSummary(post.summaryHTML, postURL: SitePaths.relative(item.pagePath, root: root)) ?? post.summaryHTML
            fields["summary"] = .html(HTMLText(SiteRoot.resolve(summary, prefix: root + upToSiteRoot), needs: post.summaryNeeds))
        }
        if detail == .full {
            // Written with its edits applied, not copied with them first: a month page holds every post of its month.
            let edits = ids?.edits(post.contentIDPlaces, siteRootMarkers: post.contentSiteRootMarkers, resolvingWith: root + upToSiteRoot)
                ?? SiteRoot.edits(post.contentSiteRootMarkers, prefix: root + upToSiteRoot)
            fields["content"] = .html(HTMLText(post.contentHTML, edits, needs: post.needs))
            if let toc = tableOfContents(post.body.rendered) { fields["toc"] = .string(scoped(toc)) }
        }
        return .object(fields)
    }

    // MARK: Pages

    /// Index page `number` (1-based).
    func indexPageSpec(_ number: Int) -> OutputSpec {
        let perPage = max(config.postsPerPage, 1)
        let total = max(1, (model.posts.count + perPage - 1) / perPage)
        let range = ((number - 1) * perPage)..<min(number * perPage, model.posts.count)
        let text = number == 1 ? homeText.map { [$0.body.contentHTML, $0.description] } ?? [] : []
        return memoized(SitePaths.indexPage(number), kind: .index, posts: Array(range),
                        parameters: [String(number), String(total)] + text) {
            indexPage(number, of: total, posts: range)
        }
    }

    /// Page `number` of the `total` index pages, showing `model.posts[range]`.
    private func indexPage(_ number: Int, of total: Int, posts range: Range<Int>) -> ContextValue {
        let pagePath = SitePaths.indexPage(number)
        let root = SitePaths.root(of: pagePath)
        var pagination: [String: ContextValue] = [
            "current": .int(number), "total": .int(total),
            "hasPrevious": .bool(number > 1), "hasNext": .bool(number < total),
        ]
        if number > 1 { pagination["previousURL"] = .string(SitePaths.relative(SitePaths.indexPage(number - 1), root: root)) }
        if number < total { pagination["nextURL"] = .string(SitePaths.relative(SitePaths.indexPage(number + 1), root: root)) }
        let home = number == 1 ? ["jsonLD": ContextValue.string(LinkPreview.home(
            config: config, searchURL: config.hasSearch ? SitePaths.absolute(config.pagePaths.search, baseURL: config.baseURL) : nil))] : [:]
        var fields: [String: ContextValue] = [
            "posts": .list(range.map { post($0, root: root, detail: indexShowsContent ? .full : .summary, scope: .indexPage) }),
            "pagination": .object(pagination),
        ]
        let text = number == 1 ? homeText : nil
        if let text {
            fields["homeText"] = .html(HTMLText(SiteRoot.resolve(text.body.contentHTML, prefix: root + upToSiteRoot), needs: text.body.needs))
            // A text with a `# Title` of its own gives the page its one <h1>.
            fields["homeTextHasTitle"] = .bool(text.body.headings.contains { $0.level == 1 })
        }
        return page(path: pagePath, kind: .index, title: number == 1 ? "" : interface.text("pageOf", ["number": String(number), "total": String(total)]),
                    description: text.flatMap { $0.description.isEmpty ? nil : $0.description }, preview: home, fields: fields)
    }

    /// The page of `month`.
    func monthPageSpec(_ month: Month) -> OutputSpec {
        memoized(month.pagePath, kind: .month, posts: month.postIndexes) { monthPage(month) }
    }

    private func monthPage(_ month: Month) -> ContextValue {
        let root = SitePaths.root(of: month.pagePath)
        let label = dateStyle.monthLabel(year: month.year, month: month.month)
        return page(path: month.pagePath, kind: .month, title: label, fields: [
            "month": .object(monthLink(month, root: root)),
            "posts": .list(month.postIndexes.map { post($0, root: root, detail: .full, scope: .monthPage) }),
        ])
    }

    /// The page of `model.posts[index]`.
    func postPageSpec(_ index: Int) -> OutputSpec {
        // What the page shows of its neighbours: their titles and paths.
        let neighbours = [index + 1, index - 1].flatMap { neighbour in
            model.posts.indices.contains(neighbour) ? [model.posts[neighbour].post.title, model.posts[neighbour].pagePath] : ["", ""]
        }
        let related = model.related[index].flatMap { [model.posts[$0].post.title, model.posts[$0].pagePath, postDates[$0].isoDate] }
        // Its place in each series: the term, the count and the neighbours there.
        let sequences = termSequences(of: index).flatMap { sequence in
            [sequence.taxonomy.key, sequence.term.slug, "\(sequence.position)/\(sequence.term.postIndexes.count)"]
                + [sequence.older, sequence.newer].flatMap { $0.map { [model.posts[$0].post.title, model.posts[$0].pagePath] } ?? ["", ""] }
        }
        return memoized(model.posts[index].pagePath, kind: .post, posts: [index],
                        parameters: neighbours + ["related"] + related + ["sequences"] + sequences) {
            postPage(index)
        }
    }

    /// Where a post stands in a term of a taxonomy of `taxonomies:`: read as a series, from its oldest post.
    struct TermSequence {
        var taxonomy: Taxonomy
        var term: Term
        /// From 1, the oldest post's.
        var position: Int
        /// The posts before and after it in the term, as indexes into `model.posts`.
        var older: Int?, newer: Int?
    }

    /// Where `model.posts[index]` stands in each term of the taxonomies of `taxonomies:` it belongs to.
    private func termSequences(of index: Int) -> [TermSequence] {
        var sequences: [TermSequence] = []
        for taxonomy in config.customTaxonomies {
            for slug in model.posts[index].slugs(taxonomy) {
                guard let term = customTermsBySlug[taxonomy]?[slug] else { continue }
                let low = term.postIndexes.lowerBound(of: index)
                guard low < term.postIndexes.count, term.postIndexes[low] == index else { continue }
                sequences.append(TermSequence(
                    taxonomy: taxonomy, term: term, position: term.postIndexes.count - low,
                    older: low + 1 < term.postIndexes.count ? term.postIndexes[low + 1] : nil,
                    newer: low > 0 ? term.postIndexes[low - 1] : nil))
            }
        }
        return sequences
    }

    private func postPage(_ index: Int) -> ContextValue {
        let item = model.posts[index]
        let root = SitePaths.root(of: item.pagePath)
        var fields: [String: ContextValue] = ["post": post(index, root: root, detail: .full)]
        // `posts` is newest first: the older neighbour follows, the newer one precedes.
        if index + 1 < model.posts.count {
            let older = model.posts[index + 1]
            fields["previous"] = ["title": .string(older.post.title), "url": .string(SitePaths.relative(older.pagePath, root: root))]
        }
        if index > 0 {
            let newer = model.posts[index - 1]
            fields["next"] = ["title": .string(newer.post.title), "url": .string(SitePaths.relative(newer.pagePath, root: root))]
        }
        let sequences = termSequences(of: index)
        if !sequences.isEmpty {
            func link(_ other: Int?) -> ContextValue? {
                other.map { ["title": .string(model.posts[$0].post.title), "url": .string(SitePaths.relative(model.posts[$0].pagePath, root: root))] }
            }
            fields["sequences"] = .list(sequences.map { sequence in
                var fields: [String: ContextValue] = [
                    "taxonomy": .string(config.taxonomyTitles[sequence.taxonomy.key] ?? sequence.taxonomy.key),
                    "name": .string(sequence.term.name),
                    "url": .string(SitePaths.relative(sequence.term.pagePath, root: root)),
                    "position": .int(sequence.position), "count": .int(sequence.term.postIndexes.count),
                ]
                if let older = link(sequence.older) { fields["previous"] = older }
                if let newer = link(sequence.newer) { fields["next"] = newer }
                return .object(fields)
            })
        }
        if !model.related[index].isEmpty {
            fields["related"] = .list(model.related[index].map { other in
                ["title": .string(model.posts[other].post.title), "url": .string(SitePaths.relative(model.posts[other].pagePath, root: root)),
                 "date": .string(postDates[other].date), "isoDate": .string(postDates[other].isoDate)]
            })
            fields["relatedTitle"] = .string(interface.text("related"))
        }
        // Home › year › month › the post: where it sits, for the reader and (as JSON-LD) for search engines.
        let date = item.post.date
        let trail: [(name: String, path: String)] = [
            (config.title, SitePaths.home),
            (dateStyle.yearLabel(date.year), SitePaths.yearPage(date.year)),
            (postDates[index].monthLabel, SitePaths.monthPage(key: item.monthKey)),
        ]
        fields["breadcrumbs"] = .list(trail.map { ["name": .string($0.name), "url": .string(SitePaths.relative($0.path, root: root))] })
        let description = item.post.description ?? PlainText.excerpt(ofHTML: item.post.summaryHTML, limit: 160)
        var preview = preview(of: index, description: description)
        preview["breadcrumbJSONLD"] = .string(LinkPreview.breadcrumbs(
            trail.map { ($0.name, SitePaths.absolute($0.path, baseURL: config.baseURL)) }
                + [(item.post.title, SitePaths.absolute(item.pagePath, baseURL: config.baseURL))]))
        return page(path: item.pagePath, kind: .post, title: item.post.title, description: description, preview: preview, fields: fields)
    }

    /// The `page` fields a post's link previews read: dates, author, cover, tags, section and its JSON-LD.
    private func preview(of index: Int, description: String) -> [String: ContextValue] {
        let item = model.posts[index], post = item.post, dates = postDates[index]
        let image = (post.image ?? config.image)?.absolute(baseURL: config.siteBaseURL)
        let section = item.categorySlugs.first.map { termNames[.category]?[$0] ?? $0 }
        let author = post.author ?? config.author
        let modified = dates.lastModified?.isoDate ?? dates.isoDate
        let article = LinkPreview.Article(url: SitePaths.absolute(item.pagePath, baseURL: config.baseURL), headline: post.title,
                                          description: description, published: dates.isoDate, modified: modified, author: author,
                                          image: image, keywords: post.tags, section: section, language: post.language ?? config.language)
        var fields: [String: ContextValue] = [
            "type": "article",
            "published": .string(dates.isoDate),
            "modified": .string(modified),
            "author": .string(author),
            "tags": .list(item.tagSlugs.map { .string(termNames[.tag]?[$0] ?? $0) }),
            "jsonLD": .string(LinkPreview.blogPosting(article, config: config)),
        ]
        if let image { fields["imageURL"] = .string(image) }
        if let section { fields["section"] = .string(section) }
        // A post in another language than the site's is that language's page; the site's words around it keep theirs.
        if let language = ownLanguage(of: post) {
            fields["language"] = .string(language)
            fields["locale"] = .string(LinkPreview.locale(language: language))
            fields["chromeLanguage"] = .string(config.language)
        }
        if !post.params.values.isEmpty { fields["params"] = .object(post.params.values.mapValues(ContextValue.init)) }
        if let comments = config.comments, post.allowsComments { fields["comments"] = Self.context(of: comments, language: config.language) }
        return fields
    }

    /// The table of contents of `body`: the one it asks for (`toc:`), else the site's for a text of its length
    /// (`autoTOC`); nil when it has none, refuses one, or has no heading to list.
    func tableOfContents(_ body: RenderedBody) -> String? {
        guard !body.refusesTOC else { return nil }
        let depth = body.tocDepth ?? config.autoTOC.flatMap { body.wordCount.total >= $0.minWords ? $0.depth : nil }
        guard let depth else { return nil }
        let html = TableOfContents.html(for: body.headings, depth: depth, title: interface.text("contents"))
        return html.isEmpty ? nil : html
    }

    /// The MIME type of an icon, by its name's extension.
    static func imageType(of name: String) -> String {
        switch name.split(separator: ".").last?.lowercased() {
        case "svg": "image/svg+xml"
        case "ico": "image/x-icon"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        default: "image/png"
        }
    }

    /// Where `item` is discussed: its `discussion:`, else the site's `discussionURL` with `{url}` and `{title}` filled in.
    private func discussionURL(of item: PlacedPost) -> String? {
        if let own = item.post.discussionURL { return own }
        guard let pattern = config.discussionURL else { return nil }
        // Every byte but RFC 3986's unreserved ones percent-encoded: the value may sit in a query or a path.
        func encoded(_ text: String) -> String {
            let hex = Array("0123456789ABCDEF".utf8)
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                     UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): bytes.append(byte)
                default: bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return pattern.replacingOccurrences(of: "{url}", with: encoded(SitePaths.absolute(item.pagePath, baseURL: config.baseURL)))
            .replacingOccurrences(of: "{title}", with: encoded(item.post.title))
    }

    /// `comments.giscus` or `comments.utterances`: what the theme's script tag needs.
    static func context(of comments: Comments, language: String) -> ContextValue {
        switch comments {
        case .giscus(let giscus):
            // giscus names its Chinese interfaces zh-CN and zh-TW.
            let parts = language.split(separator: "-")
            let lang = parts.count > 1 && parts[0].lowercased() == "zh" ? "zh-\(parts[1].uppercased())" : String(parts.first ?? "en")
            return ["giscus": [
                "repo": .string(giscus.repo), "repoId": .string(giscus.repoID), "category": .string(giscus.category),
                "categoryId": .string(giscus.categoryID), "mapping": .string(giscus.mapping),
                "reactionsEnabled": .string(giscus.reactionsEnabled ? "1" : "0"), "inputPosition": .string(giscus.inputPosition),
                "lang": .string(lang),
            ]]
        case .utterances(let utterances):
            var fields: [String: ContextValue] = ["repo": .string(utterances.repo), "issueTerm": .string(utterances.issueTerm)]
            if let label = utterances.label { fields["label"] = .string(label) }
            return ["utterances": .object(fields)]
        }
    }

    /// Month groups of `indexes` (newest first), as `months` lists of category and archive pages.
    func monthGroups(_ indexes: [Int], root: String, withCount: Bool) -> ContextValue {
        var groups: [(key: String, indexes: [Int])] = []
        for index in indexes {
            let key = model.posts[index].monthKey
            if groups.last?.key == key { groups[groups.count - 1].indexes.append(index) } else { groups.append((key, [index])) }
        }
        let months = Dictionary(model.months.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return .list(groups.compactMap { group in
            guard let month = months[group.key] else { return nil }
            var fields = monthLink(month, root: root)
            fields["posts"] = .list(group.indexes.map { post($0, root: root, detail: .brief) })
            if withCount { fields["count"] = .int(group.indexes.count) }
            return .object(fields)
        })
    }

    /// The page of a category or tag.
    func termPageSpec(_ term: Term) -> OutputSpec {
        memoized(term.pagePath, kind: term.taxonomy.termPageKind, posts: term.postIndexes, parameters: [term.name]) {
            termPage(term)
        }
    }

    /// `category` (or `tag`) and `term`: the term; `months`: its posts by month.
    private func termPage(_ term: Term) -> ContextValue {
        let root = SitePaths.root(of: term.pagePath)
        let object = self.term(term, root: root)
        var fields: [String: ContextValue] = [
            term.taxonomy.singular: object,
            "term": object,
            "feedLabel": .string(interface.text("feedOf", ["name": term.taxonomy == .tag ? "#" + term.name : term.name])),
            "months": monthGroups(term.postIndexes, root: root, withCount: false),
        ]
        if term.taxonomy.isCustom {
            // A series reads from its start: its posts oldest first, numbered.
            let title = config.taxonomyTitles[term.taxonomy.key] ?? term.taxonomy.key
            fields["taxonomy"] = ["key": .string(term.taxonomy.key), "title": .string(title)]
            fields["posts"] = .list(term.postIndexes.reversed().enumerated().map { number, index in
                guard case .object(var post) = post(index, root: root, detail: .brief) else { return .bool(false) }
                post["position"] = .int(number + 1)
                return .object(post)
            })
        }
        return page(path: term.pagePath, kind: term.taxonomy.termPageKind, title: term.name, fields: fields)
    }

    /// The page of `model.years[index]`: its months with their counts and posts, and links to the years
    /// before and after it.
    func yearPageSpec(_ index: Int) -> OutputSpec {
        let year = model.years[index]
        // What the page shows of its neighbours: their years and counts.
        let neighbours = [index + 1, index - 1].map { model.years.indices.contains($0) ? "\(model.years[$0].year):\(model.years[$0].postCount)" : "" }
        return memoized(year.pagePath, kind: .year, posts: model.postIndexes(of: year), parameters: neighbours) {
            yearPage(index)
        }
    }

    private func yearPage(_ index: Int) -> ContextValue {
        let year = model.years[index]
        let root = SitePaths.root(of: year.pagePath)
        var fields: [String: ContextValue] = [
            "year": .object(yearLink(year, root: root)),
            "months": monthGroups(model.postIndexes(of: year), root: root, withCount: true),
        ]
        // Years are newest first: the older one follows, the newer one precedes.
        if index + 1 < model.years.count { fields["previous"] = .object(yearLink(model.years[index + 1], root: root)) }
        if index > 0 { fields["next"] = .object(yearLink(model.years[index - 1], root: root)) }
        return page(path: year.pagePath, kind: .year, title: dateStyle.yearLabel(year.year), fields: fields)
    }

    func archivePage(title: String) -> OutputSpec {
        memoized(config.pagePaths.archive, kind: .archive, posts: Array(model.posts.indices), parameters: [title]) {
            page(path: config.pagePaths.archive, kind: .archive, title: title, fields: [
                "months": monthGroups(Array(model.posts.indices), root: "", withCount: true),
            ])
        }
    }

    /// `categories.html`, `tags.html` or `series.html`: `categories` (or `tags`, or the taxonomy's key) and `terms`,
    /// every term by name, and `taxonomy` {`key`, `title`}.
    func termsPage(_ taxonomy: Taxonomy, title: String) -> OutputSpec {
        let terms = ContextValue.list(model.terms(taxonomy).map { term($0, root: "") })
        let kind = taxonomy.listPageKind
        let context = page(path: taxonomy.listPath(config.pagePaths), kind: kind, title: title, fields: [
            taxonomy.key: terms,
            "terms": terms,
            "taxonomy": ["key": .string(taxonomy.key), "title": .string(title)],
        ])
        return OutputSpec(path: taxonomy.listPath(config.pagePaths), kind: kind, context: context)
    }

    func standalonePage(_ standalone: StandalonePage) -> OutputSpec {
        let root = SitePaths.root(of: standalone.outputPath)
        let context = page(path: standalone.outputPath, kind: .page, title: standalone.title,
                           description: standalone.description.isEmpty ? nil : standalone.description,
                           fields: ["content": .html(HTMLText(SiteRoot.resolve(standalone.body.contentHTML, prefix: root + upToSiteRoot),
                                                              needs: standalone.body.needs)),
                                    "toc": tableOfContents(standalone.body).map(ContextValue.string) ?? .bool(false)])
        return OutputSpec(path: standalone.outputPath, kind: .page, context: context)
    }

    /// `search.html`: the search box and its results (filled in by search.js).
    func searchPage(title: String) -> OutputSpec {
        OutputSpec(path: config.pagePaths.search, kind: .search, context: page(path: config.pagePaths.search, kind: .search, title: title, fields: [
            // The page's own box is the search box: the header's is left out.
            "omitsHeaderSearch": true,
            "noScriptHTML": .string(interfaceHTML("searchNeedsJavaScript", links: ["archive": ("archiveLink", config.pagePaths.archive)], root: "")),
        ]))
    }

    func notFoundPage(title: String) -> OutputSpec {
        // 404.html is served for URLs at any depth, so its links are absolute from the base URL.
        var context = page(path: SitePaths.notFound, kind: .notFound, title: title, fields: [
            "helpHTML": .string(interfaceHTML("notFoundHelp", links: ["archive": ("archiveLink", config.pagePaths.archive), "home": ("homeLink", SitePaths.home)],
                                              root: config.baseURL.hasPrefix("/") || config.baseURL.contains("://") ? config.baseURL : "")),
        ])
        if case .object(var fields) = context, config.baseURL.hasPrefix("/") || config.baseURL.contains("://") {
            fields = PageContexts.rebased(fields, base: config.baseURL)
            if let library, library.hasSidebar {
                var shared = fields
                shared["page"] = ["root": fields["page"]?["root"] ?? .string(config.baseURL)]
                // A failure here is the one `init` recorded in `sidebarError`.
                fields["sidebarHTML"] = .string((try? library.renderSidebar(.object(shared))) ?? "")
            }
            context = .object(fields)
        }
        return OutputSpec(path: SitePaths.notFound, kind: .notFound, context: context)
    }

    /// The entries `keys` of `interface` as a JSON object for a script's `data-strings` (a plural entry as an object of
    /// its forms), keys sorted so the same table gives the same bytes.
    static func scriptStrings(_ interface: InterfaceStrings, _ keys: [String]) -> String {
        LinkPreview.JSON.object(keys.sorted().compactMap { key in
            switch interface.entries[key] {
            case .text(let text): (key, .string(text))
            case .plural(let forms): (key, .object(forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key.rawValue, .string($0.value)) }))
            case nil: nil
            }
        }).text
    }

    /// The language `post` says it is in, when that is not the site's.
    private func ownLanguage(of post: Post) -> String? {
        post.language.flatMap { $0 == config.language.lowercased() ? nil : $0 }
    }

    /// `<a href="href">text</a>`, both escaped.
    static func link(_ href: String, _ text: String) -> String {
        "<a href=\"" + HTMLEscaping.attribute(href) + "\">" + HTMLEscaping.text(text) + "</a>"
    }

    /// The interface string `key` as HTML: its text escaped, each `{name}` of `links` a link to the site path
    /// `links[name].path` (from a page at `root`) whose text is the interface string `links[name].key`.
    func interfaceHTML(_ key: String, links: [String: (key: String, path: String)], root: String) -> String {
        let anchors = links.mapValues { Self.link(SitePaths.relative($0.path, root: root), interface.text($0.key)) }
        return InterfaceStrings.filled(HTMLEscaping.text(interface.text(key)), anchors)
    }

    /// 404 page links made absolute: every `…URL`/`url` string that is relative gets the base URL in front.
    static func rebased(_ fields: [String: ContextValue], base: String) -> [String: ContextValue] {
        func walk(_ value: ContextValue, key: String) -> ContextValue {
            switch value {
            case .string(let s) where (key == "url" || key.hasSuffix("URL")) && key != "canonicalURL" && key != "baseURL":
                return .string(Self.resolved(s, from: base))
            case .string(let s) where key == "root": return .string(s.isEmpty ? base : s)
            case .list(let items): return .list(items.map { walk($0, key: key) })
            case .object(let object): return .object(Dictionary(uniqueKeysWithValues: object.map { ($0.key, walk($0.value, key: $0.key)) }))
            default: return value
            }
        }
        return fields.mapValues { $0 }.reduce(into: [:]) { result, pair in result[pair.key] = walk(pair.value, key: pair.key) }
    }

    /// The page-relative `url` (`../index.html`, from a language folder's page) read from the folder `base` ends with
    /// (`https://example.com/notes/en/`): each leading `../` climbs one folder, never above the host or the root.
    static func resolved(_ url: String, from base: String) -> String {
        var base = Substring(base), rest = Substring(url)
        while rest.hasPrefix("../"), let cut = base.dropLast().lastIndex(of: "/"), !base[..<cut].hasSuffix("/") {
            base = base[...cut]
            rest = rest.dropFirst(3)
        }
        return String(base + rest)
    }

    func redirectPage(from oldPath: String, to target: String, title: String) -> OutputSpec {
        let root = SitePaths.root(of: oldPath)
        let link = Self.link(SitePaths.relative(target, root: root), SitePaths.absolute(target, baseURL: config.baseURL))
        let context = page(path: oldPath, kind: .redirect, title: title, fields: [
            "target": .string(SitePaths.relative(target, root: root)),
            "targetAbsolute": .string(SitePaths.absolute(target, baseURL: config.baseURL)),
            "movedHTML": .string(InterfaceStrings.filled(HTMLEscaping.text(interface.text("movedTo")), ["link": link])),
        ])
        // A redirect's canonical URL is its target.
        var fixed = context
        if case .object(var fields) = context, case .object(var pageFields) = fields["page"] {
            pageFields["canonicalURL"] = .string(SitePaths.absolute(target, baseURL: config.baseURL))
            fields["page"] = .object(pageFields)
            fixed = .object(fields)
        }
        return OutputSpec(path: oldPath, kind: .redirect, context: fixed)
    }
}

/// A post's date as its pages show it.
private struct PostDateLabels: Sendable {
    /// In the site's date format.
    var date: String
    /// RFC 3339, for `<time datetime>`.
    var isoDate: String
    /// Its month's label (`2021年7月`, `July 2021`).
    var monthLabel: String
    /// When it last changed (`lastmod:`), in the site's format and in RFC 3339.
    var lastModified: (date: String, isoDate: String)?
}

extension ContextValue {
    /// A custom front-matter value as templates read it.
    init(_ param: ParamValue) {
        switch param {
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .list(let items): self = .list(items.map(ContextValue.init))
        case .map(let fields): self = .object(fields.mapValues(ContextValue.init))
        }
    }
}
