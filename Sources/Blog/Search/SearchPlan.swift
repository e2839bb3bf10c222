// The site's search index as output files: its posts (never drafts) and standalone pages as search documents.
import Foundation
import Search

enum SearchPlan {
    /// The index files under `search/`: standalone pages by path, then posts oldest first, so that a new post
    /// adds a document at the end and leaves every other document's number, and so the index's buckets, as
    /// they were. Each document is made from its HTML when the index reads it.
    static func specs(model: SiteModel, pages: [StandalonePage], config: SiteConfig) -> [PageSpec] {
        guard config.hasSearch else { return [] }
        let style = config.dateStyle
        let pages = pages.sorted { $0.outputPath < $1.outputPath }
        let posts = model.posts.reversed().filter { !$0.post.isDraft }
        let files = SearchIndex.files(documentCount: pages.count + posts.count) { number in
            guard number >= pages.count else {
                let page = pages[number]
                return SearchDocument(url: page.outputPath, title: page.title, date: "", categories: [],
                                      text: snippet(ofHTML: page.contentHTML), html: page.contentHTML)
            }
            let item = posts[number - pages.count]
            return SearchDocument(url: item.pagePath, title: item.post.title, date: style.string(from: item.post.date),
                                  categories: item.post.categories + item.post.tags,
                                  text: snippet(ofHTML: item.post.contentHTML), html: item.post.contentHTML)
        }
        return files.map { PageSpec(path: $0.path, source: .bytes(Data($0.bytes))) }
    }

    /// The start of a page's text, what its result shows; the index reads its terms from the HTML itself.
    private static func snippet(ofHTML html: String) -> String {
        PlainText.leadingText(ofHTML: html, characters: SearchIndex.snippetLength)
    }
}
