// The site's search index as output files: its posts (never drafts) and standalone pages as search documents.
import Foundation
import Parallel
import Search

enum SearchPlan {
    /// The documents of the site: standalone pages by path, then posts oldest first, so that a new post adds a
    /// document at the end and leaves every other document's number, and so the index's buckets, as they were.
    static func documents(model: SiteModel, pages: [StandalonePage], config: SiteConfig) -> [SearchDocument] {
        let style = config.dateStyle
        var documents = pages.sorted { $0.outputPath < $1.outputPath }.map { page in
            SearchDocument(url: page.outputPath, title: page.title, date: "", categories: [],
                           text: PlainText.text(ofHTML: page.contentHTML))
        }
        let posts = model.posts.reversed().filter { !$0.post.isDraft }
        documents += Parallel.map(posts) { item in
            SearchDocument(url: item.pagePath, title: item.post.title, date: style.string(from: item.post.date),
                           categories: item.post.categories + item.post.tags, text: PlainText.text(ofHTML: item.post.contentHTML))
        }
        return documents
    }

    /// The index files under `search/`.
    static func specs(model: SiteModel, pages: [StandalonePage], config: SiteConfig) -> [PageSpec] {
        guard config.hasSearch else { return [] }
        return SearchIndex.files(for: documents(model: model, pages: pages, config: config))
            .map { PageSpec(path: $0.path, source: .bytes(Data($0.bytes))) }
    }
}
