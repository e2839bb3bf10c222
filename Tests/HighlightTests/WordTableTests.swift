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

    /// Words of up to eight bytes are read in one load where eight bytes follow them and byte by byte near the end of
    /// the text: both ways find the same words, and the bytes after a word never count.
    @Test func shortWordsAreFoundWhateverFollows() {
        let words = SwiftLanguage.lexer.syntax.words
        let table = WordTable(words)
        for (word, tokenClass) in words where word.utf8.count <= 8 {
            for tail in ["", "(", "(x: Int) -> Bool"] {
                let bytes = Array(" \(word)\(tail)".utf8)
                #expect(table.value(bytes, 1..<(1 + word.utf8.count)) == tokenClass, "\(word)\(tail)")
                #expect(table.value(bytes, 1..<word.utf8.count) == words[String(word.dropLast())], "\(word) less its last byte")
            }
        }
    }

    /// A word holding a NUL never passes for the word before the NUL (a packed word ends in zero bytes).
    @Test func aNULIsPartOfTheWord() {
        let table = WordTable(["if": TokenClass.keyword, "in": .keyword])
        let bytes: [UInt8] = Array("if".utf8) + [0] + Array("in\0\0\0\0\0\0\0\0".utf8)
        #expect(table.value(bytes, 0..<2) == .keyword)
        #expect(table.value(bytes, 0..<3) == nil)
        #expect(table.value(bytes, 3..<5) == .keyword)
        #expect(table.value(bytes, 3..<6) == nil)
        #expect(table.value(bytes, 3..<11) == nil)
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
