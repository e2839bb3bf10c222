// The cmark-gfm inline extension that keeps `$…$`, `$$…$$` (and `\(…\)`, `\[…\]`) math as written, for TeXMath.
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
/// `\(…\)` (inline) and `\[…\]` (display) are math only when a site asks (`math: {brackets: true}`): Markdown
/// writers escape brackets in prose (`\[Updated\]`), which would become formulas. cmark reads a backslash before
/// any extension sees it, so `markingBrackets` first writes each unescaped `\(` `\)` `\[` `\]` as a character of
/// the same length that no text holds (U+0091–U+0094), the extension reads formulas between them, and
/// `restoringBrackets` writes the others back as cmark would have read them (`(` in text and links, `\(` in code).
///
/// Each formula becomes an inline HTML node whose user data is `MathSyntax.inline` or `MathSyntax.display` and whose
/// literal is `line:column:TeX` (the Markdown position of the TeX's first byte), which `MarkdownDocument.transform`
/// replaces by the MathML.
enum MathSyntax {
    /// The user data of an inline formula's node; only its address is used.
    nonisolated(unsafe) static let inline = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    /// The user data of a display formula's node.
    nonisolated(unsafe) static let display = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// A new extension for one document's parser, holding what it has read of the document's blocks (`Memory`);
    /// `cmark_syntax_extension_free` frees both once the parser is freed. One for each document, so that documents
    /// parsed at once share nothing.
    /// With `readsBrackets` (the document's brackets were marked, `markingBrackets`) it reads `\(…\)` and `\[…\]` too;
    /// without, a marker character is the writer's own and stays as written.
    static func makeExtension(readsBrackets: Bool) -> OpaquePointer {
        let syntax = cmark_syntax_extension_new("blog-math")!
        cmark_syntax_extension_set_match_inline_func(syntax, match)
        let memory = cmark_get_default_mem_allocator()
        var characters = cmark_llist_append(memory, nil, UnsafeMutableRawPointer(bitPattern: Int(UInt8(ascii: "$"))))
        if readsBrackets {
            characters = cmark_llist_append(memory, characters, UnsafeMutableRawPointer(bitPattern: Int(markerLead)))
        }
        cmark_syntax_extension_set_special_inline_chars(syntax, characters)
        cmark_syntax_extension_set_private(syntax, Unmanaged.passRetained(Memory(readsBrackets: readsBrackets)).toOpaque()) { _, pointer in
            if let pointer { Unmanaged<Memory>.fromOpaque(pointer).release() }
        }
        return syntax
    }

    /// What the extension of one document remembers: the closers of the block it read last.
    private final class Memory {
        /// Whether the document's brackets were marked.
        let readsBrackets: Bool
        var closers: Closers?

        init(readsBrackets: Bool) { self.readsBrackets = readsBrackets }
    }

    /// Where formulas may end in the text being parsed: its blocks' text is read once, at the first `$`, so that a
    /// text of many `$`s that close nothing (`$a $a $a …`) costs one pass, not one for each `$`.
    private struct Closers {
        /// The block whose text was read (the inline parser's parent node, alive while its document is parsed).
        var block: OpaquePointer
        /// Offsets of each `$` that may close inline math: not escaped, a non-space before it and no digit after it.
        var inline: [Int] = []
        /// Offsets of each `$$` not escaped.
        var display: [Int] = []
        /// Offsets of each marked `\)` and `\]` (`markingBrackets`).
        var inlineBracket: [Int] = [], displayBracket: [Int] = []
    }
    /// The closers of `block`'s text, which `byte` reads, kept in `memory`.
    private static func closers(of block: OpaquePointer, in memory: Memory, _ byte: (Int) -> UInt8) -> Closers {
        if let known = memory.closers, known.block == block { return known }
        var found = Closers(block: block)
        var at = 0
        while true {
            let current = byte(at)
            if current == 0 { break }
            if current == UInt8(ascii: "\\") {
                at += byte(at + 1) == 0 ? 1 : 2
                continue
            }
            if current == markerLead, byte(at + 1) == Bracket.closeInline.rawValue { found.inlineBracket.append(at) }
            if current == markerLead, byte(at + 1) == Bracket.closeDisplay.rawValue { found.displayBracket.append(at) }
            if current == UInt8(ascii: "$") {
                if byte(at + 1) == UInt8(ascii: "$") { found.display.append(at) }
                if at > 0, !isSpace(byte(at - 1)), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte(at + 1)) {
                    found.inline.append(at)
                }
            }
            at += 1
        }
        memory.closers = found
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

