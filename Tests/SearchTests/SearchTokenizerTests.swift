// The tokenizer on English, Chinese, Japanese, mixed, full-width and emoji text (cases shared with search.js).
import Foundation
import Testing
@testable import Search
import TestSupport

struct SearchTokenizerTests {
    struct Cases: Decodable {
        struct TermCase: Decodable { var text: String; var language: String?; var terms: [String] }
        struct QueryCase: Decodable { var text: String; var groups: [[[String]]] }
        var terms: [TermCase]
        var queries: [QueryCase]
    }

    static let cases: Cases = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tokenizer-cases.json")
        return try! JSONDecoder().decode(Cases.self, from: Data(contentsOf: url))
    }()

    @Test func sharedCases() {
        for item in Self.cases.terms {
            let stemming = SearchTokenizer.Stemming(language: item.language ?? "")
            #expect(SearchTokenizer.terms(in: item.text, stemming: stemming) == item.terms, "\(item.text)")
        }
        for item in Self.cases.queries {
            #expect(SearchTokenizer.queryGroups(in: item.text) == item.groups, "\(item.text)")
        }
    }

    /// search.js keeps its own copy of the languages whose words are kept as written: the same codes as the indexer's,
    /// or a query from the browser and the index would disagree for the languages the shared cases leave out.
    @Test func theBrowserKeepsTheSameLatinLanguages() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../templates/static/search.js").standardizedFileURL
        let text = try String(contentsOf: script, encoding: .utf8)
        let start = try #require(text.range(of: "var LATIN = "))
        let end = try #require(text.range(of: ";", range: start.upperBound..<text.endIndex))
        // The string literals joined by `+`: every other piece between quotes.
        let pieces = String(text[start.upperBound..<end.lowerBound]).components(separatedBy: "'")
        let codes = pieces.indices.filter { $0 % 2 == 1 }.flatMap { pieces[$0].split(separator: " ").map(String.init) }
        #expect(codes.count == Set(codes).count)
        #expect(Set(codes) == SearchTokenizer.Stemming.latinLanguages)
    }

    @Test func stemmerLeavesShortAndForeignWordsAlone() {
        #expect(EnglishStemmer.stem("is") == "is")
        #expect(EnglishStemmer.stem("bus") == "bus")
        #expect(EnglishStemmer.stem("class") == "class")
        #expect(EnglishStemmer.stem("anchored") == "anchor")
        #expect(EnglishStemmer.stem("stacks") == "stack")
        #expect(EnglishStemmer.stem("views") == EnglishStemmer.stem("view"))
        #expect(EnglishStemmer.stem("naïves") == "naïves")
    }

    @Test func asciiWordBytesAreDigitsLettersAndUnderscore() {
        for byte in UInt8(0)..<0x80 {
            let character = Character(Unicode.Scalar(byte))
            #expect(SearchTokenizer.isASCIIWordByte(byte) == (character.isLetter || character.isNumber || character == "_"), "\(byte)")
        }
    }

    /// Eight bytes classed at once: every byte value (UTF-8's included) in every position, beside every kind of
    /// neighbour, gives the top bit exactly where the byte is not an ASCII word byte.
    @Test func eightBytesAreClassedLikeOneByOne() {
        let neighbours: [UInt8] = [0x00, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xC3, 0xFF]
        for byte in UInt8(0)...0xFF {
            for position in 0..<8 {
                for neighbour in neighbours {
                    var chunk = [UInt8](repeating: neighbour, count: 8)
                    chunk[position] = byte
                    let packed = chunk.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
                    let expected = chunk.enumerated().reduce(UInt64(0)) { result, element in
                        let isWord = element.element < 0x80 && SearchTokenizer.isASCIIWordByte(element.element)
                        return isWord ? result : result | UInt64(0x80) << UInt64(8 * element.offset)
                    }
                    #expect(SearchTokenizer.notASCIIWordBytes(packed) == expected, "\(byte) at \(position) among \(neighbour)")
                }
            }
        }
    }

    /// A word's end found eight bytes at a time is the end a byte-by-byte scan finds, at every start in random text
    /// and near the end of the buffer.
    @Test func wordEndsAreFoundLikeOneByOne() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("aZ9_ .,<é\u{4E2D}-x".utf8)
        for length in [1, 7, 8, 9, 15, 16, 17, 64, 300] {
            let text = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            text.withUnsafeBufferPointer { bytes in
                for start in bytes.indices where bytes[start] < 0x80 && SearchTokenizer.isASCIIWordByte(bytes[start]) {
                    var end = start + 1
                    while end < bytes.count, bytes[end] < 0x80, SearchTokenizer.isASCIIWordByte(bytes[end]) { end += 1 }
                    #expect(SearchTokenizer.asciiWordEnd(in: bytes, after: start) == end, "\(length) at \(start)")
                }
            }
        }
    }

    /// A short word's key is its bytes lower-cased, first byte lowest, bytes 8 to 15 in the second number, for every
    /// word byte in every position; the same whether the bytes after the word may be read (word bytes and UTF-8 here,
    /// which must not get into the key) or not.
    @Test func shortWordKeysAreTheLowerCasedBytes() {
        let wordBytes = (UInt8(0)..<0x80).filter(SearchTokenizer.isASCIIWordByte)
        for length in 1...ShortWordTable.maximumLength {
            for (index, byte) in wordBytes.enumerated() {
                // Each byte in the last position, after a run of the other word bytes.
                let word = (0..<length - 1).map { wordBytes[(index + 7 * $0 + 1) % wordBytes.count] } + [byte]
                let lowered = word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
                func packed(_ bytes: ArraySlice<UInt8>) -> UInt64 {
                    bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
                }
                let expected = ShortWordTable.Key(low: packed(lowered.prefix(8)), high: packed(lowered.dropFirst(8)))
                #expect(word.withUnsafeBufferPointer { ShortWordTable.key($0, readable: $0.count) } == expected, "\(word)")
                let followed = word + Array("Zz_9\u{E9}\u{4E2D}Q0xyzAB_CDEFG".utf8)
                #expect(followed.withUnsafeBufferPointer {
                    ShortWordTable.key(UnsafeBufferPointer(rebasing: $0[..<length]), readable: $0.count)
                } == expected, "\(word) followed")
            }
        }
    }

    @Test func overlongWordsAreNotTerms() {
        let hash = String(repeating: "a1", count: 30)
        #expect(SearchTokenizer.terms(in: "x \(hash) y") == ["x", "y"])
    }
}

