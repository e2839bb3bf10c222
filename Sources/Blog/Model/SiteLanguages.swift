// The languages of a multilingual site (`languages:` in blog.yml): each one's folder, name and settings, and the
// configuration each language's pages are made with.

/// One language a site is published in besides (or as) its default (`languages: {en: {title: …}}`).
public struct SiteLanguage: Sendable, Hashable {
    /// Its language tag, lowercased (`en`, `zh-tw`).
    public var tag: String
    /// The folder its pages are published under (`en/`); empty for the site's default language.
    public var path: String
    /// What the language switch calls it (`name:`, else the language's own name: `English`, `简体中文`).
    public var name: String
    /// What its pages say instead of the site's `title`, `description` and `author`, its own `menu` and `dateFormat`.
    public var title: String?, description: String?, author: String?
    public var menu: [SiteConfig.MenuItem]?
    public var dateFormat: String?

    public init(tag: String, path: String, name: String? = nil) {
        self.tag = tag.lowercased()
        self.path = path
        self.name = name ?? Self.ownName(of: tag) ?? tag
    }

    /// A language's name in itself, for the built-in languages and the most common others; nil for the rest.
    public static func ownName(of tag: String) -> String? {
        switch BuiltInLanguage(tag: tag) {
        case .english: return "English"
        case .simplifiedChinese: return "简体中文"
        case .traditionalChinese: return "繁體中文"
        case .japanese: return "日本語"
        case nil: break
        }
        let names = ["ko": "한국어", "fr": "Français", "de": "Deutsch", "es": "Español", "it": "Italiano", "pt": "Português",
                     "ru": "Русский", "uk": "Українська", "pl": "Polski", "nl": "Nederlands", "vi": "Tiếng Việt", "ar": "العربية"]
        return tag.lowercased().split(separator: "-").first.flatMap { names[String($0)] }
    }
}

extension SiteConfig {
    /// Whether the site is published in more than one language.
    public var isMultilingual: Bool { languages.count > 1 }

    /// The language besides the default whose folder holds the output path `path` (`en/about.html`); nil for a page of
    /// the default language's.
    public func language(holding path: String) -> SiteLanguage? {
        languages.dropFirst().first { path.hasPrefix($0.path) }
    }

    /// The absolute URL of the site's root; `baseURL` is that of this language's pages (`…/en/`).
    public var siteBaseURL: String { String(baseURL.dropLast(languagePath.utf8.count)) }

    /// The configuration the pages of `language` are made with: its language, folder, base URL and settings.
    public func edition(_ language: SiteLanguage) -> SiteConfig {
        var config = self
        config.language = language == languages.first ? self.language : language.tag
        config.languagePath = language.path
        config.baseURL = siteBaseURL + language.path
        if let title = language.title { config.title = title }
        if let description = language.description { config.description = description }
        if let author = language.author { config.author = author }
        if let menu = language.menu { config.menu = menu }
        // A format written for the default language's words (`%Y年%-m月`) is not another language's.
        if language != languages.first { config.dateFormat = language.dateFormat }
        else if let format = language.dateFormat { config.dateFormat = format }
        return config
    }
}
