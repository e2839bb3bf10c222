// Content types of the files a site holds.
@testable import BlogServer
import Testing

struct ContentTypeTests {
    @Test func typesByExtension() {
        #expect(ContentTypes.type(forPath: "index.html") == "text/html; charset=utf-8")
        #expect(ContentTypes.type(forPath: "style.css") == "text/css; charset=utf-8")
        #expect(ContentTypes.type(forPath: "feed.xml") == "application/atom+xml; charset=utf-8")
        #expect(ContentTypes.type(forPath: "sitemap.xml") == "application/xml; charset=utf-8")
        #expect(ContentTypes.type(forPath: "images/a.SVG") == "image/svg+xml")
        #expect(ContentTypes.type(forPath: "images/photo.JPG") == "image/jpeg")
        #expect(ContentTypes.type(forPath: "robots.txt") == "text/plain; charset=utf-8")
        #expect(ContentTypes.type(forPath: "LICENSE") == "application/octet-stream")
        #expect(ContentTypes.type(forPath: "archive.tar.unknown") == "application/octet-stream")
    }
}
