// Reading a Zola site's `config.toml`: the title, URL and language kept, the feeds, taxonomies and slug rules that decided the old URLs.
import Foundation
import Yams

extension SectionedConfig {
    /// The Zola site's configuration under `source` (`config.toml`, or `zola.toml`), or nil when it has none.
    static func readZola(in source: URL, problems: inout [ImportProblem]) -> SectionedConfig? {
        guard let file = ["zola.toml", "config.toml"].first(where: { FileManager.default.fileExists(atPath: source.appendingPathComponent($0).path) }),
              let node = load(source, file, problems: &problems) else { return nil }
        var config = SectionedConfig()
        config.generator = .zola
        config.files = [file]
        let settings = Settings(node: node)
        config.title = settings.string("title")
        config.description = settings.string("description")
        config.author = settings.string("author") ?? settings.string("extra", "author")
        config.baseURL = settings.string("base_url").flatMap(publicBaseURL)
        config.defaultLanguage = (settings.string("default_language") ?? "en").lowercased()
        if PostReader.isLanguageTag(config.defaultLanguage) { config.language = config.defaultLanguage }
        if let languages = settings.node("languages")?.mapping {
            config.otherLanguages = Set(languages.keys.compactMap { $0.string?.lowercased() }).subtracting([config.defaultLanguage])
            config.readLanguageNames(settings)
        }
        // pulldown-cmark passes raw HTML through; Zola has no switch for it.
        config.unsafe = true
        // Zola ≥ 0.19 `generate_feeds`/`feed_filenames`; before, `generate_feed`/`feed_filename`, and `generate_rss` (rss.xml).
        config.hasFeed = settings.bool("generate_feeds") ?? settings.bool("generate_feed") ?? settings.bool("generate_rss") ?? false
        if let names = settings.node("feed_filenames")?.sequence?.compactMap(\.string), let first = names.first {
            config.feedName = first
        } else {
            config.feedName = settings.string("feed_filename") ?? (settings.bool("generate_rss") == true ? "rss.xml" : "atom.xml")
        }
        config.taxonomies = []
        for entry in settings.node("taxonomies")?.sequence ?? [] {
            let table = Settings(node: entry)
            guard let name = table.string("name") else { continue }
            config.taxonomies.append(name.lowercased())
            if table.bool("feed") == true || table.bool("rss") == true { config.termFeeds.insert(name.lowercased()) }
        }
        let slugify = settings.node("slugify").map(Settings.init(node:))
        config.slugifiesPaths = slugify?.string("paths").map { $0 == "on" } ?? true
        config.slugifiesTerms = slugify?.string("taxonomies").map { $0 == "on" } ?? true
        if let anchors = slugify?.string("anchors"), anchors != "on" {
            config.unkeptHeadingIDs = "Zola made heading ids with slugify.anchors = \"\(anchors)\"; blog makes the slugified ones of \"on\" (headingIDs: zola), so some old links to headings may miss."
        }
        if let extra = settings.node("extra") { flatten(extra, prefix: "", into: &config.params) }
        let mathParams = ["katex_enable", "katex", "math", "mathjax", "katex.enable", "math.enable"]
        config.math = mathParams.contains { config.params[$0].map { ["true", "yes", "on"].contains($0.lowercased()) } == true }
        config.staticDirs = ["static"]
        config.buildsFuture = true
        // Zola reads `date`; the other keys are Hugo's, read when a page has only those.
        config.dateSources = ["date", "publishdate", "pubdate", "published"]
        return config
    }
}
