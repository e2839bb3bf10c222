// The build pipeline, top to bottom, as small steps; keeps caches between builds for the preview server.
import Foundation

/// Builds a site. Reused (`BuildPolicy.reused`), it is incremental: between builds it remembers each Markdown file's
/// rendering (keyed by its bytes and the renderer settings) and each output file's inputs (template
/// name, template set, full context) and bytes, so a rebuild parses only changed Markdown, renders
/// only pages whose inputs changed and, in `.inPlace` mode, writes only files whose bytes changed.
/// Every build produces exactly what a fresh full build would.
public actor SiteBuilder {
    /// Fenced-block renderers (`layout` diagrams) used for every Markdown file.
    public let fencedBlockRenderers: FencedBlockRenderers
    /// Whether this builder builds once or again and again, which decides what `caches` keeps.
    public let policy: BuildPolicy
    var caches = BuildCaches()
    /// A one-shot builder's last run, kept instead of freed at the end of `build`: a command that exits
    /// right after gives the memory back with the process, skipping the tenth of a second that freeing
    /// a big site's pages one by one takes.
    private var lastOneShotRun: BuildRun?

    /// Creates a builder.
    public init(fencedBlockRenderers: FencedBlockRenderers = FencedBlockRenderers(), policy: BuildPolicy = .reused) {
        self.fencedBlockRenderers = fencedBlockRenderers
        self.policy = policy
    }

    /// Builds the site described by `options`.
    ///
    /// Problems in the user's files come back as diagnostics in the report; when any is an error the
    /// output folder is not touched. `progress` is called from the builder's thread at each phase.
    /// - Throws: `OutputError` when the output folder is refused (it is the source folder, contains it,
    ///   looks like a project, or holds files `blog` did not write) or cannot be written; the previous output is
    ///   then left as it was.
    public func build(_ options: BuildOptions, progress: (@Sendable (BuildPhase) -> Void)? = nil) throws(OutputError) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var options = options
        let givenOutput = options.outputFolder.path
        options.outputFolder = try OutputGuard.check(output: options.outputFolder, source: options.sourceFolder)
        // The files of the output folder a build may replace or remove; a folder holding others is refused here.
        // A preview that wrote the folder before knows what it wrote (its output cache).
        var owned: Set<String> = []
        if options.outputMode == .staged || (options.outputMode == .inPlace && caches.output.isEmpty) {
            owned = try OutputManifest.owned(options.outputFolder, shownPath: givenOutput)
        }

        var run = BuildRun(options: options, policy: policy)
        run.modelCache = caches.model
        run.planCache = caches.plan
        run.readConfig()
        let tree = SourceScanner.scan(root: options.sourceFolder, followsLinks: run.config?.followsLinks ?? true,
                                      includingHidden: run.config?.includedHiddenPaths ?? [])
        run.diagnostics += tree.problems
        run.readInterfaceStrings(tree)
        progress?(.reading(files: tree.posts.count + tree.pages.count + tree.homeTexts.count))
        if let config = run.config {
            readSources(tree, config: config, into: &run)
            run.startSearchIndex()
            run.makeModel()
            run.readRedirects()
            run.loadTheme(tree)
            run.planPages(tree)
        }
        var report = BuildReport(diagnostics: run.diagnostics.sorted())
        report.sourceMap = run.sourceMap
        report.includedHiddenPaths = run.config?.includedHiddenPaths ?? []
        report.markdownRenderCount = run.markdownRenderCount
        guard report.succeeded else {
            report.duration = clock.now - start
            return report
        }
        progress?(.writing(files: run.specs.count))
        try write(run, options: options, owned: owned, report: &report)
        caches.model = run.modelCache
        caches.plan = run.planCache
        report.postCount = run.editions.isEmpty ? run.model.posts.count : run.editions.reduce(0) { $0 + $1.model.posts.count }
        report.postsLeftOut = run.leftOut
        report.pageCount = run.specs.filter(\.isPage).count
        report.duration = clock.now - start
        if policy == .oneShot { lastOneShotRun = run }
        return report
    }

    /// Forgets every cache: the next build renders and writes everything.
    public func reset() {
        caches = BuildCaches()
    }
}

/// A Markdown file's reading, reused while its bytes and the renderer settings stay the same.
struct MarkdownCacheEntry: Sendable {
    var data: Data
    var rendererKey: String
    var result: ReadResult
    /// The file's stat when it was read; lets the next build skip reading it when unchanged.
    var signature: FileSignature? = nil
}

/// An image file's size when it was read, and its stat then.
struct ImageCacheEntry: Sendable {
    var signature: FileSignature?
    var size: ImageSize?
}

/// The outcome of reading one Markdown file.
enum ReadResult: Sendable {
    case post(Post?, [Diagnostic])
    case page(StandalonePage?, [Diagnostic])

    /// The site's images the file's Markdown looked up (`ImageSizes`).
    var imageLookups: ImageLookups {
        switch self {
        case .post(let post, _): post?.body.rendered.imageLookups ?? [:]
        case .page(let page, _): page?.body.imageLookups ?? [:]
        }
    }

    /// A post's or a page's file that gave nothing, for `problems`.
    static func failed(isPost: Bool, _ problems: [Diagnostic]) -> ReadResult {
        isPost ? .post(nil, problems) : .page(nil, problems)
    }
}

/// What the previous build wrote at one output path.
struct OutputCacheEntry: Sendable {
    /// The inputs the bytes were made from.
    var source: PageSource
    /// The template set's fingerprint, for template pages.
    var themeFingerprint: UInt64
    /// FNV-1a of the bytes.
    var hash: UInt64
    /// The bytes, kept only when the builder caches output.
    var bytes: Data?
}
