// Tests of the lexer: every token kind, positions in Unicode scalars, and lexical errors.
import Foundation
import Testing
import Layout
@testable import Diagram

@Suite struct LexerTests {
    func lex(_ text: String) -> ([Token.Kind], [String]) {
        var lexer = Lexer(Substring(text), line: 3, column: 5)
        let tokens = lexer.tokenize()
        return (tokens.map(\.kind), lexer.errors.map(\.description))
    }

    @Test func tokenKinds() {
        let (kinds, errors) = lex(#"stack s-1 = -4 0.5 50% 44x44 3×2.5 "a\"b" , ( ) # comment"#)
        #expect(errors.isEmpty)
        #expect(kinds == [.word("stack"), .word("s-1"), .equals, .number(-4), .number(0.5), .percent(50),
                          .size(width: 44, height: 44), .size(width: 3, height: 2.5), .string("a\"b"),
                          .comma, .openParen, .closeParen])
    }

    @Test func positionsAreOffsetByTheStartColumn() {
        var lexer = Lexer("世界 a", line: 3, column: 5)
        let tokens = lexer.tokenize()
        #expect(tokens.map(\.position) == [SourcePosition(line: 3, column: 5), SourcePosition(line: 3, column: 8)])
        #expect(tokens.map(\.isPrecededBySpace) == [true, true])
    }

    @Test func errors() {
        #expect(lex("a $ b").1 == ["3:7: Unexpected character '$'."])
        #expect(lex("\"open").1 == ["3:5: Unterminated string \"open; add a closing '\"'."])
        #expect(lex("44pt").1 == ["3:5: '44pt' is not a number; write sizes in points without a unit, like '44' or '44x44'."])
        #expect(lex(#""a\qb""#).1 == [#"3:7: Unknown escape '\q' in a string; use '\"', '\\', '\n' or '\t'."#])
    }

    @Test func curlyQuotesPairUp() {
        #expect(lex("“你好 \"x\"” \"a “b” c\"").0 == [.string("你好 \"x\""), .string("a “b” c")])
    }

    @Test func hashInsideAStringIsNotAComment() {
        #expect(lex(##""#1" x"##).0 == [.string("#1"), .word("x")])
    }
}
