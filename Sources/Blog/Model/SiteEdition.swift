// One language's part of a multilingual site: its configuration, its posts' model and its standalone pages.

/// The pages of one language: a site in one language has one edition, published at its root.
public struct SiteEdition: Sendable {
    /// The language, its folder and its name.
    public var language: SiteLanguage
    /// The configuration its pages are made with (`SiteConfig.edition(_:)`).
    public var config: SiteConfig
    /// Its posts, placed among themselves: months, anchors (`#pN`), terms and index pages of its own.
    public var model: SiteModel
    /// Its standalone pages.
    public var pages: [StandalonePage]
    /// Its home page's own text (`content/_index.md`, `content/_index.en.md`), shown above the newest posts.
    public var homeText: StandalonePage? = nil

    /// The editions of `posts` and `pages` on a multilingual site configured by `config`: one per language of
    /// `languages:` (a post or page in a language the site does not list is the default language's). Each edition's
    /// model is made by `makeModel` from its posts.
    public static func split(posts: [Post], pages: [StandalonePage], homeTexts: [StandalonePage] = [], config: SiteConfig,
                             makeModel: ([Post]) -> SiteModel) -> [SiteEdition] {
        let postEditions = posts.map { edition(of: $0.language, config) }, pageEditions = pages.map { edition(of: $0.language, config) }
        return config.languages.enumerated().map { number, language in
            SiteEdition(language: language, config: config.edition(language),
                        model: makeModel(posts.indices.filter { postEditions[$0] == number }.map { posts[$0] }),
                        pages: pages.indices.filter { pageEditions[$0] == number }.map { pages[$0] },
                        homeText: homeTexts.first { edition(of: $0.language, config) == number })
        }
    }

    /// The number of the edition of `config.languages` a post or page in language `tag` is in: the default language's
    /// for one the site does not list.
    public static func edition(of tag: String?, _ config: SiteConfig) -> Int {
        config.languages.firstIndex { $0.tag == tag?.lowercased() } ?? 0
    }
}
