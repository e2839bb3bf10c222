// Writes a highlighted block as HTML in the markup Chroma and Pygments style sheets expect.
import ByteClasses

/// The HTML of highlighted code blocks.
///
/// `<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-swift" data-lang="swift">…`
/// with `<span class="k">` around each token. With line numbers or marked lines, every line is a
/// `<span class="line">` (`line hl` when marked) whose number is an empty `<span class="ln" data-n="10">`
/// drawn by the style sheet, so the code's text content (what selecting and copying takes) is the code alone.
public enum CodeBlockHTML {
    /// Changes whenever a lexer or the markup changes what a block becomes (part of the build's cache keys).
    public static let version = "3"

    /// The block `code` in `language` (as the info string names it), highlighted when the language is known.
    public static func render(_ code: String, language: String, options: CodeBlockOptions) -> String {
        render(Array(code.utf8), language: language, options: options)
    }

    /// The block whose text is the UTF-8 `bytes`, as `render(_:language:options:)` writes it.
    public static func render(_ bytes: [UInt8], language: String, options: CodeBlockOptions) -> String {
        String(decoding: utf8(of: bytes, language: language, options: options), as: UTF8.self)
    }

    /// The HTML of the block whose text is the UTF-8 `bytes`, as UTF-8: for a caller that puts it into a larger text,
    /// which then checks it as UTF-8 with the rest (a `String` of each block checked every block twice).
    public static func utf8(of bytes: [UInt8], language: String, options: CodeBlockOptions) -> [UInt8] {
        let tokens = Languages.lexer(for: language)?.tokens(in: bytes) ?? []
        return html(bytes, tokens: tokens, language: language, options: options)
    }

    /// The tokens of `code` in `language`, or `nil` when the language is unknown.
    public static func tokens(_ code: String, language: String) -> [Token]? {
        Languages.lexer(for: language)?.tokens(in: Array(code.utf8))
    }

