// The ids and `#links` of a post's HTML, found once when the post is made, and scoping from them.
@testable import Blog
import Testing

struct HTMLIDPlacesTests {
    /// A heading, a highlighted block (every span has an `=`, none an id), an empty named anchor, a link to the
    /// heading and links that are no fragment of this page.
    static let html = "<h2 id=\"notes\">Notes</h2>\n"
        + "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-swift\" data-lang=\"swift\">"
        + "<span class=\"k\">let</span> a = <span class=\"s\">&quot;id=&quot;</span></code></pre></div>\n"
        + "<p><a id=\"old\"></a><a href=\"#notes\">see</a> <a href=\"https://example.com/#notes\">there</a> "
        + "<a href=\"#old\">old</a></p>\n"

    @Test func placesAreTheIdsAndFragmentLinksInTheirOrder() {
        let places = HTMLIDPlaces(of: Self.html)
        #expect(places.places.map(\.name) == ["notes", "old", "notes", "old"])
        #expect(places.places.map(\.kind) == [.id(isEmptyAnchor: false), .id(isEmptyAnchor: true), .fragment, .fragment])
        // Each value's bytes are the name.
        let bytes = Array(Self.html.utf8)
        for place in places.places {
            #expect(String(decoding: bytes[place.value], as: UTF8.self) == place.name)
        }
        // An empty named anchor keeps its id: it is no id the post defines.
        #expect(places.definedIDs == ["notes"])
    }

    @Test func scopingFromThePlacesPrefixesTheDefinedIdsAndTheLinksToThem() {
        let places = HTMLIDPlaces(of: Self.html)
        let scoped = HTMLIDScope(definedIn: places, prefix: "p1").apply(to: Self.html, places: places)
        let expected = "<h2 id=\"p1-notes\">Notes</h2>\n"
            + "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-swift\" data-lang=\"swift\">"
            + "<span class=\"k\">let</span> a = <span class=\"s\">&quot;id=&quot;</span></code></pre></div>\n"
            + "<p><a id=\"old\"></a><a href=\"#p1-notes\">see</a> <a href=\"https://example.com/#notes\">there</a> "
            + "<a href=\"#old\">old</a></p>\n"
        #expect(scoped == expected)
        // The same as finding the places again in the text.
        #expect(HTMLIDScope(definedIn: places, prefix: "p1").apply(to: Self.html) == expected)
    }

    /// A link to a CJK heading, which cmark percent-encodes, names the heading's id, so a month page scopes both (the
    /// link went on to the unscoped id, which the month page does not have: 45 broken links on one imported blog).
    @Test func aPercentEncodedLinkNamesTheIdItDecodesTo() {
        let html = "<h2 id=\"开机自启动\">开机自启动</h2>\n<p><a href=\"#%E5%BC%80%E6%9C%BA%E8%87%AA%E5%90%AF%E5%8A%A8\">见</a> "
            + "<a href=\"#100%25\">x</a> <a href=\"#%zz\">bad</a></p>\n"
        let places = HTMLIDPlaces(of: html)
        #expect(places.places.map(\.name) == ["开机自启动", "开机自启动", "100%", "%zz"])
        let scoped = HTMLIDScope(definedIn: places, prefix: "p3").apply(to: html, places: places)
        #expect(scoped == "<h2 id=\"p3-开机自启动\">开机自启动</h2>\n<p><a href=\"#p3-%E5%BC%80%E6%9C%BA%E8%87%AA%E5%90%AF%E5%8A%A8\">见</a> "
            + "<a href=\"#100%25\">x</a> <a href=\"#%zz\">bad</a></p>\n")
    }

    /// Scoping and resolving the site root in one pass writes what scoping and then resolving wrote, written out here:
    /// markers before, between and after scoped places, in an image's `src`, in a non-ASCII text, and none at all.
    @Test func scopingAndResolvingTheSiteRootInOnePass() {
        let m = SiteRoot.marker
        let html = "<p><a href=\"\(m)/a.html\">a</a> é</p>\n<h2 id=\"notes\">Notes 中文</h2>\n"
            + "<p><img src=\"\(m)/i/x.png\" alt=\"\"><a href=\"#notes\">see</a><a href=\"\(m)/b.html#notes\">b</a></p>\n"
        let places = HTMLIDPlaces(of: html)
        let scope = HTMLIDScope(definedIn: places, prefix: "p2")
        let expected = "<p><a href=\"../../a.html\">a</a> é</p>\n<h2 id=\"p2-notes\">Notes 中文</h2>\n"
            + "<p><img src=\"../../i/x.png\" alt=\"\"><a href=\"#p2-notes\">see</a><a href=\"../../b.html#notes\">b</a></p>\n"
        let edits = scope.edits(places, siteRootMarkers: SiteRoot.markerRanges(in: html), resolvingWith: "../../")
        #expect(html.replacingUTF8Ranges(edits) == expected)
        #expect(SiteRoot.resolve(scope.apply(to: html, places: places), prefix: "../../") == expected)
        // Written with the edits applied, piece by piece, as a month page writes a post: the same text.
        var pieces = ""
        HTMLText(html, edits).forEachPiece { pieces += $0 }
        #expect(pieces == expected)
        #expect(HTMLText(html, edits).text == expected)
        let noMarkers = scope.edits(HTMLIDPlaces(of: Self.html), siteRootMarkers: SiteRoot.markerRanges(in: Self.html), resolvingWith: "../")
        #expect(Self.html.replacingUTF8Ranges(noMarkers) == scope.apply(to: Self.html, places: HTMLIDPlaces(of: Self.html)))
        let unscoped = HTMLIDScope(definedIn: HTMLIDPlaces(of: ""), prefix: "p2")
        let onlyMarkers = unscoped.edits(places, siteRootMarkers: SiteRoot.markerRanges(in: html), resolvingWith: "/")
        #expect(html.replacingUTF8Ranges(onlyMarkers) == SiteRoot.resolve(html, prefix: "/"))
    }

    /// A post's ids, `#links` and site-root markers are found in the body it is given, and kept with that body when
    /// only the outline changes.
    @Test func aPostsPlacesFollowItsBody() {
        let empty = makePost("A", "2021-07-01")
        #expect(empty.contentIDPlaces.places.isEmpty)
        func post(_ html: String) -> Post {
            Post(outline: empty.outline, body: PostBody(rendered: RenderedBody(contentHTML: html, tocDepth: nil), summaryHTML: "", hasMore: false))
        }
        let withID = post("<h2 id=\"first\">First</h2>\n")
        #expect(withID.contentIDPlaces.definedIDs == ["first"])
        var outline = withID.outline
        outline.title = "B"
        let renamed = withID.with(outline: outline)
        #expect(renamed.title == "B" && renamed.contentHTML == withID.contentHTML)
        #expect(renamed.contentIDPlaces.definedIDs == ["first"])
        #expect(renamed.contentSiteRootMarkers.isEmpty)
        // `<p><a href="` is 12 bytes; the marker and its slash 19.
        #expect(post("<p><a href=\"\(SiteRoot.marker)/a.html\">a</a></p>\n").contentSiteRootMarkers == [12..<31])
    }
}
