// `blog import jekyll`: converts a Jekyll site's posts, pages and files, keeping every old URL answering (aliases and redirects) and its Liquid rendered as Jekyll rendered it.
import Foundation
import Yams

/// Imports a Jekyll site (the folder holding `_config.yml`):
/// - `_posts/**/YYYY-MM-DD-name.(md|markdown|html)` become `content/posts/…`, each with `aliases:` holding the
///   file Jekyll wrote for it (its `permalink`, or `_config.yml`'s style);
/// - other Markdown and HTML files with front matter become pages under `content/pages/`, with a redirect from
///   their old URL; those that list posts (`site.posts`, `paginator`) are made by `blog build` and redirect there;
/// - every other published file is copied into `content/` at its path; `_config.yml` becomes `blog.yml`.
public struct JekyllImporter: Sendable {
    public var source: URL
    public var destination: URL
    public var overwrites: Bool

    public init(source: URL, destination: URL, overwrites: Bool = false) {
        self.source = source.standardizedFileURL
        self.destination = destination.standardizedFileURL
        self.overwrites = overwrites
    }

    /// A post as read before its body is converted: its Jekyll name, new and old places.
    private struct PostPlan {
        var path: String
        var matter: FrontMatter
        var target: String
        var newURL: String
        var oldFile: String
        var title: String
        var categories: [String]
        var tags: [String]
        var draft: Bool
        /// The slug written for it when its own was another post's of the same month (`basis-2`).
        var slug: String? = nil
    }

