// The state of one build as it moves through the steps: config, posts, model, theme, planned output files.
import Foundation
import Search

/// One build's working state. Each step reads what earlier steps produced and appends diagnostics.
struct BuildRun {
    var options: BuildOptions
    var diagnostics: [Diagnostic] = []
    /// When the build started: the moment posts are published at, unless the options name one.
    let startedAt = Date()
    /// The posts read but not published, by why (`makeModel`).
    var leftOut: [PublicationRules.LeftOut: Int] = [:]
    var config: SiteConfig?
    var posts: [Post] = []
    var pages: [StandalonePage] = []
    /// The home page's texts (`content/_index.md`), one a language at most.
    var homeTexts: [StandalonePage] = []
    /// The default language's posts placed (all posts, on a site in one language).
    var model = SiteModel(posts: [], months: [], years: [], categories: [], tags: [], related: [])
    /// Every language's pages on a multilingual site (`languages:`), the default language's (`model`) first: each with
    /// a model of its own posts. Empty for a site in one language.
    var editions: [SiteEdition] = []
    var redirects: [Redirect] = []
    var theme = ThemeFiles(files: [:], origins: [:])
    var library: TemplateLibrary?
    var specs: [OutputSpec] = []
    /// Where each output file came from, when the whole plan was made in this run.
    var sourceMap: OutputSourceMap?
    var markdownRenderCount = 0
    /// Whether the model and page plan are kept for the next build (a reused builder's).
    let policy: BuildPolicy
    /// The previous build's model (in), then this one's (out), when kept.
    var modelCache: ModelCache?
    /// The previous build's page plan (in), then this one's (out), when kept.
    var planCache: PlanCache?
    /// Whether `model` is the previous build's with new post contents put in.
    private var modelWasReused = false
    /// Which pages show each post, recorded while the whole plan is made.
    private var listings = PostListings([], postCount: 0)
    /// The search index being made while the model and plan are (a one-shot build's).
    private var searchInBackground: SearchPlan.Background?
    /// That index, when the plan takes it: its files are not in `specs` but written after them, the index going on
    /// being made while the pages are rendered.
    private(set) var searchIndexWrittenLast: SearchPlan.Background?

    init(options: BuildOptions, policy: BuildPolicy) {
        self.options = options
        self.policy = policy
    }

    var sourceFolder: URL { options.sourceFolder }

    /// Step 1: blog.yml.
    mutating func readConfig() {
        let url = sourceFolder.appendingPathComponent("blog.yml")
        if let problem = SourceScanner.problem(reading: "blog.yml", in: sourceFolder) {
            diagnostics.append(problem)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            diagnostics.append(.error("There is no blog.yml in \(sourceFolder.path).", at: SourceLocation(path: "blog.yml"),
                                      notes: ["Create blog.yml with at least 'title: My Blog', or pass --source."]))
            return
        }
        switch TextDecoding.decode(data, path: "blog.yml") {
        case .failure(let error): diagnostics.append(error.diagnostic)
        case .success(let text):
            config = ConfigReader.read(text, path: "blog.yml", diagnostics: &diagnostics)
            if let override = options.baseURLOverride {
                config?.baseURL = SiteConfig.normalizedBaseURL(override)
            }
        }
    }

    /// Step 2b: the site's `i18n/<lang>.yml` files (listed by the scan, each named by its language), its words for the
    /// theme's interface strings; a warning for the site's language when neither a built-in table nor a file translates it.
    mutating func readInterfaceStrings(_ tree: SourceTree) {
        guard config != nil else { return }
        for path in tree.interfaceStrings {
            guard let data = try? Data(contentsOf: sourceFolder.appendingPathComponent(path)) else { continue }
            switch TextDecoding.decode(data, path: path) {
            case .failure(let error): diagnostics.append(error.diagnostic)
            case .success(let text):
                let language = String((path as NSString).lastPathComponent.dropLast(".yml".count)).lowercased()
                config?.interfaceOverrides[language] = InterfaceStringsReader.read(text, path: path, diagnostics: &diagnostics)
            }
        }
        if let config {
            let strings = config.interfaceStrings()
            let fileName = SitePaths.interfaceStringsFolder + "/" + strings.language + ".yml"
            if !strings.isTranslated {
                diagnostics.append(.warning("The theme's interface has no strings in '\(config.language)'; it is shown in English.",
                                            at: SourceLocation(path: "blog.yml"), notes: ["Translate it in \(fileName) (docs/i18n.md lists the keys)."]))
            } else if !strings.fallbacks.isEmpty {
                let shown = strings.fallbacks.prefix(5).joined(separator: ", ") + (strings.fallbacks.count > 5 ? ", …" : "")
                diagnostics.append(.warning("\(strings.fallbacks.count) interface strings have no '\(config.language)' text and are shown in English (\(shown)).",
                                            at: SourceLocation(path: fileName)))
            }
        }
    }