    /// A formula at the inline parser's offset, which is on a `$` or a bracket marker, or `nil` (it is text).
    private static let match: cmark_match_inline_func = { syntax, _, block, character, parser in
        guard let syntax, let parser, let block, let memoryPointer = cmark_syntax_extension_get_private(syntax) else { return nil }
        let memory = Unmanaged<Memory>.fromOpaque(memoryPointer).takeUnretainedValue()
        let start = Int(cmark_inline_parser_get_offset(parser))
        func byte(_ at: Int) -> UInt8 { at < 0 ? 0 : cmark_inline_parser_peek_at(parser, Int32(at)) }
        let open: Int, end: Int, isDisplay: Bool
        if character == markerLead, memory.readsBrackets {
            let opener = Bracket(rawValue: byte(start + 1))
            guard opener == .openInline || opener == .openDisplay else { return nil }
            let known = closers(of: block, in: memory, byte)
            open = 2
            guard let closer = first(in: opener == .openInline ? known.inlineBracket : known.displayBracket, atOrAfter: start + 2)
            else { return nil }
            (end, isDisplay) = (closer, opener == .openDisplay)
        } else {
            guard character == UInt8(ascii: "$") else { return nil }
            let isDouble = byte(start + 1) == UInt8(ascii: "$")
            open = isDouble ? 2 : 1
            if !isDouble, byte(start + 1) == 0 || isSpace(byte(start + 1)) { return nil }
            let known = closers(of: block, in: memory, byte)
            // The content is not empty: an inline formula's closer comes after its first character, a display one's
            // after the `$$` (and `$$$$` is no formula).
            guard let closer = first(in: isDouble ? known.display : known.inline, atOrAfter: start + open + 1) else { return nil }
            end = closer
            // Display math is a paragraph's: in a heading or a table cell, `$$…$$` is inline like the rest of the line.
            isDisplay = isDouble && cmark_node_get_type(block) == CMARK_NODE_PARAGRAPH && standsOnItsLines(from: start, to: end + 2, byte)
        }
        guard end - start <= MarkdownLimits.maxMathBytes else { return nil }
        var tex: [UInt8] = []
        tex.reserveCapacity(end - start - open)
        for index in (start + open)..<end { tex.append(byte(index)) }
        let line = Int(cmark_inline_parser_get_line(parser)), column = Int(cmark_inline_parser_get_column(parser))
        guard let node = cmark_node_new(CMARK_NODE_HTML_INLINE) else { return nil }
        cmark_node_set_literal(node, "\(line):\(column + open):" + String(decoding: memory.readsBrackets ? restoringBrackets(tex, asCode: true) : tex, as: UTF8.self))
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

    /// The first byte of the bracket markers, U+0091–U+0094 in UTF-8.
    static let markerLead: UInt8 = 0xC2

    /// The second byte of each bracket marker: the four C1 control characters that stand for `\(` `\)` `\[` `\]`.
    enum Bracket: UInt8 {
        case openInline = 0x91, closeInline = 0x92, openDisplay = 0x93, closeDisplay = 0x94

        /// The bracket the marker stands for.
        var character: UInt8 {
            switch self {
            case .openInline: UInt8(ascii: "(")
            case .closeInline: UInt8(ascii: ")")
            case .openDisplay: UInt8(ascii: "[")
            case .closeDisplay: UInt8(ascii: "]")
            }
        }
    }

    /// `markdown` with each unescaped `\(` `\)` `\[` `\]` written as its marker, or `nil` when it has none, or when
    /// it holds a marker character of its own (then nothing could tell them apart, and its brackets stay text).
    static func markingBrackets(_ markdown: String) -> String? {
        let bytes = Array(markdown.utf8)
        var marked: [UInt8] = []
        var index = 0, changed = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == markerLead, index + 1 < bytes.count, Bracket(rawValue: bytes[index + 1]) != nil { return nil }
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                let bracket: Bracket? = switch next {
                case UInt8(ascii: "("): .openInline
                case UInt8(ascii: ")"): .closeInline
                case UInt8(ascii: "["): .openDisplay
                case UInt8(ascii: "]"): .closeDisplay
                default: nil
                }
                if let bracket {
                    if !changed { marked.reserveCapacity(bytes.count); marked += bytes[..<index]; changed = true }
                    marked += [markerLead, bracket.rawValue]
                } else if changed {
                    marked += [byte, next]
                }
                index += 2
                continue
            }
            if changed { marked.append(byte) }
            index += 1
        }
        return changed ? String(decoding: marked, as: UTF8.self) : nil
    }

    /// `bytes` with each bracket marker written back: as the bracket alone where cmark reads `\(` as an escaped `(`
    /// (text, link destinations and titles), as `\(` where it keeps backslashes (code, raw HTML, formulas).
    static func restoringBrackets(_ bytes: [UInt8], asCode: Bool) -> [UInt8] {
        guard bytes.contains(markerLead) else { return bytes }
        var restored: [UInt8] = []
        restored.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == markerLead, index + 1 < bytes.count, let bracket = Bracket(rawValue: bytes[index + 1]) {
                if asCode { restored.append(UInt8(ascii: "\\")) }
                restored.append(bracket.character)
                index += 2
            } else {
                restored.append(bytes[index])
                index += 1
            }
        }
        return restored
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