    /// Runs the import: reads the source, plans every file, then writes them.
    public func run() throws(ImportError) -> SiteImportReport {
        let configPath = source.appendingPathComponent("_config.yml").path
        guard let configData = FileManager.default.contents(atPath: configPath) else {
            throw ImportError(path: configPath, message: "The source has no _config.yml: it is not a Jekyll site.")
        }
        var report = SiteImportReport(tagNoun: "Liquid tag")
        // A byte order mark (which editors on Windows write) is not YAML.
        let configText = String(decoding: configData.starts(with: [0xEF, 0xBB, 0xBF]) ? configData.dropFirst(3) : configData, as: UTF8.self)
        let config = JekyllConfig.read(configText, path: "_config.yml", problems: &report.problems)
        // Jekyll publishes `.well-known` and `.htaccess`, and the hidden files its `include` names (globs stay out).
        let hidden = [".well-known", ".htaccess"] + config.include.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) }.filter { !$0.contains("*") }
        let listed = SourceScanner.files(under: source, includingHidden: hidden)
        for problem in listed.problems {
            report.problems.append(ImportProblem(problem.severity == .error ? .error : .warning, path: problem.location.path, line: 1, problem.message))
        }
        var includes: [String: String] = [:]
        var postPaths: [String] = [], pagePaths: [String] = [], staticPaths: [String] = [], oldFeeds: [String] = []
        // The documents and files of collections Jekyll wrote, by source path: where in the collection each is.
        var collectionDocuments: [String: (label: String, rest: String)] = [:], collectionFiles: [(path: String, target: String)] = []
        for path in listed.paths {
            let parts = path.split(separator: "/")
            if let index = parts.firstIndex(of: "_posts") {
                guard config.publishes(parts[..<index].joined(separator: "/")) else { continue }
                if SitePaths.isMarkdown(path) || path.hasSuffix(".html") {
                    if FileNameDate.split(Self.stem(path)) == nil {
                        report.problems.append(ImportProblem(path: path, line: 1, "Jekyll did not publish this file: its name does not start with a date (YYYY-MM-DD-)."))
                        report.leftOut["posts without a dated name", default: 0] += 1
                    } else {
                        postPaths.append(path)
                    }
                }
                continue
            }
            if parts.first == "_includes" { includes[parts.dropFirst().joined(separator: "/")] = path; continue }
            if let (label, rest) = config.collection(of: path) {
                guard config.collections[label]?.output == true else {
                    report.leftOut["files of collections Jekyll did not write (output: false)", default: 0] += 1
                    continue
                }
                if Self.startsWithFrontMatter(path, in: source), SitePaths.isMarkdown(path) || path.hasSuffix(".html") {
                    collectionDocuments[path] = (label, rest)
                    pagePaths.append(path)
                } else {
                    collectionFiles.append((path, label + "/" + rest))
                }
                continue
            }
            if parts.first == "_drafts", SitePaths.isMarkdown(path) { report.leftOut["drafts (_drafts/)", default: 0] += 1; continue }
            guard config.publishes(path) else { continue }
            let hasFrontMatter = Self.startsWithFrontMatter(path, in: source)
            if hasFrontMatter, SitePaths.isMarkdown(path) || path.hasSuffix(".html") || path.hasSuffix(".htm") {
                pagePaths.append(path)
            } else if hasFrontMatter, Self.isFeed(path) {
                // `atom.xml`, `feed.xml` made by the theme: `blog build` writes its feed, and a copy of it where this one was.
                report.listings += 1
                if path != SitePaths.feed { oldFeeds.append(path) }
            } else if hasFrontMatter {
                report.leftOut["theme files made by Jekyll's templates (sitemaps, styles, search data)", default: 0] += 1
            } else if SitePaths.isMarkdown(path) {
                report.leftOut["Markdown files without front matter (README)", default: 0] += 1
            } else {
                staticPaths.append(path)
            }
        }

        // First every post's place, so that `{% post_url %}` can name any of them.
        var posts: [PostPlan] = []
        for path in postPaths {
            report.postsFound += 1
            if let post = readPost(path, config: config, problems: &report.problems) { posts.append(post) }
        }
        // Jekyll's URLs held the day (`2011/11/04/basis/`, `2011/11/06/basis/`), `blog build`'s the month: the later of
        // two such posts is `basis-2`.
        var usedURLs = Set<String>()
        for index in posts.indices where !usedURLs.insert(posts[index].newURL).inserted {
            let folder = (posts[index].newURL as NSString).deletingLastPathComponent
            let base = ((posts[index].newURL as NSString).lastPathComponent as NSString).deletingPathExtension
            var number = 2
            while !usedURLs.insert("\(folder)/\(base)-\(number).html").inserted { number += 1 }
            posts[index].slug = "\(base)-\(number)"
            posts[index].newURL = "\(folder)/\(base)-\(number).html"
        }
        var postByName: [String: String] = [:], urlBySource: [String: String] = [:]
        var oldFiles: [String: String] = [:]
        for post in posts {
            postByName[Self.stem(post.path)] = post.newURL
            postByName[String(post.path.split(separator: "/").drop { $0 != "_posts" }.dropFirst().joined(separator: "/")).dropExtension] = post.newURL
            urlBySource[post.path] = post.newURL
        }
        // What each old post file became, for links written to an old URL.
        var newURLByOldFile: [String: String] = [:]
        for post in posts where newURLByOldFile[post.oldFile] == nil { newURLByOldFile[post.oldFile] = post.newURL }
        var pageURLs: [String: (new: String, old: String)] = [:]
        for path in pagePaths {
            if let (label, rest) = collectionDocuments[path] {
                pageURLs[path] = (Self.pageURL(label + "/" + rest), oldDocumentFile(path, label: label, rest: rest, config: config))
            } else {
                pageURLs[path] = (Self.pageURL(path), oldPageFile(path, config: config))
            }
        }
        for path in pagePaths.sorted() where newURLByOldFile[pageURLs[path]!.old] == nil { newURLByOldFile[pageURLs[path]!.old] = "/" + pageURLs[path]!.new }
        for path in staticPaths { urlBySource[path] = "/" + path }
        for file in collectionFiles { urlBySource[file.path] = "/" + file.target }
        for (path, urls) in pageURLs { urlBySource[path] = "/" + urls.new }
        let siteTitle = config.title ?? ""
        // Liquid's `site`: the configuration, and `site.data` from `_data/` (`_data/links.yml` is `site.data.links`).
        var site = config.site
        if case .object(var table) = site {
            table["data"] = Self.siteData(in: source, problems: &report.problems)
            site = .object(table)
        }
        func context(title: String, matter: FrontMatter) -> LiquidContext {
            LiquidContext(
                postURL: { postByName[$0] ?? postByName[$0.dropExtension] },
                linkURL: { urlBySource[$0.hasPrefix("/") ? String($0.dropFirst()) : $0] },
                include: { name in
                    guard SitePaths.isMarkdown(name), let path = includes[name.hasPrefix("./") ? String(name.dropFirst(2)) : name],
                          let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path) else { return nil }
                    return (String(decoding: data, as: UTF8.self), path)
                },
                variables: Dictionary(config.values.map { ("site." + $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                    .merging(["site.baseurl": "", "site.url": "", "site.title": siteTitle, "page.title": title,
                              "site.description": config.description ?? "", "site.github.url": ""]) { _, fixed in fixed },
                values: ["site": site, "page": Self.liquidPage(matter, title: title)],
                generatedSiteKeys: LiquidConverter.generatedSiteKeys.union(config.collections.keys).union(["github"]))
        }

        var planned: [PlannedFile] = []
        var redirects: [String: String] = [:]
        for feed in oldFeeds where OutputPath.problem(with: feed) == nil {
            redirects[feed] = SitePaths.feed
            report.oldURLs += 1
        }
        var rawHTML = false
        var movedPages: [String] = []
        for post in posts {
            var matter = post.matter
            let liquid = Self.convertsLiquid(matter) ? LiquidConverter.convert(matter.body, path: post.path, firstLine: matter.bodyFirstLine, context: context(title: post.title, matter: matter))
                : LiquidConverter.Result(text: matter.body)
            report.problems += liquid.problems
            report.tags += liquid.converted
            let attributes = Self.readAsKramdown(liquid.text, path: post.path, firstLine: matter.bodyFirstLine, problems: &report.problems)
            matter.body = DollarMathEscapes.undo(in: RelativeLinks.rewrite(attributes.text, folder: (post.oldFile as NSString).deletingLastPathComponent,
                                                                   sourceFolder: (post.path as NSString).deletingLastPathComponent, pages: { urlBySource[$0] },
                                                                   moved: { newURLByOldFile[$0] }, oldBase: config.baseURL).text).text
            if MPCText.firstRawHTML(in: liquid.text) != nil { rawHTML = true }
            var aliases: [String] = []
            if let other = oldFiles[post.oldFile] {
                report.problems.append(ImportProblem(path: post.path, line: 1, "Jekyll wrote this post at \(post.oldFile), as it wrote \(other); the old URL leads to \(other)."))
            } else if case .failure(let problem) = OutputPath.ofOldURL(post.oldFile) {
                report.problems.append(ImportProblem(path: post.path, line: 1, "Jekyll's URL of this post, \(OutputPath.shown(post.oldFile)), cannot be kept: \(problem)."))
            } else if post.oldFile != String(post.newURL.dropFirst()) {
                oldFiles[post.oldFile] = post.path
                aliases.append("/" + post.oldFile)
            }
            for file in Self.redirectsFrom(matter, path: post.path, problems: &report.problems)
            where file != String(post.newURL.dropFirst()) && !aliases.contains("/" + file) && oldFiles[file] == nil {
                oldFiles[file] = post.path
                aliases.append("/" + file)
            }
            report.oldURLs += aliases.count
            do {
                let text = try Self.frontMatter(matter, title: post.title, categories: post.categories, tags: post.tags, aliases: aliases, draft: post.draft,
                                                slug: post.slug,
                                                toc: attributes.wantsTOC)
                planned.append(PlannedFile(path: post.target, data: Data((text + matter.body).utf8), role: .post, origin: post.path))
            } catch {
                report.problems.append(ImportProblem(.error, path: post.path, line: 1, "The front matter cannot be written again: \(error)"))
            }
        }
        for path in pagePaths {
            guard let text = readText(path, problems: &report.problems) else { report.pagesFound += 1; continue }
            let matter: FrontMatter
            do { matter = try FrontMatter.parse(text, path: path) } catch {
                report.pagesFound += 1
                report.problems.append(ImportProblem(.error, path: path, line: error.diagnostic.location.line, error.diagnostic.message))
                continue
            }
            let urls = pageURLs[path]!
            if let generated = Self.generatedPage(path: path, old: urls.old, body: matter.body) {
                report.listings += 1
                if generated != urls.old, OutputPath.problem(with: urls.old) == nil { redirects[urls.old] = generated; report.oldURLs += 1 }
                // Its later pages (`/page2/`), older posts the archive lists now.
                for page in Self.pagedPages(of: urls.old, matter: matter, config: config, posts: posts.filter { !$0.draft }.count)
                where redirects[page] == nil && OutputPath.problem(with: page) == nil {
                    redirects[page] = SitePaths.archive
                    report.oldURLs += 1
                }
                continue
            }
            report.pagesFound += 1
            let title = matter["title"].flatMap(YAMLValues.string) ?? Self.titleized(Self.stem(path))
            var converted = matter
            let liquid = Self.convertsLiquid(matter) ? LiquidConverter.convert(matter.body, path: path, firstLine: matter.bodyFirstLine, context: context(title: title, matter: matter))
                : LiquidConverter.Result(text: matter.body)
            report.problems += liquid.problems
            report.tags += liquid.converted
            let attributes = Self.readAsKramdown(liquid.text, path: path, firstLine: matter.bodyFirstLine, problems: &report.problems)
            converted.body = DollarMathEscapes.undo(in: RelativeLinks.rewrite(attributes.text, folder: (urls.old as NSString).deletingLastPathComponent,
                                                                      sourceFolder: (path as NSString).deletingLastPathComponent, pages: { urlBySource[$0] },
                                                                      moved: { newURLByOldFile[$0] }, oldBase: config.baseURL).text).text
            if MPCText.firstRawHTML(in: liquid.text) != nil || path.hasSuffix(".html") { rawHTML = true }
            if case .failure(let problem) = OutputPath.ofOldURL(urls.old) {
                report.problems.append(ImportProblem(path: path, line: 1, "Jekyll's URL of this page, \(OutputPath.shown(urls.old)), cannot be kept: \(problem)."))
            } else if ImportWriter.generatedPaths.contains(urls.old) {
                // `permalink: /` on a page of content: the old URL is blog build's own page now (its home page).
                report.problems.append(ImportProblem(path: path, line: 1,
                    "Jekyll wrote this page at \(urls.old), which blog build writes itself; the page is at \(urls.new) and \(urls.old) is blog build's."))
            } else if urls.old != urls.new, oldFiles[urls.old] == nil {
                redirects[urls.old] = urls.new
                report.oldURLs += 1
            }
            for file in Self.redirectsFrom(matter, path: path, problems: &report.problems)
            where file != urls.new && redirects[file] == nil && oldFiles[file] == nil && !ImportWriter.generatedPaths.contains(file) {
                redirects[file] = urls.new
                report.oldURLs += 1
            }
            if let key = GeneratedPagePaths.key(ofUsualPath: urls.new) {
                // A page of content where blog build writes its own list: the list moves, the page keeps its URL.
                movedPages.append(key)
                report.problems.append(ImportProblem(path: path, line: 1,
                    "This page is at \(urls.new), where blog build writes its \(key) page; blog.yml moves that to \(GeneratedPagePaths.elsewhere(key)) (pagePaths)."))
            }
            do {
                let head = try Self.frontMatter(converted, title: title, categories: nil, tags: nil, aliases: [], draft: false, toc: attributes.wantsTOC)
                planned.append(PlannedFile(path: "content/pages/" + urls.new.dropExtension + ".md", data: Data((head + converted.body).utf8),
                                           role: .page, origin: path))
            } catch {
                report.problems.append(ImportProblem(.error, path: path, line: 1, "The front matter cannot be written again: \(error)"))
            }
        }
        for path in staticPaths {
            if let file = ImportWriter.resource(path, in: source, at: path, report: &report) { planned.append(file) }
        }
        for file in collectionFiles {
            if let copy = ImportWriter.resource(file.path, in: source, at: file.target, report: &report) { planned.append(copy) }
        }
        if let unkept = config.unkeptHeadingIDs { report.problems.append(ImportProblem(path: "_config.yml", line: 1, unkept)) }
        var settings = config
        settings.title = ImportWriter.title(config.title, source: source, configFile: "_config.yml", problems: &report.problems)
        planned.append(PlannedFile(path: "blog.yml", data: Data(Self.settings(settings, unsafe: rawHTML, include: ImportWriter.includeLine(for: planned), movedPages: movedPages).utf8),
                                   role: .settings, origin: "_config.yml"))
        try ImportWriter.write(planned, redirects: redirects, generator: "Jekyll", command: "blog import jekyll",
                               destination: destination, overwrites: overwrites, report: &report)
        return report
    }

    /// A post's metadata and places, or nil with an error.
    private func readPost(_ path: String, config: JekyllConfig, problems: inout [ImportProblem]) -> PostPlan? {
        guard let text = readText(path, problems: &problems) else { return nil }
        var matter: FrontMatter
        do { matter = try FrontMatter.parse(text, path: path) } catch {
            problems.append(ImportProblem(.error, path: path, line: error.diagnostic.location.line, error.diagnostic.message))
            return nil
        }
        let (nameDate, named) = FileNameDate.split(Self.stem(path))!
        var date = nameDate
        if let node = matter["date"] {
            guard let written = YAMLValues.string(node), let (readable, ignored) = Self.readableDate(written), let parsed = PostDate.parse(readable) else {
                problems.append(ImportProblem(.error, path: path, line: matter.location(of: node).line,
                    "Cannot read the date '\(YAMLValues.string(node) ?? "")'; write it as '2021-07-17 21:10:00 +0800'."))
                return nil
            }
            date = parsed
            // Ruby's Time.parse read `2014-10-1 9:00:00`, and skipped what it did not need (`18:30:22 2023 -0800`); the
            // date is written again as `blog build` reads dates.
            if readable != written, let index = matter.entries.firstIndex(where: { $0.key.lowercased() == "date" }) {
                matter.entries[index].value = Node(readable)
            }
            if let ignored {
                problems.append(ImportProblem(path: path, line: matter.location(of: node).line,
                    "The date '\(written)' is read as Ruby read it, '\(readable)': '\(ignored)' is left out."))
            }
        }
        func names(_ plural: String, _ singular: String) -> [String] {
            if let node = matter[plural] {
                if let list = node.sequence { return list.compactMap(YAMLValues.string) }
                return (YAMLValues.string(node) ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            }
            return matter[singular].flatMap(YAMLValues.string).map { [$0] } ?? []
        }
        let parts = path.split(separator: "/").map(String.init)
        let folders = Array(parts.prefix { $0 != "_posts" })
        var categories = folders + names("categories", "category").filter { !folders.contains($0) }
        categories = categories.filter { !$0.isEmpty }
        let tags = names("tags", "tag")
        let writtenSlug = matter["slug"].flatMap(YAMLValues.string)
        let jekyllSlug = writtenSlug ?? named
        let slug = writtenSlug.flatMap { PostReader.isValidSlug($0) ? $0 : nil } ?? Slug.make(named)
        let newURL = "/" + SitePaths.postPage(year: date.year, month: date.month, slug: slug)
        let template = matter["permalink"].flatMap(YAMLValues.string) ?? config.permalink
        let old = JekyllPermalink.url(template, placeholders: JekyllPermalink.placeholders(date: date, slug: jekyllSlug, categories: categories))
        let inPosts = parts.drop { $0 != "_posts" }.dropFirst().joined(separator: "/")
        let prefix = folders.isEmpty ? "" : folders.joined(separator: "/") + "/"
        let target = "content/posts/" + prefix + (path.hasSuffix(".html") ? inPosts.dropExtension + ".md" : inPosts)
        let title = matter["title"].flatMap(YAMLValues.string).flatMap { (title: String) in title.trimmingCharacters(in: .whitespaces).isEmpty ? nil : title }
            ?? Self.titleized(named)
        let draft = matter["published"].flatMap(YAMLValues.bool) == false
        return PostPlan(path: path, matter: matter, target: target, newURL: newURL, oldFile: JekyllPermalink.file(of: old),
                        title: title, categories: categories, tags: tags, draft: draft)
    }

    /// `site.data`: each YAML or JSON file under `_data/` by its path (`_data/team/people.yml` is `site.data.team.people`),
    /// read as Jekyll reads them; a file that cannot be read is a warning, and missing from it.
    static func siteData(in source: URL, problems: inout [ImportProblem]) -> LiquidValue {
        let folder = source.appendingPathComponent("_data")
        var data: [String: LiquidValue] = [:]
        for path in SourceScanner.files(under: folder).paths.prefix(10_000) {
            let ext = (path as NSString).pathExtension.lowercased()
            guard ["yml", "yaml", "json"].contains(ext), let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                  bytes.count <= 8 << 20 else { continue }
            let loaded: Any?
            do {
                loaded = ext == "json" ? try JSONSerialization.jsonObject(with: bytes, options: [.fragmentsAllowed])
                    : try Yams.load(yaml: String(decoding: bytes, as: UTF8.self))
            } catch {
                problems.append(ImportProblem(path: "_data/" + path, line: 1, "This data file cannot be read (\(error)); site.data has no value of it."))
                continue
            }
            // `a/b.yml` goes under `a`, then `b`.
            var keys = (path as NSString).deletingPathExtension.split(separator: "/").map(String.init)
            let last = keys.removeLast()
            func insert(_ value: LiquidValue, into table: inout [String: LiquidValue], at keys: ArraySlice<String>) {
                guard let first = keys.first else { table[last] = value; return }
                var inner: [String: LiquidValue] = if case .object(let existing) = table[first] { existing } else { [:] }
                insert(value, into: &inner, at: keys.dropFirst())
                table[first] = .object(inner)
            }
            insert(LiquidValue(loaded: loaded), into: &data, at: keys[...])
        }
        return .object(data)
    }

    /// Liquid's `page`: the file's front matter (its `title` as Jekyll gave it).
    static func liquidPage(_ matter: FrontMatter, title: String) -> LiquidValue {
        var table: [String: LiquidValue] = ["title": .string(title)]
        for entry in matter.entries where table[entry.key] == nil {
            let loaded = (try? Yams.serialize(node: entry.value)).flatMap { try? Yams.load(yaml: $0) }
            table[entry.key] = LiquidValue(loaded: loaded)
        }
        return .object(table)
    }

    /// Jekyll's own front-matter keys, which `blog build` does not read (`title` and the terms are written again).
    static let ownKeys: Set<String> = ["layout", "permalink", "published", "category", "categories", "tag", "tags", "render_with_liquid", "redirect_from"]

    /// The front matter to write: the old one without Jekyll's own keys, with the title, terms, aliases and draft
    /// flag the build reads.
    static func frontMatter(_ matter: FrontMatter, title: String, categories: [String]?, tags: [String]?, aliases: [String], draft: Bool,
                            slug: String? = nil, toc: Bool = false) throws -> String {
        var extra: [(String, Node)] = []
        if let slug { extra.append(("slug", Node(slug))) }
        if toc, matter["toc"] == nil { extra.append(("toc", Node("true", Tag(.bool)))) }
        func list(_ values: [String]) -> Node { Node(values.map { Node($0) }) }
        if let categories, !categories.isEmpty { extra.append(("categories", list(categories))) }
        if let tags, !tags.isEmpty { extra.append(("tags", list(tags))) }
        return try ImportedFrontMatter.write(matter, title: title, dropping: ownKeys, adding: extra, aliases: aliases, draft: draft)
    }

    /// The files jekyll-redirect-from (a GitHub Pages plugin) wrote for the file's `redirect_from:` URLs, which lead to it.
    private static func redirectsFrom(_ matter: FrontMatter, path: String, problems: inout [ImportProblem]) -> [String] {
        guard let node = matter["redirect_from"] else { return [] }
        return (YAMLValues.strings(node) ?? []).compactMap { written in
            switch OutputPath.ofOldURL(written) {
            case .success(let file): return file
            case .failure(let problem):
                problems.append(ImportProblem(path: path, line: matter.location(of: node).line, "The old URL \(OutputPath.shown(written)) in 'redirect_from' cannot be kept: \(problem)."))
                return nil
            }
        }
    }

    /// `text` read as kramdown read it: an opening fence never closed is text (`KramdownFences`), attribute lists are
    /// converted (`KramdownAttributes`); a warning at each fence and at each list left out.
    private static func readAsKramdown(_ text: String, path: String, firstLine: Int, problems: inout [ImportProblem]) -> KramdownAttributes.Result {
        let fenced = KramdownFences.escapingUnclosed(text)
        for fence in fenced.escaped {
            problems.append(ImportProblem(path: path, line: firstLine + fence.line, fence.inListItem
                ? "This code fence, right under a list item's line, continues that item to kramdown and is not closed before the item ends: kramdown read it as text, and so does the import."
                : "This code fence is never closed: kramdown read it as text, and so does the import (CommonMark would make a code block of the rest of the file)."))
        }
        let result = KramdownAttributes.convert(fenced.text, firstLine: firstLine)
        for line in result.leftOut {
            problems.append(ImportProblem(path: path, line: line, "A kramdown attribute list ('{: …}') is left out: it styled the old theme, and no Markdown here reads it.",
                                          kind: "kramdown attribute lists left out (they styled the old theme)"))
        }
        return result
    }

    /// `2014-10-1 9:00:00 +0800` with its month, day and hour in two digits, or nil when it does not start with a date.
    static func paddedDate(_ text: String) -> String? {
        let pattern = #"^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?(.*)$"#
        guard let match = try? NSRegularExpression(pattern: pattern).firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        func group(_ i: Int) -> String? { Range(match.range(at: i), in: text).map { String(text[$0]) } }
        func two(_ i: Int) -> String { let value = group(i) ?? "0"; return value.count == 1 ? "0" + value : value }
        var padded = "\(group(1)!)-\(two(2))-\(two(3))"
        if group(4) != nil { padded += " \(two(4)):\(two(5))" + (group(6) != nil ? ":\(two(6))" : "") }
        return padded + (group(7) ?? "")
    }

    /// `written` as `blog build` reads dates, as Ruby's `Time.parse` read it: as it is, with one-digit fields padded, or
    /// without what Ruby skipped (returned as `ignored`); nil when none of these reads.
    static func readableDate(_ written: String) -> (text: String, ignored: String?)? {
        if PostDate.parse(written) != nil { return (written, nil) }
        if let padded = paddedDate(written), PostDate.parse(padded) != nil { return (padded, nil) }
        if let lenient = lenientDate(written), PostDate.parse(lenient.text) != nil { return (lenient.text, lenient.ignored) }
        return nil
    }

    /// A date Ruby's `Time.parse` read though it holds more than a date, a time and a zone (`2023-01-29 18:30:22 2023
    /// -0800`: the second year is skipped): the date, time and zone, and what was skipped.
    static func lenientDate(_ text: String) -> (text: String, ignored: String)? {
        let pattern = #"^\s*(\d{4}-\d{1,2}-\d{1,2}(?:[ T]\d{1,2}:\d{1,2}(?::\d{1,2})?)?)\s+(.*?)\s*([+-]\d{2}:?\d{2}|Z)?\s*$"#
        guard let match = try? NSRegularExpression(pattern: pattern).firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let head = Range(match.range(at: 1), in: text), let skipped = Range(match.range(at: 2), in: text), !text[skipped].isEmpty,
              let padded = paddedDate(String(text[head])) else { return nil }
        let zone = Range(match.range(at: 3), in: text).map { " " + text[$0] } ?? ""
        return (padded + zone, String(text[skipped]))
    }

    /// `blog.yml` from `_config.yml`.
    static func settings(_ config: JekyllConfig, unsafe: Bool, include: String? = nil, movedPages: [String] = []) -> String {
        var lines = ["# Written by blog import jekyll from _config.yml."]
        if let title = config.title { lines.append("title: \(YAMLValues.quoted(title))") }
        if let description = config.description { lines.append("description: \(YAMLValues.quoted(description))") }
        if let author = config.author { lines.append("author: \(YAMLValues.quoted(author))") }
        if let baseURL = config.baseURL { lines.append("baseURL: \(YAMLValues.quoted(baseURL))") }
        if let language = config.language { lines.append("language: \(language)") }
        if let zone = config.timeZone, TimeZone(identifier: zone) != nil { lines.append("timeZone: \(zone)") }
        if !movedPages.isEmpty {
            lines.append("# Pages of the site at the paths of blog build's own lists, which move.")
            lines.append("pagePaths: {" + movedPages.sorted().map { "\($0): \(GeneratedPagePaths.elsewhere($0))" }.joined(separator: ", ") + "}")
        }
        if let include {
            lines.append("# Hidden files Jekyll published (.well-known, .htaccess, its include: list).")
            lines.append(include)
        }
        if config.future {
            lines.append("# Jekyll published posts dated in the future (future: true).")
            lines.append("future: true")
        }
        lines.append("# Heading ids as kramdown's GFM input made them, so old links to a heading still land.")
        lines.append("headingIDs: github")
        if unsafe {
            lines.append("# Jekyll's kramdown passed raw HTML through; the imported posts hold some.")
            lines.append("unsafe: true")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether Jekyll ran the file's Liquid (`render_with_liquid: false` turns it off).
    private static func convertsLiquid(_ matter: FrontMatter) -> Bool {
        matter["render_with_liquid"].flatMap(YAMLValues.bool) != false
    }

    /// Whether the theme file at `path` is a feed (`atom.xml`, `feed.xml`, `rss.xml`, `feed/index.xml`).
    static func isFeed(_ path: String) -> Bool {
        let lowered = path.lowercased()
        guard lowered.hasSuffix(".xml") || lowered.hasSuffix(".rss") || lowered.hasSuffix(".atom") else { return false }
        return ["atom", "feed", "rss"].contains { lowered.contains($0) } || (lowered as NSString).lastPathComponent == "index.xml"
    }

    /// The site path `blog build` gives the page imported from `path` (`about.md` → `about.html`).
    static func pageURL(_ path: String) -> String { path.dropExtension + ".html" }

    /// The file Jekyll wrote for the page at `path`: its `permalink`, else `/:path/:basename` with the site's style.
    private func oldPageFile(_ path: String, config: JekyllConfig) -> String {
        if let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path),
           let matter = try? FrontMatter.parse(String(decoding: data, as: UTF8.self), path: path),
           let permalink = matter["permalink"].flatMap(YAMLValues.string), !permalink.isEmpty {
            return JekyllPermalink.file(of: permalink)
        }
        let stem = path.dropExtension
        if (stem as NSString).lastPathComponent == "index" { return JekyllPermalink.file(of: "/" + (stem as NSString).deletingLastPathComponent + "/") }
        return JekyllPermalink.file(of: "/" + stem + (config.pagesEndWithSlash ? "/" : ".html"))
    }

    /// The file Jekyll wrote for the document `rest` of the collection `label`: its `permalink`, else the collection's
    /// template with `:collection`, `:path`, `:name`, `:title` and `:slug` (Jekyll's `Drops::UrlDrop` for documents).
    private func oldDocumentFile(_ path: String, label: String, rest: String, config: JekyllConfig) -> String {
        let matter = FileManager.default.contents(atPath: source.appendingPathComponent(path).path)
            .flatMap { try? FrontMatter.parse(String(decoding: $0, as: UTF8.self), path: path) }
        if let permalink = matter?["permalink"].flatMap(YAMLValues.string), !permalink.isEmpty { return JekyllPermalink.file(of: permalink) }
        let name = (rest.dropExtension as NSString).lastPathComponent
        let slug = matter?["slug"].flatMap(YAMLValues.string)
        let placeholders = ["collection": label, "path": rest.dropExtension, "name": JekyllPermalink.slugify(name, pretty: false),
                            "title": JekyllPermalink.slugify(slug ?? name, pretty: true), "slug": JekyllPermalink.slugify(slug ?? name, pretty: false),
                            "output_ext": ".html"]
        return JekyllPermalink.file(of: JekyllPermalink.url(config.collectionPermalink(label), placeholders: placeholders))
    }

    /// Whether the file at `path` under `source` starts with `---`: Jekyll renders it (a page, a collection's document).
    private static func startsWithFrontMatter(_ path: String, in source: URL) -> Bool {
        FileManager.default.contents(atPath: source.appendingPathComponent(path).path)?.starts(with: Data("---".utf8)) == true
    }

    /// Whether `body` runs Liquid over the site's posts, tags or categories (`{% for post in site.posts %}`,
    /// `{{ paginator.page }}`): a listing page. Words in prose and what `{% raw %}` shows do not count (the Jekyll docs'
    /// own posts.md, pagination.md and history.md name `site.posts` to explain it).
    static func listsPosts(_ body: String) -> Bool {
        // What raw blocks show is cut out in one pass: each opening's end is looked for once, from where it is.
        var shown = "", rest = Substring(body)
        while let open = rest.firstRange(of: /\{%-?\s*raw\s*-?%\}/) {
            shown += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: /\{%-?\s*endraw\s*-?%\}/) else { rest = ""; break }
            rest = rest[close.upperBound...]
        }
        shown += rest
        return shown.contains(/\{[%{][^%}]*?(site\.posts|paginator\.|site\.tags|site\.categories)/)
    }

    /// The page of `blog build` that replaces an old listing or 404 page, or nil for a page of content.
    static func generatedPage(path: String, old: String, body: String) -> String? {
        let name = (path.dropExtension as NSString).lastPathComponent.lowercased()
        if name == "404" || old == "404.html" { return SitePaths.notFound }
        guard listsPosts(body) else { return nil }
        if old == SitePaths.home || name == "index" { return SitePaths.home }
        if old.contains("tag") { return SitePaths.tags }
        if old.contains("categor") { return SitePaths.categories }
        return SitePaths.archive
    }

    /// The old files of the later pages a listing page at `old` was paged into for `posts` posts: by jekyll-paginate
    /// (`paginate: 5` and `paginate_path: /page:num/`, the home's pages only: `page2/index.html`) or by
    /// jekyll-paginate-v2 (a page whose front matter has `pagination: {enabled: true}`, with `per_page` and
    /// `permalink: /page/:num/` from it or `_config.yml`'s `pagination:`, under the page's folder).
    static func pagedPages(of old: String, matter: FrontMatter, config: JekyllConfig, posts: Int) -> [String] {
        let folder = (old as NSString).deletingLastPathComponent
        var size: Int?, pattern: String
        if matter["pagination"]?["enabled"].flatMap(YAMLValues.bool) == true {
            size = matter["pagination"]?["per_page"].flatMap(YAMLValues.string).flatMap { Int($0) } ?? config.values["pagination.per_page"].flatMap { Int($0) } ?? 10
            pattern = matter["pagination"]?["permalink"].flatMap(YAMLValues.string) ?? config.values["pagination.permalink"] ?? "/page/:num/"
            pattern = (folder.isEmpty ? "" : "/" + folder) + (pattern.hasPrefix("/") ? pattern : "/" + pattern)
        } else {
            guard old == SitePaths.home else { return [] }
            size = config.values["paginate"].flatMap { Int($0) }
            pattern = config.values["paginate_path"] ?? "/page:num/"
        }
        guard let size, size > 0, posts > size, pattern.contains(":num") else { return [] }
        return (2...((posts + size - 1) / size)).map { number in
            let path = pattern.replacingOccurrences(of: ":num", with: "\(number)")
            let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
            return trimmed.hasSuffix("/") || trimmed.isEmpty ? trimmed + SitePaths.home : (trimmed.hasSuffix(".html") ? trimmed : trimmed + "/" + SitePaths.home)
        }
    }

    /// Jekyll's title for a post without one: its name's words capitalised (`my-first-post` → `My First Post`).
    static func titleized(_ slug: String) -> String {
        slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The file name without its folders and extension.
    static func stem(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    private func readText(_ path: String, problems: inout [ImportProblem]) -> String? {
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path) else {
            problems.append(ImportProblem(.error, path: path, line: 1, "The file cannot be read."))
            return nil
        }
        switch TextDecoding.decode(data, path: path) {
        case .success(let text): return text
        case .failure(let error):
            problems.append(ImportProblem(.error, path: path, line: error.diagnostic.location.line, error.diagnostic.message))
            return nil
        }
    }
}

private extension String {
    /// The path without its last extension (`a/b.md` → `a/b`).
    var dropExtension: String { (self as NSString).deletingPathExtension }
}
