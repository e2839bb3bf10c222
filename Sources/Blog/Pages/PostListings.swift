// The pages that show posts, listed once: planning makes them from this list and records which post each shows,
// and re-planning after an edit remakes exactly the pages that show the changed posts.
import Foundation
import Parallel

/// A page that shows posts, named so that it can be made again.
enum PostListingPage: Hashable, Sendable {
    /// Index page `number` (1-based).
    case index(number: Int)
    /// The page of `model.months[i]`.
    case month(Int)
    /// The page of `model.years[i]`.
    case year(Int)
    /// The own page of `model.posts[i]`.
    case post(Int)
    /// The page of `model.terms(taxonomy)[i]`.
    case term(Taxonomy, Int)
    /// The Atom feed of `model.terms(taxonomy)[i]` (not a page, but it shows posts in full as pages do).
    case termFeed(Taxonomy, Int)
    case archive
}

/// Which pages show each post, and how.
struct PostListings: Sendable {
    /// For each post of the model, the pages that show it in full (content or summary: any change of its body shows
    /// there) and those that show it briefly (title, dates, links: a change shows there only when
    /// `Post.briefDiffers`).
    var showing: [(inFull: [PostListingPage], brief: [PostListingPage])]

    /// The pages of `listing`, recorded for each post they show.
    init(_ listing: [(page: PostListingPage, posts: [Int], inFull: Bool)], postCount: Int) {
        showing = Array(repeating: ([], []), count: postCount)
        for entry in listing {
            for index in entry.posts {
                if entry.inFull { showing[index].inFull.append(entry.page) } else { showing[index].brief.append(entry.page) }
            }
        }
    }
}

extension PageContexts {
    /// Every page that shows posts, in the order the plan lists them (index pages, months, years, posts, categories,
    /// tags and their feeds, the archive), each with the posts it shows and whether it shows them in full.
    func postListing() -> [(page: PostListingPage, posts: [Int], inFull: Bool)] {
        let perPage = max(config.postsPerPage, 1)
        let indexPages = max(1, (model.posts.count + perPage - 1) / perPage)
        var listing: [(page: PostListingPage, posts: [Int], inFull: Bool)] = (1...indexPages).map { number in
            (.index(number: number), Array(((number - 1) * perPage)..<min(number * perPage, model.posts.count)), true)
        }
        listing += model.months.indices.map { (.month($0), model.months[$0].postIndexes, true) }
        listing += model.years.indices.map { (.year($0), model.postIndexes(of: model.years[$0]), false) }
        listing += model.posts.indices.map { (.post($0), [$0], true) }
        for taxonomy in config.taxonomies {
            let terms = model.terms(taxonomy)
            listing += terms.indices.map { (.term(taxonomy, $0), terms[$0].postIndexes, false) }
            if config.termFeeds.contains(taxonomy) {
                listing += terms.indices.map { (.termFeed(taxonomy, $0), Array(terms[$0].postIndexes.prefix(AtomFeed.limit)), true) }
            }
        }
        listing.append((.archive, Array(model.posts.indices), false))
        return listing
    }

    /// The specs of `pages`, made on every core, in their order.
    func specs(_ pages: [PostListingPage]) -> [OutputSpec] {
        Parallel.map(pages) { page in
            switch page {
            case .index(let number): indexPageSpec(number)
            case .month(let index): monthPageSpec(model.months[index])
            case .year(let index): yearPageSpec(index)
            case .post(let index): postPageSpec(index)
            case .term(let taxonomy, let index): termPageSpec(model.terms(taxonomy)[index])
            case .termFeed(let taxonomy, let index):
                OutputSpec(path: model.terms(taxonomy)[index].feedPath, source: .bytes(Data(AtomFeed.xml(
                    config: config, model: model, term: model.terms(taxonomy)[index], generator: generator).utf8)))
            case .archive: archivePage(title: interface.text("archive"))
            }
        }
    }
}
