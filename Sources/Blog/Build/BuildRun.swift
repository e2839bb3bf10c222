// The state of one build as it moves through the steps: config, posts, model, theme, planned output files.
import Foundation

/// One build's working state. Each step reads what earlier steps produced and appends diagnostics.
struct BuildRun {
    var options: BuildOptions
    var diagnostics: [Diagnostic] = []
    var config: SiteConfig?
    var posts: [Post] = []
    var pages: [StandalonePage] = []
    var model = SiteModel(posts: [], months: [], categories: [])
    var redirects: [Redirect] = []
    var theme = ThemeFiles(files: [:], origins: [:])
    var library: TemplateLibrary?
    var specs: [PageSpec] = []
    var markdownRenderCount = 0
    /// Context pieces of the previous build (in), then of this one (out); nil when the builder keeps none.
    var contextMemo: ContextMemo?
    /// Whether `planPages` memoizes context pieces for the next build.
    var memoizesContexts = false

    init(options: BuildOptions) { self.options = options }

    var sourceFolder: URL { options.sourceFolder }

    /// Step 1: blog.yml.
    mutating func readConfig() {
        let url = sourceFolder.appendingPathComponent("blog.yml")
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

    /// Step 3: the site model (after the posts were read).
    mutating func makeModel() {
        guard let config else { return }
        let built = options.includesDrafts ? posts : posts.filter { !$0.isDraft }
        model = SiteModel.make(posts: built, timeZone: config.timeZone, diagnostics: &diagnostics)
    }

    /// Step 4: redirects.yml.
    mutating func readRedirects() {
        let url = sourceFolder.appendingPathComponent("redirects.yml")
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
            if let data = try? Data(contentsOf: sourceFolder.appendingPathComponent("templates/" + path)) { overrides[path] = data }
        }
        theme = ThemeFiles.builtIn.overlaid(with: overrides)
        library = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
    }

    /// Step 6: every output file, with collision checks.
    mutating func planPages(_ tree: SourceTree) {
        guard let config else { return }
        let chinese = config.language.lowercased().hasPrefix("zh")
        let redirectDepth = (model.posts.flatMap(\.post.aliases) + redirects.map(\.from))
            .map { $0.reduce(0) { $1 == "/" ? $0 + 1 : $0 } }.max() ?? 0
        let contexts = PageContexts(config: config, model: model, generator: BlogVersion.generator, library: library,
                                    maxDepth: redirectDepth, memoizing: memoizesContexts, previous: contextMemo)
        defer { contextMemo = contexts.memo }
        var planned: [(spec: PageSpec, owner: SourceLocation)] = []
        func add(_ specs: [PageSpec], owner: SourceLocation) { planned += specs.map { ($0, owner) } }

        let generated = SourceLocation(path: "(generated)")
        add(contexts.indexPages(), owner: generated)
        add(contexts.monthPages(), owner: generated)
        for (spec, item) in zip(contexts.postPages(), model.posts) { add([spec], owner: SourceLocation(path: item.post.sourcePath)) }
        add(contexts.categoryPages(), owner: generated)
        add([contexts.archivePage(title: chinese ? "归档" : "Archive"),
             contexts.categoriesPage(title: chinese ? "分类" : "Categories"),
             contexts.notFoundPage(title: chinese ? "页面不存在" : "Page not found")], owner: generated)
        for page in pages { add([contexts.standalonePage(page)], owner: SourceLocation(path: page.sourcePath)) }

        let redirectTitle = chinese ? "已移动" : "Moved"
        for item in model.posts {
            for alias in item.post.aliases {
                add([contexts.redirectPage(from: alias, to: item.pagePath, title: redirectTitle)],
                    owner: SourceLocation(path: item.post.sourcePath))
            }
        }
        for redirect in redirects {
            add([contexts.redirectPage(from: redirect.from, to: redirect.to, title: redirectTitle)], owner: redirect.location)
        }

        let htmlPaths = planned.map(\.spec).filter { spec in
            guard spec.isPage, spec.path != "404.html", case .template(let name, _) = spec.source else { return false }
            return name != "redirect"
        }.map(\.path)
        let generatedFiles: [PageSpec] = [
            PageSpec(path: "feed.xml", source: .bytes(Data(AtomFeed.xml(config: config, model: model, generator: BlogVersion.generator).utf8))),
            PageSpec(path: "sitemap.xml", source: .bytes(Data(Sitemap.xml(paths: htmlPaths, baseURL: config.baseURL).utf8))),
            PageSpec(path: "robots.txt", source: .bytes(Data(Sitemap.robots(baseURL: config.baseURL).utf8))),
        ]
        add(generatedFiles, owner: generated)
        for path in theme.files.keys.sorted() where path.hasPrefix("static/") {
            add([PageSpec(path: String(path.dropFirst("static/".count)), source: .bytes(theme.files[path]!))],
                owner: SourceLocation(path: theme.origins[path] ?? path))
        }
        for asset in tree.assets {
            let url = sourceFolder.appendingPathComponent(asset)
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            add([PageSpec(path: String(asset.dropFirst("content/".count)),
                          source: .copy(sourceURL: url, size: (attributes?[.size] as? Int) ?? 0,
                                        modified: (attributes?[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0)))],
                owner: SourceLocation(path: asset))
        }

        var owners: [String: SourceLocation] = [:]
        for (spec, owner) in planned {
            if let first = owners[spec.path] {
                diagnostics.append(.error("Two sources write '\(spec.path)': \(first.path) and this one.", at: owner,
                                          notes: ["Rename one of them or change its slug."]))
            } else {
                owners[spec.path] = owner
                specs.append(spec)
            }
        }
        specs.sort { $0.path < $1.path }
        contexts.memo?.prune(keepingPosts: Set(model.posts.map(\.post.sourcePath)), pages: { Set(specs.map(\.path)) })
    }
}