    /// Step 2b: a one-shot build starts the search index as soon as the posts are read, on the cores that making
    /// the model leaves idle; the plan takes it if the model lists the same documents.
    mutating func startSearchIndex() {
        guard let config, config.hasSearch, policy == .oneShot, !config.isMultilingual else { return }
        searchInBackground = SearchPlan.Background(SearchPlan.Documents(posts: publishedPosts(config).posts, pages: pages, timeZone: config.timeZone),
                                                   config: config)
    }

    /// What this build publishes of the posts it read.
    func publicationRules(_ config: SiteConfig) -> PublicationRules {
        PublicationRules(now: options.now ?? startedAt, includesDrafts: options.includesDrafts,
                         includesFuture: options.includesFuture || config.buildsFuture,
                         includesExpired: options.includesExpired || config.buildsExpired)
    }

    /// The posts read that this build publishes, in the order read, and how many of the others were left out for each reason.
    private func publishedPosts(_ config: SiteConfig) -> (posts: [Post], leftOut: [PublicationRules.LeftOut: Int]) {
        let rules = publicationRules(config)
        var published: [Post] = [], leftOut: [PublicationRules.LeftOut: Int] = [:]
        for post in posts {
            if let reason = rules.leftOut(post.outline, timeZone: config.timeZone) { leftOut[reason, default: 0] += 1 } else { published.append(post) }
        }
        return (published, leftOut)
    }

