// Where readers comment on a post: a giscus or utterances thread under it, and a "Discussion" link.

/// The comment system of `comments:` in blog.yml; each post's page shows it unless the post says `comments: false`.
public enum Comments: Sendable, Hashable {
    /// giscus (GitHub Discussions): the values its `<script>` takes, as giscus.app writes them.
    case giscus(Giscus)
    /// utterances (GitHub issues).
    case utterances(Utterances)

    public struct Giscus: Sendable, Hashable {
        /// `owner/name`.
        public var repo: String
        public var repoID: String
        public var category: String
        public var categoryID: String
        /// How a page finds its discussion: `pathname` (default), `url`, `title`, `og:title`.
        public var mapping: String = "pathname"
        public var reactionsEnabled = true
        /// `bottom` (default) or `top`.
        public var inputPosition: String = "bottom"
    }

    public struct Utterances: Sendable, Hashable {
        /// `owner/name`.
        public var repo: String
        /// How a page finds its issue: `pathname` (default), `url`, `title`, `og:title`.
        public var issueTerm: String = "pathname"
        /// The label given to new issues, if any.
        public var label: String?
    }
}