    /// The HTML of `bytes` with `tokens` in spans, as UTF-8.
    static func html(_ bytes: [UInt8], tokens: [Token], language: String, options: CodeBlockOptions) -> [UInt8] {
        let wrapsLines = options.lineNumbers || !options.highlightedLines.isEmpty
        var html = HTMLBytes(capacity: bytes.count * 2 + tokens.count * 24 + 160 + (wrapsLines ? bytes.count : 0))
        var name = HTMLBytes(capacity: language.utf8.count * 6)
        var language = language
        language.withUTF8 { appendEscaped($0, to: &name) }
        html.append("<div class=\"highlight\"><pre tabindex=\"0\" class=\"chroma\"><code class=\"language-")
        html.append(name.bytes)
        html.append("\" data-lang=\"")
        html.append(name.bytes)
        html.append("\">")
        name.deallocate()
        var line = 1
        func openLine(_ html: inout HTMLBytes) {
            html.append(options.highlightedLines.contains(line) ? "<span class=\"line hl\">" : "<span class=\"line\">")
            if options.lineNumbers {
                var number = "<span class=\"ln\" data-n=\"\(options.firstLineNumber + line - 1)\"></span>"
                number.withUTF8 { html.append($0) }
            }
            html.append("<span class=\"cl\">")
        }
        if wrapsLines && !bytes.isEmpty { openLine(&html) }
        // The markup and the code are read through pointers taken once: the loop below runs for every token.
        Self.markup.withUnsafeBufferPointer { markup in
            Self.markupStarts.withUnsafeBufferPointer { markupStarts in
                bytes.withUnsafeBufferPointer { code in
                    // The next byte to escape at or after every byte written so far: found eight bytes at a time
                    // across tokens, so a token without one is one copy (most tokens are too short for the search
                    // to pay inside them).
                    var nextEscaped = Self.escapedByte(in: code, from: 0)
                    /// Writes `code[start..<end]`: with a short copy where the code goes on long enough after it to read a
                    /// whole short copy (most tokens), else with `memcpy`.
                    @inline(__always) func appendPiece(_ start: Int, _ end: Int, _ html: inout HTMLBytes) {
                        if end &- start <= HTMLBytes.shortCopy, start &+ HTMLBytes.shortCopy <= code.count {
                            html.appendShort(code.baseAddress! + start, length: end &- start)
                        } else {
                            html.append(UnsafeBufferPointer(rebasing: code[start..<end]))
                        }
                    }
                    /// Writes `code[start..<end]`, escaped; the code is written in order, each byte once.
                    func appendCode(_ start: Int, _ end: Int, _ html: inout HTMLBytes) {
                        var runStart = start
                        while nextEscaped < end {
                            appendPiece(runStart, nextEscaped, &html)
                            appendMarkup(Self.entityOrdinal(code[nextEscaped], after: spanClose), &html)
                            runStart = nextEscaped &+ 1
                            nextEscaped = Self.escapedByte(in: code, from: runStart)
                        }
                        appendPiece(runStart, end, &html)
                    }
                    /// Writes piece `ordinal` of `markup`: a class's opening tag, `</span>` or an entity.
                    @inline(__always) func appendMarkup(_ ordinal: Int, _ html: inout HTMLBytes) {
                        html.appendShort(markup.baseAddress! + markupStarts[ordinal], length: markupStarts[ordinal &+ 1] &- markupStarts[ordinal])
                    }
                    let spanClose = Self.spanCloseOrdinal
                    /// Writes `start..<end` inside a span of `tokenClass` (none for plain text), closing and reopening
                    /// the span around each line break, as lines are wrapped (the walk without wrapping writes in place).
                    func write(_ start: Int, _ end: Int, _ tokenClass: TokenClass, _ html: inout HTMLBytes) {
                        let isSpan = tokenClass != .text
                        let ordinal = tokenClass.ordinal
                        var runStart = start
                        if isSpan { appendMarkup(ordinal, &html) }
                        var index = start
                        while index < end {
                            if code[index] == 0x0A {
                                appendCode(runStart, index + 1, &html)
                                if isSpan { appendMarkup(spanClose, &html) }
                                html.append(Self.lineClose)
                                line += 1
                                runStart = index + 1
                                guard runStart < code.count else { return }
                                openLine(&html)
                                guard runStart < end else { return }
                                if isSpan { appendMarkup(ordinal, &html) }
                            }
                            index += 1
                        }
                        appendCode(runStart, end, &html)
                        if isSpan { appendMarkup(spanClose, &html) }
                    }
                    /// `index`, or the start of the next character when it falls inside one: a span never splits a
                    /// character (a lexer may end a token after the first byte of `\😀`).
                    func boundary(_ index: Int) -> Int {
                        var index = min(index, code.count)
                        while index < code.count, code[index] & 0xC0 == 0x80 { index += 1 }
                        return index
                    }
                    var position = 0
                    if !wrapsLines {
                        // The same walk as below without lines to wrap (nearly every block): each gap and token
                        // written in place, with no call per token. Kept apart on purpose: one loop for both, calling
                        // `write` only where lines wrap, wrote the benchmark's 30,000 blocks in about 130 ms, not 22.
                        for token in tokens {
                            guard position < code.count else { break }
                            if token.start > position {
                                let end = boundary(token.start)
                                appendCode(position, end, &html)
                                position = end
                            }
                            let end = boundary(token.end)
                            if end > position {
                                appendMarkup(token.tokenClass.ordinal, &html)
                                appendCode(position, end, &html)
                                appendMarkup(spanClose, &html)
                                position = end
                            }
                        }
                        if position < code.count { appendCode(position, code.count, &html) }
                        return
                    }
                    var tokenIndex = 0
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
        if wrapsLines, !bytes.isEmpty, bytes.last != 0x0A { html.append(Self.lineClose) }
        html.append("</code></pre></div>")
        defer { html.deallocate() }
        return Array(html.bytes)
    }

    /// The markup written around and inside tokens, made once, one piece after another: `<span class="k">` and the
    /// other opening tags by their classes' ordinals, then `</span>`, then the entities of `&`, `<`, `>` and `"`. Piece
    /// `n` is `markup[markupStarts[n]..<markupStarts[n + 1]]`; `HTMLBytes.shortCopy` bytes of padding follow the
    /// last, so that any piece can be copied with `appendShort`.
    private static let pieces: [String] = TokenClass.allCases.map { "<span class=\"\($0.rawValue)\">" }
        + ["</span>", "&amp;", "&lt;", "&gt;", "&quot;"]
    private static let markup: [UInt8] = pieces.flatMap { Array($0.utf8) } + Array(repeating: 0, count: HTMLBytes.shortCopy)
    private static let markupStarts: [Int] = pieces.reduce(into: [0]) { starts, piece in starts.append(starts.last! + piece.utf8.count) }
    /// The piece `</span>`.
    private static let spanCloseOrdinal = TokenClass.allCases.count
    /// The piece of the entity of a byte to escape, given `spanCloseOrdinal` (read once by the caller: a static `let`
    /// made at first use is checked at every read).
    @inline(__always)
    private static func entityOrdinal(_ byte: UInt8, after spanClose: Int) -> Int {
        switch byte {
        case UInt8(ascii: "&"): spanClose + 1
        case UInt8(ascii: "<"): spanClose + 2
        case UInt8(ascii: ">"): spanClose + 3
        default: spanClose + 4
        }
    }
    /// The end of a line's code and of the line (with line numbers or highlighted lines).
    private static let lineClose: StaticString = "</span></span>"

    /// Appends `bytes` with `&`, `<`, `>` and `"` escaped.
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to html: inout HTMLBytes) {
        var runStart = 0
        var index = escapedByte(in: bytes, from: 0)
        while index < bytes.count {
            html.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            let piece = entityOrdinal(bytes[index], after: spanCloseOrdinal)
            markup.withUnsafeBufferPointer { html.append(UnsafeBufferPointer(rebasing: $0[markupStarts[piece]..<markupStarts[piece + 1]])) }
            runStart = index + 1
            index = escapedByte(in: bytes, from: runStart)
        }
        html.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// The index of the first `&`, `<`, `>` or `"` in `bytes` at or after `start`, or `bytes.count`: eight bytes at a
    /// time, then the last few one by one.
    @inline(__always)
    static func escapedByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        // The four bytes to escape are all below 64: one bit of a mask of them.
        EightBytes.firstIndex(in: bytes, from: start, chunkMarks: escapedBytes,
                              matches: { $0 < 64 && (UInt64(0x5000_0044_0000_0000) >> UInt64($0)) & 1 != 0 })
    }

    /// The top bit of each byte of `chunk` (eight bytes, the first lowest) that is `&`, `<`, `>` or `"`.
    @inline(__always)
    static func escapedBytes(_ chunk: UInt64) -> UInt64 {
        EightBytes.bytes(chunk, equalTo: 0x26) | EightBytes.bytes(chunk, equalTo: 0x3C)
            | EightBytes.bytes(chunk, equalTo: 0x3E) | EightBytes.bytes(chunk, equalTo: 0x22)
    }
}

/// A block's HTML as it is written: bytes behind a pointer, grown when full. The render loop appends several times
/// for every token, and `[UInt8]` checked its buffer's uniqueness and capacity through calls at each append.
/// Its owner frees it with `deallocate()`.
struct HTMLBytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// What may be written; `shortCopy` more bytes are allocated past it, so that `appendShort` can store whole words.
    private var capacity: Int

    /// The most bytes `appendShort` copies, and so the bytes it reads and writes whatever the piece's length.
    static let shortCopy = 32

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity + Self.shortCopy)
    }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the `length` bytes at `source`, at most `shortCopy`, where `shortCopy` bytes can be read: as four
    /// eight-byte loads and stores, not a call to `memcpy`, which cost more than the copy for a tag or a short token.
    @inline(__always)
    mutating func appendShort(_ source: UnsafePointer<UInt8>, length: Int) {
        if count + length > capacity { grow(toHold: count + length) }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(base + count)
        to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 24, as: UInt64.self), toByteOffset: 24, as: UInt64.self)
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(needed, capacity * 2) + Self.shortCopy)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = max(needed, capacity * 2)
    }

    /// Frees the bytes; the value is not used after.
    func deallocate() { base.deallocate() }
}
