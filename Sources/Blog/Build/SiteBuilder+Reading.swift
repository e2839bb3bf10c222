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
        let results: [(String, Data, ReadResult, Bool)] = Parallel.map(jobs) { job in
            let (path, isPost) = job
            guard let data = try? Data(contentsOf: root.appendingPathComponent(path)) else {
                let problem = Diagnostic.error("Cannot read the file.", at: SourceLocation(path: path))
                return (path, Data(), isPost ? .post(nil, [problem]) : .page(nil, [problem]), false)
            }
            if let entry = cache[path], entry.rendererKey == key, entry.data == data {
                return (path, data, entry.result, false)
            }
            var diagnostics: [Diagnostic] = []
            switch TextDecoding.decode(data, path: path) {
            case .failure(let error):
                diagnostics.append(error.diagnostic)
                return (path, data, isPost ? .post(nil, diagnostics) : .page(nil, diagnostics), true)
            case .success(let text):
                if isPost {
                    let post = reader.readPost(text, path: path, diagnostics: &diagnostics)
                    return (path, data, .post(post, diagnostics), true)
                }
                let page = reader.readPage(text, path: path, diagnostics: &diagnostics)
                return (path, data, .page(page, diagnostics), true)
            }
        }
        var fresh: [String: MarkdownCacheEntry] = [:]
        for (path, data, result, parsed) in results {
            if parsed { run.markdownRenderCount += 1 }
            fresh[path] = MarkdownCacheEntry(data: data, rendererKey: key, result: result)
            switch result {
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
