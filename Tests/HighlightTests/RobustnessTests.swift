// Any bytes in a block highlight without crashing, in linear time, and give back exactly the block's text.
import Testing
import TestSupport
@testable import Highlight

@Suite("Hostile code blocks")
struct RobustnessTests {
    /// Inputs that break naive lexers: unterminated constructs, deep nesting, long lines, NUL, lone delimiters.
    static let hostile: [String] = [
        "\"unterminated string", "/* unterminated comment", "'", "`", "\"\"\"", "#\"", "r#\"", "R\"x(", "[[", "--[[",
        "<<EOF\nno end", "%w[", "~r/", "<!--", "<![CDATA[", "<?", "${", "$(", "\"\\(", "\"\\(\"\\(\"\\(", "#{", "@\"",
        String(repeating: "(", count: 10_000), String(repeating: "\"\\(", count: 10_000), String(repeating: "${", count: 5_000),
        String(repeating: "/*", count: 10_000), String(repeating: "#|", count: 5_000), String(repeating: "{", count: 10_000),
        String(repeating: "\"a", count: 5_000), "a\u{0}b\u{0}\"\u{0}",
        "\r\n\r\r\n\n", "\u{FEFF}let x = \"日本語\" // 注释\n", "😀 \"😀\" '😀' // 😀", "\\", "\\\n", "$", "?", "@", "#",
        String(repeating: "<<EOF\n", count: 2_000), String(repeating: "'", count: 9_999), String(repeating: "[=[", count: 3_000),
        // Every ASCII character, control characters included (a form feed once hung the Swift lexer: fuzzing
        // found it in a post whose code block ran to the end of the file).
        String(String.UnicodeScalarView((1...127).compactMap(Unicode.Scalar.init))),
        "- [ ]\u{0C} \u{FFFD}\u{FFFD} `.fill`", "a\u{0B}b\u{0C}c\u{1B}[0m",
    ] + RobustnessTests.randomInputs

    /// Deterministic random texts over an alphabet of the characters lexers care about.
    static let randomInputs: [String] = {
        var generator = SplitMix64(seed: 20261125)
        let alphabet = Array("\"'`#/*-+[]{}()<>=$%@:;,.\\\n\r\t\u{0B}\u{0C} aZ09_~?!&|^xrRbBuLfFT\u{0}é滚😀")
        return (0..<300).map { _ in String((0..<120).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }) }
    }()

    @Test("every lexer keeps the text exactly and never crashes on hostile input", arguments: Languages.names)
    func hostileInput(language: String) {
        for input in Self.hostile {
            let html = CodeBlockHTML.render(input, language: language, options: CodeBlockOptions())
            #expect(textContent(html) == input, "\(language) changed the text of \(input.prefix(40).debugDescription)")
            let numbered = CodeBlockHTML.render(input, language: language, options: CodeBlockOptions(lineNumbers: true))
            #expect(textContent(numbered) == input)
        }
    }

    /// A megabyte on one line: a string that never closes, words and numbers. (Linear time is measured by
    /// bench/highlight.sh, which lexes 1 MB and 4 MB inputs of every language; a test only checks the result.)
    @Test("every lexer takes a 1 MB line", arguments: Languages.names)
    func megabyteLine(language: String) {
        let line = "\"" + String(repeating: "word 12 ", count: 131_072)
        let html = CodeBlockHTML.render(line, language: language, options: CodeBlockOptions())
        #expect(textContent(html) == line)
    }

    @Test("tokens are in order, inside the text, never overlapping", arguments: Languages.names)
    func tokensAreWellFormed(language: String) throws {
        for input in Self.hostile + ["let x = 1 // y\n\"a\\(b)c\"\n"] {
            let tokens = try #require(CodeBlockHTML.tokens(input, language: language))
            var last = 0
            for token in tokens {
                #expect(token.start >= last && token.end > token.start && token.end <= input.utf8.count)
                last = token.end
            }
        }
    }
}

