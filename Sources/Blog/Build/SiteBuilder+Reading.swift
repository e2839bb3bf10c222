// Step 2 of a build: reading posts and pages in parallel, reusing cached renderings of unchanged files.
import Foundation
import Parallel

extension SiteBuilder {
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

        let updates: [(path: String, entry: MarkdownCacheEntry, parsed: Bool)] = Parallel.map(stale) { job in
            guard let data = FileManager.default.contents(atPath: rootPath + "/" + job.path) else {
                let problem = Diagnostic.error("Cannot read the file.", at: SourceLocation(path: job.path))
                let result: ReadResult = job.isPost ? .post(nil, [problem]) : .page(nil, [problem])
                return (job.path, MarkdownCacheEntry(data: Data(), rendererKey: key, result: result), false)
            }
            if var entry = job.cached, entry.data == data {
                entry.signature = job.signature
                return (job.path, entry, false)
            }
            func entry(_ result: ReadResult) -> MarkdownCacheEntry {
                MarkdownCacheEntry(data: keepsBytes ? data : Data(), rendererKey: key, result: result, signature: job.signature)
            }
            var diagnostics: [Diagnostic] = []
            switch TextDecoding.decode(data, path: job.path) {
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                return (job.path, entry(job.isPost ? .post(nil, diagnostics) : .page(nil, diagnostics)), true)
            case .success(let text):
                if job.isPost {
                    let post = reader.readPost(text, path: job.path, diagnostics: &diagnostics)
                    return (job.path, entry(.post(post, diagnostics)), true)
                }
                let page = reader.readPage(text, path: job.path, diagnostics: &diagnostics)
                return (job.path, entry(.page(page, diagnostics)), true)
            }
        }
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
