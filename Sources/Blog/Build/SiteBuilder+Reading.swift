// Step 2 of a build: reading posts and pages in parallel, reusing cached renderings of unchanged files.
import Foundation
import Parallel

extension SiteBuilder {
    /// The most neighbouring files a thread reads before it highlights all their code blocks: 12, 32 and 96 took the
    /// same time on the `--code` benchmark (`bench/highlight.sh`).
    static let filesReadTogether = 32

    /// The length of the runs `count` files are read in: at most `filesReadTogether`, and short enough that every core
    /// gets several runs of a small site.
    static func readRunLength(forFiles count: Int) -> Int {
        max(1, min(filesReadTogether, count / (ProcessInfo.processInfo.activeProcessorCount * 4)))
    }

    /// Reads every post and page of `tree` into `run`, parsing only files whose bytes changed.
    ///
    /// A file whose stat shows it untouched since its last (settled) reading is not even read; the
    /// others are read, and parsed only when their bytes differ from the cached ones.
    func readSources(_ tree: SourceTree, config: SiteConfig, into run: inout BuildRun) {
        let rootPath = run.sourceFolder.standardizedFileURL.path
        let images = imageSizes(of: tree, rootPath: rootPath)
        let renderer = MarkdownRenderer(allowsRawHTML: config.allowsRawHTML, math: config.math, mathBrackets: config.mathBrackets,
                                        fencedBlockRenderers: fencedBlockRenderers,
                                        codeHighlighting: config.codeHighlighting, codeBlockMemo: policy == .reused ? caches.codeBlocks : nil,
                                        imageSizes: images, interface: config.interfaceStrings(), headingIDs: config.headingIDs)
        let reader = PostReader(markdown: renderer, customTaxonomies: config.customTaxonomies,
                                siteLanguages: config.isMultilingual ? Set(config.languages.map(\.tag)) : [],
                                interface: { [config] in config.interfaceStrings(for: $0) },
                                interfaceFingerprint: config.interfaceOverrides.keys.sorted().map { config.interfaceStrings(for: $0).fingerprint }
                                    .joined(separator: ","))
        let key = reader.cacheKey
        // The home page's text is read as a page is.
        let jobs = tree.posts.map { ($0, true) } + (tree.pages + tree.homeTexts).map { ($0, false) }
        // A one-shot builder never compares bytes with a next build: it keeps none.
        let keepsBytes = policy == .reused

        let signatures: [FileSignature?] = Parallel.map(jobs) { FileSignature(path: rootPath + "/" + $0.0) }
        var stale: [StaleFile] = []
        for (index, (path, isPost)) in jobs.enumerated() {
            let cached = caches.markdown[path].flatMap { $0.rendererKey == key && images.agrees(with: $0.result.imageLookups) ? $0 : nil }
            if let cached, let old = cached.signature, let now = signatures[index], old.vouches(for: now) { continue }
            stale.append(StaleFile(path: path, isPost: isPost, signature: signatures[index], cached: cached))
        }

        // Files are read in runs of neighbours (`read(_:with:rootPath:keepsBytes:)`).
        let runLength = Self.readRunLength(forFiles: stale.count)
        let runs = stride(from: 0, to: stale.count, by: runLength).map { stale[$0..<min($0 + runLength, stale.count)] }
        let updates = Parallel.map(runs) { Self.read($0, with: reader, rootPath: rootPath, keepsBytes: keepsBytes) }.flatMap { $0 }
        for update in updates {
            if update.parsed { run.markdownRenderCount += 1 }
            caches.markdown[update.path] = update.entry
        }
        if caches.markdown.count > jobs.count {
            let paths = Set(jobs.map(\.0))
            caches.markdown = caches.markdown.filter { paths.contains($0.key) }
        }

        let homeTexts = Set(tree.homeTexts)
        run.posts.reserveCapacity(tree.posts.count)
        for (path, _) in jobs {
            switch caches.markdown[path]!.result {
            case .post(let post, let problems):
                run.diagnostics += problems
                if let post { run.posts.append(post) }
            case .page(let page, let problems):
                run.diagnostics += problems
                guard let page else { break }
                guard homeTexts.contains(path) else { run.pages.append(page); break }
                // One text a language: `_index.md` and `_index.en.md` are one home's on a site in English only.
                let edition = SiteEdition.edition(of: page.language, config)
                if let first = run.homeTexts.first(where: { SiteEdition.edition(of: $0.language, config) == edition }) {
                    run.diagnostics.append(.error("This is a second text of the home page, which \(first.sourcePath) has already.",
                                                  at: SourceLocation(path: path, line: 1, column: 1),
                                                  notes: ["Name a translation's file after a language of 'languages:' in blog.yml (_index.en.md), or remove one."]))
                } else {
                    run.homeTexts.append(page)
                }
            }
        }
    }

