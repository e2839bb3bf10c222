// The site model: ordering, month grouping, pN anchors (incl. forced ones), categories merged by slug, duplicates.
@testable import Blog
import Foundation
import Testing

/// A post with just what the model looks at.
func makePost(_ title: String, _ date: String, categories: [String] = [], slug: String? = nil, anchor: Int? = nil,
              path: String? = nil) -> Post {
    let file = path ?? "content/posts/\(Slug.make(title)).md"
    let outline = PostOutline(sourcePath: file, title: title, date: PostDate.parse(date)!, categories: categories, tags: [],
                              isDraft: false, slug: slug ?? Slug.make(title), forcedAnchor: anchor, aliases: [],
                              anchorLocation: anchor.map { _ in SourceLocation(path: file, line: 4, column: 9) },
                              slugLocation: SourceLocation(path: file))
    return Post(outline: outline, body: PostBody(rendered: RenderedBody(contentHTML: "", tocDepth: nil), summaryHTML: "", hasMore: false))
}

struct SiteModelTests {
    let utc = TimeZone(identifier: "UTC")!

    func model(_ posts: [Post]) -> (SiteModel, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let model = SiteModel.make(posts: posts, timeZone: utc, diagnostics: &diagnostics)
        return (model, diagnostics)
    }

    @Test func anchorsCountFromTheOldestSoNewPostsNeverMoveThem() {
        let (before, _) = model([makePost("A", "2021-07-01"), makePost("B", "2021-07-10")])
        let (after, _) = model([makePost("A", "2021-07-01"), makePost("B", "2021-07-10"), makePost("C", "2021-07-20")])
        #expect(before.posts.map { "\($0.post.title)=\($0.anchor)" } == ["B=p1", "A=p0"])
        #expect(after.posts.map { "\($0.post.title)=\($0.anchor)" } == ["C=p2", "B=p1", "A=p0"])
    }

    @Test func monthsNewestFirstWithPostsNewestFirst() {
        let (site, _) = model([makePost("A", "2021-07-01"), makePost("B", "2021-08-02 10:00"), makePost("C", "2021-08-02 09:00"),
                               makePost("D", "2020-12-31")])
        #expect(site.months.map(\.key) == ["2021-08", "2021-07", "2020-12"])
        #expect(site.months[0].postIndexes.map { site.posts[$0].post.title } == ["B", "C"])
        #expect(site.months[0].pagePath == "blog/2021-08.html")
        #expect(site.posts[0].pagePath == "blog/2021/08/b.html")
    }

    @Test func forcedAnchorsKeepTheirNumberAndOthersTakeTheRest() {
        let (site, diagnostics) = model([
            makePost("Old", "2021-07-01"), makePost("Imported", "2021-07-02", anchor: 0), makePost("New", "2021-07-03"),
            makePost("Newer", "2021-07-04", anchor: 5),
        ])
        #expect(diagnostics.isEmpty)
        let anchors = Dictionary(uniqueKeysWithValues: site.posts.map { ($0.post.title, $0.anchor) })
        #expect(anchors == ["Imported": "p0", "Old": "p1", "New": "p2", "Newer": "p5"])
    }

    @Test func clashingForcedAnchorsAreAnError() {
        let (_, diagnostics) = model([makePost("One", "2021-07-01", anchor: 1), makePost("Two", "2021-07-02", anchor: 1)])
        #expect(diagnostics.map(\.description) == [
            "content/posts/two.md:4:9: error: Anchor 'p1' of 'Two' is already taken in 2021-07 by 'One'.\n"
                + "    note: content/posts/one.md forces the same anchor; give one of them another number.",
        ])
    }

    @Test func categoriesThatSlugifyAlikeAreOne() {
        let (site, _) = model([
            makePost("A", "2021-07-01", categories: ["Swift UI", "布局"]),
            makePost("B", "2021-07-02", categories: ["swift-ui", "Layout"]),
            makePost("C", "2021-07-03", categories: ["SWIFT  UI", "swift ui"]),
        ])
        #expect(site.categories.map(\.slug) == ["layout", "swift-ui", "布局"])
        #expect(site.categories.map(\.name) == ["Layout", "Swift UI", "布局"])
        #expect(site.categories[1].postIndexes.map { site.posts[$0].post.title } == ["C", "B", "A"])
        #expect(site.posts[0].categorySlugs == ["swift-ui"])
    }

    @Test func duplicateSlugsInOneMonthAreAnError() {
        let (_, diagnostics) = model([
            makePost("Hello", "2021-07-01", path: "content/posts/a.md"),
            makePost("Hello!", "2021-07-09", slug: "hello", path: "content/posts/b.md"),
            makePost("Hello", "2021-08-01", path: "content/posts/c.md"),
        ])
        #expect(diagnostics.map(\.description) == [
            "content/posts/b.md:1:1: error: Duplicate slug 'hello': content/posts/a.md already writes blog/2021/07/hello.html.\n"
                + "    note: Set a different 'slug:' in the front matter.",
        ])
    }

    @Test func sameInstantIsOrderedBySlug() {
        let (site, _) = model([makePost("B", "2021-07-01"), makePost("A", "2021-07-01")])
        #expect(site.posts.map(\.anchor) == ["p1", "p0"])
        #expect(site.posts.map(\.post.title) == ["B", "A"])
    }
}
