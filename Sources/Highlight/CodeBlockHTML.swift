// Writes a highlighted block as HTML in the markup Chroma and Pygments style sheets expect.

/// The HTML of highlighted code blocks.
///
/// `<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift">…`
/// with `<span class="k">` around each token. With line numbers or marked lines, every line is a
/// `<span class="line">` (`line hl` when marked) whose number is an empty `<span class="ln" data-n="10">`
/// drawn by the style sheet, so the code's text content (what selecting and copying takes) is the code alone.
public enum CodeBlockHTML {
    /// Changes whenever a lexer or the markup changes what a block becomes (part of the build's cache keys).
    public static let version = "2"

    /// The block `code` in `language` (as the info string names it), highlighted when the language is known.
    public static func render(_ code: String, language: String, options: CodeBlockOptions) -> String {
        let bytes = Array(code.utf8)
        let tokens = Languages.lexer(for: language)?.tokens(in: bytes) ?? []
        return render(bytes, tokens: tokens, language: language, options: options)
    }

    /// The tokens of `code` in `language`, or `nil` when the language is unknown.
    public static func tokens(_ code: String, language: String) -> [Token]? {
        Languages.lexer(for: language)?.tokens(in: Array(code.utf8))
    }

    static func render(_ bytes: [UInt8], tokens: [Token], language: String, options: CodeBlockOptions) -> String {
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 2 + tokens.count * 24 + 160)
        var name: [UInt8] = []
        Array(language.utf8).withUnsafeBufferPointer { appendEscaped($0, to: &name) }
        html += Array("<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-".utf8) + name
            + Array("\" data-lang=\"".utf8) + name + Array("\">".utf8)
        let wrapsLines = options.lineNumbers || !options.highlightedLines.isEmpty
        var line = 1
        func openLine(_ html: inout [UInt8]) {
            html += Array((options.highlightedLines.contains(line) ? "<span class=\"line hl\">" : "<span class=\"line\">").utf8)
            if options.lineNumbers {
                html += Array("<span class=\"ln\" data-n=\"\(options.firstLineNumber + line - 1)\"></span>".utf8)
            }
            html += Array("<span class=\"cl\">".utf8)
        }
        if wrapsLines && !bytes.isEmpty { openLine(&html) }
        // The tags and the code are read through pointers taken once: the loop below runs for every token.
        Self.openingTags.withUnsafeBufferPointer { tags in
            Self.openingTagStarts.withUnsafeBufferPointer { tagStarts in
                bytes.withUnsafeBufferPointer { code in
                    func openSpan(_ ordinal: Int, _ html: inout [UInt8]) {
                        html.append(contentsOf: UnsafeBufferPointer(rebasing: tags[tagStarts[ordinal]..<tagStarts[ordinal + 1]]))
                    }
                    /// Writes `start..<end` inside a span of `tokenClass` (none for plain text), closing and reopening
                    /// the span around line breaks when lines are wrapped.
                    func write(_ start: Int, _ end: Int, _ tokenClass: TokenClass, _ html: inout [UInt8]) {
                        let isSpan = tokenClass != .text
                        let ordinal = tokenClass.ordinal
                        var runStart = start
                        if isSpan { openSpan(ordinal, &html) }
                        if wrapsLines {
                            var index = start
                            while index < end {
                                if code[index] == 0x0A {
                                    appendEscaped(UnsafeBufferPointer(rebasing: code[runStart...index]), to: &html)
                                    if isSpan { html.append(contentsOf: Self.closingTag) }
                                    html.append(contentsOf: Self.lineClose)
                                    line += 1
                                    runStart = index + 1
                                    guard runStart < code.count else { return }
                                    openLine(&html)
                                    guard runStart < end else { return }
                                    if isSpan { openSpan(ordinal, &html) }
                                }
                                index += 1
                            }
                        }
                        appendEscaped(UnsafeBufferPointer(rebasing: code[runStart..<end]), to: &html)
                        if isSpan { html.append(contentsOf: Self.closingTag) }
                    }
                    /// `index`, or the start of the next character when it falls inside one: a span never splits a
                    /// character (a lexer may end a token after the first byte of `\😀`).
                    func boundary(_ index: Int) -> Int {
                        var index = min(index, code.count)
                        while index < code.count, code[index] & 0xC0 == 0x80 { index += 1 }
                        return index
                    }
                    var tokenIndex = 0
                    var position = 0
                    while position < code.count {
                        if tokenIndex < tokens.count, tokens[tokenIndex].start <= position {
                            let token = tokens[tokenIndex]
                            tokenIndex += 1
                            let end = boundary(token.end)
                            if end > position { write(position, end, token.tokenClass, &html) }
                            position = max(position, end)
                        } else {
                            let end = tokenIndex < tokens.count ? boundary(tokens[tokenIndex].start) : code.count
                            write(position, end, .text, &html)
                            position = end
                        }
                    }
                }
            }
        }
        if wrapsLines, !bytes.isEmpty, bytes.last != 0x0A { html.append(contentsOf: Self.lineClose) }
        html += Array("</code></pre></div>".utf8)
        return String(decoding: html, as: UTF8.self)
    }

    /// `<span class="k">` and the others, made once, one after another: the tag of the class with ordinal `n` is
    /// `openingTags[openingTagStarts[n]..<openingTagStarts[n + 1]]`.
    private static let openingTags: [UInt8] = TokenClass.allCases.flatMap { Array("<span class=\"\($0.rawValue)\">".utf8) }
    private static let openingTagStarts: [Int] = TokenClass.allCases.reduce(into: [0]) { starts, tokenClass in
        starts.append(starts.last! + "<span class=\"\(tokenClass.rawValue)\">".utf8.count)
    }
    private static let closingTag = Array("</span>".utf8)
    /// The end of a line's code and of the line (with line numbers or highlighted lines).
    private static let lineClose = Array("</span></span>".utf8)

    /// Appends `bytes` with `&`, `<`, `>` and `"` escaped: runs without those bytes in one copy each.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to html: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            // The four bytes to escape are all below 64: one test of a mask of them (bits 0x22, 0x26, 0x3C, 0x3E)
            // lets every other byte by without a jump through the switch's table.
            let byte = bytes[index]
            guard byte < 64, (UInt64(0x5000_0044_0000_0000) >> UInt64(byte)) & 1 != 0 else { continue }
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default: continue
            }
            html.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            html.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        html.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
