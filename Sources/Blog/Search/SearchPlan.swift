// The site's search index as output files: its posts (never drafts) and standalone pages as search documents.
import Dispatch
import Foundation
import Parallel
import Search

enum SearchPlan {
    /// What the index is made of: standalone pages by path, then posts oldest first, so that a new post adds a
    /// document at the end and leaves every other document's number, and so the index's buckets, as they were.
    struct Documents: Sendable, Equatable {
        struct IndexedPost: Sendable, Equatable {
            var post: Post
            var pagePath: String
        }

        var pages: [StandalonePage]
        var posts: [IndexedPost]

        init(pages: [StandalonePage], posts: [IndexedPost]) {
            self.pages = pages.sorted { $0.outputPath < $1.outputPath }
            self.posts = posts.filter { !$0.post.isDraft }
        }

        /// The documents of a site model.
        init(model: SiteModel, pages: [StandalonePage]) {
            self.init(pages: pages, posts: model.posts.reversed().map { IndexedPost(post: $0.post, pagePath: $0.pagePath) })
        }

        /// The documents of a site's editions: each language's posts and pages under its folder (`en/`).
        init(editions: [SiteEdition]) {
            self.init(pages: editions.flatMap { edition in
                edition.pages.map { page in
                    var page = page
                    page.outputPath = edition.language.path + page.outputPath
                    return page
                }
            }, posts: editions.flatMap { edition in
                edition.model.posts.reversed().map { IndexedPost(post: $0.post, pagePath: edition.language.path + $0.pagePath) }
            })
        }

        /// The documents the model of `posts` will give, known before it is made: its order and page paths
        /// (`SiteModel.make` leaves out nothing but drafts unless it reports an error).
        init(posts: [Post], pages: [StandalonePage], timeZone: TimeZone) {
            let order = SiteModel.chronologicalOrder(of: posts, timeZone: timeZone)
            self.init(pages: pages, posts: order.map { IndexedPost(post: posts[$0], pagePath: SiteModel.pagePath(of: posts[$0])) })
        }
    }

    /// The index files under `search/`, none when the site has no search. Each document is made from its
    /// HTML when the index reads it.
    static func specs(_ documents: Documents, config: SiteConfig) -> [OutputSpec] {
        guard config.hasSearch else { return [] }
        let style = config.dateStyle
        let (pages, posts) = (documents.pages, documents.posts)
        // A page's language when it names none: its edition's, which its folder (`en/`) says.
        @Sendable func language(atPath path: String) -> String { config.language(holding: path)?.tag ?? config.language }
        let files = SearchIndex.files(documentCount: pages.count + posts.count,
                                      sections: sections(of: pages.map(\.outputPath) + posts.map(\.pagePath), config: config)) { number in
            guard number >= pages.count else {
                let page = pages[number]
                return SearchDocument(url: page.outputPath, title: page.title, date: "", categories: [],
                                      text: snippet(ofHTML: page.body.contentHTML), html: page.body.contentHTML,
                                      language: page.language ?? language(atPath: page.outputPath))
            }
            let item = posts[number - pages.count]
            return SearchDocument(url: item.pagePath, title: item.post.title, date: style.string(from: item.post.date),
                                  categories: item.post.categories + item.post.tags
                                    + item.post.customTerms.keys.sorted().flatMap { item.post.customTerms[$0]! },
                                  text: snippet(ofHTML: item.post.contentHTML), html: item.post.contentHTML,
                                  language: item.post.language ?? language(atPath: item.pagePath))
        }
        return files.map { OutputSpec(path: $0.path, source: .bytes(Data($0.bytes))) }
    }

    /// On a multilingual site, the language of each document in a row (`paths` in the index's order), as runs of its
    /// folder (`en/`, empty for the default language's) and their lengths; none for a site in one language.
    static func sections(of paths: [String], config: SiteConfig) -> [(name: String, count: Int)] {
        guard config.isMultilingual else { return [] }
        var runs: [(name: String, count: Int)] = []
        for path in paths {
            let folder = config.language(holding: path)?.path ?? ""
            if runs.last?.name == folder { runs[runs.count - 1].count += 1 } else { runs.append((folder, 1)) }
        }
        return runs
    }

    /// The start of a page's text, what its result shows; the index reads its terms from the HTML itself.
    private static func snippet(ofHTML html: String) -> String {
        PlainText.leadingText(ofHTML: html, characters: SearchIndex.snippetLength)
    }

    /// The index made on other threads while the build goes on, from the documents expected before the model is
    /// made: it fills the cores that making the model and the plan (steps on one core) leave idle, then shares them
    /// with the pages being written, and its files are written after the pages.
    final class Background: Sendable {
        private let documents: Documents
        private let done = DispatchGroup()
        private let result = Locked<[OutputSpec]>([])

        init(_ documents: Documents, config: SiteConfig) {
            self.documents = documents
            done.enter()
            // A thread of its own, not a block on a global queue: the index's `Parallel.map`s, run from a block of
            // Dispatch's pool, were given no other thread of it and ran on one core.
            Thread { [result, done] in
                let specs = SearchPlan.specs(documents, config: config)
                result.withLock { $0 = specs }
                done.leave()
            }.start()
        }

        /// Whether the index is being made of exactly `expected` (else the caller makes it itself).
        func isMade(of expected: Documents) -> Bool { expected == documents }

        /// The index files; waits for them.
        func specs() -> [OutputSpec] {
            done.wait()
            return result.withLock { $0 }
        }
    }
}
