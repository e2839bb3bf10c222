// The index files: every document findable by a word of its title and of its text, buckets small and stable.
import Foundation
import Testing
import TestSupport
@testable import Search

/// Answers a query from the index files the way search.js does (every query group must match; the last
/// word also as a prefix), for the tests.
struct IndexReader {
    var files: [String: [UInt8]]

    func json(_ path: String) -> Any? {
        files[path].flatMap { try? JSONSerialization.jsonObject(with: Data($0)) }
    }

    var bucketKeys: [String] {
        let meta = json("search/meta.json") as? [String: Any]
        return (meta?["buckets"] as? [String] ?? []).map { hexKey in
            var bytes: [UInt8] = []
            var index = hexKey.startIndex
            while index < hexKey.endIndex {
                let next = hexKey.index(index, offsetBy: 2)
                bytes.append(UInt8(hexKey[index..<next], radix: 16)!)
                index = next
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The postings of `term` (doc → score), read from the one bucket that holds it.
    func postings(_ term: String) -> [Int: Int] {
        guard let key = bucketKeys.filter({ term.hasPrefix($0) }).max(by: { $0.count < $1.count }),
              let bucket = json("search/i/\(SearchIndex.hex(key)).json") as? [String: [Int]],
              let flat = bucket[term] else { return [:] }
        var result: [Int: Int] = [:]
        var doc = 0
        for pair in stride(from: 0, to: flat.count, by: 2) {
            doc += flat[pair]
            result[doc] = flat[pair + 1]
        }
        return result
    }

    /// Documents matching every group of `query`, best first.
    func search(_ query: String) -> [Int] {
        var scores: [Int: Int]? = nil
        for group in SearchTokenizer.queryGroups(in: query) {
            var groupScores: [Int: Int]? = nil
            for alternatives in group {
                // A term's alternatives: the best score of the ones a document holds.
                let found = alternatives.map(postings).reduce(into: [Int: Int]()) { $0.merge($1, uniquingKeysWith: max) }
                groupScores = groupScores.map { current in current.filter { found[$0.key] != nil }.mapValues { $0 } }
                    .map { current in Dictionary(uniqueKeysWithValues: current.map { ($0.key, $0.value + found[$0.key]!) }) } ?? found
            }
            let matched = groupScores ?? [:]
            scores = scores.map { current in Dictionary(uniqueKeysWithValues: current.compactMap { key, value in matched[key].map { (key, value + $0) } }) } ?? matched
        }
        return (scores ?? [:]).sorted { ($0.value, -$0.key) > ($1.value, -$1.key) }.map(\.key)
    }
}

struct SearchIndexTests {
    static let documents = [
        SearchDocument(url: "blog/2021/07/a.html", title: "UIScrollView and its contentSize", date: "Sat, 17 Jul 2021",
                       categories: ["iOS Layout"], text: "A scroll view is the one view whose constraints mean two things."),
        SearchDocument(url: "blog/2022/02/b.html", title: "嵌套的滚动视图", date: "2022年2月1日", categories: ["布局"],
                       text: "分页滚动视图里再放一个竖直滚动的视图。UIScrollView 的 contentSize 由约束决定。"),
        SearchDocument(url: "about.html", title: "About", date: "", categories: [],
                       text: "Notes on layout: stack views, scroll views and constraints."),
    ]

    static func reader(_ documents: [SearchDocument] = documents) -> IndexReader {
        IndexReader(files: Dictionary(uniqueKeysWithValues: SearchIndex.files(for: documents).map { ($0.path, $0.bytes) }))
    }

    @Test func everyDocumentIsFoundByAWordOfItsTitleAndOfItsText() {
        let reader = Self.reader()
        #expect(reader.search("UIScrollView") == [0, 1])       // title match first
        #expect(reader.search("uiscrollview contentsize") == [0, 1])
        #expect(reader.search("滚动视图") == [1])
        #expect(reader.search("视图") == [1])
        #expect(reader.search("约束") == [1])
        #expect(reader.search("About") == [2])
        #expect(reader.search("stacks") == [2])                // stemmed
        #expect(reader.search("layout") == [0, 2])             // category (100) before text (1)
        #expect(reader.search("nothing here") == [])
    }

    @Test func documentFilesHoldWhatAResultShows() throws {
        let reader = Self.reader()
        let group = try #require(reader.json("search/d/0.json") as? [[String: Any]])
        #expect(group.count == 3)
        let doc = group[1]
        #expect(doc["u"] as? String == "blog/2022/02/b.html")
        #expect(doc["t"] as? String == "嵌套的滚动视图")
        #expect(doc["c"] as? [String] == ["布局"])
        #expect((doc["x"] as? String)?.hasPrefix("分页滚动视图") == true)
    }

    @Test func theSameDocumentsGiveTheSameBytesAndAnEditChangesFewFiles() {
        let first = SearchIndex.files(for: Self.documents)
        #expect(first.map(\.path) == SearchIndex.files(for: Self.documents).map(\.path))
        #expect(first.map(\.bytes) == SearchIndex.files(for: Self.documents).map(\.bytes))
        func changes(_ edit: (inout [SearchDocument]) -> Void) -> [String] {
            var edited = Self.documents
            edit(&edited)
            let second = Dictionary(uniqueKeysWithValues: SearchIndex.files(for: edited).map { ($0.path, $0.bytes) })
            let firstPaths = Set(first.map(\.path))
            return (first.filter { second[$0.path] != $0.bytes }.map(\.path) + second.keys.filter { !firstPaths.contains($0) }).sorted()
        }
        // A word whose first letter no term had: a new bucket, so meta.json lists it; and the document's file.
        #expect(changes { $0[0].text += " Paging." } == ["search/d/0.json", "search/i/70.json", "search/meta.json"])
        // (Documents 0 to 7 share the file d/0.json.)
        // A word in an existing bucket ("s"): that bucket and the document's file, nothing else.
        #expect(changes { $0[0].text += " Stack." } == ["search/d/0.json", "search/i/73.json"])
    }

    @Test func bigBucketsSplitByMoreCharacters() {
        // 3,000 distinct words starting with "co" in one document each: too many for one bucket.
        let documents = (0..<3_000).map { SearchDocument(url: "p\($0).html", title: "", date: "", categories: [], text: "co\($0)word") }
        let reader = Self.reader(documents)
        #expect(reader.bucketKeys.count > 1)
        #expect(reader.bucketKeys.allSatisfy { $0.hasPrefix("co") })
        for path in reader.files.keys where path.hasPrefix("search/i/") {
            #expect(reader.files[path]!.count <= SearchIndex.bucketLimit + 1024, "\(path)")
        }
        #expect(reader.search("co1234word") == [1234])
    }

    /// The index's own paths are reserved, and no other: not its neighbours, not paths that only start alike.
    @Test func reservedPathsAreTheIndexsOwn() {
        for path in ["search", "search/meta.json", "search/i", "search/i/6b.json", "search/d", "search/d/0.json", "search/d/x/y"] {
            #expect(SearchIndex.isReserved(path), "\(path)")
        }
        for path in ["search.html", "searching/i/6b.json", "search/index.html", "search/meta.json.bak", "search/id/0.json",
                     "search/", "blog/search/meta.json", "Search/meta.json", "", "s"] {
            #expect(!SearchIndex.isReserved(path), "\(path)")
        }
        #expect(SearchIndex.isReserved("find/meta.json", folder: "find"))
        #expect(!SearchIndex.isReserved("search/meta.json", folder: "find"))
    }

    /// Runs of documents collected apart and merged: a term in several runs once, with its postings from each run
    /// in document order; a term of one run alone; terms sorted across runs.
    @Test func runsMergeIntoOneSortedListInDocumentOrder() {
        typealias Posting = SearchIndex.Posting
        let first = TermRun(terms: ["anchor", "view"], starts: [0, 2, 3],
                            postings: [Posting(doc: 0, score: 1), Posting(doc: 2, score: 1_001), Posting(doc: 1, score: 3)])
        let second = TermRun(terms: ["frame", "view"], starts: [0, 1, 3],
                             postings: [Posting(doc: 4, score: 100), Posting(doc: 3, score: 2), Posting(doc: 5, score: 1)])
        let third = TermRun(terms: ["anchor", "布局"], starts: [0, 1, 2],
                            postings: [Posting(doc: 7, score: 5), Posting(doc: 6, score: 1)])
        let merged = MergedTerms([first, second, third])
        #expect(merged.terms == ["anchor", "frame", "view", "布局"])
        func postings(_ term: Int) -> [[Int32]] {
            var result: [[Int32]] = []
            merged.forEachPiece(ofTerm: term) { result += $0.map { [$0.doc, $0.score] } }
            return result
        }
        #expect(postings(0) == [[0, 1], [2, 1_001], [7, 5]])
        #expect(postings(1) == [[4, 100]])
        #expect(postings(2) == [[1, 3], [3, 2], [5, 1]])
        #expect(postings(3) == [[6, 1]])
        #expect((0..<4).map(merged.postingCount(ofTerm:)) == [3, 1, 3, 1])
    }

    /// An index of enough documents to be collected in several runs: a word of every document lists all of them
    /// with their scores, and a word of one stretch of documents lists those alone.
    @Test func aLargeIndexFindsEveryDocumentOfAWord() {
        let documents = (0..<2_600).map { number in
            SearchDocument(url: "p\(number).html", title: number % 100 == 0 ? "Common ground" : "Post \(number)", date: "",
                           categories: [], text: "common words" + (1_000..<1_100 ~= number ? " rare" : ""))
        }
        let reader = Self.reader(documents)
        let common = reader.postings("common")
        #expect(common.count == 2_600)
        #expect(common.allSatisfy { $0.value == ($0.key % 100 == 0 ? 1_001 : 1) })
        #expect(reader.postings("rare") == Dictionary(uniqueKeysWithValues: (1_000..<1_100).map { ($0, 1) }))
        #expect(reader.search("post 2599") == [2_599])
    }

    /// Integers (the bulk of a bucket) in decimal at every length, the largest included, after other JSON.
    @Test func integersAreWrittenInDecimal() {
        var values = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 1_001, 65_535, 1_000_000_000, Int(Int32.max), Int.max]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 7]
        }
        for value in values {
            var json = JSONText()
            json.raw("[")
            json.integer(value)
            #expect(json.bytes == Array("[\(value)".utf8))
        }
    }

