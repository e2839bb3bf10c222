// Word counts and reading times as a reader of English, Chinese or both would count them, worked out by hand.
@testable import Blog
import Testing

struct WordCountTests {
    func count(_ text: String) -> WordCount {
        var count = WordCount()
        count.add(text)
        return count
    }

    @Test func wordsAreRunsOfLettersAndCJKCharactersCountOneEach() {
        #expect(count("Don't stop: 3 words, x2.") == WordCount(words: 5))           // Don't, stop, 3, words, x2
        #expect(count("中文正文的行高") == WordCount(cjkCharacters: 7))
        #expect(count("用 Auto Layout 写的 UIScrollView") == WordCount(words: 3, cjkCharacters: 3))
        #expect(count("привет, мир — café") == WordCount(words: 3))
        #expect(count("ひらがなとカタカナ、한국어") == WordCount(cjkCharacters: 12))
        #expect(count("it’s") == WordCount(words: 1))
        #expect(count("") == WordCount())
    }

    @Test func readingTimeRoundsUpFromHugosRates() {
        #expect(WordCount().readingMinutes == 1)
        #expect(WordCount(words: 213).readingMinutes == 1)
        #expect(WordCount(words: 214).readingMinutes == 2)
        #expect(WordCount(cjkCharacters: 500).readingMinutes == 1)
        #expect(WordCount(cjkCharacters: 501).readingMinutes == 2)
        // 426 words are two minutes and 1,000 characters two more.
        #expect(WordCount(words: 426, cjkCharacters: 1000).readingMinutes == 4)
    }

    @Test func htmlIsCountedByItsTextWithoutTagsReferencesOrDiagrams() {
        #expect(WordCount(html: "<p class=\"lead\">Tom &amp; Jerry&#39;s <em>big</em> day</p><svg><text>label words</text></svg>中文")
            == WordCount(words: 5, cjkCharacters: 2))   // Tom, Jerry, s, big, day
    }

    @Test func aPostCountsItsTextAndCodeButNotItsDiagrams() {
        var renderers = FencedBlockRenderers()
        renderers.register("layout") { _ in FencedBlockOutput(html: "<svg>many label words here</svg>") }
        let markdown = MarkdownRenderer(fencedBlockRenderers: renderers)
        let rendered = markdown.render("# Title here\n\n中文 and *English* `code`.\n\n```swift\nlet x = 1\n```\n\n```layout\nview a b c d\n```\n")
        // Title, here, and, English, code; let, x, 1; 中, 文.
        #expect(rendered.wordCount == WordCount(words: 8, cjkCharacters: 2))
    }
}
