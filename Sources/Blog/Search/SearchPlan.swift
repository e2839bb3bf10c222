// The site's search index as output files: its posts (never drafts) and standalone pages as search documents.
import Foundation
import Search

enum SearchPlan {
    /// The index files under `search/`: standalone pages by path, then posts oldest first, so that a new post
    /// adds a document at the end and leaves every other document's number, and so the index's buckets, as
    /// they were. Each document's text is made from its HTML when the index reads it.
    static func specs(model: SiteModel, pages: [StandalonePage], config: SiteConfig) -> [PageSpec] {
        guard config.hasSearch else { return [] }
        let style = config.dateStyle
        let pages = pages.sorted { $0.outputPath < $1.outputPath }
        let posts = model.posts.reversed().filter { !$0.post.isDraft }
        let files = SearchIndex.files(documentCount: pages.count + posts.count) { number in
            guard number >= pages.count else {
                let page = pages[number]
                return SearchDocument(url: page.outputPath, title: page.title, date: "", categories: [],
                                      text: PlainText.text(ofHTML: page.contentHTML))
            }
            let item = posts[number - pages.count]
            return SearchDocument(url: item.pagePath, title: item.post.title, date: style.string(from: item.post.date),
                                  categories: item.post.categories + item.post.tags, text: PlainText.text(ofHTML: item.post.contentHTML))
        }
        return files.map { PageSpec(path: $0.path, source: .bytes(Data($0.bytes))) }
    }
}
