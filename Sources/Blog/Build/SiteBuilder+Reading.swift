// Step 2 of a build: reading posts and pages in parallel, reusing cached renderings of unchanged files.
import Foundation

extension SiteBuilder {
    /// Reads every post and page of `tree` into `run`, parsing only files whose bytes changed.
    func readSources(_ tree: SourceTree, config: SiteConfig, into run: inout BuildRun) {
        let renderer = MarkdownRenderer(allowsRawHTML: config.allowsRawHTML, fencedBlockRenderers: fencedBlockRenderers)
        let reader = PostReader(markdown: renderer)
        let key = renderer.cacheKey
        let root = run.sourceFolder
        let jobs = tree.posts.map { ($0, true) } + tree.pages.map { ($0, false) }
        let cache = markdownCache
        // Reading the bytes is cheap; parsing is what the cache saves.
        let rootPath = root.standardizedFileURL.path
        let results: [(String, MarkdownCacheEntry, Bool)] = Parallel.map(jobs) { job in
            let (path, isPost) = job
            let fullPath = rootPath + "/" + path
            // A file that stat says is untouched since its last (settled) reading is not read again.
            let signature = FileSignature(path: fullPath)
            if let entry = cache[path], entry.rendererKey == key, let old = entry.signature, let signature, old.vouches(for: signature) {
                return (path, entry, false)
            }
            guard let data = FileManager.default.contents(atPath: fullPath) else {
                let problem = Diagnostic.error("Cannot read the file.", at: SourceLocation(path: path))
                let result: ReadResult = isPost ? .post(nil, [problem]) : .page(nil, [problem])
                return (path, MarkdownCacheEntry(data: Data(), rendererKey: key, result: result), false)
            }
            if var entry = cache[path], entry.rendererKey == key, entry.data == data {
                entry.signature = signature
                return (path, entry, false)
            }
            func entry(_ result: ReadResult) -> MarkdownCacheEntry {
                MarkdownCacheEntry(data: data, rendererKey: key, result: result, signature: signature)
            }
            var diagnostics: [Diagnostic] = []
            switch TextDecoding.decode(data, path: path) {
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                return (path, entry(isPost ? .post(nil, diagnostics) : .page(nil, diagnostics)), true)
            case .success(let text):
                if isPost {
                    let post = reader.readPost(text, path: path, diagnostics: &diagnostics)
                    return (path, entry(.post(post, diagnostics)), true)
                }
                let page = reader.readPage(text, path: path, diagnostics: &diagnostics)
                return (path, entry(.page(page, diagnostics)), true)
            }
        }
        var fresh: [String: MarkdownCacheEntry] = [:]
        fresh.reserveCapacity(results.count)
        run.posts.reserveCapacity(tree.posts.count)
        for (path, entry, parsed) in results {
            if parsed { run.markdownRenderCount += 1 }
            fresh[path] = entry
            switch entry.result {
            case .post(let post, let problems):
                run.diagnostics += problems
                if let post { run.posts.append(post) }
            case .page(let page, let problems):
                run.diagnostics += problems
                if let page { run.pages.append(page) }
            }
        }
        markdownCache = fresh
    }
}
