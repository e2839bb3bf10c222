// The byte-keyed word table the lexers look identifiers up in: every listed word found, nothing else.
import Testing
@testable import Highlight

struct WordTableTests {
    /// Every word of a real list (Swift's keywords and types) is found at any offset, with its value;
    /// prefixes, extensions and near misses are not.
    @Test func findsExactlyTheListedWords() {
        let words = SwiftLanguage.lexer.syntax.words
        #expect(words.count > 50)
        let table = WordTable(words)
        for (word, tokenClass) in words {
            let bytes = Array("  \(word)(".utf8)
            #expect(table.value(bytes, 2..<(2 + word.utf8.count)) == tokenClass, "\(word)")
            let longer = Array("\(word)x".utf8)
            #expect(table.value(longer, 0..<longer.count) == nil, "\(word)x")
            if word.utf8.count > 1 { #expect(table.value(longer, 0..<(word.utf8.count - 1)) == nil || words[String(word.dropLast())] != nil) }
        }
        #expect(table.value(Array("Func".utf8), 0..<4) == nil)
        #expect(table.value([], 0..<0) == nil)
    }

    @Test func foldsASCIICaseWhenAsked() {
        let table = WordTable(["select": TokenClass.keyword, "Where": .keyword], foldsCase: true)
        for word in ["select", "SELECT", "SeLeCt", "where", "WHERE"] {
            #expect(table.value(Array(word.utf8), 0..<word.utf8.count) == .keyword, "\(word)")
        }
        #expect(table.value(Array("selects".utf8), 0..<7) == nil)
        // Only ASCII folds: a non-ASCII byte must match as it is.
        #expect(table.value(Array("sélect".utf8), 0..<7) == nil)
        let exact = WordTable(["select": TokenClass.keyword])
        #expect(exact.value(Array("SELECT".utf8), 0..<6) == nil)
    }
}
