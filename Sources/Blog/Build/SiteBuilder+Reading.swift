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
        let renderer = MarkdownRenderer(allowsRawHTML: config.allowsRawHTML, fencedBlockRenderers: fencedBlockRenderers,
                                        codeHighlighting: config.codeHighlighting, codeBlockMemo: cachesOutput ? codeBlockMemo : nil)
        let reader = PostReader(markdown: renderer)
        let key = renderer.cacheKey
        let rootPath = run.sourceFolder.standardizedFileURL.path
        let jobs = tree.posts.map { ($0, true) } + tree.pages.map { ($0, false) }
        // A one-shot builder never compares bytes with a next build: it keeps none.
        let keepsBytes = cachesOutput

        let signatures: [FileSignature?] = Parallel.map(jobs) { FileSignature(path: rootPath + "/" + $0.0) }
        var stale: [(path: String, isPost: Bool, signature: FileSignature?, cached: MarkdownCacheEntry?)] = []
        for (index, (path, isPost)) in jobs.enumerated() {
            let cached = markdownCache[path].flatMap { $0.rendererKey == key ? $0 : nil }
            if let cached, let old = cached.signature, let now = signatures[index], old.vouches(for: now) { continue }
            stale.append((path, isPost, signatures[index], cached))
        }

        typealias Update = (path: String, entry: MarkdownCacheEntry, parsed: Bool)
        // Files are read in runs of neighbours: each run's files are parsed, then the code blocks of all of them are
        // highlighted together, then each is finished (`PreparedMarkdown.highlightCode(in:memo:)` says why).
        let runLength = Self.readRunLength(forFiles: stale.count)
        let runs = stride(from: 0, to: stale.count, by: runLength).map { stale[$0..<min($0 + runLength, stale.count)] }
        let updates: [Update] = Parallel.map(runs) { run in
            var updates: [Update?] = []
            /// The files whose Markdown is prepared: their place in `updates` and how each is finished.
            var unfinished: [(index: Int, markdown: PreparedMarkdown, finish: () -> Update)] = []
            for job in run {
                guard let data = FileManager.default.contents(atPath: rootPath + "/" + job.path) else {
                    let problem = Diagnostic.error("Cannot read the file.", at: SourceLocation(path: job.path))
                    let result: ReadResult = job.isPost ? .post(nil, [problem]) : .page(nil, [problem])
                    updates.append((job.path, MarkdownCacheEntry(data: Data(), rendererKey: key, result: result), false))
                    continue
                }
                if var entry = job.cached, entry.data == data {
                    entry.signature = job.signature
                    updates.append((job.path, entry, false))
                    continue
                }
                func entry(_ result: ReadResult) -> MarkdownCacheEntry {
                    MarkdownCacheEntry(data: keepsBytes ? data : Data(), rendererKey: key, result: result, signature: job.signature)
                }
                func begun<Value>(_ read: PendingRead<Value>?, _ problems: [Diagnostic],
                                  _ result: @escaping (Value?, [Diagnostic]) -> ReadResult) {
                    guard let read else {
                        updates.append((job.path, entry(result(nil, problems)), true))
                        return
                    }
                    let finish = {
                        var diagnostics = problems
                        let value = read.finish(with: renderer, diagnostics: &diagnostics)
                        return (job.path, entry(result(value, diagnostics)), true) as Update
                    }
                    // A file without code to highlight is finished at once, while its HTML is in the cache.
                    guard read.markdown.hasCodeToHighlight else {
                        updates.append(finish())
                        return
                    }
                    unfinished.append((updates.count, read.markdown, finish))
                    updates.append(nil)
                }
                var diagnostics: [Diagnostic] = []
                switch TextDecoding.decode(data, path: job.path) {
                case .failure(let error):
                    diagnostics.append(error.diagnostic)
                    updates.append((job.path, entry(job.isPost ? .post(nil, diagnostics) : .page(nil, diagnostics)), true))
                case .success(let text) where job.isPost:
                    begun(reader.beginPost(text, path: job.path, diagnostics: &diagnostics), diagnostics, ReadResult.post)
                case .success(let text):
                    begun(reader.beginPage(text, path: job.path, diagnostics: &diagnostics), diagnostics, ReadResult.page)
                }
            }
            renderer.highlightCode(in: unfinished.map(\.markdown))
            for file in unfinished { updates[file.index] = file.finish() }
            return updates.map { $0! }
        }.flatMap { $0 }
        for update in updates {
            if update.parsed { run.markdownRenderCount += 1 }
            markdownCache[update.path] = update.entry
        }
        if markdownCache.count > jobs.count {
            let paths = Set(jobs.map(\.0))
            markdownCache = markdownCache.filter { paths.contains($0.key) }
        }

        run.posts.reserveCapacity(tree.posts.count)
        for (path, _) in jobs {
            switch markdownCache[path]!.result {
            case .post(let post, let problems):
                run.diagnostics += problems
                if let post { run.posts.append(post) }
            case .page(let page, let problems):
                run.diagnostics += problems
                if let page { run.pages.append(page) }
            }
        }
    }
}