    /// The sizes of the image files under `content/`, by their path in the site; a reused builder reads again only the
    /// files whose stat changed.
    private func imageSizes(of tree: SourceTree, rootPath: String) -> ImageSizes {
        let files = tree.assets.filter { asset in
            ImageSizes.extensions.contains((asset as NSString).pathExtension.lowercased())
        }
        let known = caches.images
        let read: [(path: String, entry: ImageCacheEntry)] = Parallel.map(files) { asset in
            let signature = FileSignature(path: rootPath + "/" + asset)
            if let old = known[asset], let was = old.signature, let now = signature, was.vouches(for: now) { return (asset, old) }
            return (asset, ImageCacheEntry(signature: signature, size: ImageSize.read(path: rootPath + "/" + asset)))
        }
        if policy == .reused { caches.images = Dictionary(uniqueKeysWithValues: read.map { ($0.path, $0.entry) }) }
        var sizes: [String: ImageSize] = [:]
        for (asset, entry) in read {
            if let size = entry.size { sizes[String(asset.dropFirst("content/".count))] = size }
        }
        return ImageSizes(sizes)
    }

    /// A file whose reading is out of date or missing: its path, whether it is a post, its signature now, and its cached
    /// reading, if any.
    private struct StaleFile: Sendable {
        var path: String
        var isPost: Bool
        var signature: FileSignature?
        var cached: MarkdownCacheEntry?
    }

    /// What reading one file gives: its cache entry, and whether its Markdown was parsed.
    private typealias FileReading = (path: String, entry: MarkdownCacheEntry, parsed: Bool)

    /// Reads a run of neighbouring files: parses them, then highlights the code blocks of all of them together, then
    /// finishes each (`PreparedMarkdown.highlightCode(in:memo:)` says why). The readings come in the order of `files`.
    private static func read(_ files: ArraySlice<StaleFile>, with reader: PostReader, rootPath: String, keepsBytes: Bool) -> [FileReading] {
        let renderer = reader.markdown
        let key = reader.cacheKey
        var readings: [FileReading?] = []
        /// The files whose Markdown waits for the run's code to be highlighted: where each one's reading goes, and how
        /// it is finished.
        var waiting: [(index: Int, markdown: PreparedMarkdown, finish: () -> FileReading)] = []
        for file in files {
            var status = stat()
            if stat(rootPath + "/" + file.path, &status) == 0, Int(status.st_size) > MarkdownLimits.maxBytes {
                let problem = Diagnostic.error("The file is \(status.st_size) bytes long; at most \(MarkdownLimits.maxBytes) (4 MiB) are read.",
                                               at: SourceLocation(path: file.path), notes: ["Split it into several files."])
                readings.append((file.path, MarkdownCacheEntry(data: Data(), rendererKey: key, result: .failed(isPost: file.isPost, [problem])), false))
                continue
            }
            guard let data = FileManager.default.contents(atPath: rootPath + "/" + file.path) else {
                let problem = Diagnostic.error("Cannot read the file.", at: SourceLocation(path: file.path))
                let result = ReadResult.failed(isPost: file.isPost, [problem])
                readings.append((file.path, MarkdownCacheEntry(data: Data(), rendererKey: key, result: result), false))
                continue
            }
            if var entry = file.cached, entry.data == data, reader.markdown.imageSizes.agrees(with: entry.result.imageLookups) {
                entry.signature = file.signature
                readings.append((file.path, entry, false))
                continue
            }
            func entry(_ result: ReadResult) -> MarkdownCacheEntry {
                MarkdownCacheEntry(data: keepsBytes ? data : Data(), rendererKey: key, result: result, signature: file.signature)
            }
            /// Puts the reading `begun` in `readings`, with the file's problems so far: finished at once when it has no
            /// code to highlight (while its HTML is in the cache), else once the run's code is highlighted.
            func place<Value>(_ begun: PendingRead<Value>?, _ problems: [Diagnostic],
                               as result: @escaping (Value?, [Diagnostic]) -> ReadResult) {
                guard let begun else {
                    readings.append((file.path, entry(result(nil, problems)), true))
                    return
                }
                let finished = {
                    var diagnostics = problems
                    let value = begun.finish(with: renderer, diagnostics: &diagnostics)
                    return (file.path, entry(result(value, diagnostics)), true) as FileReading
                }
                if begun.markdown.hasCodeToHighlight {
                    waiting.append((readings.count, begun.markdown, finished))
                    readings.append(nil)
                } else {
                    readings.append(finished())
                }
            }
            var diagnostics: [Diagnostic] = []
            switch TextDecoding.decode(data, path: file.path) {
            case .failure(let error):
                readings.append((file.path, entry(.failed(isPost: file.isPost, [error.diagnostic])), true))
            case .success(let text) where file.isPost:
                place(reader.beginPost(text, path: file.path, diagnostics: &diagnostics), diagnostics, as: ReadResult.post)
            case .success(let text):
                place(reader.beginPage(text, path: file.path, diagnostics: &diagnostics), diagnostics, as: ReadResult.page)
            }
        }
        renderer.highlightCode(in: waiting.map(\.markdown))
        for file in waiting { readings[file.index] = file.finish() }
        return readings.map { $0! }
    }
}
