// What a reused builder keeps of its last build's model and page plan, and when it may reuse them: when only
// the rendered contents of some posts changed.
import Foundation

/// A post without its rendered HTML: everything that decides the site model (order, months, anchors,
/// paths, categories, the model's diagnostics) and what other posts' pages show of it (title, link).
struct PostOutline: Equatable, Sendable {
    var sourcePath: String
    var title: String
    var date: PostDate
    var categories: [String]
    var isDraft: Bool
    var slug: String
    var forcedAnchor: Int?
    var aliases: [String]
    var anchorLocation: SourceLocation?
    var slugLocation: SourceLocation

    init(_ post: Post) {
        sourcePath = post.sourcePath
        title = post.title
        date = post.date
        categories = post.categories
        isDraft = post.isDraft
        slug = post.slug
        forcedAnchor = post.forcedAnchor
        aliases = post.aliases
        anchorLocation = post.anchorLocation
        slugLocation = post.slugLocation
    }
}

/// The last site model, reused when every post's outline is unchanged.
struct ModelCache: Sendable {
    /// The posts the model was made from, in reading order, their outlines, and the time zone.
    var posts: [Post]
    var outlines: [PostOutline]
    var timeZone: TimeZone
    var model: SiteModel
    /// For each post of the model, its index among the posts it was made from.
    var sourceIndexes: [Int]
    /// The diagnostics making the model gave.
    var diagnostics: [Diagnostic]

    /// The model for `posts`, when their outlines match: the cached model with the new posts put in.
    func model(for posts: [Post], timeZone: TimeZone) -> SiteModel? {
        guard timeZone == self.timeZone, posts.count == self.posts.count else { return nil }
        for index in posts.indices where !posts[index].sharesStorage(with: self.posts[index]) {
            guard PostOutline(posts[index]) == outlines[index] else { return nil }
        }
        var model = self.model
        for index in model.posts.indices { model.posts[index].post = posts[sourceIndexes[index]] }
        return model
    }
}

/// Everything the page plan depends on besides the site model.
struct PlanInputs: Equatable, Sendable {
    var config: SiteConfig
    var themeFingerprint: UInt64
    var redirects: [Redirect]
    var pages: [StandalonePage]
    /// Copies of content/ files and theme static files.
    var fileSpecs: [PageSpec]
}

/// The last page plan, reused when the plan inputs and the model's outline are unchanged: then only
/// the pages showing a changed post's content are planned again.
struct PlanCache: Sendable {
    var inputs: PlanInputs
    /// The model the plan was made for.
    var model: SiteModel
    var contexts: PageContexts
    /// The plan, sorted by path, and where each path is in it.
    var specs: [PageSpec]
    var indexByPath: [String: Int]
    /// The diagnostics planning gave (path collisions).
    var diagnostics: [Diagnostic]
}

extension Post {
    /// Whether the brief form of this post (in archive and category lists: title, dates, links, tags,
    /// and the summary when those lists show it) can differ from `other`'s, given equal outlines.
    func briefDiffers(from other: Post, withSummary: Bool) -> Bool {
        hasMore != other.hasMore || tags != other.tags || (withSummary && summaryHTML != other.summaryHTML)
    }
}