/// The indexer's scores (`PostingsCollector`, which looks words up by their bytes) against the tokenizer's terms
/// counted one by one.
struct PostingsCollectorTests {
    /// The scores of a one-document collector, by term.
    static func scores(title: String = "", categories: [String] = [], text: String, language: String = "") -> [String: Int] {
        var collector = PostingsCollector()
        collector.add(SearchDocument(url: "x.html", title: title, date: "", categories: categories, text: text, language: language),
                      number: 0)
        let run = collector.sortedRun()
        #expect(run.terms == run.terms.sorted())
        return Dictionary(uniqueKeysWithValues: run.terms.indices.map { term in
            let postings = run.postings(ofTerm: term)
            #expect(postings.count == 1 && postings.first?.doc == 0)
            return (run.terms[term], Int(postings.first?.score ?? 0))
        })
    }

    /// A text's scores are its terms counted, at most 99.
    static func counted(_ text: String, language: String = "") -> [String: Int] {
        Dictionary(SearchTokenizer.terms(in: text, stemming: .init(language: language)).map { ($0, 1) }, uniquingKeysWith: +)
            .mapValues { min($0, 99) }
    }

    @Test func scoresAreTheTermsCounted() {
        for item in SearchTokenizerTests.cases.terms {
            let language = item.language ?? ""
            #expect(Self.scores(text: item.text, language: language) == Self.counted(item.text, language: language), "\(item.text)")
        }
        #expect(Self.scores(text: "Views view VIEWED 视图视图") == ["view": 3, "视": 2, "图": 2, "视图": 2, "图视": 1])
        #expect(Self.scores(text: String(repeating: "loop ", count: 150)) == ["loop": 99])
    }

    /// A title occurrence scores 1,000, a category's 100, on top of the text's count.
    @Test func titlesAndCategoriesWeighMore() {
        let scores = Self.scores(title: "Stack views, stacked", categories: ["UIKit", "Stack View"], text: "A stack of views.")
        #expect(scores == ["stack": 2_000 + 100 + 1, "view": 1_000 + 100 + 1, "uikit": 100, "a": 1, "of": 1])
    }

    /// A title of 2,200,000 words would score 2.2 billion, past `Int32`: the score stops at its maximum instead of
    /// the indexer trapping, and the text still adds its count.
    @Test func hugeTitlesScoreTheMaximum() {
        let scores = Self.scores(title: String(repeating: "a ", count: 2_200_000), categories: ["a"], text: "a a")
        #expect(scores == ["a": Int(PostingsCollector.maximumFixedScore) + 2])
    }

