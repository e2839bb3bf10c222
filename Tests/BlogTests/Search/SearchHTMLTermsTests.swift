// The search index reads a page's terms straight from its HTML: they must be the terms of the page's text.
@testable import Blog
import Foundation
import Search
import Testing

struct SearchHTMLTermsTests {
    /// The terms read from `html` equal those of its text, and a snippet made from the HTML equals the start of
    /// the text.
    func expectSameTerms(_ html: String, _ what: String) {
        let text = PlainText.text(ofHTML: html)
        let fromHTML = SearchTokenizer.terms(inHTML: html), fromText = SearchTokenizer.terms(in: text)
        // The first difference, with a few terms either side, rather than two lists of thousands.
        let common = min(fromHTML.count, fromText.count)
        let mismatch = (0..<common).first { fromHTML[$0] != fromText[$0] }
        if let first = mismatch ?? (fromHTML.count == fromText.count ? nil : common) {
            let around = max(first - 3, 0)
            Issue.record("\(what): term \(first) differs: from the HTML \(fromHTML[around..<min(first + 3, fromHTML.count)]), from the text \(fromText[around..<min(first + 3, fromText.count)])")
        }
        #expect(PlainText.leadingText(ofHTML: html, characters: SearchIndex.snippetLength)
                == String(text.prefix(SearchIndex.snippetLength)), "\(what)")
    }

    @Test func wordsJoinAcrossTagsAndEntitiesSeparate() {
        #expect(SearchTokenizer.terms(inHTML: "<p>Lay<b>out</b> &amp;engine&lt;T&gt; &copy;</p>")
                == ["layout", "engine", "t", "copy"])
        #expect(SearchTokenizer.terms(inHTML: "滚动<em>视图</em>") == ["滚", "滚动", "动", "动视", "视", "视图", "图"])
    }

    /// Markup at every awkward place: inside words of each kind, unclosed, stray, at either end, around
    /// the longest word kept, and the whitespace that is not ASCII.
    @Test func awkwardMarkupGivesTheTermsOfTheText() {
        let longest = String(repeating: "a", count: SearchTokenizer.maximumTermLength)
        let cases = [
            "", "<", ">", "&", "&am", "&amp", "&amp;", "a&", "x<unclosed tag", "stray > here>there", "<p>a</p><p>b</p>",
            "foo<b>bar</b> baz", "caf<i>é</i> naïve", "Ｆｕｌｌ<b>ｗｉｄｔｈ</b>", "<a title=\"x>y\">link</a>",
            "a &amp; b &lt;c&gt; &quot;d&quot; &copy; &amp;lt;", "&amp;amp;", "👨‍👩‍👧‍👦<b>x</b>é",
            "<p>\u{3000}布局\u{00A0}\u{00A0}指南 </p>\n", "foo\u{3000}bar", "x\u{2028}y\u{0085}z", "한국<i>어</i>テ<b>スト</b>",
            "\(longest.dropLast(3))<b>aaa</b> \(longest)<b>a</b> <b></b>\(longest)", "UI<code>Scroll</code>View's",
            String(repeating: "长文本<b>测试</b>éa ", count: 400),
            // Past the snippet's length in characters of two and of seven scalars.
            String(repeating: "e\u{301}", count: 700), String(repeating: "👨‍👩‍👧‍👦", count: 700),
            String(repeating: "a", count: 598) + String(repeating: "e\u{301}", count: 700),
        ]
        for html in cases { expectSameTerms(html, html) }
    }

    /// Real code from public repositories (the highlighter's test corpus), as a page shows it with highlighting on
    /// and off: spans at every token, entities for `<`, `>`, `&` and `"`, and text in many scripts.
    @Test func realCodeBlocksGiveTheTermsOfTheirText() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("HighlightTests/Corpus")
        let languages = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { !$0.hasSuffix(".md") }.sorted()
        var pages = 0
        for language in languages {
            let folder = corpus.appendingPathComponent(language)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let code = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let markdown = "# \(file)\n\nSee *\(language)* & <code>.\n\n```\(language)\n\(code)\n```\n"
                for highlighting in [true, false] {
                    let html = MarkdownRenderer(codeHighlighting: CodeHighlighting(isEnabled: highlighting)).render(markdown).html
                    expectSameTerms(html, "\(language)/\(file), highlighting \(highlighting)")
                    pages += 1
                }
            }
        }
        #expect(pages >= 100)
    }
}