@Suite("Code block HTML")
struct CodeBlockHTMLTests {
    /// The writer copies short pieces eight bytes at a time, reading past their ends, and long ones and those near
    /// the end of the code with `memcpy`: its HTML must be what the markup rules give, written out plainly here
    /// from the tokens (a span per token that is not plain text, `&<>"` escaped, tokens ending inside a character
    /// moved to its end), for every language on the hostile and random inputs.
    @Test("the HTML is the tokens in spans, escaped, whatever the pieces' lengths", arguments: Languages.names)
    func htmlFollowsTheMarkupRules(language: String) throws {
        func escaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
            var text: [UInt8] = []
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "&"): text += "&amp;".utf8
                case UInt8(ascii: "<"): text += "&lt;".utf8
                case UInt8(ascii: ">"): text += "&gt;".utf8
                case UInt8(ascii: "\""): text += "&quot;".utf8
                default: text.append(byte)
                }
            }
            return text
        }
        let lengths = [0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 40, 63, 64, 65]
        let inputs = RobustnessTests.hostile + lengths.map { String(repeating: "x", count: $0) }
            + lengths.map { "let s = \"" + String(repeating: "&", count: $0) + "\" // " + String(repeating: "é", count: $0) }
        for input in inputs {
            let code = Array(input.utf8)
            let tokens = try #require(CodeBlockHTML.tokens(input, language: language))
            func characterEnd(_ index: Int) -> Int {
                var index = min(index, code.count)
                while index < code.count, code[index] & 0xC0 == 0x80 { index += 1 }
                return index
            }
            // Built from bytes, decoded once at the end: the input is valid UTF-8, and cut only at characters' ends.
            var expected = "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-\(language)\" data-lang=\"\(language)\">"
            var body: [UInt8] = []
            var position = 0
            for token in tokens {
                let start = max(position, characterEnd(token.start)), end = characterEnd(token.end)
                if start > position { body += escaped(code[position..<start]) }
                if end > start {
                    let text = escaped(code[start..<end])
                    body += token.tokenClass == .text ? text : Array("<span class=\"\(token.tokenClass.rawValue)\">".utf8) + text + Array("</span>".utf8)
                }
                position = max(position, end)
            }
            body += escaped(code[position...])
            expected += String(decoding: body, as: UTF8.self) + "</code></pre></div>"
            #expect(CodeBlockHTML.render(input, language: language, options: CodeBlockOptions()) == expected,
                    "\(language): \(input.prefix(40).debugDescription)")
        }
    }

    /// Tokens that start or end inside a character (no lexer is known to make them; the writer must not split one)
    /// take the whole character: a token's end moves to the character's end, and so does the next token's start (the
    /// number token, inside `é`, is left with nothing).
    @Test func spansNeverSplitACharacter() {
        let code = Array("a😀b é".utf8)  // 😀 is bytes 1..<5, é bytes 7..<9
        let tokens = [Token(.keyword, 0, 2), Token(.string, 2, 6), Token(.number, 8, 9)]
        let head = "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-x\" data-lang=\"x\">"
        let html = String(decoding: CodeBlockHTML.html(code, tokens: tokens, language: "x", options: CodeBlockOptions()), as: UTF8.self)
        #expect(html == head + "<span class=\"k\">a😀</span><span class=\"s\">b</span> é</code></pre></div>")
        let numbered = String(decoding: CodeBlockHTML.html(code, tokens: tokens, language: "x", options: CodeBlockOptions(lineNumbers: true)),
                              as: UTF8.self)
        #expect(numbered == head + "<span class=\"line\"><span class=\"ln\" data-n=\"1\"></span><span class=\"cl\">"
            + "<span class=\"k\">a😀</span><span class=\"s\">b</span> é</span></span></code></pre></div>")
    }

    @Test func markupIsChromasWithPygmentsClasses() {
        let html = CodeBlockHTML.render("let a = \"<b>&\"\n", language: "swift", options: CodeBlockOptions())
        #expect(html == "<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-swift\" data-lang=\"swift\">"
            + "<span class=\"kd\">let</span> a <span class=\"o\">=</span> <span class=\"s\">&quot;&lt;b&gt;&amp;&quot;</span>\n"
            + "</code></pre></div>")
    }

    @Test func lineNumbersAndMarkedLinesAreNotPartOfTheText() {
        var options = CodeBlockOptions(lineNumbers: true)
        options.firstLineNumber = 10
        options.highlightedLines = [2]
        let code = "/* a\nb */ x\ny\n"
        let html = CodeBlockHTML.render(code, language: "swift", options: options)
        #expect(html.contains("<span class=\"line\"><span class=\"ln\" data-n=\"10\"></span><span class=\"cl\"><span class=\"cm\">/* a\n</span></span></span>"))
        // The comment's second line is reopened inside the marked line 11.
        #expect(html.contains("<span class=\"line hl\"><span class=\"ln\" data-n=\"11\"></span><span class=\"cl\"><span class=\"cm\">b */</span> x\n</span></span>"))
        #expect(html.contains("<span class=\"line\"><span class=\"ln\" data-n=\"12\"></span><span class=\"cl\">y\n</span></span>"))
        #expect(textContent(html) == code)
        // A last line without a line break is closed too.
        let unterminated = CodeBlockHTML.render("a\nb", language: "c", options: options)
        #expect(unterminated.hasSuffix("<span class=\"cl\">b</span></span></code></pre></div>"))
        #expect(textContent(unterminated) == "a\nb")
    }

    @Test func hugoOptionsAreRead() {
        let (options, problems) = CodeBlockOptions.parse(#"linenos=true, hl_lines=[2,"4-6"], linenostart=10"#, defaults: CodeBlockOptions())
        #expect(problems.isEmpty)
        #expect(options.lineNumbers && options.firstLineNumber == 10 && options.highlightedLines == [2, 4, 5, 6])
        let spaced = CodeBlockOptions.parse("linenos=table hl_lines=\"1 3-4\"", defaults: CodeBlockOptions()).options
        #expect(spaced.lineNumbers && spaced.highlightedLines == [1, 3, 4])
        let off = CodeBlockOptions.parse("linenos=false", defaults: CodeBlockOptions(lineNumbers: true)).options
        #expect(!off.lineNumbers)
        let ignored = CodeBlockOptions.parse("style=monokai, anchorlinenos=true", defaults: CodeBlockOptions())
        #expect(ignored.problems.isEmpty)
    }

    @Test func badOptionsAreProblemsAtTheirColumn() {
        let (_, problems) = CodeBlockOptions.parse("linenos=maybe, hl_lines=[x], colour=red", defaults: CodeBlockOptions())
        #expect(problems.map(\.column) == [1, 16, 30])
        #expect(problems[0].message.contains("maybe"))
        #expect(problems[2].message.contains("colour"))
        #expect(CodeBlockOptions.parse("hl_lines=[5-2]", defaults: CodeBlockOptions()).problems.count == 1)
        #expect(CodeBlockOptions.parse("hl_lines=[1-99999999]", defaults: CodeBlockOptions()).problems.count == 1)
        #expect(CodeBlockOptions.parse("linenostart=1e99", defaults: CodeBlockOptions()).problems.count == 1)
    }
}

