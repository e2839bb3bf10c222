// The site as a plain value: posts ordered, grouped into months and categories, with anchors and paths.
import Foundation

/// A post placed in the site: its month, anchor and output paths.
public struct PlacedPost: Sendable, Hashable {
    /// The post.
    public var post: Post
    /// `YYYY-MM` of the date as written.
    public var monthKey: String
    /// `pN`: the post's position in its month counted from the oldest (or its forced anchor).
    public var anchor: String
    /// `blog/YYYY/MM/<slug>.html`.
    public var pagePath: String
    /// Category slugs, in the order the post lists them (duplicates removed).
    public var categorySlugs: [String]
    /// Tag slugs, in the order the post lists them (duplicates removed).
    public var tagSlugs: [String]
    /// The instant used for ordering.
    public var instant: Int
    /// The slugs of its terms in each taxonomy of `taxonomies:`, by key.
    public var customTermSlugs: [String: [String]] = [:]

    /// Its slugs in `taxonomy`.
    public func slugs(_ taxonomy: Taxonomy) -> [String] {
        switch taxonomy {
        case .category: categorySlugs
        case .tag: tagSlugs
        default: customTermSlugs[taxonomy.key] ?? []
        }
    }
}

/// A month with posts.
public struct Month: Sendable, Hashable {
    /// `YYYY-MM`.
    public var key: String
    public var year: Int
    public var month: Int
    /// `blog/YYYY-MM.html`.
    public var pagePath: String { SitePaths.monthPage(key: key) }
    /// Indexes into `SiteModel.posts`, newest first.
    public var postIndexes: [Int]
}

/// A year with posts: its months, so that a page can list a year in one line and its months on a page of its own.
public struct Year: Sendable, Hashable {
    public var year: Int
    /// `blog/YYYY.html`.
    public var pagePath: String { SitePaths.yearPage(year) }
    /// Indexes into `SiteModel.months`, newest first.
    public var monthIndexes: [Int]
    /// How many posts the year has.
    public var postCount: Int
}

/// A way of grouping posts by names they give: categories and tags, and each taxonomy `taxonomies:` in blog.yml adds
/// (`series`). Each of its terms has a page and a feed, and the taxonomy a page listing them.
public struct Taxonomy: Sendable, Hashable {
    /// The front-matter key that names a post's terms, and the taxonomy's name in blog.yml: `categories`, `tags`,
    /// `series`.
    public let key: String
    /// One term's word: the folder of the term pages, and the field templates know a term page's term by
    /// (`category`, `tag`; a taxonomy of `taxonomies:` uses its key).
    public let singular: String

    /// `categories:`: `blog/category/<slug>.html`, listed on `categories.html`.
    public static let category = Taxonomy(key: "categories", singular: "category")
    /// `tags:`: `blog/tag/<slug>.html`, listed on `tags.html`.
    public static let tag = Taxonomy(key: "tags", singular: "tag")
    /// The taxonomies every site has.
    public static let builtIn = [category, tag]

    /// A taxonomy of `taxonomies:`: `blog/<key>/<slug>.html`, listed on `<key>.html`.
    public static func custom(_ key: String) -> Taxonomy { Taxonomy(key: key, singular: key) }

    /// Whether it is one of `taxonomies:`, not categories or tags.
    public var isCustom: Bool { !Self.builtIn.contains(self) }

    /// The names `post` gives as written.
    public func names(of post: Post) -> [String] {
        switch self {
        case .category: post.categories
        case .tag: post.tags
        default: post.customTerms[key] ?? []
        }
    }

    /// The page of the term `slug`.
    public func pagePath(slug: String) -> String {
        switch self {
        case .category: SitePaths.categoryPage(slug: slug)
        case .tag: SitePaths.tagPage(slug: slug)
        default: SitePaths.termPage(taxonomy: key, slug: slug)
        }
    }

    /// The Atom feed of the term `slug`.
    public func feedPath(slug: String) -> String {
        switch self {
        case .category: SitePaths.categoryFeed(slug: slug)
        case .tag: SitePaths.tagFeed(slug: slug)
        default: SitePaths.termFeed(taxonomy: key, slug: slug)
        }
    }

    /// The page listing every term, where `blog build` writes it by default.
    public var listPath: String { listPath(GeneratedPagePaths()) }

    /// The page listing every term, where a site's `pagePaths:` put the categories and tags pages.
    public func listPath(_ paths: GeneratedPagePaths) -> String {
        switch self {
        case .category: paths.categories
        case .tag: paths.tags
        default: SitePaths.terms(taxonomy: key)
        }
    }

    /// The page kind of one term's page.
    public var termPageKind: PageKind {
        switch self {
        case .category: .category
        case .tag: .tag
        default: .term
        }
    }

