// The cmark-gfm inline extension that keeps `$…$` and `$$…$$` math as written, for TeXMath to turn into MathML.
import CCmarkGFM

/// Math in Markdown, read by cmark-gfm's inline parser itself, so that what is inside reaches the converter as the
/// writer typed it: Markdown never eats its backslashes (`\{`, `\\`) or reads its `_` and `*` as emphasis, and a `$`
/// in a code span or code block is never math.
///
/// The rules are Pandoc's `tex_math_dollars`, which KaTeX's and MathJax's users write to, but for one thing:
/// `$$…$$` may span the lines of its paragraph, and is display math when it stands on its own lines (nothing but
/// spaces before its opening `$$` and after its closing one, in a paragraph), inline math inside a sentence, a
/// heading or a table cell, as kramdown reads it
/// (Jekyll blogs write all their math between `$$`). `$…$` is inline math when the opening `$` has a non-space character right
/// after it, the closing `$` a non-space character right before it and no digit right after it, so prices
/// (`$5 and $10`) stay text. `\$` is a dollar sign, outside math as inside. An opening `$` with no closing one is text.
///
/// Each formula becomes an inline HTML node whose user data is `MathSyntax.inline` or `MathSyntax.display` and whose
/// literal is `line:column:TeX` (the Markdown position of the opening `$`), which `MarkdownDocument.transform` replaces
/// by the MathML.
enum MathSyntax {
    /// The user data of an inline formula's node; only its address is used.
    nonisolated(unsafe) static let inline = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    /// The user data of a display formula's node.
    nonisolated(unsafe) static let display = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// The extension, made once: its match function keeps no state between calls.
    nonisolated(unsafe) static let syntaxExtension: OpaquePointer = {
        let syntax = cmark_syntax_extension_new("blog-math")!
        cmark_syntax_extension_set_match_inline_func(syntax, match)
        let dollar = UnsafeMutableRawPointer(bitPattern: Int(UInt8(ascii: "$")))
        let characters = cmark_llist_append(cmark_get_default_mem_allocator(), nil, dollar)
        cmark_syntax_extension_set_special_inline_chars(syntax, characters)
        return syntax
    }()

    /// Where formulas may end in the text being parsed: its blocks' text is read once, at the first `$`, so that a
    /// text of many `$`s that close nothing (`$a $a $a …`) costs one pass, not one for each `$`. Inline parsing runs
    /// under `MarkdownDocument.finishLock`, one document at a time, which `reset` starts by forgetting the last one's.
    private struct Closers {
        /// The block whose text was read (the inline parser's parent node, alive while its document is parsed).
        var block: OpaquePointer
        /// Offsets of each `$` that may close inline math: not escaped, a non-space before it and no digit after it.
        var inline: [Int] = []
        /// Offsets of each `$$` not escaped.
        var display: [Int] = []
    }
    nonisolated(unsafe) private static var closers: Closers?

    /// Forgets the last document's blocks; called under `MarkdownDocument.finishLock` before each document's inlines.
    static func reset() { closers = nil }

    /// The closers of `block`'s text, which `byte` reads.
    private static func closers(of block: OpaquePointer, _ byte: (Int) -> UInt8) -> Closers {
        if let known = closers, known.block == block { return known }
        var found = Closers(block: block)
        var at = 0
        while true {
            let current = byte(at)
            if current == 0 { break }
            if current == UInt8(ascii: "\\") {
                at += byte(at + 1) == 0 ? 1 : 2
                continue
            }
            if current == UInt8(ascii: "$") {
                if byte(at + 1) == UInt8(ascii: "$") { found.display.append(at) }
                if at > 0, !isSpace(byte(at - 1)), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(at + 1)) {
                    found.inline.append(at)
                }
            }
            at += 1
        }
        closers = found
        return found
    }

    /// The first of the ascending `offsets` at or after `offset`.
    private static func first(in offsets: [Int], atOrAfter offset: Int) -> Int? {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count ? offsets[low] : nil
    }

    /// A formula at the inline parser's offset, which is on a `$`, or `nil` (the `$` is text).
    private static let match: cmark_match_inline_func = { _, _, block, character, parser in
        guard character == UInt8(ascii: "$"), let parser, let block else { return nil }
        let start = Int(cmark_inline_parser_get_offset(parser))
        func byte(_ at: Int) -> UInt8 { at < 0 ? 0 : cmark_inline_parser_peek_at(parser, Int32(at)) }
        let isDouble = byte(start + 1) == UInt8(ascii: "$")
        let open = isDouble ? 2 : 1
        if !isDouble, byte(start + 1) == 0 || isSpace(byte(start + 1)) { return nil }
        let known = closers(of: block, byte)
        // The content is not empty: an inline formula's closer comes after its first character, a display one's
        // after the `$$` (and `$$$$` is no formula).
        guard let end = first(in: isDouble ? known.display : known.inline, atOrAfter: start + open + 1),
              end - start <= MarkdownLimits.maxMathBytes else { return nil }
        // Display math is a paragraph's: in a heading or a table cell, `$$…$$` is inline like the rest of the line.
        let isDisplay = isDouble && cmark_node_get_type(block) == CMARK_NODE_PARAGRAPH && standsOnItsLines(from: start, to: end + 2, byte)
        var tex: [UInt8] = []
        tex.reserveCapacity(end - start - open)
        for index in (start + open)..<end { tex.append(byte(index)) }
        let line = Int(cmark_inline_parser_get_line(parser)), column = Int(cmark_inline_parser_get_column(parser))
        guard let node = cmark_node_new(CMARK_NODE_HTML_INLINE) else { return nil }
        cmark_node_set_literal(node, "\(line):\(column):" + String(decoding: tex, as: UTF8.self))
        cmark_node_set_user_data(node, isDisplay ? display : inline)
        cmark_inline_parser_set_offset(parser, Int32(end + open))
        return node
    }

    /// Whether the text from `start` to `end` has nothing but spaces before it on its first line and after it on its
    /// last: a `$$…$$` written so is display math, one inside a sentence inline math, as kramdown (Jekyll's
    /// Markdown) reads it and as it reads to a reader.
    private static func standsOnItsLines(from start: Int, to end: Int, _ byte: (Int) -> UInt8) -> Bool {
        var before = start - 1
        while byte(before) == UInt8(ascii: " ") || byte(before) == UInt8(ascii: "\t") { before -= 1 }
        var after = end
        while byte(after) == UInt8(ascii: " ") || byte(after) == UInt8(ascii: "\t") { after += 1 }
        let lineEnds: Set<UInt8> = [0, UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        return lineEnds.contains(byte(before)) && lineEnds.contains(byte(after))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// The formula a node made by the extension holds, or `nil` for any other node.
    static func formula(of node: OpaquePointer) -> (tex: String, display: Bool, line: Int, column: Int)? {
        guard cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE, let data = cmark_node_get_user_data(node),
              data == inline || data == display, let literal = cmark_node_get_literal(node) else { return nil }
        let text = String(cString: literal)
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (String(parts[2]), data == display, line, column)
    }
}