    /// The bytes that may need an escape, found eight at a time, are those a byte-by-byte test finds: every byte value
    /// in every position among neighbours of every kind.
    @Test func specialBytesAreClassedLikeOneByOne() {
        func isSpecial(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 }
        let neighbours: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x61, 0x7F, 0x80, 0xA8, 0xE1, 0xE2, 0xE3, 0xFF]
        for byte in UInt8(0)...0xFF {
            for position in 0..<12 {
                for neighbour in neighbours {
                    // Twelve bytes: a chunk of eight, then the last four one by one.
                    var text = [UInt8](repeating: neighbour, count: 12)
                    text[position] = byte
                    let expected = text.firstIndex(where: isSpecial) ?? text.count
                    text.withUnsafeBufferPointer { buffer in
                        #expect(JSONText.nextSpecialByte(in: buffer, from: 0) == expected, "\(byte) at \(position) among \(neighbour)")
                    }
                }
            }
        }
    }

    /// Any text written as a JSON string reads back the same: random texts of every kind of character, escapes and
    /// U+2028 and U+2029 among them, at lengths around the eight-byte steps.
    @Test func anyTextRoundTripsThroughJSON() throws {
        var generator = SplitMix64(seed: 2026_11_27)
        let alphabet: [Character] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{1F}", "\u{7F}", "é", "\u{2028}", "\u{2029}",
                                     "\u{2027}", "\u{20AC}", "滚", "😀", "/", "<"]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 33, 200] {
            for _ in 0..<40 {
                let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
                var json = JSONText()
                json.raw("[")
                json.string(text)
                json.raw("]")
                let decoded = try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String]
                #expect(decoded == [text], "\(text.debugDescription)")
                // Nothing a JavaScript string cannot hold unescaped.
                #expect(!json.bytes.contains { $0 < 0x20 })
                #expect(!String(decoding: json.bytes, as: UTF8.self).contains { $0 == "\u{2028}" || $0 == "\u{2029}" })
            }
        }
    }

    @Test func textIsEscapedAsJSON() throws {
        let title = "Quote \" and \\ and \u{2028}\u{2029} \u{01}\t\r\u{1F} end"
        let documents = [SearchDocument(url: "a.html", title: title, date: "", categories: [], text: "<b>\n")]
        let bytes = try #require(SearchIndex.files(for: documents).first { $0.path == "search/d/0.json" }?.bytes)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#"and \u2028\u2029 \u0001\t\r\u001f end"#))
        let doc = try #require((Self.reader(documents).json("search/d/0.json") as? [[String: Any]])?.first)
        #expect(doc["t"] as? String == title)
        #expect(doc["x"] as? String == "<b>\n")
    }

    /// A document file keeps the first 600 characters of the text, cut between characters: a combining
    /// accent after the cut stays with its letter, CR LF is one character, CJK characters count one each.
    @Test func snippetsAreCutByCharacters() {
        let ascii = String(repeating: "a", count: 700)
        #expect(SearchIndex.snippet(of: ascii) == String(repeating: "a", count: 600))
        #expect(SearchIndex.snippet(of: "short") == "short")
        let accented = String(repeating: "a", count: 599) + "e\u{301}" + "bcd"
        #expect(SearchIndex.snippet(of: accented) == String(repeating: "a", count: 599) + "e\u{301}")
        let lines = String(repeating: "\r\n", count: 650)
        #expect(SearchIndex.snippet(of: lines) == String(repeating: "\r\n", count: 600))
        let chinese = String(repeating: "视图", count: 400)
        #expect(SearchIndex.snippet(of: chinese) == String(repeating: "视图", count: 300))
        for text in [ascii, accented, lines, chinese, String(repeating: "a", count: 600) + "\r\n"] {
            #expect(SearchIndex.snippet(of: text) == String(text.prefix(SearchIndex.snippetLength)))
        }
    }
}
