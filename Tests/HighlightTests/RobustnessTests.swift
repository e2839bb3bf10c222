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

