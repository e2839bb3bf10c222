// The site's search index as output files: its posts (never drafts) and standalone pages as search documents.
import Foundation
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
        // SearchIndex's steps on all cores: term scores per document, postings per run of documents, a file per bucket.
        let documents = documents(model: model, pages: pages, config: config)
        let termScores = Parallel.map(documents) { SearchIndex.termScores(of: $0) }
        let runs = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 2, termScores.count / 512))
        let postings = SearchIndex.joined(Parallel.map(Array(0..<runs)) { run in
            SearchIndex.postings(termScores[(termScores.count * run / runs)..<(termScores.count * (run + 1) / runs)])
        })
        let buckets = SearchIndex.buckets(postings)
        let files = Parallel.map(buckets.map { Bucket(key: $0.key, terms: $0.terms) }) { SearchIndex.bucketFile(($0.key, $0.terms), postings: postings) }
            + [SearchIndex.metaFile(documentCount: documents.count, bucketKeys: buckets.map(\.key))]
            + Parallel.map(Array(0..<((documents.count + SearchIndex.documentsPerFile - 1) / SearchIndex.documentsPerFile))) {
                SearchIndex.documentFile(documents, group: $0)
            }
        return files.map { PageSpec(path: $0.path, source: .bytes(Data($0.bytes))) }
    }
}

/// A bucket's key and terms, as one Sendable value for `Parallel.map`.
private struct Bucket: Sendable {
    var key: String
    var terms: [String]
}
