// Turning one content/posts Markdown file into a Post: front matter checks, Markdown, summary, table of contents.
import Foundation
import Yams

/// Reads posts and standalone pages.
struct PostReader: Sendable {
    /// The Markdown renderer (raw HTML setting, fenced-block renderers).
    var markdown: MarkdownRenderer
    /// The taxonomies of `taxonomies:`, whose keys a post names its terms by (`series:`).
    var customTaxonomies: [Taxonomy] = []
    /// The tags of a multilingual site's languages (`languages:`): a file named `post.<tag>.md` is in that language.
    var siteLanguages: Set<String> = []
    /// The theme's words in a language other than the site's (the built-in table with the site's `i18n/<lang>.yml`
    /// over it), for the words a post in that language draws around its diagrams.
    var interface: @Sendable (_ language: String) -> InterfaceStrings = { InterfaceStrings(language: $0) }
    /// What `interface` gives for the languages of the site's `i18n/` files, which may change between builds.
    var interfaceFingerprint = ""

    /// A key that changes whenever the same file would read differently.
    var cacheKey: String {
        markdown.cacheKey + "|" + customTaxonomies.map(\.key).joined(separator: ",") + "|" + siteLanguages.sorted().joined(separator: ",")
            + "|" + interfaceFingerprint
    }

    /// The Markdown renderer of a text in `language` (a post's `lang:` or its name's): its diagrams' words are that
    /// language's.
    func markdown(in language: String?) -> MarkdownRenderer {
        guard let language, language != markdown.interface.language else { return markdown }
        var renderer = markdown
        renderer.interface = interface(language)
        return renderer
    }

    /// The file name `path` without its extension, and the language its last `.`-part names (`post.en.md`: `post`,
    /// `en`) when that is one of `siteLanguages`.
    func stemAndLanguage(of path: String) -> (stem: String, language: String?) {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let suffix = (stem as NSString).pathExtension.lowercased()
        guard !suffix.isEmpty, siteLanguages.contains(suffix) else { return (stem, nil) }
        return ((stem as NSString).deletingPathExtension, suffix)
    }

