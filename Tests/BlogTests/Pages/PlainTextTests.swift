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

    /// Empty HTML has empty text, also read by many tasks at once. (ThreadSanitizer, which
    /// `scripts/checks/sanitizers.sh` runs this under, reported that as a data race: see
    /// `textBytes(ofHTML:readingAtMost:)`.)
    @Test func emptyHTMLHasNoText() async {
        let texts = await withTaskGroup(of: [String].self) { group in
            for number in 0..<16 {
                group.addTask {
                    // Many times over, so that tasks overlap.
                    (0..<200).map { _ in
                        [PlainText.text(ofHTML: ""), PlainText.excerpt(ofHTML: "", limit: 160),
                         PlainText.leadingText(ofHTML: "", characters: number)]
                    }.last!
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(texts.count == 16 && texts.allSatisfy { $0 == ["", "", ""] })
        #expect(PlainText.excerpt(ofHTML: "<p></p>", limit: 5) == "")
        #expect(PlainText.leadingText(ofHTML: "<p>ab</p>", characters: 0) == "")
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

    /// The text of HTML as the specification above says, scalar by scalar, as simply as it can be written: the
    /// oracle for the byte loop.
    static func referenceText(ofHTML html: String) -> String {
        let scalars = Array(html.unicodeScalars)
        let entities: [(name: String, character: Unicode.Scalar)] = [("amp;", "&"), ("lt;", "<"), ("gt;", ">"), ("quot;", "\"")]
        var text: [Unicode.Scalar] = []
        var (index, inTag, lastWasSpace) = (0, false, true)
        scanning: while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if inTag {
                inTag = scalar != ">"
            } else if scalar == "<" {
                inTag = true
            } else if scalar == ">" {
                continue
            } else if scalar.properties.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                lastWasSpace = false
                if scalar == "&" {
                    for entity in entities where scalars[index...].starts(with: entity.name.unicodeScalars) {
                        text.append(entity.character)
                        index += entity.name.unicodeScalars.count
                        continue scanning
                    }
                }
                text.append(scalar)
            }
        }
        if text.last == " " { text.removeLast() }
        return String(String.UnicodeScalarView(text))
    }

    /// Random HTML made of the pieces where the byte loop takes its turns (tags, stray brackets, entities whole
    /// and cut, runs of ASCII, spaces of one to three bytes, accents, CJK, emoji of many scalars, CR LF): its text,
    /// whole and cut at every length from 0 to 60, is the oracle's.
    @Test func textIsTheReferenceTextOfRandomHTML() {
        let pieces = ["<p>", "</p>", "<a href=\"x\">", "<b", ">", "&amp;", "&lt;", "&gt;", "&quot;", "&", "&am", "&amp;lt;",
                      "abc", "Word.", "x", " ", "  ", "\n", "\t", "\r\n", "\u{00A0}", "\u{3000}", "\u{2028}", "布局", "é",
                      "e\u{301}", "👨‍👩‍👧‍👦", "\u{7F}", "\u{01}", "<", "two words", "a  b ", " c\n d",
                      "a longer run of plain words, past eight bytes", "constraint(equalTo:)", "x y z w v u t s "]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let html = (0..<random(40)).map { _ in pieces[random(pieces.count)] }.joined()
            let expected = Self.referenceText(ofHTML: html)
            #expect(PlainText.text(ofHTML: html) == expected, "\(html.debugDescription)")
            for count in 0...60 {
                #expect(PlainText.leadingText(ofHTML: html, characters: count) == String(expected.prefix(count)),
                        "\(count) of \(html.debugDescription)")
            }
        }
    }
}