    /// The page kind of the page listing every term.
    public var listPageKind: PageKind {
        switch self {
        case .category: .categories
        case .tag: .tags
        default: .terms
        }
    }
}

/// A category or a tag: every name of its taxonomy that slugifies to the same slug.
public struct Term: Sendable, Hashable {
    public var taxonomy: Taxonomy
    /// The slug (`swift-ui`, `布局`).
    public var slug: String
    /// The name shown: as written by the oldest post that uses it.
    public var name: String
    /// `blog/category/<slug>.html`, `blog/tag/<slug>.html`.
    public var pagePath: String { taxonomy.pagePath(slug: slug) }
    /// `blog/category/<slug>.xml`, `blog/tag/<slug>.xml`.
    public var feedPath: String { taxonomy.feedPath(slug: slug) }
    /// Indexes into `SiteModel.posts`, newest first.
    public var postIndexes: [Int]
}

/// Every post of the site grouped, ordered and addressed. Built by `SiteModel.make`, which also checks
/// for anchor clashes and duplicate paths.
public struct SiteModel: Sendable, Hashable {
    /// All posts, newest first.
    public var posts: [PlacedPost]
    /// Months, newest first.
    public var months: [Month]
    /// Years, newest first.
    public var years: [Year]
    /// Categories, by name.
    public var categories: [Term]
    /// Tags, by name.
    public var tags: [Term]
    /// For each post, the indexes of its related posts, best first (`RelatedPosts`).
    public var related: [[Int]]
    /// The terms of each taxonomy of `taxonomies:`, by key, each by name.
    public var customTerms: [String: [Term]] = [:]

    /// The terms of `taxonomy`, by name.
    public func terms(_ taxonomy: Taxonomy) -> [Term] {
        switch taxonomy {
        case .category: categories
        case .tag: tags
        default: customTerms[taxonomy.key] ?? []
        }
    }

    /// Groups and orders `posts`, with the terms of `customTaxonomies` besides categories and tags. Problems (anchor
    /// clashes, two posts at one path) are appended to `diagnostics`.
    public static func make(posts input: [Post], timeZone: TimeZone, customTaxonomies: [Taxonomy] = [],
                            diagnostics: inout [Diagnostic]) -> SiteModel {
        let instants = input.map { $0.date.instant(in: timeZone) }
        let order = chronologicalOrder(of: input, instants: instants)
        // A site has few category and tag names and many posts: slugify each name once.
        var slugByName: [String: String] = [:]
        for post in input {
            for name in post.categories + post.tags + post.customTerms.values.joined() where slugByName[name] == nil {
                slugByName[name] = Slug.make(name)
            }
        }
        func slugs(_ names: [String]) -> [String] {
            var seen = Set<String>()
            return names.map { slugByName[$0]! }.filter { seen.insert($0).inserted }
        }
        var placed: [PlacedPost] = order.map { index in
            let post = input[index]
            return PlacedPost(post: post, monthKey: post.date.monthKey, anchor: "", pagePath: pagePath(of: post),
                              categorySlugs: slugs(post.categories), tagSlugs: slugs(post.tags), instant: instants[index],
                              customTermSlugs: post.customTerms.mapValues(slugs))
        }
        assignAnchors(&placed, diagnostics: &diagnostics)
        // Posts reported as duplicates are left out so the same problem is not reported again as a path clash.
        let duplicates = checkDuplicatePaths(placed, diagnostics: &diagnostics)
        placed.removeAll { duplicates.contains($0.post.sourcePath) }

        placed.reverse()   // newest first from here on

        var monthIndexes: [String: [Int]] = [:]
        for (index, item) in placed.enumerated() { monthIndexes[item.monthKey, default: []].append(index) }
        let months = monthIndexes.keys.sorted(by: >).map { key in
            let post = placed[monthIndexes[key]![0]].post
            return Month(key: key, year: post.date.year, month: post.date.month, postIndexes: monthIndexes[key]!)
        }
        let categories = terms(.category, of: placed, slugByName: slugByName)
        let tags = terms(.tag, of: placed, slugByName: slugByName)
        var customTerms: [String: [Term]] = [:]
        for taxonomy in customTaxonomies { customTerms[taxonomy.key] = terms(taxonomy, of: placed, slugByName: slugByName) }
        return SiteModel(posts: placed, months: months, years: years(of: months), categories: categories, tags: tags,
                         related: RelatedPosts.choose(for: placed, categories: categories, tags: tags), customTerms: customTerms)
    }

