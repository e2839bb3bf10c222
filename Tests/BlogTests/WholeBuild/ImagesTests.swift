// End to end: Markdown images get their file's width and height, load late below the first screen, and a titled
// image alone in its paragraph is a figure with a caption.
@testable import Blog
import Foundation
import Testing

struct ImagesTests {
    static func png(width: Int, height: Int) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + ImageSizeTests.be32(13) + Array("IHDR".utf8)
             + ImageSizeTests.be32(width) + ImageSizeTests.be32(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    static let post = """
        ---
        title: Pictures
        date: 2024-03-04
        ---
        Intro.

        ![The first](/images/a.png "A caption <with> markup")

        Text with ![an inline one](/images/a%20b.gif) in it, and [![linked](/images/a.png)](/images/a.png).

        ![Far away](https://example.com/x.png)

        ![Missing](/images/none.png) and ![relative](pic.png)

        ## A heading ![icon](/images/a.png)

        """

    @Test func imagesGetSizesLoadingAndCaptions() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Images\n")
        try site.write("content/images/a.png", Self.png(width: 640, height: 480))
        try site.write("content/images/a b.gif", Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xC8, 0x00, 0, 0, 0]))
        try site.write("content/posts/2024/pictures.md", Self.post)
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let page = try site.page("blog/2024/03/pictures.html")
        // The first image, on the first screen: sized, loaded at once, and a figure because it has a title.
        #expect(page.contains(#"<figure><img src="../../../images/a.png" alt="The first" title="A caption &lt;with&gt; markup" width="640" height="480" /><figcaption>A caption &lt;with&gt; markup</figcaption></figure>"#))
        // The others load late; inline ones stay inline, a linked one stays in its link.
        #expect(page.contains(#"<p>Text with <img src="../../../images/a%20b.gif" alt="an inline one" width="320" height="200" loading="lazy" decoding="async" /> in it, and <a href="../../../images/a.png"><img src="../../../images/a.png" alt="linked" width="640" height="480" loading="lazy" decoding="async" /></a>.</p>"#))
        // Remote, missing and relative images get no size, only `loading`.
        #expect(page.contains(#"<img src="https://example.com/x.png" alt="Far away" loading="lazy" decoding="async" />"#))
        #expect(page.contains(#"<img src="../../../images/none.png" alt="Missing" loading="lazy" decoding="async" />"#))
        #expect(page.contains(#"<img src="pic.png" alt="relative" loading="lazy" decoding="async" />"#))
        // An image in a heading is left as cmark writes it, and its alt text is the heading's id.
        #expect(page.contains(#"<h2 id="a-heading-icon">"#))
        #expect(page.contains(#"<img src="../../../images/a.png" alt="icon" /></a></h2>"#))
        // The feed carries the same markup, with absolute URLs.
        #expect(try site.page("feed.xml").contains("width=&quot;640&quot; height=&quot;480&quot;"))
    }

    /// The first image loads at once only when few blocks come before it.
    @Test func anImageBelowTheFirstScreenLoadsLate() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Images\n")
        try site.write("content/images/a.png", Self.png(width: 10, height: 10))
        try site.write("content/posts/2024/late.md", "---\ntitle: Late\ndate: 2024-03-04\n---\nOne.\n\nTwo.\n\nThree.\n\n![x](/images/a.png)\n")
        #expect(try await site.build().succeeded)
        #expect(try site.page("blog/2024/03/late.html").contains(#"<img src="../../../images/a.png" alt="x" width="10" height="10" loading="lazy" decoding="async" />"#))
    }

    /// `blog serve`'s builder: an image that changes size (or appears) changes the pages that show it, though their
    /// Markdown did not change.
    @Test func aReusedBuilderFollowsTheImagesFiles() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Images\n")
        try site.write("content/images/a.png", Self.png(width: 640, height: 480))
        try site.write("content/posts/2024/pictures.md", "---\ntitle: P\ndate: 2024-03-04\n---\n![a](/images/a.png) ![b](/images/b.png)\n")
        try site.write("content/posts/2024/other.md", "---\ntitle: O\ndate: 2024-03-05\n---\nNo image.\n")
        let builder = SiteBuilder()
        #expect(try await site.build(mode: .inPlace, builder: builder).succeeded)
        #expect(try site.page("blog/2024/03/pictures.html").contains(#"alt="a" width="640" height="480" />"#))
        try site.write("content/images/a.png", Self.png(width: 800, height: 600))
        try site.write("content/images/b.png", Self.png(width: 2, height: 1))
        #expect(try await site.build(mode: .inPlace, builder: builder).succeeded)
        let page = try site.page("blog/2024/03/pictures.html")
        #expect(page.contains(#"alt="a" width="800" height="600" />"#))
        #expect(page.contains(#"alt="b" width="2" height="1" loading="lazy" decoding="async" />"#))
        let fresh = site.root.appendingPathComponent("fresh")
        _ = try await site.build(into: fresh, builder: SiteBuilder(policy: .oneShot))
        #expect(try site.page("blog/2024/03/pictures.html", in: fresh) == page)
    }
}