    /// What the translations of a post or page share: its `translationKey:`, else its path without the extension and the
    /// language of its name (`content/posts/2021/post.en.md` and `…/post.md` are translations of each other).
    private func translationKey(written: String?, path: String, stem: String) -> String {
        if let written { return "key:" + written }
        return "file:" + ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem)
    }

    /// The post in `text` (the file at `path`), or `nil` with its problems in `diagnostics`: one file read whole (the
    /// front matter fuzzer's entry; a build reads files in runs, `SiteBuilder.read`).
    func readPost(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> Post? {
        beginPost(text, path: path, diagnostics: &diagnostics)?.finish(with: markdown, diagnostics: &diagnostics)
    }

    /// The post in `text` (the file at `path`) read up to its Markdown, or `nil` when its front matter cannot be read;
    /// its problems go to `diagnostics`, the Markdown's when it is finished (`PendingRead`).
    func beginPost(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> PendingRead<Post>? {
        let matter: FrontMatter
        do { matter = try FrontMatter.parse(text, path: path) } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
        var failed = false
        func fail(_ message: String, _ location: SourceLocation, notes: [String] = []) {
            diagnostics.append(.error(message, at: location, notes: notes))
            failed = true
        }
        let start = SourceLocation(path: path)

        var title = ""
        if let node = matter["title"] {
            if let value = YAMLValues.string(node), !value.allSatisfy(\.isWhitespace) { title = value }
            else { fail("'title' must be a non-empty string.", matter.location(of: node)) }
        } else {
            fail("The post has no 'title'.", start, notes: ["Add 'title: …' to the front matter."])
        }

        func readDate(_ node: Node) -> PostDate? {
            if let written = YAMLValues.string(node), let parsed = PostDate.parse(written) { return parsed }
            fail("Cannot read the date '\(YAMLValues.string(node) ?? "")'.", matter.location(of: node),
                 notes: ["Write '2021-07-17', '2021-07-17 21:10' or '2021-07-17T21:10:00+08:00'."])
            return nil
        }
        let (stem, nameLanguage) = stemAndLanguage(of: path)
        // A page bundle (`posts/<name>/index.md`, as Hugo and Zola keep a post with its images) is named by its folder;
        // a date the name starts with (`2011-05-25-title.md`) is the post's when its front matter has none.
        let folder = (path as NSString).deletingLastPathComponent
        let fullName = stem == "index" && folder != "content/posts" ? (folder as NSString).lastPathComponent : stem
        let nameDate = FileNameDate.split(fullName)
        let named = nameDate?.rest ?? fullName
        var date = PostDate(year: 1970, month: 1, day: 1)
        if let node = matter["date"] {
            if let parsed = readDate(node) { date = parsed }
        } else if let nameDate {
            date = nameDate.date
        } else {
            fail("The post has no 'date'.", start, notes: ["Add 'date: 2021-07-17 21:10' to the front matter, or start the file's name with the date (2021-07-17-title.md)."])
        }

        func strings(_ key: String) -> [String] {
            guard let node = matter[key] else { return [] }
            guard let values = YAMLValues.strings(node) else {
                fail("'\(key)' must be a list of strings or one string.", matter.location(of: node))
                return []
            }
            guard values.count <= FrontMatter.maxTermsPerPost else {
                fail("'\(key)' lists \(values.count) names; a post may have at most \(FrontMatter.maxTermsPerPost).", matter.location(of: node))
                return []
            }
            return values.map { String(Substring($0.utf8.trimmingASCIIWhitespace())) }.filter { !$0.isEmpty }
        }
        /// The names of `taxonomy` under `key`, each one that cannot be a page an error.
        func terms(_ taxonomy: Taxonomy, key: String) -> [String] {
            let names = strings(key)
            if let node = matter[key] {
                for name in names {
                    if let problem = OutputPath.problem(with: taxonomy.pagePath(slug: Slug.make(name))) {
                        fail("The \(taxonomy.singular) '\(OutputPath.shown(name))' cannot be a page: \(problem).", matter.location(of: node))
                    }
                }
            }
            return names
        }
        let categories = terms(.category, key: "categories")
        let tags = terms(.tag, key: "tags")
        var customTerms: [String: [String]] = [:]
        for taxonomy in customTaxonomies where matter[taxonomy.key] != nil { customTerms[taxonomy.key] = terms(taxonomy, key: taxonomy.key) }
        // Aliases are checked one by one, so each bad one is reported at its own place in the list.
        var aliases: [String] = []
        if let node = matter["aliases"] {
            if YAMLValues.strings(node) == nil {
                fail("'aliases' must be a list of strings or one string.", matter.location(of: node))
            } else {
                for item in node.sequence.map(Array.init) ?? [node] {
                    let written = String(Substring((YAMLValues.string(item) ?? "").utf8.trimmingASCIIWhitespace()))
                    if written.isEmpty { continue }
                    switch OutputPath.ofOldURL(written) {
                    case .success(let path): aliases.append(path)
                    case .failure(let problem):
                        fail("The alias '\(OutputPath.shown(written))' cannot be written: \(problem).", matter.location(of: item),
                             notes: ["An alias is a path inside the site, such as 'old/page.html' or '/2019/07/old-title/'."])
                    }
                }
            }
        }

        func words(_ key: String) -> String? {
            guard let node = matter[key] else { return nil }
            guard let value = YAMLValues.string(node) else {
                fail("'\(key)' must be a string.", matter.location(of: node))
                return nil
            }
            let trimmed = String(Substring(value.utf8.trimmingASCIIWhitespace()))
            return trimmed.isEmpty ? nil : trimmed
        }
        let description = words("description"), author = words("author")
        var language = nameLanguage
        if let written = words("lang") {
            if !Self.isLanguageTag(written) {
                fail("'lang' must be a language tag such as 'en', 'zh-cn' or 'pt-BR'.", matter.location(of: matter["lang"]!))
            } else if let nameLanguage, written.lowercased() != nameLanguage {
                fail("'lang: \(written)' contradicts the file's name, which says '\(nameLanguage)'.", matter.location(of: matter["lang"]!),
                     notes: ["Rename the file or remove 'lang:'."])
            } else {
                language = written.lowercased()
            }
        }
        let translation = translationKey(written: words("translationKey"), path: path, stem: stem)
        var image: SiteLink?
        let imageWritten: String?
        if let node = matter["image"], let mapping = node.mapping {
            imageWritten = Self.imagePath(in: mapping, at: matter.location(of: node), diagnostics: &diagnostics)
        } else {
            imageWritten = words("image")
        }
        if let written = imageWritten {
            switch SiteLink.read(written) {
            case .success(let reference): image = reference
            case .failure(let problem):
                fail("The image '\(OutputPath.shown(written))' cannot be shown: \(problem).", matter.location(of: matter["image"]!),
                     notes: ["Write a path inside the site, such as '/images/cover.png' for content/images/cover.png, or a full https:// URL."])
            }
        }
        let lastModified = matter["lastmod"].flatMap(readDate)
        let publishDate = matter["publishdate"].flatMap(readDate)
        let expiryDate = matter["expirydate"].flatMap(readDate)

        var isDraft = false
        if let node = matter["draft"] {
            if let value = YAMLValues.bool(node) { isDraft = value } else { fail("'draft' must be true or false.", matter.location(of: node)) }
        }

        var slug = Slug.make(named)
        var slugLocation = start
        if let node = matter["slug"] {
            slugLocation = matter.location(of: node)
            if let value = YAMLValues.string(node), Self.isValidSlug(value) {
                slug = value
                if let problem = OutputPath.problem(with: value + ".html") {
                    fail("The slug '\(OutputPath.shown(value))' cannot be a file name: \(problem).", slugLocation)
                }
            } else {
                fail("The slug '\(YAMLValues.string(node) ?? "")' cannot be a file name.", slugLocation,
                     notes: ["Use letters, digits and '-', such as '\(Slug.make(YAMLValues.string(node) ?? title))'."])
            }
        }

        var forcedAnchor: Int?
        var anchorLocation: SourceLocation?
        if let node = matter["anchor"] {
            anchorLocation = matter.location(of: node)
            let value = YAMLValues.string(node) ?? ""
            if value.hasPrefix("p"), let number = Int(value.dropFirst()), number >= 0, String(number) == value.dropFirst() {
                forcedAnchor = number
            } else {
                fail("The anchor '\(value)' must be 'p' followed by a number, such as 'p0'.", anchorLocation!)
            }
        }

        var tocDepth: Int?
        let refusesTOC = matter["toc"].flatMap(YAMLValues.bool) == false
        switch Self.tableOfContentsDepth(in: matter) {
        case .success(let depth): tocDepth = depth
        case .failure(let error): fail(error.diagnostic.message, error.diagnostic.location)
        }

        var allowsComments = true
        if let node = matter["comments"] {
            if let value = YAMLValues.bool(node) { allowsComments = value } else { fail("'comments' must be true or false.", matter.location(of: node)) }
        }
        var discussionURL: String?
        if let written = words("discussion") {
            if SiteLink.isWebURL(written) { discussionURL = written }
            else { fail("The discussion link '\(OutputPath.shown(written))' must be a full http(s) URL.", matter.location(of: matter["discussion"]!)) }
        }
        let params = Self.params(of: matter, excluding: Set(customTaxonomies.map(\.key)))

        var summaryNode: String?
        if let node = matter["summary"] {
            if let value = YAMLValues.string(node) { summaryNode = value } else { fail("'summary' must be a string.", matter.location(of: node)) }
        }

        if let problem = Self.budgetProblem(matter, path: path) {
            diagnostics.append(problem)
            return nil
        }
        let frontMatterFailed = failed
        let renderer = markdown(in: language)
        return PendingRead(markdown: renderer.prepare(matter.body)) { rendered, diagnostics in
            let problems = Self.located(rendered.diagnostics, in: matter, path: path)
            diagnostics += problems
            if frontMatterFailed || problems.contains(where: \.isError) { return nil }
            let summaryHTML: String
            var summaryNeeds: PageNeeds = []
            var imageLookups = rendered.imageLookups
            if let summaryNode {
                let summary = renderer.render(summaryNode)
                (summaryHTML, summaryNeeds) = (summary.html, summary.needs)
                imageLookups.merge(summary.imageLookups) { old, _ in old }
            } else if let offset = MoreMarker.firstOffset(in: matter.body) {
                let end = matter.body.utf8.index(matter.body.utf8.startIndex, offsetBy: offset)
                let summary = renderer.render(String(Substring(matter.body.utf8[..<end])))
                (summaryHTML, summaryNeeds) = (summary.html, summary.needs)
                imageLookups.merge(summary.imageLookups) { old, _ in old }
            } else {
                // A first paragraph is a paragraph: never a block's figure.
                summaryHTML = rendered.firstParagraphHTML ?? ""
            }
            let trimmedSummary = summaryHTML.utf8.trimmingASCIIWhitespace()
            let trimmedContent = rendered.html.utf8.trimmingASCIIWhitespace()
            let outline = PostOutline(
                sourcePath: path, title: title, date: date, categories: categories, tags: tags, isDraft: isDraft,
                slug: slug, forcedAnchor: forcedAnchor, aliases: aliases, anchorLocation: anchorLocation, slugLocation: slugLocation,
                description: description, image: image, author: author, language: language, translationKey: translation, lastModified: lastModified,
                publishDate: publishDate, expiryDate: expiryDate,
                allowsComments: allowsComments, discussionURL: discussionURL, params: params, customTerms: customTerms)
            let body = RenderedBody(contentHTML: rendered.html, tocDepth: tocDepth, refusesTOC: refusesTOC,
                                    headings: rendered.headings, needs: rendered.needs, wordCount: rendered.wordCount,
                                    imageLookups: imageLookups)
            return Post(outline: outline, body: PostBody(rendered: body, summaryHTML: summaryHTML, summaryNeeds: summaryNeeds,
                                                         hasMore: !trimmedSummary.elementsEqual(trimmedContent)))
        }
    }

    /// The standalone page in `text` (`content/pages/<folders>/<name>.md`, built at `<folders>/<name>.html`) read up to
    /// its Markdown, or `nil` when its front matter cannot be read or is wrong; its problems go to `diagnostics`.
    func beginPage(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> PendingRead<StandalonePage>? {
        let matter: FrontMatter
        do { matter = try FrontMatter.parse(text, path: path) } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
        let inPages = path.hasPrefix("content/pages/") ? String(path.dropFirst("content/pages/".count)) : (path as NSString).lastPathComponent
        let (stem, language) = stemAndLanguage(of: path)
        let outputStem = ((inPages as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem)
        var title = (outputStem as NSString).lastPathComponent
        if let node = matter["title"] {
            guard let value = YAMLValues.string(node), !value.isEmpty else {
                diagnostics.append(.error("'title' must be a non-empty string.", at: matter.location(of: node)))
                return nil
            }
            title = value
        }
        let description = matter["description"].flatMap(YAMLValues.string) ?? ""
        let tocDepth: Int?
        let refusesTOC = matter["toc"].flatMap(YAMLValues.bool) == false
        switch Self.tableOfContentsDepth(in: matter) {
        case .success(let depth): tocDepth = depth
        case .failure(let error):
            diagnostics.append(error.diagnostic)
            return nil
        }
        if let problem = Self.budgetProblem(matter, path: path) {
            diagnostics.append(problem)
            return nil
        }
        return PendingRead(markdown: markdown(in: language).prepare(matter.body)) { rendered, diagnostics in
            let problems = Self.located(rendered.diagnostics, in: matter, path: path)
            diagnostics += problems
            if problems.contains(where: \.isError) { return nil }
            return StandalonePage(sourcePath: path, outputPath: outputStem + ".html", title: title, description: description,
                                  language: language,
                                  body: RenderedBody(contentHTML: rendered.html, tocDepth: tocDepth, refusesTOC: refusesTOC,
                                                     headings: rendered.headings, needs: rendered.needs, wordCount: rendered.wordCount,
                                                     imageLookups: rendered.imageLookups))
        }
    }

    /// Where the Markdown of the file at `path` breaks the budget cmark-gfm is given (`MarkdownLimits`), or nil.
    private static func budgetProblem(_ matter: FrontMatter, path: String) -> Diagnostic? {
        guard let violation = MarkdownLimits.check(matter.body) else { return nil }
        return .error(violation.message, at: SourceLocation(path: path, line: matter.bodyFirstLine + violation.line - 1),
                      notes: ["docs/security.md lists every limit."])
    }

    /// The problems of a file's Markdown, located in the file at `path`: their lines count from the Markdown's first,
    /// which follows the front matter.
    private static func located(_ problems: [FencedBlockDiagnostic], in matter: FrontMatter, path: String) -> [Diagnostic] {
        problems.map {
            Diagnostic($0.severity, at: SourceLocation(path: path, line: matter.bodyFirstLine + $0.line - 1, column: $0.column), $0.message)
        }
    }

    /// The heading depth of the `toc` field (`true` is 3), nil when there is none or it is `false`.
    static func tableOfContentsDepth(in matter: FrontMatter) -> Result<Int?, DiagnosticError> {
        guard let node = matter["toc"] else { return .success(nil) }
        if let flag = YAMLValues.bool(node) { return .success(flag ? 3 : nil) }
        if let depth = YAMLValues.int(node), (1...6).contains(depth) { return .success(depth) }
        return .failure(DiagnosticError(.error("'toc' must be true, false or a heading depth from 1 to 6.", at: matter.location(of: node))))
    }

    /// Whether `text` has the shape of a BCP 47 language tag: a primary language of 2-3 letters, then subtags of 1-8
    /// letters or digits, joined by `-` (`en`, `zh-cn`, `zh-Hant-TW`); at most 35 characters, as RFC 5646 advises.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count <= 35, let primary = parts.first, (2...3).contains(primary.utf8.count),
              primary.utf8.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.utf8.count) && part.utf8.allSatisfy { byte in
                (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
        }
    }

    /// The front-matter keys a post's reader reads (in lower case; keys are read in any case, as Hugo reads them).
    static let knownKeys: Set<String> = ["title", "date", "categories", "tags", "aliases", "draft", "slug", "anchor", "toc",
                                         "summary", "description", "image", "author", "lang", "translationKey", "lastmod", "publishdate", "expirydate", "comments", "discussion",
                                         // Zola's `[taxonomies]` table, read for `categories` and `tags`.
                                         "taxonomies"]

    /// The front matter's keys no reader reads (neither a known key nor one of `excluding`), with their values, for
    /// templates.
    static func params(of matter: FrontMatter, excluding: Set<String> = []) -> PostParams {
        var params = PostParams()
        for entry in matter.entries where !knownKeys.contains(entry.key) && !knownKeys.contains(entry.key.lowercased())
            && !excluding.contains(entry.key.lowercased()) && params.values[entry.key] == nil {
            params.values[entry.key] = paramValue(entry.value)
            params.keyLocations[entry.key] = entry.keyNode.mark == nil ? matter.location(of: entry.value) : matter.location(of: entry.keyNode)
        }
        return params
    }

    /// The image an `image:` mapping names: its `path` (Chirpy's, Minimal Mistakes' `header`), `src` or `url`; a mapping of
    /// only a theme's own keys (HPSTR's `feature:`, a name its templates resolve) names none, with a warning.
    private static func imagePath(in mapping: Node.Mapping, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> String? {
        let keys = ["path", "src", "url"]
        if let path = keys.lazy.compactMap({ mapping[Node($0)].flatMap(YAMLValues.string) }).first(where: { !$0.isEmpty }) {
            return path
        }
        let found = mapping.keys.compactMap { $0.scalar?.string }.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.append(.warning("'image' has no 'path', 'src' or 'url' (it has \(found)): the post has no image.",
                                    at: location,
                                    notes: ["A theme's own keys are its templates' to read; write 'image: /images/cover.png' for a link preview."]))
        return nil
    }

    /// A YAML node as a template reads it: scalars as written (`true`/`false` as flags), sequences and mappings whole.
    private static func paramValue(_ node: Node) -> ParamValue {
        if let sequence = node.sequence { return .list(sequence.map(paramValue)) }
        if let mapping = node.mapping {
            var values: [String: ParamValue] = [:]
            for (key, value) in mapping { values[key.scalar?.string ?? ""] = paramValue(value) }
            return .map(values)
        }
        if let style = node.scalar?.style, style == .plain || style == .any, let flag = YAMLValues.bool(node) {
            return .bool(flag)
        }
        return .string(node.scalar?.string ?? "")
    }

    /// Whether `slug` can be one path component of a URL and a file name.
    static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty && slug != "." && slug != ".." && !slug.hasPrefix(".")
            && !slug.contains { $0 == "/" || $0 == "\\" || $0.isWhitespace || $0 == "?" || $0 == "#" || $0 == "%" }
    }
}

/// A post or page read up to its Markdown. The build prepares several in a row, highlights their code blocks together
/// (`MarkdownRenderer.highlightCode(in:)`), then finishes each.
struct PendingRead<Value> {
    /// The text's Markdown, parsed, its code blocks perhaps not yet highlighted.
    let markdown: PreparedMarkdown
    /// The value from the rendered Markdown, its problems added to `diagnostics`; `nil` when there are errors.
    let complete: (RenderedMarkdown, inout [Diagnostic]) -> Value?

    /// The value, with the Markdown rendered by `renderer`.
    func finish(with renderer: MarkdownRenderer, diagnostics: inout [Diagnostic]) -> Value? {
        complete(renderer.finish(markdown), &diagnostics)
    }
}
