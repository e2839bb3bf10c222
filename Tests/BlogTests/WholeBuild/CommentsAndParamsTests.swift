// End to end: comments under posts, "Discussion" links, and custom front-matter keys reaching templates.
@testable import Blog
import Foundation
import Testing

struct CommentsAndParamsTests {
    static let giscus = """
    title: Comments
    baseURL: https://example.com/
    language: zh-cn
    comments:
      giscus: {repo: ann/blog, repoId: R_kgDOabc, category: Announcements, categoryId: DIC_kwDOxyz, mapping: url}
    discussionURL: "https://forum.example.com/new?link={url}&title={title}"
    """

    @Test func giscusCommentsAndTheDiscussionLinkAppearAsConfigured() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", Self.giscus)
        try site.write("content/posts/2024/open.md", "---\ntitle: Open & shut\ndate: 2024-01-02\n---\nText.\n")
        try site.write("content/posts/2024/closed.md", "---\ntitle: Closed\ndate: 2024-01-03\ncomments: false\ndiscussion: https://news.example.com/item?id=1\n---\nText.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let open = try site.page("blog/2024/01/open.html")
        #expect(open.contains("<script src=\"https://giscus.app/client.js\" data-repo=\"ann/blog\" data-repo-id=\"R_kgDOabc\" "
            + "data-category=\"Announcements\" data-category-id=\"DIC_kwDOxyz\" data-mapping=\"url\" data-strict=\"0\" "
            + "data-reactions-enabled=\"1\" data-emit-metadata=\"0\" data-input-position=\"bottom\" "
            + "data-theme=\"preferred_color_scheme\" data-lang=\"zh-CN\" data-loading=\"lazy\" crossorigin=\"anonymous\" async></script>"))
        #expect(open.contains("<section class=\"comments\" aria-labelledby=\"comments-title\">"))
        // The site's discussion link, with the post's URL and title percent-encoded (and `&` escaped for HTML).
        #expect(open.contains("<a class=\"discussion\" href=\"https://forum.example.com/new?link=https%3A%2F%2Fexample.com%2Fblog%2F2024%2F01%2Fopen.html&amp;title=Open%20%26%20shut\">讨论</a>"))
        // `comments: false` and the post's own discussion link.
        let closed = try site.page("blog/2024/01/closed.html")
        #expect(!closed.contains("giscus") && !closed.contains("class=\"comments\""))
        #expect(closed.contains("<a class=\"discussion\" href=\"https://news.example.com/item?id=1\">讨论</a>"))
        // Month pages show the discussion links, never the comment threads.
        let month = try site.page("blog/2024-01.html")
        #expect(month.contains("news.example.com/item?id=1") && !month.contains("giscus"))
    }

    @Test func utterancesFollowsTheColourScheme() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: U\ncomments:\n  utterances: {repo: ann/blog, label: comments}\n")
        try site.write("content/posts/2024/one.md", "---\ntitle: One\ndate: 2024-01-02\n---\nText.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("blog/2024/01/one.html").contains(
            "<script src=\"https://utteranc.es/client.js\" repo=\"ann/blog\" issue-term=\"pathname\" label=\"comments\" theme=\"preferred-color-scheme\" crossorigin=\"anonymous\" async></script>"))
    }

    @Test func wrongCommentSettingsAreErrorsAtTheirPlace() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: W\ncomments:\n  giscus: {repo: ann, repoId: R, categry: A}\ndiscussionURL: forum\n")
        let report = try await site.build()
        let messages = TestSite.messages(report)
        #expect(!report.succeeded)
        #expect(messages.contains { $0.hasPrefix("blog.yml:3:34: error: Unknown key 'categry' in 'comments.giscus'.") && $0.contains("Did you mean 'category'?") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:3:11: error: 'comments.giscus' has no 'categoryId'.") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:3:11: error: 'comments.giscus.repo' must be 'owner/name'.") })
        #expect(messages.contains { $0.hasPrefix("blog.yml:4:16: error: 'discussionURL' must be a full http(s) URL") })
        try site.write("blog.yml", "title: W\n")
        try site.write("content/posts/2024/bad.md", "---\ntitle: Bad\ndate: 2024-01-02\ncomments: sometimes\ndiscussion: javascript:alert(1)\n---\nText.\n")
        let post = try await site.build()
        #expect(TestSite.messages(post).contains { $0.hasPrefix("content/posts/2024/bad.md:4:11: error: 'comments' must be true or false.") })
        #expect(TestSite.messages(post).contains { $0.hasPrefix("content/posts/2024/bad.md:5:13: error: The discussion link 'javascript:alert(1)' must be a full http(s) URL.") })
    }

    /// Custom keys reach templates as `post.params` (and `page.params` on the post's page); a key no template reads
    /// is a warning, once, where it is first written.
    @Test func customKeysReachTemplatesAndUnreadOnesAreReported() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: P\n")
        try site.write("templates/post.mustache", "{{#post}}{{params.hero}}|{{#params.featured}}featured{{/params.featured}}|{{#params.links}}[{{name}}]{{/params.links}}|{{params.quoted}}{{/post}}|{{page.params.hero}}\n")
        try site.write("content/posts/2024/a.md", """
        ---
        title: A
        date: 2024-01-02
        hero: /images/hero.png
        featured: true
        quoted: "true"
        links: [{name: one}, {name: two}]
        titel: typo
        ---
        Text.
        """)
        try site.write("content/posts/2024/b.md", "---\ntitle: B\ndate: 2024-01-03\ntitel: typo again\nsubtitle: unread\n---\nText.\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("blog/2024/01/a.html") == "/images/hero.png|featured|[one][two]|true|/images/hero.png\n")
        let warnings = TestSite.messages(report).filter { $0.contains("front-matter key") }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.hasPrefix("content/posts/2024/a.md:8:1: warning: The front-matter key 'titel' is ignored: no template reads it.")
            && $0.contains("Did you mean 'title'?") && $0.contains("1 other post has it too.") })
        #expect(warnings.contains { $0.hasPrefix("content/posts/2024/b.md:5:1: warning: The front-matter key 'subtitle' is ignored") })
    }
}
