// The site configuration read from blog.yml, with the defaults for everything but the title.
import Foundation

/// The settings of one site (`blog.yml`).
public struct SiteConfig: Sendable, Hashable {
    /// The site's name (required).
    public var title: String
    /// The author shown in the footer and the feed.
    public var author: String = ""
    /// The meta description of the home page and the feed's subtitle.
    public var description: String = ""
    /// Meta keywords.
    public var keywords: [String] = []
    /// The image link previews show for pages without a cover of their own (`image:`).
    public var image: SiteLink?
    /// The icon browsers show in tabs (`favicon:`); nil: the theme's `favicon.svg`.
    public var favicon: SiteLink?
    /// The header's links (`menu:`), in order; empty: the theme's own.
    public var menu: [MenuItem] = []
    /// The site's account on X/Twitter (`twitter: "@name"`), for `twitter:site`.
    public var twitter: String?
    /// The absolute URL the site is published at, always ending in `/` (default `/`).
    public var baseURL: String = "/"
    /// The `lang` of every page, e.g. `en` or `zh-cn` (of every page of this language's, on a multilingual site).
    public var language: String = "en"
    /// The languages of a multilingual site (`languages:`), the default (`language`, published at the root) first;
    /// empty for a site in one language.
    public var languages: [SiteLanguage] = []
    /// The folder of this configuration's language (`en/`; `edition(_:)`), empty for the default language's.
    public var languagePath = ""
    /// The IANA time zone of dates written without an offset (default `UTC`).
    public var timeZone: TimeZone = TimeZone(identifier: "UTC")!
    /// A site's own interface strings (`i18n/<lang>.yml`), by lowercased language tag.
    public var interfaceOverrides: [String: [String: InterfaceStrings.Entry]] = [:]
    /// The `dateFormat` string, or `nil` for the language's default.
    public var dateFormat: String?
    /// Posts per index page (default 10).
    public var postsPerPage: Int = 10
    /// The values `postsPerPage` may take: an index page of more posts than this is no page a reader scrolls.
    public static let postsPerPageRange = 1...10_000
    /// Whether raw HTML in Markdown reaches the pages.
    public var allowsRawHTML: Bool = false
    /// Whether `$…$` and `$$…$$` in Markdown are math, rendered to MathML (`math:`, on by default).
    public var math: Bool = true
    /// Whether `\(…\)` and `\[…\]` are math too (`math: {brackets: true}`; off by default: prose escapes brackets).
    public var mathBrackets: Bool = false
    /// How headings get their ids (`headingIDs: blog|hugo|zola|github`; an import sets its generator's, so old deep
    /// links keep working).
    public var headingIDs: HeadingIDStyle = .blog
    /// Where the generated archive, categories, tags and search pages are written (`pagePaths:`).
    public var pagePaths = GeneratedPagePaths()
    /// Whether posts scheduled for later are built anyway (`future: true`, as Jekyll's and Hugo's `buildFuture`).
    public var buildsFuture = false
    /// Whether posts past their `expiryDate` are built anyway (`expired: true`, as Hugo's `buildExpired`).
    public var buildsExpired = false
    /// How code blocks are highlighted (`highlight:`).
    public var codeHighlighting = CodeHighlighting()
    /// The taxonomies whose terms get an Atom feed each (`feeds: {categories: true, tags: true}`, both by default; a
    /// taxonomy of `taxonomies:` unless it says `feed: false`).
    public var termFeeds: Set<Taxonomy> = Set(Taxonomy.builtIn)
    /// The taxonomies of `taxonomies:` (`series`), in the order blog.yml lists them.
    public var customTaxonomies: [Taxonomy] = []
    /// The title of each taxonomy of `taxonomies:`, by key (`Series`; its `title:`, else the key capitalised).
    public var taxonomyTitles: [String: String] = [:]
    /// Categories, tags and the taxonomies of `taxonomies:`.
    public var taxonomies: [Taxonomy] { Taxonomy.builtIn + customTaxonomies }
    /// Posts and pages of at least `minWords` words (CJK characters counting one each) get a table of contents of
    /// their headings down to `depth` without asking (`toc: {minWords: 1000, depth: 3}`); nil: only those that ask
    /// (`toc: false`).
    public var autoTOC: AutoTOC? = AutoTOC()

    public struct AutoTOC: Sendable, Hashable {
        public var minWords = 1000
        public var depth = 3
    }

    /// The comments under each post (`comments:`), if any.
    public var comments: Comments?
    /// The "Discussion" link under each post without a `discussion:` of its own (`discussionURL:`); `{url}` and
    /// `{title}` in it become the post's absolute URL and title, percent-encoded.
    public var discussionURL: String?
    /// Whether the build writes a search index, a search page and a search box (`search:`).
    public var hasSearch = true
    /// Whether symbolic links under `content/` and `templates/` are followed (`followLinks:`, default true): a link
    /// that leads outside the site folder is an error either way; with false every link is skipped with a warning.
    /// Paths under `content/` that start with `.` or lie in such a folder, published anyway (`include:`, as Jekyll's):
    /// `.well-known`, `code/.site-header.htm`. Every other hidden file and folder (`.DS_Store`, `.git`) is left out.
    public var includedHiddenPaths: [String] = []
    public var followsLinks = true

    /// Whether the hidden path `relative` (from `content/`, as in the output folder) is published by `include:`'s
    /// paths `included`: one of them is it or holds it, or it is a folder on the way to one.
    public static func includes(hiddenPath relative: String, isFolder: Bool, in included: [String]) -> Bool {
        included.contains { relative == $0 || relative.hasPrefix($0 + "/") || (isFolder && $0.hasPrefix(relative + "/")) }
    }

    /// One link of `menu:`.
    public struct MenuItem: Sendable, Hashable {
        public var name: String
        /// A page of the site (by its output path) or a full URL.
        public var target: SiteLink
    }

    /// A configuration with defaults for everything but `title`.
    public init(title: String) { self.title = title }

    /// The interface strings of `language` (the site's when nil): the built-in table with the site's file over it.
    public func interfaceStrings(for language: String? = nil) -> InterfaceStrings {
        let tag = (language ?? self.language).lowercased()
        return InterfaceStrings(language: tag, overrides: interfaceOverrides[tag] ?? [:])
    }

    /// How dates are shown.
    public var dateStyle: DateStyle { DateStyle(format: dateFormat, language: language) }

    /// `written` as `@name`, or nil when it is no account name (letters, digits and `_`, at most 15).
    public static func twitterHandle(_ written: String) -> String? {
        let name = written.trimmingCharacters(in: .whitespaces).drop { $0 == "@" }
        guard (1...15).contains(name.count), name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return "@" + name
    }

    /// `url` normalised to end in exactly one `/`.
    public static func normalizedBaseURL(_ url: String) -> String {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "/" }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }
}