    /// Documents added one after another get their own postings; a term of the first only is absent from the second's.
    @Test func documentsAreScoredApart() {
        var collector = PostingsCollector()
        collector.add(SearchDocument(url: "a.html", title: "Anchor", date: "", categories: [], text: "anchor anchor 布局"), number: 3)
        collector.add(SearchDocument(url: "b.html", title: "", date: "", categories: [], text: "Anchors 布"), number: 4)
        let run = collector.sortedRun()
        #expect(run.terms == ["anchor", "局", "布", "布局"])  // U+5C40 before U+5E03
        let postings = Dictionary(uniqueKeysWithValues: run.terms.indices.map { term in
            (run.terms[term], run.postings(ofTerm: term).map { [$0.doc, $0.score] })
        })
        #expect(postings == ["anchor": [[3, 1_002], [4, 1]], "布": [[3, 1], [4, 1]], "局": [[3, 1]], "布局": [[3, 1]]])
    }

    /// Documents in English and in German, alternating in one run: each word is stemmed as its own document's language
    /// says, though the collector knows the word from the other language's document.
    @Test func eachDocumentIsStemmedInItsLanguage() {
        var collector = PostingsCollector()
        for (number, language) in ["en", "de", "en-GB", "de-AT"].enumerated() {
            collector.add(SearchDocument(url: "\(number).html", title: "", date: "", categories: [],
                                         text: "Layouts layouts Parties abc", language: language), number: number)
        }
        let run = collector.sortedRun()
        let postings = Dictionary(uniqueKeysWithValues: run.terms.indices.map { term in
            (run.terms[term], run.postings(ofTerm: term).map { [$0.doc, $0.score] })
        })
        #expect(postings == ["layout": [[0, 2], [2, 2]], "layouts": [[1, 2], [3, 2]], "party": [[0, 1], [2, 1]],
                             "parties": [[1, 1], [3, 1]], "abc": [[0, 1], [1, 1], [2, 1], [3, 1]]])
    }

    /// Documents without a word give no terms, and a word in the last document is that document's alone: in one
    /// run and over several, in indexes made at the same time. (ThreadSanitizer, which `scripts/checks/sanitizers.sh`
    /// runs this under, reported two empty runs sorted at once as a data race: see `sortedRun()`.)
    @Test func documentsWithoutWordsIndexToNoTerms() async {
        let cases = [1, 3, 8_192].flatMap { count in ["", "— · —", "last"].map { (count: count, lastText: $0) } }
        let results = await withTaskGroup(of: (Int, [String], [[Int32]], Int).self) { group in
            for (number, item) in cases.enumerated() {
                group.addTask {
                    // Small indexes made many times over, so that tasks overlap.
                    var collected: (terms: MergedTerms, shown: [SearchDocument])?
                    for _ in 0..<(item.count < 100 ? 200 : 1) {
                        collected = SearchIndex.collect(documentCount: item.count) { document in
                            SearchDocument(url: "\(document).html", title: "", date: "", categories: [],
                                           text: document == item.count - 1 ? item.lastText : "")
                        }
                    }
                    let (terms, shown) = collected!
                    let postings = terms.runs.flatMap { run in run.terms.indices.flatMap { run.postings(ofTerm: $0) } }
                    return (number, terms.terms, postings.map { [$0.doc, $0.score] }, shown.count)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == cases.count)
        for (number, terms, postings, shown) in results {
            let (count, lastText) = cases[number]
            #expect(shown == count)
            #expect(terms == (lastText == "last" ? ["last"] : []), "\(count) documents, \(lastText)")
            #expect(postings == (lastText == "last" ? [[Int32(count - 1), 1]] : []), "\(count) documents, \(lastText)")
        }
    }

    /// Long real texts (the project's documentation and the public source files of the highlighter's corpus: thousands
    /// of distinct words, mixed case, identifiers) score as their terms count, one by one.
    @Test func longTextsScoreAsTheirTermsCount() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["docs", "Tests/HighlightTests/Corpus"].map { root.appendingPathComponent($0) }
        var texts: [String] = []
        for folder in folders {
            guard let walk = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walk {
                if let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) { texts.append(text) }
            }
        }
        #expect(texts.count > 20)
        let all = texts.joined(separator: "\n")
        for text in texts + [all] {
            #expect(Self.scores(text: text) == Self.counted(text))
        }
        #expect(Set(SearchTokenizer.terms(in: all)).count > 2_000)
    }
}