    /// Step 3: the site model (after the posts were read), of the posts published.
    mutating func makeModel() {
        guard let config else { return }
        let built: [Post]
        (built, leftOut) = publishedPosts(config)
        if config.isMultilingual {
            // Each language's posts are placed among themselves, and made afresh every build: a reused builder's plan
            // is made whole too (`planPages`), its rendering still skipped for unchanged pages.
            var modelDiagnostics: [Diagnostic] = []
            editions = SiteEdition.split(posts: built, pages: pages, homeTexts: homeTexts, config: config) { posts in
                SiteModel.make(posts: posts, timeZone: config.timeZone, customTaxonomies: config.customTaxonomies, diagnostics: &modelDiagnostics)
            }
            diagnostics += modelDiagnostics
            model = editions[0].model
            modelCache = nil
            return
        }
        guard policy == .reused else {
            model = SiteModel.make(posts: built, timeZone: config.timeZone, customTaxonomies: config.customTaxonomies,
                                   diagnostics: &diagnostics)
            return
        }
        if var cache = modelCache, let reused = cache.model(for: built, timeZone: config.timeZone) {
            model = reused
            diagnostics += cache.diagnostics
            modelWasReused = true
            cache.posts = built
            modelCache = cache
            return
        }
        var modelDiagnostics: [Diagnostic] = []
        model = SiteModel.make(posts: built, timeZone: config.timeZone, customTaxonomies: config.customTaxonomies,
                               diagnostics: &modelDiagnostics)
        diagnostics += modelDiagnostics
        let indexByPath = Dictionary(built.enumerated().map { ($1.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        modelCache = ModelCache(posts: built, timeZone: config.timeZone, model: model,
                                sourceIndexes: model.posts.map { indexByPath[$0.post.sourcePath]! }, diagnostics: modelDiagnostics)
    }

    /// Step 4: redirects.yml.
    mutating func readRedirects() {
        let url = sourceFolder.appendingPathComponent("redirects.yml")
        if let problem = SourceScanner.problem(reading: "redirects.yml", in: sourceFolder) {
            diagnostics.append(problem)
            return
        }
        guard let data = try? Data(contentsOf: url) else { return }
        switch TextDecoding.decode(data, path: "redirects.yml") {
        case .failure(let error): diagnostics.append(error.diagnostic)
        case .success(let text): redirects = RedirectsReader.read(text, path: "redirects.yml", diagnostics: &diagnostics)
        }
    }

    /// Step 5: the theme (default theme overlaid with the site's templates/) and its parsed templates.
    mutating func loadTheme(_ tree: SourceTree) {
        var overrides: [String: Data] = [:]
        for path in tree.templates {
            do { overrides[path] = try Data(contentsOf: sourceFolder.appendingPathComponent("templates/" + path)) } catch {
                diagnostics.append(.error("Cannot read this template: \(error.localizedDescription)",
                                          at: SourceLocation(path: "templates/" + path)))
            }
        }
        theme = ThemeFiles.builtIn.overlaid(with: overrides)
        library = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
    }

    /// Step 6: every output file, with collision checks.
    mutating func planPages(_ tree: SourceTree) {
        guard let config else { return }
        let files = fileSpecs(tree)
        let inputs = PlanInputs(config: config, themeFingerprint: theme.fingerprint, redirects: redirects, pages: pages,
                                homeTexts: homeTexts, fileSpecs: files.map(\.spec))
        // A multilingual site's model is never reused (`makeModel`), so its plan is always made whole, and not kept.
        if modelWasReused, let previous = planCache, previous.inputs == inputs {
            if replanChangedPosts(previous) { return }
            specs = []
            diagnostics.removeLast(previous.diagnostics.count)
        }
        var planDiagnostics: [Diagnostic] = []
        let contexts = planAll(config: config, files: files, previous: planCache?.contexts.memo,
                               diagnostics: &planDiagnostics)
        diagnostics += planDiagnostics
        if policy == .reused && !config.isMultilingual {
            planCache = PlanCache(inputs: inputs, model: model, contexts: contexts, listings: listings, specs: specs,
                                  indexByPath: Dictionary(uniqueKeysWithValues: specs.enumerated().map { ($1.path, $0) }),
                                  diagnostics: planDiagnostics)
        }
    }

    /// The whole plan, made afresh (pieces of `previous` reused where their inputs are unchanged).
    private mutating func planAll(config: SiteConfig, files: [(spec: OutputSpec, owner: String)], previous: ContextMemo?,
                                  diagnostics: inout [Diagnostic]) -> PageContexts {
        let editions = self.editions.isEmpty
            ? [SiteEdition(language: SiteLanguage(tag: config.language, path: ""), config: config, model: model, pages: pages,
                           homeText: homeTexts.first)] : self.editions
        let redirectDepth = (editions.flatMap { $0.model.posts.flatMap(\.post.aliases) } + redirects.map(\.from))
            .map { $0.reduce(0) { $1 == "/" ? $0 + 1 : $0 } }.max() ?? 0
        let translations = config.isMultilingual ? Translations(editions, diagnostics: &diagnostics) : nil
        let making: PageContexts.Making = policy == .reused ? (config.isMultilingual ? .atOnce : .memoized(previous: previous)) : .deferred
        let generated = SourceLocation.generated
        var planned: [(spec: OutputSpec, owner: SourceLocation)] = []
        var sitemap: [Sitemap.Entry] = []
        // A language under a folder has a sitemap of its own pages there too, as Hugo writes one per language.
        var languageSitemaps: [OutputSpec] = []
        var defaultContexts: PageContexts?
        for edition in editions {
            let contexts = PageContexts(config: edition.config, model: edition.model, generator: BlogVersion.generator, library: library,
                                        maxDepth: redirectDepth, translations: translations, making: making, homeText: edition.homeText)
            if defaultContexts == nil {
                defaultContexts = contexts
                if let error = contexts.sidebarError { diagnostics.append(.error(error.message, at: error.location)) }
            }
            let own = planEdition(edition, contexts: contexts)
            let posts = Dictionary(edition.model.posts.map { ($0.pagePath, $0.post) }, uniquingKeysWith: { first, _ in first })
            let entries = own.filter { $0.spec.isPage && ($0.spec.source.kind?.isInSitemap ?? true) }.map { spec, _ in
                Sitemap.Entry(url: SitePaths.absolute(spec.path, baseURL: edition.config.baseURL),
                              alternates: translations?.alternates(of: edition.language.path + spec.path, siteBaseURL: config.siteBaseURL) ?? [],
                              lastModified: posts[spec.path].map { $0.updated.rfc3339(in: edition.config.timeZone) })
            }
            sitemap += entries
            if !edition.language.path.isEmpty {
                languageSitemaps.append(OutputSpec(path: edition.language.path + SitePaths.sitemap, source: .bytes(Data(Sitemap.xml(entries).utf8))))
            }
            // In the output folder, each language's pages are under its folder.
            planned += own.map { spec, owner in
                var spec = spec
                spec.path = edition.language.path + spec.path
                return (spec, owner)
            }
        }
        let contexts = defaultContexts!
        let labels = contexts.interface
        func add(_ specs: [OutputSpec], owner: SourceLocation) { planned += specs.map { ($0, owner) } }
        for edition in editions {
            for item in edition.model.posts {
                for alias in item.post.aliases {
                    add([contexts.redirectPage(from: alias, to: edition.language.path + item.pagePath, title: labels.text("moved"))],
                        owner: SourceLocation(path: item.post.sourcePath))
                }
            }
        }
        var redirectTargets: [String: SourceLocation] = [:]
        for redirect in redirects where !redirect.isFeedCopy {
            add([contexts.redirectPage(from: redirect.from, to: redirect.to, title: labels.text("moved"))], owner: redirect.location)
            redirectTargets[redirect.from] = redirect.targetLocation
        }
        add(languageSitemaps, owner: generated)
        add([OutputSpec(path: SitePaths.sitemap, source: .bytes(Data(Sitemap.xml(sitemap).utf8))),
             OutputSpec(path: SitePaths.robots, source: .bytes(Data(Sitemap.robots(baseURL: config.baseURL).utf8)))], owner: generated)

        var owners: [String: SourceLocation] = [:]
        func place(_ planned: [(spec: OutputSpec, owner: SourceLocation)], isIndex: Bool = false) {
            for (spec, owner) in planned {
                if !OutputPath.isWritable(spec.path) {
                    let problem = OutputPath.problem(with: spec.path).map { "\($0)" } ?? "it is not in normal form"
                    diagnostics.append(.error("The output path '\(OutputPath.shown(spec.path))' cannot be written: \(problem).", at: owner,
                                              notes: ["Rename the file or change its slug."]))
                } else if config.hasSearch, !isIndex, SearchIndex.isReserved(spec.path) {
                    diagnostics.append(.error("The output path '\(OutputPath.shown(spec.path))' is kept for the search index.", at: owner,
                                              notes: ["Move or rename the file, or set 'search: false' in blog.yml."]))
                } else if let first = owners[spec.path] {
                    // A page of the site at the path of a generated page that may move: say how.
                    let movable = GeneratedPagePaths.keys.first { config.pagePaths[$0] == spec.path }
                    diagnostics.append(.error("Two sources write '\(spec.path)': \(first.path) and this one.", at: owner,
                                              notes: ["Rename one of them or change its slug."]
                                                + (movable.map { ["Or move blog build's \($0) page: 'pagePaths: {\($0): \(GeneratedPagePaths.elsewhere($0))}' in blog.yml."] } ?? [])))
                } else {
                    owners[spec.path] = owner
                    specs.append(spec)
                }
            }
        }
        place(planned + feedCopies(of: planned.map(\.spec), diagnostics: &diagnostics))
        place(files.map { ($0.spec, SourceLocation(path: $0.owner)) })
        // The search index: one being made in the background is left to finish while the pages are written, its files
        // after them (no other file can clash with them: their paths are reserved).
        if config.hasSearch {
            let documents = SearchPlan.Documents(editions: editions)
            if let background = searchInBackground, background.isMade(of: documents) {
                searchIndexWrittenLast = background
            } else {
                place(SearchPlan.specs(documents, config: config).map { ($0, generated) }, isIndex: true)
            }
        }
        specs.sort { $0.path < $1.path }
        sourceMap = OutputSourceMap(
            owners: owners, kinds: Dictionary(uniqueKeysWithValues: specs.compactMap { spec in spec.source.kind.map { (spec.path, $0) } }),
            redirectTargets: redirectTargets, theme: theme, markdownSources: posts.map(\.sourcePath) + pages.map(\.sourcePath) + homeTexts.map(\.sourcePath))
        checkRedirectTargets(diagnostics: &diagnostics)
        checkUnreadParams(editions.flatMap(\.model.posts), diagnostics: &diagnostics)
        contexts.memo?.prune(keepingPosts: Set(model.posts.map(\.post.sourcePath)), pages: { Set(specs.map(\.path)) })
        return contexts
    }

    /// The pages of one language, by their paths among its pages (`blog/2021-07.html`, which is `en/blog/2021-07.html`
    /// in the output folder): those that show its posts, its list pages, standalone pages, search page and feed; the
    /// 404 page with the default language's.
    private mutating func planEdition(_ edition: SiteEdition, contexts: PageContexts) -> [(spec: OutputSpec, owner: SourceLocation)] {
        let labels = contexts.interface, model = edition.model, config = edition.config
        let isDefault = edition.language.path.isEmpty
        var planned: [(spec: OutputSpec, owner: SourceLocation)] = []
        func add(_ specs: [OutputSpec], owner: SourceLocation) { planned += specs.map { ($0, owner) } }
        let generated = SourceLocation.generated
        let listing = contexts.postListing()
        if isDefault { listings = PostListings(listing, postCount: model.posts.count) }
        for (entry, spec) in zip(listing, contexts.specs(listing.map(\.page))) {
            if case .post(let index) = entry.page {
                add([spec], owner: SourceLocation(path: model.posts[index].post.sourcePath))
            } else {
                add([spec], owner: generated)
            }
        }
        if !model.tags.isEmpty { add([contexts.termsPage(.tag, title: labels.text("tags"))], owner: generated) }
        for taxonomy in config.customTaxonomies where !model.terms(taxonomy).isEmpty {
            add([contexts.termsPage(taxonomy, title: config.taxonomyTitles[taxonomy.key] ?? taxonomy.key)], owner: generated)
        }
        add([contexts.termsPage(.category, title: labels.text("categories"))], owner: generated)
        // Each language's own 404 page in its folder, which hosts such as Cloudflare Pages (and `blog serve`) show for
        // a missing page under it, as Hugo writes one per language.
        add([contexts.notFoundPage(title: labels.text("notFound"))], owner: generated)
        for page in edition.pages { add([contexts.standalonePage(page)], owner: SourceLocation(path: page.sourcePath)) }
        if config.hasSearch { add([contexts.searchPage(title: labels.text("search"))], owner: generated) }
        add([feedSpec(config: config, model: model)], owner: generated)
        return planned
    }

    /// The previous plan with the pages that show a changed post's content planned again (`PostListings`: its own
    /// page, its month and the index page holding it; its categories, year page and the archive when what those
    /// show of it changed), the feed and the search index.
    /// Returns false, having changed nothing, when the changes need the whole plan made again.
    private mutating func replanChangedPosts(_ previous: PlanCache) -> Bool {
        specs = previous.specs
        diagnostics += previous.diagnostics
        var contexts = previous.contexts
        contexts.model = model
        var stale = Set<PostListingPage>()
        for index in model.posts.indices where model.posts[index].post != previous.model.posts[index].post {
            let showing = previous.listings.showing[index]
            stale.formUnion(showing.inFull)
            if model.posts[index].post.briefDiffers(from: previous.model.posts[index].post, withSummary: contexts.briefShowsSummary) {
                stale.formUnion(showing.brief)
            }
        }
        var replanned = contexts.specs(Array(stale))
        replanned.append(feedSpec(config: contexts.config, model: model))
        var ignored: [Diagnostic] = []
        replanned += feedCopies(of: replanned, diagnostics: &ignored).map(\.spec)
        // The search index: only files whose bytes changed are written again. A bucket the plan lacks (a new
        // term's first two letters) needs the whole plan made again.
        let searchSpecs = SearchPlan.specs(SearchPlan.Documents(model: model, pages: pages), config: contexts.config)
        if searchSpecs.contains(where: { previous.indexByPath[$0.path] == nil })
            || previous.specs.filter({ $0.path.hasPrefix(SitePaths.searchIndexFolder) }).count != searchSpecs.count {
            return false
        }
        replanned += searchSpecs
        for spec in replanned {
            if let position = previous.indexByPath[spec.path] { specs[position] = spec }
        }
        planCache = PlanCache(inputs: previous.inputs, model: model, contexts: contexts, listings: previous.listings,
                              specs: specs, indexByPath: previous.indexByPath, diagnostics: previous.diagnostics)
        return true
    }

    /// A custom front-matter key that no template reads would be dropped without a word: it is reported once, at the
    /// first post (by path) that has it. A key some template reads is the theme's (`post.params.<key>`).
    private func checkUnreadParams(_ posts: [PlacedPost], diagnostics: inout [Diagnostic]) {
        guard let library else { return }
        var found: [String: (location: SourceLocation, count: Int)] = [:]
        for item in posts.sorted(by: { $0.post.sourcePath < $1.post.sourcePath }) {
            for (key, location) in item.post.params.keyLocations {
                found[key] = found[key].map { ($0.location, $0.count + 1) } ?? (location, 1)
            }
        }
        let templates = PageKind.allCases.map(\.templateName)
        for key in found.keys.sorted() where !templates.contains(where: { library.mentions(key, reachableFrom: $0) }) {
            let (location, count) = found[key]!
            var notes: [String] = []
            if let suggestion = Suggestion.closest(to: key, in: Array(PostReader.knownKeys)) { notes.append("Did you mean '\(suggestion)'?") }
            if count > 1 { notes.append("\(count - 1) other post\(count == 2 ? " has" : "s have") it too.") }
            notes.append("A template reads it as 'post.params.\(key)'.")
            diagnostics.append(.warning("The front-matter key '\(key)' is ignored: no template reads it.", at: location, notes: notes))
        }
    }

    /// A redirect in redirects.yml to a site path that no page has is reported (full URLs are not checked).
    private func checkRedirectTargets(diagnostics: inout [Diagnostic]) {
        guard !redirects.isEmpty else { return }
        let paths = Set(specs.map(\.path))
        for redirect in redirects where !redirect.to.contains("://") {
            var target = String(redirect.to.prefix { $0 != "#" && $0 != "?" })
            if target.isEmpty || target.hasSuffix("/") { target += SitePaths.home }
            if !paths.contains(target) {
                diagnostics.append(.warning("The redirect target '\(redirect.to)' is not a page of this site.", at: redirect.targetLocation,
                                            notes: ["Fix the path, or write a full URL (https://…) for a page elsewhere."]))
            }
        }
    }

    /// A copy of each feed among `specs` at the old feed paths `redirects.yml` sends to it (`index.xml: feed.xml`), so
    /// that feed readers subscribed there keep reading it: they follow no HTML redirect page. A redirect to a feed
    /// the build does not write is a warning.
    private func feedCopies(of specs: [OutputSpec], diagnostics: inout [Diagnostic]) -> [(spec: OutputSpec, owner: SourceLocation)] {
        let copies = redirects.filter(\.isFeedCopy)
        guard !copies.isEmpty else { return [] }
        let byPath = Dictionary(specs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return copies.compactMap { redirect in
            guard var copy = byPath[redirect.to] else {
                diagnostics.append(.warning("'\(redirect.from)' leads to the feed '\(redirect.to)', which this build does not write; nothing is written there.",
                                            at: redirect.location))
                return nil
            }
            copy.path = redirect.from
            return (copy, redirect.location)
        }
    }

    private func feedSpec(config: SiteConfig, model: SiteModel) -> OutputSpec {
        OutputSpec(path: SitePaths.feed, source: .bytes(Data(AtomFeed.xml(config: config, model: model, generator: BlogVersion.generator).utf8)))
    }

    /// The theme's static files and copies of content/ files other than Markdown, each with the file it comes from.
    /// A content file replaces the theme's file of the same path (a site's own `apple-touch-icon.png`), as a site's
    /// `static/` replaces its theme's in Hugo.
    private func fileSpecs(_ tree: SourceTree) -> [(spec: OutputSpec, owner: String)] {
        var files: [(spec: OutputSpec, owner: String)] = []
        // The search script only where there is a search (`search: false` leaves it out with the index).
        var leftOut: Set<String> = config?.hasSearch == false ? ["static/search.js"] : []
        for asset in tree.assets { leftOut.insert("static/" + asset.dropFirst("content/".count)) }
        for path in theme.files.keys.sorted() where path.hasPrefix("static/") && !leftOut.contains(path) {
            files.append((OutputSpec(path: String(path.dropFirst("static/".count)), source: .bytes(theme.files[path]!)),
                          theme.origins[path] ?? path))
        }
        for asset in tree.assets {
            let url = sourceFolder.appendingPathComponent(asset)
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            files.append((OutputSpec(path: String(asset.dropFirst("content/".count)),
                                   source: .copy(sourceURL: url, size: (attributes?[.size] as? Int) ?? 0,
                                                 modified: (attributes?[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0))),
                          asset))
        }
        return files
    }
}