    /// The terms of `taxonomy` the posts `placed` (newest first) use, by name; each is named as the oldest post that
    /// uses its slug spells it.
    private static func terms(_ taxonomy: Taxonomy, of placed: [PlacedPost], slugByName: [String: String]) -> [Term] {
        var names: [String: String] = [:]
        var indexes: [String: [Int]] = [:]
        for item in placed.reversed() {
            var seen = Set<String>()
            let distinct = taxonomy.names(of: item.post).filter { seen.insert(slugByName[$0]!).inserted }
            for (name, slug) in zip(distinct, item.slugs(taxonomy)) where names[slug] == nil { names[slug] = name }
        }
        for (index, item) in placed.enumerated() {
            for slug in item.slugs(taxonomy) { indexes[slug, default: []].append(index) }
        }
        return indexes.keys.map { slug in
            Term(taxonomy: taxonomy, slug: slug, name: names[slug] ?? slug, postIndexes: indexes[slug]!)
        }.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
    }

    /// The indexes of `posts` oldest first, ties broken by slug then path so that the order never depends on the
    /// file system: the order of `make`'s posts (reversed there), which the search index needs before the model.
    /// Indexes are sorted, not posts: moving a post copies all of its fields.
    static func chronologicalOrder(of posts: [Post], timeZone: TimeZone) -> [Int] {
        chronologicalOrder(of: posts, instants: posts.map { $0.date.instant(in: timeZone) })
    }

    private static func chronologicalOrder(of posts: [Post], instants: [Int]) -> [Int] {
        posts.indices.sorted { a, b in
            if instants[a] != instants[b] { return instants[a] < instants[b] }
            if posts[a].slug != posts[b].slug { return posts[a].slug < posts[b].slug }
            return posts[a].sourcePath < posts[b].sourcePath
        }
    }

    /// A post's page: `blog/YYYY/MM/<slug>.html`.
    static func pagePath(of post: Post) -> String {
        SitePaths.postPage(year: post.date.year, month: post.date.month, slug: post.slug)
    }

    /// `months` (newest first) grouped by year, newest first.
    static func years(of months: [Month]) -> [Year] {
        var years: [Year] = []
        for (index, month) in months.enumerated() {
            if years.last?.year == month.year {
                years[years.count - 1].monthIndexes.append(index)
                years[years.count - 1].postCount += month.postIndexes.count
            } else {
                years.append(Year(year: month.year, monthIndexes: [index], postCount: month.postIndexes.count))
            }
        }
        return years
    }

    /// The posts of `year`, newest first: indexes into `posts`.
    public func postIndexes(of year: Year) -> [Int] { year.monthIndexes.flatMap { months[$0].postIndexes } }

    /// Gives every post of a month its anchor: forced anchors keep their number, the others take the
    /// remaining numbers from the oldest post on. `posts` must be oldest first.
    static func assignAnchors(_ posts: inout [PlacedPost], diagnostics: inout [Diagnostic]) {
        var byMonth: [String: [Int]] = [:]
        for (index, item) in posts.enumerated() { byMonth[item.monthKey, default: []].append(index) }
        for key in byMonth.keys.sorted() {
            let indexes = byMonth[key]!
            var taken: [Int: Int] = [:]   // anchor number → post index
            for index in indexes {
                guard let number = posts[index].post.forcedAnchor else { continue }
                if let other = taken[number] {
                    let post = posts[index].post
                    diagnostics.append(.error(
                        "Anchor 'p\(number)' of '\(post.title)' is already taken in \(key) by '\(posts[other].post.title)'.",
                        at: post.anchorLocation ?? SourceLocation(path: post.sourcePath),
                        notes: ["\(posts[other].post.sourcePath) forces the same anchor; give one of them another number."]))
                } else {
                    taken[number] = index
                    posts[index].anchor = "p\(number)"
                }
            }
            var next = 0
            for index in indexes where posts[index].post.forcedAnchor == nil {
                while taken[next] != nil { next += 1 }
                taken[next] = index
                posts[index].anchor = "p\(next)"
            }
        }
    }

    /// Two posts that would write the same page are an error on the later-sorting file.
    /// Returns the source paths of the posts reported.
    @discardableResult
    static func checkDuplicatePaths(_ posts: [PlacedPost], diagnostics: inout [Diagnostic]) -> Set<String> {
        var reported = Set<String>()
        var byPath: [String: [PlacedPost]] = [:]
        for item in posts { byPath[item.pagePath, default: []].append(item) }
        for (path, items) in byPath where items.count > 1 {
            let sorted = items.sorted { $0.post.sourcePath < $1.post.sourcePath }
            for item in sorted.dropFirst() {
                reported.insert(item.post.sourcePath)
                diagnostics.append(.error(
                    "Duplicate slug '\(item.post.slug)': \(sorted[0].post.sourcePath) already writes \(path).",
                    at: item.post.slugLocation,
                    notes: ["Set a different 'slug:' in the front matter."]))
            }
        }
        return reported
    }
}
