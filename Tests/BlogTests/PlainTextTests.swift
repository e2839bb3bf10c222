// Tests of meta-description excerpts: tags stripped, whitespace collapsed, entities decoded, cut with "…".
@testable import Blog
import Testing

struct PlainTextTests {
    @Test func stripsTagsCollapsesWhitespaceAndDecodesEntities() {
        #expect(PlainText.excerpt(ofHTML: "<p>Hello,\n  <em>world</em> &amp; you &lt;3</p>\r\n", limit: 160) == "Hello, world & you <3")
    }

    @Test func cutsAtTheLimitWithAnEllipsis() {
        #expect(PlainText.excerpt(ofHTML: "<p>abcdefghij</p>", limit: 5) == "abcd…")
        #expect(PlainText.excerpt(ofHTML: "<p>abcde</p>", limit: 5) == "abcde")
    }

    /// Entities shrink the text: 12 `&quot;` make 12 characters, cut at 10.
    @Test func entitiesCountAsOneCharacter() {
        let html = String(repeating: "&quot;", count: 12)
        #expect(PlainText.excerpt(ofHTML: html, limit: 10) == String(repeating: "\"", count: 9) + "…")
    }

    /// Family emoji are one character of seven scalars: a long run of them is cut by characters.
    @Test func charactersOfManyScalarsAreCutWhole() {
        let family = "👨‍👩‍👧‍👦"
        let html = String(repeating: family, count: 30)
        #expect(PlainText.excerpt(ofHTML: html, limit: 20) == String(repeating: family, count: 19) + "…")
        #expect(PlainText.excerpt(ofHTML: String(repeating: family, count: 20), limit: 20) == String(repeating: family, count: 20))
    }

    /// An escaped entity stays text: `&amp;lt;` is the four characters `&lt;`, not `<`.
    @Test func entitiesAreDecodedOnce() {
        #expect(PlainText.excerpt(ofHTML: "<p>&amp;lt;b&amp;gt; is a tag</p>", limit: 160) == "&lt;b&gt; is a tag")
    }

    /// No-break and ideographic spaces collapse like ASCII ones; leading and trailing space goes.
    @Test func unicodeWhitespaceCollapses() {
        #expect(PlainText.excerpt(ofHTML: "<p>\u{3000}布局\u{00A0}\u{00A0}指南 </p>\n", limit: 160) == "布局 指南")
    }

    /// Every scalar with Unicode's White_Space property (read from Unicode's tables here, by bytes there) is a
    /// space; the scalars next to them in value, and text of one to four bytes a scalar, are kept as they are.
    @Test func whitespaceIsUnicodesWhiteSpace() {
        let spaces = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { $0.properties.isWhitespace }
        #expect(spaces.count == 25)
        for space in spaces where space.value > 0x7F {
            let neighbours = [space.value - 1, space.value + 1].compactMap(Unicode.Scalar.init)
                .filter { !$0.properties.isWhitespace && $0.properties.generalCategory != .control && $0.properties.generalCategory != .format }
            let kept = String(String.UnicodeScalarView(neighbours))
            #expect(PlainText.text(ofHTML: "<p>a\(space)é\(space)\(space)视😀\(kept)</p>") == "a é 视😀\(kept)", "U+\(String(space.value, radix: 16))")
        }
    }
}
