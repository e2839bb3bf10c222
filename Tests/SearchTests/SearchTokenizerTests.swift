// The tokenizer on English, Chinese, Japanese, mixed, full-width and emoji text (cases shared with search.js).
import Foundation
import Testing
@testable import Search

struct SearchTokenizerTests {
    struct Cases: Decodable {
        struct TermCase: Decodable { var text: String; var terms: [String] }
        struct QueryCase: Decodable { var text: String; var groups: [[String]] }
        var terms: [TermCase]
        var queries: [QueryCase]
    }

    static let cases: Cases = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tokenizer-cases.json")
        return try! JSONDecoder().decode(Cases.self, from: Data(contentsOf: url))
    }()

    @Test func sharedCases() {
        for item in Self.cases.terms {
            #expect(SearchTokenizer.terms(in: item.text) == item.terms, "\(item.text)")
        }
        for item in Self.cases.queries {
            #expect(SearchTokenizer.queryGroups(in: item.text) == item.groups, "\(item.text)")
        }
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

    @Test func overlongWordsAreNotTerms() {
        let hash = String(repeating: "a1", count: 30)
        #expect(SearchTokenizer.terms(in: "x \(hash) y") == ["x", "y"])
    }
}

struct SearchTermCountTests {
    @Test func countsAreTheTermsCounted() {
        for item in SearchTokenizerTests.cases.terms {
            let counted = Dictionary(SearchTokenizer.terms(in: item.text).map { ($0, 1) }, uniquingKeysWith: +)
            #expect(SearchTokenizer.termCounts(in: item.text) == counted, "\(item.text)")
        }
        #expect(SearchTokenizer.termCounts(in: "Views view VIEWED 视图视图") == ["view": 3, "视": 2, "图": 2, "视图": 2, "图视": 1])
    }

    /// Long real texts (the project's documentation and the public source files of the highlighter's corpus: thousands
    /// of distinct words, mixed case, identifiers) count as their terms do, one by one.
    @Test func longTextsCountAsTheirTermsDo() throws {
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
            let counted = Dictionary(SearchTokenizer.terms(in: text).map { ($0, 1) }, uniquingKeysWith: +)
            #expect(SearchTokenizer.termCounts(in: text) == counted)
        }
        #expect(Set(SearchTokenizer.terms(in: all)).count > 2_000)
    }
}
