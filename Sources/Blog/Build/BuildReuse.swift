// What a reused builder keeps of its last build's model and page plan, and when it may reuse them: when only
// the rendered contents of some posts changed.
import Foundation

/// The last site model, reused when every post's outline is unchanged.
struct ModelCache: Sendable {
    /// The posts the model was made from, in reading order, and the time zone.
    var posts: [Post]
    var timeZone: TimeZone
    var model: SiteModel
    /// For each post of the model, its index among the posts it was made from.
    var sourceIndexes: [Int]
    /// The diagnostics making the model gave.
    var diagnostics: [Diagnostic]

    /// The model for `posts`, when their outlines match: the cached model with the new posts put in.
    func model(for posts: [Post], timeZone: TimeZone) -> SiteModel? {
        guard timeZone == self.timeZone, posts.count == self.posts.count else { return nil }
        for index in posts.indices where !posts[index].sharesParts(with: self.posts[index]) {
            guard posts[index].outline == self.posts[index].outline else { return nil }
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
    var homeTexts: [StandalonePage]
    /// Copies of content/ files and theme static files.
    var fileSpecs: [OutputSpec]
}

/// The last page plan, reused when the plan inputs and the model's outline are unchanged: then only
/// the pages showing a changed post's content are planned again.
struct PlanCache: Sendable {
    var inputs: PlanInputs
    /// The model the plan was made for.
    var model: SiteModel
    var contexts: PageContexts
    /// Which pages show each post of `model`.
    var listings: PostListings
    /// The plan, sorted by path, and where each path is in it.
    var specs: [OutputSpec]
    var indexByPath: [String: Int]
    /// The diagnostics planning gave (path collisions).
    var diagnostics: [Diagnostic]
}

extension Post {
    /// Whether the brief form of this post (in archive and category lists: title, dates, links, tags,
    /// and the summary when those lists show it) can differ from `other`'s, given equal outlines.
    func briefDiffers(from other: Post, withSummary: Bool) -> Bool {
        self.hasMore != other.hasMore || (withSummary && self.summaryHTML != other.summaryHTML)
    }
}
