// `blog import hugo` and `blog import zola`: converts the content, bundles and static files of a Hugo or Zola site, keeping every old URL answering (aliases and redirects) and its shortcodes rendered as the generator rendered them.
import Foundation
import Yams

/// Imports a Hugo site (the folder holding `hugo.toml`, `config.*` or `config/_default/`) or a Zola one (`config.toml`):
/// - dated pages in a section (`content/posts/x.md`, the bundle `content/posts/x/index.md`; with Zola, at the top
///   too) become posts under `content/posts/`, each with `aliases:` holding the URL the generator gave it (Hugo: its
///   `url`, its section's `permalinks` pattern, or its path; Zola: its `path`, or its folders and slug), and the
///   bundle's files copied where they were published;
/// - other pages become pages under `content/pages/`, with a redirect from their old URL;
/// - section and taxonomy list pages (`_index.md`) are made by `blog build` and their old URLs redirect there;
/// - `static/` is copied into `content/`; the configuration becomes `blog.yml`.
public struct SectionedSiteImporter: Sendable {
    public var generator: SectionedGenerator
    public var source: URL
    public var destination: URL
    public var overwrites: Bool

    public init(_ generator: SectionedGenerator, source: URL, destination: URL, overwrites: Bool = false) {
        self.generator = generator
        self.source = source.standardizedFileURL
        self.destination = destination.standardizedFileURL
        self.overwrites = overwrites
    }

    /// A language's taxonomy (nil: the default language).
    private struct TermsKey: Hashable {
        var language: String?
        var taxonomy: String
    }

    /// A content page as read before its body is converted.
    private struct Plan {
        /// The path under the source folder.
        var path: String
        /// The path under the content folder (`posts/x/index.md`).
        var contentPath: String
        var matter: FrontMatter
        var isPost: Bool
        var title: String
        /// Where the import writes it, and the site path `blog build` gives it (`/blog/2018/06/x.html`).
        var target: String
        var newURL: String
        /// The file Hugo wrote for it (`2018/06/x/index.html`).
        var oldFile: String
        /// Its front matter's `aliases`, as files.
        var oldAliases: [String]
        var draft: Bool
        /// The bundle's folder under `content/`, when it is a leaf bundle.
        var bundle: String?
        /// A slug to write, when the one `blog build` would take from the file name is another post's.
        var slug: String?
        /// Its language when it is a translation (`x.zh-cn.md`) into one of the site's other languages; nil for the default.
        var language: String?
        /// The date its file's name starts with, when that was its date (`[frontmatter] date = [":filename", …]`).
        var dateFromName: PostDate?
    }

