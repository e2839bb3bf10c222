// End to end: each post page lists up to three related posts, by shared tags and categories, nearest in time first.
@testable import Blog
import Foundation
import Testing

struct RelatedPostsTests {
    static func post(_ slug: String, day: Int, tags: [String] = [], categories: [String] = []) -> (String, String) {
        ("content/posts/2024/\(slug).md",
         "---\ntitle: \(slug.uppercased())\ndate: 2024-05-\(String(format: "%02d", day))\ntags: [\(tags.joined(separator: ", "))]\n"
            + "categories: [\(categories.joined(separator: ", "))]\n---\nText.\n")
    }

    static func related(in page: String) -> [String] {
        guard let start = page.range(of: "<section class=\"related\""), let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex) else { return [] }
        return page[start.upperBound..<end.lowerBound].components(separatedBy: "<li><a href=\"").dropFirst().map { item in
            String(item.prefix(while: { $0 != "\"" }).split(separator: "/").last ?? "")
        }
    }

    @Test func sharedTagsCountMoreThanSharedCategoriesAndTiesGoToTheNearest() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Related\n")
        for (path, text) in [
            Self.post("a", day: 10, tags: ["x", "y"], categories: ["c"]),
            Self.post("b", day: 1, tags: ["x", "y"]),          // two tags: 4
            Self.post("d", day: 2, tags: ["X"]),               // one tag (the same slug as x): 2
            Self.post("e", day: 11, categories: ["c"]),        // one category: 1, nearer than f
            Self.post("f", day: 20, categories: ["c"]),        // one category: 1
            Self.post("g", day: 9),                            // nothing shared: never related
        ] { try site.write(path, text) }
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let a = try site.page("blog/2024/05/a.html")
        #expect(Self.related(in: a) == ["b.html", "d.html", "e.html"])
        #expect(a.contains("<h2 id=\"related-title\">Related posts</h2>"))
        #expect(Self.related(in: try site.page("blog/2024/05/f.html")) == ["e.html", "a.html"])
        let g = try site.page("blog/2024/05/g.html")
        #expect(!g.contains("class=\"related\""))
    }

    /// `blog serve`'s builder: retagging a post changes the related lists of other posts' pages.
    @Test func aReusedBuilderFollowsRetaggedPosts() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Related\nlanguage: zh-cn\n")
        for (path, text) in [Self.post("a", day: 1, tags: ["x"]), Self.post("b", day: 2, tags: ["x"]), Self.post("c", day: 3)] {
            try site.write(path, text)
        }
        let builder = SiteBuilder()
        #expect(try await site.build(mode: .inPlace, builder: builder).succeeded)
        #expect(Self.related(in: try site.page("blog/2024/05/a.html")) == ["b.html"])
        #expect(try site.page("blog/2024/05/a.html").contains(">相关文章</h2>"))
        let (path, text) = Self.post("c", day: 3, tags: ["x"])
        try site.write(path, text)
        #expect(try await site.build(mode: .inPlace, builder: builder).succeeded)
        #expect(Self.related(in: try site.page("blog/2024/05/a.html")) == ["b.html", "c.html"])
    }

    /// One category holding every post of a large site: each post looks only at its neighbours in it, so the choice
    /// stays linear, and the posts chosen are the nearest.
    @Test func aHugeTermIsReadInAWindow() {
        var diagnostics: [Diagnostic] = []
        let posts = (0..<3_000).map { number in
            makePost("P\(number)", String(format: "2020-01-%02d %02d:%02d", 1 + number / 1440, number / 60 % 24, number % 60),
                     categories: ["all"], slug: "p\(number)")
        }
        let model = SiteModel.make(posts: posts, timeZone: TimeZone(identifier: "UTC")!, diagnostics: &diagnostics)
        #expect(model.related.count == model.posts.count)
        #expect(model.related.allSatisfy { $0.count == 3 })
        // A post's related posts are among its nearest in time (within the window).
        for (index, related) in model.related.enumerated() {
            #expect(related.allSatisfy { abs($0 - index) <= RelatedPosts.window })
        }
    }
}
