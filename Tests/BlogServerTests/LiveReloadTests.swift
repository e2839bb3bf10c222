// The live-reload additions: where they go in a page, what the overlay shows, and that text in it is escaped.
@testable import BlogServer
import Testing

struct LiveReloadTests {
    private func inject(_ html: String, generation: Int = 3, errors: [String] = []) -> String {
        String(decoding: LiveReload.inject(into: Array(html.utf8), generation: generation, errors: errors), as: UTF8.self)
    }

    @Test func theScriptGoesBeforeTheLastClosingBody() {
        let page = inject("<html><body><p>a</p><code>&lt;/body&gt;</code></body>\n</html>\n")
        #expect(page.hasPrefix("<html><body><p>a</p><code>&lt;/body&gt;</code><script>"))
        #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
        #expect(page.contains("new EventSource(\"/__blog/events?since=3\")"))
        #expect(!page.contains("blog-build-errors"))
    }

    @Test func aPageWithoutBodyGetsTheScriptAtTheEnd() {
        let page = inject("<p>fragment</p>")
        #expect(page.hasPrefix("<p>fragment</p><script>"))
    }

    @Test func errorsShowInAnOverlayWithTheirTextEscaped() {
        let page = inject("<body></body>", errors: ["content/posts/a.md:3:7: error: Unknown key '<b>'."])
        #expect(page.contains("id=\"blog-build-errors\""))
        #expect(page.contains("<li>content/posts/a.md:3:7: error: Unknown key '&lt;b&gt;'.</li>"))
        #expect(page.range(of: "blog-build-errors")!.lowerBound < page.range(of: "<script>")!.lowerBound)
    }
}
