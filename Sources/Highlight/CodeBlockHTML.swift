// Writes a highlighted block as HTML in the markup Chroma and Pygments style sheets expect.

/// The HTML of highlighted code blocks.
///
/// `<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift">…`
/// with `<span class="k">` around each token. With line numbers or marked lines, every line is a
/// `<span class="line">` (`line hl` when marked) whose number is an empty `<span class="ln" data-n="10">`
/// drawn by the style sheet, so the code's text content (what selecting and copying takes) is the code alone.
public enum CodeBlockHTML {
    /// Changes whenever a lexer or the markup changes what a block becomes (part of the build's cache keys).
    public static let version = "1"

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
        appendEscaped(Array(language.utf8)[...], to: &name)
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
        var tokenIndex = 0
        var position = 0
        /// Writes `start..<end` inside a span of `tokenClass` (none for plain text), closing and reopening
        /// the span around line breaks when lines are wrapped.
        func write(_ start: Int, _ end: Int, _ tokenClass: TokenClass, _ html: inout [UInt8]) {
            let isSpan = tokenClass != .text
            let ordinal = tokenClass.ordinal
            var runStart = start
            if isSpan { html.append(contentsOf: Self.openingTags[ordinal]) }
            if wrapsLines {
                var index = start
                while index < end {
                    if bytes[index] == 0x0A {
                        appendEscaped(bytes[runStart...index], to: &html)
                        if isSpan { html.append(contentsOf: Self.closingTag) }
                        html.append(contentsOf: Self.lineClose)
                        line += 1
                        runStart = index + 1
                        guard runStart < bytes.count else { return }
                        openLine(&html)
                        guard runStart < end else { return }
                        if isSpan { html.append(contentsOf: Self.openingTags[ordinal]) }
                    }
                    index += 1
                }
            }
            appendEscaped(bytes[runStart..<end], to: &html)
            if isSpan { html.append(contentsOf: Self.closingTag) }
        }
        /// `index`, or the start of the next character when it falls inside one: a span never splits a character
        /// (a lexer may end a token after the first byte of `\😀`).
        func boundary(_ index: Int) -> Int {
            var index = min(index, bytes.count)
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            return index
        }
        while position < bytes.count {
            if tokenIndex < tokens.count, tokens[tokenIndex].start <= position {
                let token = tokens[tokenIndex]
                tokenIndex += 1
                let end = boundary(token.end)
                if end > position { write(position, end, token.tokenClass, &html) }
                position = max(position, end)
            } else {
                let end = tokenIndex < tokens.count ? boundary(tokens[tokenIndex].start) : bytes.count
                write(position, end, .text, &html)
                position = end
            }
        }
        if wrapsLines, !bytes.isEmpty, bytes.last != 0x0A { html.append(contentsOf: Self.lineClose) }
        html += Array("</code></pre></div>".utf8)
        return String(decoding: html, as: UTF8.self)
    }

    /// `<span class="k">` and the others, made once.
    private static let openingTags: [[UInt8]] = TokenClass.allCases.map { Array("<span class=\"\($0.rawValue)\">".utf8) }
    private static let closingTag = Array("</span>".utf8)
    /// The end of a line's code and of the line (with line numbers or highlighted lines).
    private static let lineClose = Array("</span></span>".utf8)

    /// Appends `bytes` with `&`, `<`, `>` and `"` escaped: runs without those bytes in one copy each.
    static func appendEscaped(_ bytes: ArraySlice<UInt8>, to html: inout [UInt8]) {
        var runStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let entity: [UInt8]
            switch bytes[index] {
            case UInt8(ascii: "&"): entity = Self.ampersand
            case UInt8(ascii: "<"): entity = Self.lessThan
            case UInt8(ascii: ">"): entity = Self.greaterThan
            case UInt8(ascii: "\""): entity = Self.quote
            default:
                index += 1
                continue
            }
            html.append(contentsOf: bytes[runStart..<index])
            html.append(contentsOf: entity)
            index += 1
            runStart = index
        }
        html.append(contentsOf: bytes[runStart..<bytes.endIndex])
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
}
