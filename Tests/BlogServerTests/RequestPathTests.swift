// Request paths: decoding, folder URLs, and every way of escaping the site folder refused.
@testable import BlogServer
import Testing

struct RequestPathTests {
    @Test func plainPathsAndFolderURLs() {
        #expect(RequestPath(urlPath: "/")?.filePath == "index.html")
        #expect(RequestPath(urlPath: "/blog/2024-01.html")?.filePath == "blog/2024-01.html")
        #expect(RequestPath(urlPath: "/blog/")?.filePath == "blog/index.html")
        #expect(RequestPath(urlPath: "/blog")?.isFolder == false)
        #expect(RequestPath(urlPath: "/a%20b/%E5%B8%83%E5%B1%80.html")?.segments == ["a b", "布局.html"])
        #expect(RequestPath(urlPath: "/style.css?v=2")?.filePath == "style.css")
    }

    @Test(arguments: [
        "/../blog.yml", "/blog/../../etc/passwd", "/%2e%2e/blog.yml", "/%2E%2E/%2e%2e/etc/passwd",
        "/.%2e/x", "/a%2f..%2f..%2fetc%2fpasswd", "/a%2F..%2Fb", "/..%5c..%5cwindows", "/a\\b",
        "/.git/config", "/.hidden", "/./index.html", "//etc/passwd", "/a//b", "/%00", "/x%0", "/x%zz",
        "/%ff%fe", "relative/path", "",
    ])
    func escapesAndMalformedPathsAreRefused(_ path: String) {
        #expect(RequestPath(urlPath: path) == nil)
    }
}

/// Hidden paths blog.yml's `include:` publishes are served; every other hidden path, and `.`/`..`, stays refused.
struct IncludedHiddenRequestPathTests {
    let included = [".well-known", "code/.site-header.htm"]

    @Test func includedHiddenPathsAreServed() {
        #expect(RequestPath(urlPath: "/.well-known/security.txt", includedHidden: included)?.filePath == ".well-known/security.txt")
        #expect(RequestPath(urlPath: "/.well-known/", includedHidden: included)?.filePath == ".well-known/index.html")
        #expect(RequestPath(urlPath: "/%2Ewell-known/a/b.json", includedHidden: included)?.segments == [".well-known", "a", "b.json"])
        #expect(RequestPath(urlPath: "/code/.site-header.htm", includedHidden: included)?.filePath == "code/.site-header.htm")
    }

    @Test(arguments: ["/.git/config", "/code/.other.htm", "/.site-header.htm", "/.well-known-not/x",
                      "/.well-known/../blog.yml", "/.well-known/./x", "/.blog-manifest"])
    func otherHiddenPathsStayRefused(_ path: String) {
        #expect(RequestPath(urlPath: path, includedHidden: included) == nil)
    }
}
