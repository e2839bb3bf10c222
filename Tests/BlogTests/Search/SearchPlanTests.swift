// The search index's documents known before the site model, and the index made in the background from them.
@testable import Blog
import Foundation
import Testing

struct SearchPlanTests {
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    /// Posts whose order takes the model's rules: an offset that puts a post before one written earlier on the
    /// clock, equal instants ordered by slug, a draft; given in no order.
    func posts() -> [Post] {
        let published = makePost("Draft", "2021-07-05")
        var outline = published.outline
        outline.isDraft = true
        let draft = published.with(outline: outline)
        return [
            makePost("Late", "2021-07-20 10:00"),
            // 01:00 UTC is 10:00 in Tokyo: written earlier on the clock than "Early" (09:30 in Tokyo), published after.
            makePost("Offset", "2021-07-10 01:00 +00:00"),
            makePost("Early", "2021-07-10 09:30"),
            makePost("Tie b", "2021-07-15", slug: "tie-b", path: "content/posts/a.md"),
            makePost("Tie a", "2021-07-15", slug: "tie-a", path: "content/posts/b.md"),
            draft,
            makePost("First", "2021-07-01"),
        ]
    }

    func model(_ posts: [Post]) -> (SiteModel, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let model = SiteModel.make(posts: posts.filter { !$0.isDraft }, timeZone: tokyo, diagnostics: &diagnostics)
        return (model, diagnostics)
    }

    @Test func theDocumentsKnownBeforeTheModelAreTheModels() {
        let page = StandalonePage(sourcePath: "content/about.md", outputPath: "about.html", title: "About", description: "",
                                  body: RenderedBody(contentHTML: "<p>Hi</p>", tocDepth: nil))
        let early = SearchPlan.Documents(posts: posts(), pages: [page], timeZone: tokyo)
        // Oldest first, the draft left out; the tie by slug, not by path.
        #expect(early.posts.map(\.post.title) == ["First", "Early", "Offset", "Tie a", "Tie b", "Late"])
        #expect(early.posts.map(\.pagePath).first == "blog/2021/07/first.html")
        #expect(early.pages.map(\.outputPath) == ["about.html"])
        let (model, diagnostics) = model(posts())
        #expect(diagnostics.isEmpty)
        #expect(early == SearchPlan.Documents(model: model, pages: [page]))
    }

    @Test func aPostTheModelLeavesOutMakesTheDocumentsDiffer() {
        // Two posts writing one page: the model reports it and keeps one, so the index made before it is not taken.
        let posts = posts() + [makePost("Late again", "2021-07-21", slug: "late", path: "content/posts/z.md")]
        let (model, diagnostics) = model(posts)
        #expect(diagnostics.contains { $0.message.contains("Duplicate slug 'late'") })
        #expect(SearchPlan.Documents(posts: posts, pages: [], timeZone: tokyo) != SearchPlan.Documents(model: model, pages: []))
    }

    @Test func theBackgroundIndexIsTakenOnlyForTheDocumentsItWasMadeOf() {
        let config = SiteConfig(title: "T")
        let documents = SearchPlan.Documents(posts: posts(), pages: [], timeZone: tokyo)
        let background = SearchPlan.Background(documents, config: config)
        #expect(background.isMade(of: documents))
        let made = background.specs()
        #expect(made == SearchPlan.specs(documents, config: config))
        #expect(made.contains { $0.path == "search/meta.json" })
        let fewer = SearchPlan.Documents(posts: Array(posts().dropLast()), pages: [], timeZone: tokyo)
        #expect(!background.isMade(of: fewer))
    }
}