    /// Runs the import: reads the source, plans every file, then writes them.
    public func run() throws(ImportError) -> SiteImportReport {
        var report = SiteImportReport(tagNoun: "shortcode")
        let read = generator == .hugo ? SectionedConfig.readHugo(in: source, problems: &report.problems)
            : SectionedConfig.readZola(in: source, problems: &report.problems)
        guard let config = read else {
            throw ImportError(path: source.path, message: generator == .hugo
                ? "The source has no hugo.toml, config.toml (.yaml, .json) or config/_default/: it is not a Hugo site."
                : "The source has no config.toml: it is not a Zola site.")
        }
        // Hugo and Zola publish a static folder whole, `.well-known/` and `.htaccess` too.
        let listed = SourceScanner.files(under: source, includingHidden: config.staticDirs)
        for problem in listed.problems {
            report.problems.append(ImportProblem(problem.severity == .error ? .error : .warning, path: problem.location.path, line: 1, problem.message))
        }
        let (taxonomies, refused) = Self.taxonomies(config.taxonomies)
        for name in refused {
            report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1,
                "The taxonomy '\(name)' cannot be one here (a taxonomy is a front-matter key of lower-case letters, digits and '-', not one blog build reads); its terms stay in the front matter and its pages are not made."))
        }
        // Each file's content folder, the longest that holds it: the default language's, or on a site translated by
        // folder (`languages.fa.contentDir`) another's, whose files are that language's. Paths below are from it.
        let contentRoots = ([(folder: config.contentDir, language: String?.none)] + config.languageContentDirs.map { ($0.value, $0.key) })
            .sorted { $0.folder.count > $1.folder.count }
        let contentFiles = listed.paths.compactMap { path -> (file: String, root: String, language: String?)? in
            contentRoots.first { path.hasPrefix($0.folder + "/") }.map { (String(path.dropFirst($0.folder.count + 1)), $0.folder, $0.language) }
        }
        // Leaf bundles: folders holding an index.md; what else they hold is theirs.
        var bundles = Set<String>()
        for (file, _, _) in contentFiles where SitePaths.isMarkdown(file) && Self.stem(Self.withoutLanguage(Self.name(of: file), config)) == "index" {
            bundles.insert(Self.folder(of: file))
        }
        func bundle(holding file: String) -> String? {
            var folder = Self.folder(of: file)
            while !folder.isEmpty {
                if bundles.contains(folder) { return folder }
                folder = Self.folder(of: folder)
            }
            return nil
        }

        var plans: [Plan] = []
        var resources: [(path: String, inContent: String, bundle: String?, language: String?)] = []
        var listings: [(sections: [String], path: String, contentPath: String, language: String?)] = []
        var usedSlugs = Set<String>()
        var listingPages: [(generated: String, old: String)] = []
        for (file, root, folderLanguage) in contentFiles {
            let path = root + "/" + file
            let name = Self.name(of: file)
            let isContent = SitePaths.isMarkdown(file) || (file.hasSuffix(".html") && Self.startsWithFrontMatter(source.appendingPathComponent(path)))
            let owner = bundle(holding: file)
            guard isContent else { resources.append((path, file, owner, folderLanguage)); continue }
            // A translation (`x.zh-cn.md`, or a file in `content/zh-cn/`) is imported as `blog build` reads one, under its
            // language's folder.
            let language = (Self.language(of: name, config) ?? folderLanguage).flatMap { $0 == config.defaultLanguage ? nil : $0 }
            if let language, !PostReader.isLanguageTag(language) {
                report.leftOut["translations into languages whose codes are no language tags (x.\(language).md)", default: 0] += 1
                continue
            }
            let stem = Self.stem(Self.withoutLanguage(name, config))
            if stem == "_index" {
                listings.append((Self.folder(of: file).split(separator: "/").map(String.init), path, file, language))
                continue
            }
            if let owner, owner != Self.folder(of: file) || stem != "index" {
                report.leftOut["Markdown files inside page bundles (resources \(config.generator.name) did not render)", default: 0] += 1
                continue
            }
            switch readPage(path, contentPath: file, stem: stem, isBundle: stem == "index", language: language, config: config,
                            usedSlugs: &usedSlugs, listingPages: &listingPages, report: &report) {
            case .plan(let plan):
                if plan.isPost { report.postsFound += 1 } else { report.pagesFound += 1 }
                plans.append(plan)
            case .unreadable:
                // Found and not imported (post or page, it could not be told): the import fails.
                report.pagesFound += 1
            case .notPublished:
                break
            }
        }

        // A reference names the default language's page (a translation is found by its own file's path only).
        var urlByContentPath: [String: String] = [:]
        // (A translation in its own content folder has the same path as the page it translates: the page keeps it.)
        for plan in plans where !plan.draft && (plan.language == nil || urlByContentPath[plan.contentPath] == nil) {
            urlByContentPath[plan.contentPath] = plan.newURL
            guard plan.language == nil else { continue }
            urlByContentPath[(plan.contentPath as NSString).deletingPathExtension] = plan.newURL
            if let bundle = plan.bundle { urlByContentPath[bundle] = plan.newURL }
        }
        // A section's `_index.md` (`@/blog/_index.md`, `ref "/blog"`) names the listing `blog build` makes of it.
        for listing in listings {
            let url = "/" + (listing.language.map { $0 + "/" } ?? "") + Self.generatedPage(for: listing.sections)
            urlByContentPath[listing.contentPath] = url
            guard listing.language == nil else { continue }
            urlByContentPath[(listing.contentPath as NSString).deletingPathExtension] = url
            let folder = listing.sections.joined(separator: "/")
            if !folder.isEmpty, urlByContentPath[folder] == nil { urlByContentPath[folder] = url }
        }
        // What each old page file became, for links written to an old URL: the first page Hugo wrote there.
        var newURLByOldFile: [String: String] = [:]
        for plan in plans where !plan.draft {
            for old in [plan.oldFile] + plan.oldAliases where newURLByOldFile[old] == nil { newURLByOldFile[old] = plan.newURL }
        }
        var byBaseName: [String: [String]] = [:]
        for plan in plans where !plan.draft && plan.language == nil {
            let base = plan.bundle.map { ($0 as NSString).lastPathComponent } ?? Self.stem(Self.name(of: plan.contentPath))
            byBaseName[base, default: []].append(plan.newURL)
        }
        /// Hugo's `ref`: a path from the content folder or from the page's folder, with or without `.md`, or a unique name.
        func reference(_ target: String, from contentPath: String) -> String? {
            let cut = target.firstIndex(of: "#") ?? target.endIndex
            let fragment = String(target[cut...])
            let written = String(target[..<cut])
            if written.isEmpty { return fragment }
            var candidates: [String] = []
            let trimmed = written.hasPrefix("/") ? String(written.dropFirst()) : written
            candidates.append(trimmed)
            if !written.hasPrefix("/"), let relative = RelativeLinks.resolve(written, folder: Self.folder(of: contentPath)) {
                candidates.append(String(relative.dropFirst()))
            }
            for candidate in candidates {
                let bare = candidate.hasSuffix("/") ? String(candidate.dropLast()) : candidate
                for key in [bare, (bare as NSString).deletingPathExtension, bare + "/index"] {
                    if let url = urlByContentPath[key] { return url + fragment }
                }
            }
            let base = Self.stem(Self.name(of: trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed))
            if let found = byBaseName[base], found.count == 1 { return found[0] + fragment }
            return nil
        }

        // A bundle's files are where Hugo put its default-language page's: a translation's relative links lead there too.
        let oldFolderOfBundle = Dictionary(plans.sorted { ($0.language ?? "") < ($1.language ?? "") }.compactMap { plan in
            plan.bundle.map { ($0, Self.folder(ofOldFile: plan.oldFile)) } }, uniquingKeysWith: { a, _ in a })
        // Hugo's `enableGitInfo`: each page's `lastmod` was its file's last commit.
        let gitDates = config.lastmodFromGit ? GitDates.lastAuthorDates(in: source) : nil
        if config.lastmodFromGit, gitDates == nil {
            report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1,
                "enableGitInfo: Hugo took each page's lastmod from Git, but this source is no Git checkout (or git cannot run): pages keep their front matter's lastmod."))
        }
        var planned: [PlannedFile] = []
        var redirects: [String: String] = [:]
        var oldFiles: [String: String] = [:]
        var rawHTML = false, wroteHTML = false, wroteMath = false
        let generatedPaths = ImportWriter.generatedPaths
        /// The body of `matter` (the file at `path`, `contentPath` in its content folder) as `blog build` reads it:
        /// shortcodes converted, internal and relative links leading to the new pages (relative ones as from `oldFolder`).
        func convertedBody(of matter: FrontMatter, path: String, contentPath: String, oldFolder: String) -> String {
            var converted = Shortcodes.convert(matter.body, path: path, firstLine: matter.bodyFirstLine, context: ShortcodeContext(
                reference: { reference($0, from: contentPath) },
                parameter: { key in matter[key].flatMap(YAMLValues.string) ?? config.params[key.lowercased()] }),
                syntax: generator == .hugo ? .hugo : .zola)
            if generator == .zola {
                // Zola's internal links, `[x](@/blog/post.md#part)`: a link to nothing stopped Zola's build.
                let links = Self.internalLinks(converted.text) { reference($0, from: "") }
                converted.text = links.text
                for target in links.unresolved {
                    // The line of the link in the file (the converted text's lines may differ from the file's).
                    let before = matter.body.range(of: "@/" + target).map { matter.body[..<$0.lowerBound] } ?? ""
                    let line = matter.bodyFirstLine + before.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                    report.problems.append(ImportProblem(.error, path: path, line: line,
                        "The internal link @/\(target) names no imported page (Zola stopped on this); the link leads nowhere."))
                }
            }
            report.problems += converted.problems
            report.tags += converted.converted
            wroteHTML = wroteHTML || converted.wroteHTML
            wroteMath = wroteMath || converted.wroteMath
            if MPCText.firstRawHTML(in: matter.body) != nil { rawHTML = true }
            return RelativeLinks.rewrite(converted.text, folder: oldFolder, sourceFolder: Self.folder(of: contentPath),
                                         pages: { urlByContentPath[$0] }, moved: { newURLByOldFile[$0] }, oldBase: config.baseURL).text
        }
        for plan in plans {
            var matter = plan.matter
            let oldFolder = plan.language != nil ? plan.bundle.flatMap { oldFolderOfBundle[$0] } ?? Self.folder(ofOldFile: plan.oldFile)
                : Self.folder(ofOldFile: plan.oldFile)
            matter.body = convertedBody(of: matter, path: plan.path, contentPath: plan.contentPath, oldFolder: oldFolder)
            var aliases: [String] = []
            for old in [plan.oldFile] + plan.oldAliases {
                if let other = oldFiles[old] {
                    report.problems.append(ImportProblem(path: plan.path, line: 1, "\(generator.name) wrote this page at \(old), as it wrote \(other); the old URL leads to \(other)."))
                } else if case .failure(let problem) = OutputPath.ofOldURL(old) {
                    report.problems.append(ImportProblem(path: plan.path, line: 1, "The old URL \(OutputPath.shown(old)) cannot be kept: \(problem)."))
                } else if old != String(plan.newURL.dropFirst()), !generatedPaths.contains(old) {
                    oldFiles[old] = plan.path
                    if plan.isPost { aliases.append("/" + old) } else { redirects[old] = String(plan.newURL.dropFirst()) }
                }
            }
            report.oldURLs += plan.isPost ? aliases.count : 0
            let rewritten = Self.keysRewritten(plan.matter, path: plan.path, problems: &report.problems)
            var adding = rewritten.compactMap { key, value in value.map { (key, $0) } }
            var dropping = Self.ownKeys.union(rewritten.filter { $0.1 == nil }.map { $0.0.lowercased() })
            if let changed = gitDates?[plan.path], config.gitLastmodWins || matter["lastmod"] == nil {
                dropping.insert("lastmod")
                adding.append(("lastmod", Node(changed)))
            }
            if let slug = plan.slug { adding.append(("slug", Node(slug))) }
            if plan.isPost, let date = plan.dateFromName {
                adding.append(("date", Node("\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))")))
            } else if plan.isPost, let date = Self.dateNode(of: matter, sources: config.dateSources), matter["date"].map({ $0 != date }) ?? true {
                adding.append(("date", date))
            }
            // Hugo's other names of `publishDate` and `expiryDate`, under the names `blog build` reads.
            if plan.isPost, matter["publishdate"] == nil, let publish = matter["pubdate"] ?? matter["published"] { adding.append(("publishDate", publish)) }
            if plan.isPost, matter["expirydate"] == nil, let expiry = matter["unpublishdate"] { adding.append(("expiryDate", expiry)) }
            do {
                let head = try ImportedFrontMatter.write(matter, title: plan.title, dropping: dropping, adding: adding, aliases: aliases, draft: plan.draft)
                planned.append(PlannedFile(path: plan.target, data: Data((head + matter.body).utf8), role: plan.isPost ? .post : .page, origin: plan.path))
            } catch {
                report.problems.append(ImportProblem(.error, path: plan.path, line: 1, "The front matter cannot be written again: \(error)"))
            }
        }
        report.oldURLs += redirects.count

        // Section and taxonomy pages are listings `blog build` makes; their old URLs lead there.
        // The old pages a list at `folder` was paged into (`posts/page/2/`) for `posts` posts, `size` a page under each
        // of `paths`: page 1 leads to the list `generated`, the later ones to `later` (the home's to the archive, which
        // holds its older posts).
        func paged(_ folder: String, posts: Int, to generated: String, later: String? = nil,
                   size: Int = config.pagerSize, paths: [String] = config.pagerPaths, pageOne: Bool = config.pageOneAliases) {
            for path in paths {
                for page in Self.pagedPages(of: folder, posts: posts, size: size, path: path, pageOne: pageOne) {
                    listingPages.append((page.number == 1 ? generated : later ?? generated, page.file))
                }
            }
        }
        // The posts and pages a list at the content folder `folder` of `language` shows: those in it or below it (more
        // than a list shows when its subsections are lists of their own, or a theme lists posts only; an extra page
        // only adds a redirect). The home's is the whole site's, as a theme listing `site.RegularPages` showed.
        func pagesListed(under folder: String, language: String?) -> [Plan] {
            plans.filter { plan in
                let at = Self.folder(of: plan.bundle.map { $0 + "/index.md" } ?? plan.contentPath)
                return !plan.draft && plan.language == language && (folder.isEmpty || at == folder || at.hasPrefix(folder + "/"))
            }
        }
        // The main menu's links to sections of posts, by language, which now lead to the archive.
        var sectionMenuLinks: [(language: String, link: SectionedConfig.MenuLink)] = []
        // The terms of pages that are no posts now: section pages (Hugo listed a section under its categories too)
        // and pages (Hugo and Zola listed them under their tags).
        var pageTerms: [TermsKey: Set<String>] = [:]
        for plan in plans where !plan.isPost && !plan.draft {
            for taxonomy in taxonomies { pageTerms[TermsKey(language: plan.language, taxonomy: taxonomy.key), default: []].formUnion(Self.terms(taxonomy.key, of: plan.matter)) }
        }
        for listing in listings {
            report.listings += 1
            let matter = try? FrontMatter.parse(String(decoding: FileManager.default.contents(atPath: source.appendingPathComponent(listing.path).path) ?? Data(), as: UTF8.self),
                                                path: listing.path)
            if generator == .hugo, let matter {
                for taxonomy in taxonomies { pageTerms[TermsKey(language: listing.language, taxonomy: taxonomy.key), default: []].formUnion(Self.terms(taxonomy.key, of: matter)) }
            }
            let written = matter?[generator == .hugo ? "url" : "path"].flatMap(YAMLValues.string)
            let folder = generator == .hugo ? HugoPermalink.makePath(listing.sections.joined(separator: "/"), keepsCase: config.keepsCase)
                : listing.sections.joined(separator: "/")
            // Another language's lists were under its folder, as `blog build` writes that language's.
            let language = listing.language.map { $0 + "/" } ?? ""
            let old = written.map(Self.file(of:)) ?? (listing.sections.isEmpty ? language + SitePaths.home : Self.file(of: "/" + language + folder + "/"))
            listingPages.append((language + Self.generatedPage(for: listing.sections), old))
            // The home's own text is `blog build`'s home text (`content/_index.md`); no page of it shows a section's.
            if let matter, !matter.body.allSatisfy(\.isWhitespace) {
                if listing.sections.isEmpty {
                    report.pagesFound += 1
                    let body = convertedBody(of: matter, path: listing.path, contentPath: listing.contentPath, oldFolder: String(language.dropLast()))
                    let title = matter["title"].flatMap(YAMLValues.string).flatMap { $0.isEmpty ? nil : $0 } ?? config.title ?? "Home"
                    do {
                        let head = try ImportedFrontMatter.write(matter, title: title, dropping: Set(matter.entries.map { $0.key.lowercased() }).subtracting(["description"]),
                                                                 aliases: [], draft: false)
                        planned.append(PlannedFile(path: "content/_index" + (listing.language.map { "." + $0 } ?? "") + ".md",
                                                   data: Data((head + body).utf8), role: .page, origin: listing.path))
                    } catch {
                        report.problems.append(ImportProblem(.error, path: listing.path, line: 1, "The front matter cannot be written again: \(error)"))
                    }
                } else {
                    report.leftOut["texts of section pages (_index.md), which no page of blog build shows", default: 0] += 1
                }
            }
            // A list's own aliases lead where it does.
            if let matter {
                for alias in Self.aliasFiles(of: matter, oldURL: "/" + Self.folder(ofOldFile: old) + "/", languageFolder: listing.language.map { "/" + $0 } ?? "",
                                             generator: generator) {
                    listingPages.append((language + Self.generatedPage(for: listing.sections), alias))
                }
            }
            // Hugo paged every section that had a file (and those without, below); Zola those whose `_index.md` has
            // `paginate_by`, under its `paginate_path`.
            let contentFolder = listing.sections.joined(separator: "/")
            if generator == .hugo, !listing.sections.isEmpty {
                paged(Self.folder(ofOldFile: old), posts: pagesListed(under: contentFolder, language: listing.language).count, to: language + SitePaths.archive)
            } else if generator == .zola, let size = matter?["paginate_by"].flatMap(YAMLValues.string).flatMap({ Int($0) }), size > 0 {
                paged(Self.folder(ofOldFile: old), posts: pagesListed(under: contentFolder, language: listing.language).count,
                      to: language + Self.generatedPage(for: listing.sections), later: listing.sections.isEmpty ? language + SitePaths.archive : nil,
                      size: size, paths: [matter?["paginate_path"].flatMap(YAMLValues.string) ?? "page"], pageOne: true)
            }
            // Hugo wrote every section's feed; Zola those whose `_index.md` says `generate_feeds = true`.
            let sectionFeed = generator == .hugo || ["generate_feeds", "generate_feed", "generate_rss"].contains { matter?[$0].flatMap(YAMLValues.bool) == true }
            if !listing.sections.isEmpty, sectionFeed { listingPages.append((language + SitePaths.feed, Self.folder(ofOldFile: old) + "/" + config.feedName)) }
            // A section in the main menu: its posts are the archive's; a section of pages alone has no list now.
            if generator == .hugo, !listing.sections.isEmpty, let matter,
               let entry = Self.mainMenuEntry(of: matter, title: matter["title"].flatMap(YAMLValues.string) ?? listing.sections.last ?? "") {
                if pagesListed(under: contentFolder, language: listing.language).contains(where: \.isPost) {
                    sectionMenuLinks.append((listing.language ?? "", SectionedConfig.MenuLink(name: entry.name, url: "/" + language + SitePaths.archive, weight: entry.weight)))
                } else {
                    report.problems.append(ImportProblem(path: listing.path, line: 1,
                        "This section of pages was in the main menu ('\(entry.name)'); blog build lists posts, not a section's pages, so the menu leaves it out.",
                        kind: "sections of pages in the main menu, left out of it"))
                }
            }
        }
        // The lists Hugo made without a file of the site, in each language: each section with posts, and its RSS feed and
        // the site's (a copy of the feed answers there); the taxonomies and each of their terms, which `blog build` has
        // pages for. Zola made sections only of `_index.md` files, and feeds only where the configuration asked.
        // Hugo made `/en/` the default language's home too, once the site had others.
        // Its sitemap.xml was then an index of one per language, the default's under `/en/` as well.
        if generator == .hugo, plans.contains(where: { $0.language != nil }) {
            listingPages.append((SitePaths.home, config.defaultLanguage + "/index.html"))
            listingPages.append((SitePaths.sitemap, config.defaultLanguage + "/" + config.sitemapName))
        }
        for language in [nil] + Set(plans.compactMap(\.language)).sorted() {
            let prefix = language.map { $0 + "/" } ?? ""
            let inLanguage = plans.filter { $0.language == language && !$0.draft }
            if config.hasFeed { listingPages.append((prefix + SitePaths.feed, prefix + config.feedName)) }
            if generator == .hugo { listingPages.append((prefix + SitePaths.sitemap, prefix + config.sitemapName)) }
            let published = inLanguage.filter(\.isPost)
            // Hugo paged the home, each section and each term (the themes that page them; those that don't leave
            // redirects nobody asks for).
            let isHugo = generator == .hugo
            if isHugo { paged(String(prefix.dropLast()), posts: pagesListed(under: "", language: language).count, to: prefix + SitePaths.home, later: prefix + SitePaths.archive) }
            let sections = generator == .zola ? [] : inLanguage.compactMap { plan in
                plan.contentPath.split(separator: "/").dropLast(plan.bundle == nil ? 1 : 2).first.map(String.init)
            }
            for section in Set(sections).sorted() {
                let folder = prefix + HugoPermalink.makePath(section, keepsCase: config.keepsCase)
                listingPages.append((prefix + SitePaths.archive, folder + "/index.html"))
                if isHugo { paged(folder, posts: pagesListed(under: section, language: language).count, to: prefix + SitePaths.archive) }
                listingPages.append((prefix + SitePaths.feed, folder + "/" + config.feedName))
            }
            for taxonomy in taxonomies {
                let terms = Set(published.flatMap { Self.terms(taxonomy.key, of: $0.matter) })
                let folder = prefix + (generator == .hugo ? HugoPermalink.makePath(taxonomy.key, keepsCase: config.keepsCase) : taxonomy.key)
                // Hugo wrote a taxonomy's list even with no terms; `blog build` writes the categories page always, the others
                // when they have terms.
                listingPages.append((prefix + (terms.isEmpty && taxonomy != Taxonomy.category ? SitePaths.archive : taxonomy.listPath), folder + "/index.html"))
                if generator == .hugo { listingPages.append((prefix + SitePaths.feed, folder + "/" + config.feedName)) }
                let termFeeds = generator == .hugo || config.termFeeds.contains(taxonomy.key)
                // Terms Hugo wrote at one path (`Go` and `go`) were one list of all their posts.
                func oldName(_ term: String) -> String {
                    generator == .hugo ? HugoPermalink.makePath(HugoPermalink.urlize(term), keepsCase: config.keepsCase)
                        : ZolaPaths.component(term, slugifies: config.slugifiesTerms).text
                }
                // (A term's list had its pages too.)
                var postsByName: [String: Int] = [:]
                for page in inLanguage { for name in Set(Self.terms(taxonomy.key, of: page.matter).map(oldName)) { postsByName[name, default: 0] += 1 } }
                // A term only pages that are no posts had has no page now: its old list leads to the taxonomy's.
                for term in pageTerms[TermsKey(language: language, taxonomy: taxonomy.key), default: []].subtracting(terms).sorted() {
                    let old = folder + "/" + oldName(term) + "/"
                    listingPages.append((prefix + taxonomy.listPath, old + "index.html"))
                    paged(String(old.dropLast()), posts: postsByName[oldName(term)] ?? 0, to: prefix + taxonomy.listPath)
                    listingPages.append((prefix + SitePaths.feed, old + config.feedName))
                }
                for term in terms.sorted() {
                    let name = oldName(term)
                    let old = folder + "/" + name + "/"
                    listingPages.append((prefix + taxonomy.pagePath(slug: Slug.make(term)), old + "index.html"))
                    if isHugo { paged(folder + "/" + name, posts: postsByName[name] ?? 0, to: prefix + taxonomy.pagePath(slug: Slug.make(term))) }
                    if termFeeds { listingPages.append((prefix + taxonomy.feedPath(slug: Slug.make(term)), old + config.feedName)) }
                }
            }
        }
        // A term's own page (`tags/hugo/` → its tag page) wins over the list `tags/hugo/_index.md` was read as.
        var listingRedirects: [String: String] = [:]
        for (generated, old) in listingPages where old != generated && OutputPath.problem(with: old) == nil {
            listingRedirects[old] = generated
        }
        for (old, generated) in listingRedirects where oldFiles[old] == nil && redirects[old] == nil {
            redirects[old] = generated
            report.oldURLs += 1
        }

        let draftBundles = Set(plans.filter { $0.draft && $0.language == nil }.compactMap(\.bundle))
        // A bundle in a language's own content folder had its files under that language's page.
        let oldFolderOfTranslatedBundle = Dictionary(plans.compactMap { plan in
            plan.language.flatMap { language in plan.bundle.map { (language + "/" + $0, Self.folder(ofOldFile: plan.oldFile)) } }
        }, uniquingKeysWith: { a, _ in a })
        for resource in resources {
            let inContent = resource.inContent
            // Another language's content folder was published under that language's folder.
            var target = resource.language.map { $0 + "/" + inContent } ?? inContent
            if let owner = resource.bundle {
                guard !draftBundles.contains(owner) else { report.leftOut["files of draft bundles", default: 0] += 1; continue }
                guard let folder = resource.language.flatMap({ oldFolderOfTranslatedBundle[$0 + "/" + owner] }) ?? oldFolderOfBundle[owner] else {
                    report.leftOut["files of bundles not imported", default: 0] += 1
                    continue
                }
                target = (folder.isEmpty ? "" : folder + "/") + String(inContent.dropFirst(owner.count + 1))
            }
            if let file = ImportWriter.resource(resource.path, in: source, at: target, report: &report) { planned.append(file) }
        }
        for directory in config.staticDirs {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            for path in listed.paths where path.hasPrefix(prefix) {
                if let file = ImportWriter.resource(path, in: source, at: String(path.dropFirst(prefix.count)), report: &report) { planned.append(file) }
            }
        }
        if let unkept = config.unkeptHeadingIDs { report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1, unkept)) }
        if !config.unreadDateSources.isEmpty {
            report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1,
                "[frontmatter] date names \(config.unreadDateSources.joined(separator: ", ")), which the import cannot read (Git's history and files' times are not the old site's); the other sources are read in order."))
        }
        var settings = config
        settings.math = config.math || wroteMath
        settings.title = ImportWriter.title(config.title, source: source, configFile: config.files.first ?? "hugo.toml", problems: &report.problems)
        let translated = Set(plans.compactMap(\.language)).sorted()
        /// Where a menu link of `language` ("" for the default) leads now: the new page or list of the old URL it names, a
        /// file copied, or for `/archives/` (the archive page themes make) the archive; nil when nothing here answers it.
        let copied = Set(planned.map(\.path))
        func menuURL(_ written: String, language: String) -> String? {
            guard !written.contains("://"), !written.hasPrefix("mailto:") else { return written }
            let whole = written.hasPrefix("/") ? written : "/" + written
            let cut = whole.firstIndex { $0 == "#" || $0 == "?" } ?? whole.endIndex
            let path = String(whole[..<cut]), fragment = String(whole[cut...])
            let prefix = language.isEmpty ? "" : language + "/"
            for candidate in (language.isEmpty ? [] : ["/" + prefix + path.dropFirst()]) + [path] {
                let old = Self.file(of: candidate)
                if old == SitePaths.home || old == prefix + SitePaths.home { return "/" + (old == SitePaths.home ? "" : prefix) + fragment }
                if let new = newURLByOldFile[old] { return new + fragment }
                if let new = redirects[old] { return "/" + new + fragment }
                if copied.contains("content/" + old) || copied.contains("content/" + String(candidate.dropFirst())) { return candidate + fragment }
            }
            if ["archives/index.html", "archive/index.html"].contains(Self.file(of: path)) { return "/" + prefix + SitePaths.archive }
            return nil
        }
        var menus: [String: [SectionedConfig.MenuLink]] = [:]
        for (language, links) in config.menus {
            menus[language] = links.compactMap { link in
                guard let url = menuURL(link.url, language: language) else {
                    report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1,
                        "The menu link '\(link.name)' (\(link.url)) leads to nothing the import wrote; it is left out of the menu."))
                    return nil
                }
                return SectionedConfig.MenuLink(name: link.name, url: url, weight: link.weight)
            }
        }
        // Hugo's pages put themselves in the main menu too (`menu: main`, `menu: {main: {weight: 20}}`), among the
        // configuration's links by weight.
        if generator == .hugo {
            var pageLinks = sectionMenuLinks
            for plan in plans where !plan.draft {
                guard let entry = Self.mainMenuEntry(of: plan.matter, title: plan.title) else { continue }
                pageLinks.append((plan.language ?? "", SectionedConfig.MenuLink(name: entry.name, url: plan.newURL, weight: entry.weight)))
            }
            for (language, link) in pageLinks {
                if let same = (menus[language] ?? []).first(where: { $0.url == link.url }) {
                    report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1,
                        "The main menu's '\(link.name)' now leads where its '\(same.name)' does (\(link.url)); the menu keeps one of them."))
                    continue
                }
                menus[language] = SectionedConfig.MenuLink.sorted((menus[language] ?? []) + [link])
            }
            if !config.otherMenus.isEmpty {
                report.problems.append(ImportProblem(path: config.files.first ?? "hugo.toml", line: 1,
                    "The menus \(config.otherMenus.map { "'\($0)'" }.joined(separator: ", ")) are left out: blog's theme shows one menu, the header's, which Hugo's 'main' menu fills."))
            }
        }
        planned.append(PlannedFile(path: "blog.yml", data: Data(Self.settings(settings, unsafe: wroteHTML || (rawHTML && config.unsafe),
                                                                              taxonomies: taxonomies.filter(\.isCustom).map(\.key),
                                                                              include: ImportWriter.includeLine(for: planned), languages: translated,
                                                                              menus: menus).utf8),
                                   role: .settings, origin: config.files.first ?? "hugo.toml"))

        try ImportWriter.write(planned, redirects: redirects, generator: generator.name, command: "blog import \(generator.rawValue)",
                               destination: destination, overwrites: overwrites, report: &report)
        return report
    }

    /// Hugo's and Zola's own front-matter keys, which `blog build` does not read or the import writes again.
    static let ownKeys: Set<String> = ["url", "layout", "type", "weight", "headless", "_build", "build", "cascade", "outputs",
                                       "pubdate", "published", "unpublishdate", "markup", "path", "template", "render", "in_search_index"]

    /// `text` with Zola's internal link targets (`@/blog/x.md#part`) made the pages' new URLs by `resolve` (given the
    /// content path with its fragment), and the targets it could not resolve.
    static func internalLinks(_ text: String, resolve: (String) -> String?) -> (text: String, unresolved: [String]) {
        guard text.contains("@/") else { return (text, []) }
        let pattern = try! NSRegularExpression(pattern: #"(\]\(\s*<?|^ {0,3}\[[^\]]+\]:\s*<?|\bhref\s*=\s*["'])@/([^)\s>"']+)"#, options: .anchorsMatchLines)
        var unresolved: [String] = []
        let result = OutsideFencedCode.mapLines(text) { line in
            var line = line
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).reversed() {
                guard let whole = Range(match.range, in: line), let prefix = Range(match.range(at: 1), in: line),
                      let target = Range(match.range(at: 2), in: line) else { continue }
                let written = String(line[target])
                guard let url = resolve(written) else { unresolved.append(written); continue }
                line.replaceSubrange(whole, with: line[prefix] + url)
            }
            return line
        }
        return (result, unresolved)
    }

    /// The main-menu entry a Hugo page's front matter asks for (`menu: main`, `menu: [main, footer]`,
    /// `menu: {main: {name: About, weight: 20}}`, or under `menus`): its name (`name`, else `linkTitle`, else `title`) and
    /// weight; nil when it asks for none.
    static func mainMenuEntry(of matter: FrontMatter, title: String) -> (name: String, weight: Int)? {
        guard let node = matter["menu"] ?? matter["menus"] else { return nil }
        let fallback = matter["linktitle"].flatMap(YAMLValues.string).flatMap { $0.isEmpty ? nil : $0 } ?? title
        if let name = YAMLValues.string(node) { return name == "main" ? (fallback, 0) : nil }
        if let names = node.sequence { return names.compactMap(YAMLValues.string).contains("main") ? (fallback, 0) : nil }
        guard let main = node.mapping?.first(where: { $0.key.string == "main" })?.value else { return nil }
        let item = SectionedConfig.Settings(node: main)
        return (item.string("name").flatMap { $0.isEmpty ? nil : $0 } ?? fallback, item.string("weight").flatMap(Int.init) ?? 0)
    }

    /// What reading a content page gave.
    private enum PageReading {
        case plan(Plan)
        /// An error is reported: the page was found and is not imported.
        case unreadable
        /// The old site did not publish it as a page (headless, `render = false`), or `blog build` makes it (a
        /// listing); it is counted as such.
        case notPublished
    }

    /// A page's plan, or why there is none.
    private func readPage(_ path: String, contentPath: String, stem: String, isBundle: Bool, language: String?, config: SectionedConfig,
                          usedSlugs: inout Set<String>, listingPages: inout [(generated: String, old: String)],
                          report: inout SiteImportReport) -> PageReading {
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path) else {
            report.problems.append(ImportProblem(.error, path: path, line: 1, "The file cannot be read."))
            return .unreadable
        }
        let matter: FrontMatter
        do {
            let text = try TextDecoding.decode(data, path: path).get()
            matter = try FrontMatter.parse(text, path: path)
        } catch {
            report.problems.append(ImportProblem(.error, path: path, line: error.diagnostic.location.line, error.diagnostic.message))
            return .unreadable
        }
        // `headless: true`, `build: {render: never}` (Hugo) and `render = false` (Zola) pages were never published.
        let build = matter["_build"] ?? matter["build"]
        let render = build?.mapping?.first { $0.key.string?.lowercased() == "render" }?.value.scalar?.string.lowercased()
            ?? matter["render"].flatMap(YAMLValues.string)?.lowercased()
        if matter["headless"].flatMap(YAMLValues.bool) == true || render == "never" || render == "false" {
            report.leftOut["pages \(config.generator.name) did not render (headless, render: false)", default: 0] += 1
            return .notPublished
        }
        let folders = Self.folder(of: contentPath).split(separator: "/").map(String.init)
        let sections = isBundle ? Array(folders.dropLast()) : folders
        let baseName = isBundle ? (folders.last ?? "index") : stem
        // Hugo reads `2018-05-22-x`; Zola also `2018-05-22_x`, `2018-05-22 - x` and a time of day.
        let fileDate: (date: PostDate, rest: String)? = switch config.generator {
        case .hugo: FileNameDate.split(baseName)
        case .zola: ZolaPaths.splitDate(baseName).flatMap { split in PostDate.parse(split.date).map { ($0, split.slug ?? baseName) } }
        }
        // The date from the first of the site's date sources that has one (Hugo's `[frontmatter] date`), else the
        // file name's; a date from `:filename` makes the rest of the name the slug, as in Hugo.
        var date: PostDate?
        var dateFromName = false
        for source in config.dateSources {
            if source == ":filename" {
                if let fileDate { date = fileDate.date; dateFromName = true; break }
                continue
            }
            guard let node = matter[source], let written = YAMLValues.string(node), !written.isEmpty else { continue }
            guard let parsed = PostDate.parse(written) ?? JekyllImporter.paddedDate(written).flatMap(PostDate.parse) else {
                report.problems.append(ImportProblem(.error, path: path, line: matter.location(of: node).line,
                    "Cannot read the date '\(written)'; write it as '2021-07-17T21:10:00+08:00'."))
                return .unreadable
            }
            date = parsed
            break
        }
        date = date ?? fileDate?.date
        let writtenSlug = matter["slug"].flatMap(YAMLValues.string).flatMap { $0.isEmpty ? nil : $0 }
            ?? (dateFromName ? fileDate?.rest : nil)
        let title = matter["title"].flatMap(YAMLValues.string).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            ?? JekyllImporter.titleized(fileDate?.rest ?? baseName)
        let page = HugoPermalink.Page(sections: sections, baseName: baseName, title: matter["title"].flatMap(YAMLValues.string) ?? "",
                                      slug: writtenSlug, date: date)
        // Another language's pages were under its folder (`/zh-cn/…`), but for a `url` or `path` taken as written.
        let languageFolder = language.map { "/" + $0 } ?? ""
        var oldURL: String
        if let url = matter[config.generator == .hugo ? "url" : "path"].flatMap(YAMLValues.string)?.trimmingCharacters(in: .whitespaces), !url.isEmpty {
            oldURL = url.hasPrefix("/") ? url : "/" + url
            // Zola made every `path` a folder (`path = "x.html"` was `/x.html/`).
            if config.generator == .zola, !oldURL.hasSuffix("/") { oldURL += "/" }
        } else if config.generator == .zola {
            // Zola: the section folders as written, then the slug (`slug`, or the name without its date) slugified.
            let (slug, exact) = ZolaPaths.component(writtenSlug ?? fileDate?.rest ?? baseName, slugifies: config.slugifiesPaths)
            if !exact {
                report.problems.append(ImportProblem(path: path, line: 1,
                    "Zola transliterated this page's name into its URL (/\((sections + [slug]).joined(separator: "/"))/ here); the deunicode tables it used may spell some characters otherwise.",
                    kind: "URLs from transliterated names"))
            }
            oldURL = languageFolder + "/" + (sections + [slug]).joined(separator: "/") + "/"
        } else {
            oldURL = languageFolder + HugoPermalink.url(of: page, pattern: sections.first.flatMap(config.permalink(section:)), ugly: config.uglyURLs, keepsCase: config.keepsCase)
        }
        let oldAliases = Self.aliasFiles(of: matter, oldURL: oldURL, languageFolder: languageFolder, generator: config.generator)
        let draft = matter["draft"].flatMap(YAMLValues.bool) == true
        // Zola blogs keep posts at the top of content/ too; Hugo's dated pages there are the about page's kind.
        let isPost = date != nil && (!sections.isEmpty || config.generator == .zola)
        let inSections = sections.isEmpty ? "" : sections.joined(separator: "/") + "/"
        if isPost, let date {
            // `content/posts/x.md` is `content/posts/x.md` again; `content/blog/x.md` is `content/posts/blog/x.md`, apart
            // from `content/code/x.md`.
            let folders = (sections.first == "posts" ? Array(sections.dropFirst()) : sections).map { $0 + "/" }.joined()
            let named = fileDate?.rest ?? baseName
            var slug = writtenSlug.flatMap { PostReader.isValidSlug($0) ? $0 : nil } ?? Slug.make(named)
            var written: String? = nil
            let month = "\(languageFolder)\(date.year)-\(date.month)/"
            if !usedSlugs.insert(month + slug).inserted {
                var n = 2
                while !usedSlugs.insert(month + "\(slug)-\(n)").inserted { n += 1 }
                slug += "-\(n)"
                written = slug
            }
            // `x.zh-cn.md` beside `x.md`: `blog build` reads it as x's translation, at `zh-cn/blog/…`.
            let suffix = language.map { ".\($0).md" } ?? ".md"
            return .plan(Plan(path: path, contentPath: contentPath, matter: matter, isPost: true, title: title,
                        target: "content/posts/" + folders + baseName + suffix,
                        newURL: languageFolder + "/" + SitePaths.postPage(year: date.year, month: date.month, slug: slug),
                        oldFile: Self.file(of: oldURL), oldAliases: oldAliases, draft: draft,
                        bundle: isBundle ? Self.folder(of: contentPath) : nil, slug: written, language: language,
                        dateFromName: dateFromName ? date : nil))
        }
        let pagePath = inSections + baseName
        if ImportWriter.generatedPaths.contains(pagePath + ".html") {
            // `content/search.md`, `content/archives/index.md`: a page of the theme's that `blog build` makes itself.
            report.listings += 1
            listingPages.append((String(languageFolder.dropFirst()) + (language == nil ? "" : "/") + pagePath + ".html", Self.file(of: oldURL)))
            return .notPublished
        }
        return .plan(Plan(path: path, contentPath: contentPath, matter: matter, isPost: false, title: title,
                    target: "content/pages/" + pagePath + (language.map { ".\($0).md" } ?? ".md"), newURL: languageFolder + "/" + pagePath + ".html",
                    oldFile: Self.file(of: oldURL), oldAliases: oldAliases, draft: draft,
                    bundle: isBundle ? Self.folder(of: contentPath) : nil, slug: nil, language: language))
    }

    /// The keys whose Hugo form `blog build` reads in another one, written again: `author` as a list or a table
    /// (`{name: …}`) becomes its names, `toc` as a theme's table (`{enable: true}`) its switch, a date with one-digit
    /// fields (`2018-05-22T9:48:00`, which Go read) two-digit ones. A nil value leaves the key out.
    static func keysRewritten(_ matter: FrontMatter, path: String, problems: inout [ImportProblem]) -> [(String, Node?)] {
        var rewritten: [(String, Node?)] = []
        func name(_ node: Node) -> String? {
            YAMLValues.string(node) ?? node.mapping?.first { $0.key.string?.lowercased() == "name" }.flatMap { YAMLValues.string($0.value) }
        }
        if let author = matter["author"], author.scalar == nil {
            let names = (author.sequence.map(Array.init) ?? [author]).compactMap(name).filter { !$0.isEmpty }
            if names.isEmpty {
                problems.append(ImportProblem(path: path, line: matter.location(of: author).line, "'author' names no one; it is left out."))
            }
            rewritten.append(("author", names.isEmpty ? nil : Node(names.joined(separator: ", "))))
        }
        if let toc = matter["toc"], YAMLValues.bool(toc) == nil, YAMLValues.int(toc).map({ (1...6).contains($0) }) != true {
            // A table without `enable` (`{ordered: false}`) leaves the theme's default on, as FixIt and LoveIt do.
            let enable = toc.mapping.map { table in table.first { $0.key.string?.lowercased() == "enable" }.flatMap { YAMLValues.bool($0.value) } ?? true }
            if enable == nil {
                problems.append(ImportProblem(path: path, line: matter.location(of: toc).line, "'toc' is neither a switch nor a table; the table of contents is off."))
            }
            rewritten.append(("toc", Node(enable == true ? "true" : "false", Tag(.bool))))
        }
        for entry in matter.entries where ["date", "lastmod", "publishdate", "expirydate"].contains(entry.key.lowercased()) {
            if let written = YAMLValues.string(entry.value), PostDate.parse(written) == nil,
               let padded = JekyllImporter.paddedDate(written), PostDate.parse(padded) != nil {
                rewritten.append((entry.key, Node(padded)))
            }
        }
        return rewritten
    }

    /// The taxonomies of Hugo's `taxonomies` that `blog build` can make (categories, tags and those `taxonomies:` in
    /// blog.yml takes), and the names it cannot.
    static func taxonomies(_ names: [String]) -> (taxonomies: [Taxonomy], refused: [String]) {
        var taxonomies: [Taxonomy] = [], refused: [String] = []
        for name in names {
            if name == "categories" { taxonomies.append(.category); continue }
            if name == "tags" { taxonomies.append(.tag); continue }
            let valid = name.first.map { ("a"..."z").contains($0) } == true && name.utf8.count <= 64
                && name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
                && !ConfigReader.reservedTaxonomyNames.contains(name)
            if valid && taxonomies.filter(\.isCustom).count < ConfigReader.maxTaxonomies { taxonomies.append(.custom(name)) } else { refused.append(name) }
        }
        return (taxonomies, refused)
    }

    /// The names under `key` (`tags`, `categories`): a list, one string, or Zola-style under `taxonomies`.
    static func terms(_ key: String, of matter: FrontMatter) -> [String] {
        let node = matter[key] ?? matter["taxonomies"]?.mapping?.first { $0.key.string == key }?.value
        guard let node else { return [] }
        return (YAMLValues.strings(node) ?? []).filter { !$0.isEmpty }
    }

    /// The front-matter date the site's date sources name first, as written (a `publishDate` before a `date` when
    /// `[frontmatter] date` says so). A date from the file's name is the plan's `dateFromName`.
    private static func dateNode(of matter: FrontMatter, sources: [String]) -> Node? {
        for source in sources where !source.hasPrefix(":") {
            if let node = matter[source], YAMLValues.string(node)?.isEmpty == false { return node }
        }
        return nil
    }

    /// The page of `blog build` that replaces the list page of `sections` (`[]` is the home page).
    /// The old files of a list at `folder` paged `size` posts a page under `path` (`posts/page/2/index.html`), for `posts`
    /// posts: pages 2 and on, and page 1 (an alias of the list, written for an empty list too) when `pageOne`.
    static func pagedPages(of folder: String, posts: Int, size: Int, path: String, pageOne: Bool) -> [(number: Int, file: String)] {
        let count = (posts + size - 1) / size
        let base = (folder.isEmpty ? "" : folder + "/") + path + "/", first = pageOne ? 1 : 2
        // An empty list was paged too: page 1, empty.
        let last = max(count, 1)
        guard last >= first else { return [] }
        return (first...last).map { (number: $0, file: base + "\($0)/index.html") }
    }

    static func generatedPage(for sections: [String]) -> String {
        switch sections.first?.lowercased() {
        case nil: return SitePaths.home
        case "tags", "tag": return SitePaths.tags
        case "categories", "category": return SitePaths.categories
        case "search": return SitePaths.search
        default: return SitePaths.archive
        }
    }

    /// `blog.yml` from Hugo's or Zola's configuration.
    static func settings(_ config: SectionedConfig, unsafe: Bool, taxonomies: [String] = [], include: String? = nil, languages: [String] = [],
                         menus: [String: [SectionedConfig.MenuLink]] = [:]) -> String {
        /// `[{name: "Posts", url: "/archive.html"}, …]`.
        func menu(_ links: [SectionedConfig.MenuLink]) -> String {
            "[" + links.map { "{name: \(YAMLValues.quoted($0.name)), url: \(YAMLValues.quoted($0.url))}" }.joined(separator: ", ") + "]"
        }
        var lines = ["# Written by blog import \(config.generator.rawValue) from \(config.files.joined(separator: ", "))."]
        if let title = config.title { lines.append("title: \(YAMLValues.quoted(title))") }
        if let description = config.description { lines.append("description: \(YAMLValues.quoted(description))") }
        if let author = config.author { lines.append("author: \(YAMLValues.quoted(author))") }
        if let baseURL = config.baseURL { lines.append("baseURL: \(YAMLValues.quoted(baseURL))") }
        if let language = config.language { lines.append("language: \(language)") }
        if let zone = config.timeZone, TimeZone(identifier: zone) != nil { lines.append("timeZone: \(zone)") }
        if !taxonomies.isEmpty { lines.append("taxonomies: [\(taxonomies.joined(separator: ", "))]") }
        if let links = menus[""], !links.isEmpty {
            lines.append("# The header's links, from \(config.generator.name)'s main menu, to the pages they now lead to.")
            lines.append("menu: " + menu(links))
        }
        if !languages.isEmpty {
            // The languages the imported translations (`x.zh-cn.md`) are in; each is a site of its own under its folder.
            if config.language == nil { lines.append("language: \(config.defaultLanguage)") }
            lines.append("languages:")
            for code in languages {
                let settings = [config.languageTitles[code].map { "title: \(YAMLValues.quoted($0))" }, config.languageNames[code].map { "name: \(YAMLValues.quoted($0))" },
                                menus[code].flatMap { $0.isEmpty ? nil : "menu: " + menu($0) }]
                    .compactMap { $0 }
                lines.append("  \(code): {\(settings.joined(separator: ", "))}")
            }
        }
        if let include {
            lines.append("# Hidden files of \(config.generator.name)'s static folder, which it published.")
            lines.append(include)
        }
        if config.buildsFuture {
            lines.append(config.generator == .hugo ? "# Hugo built posts dated in the future (buildFuture)." : "# Zola publishes posts whatever their date.")
            lines.append("future: true")
        }
        if config.buildsExpired {
            lines.append("# Hugo built posts past their expiryDate (buildExpired).")
            lines.append("expired: true")
        }
        lines.append("# Heading ids as \(config.generator.name) made them, so old links to a heading still land.")
        lines.append("headingIDs: \(config.generator.rawValue)")
        if !config.math {
            lines.append(config.generator == .hugo
                ? "# Hugo's Markdown had no math (no passthrough extension, no math param of the theme): $ is a dollar sign."
                : "# Zola's Markdown had no math (no katex or math in [extra], no katex shortcode): $ is a dollar sign.")
            lines.append("math: false")
        }
        if unsafe {
            lines.append(config.generator == .hugo
                ? "# Hugo passed raw HTML through (markup.goldmark.renderer.unsafe), or its shortcodes made HTML; the imported posts hold some."
                : "# Zola passed raw HTML through, or its shortcodes made HTML; the imported posts hold some.")
            lines.append("unsafe: true")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The language code of `x.en.md` when `en` is one of the site's languages.
    private static func language(of name: String, _ config: SectionedConfig) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 3 else { return nil }
        let code = parts[parts.count - 2].lowercased()
        return config.otherLanguages.contains(code) || code == config.defaultLanguage ? code : nil
    }

    /// `x.zh-cn.md` → `x.md` when `zh-cn` is the site's language; other names as they are.
    private static func withoutLanguage(_ name: String, _ config: SectionedConfig) -> String {
        guard let code = language(of: name, config) else { return name }
        let ext = (name as NSString).pathExtension
        return String(name.dropLast(ext.count + code.count + 2)) + "." + ext
    }

    private static func startsWithFrontMatter(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 3)) ?? Data()
        return head == Data("---".utf8) || head == Data("+++".utf8)
    }

    /// The file Hugo wrote for the URL `url` (a `url:` or an alias): `x.html` as it is, any other `x` or `x/` as `x/index.html`.
    /// The old files of the `aliases` in `matter`, of a page or list at `oldURL`. Hugo read a relative alias from the
    /// folder of the page's URL (`/posts/` for `/posts/x/`), Zola from the site's root; an absolute one of a
    /// translation from its language's folder (`languageFolder`: `/en`, or empty).
    static func aliasFiles(of matter: FrontMatter, oldURL: String, languageFolder: String, generator: SectionedGenerator) -> [String] {
        guard let node = matter["aliases"] else { return [] }
        let pageURL = oldURL.hasSuffix("/") ? String(oldURL.dropLast()) : oldURL
        let relativeBase = generator == .hugo ? (pageURL as NSString).deletingLastPathComponent : languageFolder
        return (YAMLValues.strings(node) ?? []).filter { !$0.isEmpty }.map { alias in
            Self.file(of: alias.hasPrefix("/") ? languageFolder + alias : (relativeBase.hasSuffix("/") ? relativeBase : relativeBase + "/") + alias)
        }
    }

    static func file(of url: String) -> String {
        let lowered = url.lowercased()
        let isFile = [".html", ".htm", ".xml"].contains { lowered.hasSuffix($0) }
        return JekyllPermalink.file(of: isFile || url.hasSuffix("/") ? url : url + "/")
    }

    /// The folder an old page file's relative links and bundle files are under (`posts/x/index.html` → `posts/x`,
    /// `posts/x.html` → `posts`).
    static func folder(ofOldFile file: String) -> String { (file as NSString).deletingLastPathComponent }

    private static func name(of path: String) -> String { (path as NSString).lastPathComponent }
    private static func folder(of path: String) -> String { (path as NSString).deletingLastPathComponent }
    private static func stem(_ name: String) -> String { (name as NSString).deletingPathExtension }
}
