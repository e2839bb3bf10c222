// The only wrapper around cmark-gfm's C API: parses Markdown with the GFM extensions and renders HTML.
import CCmarkGFM
import Foundation
import Synchronization
import TeXMath

/// A parsed cmark-gfm document. Owns its parser and node tree and frees them in `deinit`.
///
/// Not thread-safe; create one per document (documents on different threads are fine).
final class MarkdownDocument {
    private let parser: OpaquePointer
    private let root: OpaquePointer
    /// HTML from fenced-block renderers and the highlighter, as UTF-8, by index. The tree holds a placeholder comment
    /// for each, replaced after rendering, so Markdown extensions (tagfilter escapes `<title>` and `<style>`,
    /// which every SVG diagram has) never rewrite a renderer's output.
    private(set) var splices: [[UInt8]] = []
    /// Code blocks `transform` planned, with the splice each one's HTML goes to: `PreparedMarkdown` highlights them.
    private(set) var pendingCode: [(splice: Int, code: [UInt8], block: PlannedCodeBlock)] = []
    /// What the fenced blocks' HTML needs from the page that shows the document.
    private(set) var needs: PageNeeds = []
    /// The site's images `transform` looked up for the images of the document, with what it found.
    private(set) var imageLookups: ImageLookups = [:]
    /// The TeX of each formula node `transform` gave its MathML, for the plain text of the heading it is in.
    private var formulaTeX: [OpaquePointer: String] = [:]
    /// The raw inline HTML that `unsafe: false` replaced, as written: Hugo's heading ids read its declarations.
    private var omittedInlineHTML: [OpaquePointer: String] = [:]

    /// Whether the Markdown may put a character XML forbids into the HTML (a control character, or a reference such
    /// as `&#1;` that cmark decodes to one): then the HTML is cleaned (`HTMLEscaping.replacingForbiddenInXML`).
    let mayHoldForbiddenInXML: Bool

    /// Extensions switched on for every document.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Registers cmark-gfm's core extensions exactly once, whatever thread gets here first.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// Serialises `cmark_parser_finish` (see `init`). The standard library's `Mutex`, not `NSLock`: with `NSLock` a
    /// tenth of Markdown time went to futex waits and wake-ups, and a 10,000-post build took 2.3 s instead of 2.1 s
    /// (tmpfs, alternating runs).
    private static let finishLock = Mutex(())

    /// Options for both parsing and rendering. Raw HTML is let through the renderer because the
    /// wrapper itself replaces the user's raw HTML when the site does not allow it (so that
    /// fenced-block renderers and heading ids can insert HTML of their own).
    private static let options: Int32 = CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
        | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES  // text-align styles: HTML5 has no align attribute

    /// Whether the text was given to cmark with its `\(` `\)` `\[` `\]` marked (`MathSyntax.markingBrackets`):
    /// `transform` then writes back those that are no formula's.
    private let marksBrackets: Bool
    /// The text as given, for the columns of formula errors (`sourceColumn`).
    private let source: String
    /// The text cmark parsed (`source`, with bracket formulas marked), which its source positions count in.
    private let parsedText: String
    /// The math extension of this document's parser (`MathSyntax.makeExtension`), freed with it; `nil` without math.
    private let mathExtension: OpaquePointer?

    /// Parses `markdown`; with `math`, `$…$` and `$$…$$` are formulas, and with `brackets` too `\(…\)` and `\[…\]`
    /// (`MathSyntax`).
    init(_ markdown: String, math: Bool = false, brackets: Bool = false) {
        _ = Self.registered
        let parser = cmark_parser_new(Self.options)!
        for name in Self.extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        source = markdown
        var text = markdown
        mayHoldForbiddenInXML = text.withUTF8 { HTMLEscaping.mayHoldForbiddenInXML($0) }
        let marked = math && brackets ? MathSyntax.markingBrackets(markdown) : nil
        if let marked { text = marked }
        parsedText = text
        marksBrackets = marked != nil
        mathExtension = math ? MathSyntax.makeExtension(readsBrackets: marksBrackets) : nil
        if let mathExtension { cmark_parser_attach_syntax_extension(parser, mathExtension) }
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        self.parser = parser
        // cmark-gfm's inline parser keeps the extensions' special characters (`~` of strikethrough, the
        // autolink triggers) in a process-wide table that every `cmark_parser_finish` switches on at the
        // start of inline parsing and off at its end, so two documents finishing at once lose each
        // other's strikethroughs and autolinks. Block parsing (`feed`) stays parallel; `finish` is serialised.
        nonisolated(unsafe) var root: OpaquePointer?
        Self.finishLock.withLock { _ in root = cmark_parser_finish(parser) }
        self.root = root!
    }

    deinit {
        cmark_node_free(root)
        cmark_parser_free(parser)
        if let mathExtension { cmark_syntax_extension_free(cmark_get_default_mem_allocator(), mathExtension) }
    }

    /// Walks the tree once and applies the site's rules: headings get ids, registered fenced blocks are
    /// replaced by their renderer's HTML, site-root-absolute URLs get the root marker, raw HTML is
    /// omitted unless allowed, dangerous URLs are dropped unless raw HTML is allowed. Code blocks to highlight are
    /// planned, and highlighted later (`pendingCode`). Returns the headings, and the problems the renderers and the
    /// code blocks' options have, with the line each block's content starts on.
    func transform(allowsRawHTML: Bool, renderers: FencedBlockRenderers, highlighting: CodeHighlighting = CodeHighlighting(),
                   imageSizes: ImageSizes = ImageSizes(), interface: InterfaceStrings = .english, headingIDs: inout HeadingIDAllocator)
        -> (headings: [Heading], blocks: [(line: Int, diagnostics: [FencedBlockDiagnostic])])
    {
        var headings: [Heading] = []
        var blocks: [(line: Int, diagnostics: [FencedBlockDiagnostic])] = []
        var headingNodes: [OpaquePointer] = []
        var codeNodes: [OpaquePointer] = []
        var htmlNodes: [OpaquePointer] = []
        var linkNodes: [OpaquePointer] = []
        var mathNodes: [OpaquePointer] = []

        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            if marksBrackets { restoreBrackets(in: node) }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING: headingNodes.append(node)
            case CMARK_NODE_CODE_BLOCK: codeNodes.append(node)
            case CMARK_NODE_HTML_INLINE where MathSyntax.formula(of: node) != nil: mathNodes.append(node)
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE: htmlNodes.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: linkNodes.append(node)
            default: break
            }
        }

        // The summary marker `<!-- more -->` (any spacing) never reaches the page, whatever the raw HTML setting.
        htmlNodes.removeAll { node in
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            guard MoreMarker.isMarker(literal) else { return false }
            cmark_node_unlink(node)
            cmark_node_free(node)
            return true
        }
        if !allowsRawHTML {
            for node in htmlNodes {
                let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
                if Self.isEmptyAnchor(node) { continue }
                if !isBlock, let literal = cmark_node_get_literal(node) { omittedInlineHTML[node] = String(cString: literal) }
                cmark_node_set_literal(node, isBlock ? "<!-- raw HTML omitted -->\n" : "<!-- raw HTML omitted -->")
            }
        }
        for node in linkNodes {
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            if url.hasPrefix("/") && !url.hasPrefix("//") {
                cmark_node_set_url(node, SiteRoot.marker + url)
            } else if !allowsRawHTML && URLSafety.isDangerous(url) {
                cmark_node_set_url(node, "")
            }
        }
        if !mathNodes.isEmpty { blocks.append((line: 1, diagnostics: convertMath(mathNodes))) }
        sizeImages(linkNodes.filter { cmark_node_get_type($0) == CMARK_NODE_IMAGE }, sizes: imageSizes)
        for node in codeNodes {
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            let words = info.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            // A figure drawn from the block's own code (```` ```objc layout ````) follows the block, which stays code.
            if let figure = renderers.codeFigure(info: info) {
                let code = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                let output = figure.render(figure.language, FencedBlock(name: figure.keyword, arguments: figure.arguments, source: code,
                                                                     interface: interface))
                // The figure's info-string columns count from its keyword; the fence line has three backticks first.
                let diagnostics = output.diagnostics.map { diagnostic -> FencedBlockDiagnostic in
                    var located = diagnostic
                    if located.line == 0 { located.column += 3 + figure.offset }
                    return located
                }
                blocks.append((line: Int(cmark_node_get_start_line(node)) + 1, diagnostics: diagnostics))
                if let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) {
                    cmark_node_set_literal(block, Self.spliceMarker(splices.count) + "\n")
                    if cmark_node_insert_after(node, block) == 0 { cmark_node_free(block) }
                    splices.append(Array(output.html.hasSuffix("\n") ? output.html.utf8.dropLast() : output.html.utf8[...]))
                    needs.formUnion(output.needs)
                }
            }
            guard let first = words.first, let render = renderers.renderer(named: String(first)) else {
                // An ordinary code block: highlighted, unless it names no language Highlight knows and asks nothing.
                guard let planned = highlighting.plan(info: info) else { continue }
                // The code's bytes, not a `String`: the highlighter reads bytes, and its HTML is checked as UTF-8
                // when it becomes a `String`. Making one of the code as well checked every block twice.
                let code = cmark_node_get_literal(node).map {
                    Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
                } ?? []
                // Options are located on the fence line: after its indentation and its backticks.
                var fenceLength: Int32 = 0, fenceOffset: Int32 = 0
                var fenceCharacter: CChar = 0
                _ = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter)
                let infoColumn = Int(cmark_node_get_start_column(node)) + Int(fenceLength) - 1
                let diagnostics = planned.diagnostics.map { diagnostic -> FencedBlockDiagnostic in
                    var located = diagnostic
                    located.column += infoColumn
                    return located
                }
                blocks.append((line: Int(cmark_node_get_start_line(node)) + 1, diagnostics: diagnostics))
                replace(node, withHTMLBlock: Self.spliceMarker(splices.count) + "\n")
                pendingCode.append((splices.count, code, planned.block))
                splices.append([])
                continue
            }
            let block = FencedBlock(
                name: String(first),
                arguments: words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : "",
                source: cmark_node_get_literal(node).map { String(cString: $0) } ?? "", interface: interface)
            let output = render(block)
            // The block's first content line is the line after the opening fence.
            blocks.append((line: Int(cmark_node_get_start_line(node)) + 1, diagnostics: output.diagnostics))
            replace(node, withHTMLBlock: Self.spliceMarker(splices.count) + "\n")
            splices.append(Array(output.html.hasSuffix("\n") ? output.html.utf8.dropLast() : output.html.utf8[...]))
            needs.formUnion(output.needs)
        }
        // Goldmark's ids (Hugo's) read text as the source wrote it: where each line starts, to find a node's.
        let lineStarts = headingIDs.style == .hugo && !headingNodes.isEmpty ? Self.lineStarts(parsedText) : nil
        for node in headingNodes {
            let level = Int(cmark_node_get_heading_level(node))
            let attributes = Self.takeAttributes(from: node)
            if let attributes, !attributes.leftOut.isEmpty {
                // The first three, quoted (and cut at 60 characters): a hostile heading holds thousands.
                let quoted = attributes.leftOut.prefix(3).map { "'\($0.count > 60 ? $0.prefix(60) + "…" : $0[...])'" }.joined(separator: ", ")
                    + (attributes.leftOut.count > 3 ? " and \(attributes.leftOut.count - 3) more" : "")
                blocks.append((line: 1, diagnostics: [FencedBlockDiagnostic(.warning, line: Int(cmark_node_get_start_line(node)),
                    column: Int(cmark_node_get_start_column(node)),
                    "The heading attribute\(attributes.leftOut.count == 1 ? "" : "s") \(quoted) \(attributes.leftOut.count == 1 ? "is" : "are") left out: a heading keeps its #id and .classes only.")]))
            }
            let text = headingText(of: node, lineStarts: lineStarts)
            let id = attributes?.id.map { headingIDs.allocate(explicit: $0) } ?? headingIDs.allocate(for: text)
            headings.append(Heading(level: level, text: text.plain, id: id))
            guard let rendered = cmark_render_html(node, Self.options, cmark_parser_get_syntax_extensions(parser)) else { continue }
            let html = String(cString: rendered)
            free(rendered)
            replace(node, withHTMLBlock: Self.heading(html, level: level, id: id, classes: attributes?.classes ?? []))
        }
        return (headings, blocks)
    }

    /// Writes back the bracket markers of `node` that are no formula's, as cmark would have read the brackets.
    private func restoreBrackets(in node: OpaquePointer) {
        /// The C string `value` with its markers written back, or `nil` when it holds none.
        func restored(_ value: UnsafePointer<CChar>?, asCode: Bool) -> String? {
            guard let value else { return nil }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value)))
            guard bytes.contains(MathSyntax.markerLead) else { return nil }
            return String(decoding: MathSyntax.restoringBrackets(bytes, asCode: asCode), as: UTF8.self)
        }
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_HTML_INLINE where MathSyntax.formula(of: node) != nil:
            break  // the extension wrote its TeX back itself
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE, CMARK_NODE_CODE_BLOCK:
            if let text = restored(cmark_node_get_literal(node), asCode: type != CMARK_NODE_TEXT) { cmark_node_set_literal(node, text) }
            if type == CMARK_NODE_CODE_BLOCK, let info = restored(cmark_node_get_fence_info(node), asCode: true) {
                cmark_node_set_fence_info(node, info)
            }
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            if let url = restored(cmark_node_get_url(node), asCode: false) { cmark_node_set_url(node, url) }
            if let title = restored(cmark_node_get_title(node), asCode: false) { cmark_node_set_title(node, title) }
        default:
            break
        }
    }

    /// Puts the MathML of each formula node in its place; a formula TeXMath cannot read stays as its TeX in a
    /// `<code class="math-error">`, and its problem is returned at its place (line 1 is the text's first line).
    private func convertMath(_ nodes: [OpaquePointer]) -> [FencedBlockDiagnostic] {
        var problems: [FencedBlockDiagnostic] = []
        for node in nodes {
            guard let formula = MathSyntax.formula(of: node) else { continue }
            let html: String
            switch TeXMath.mathML(formula.tex, display: formula.display) {
            case .success(let mathML):
                html = mathML
            case .failure(let error):
                // The offset is in bytes of the TeX, which starts after the `$` or `$$`; a line break in it moves on a line.
                let before = formula.tex.utf8.prefix(max(0, min(error.offset, formula.tex.utf8.count)))
                let breaks = before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                let line = formula.line + breaks.count - 1
                let column = breaks.count == 1 ? sourceColumn(line: line, cmarkColumn: formula.column + before.count)
                    : sourceColumn(line: line, endOf: Array(breaks.last!))
                problems.append(FencedBlockDiagnostic(.error, line: line, column: column, error.message))
                html = "<code class=\"math-error\">" + HTMLEscaping.text(formula.tex) + "</code>"
            }
            cmark_node_set_user_data(node, nil)
            cmark_node_set_literal(node, html)
            formulaTeX[node] = formula.tex
        }
        return problems
    }

    /// The column in `source` of the byte cmark counts at `cmarkColumn` on line `line`: cmark reads each NUL as U+FFFD,
    /// three bytes, so its columns run ahead of the text's on a line that holds NULs; a column is a Unicode scalar.
    private func sourceColumn(line: Int, cmarkColumn: Int) -> Int {
        let bytes = sourceLine(line)
        var counted = 1, column = 1
        for byte in bytes where counted < cmarkColumn {
            counted += byte == 0 ? 3 : 1
            if byte & 0xC0 != 0x80 { column += 1 }
        }
        return column
    }

    /// The column in `source` just past `fragment` (cmark's text of line `line`, which lost the line's indentation and
    /// container markers and reads NUL as U+FFFD) where it first occurs on that line; the line's end if it is not there.
    private func sourceColumn(line: Int, endOf fragment: [UInt8]) -> Int {
        let bytes = sourceLine(line)
        var read: [UInt8] = [], columnAfter: [Int] = [], column = 1
        for byte in bytes {
            if byte & 0xC0 != 0x80 { column += 1 }
            read += byte == 0 ? [0xEF, 0xBF, 0xBD] : [byte]
            columnAfter += Array(repeating: column, count: byte == 0 ? 3 : 1)
        }
        guard !fragment.isEmpty else { return min(1 + (read.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? 0), column) }
        if fragment.count <= read.count {
            for start in 0...(read.count - fragment.count) where read[start..<(start + fragment.count)].elementsEqual(fragment) {
                return columnAfter[start + fragment.count - 1]
            }
        }
        return column
    }

    /// The bytes of line `line` of `source` (1-based; a line ends at "\n", "\r\n" or a lone "\r"), without its end.
    private func sourceLine(_ line: Int) -> ArraySlice<UInt8> {
        let bytes = Array(source.utf8)
        var index = 0, current = 1
        while current < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                current += 1
            }
            index += 1
        }
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return bytes[index..<end]
    }

    /// The top-level blocks before the first image's that leave it on the first screen: that image loads at once, every
    /// other one when the reader scrolls near it (`loading="lazy"`).
    static let eagerImageBlocks = 3

    /// Gives `images` (image nodes, in document order) what a browser needs to lay the page out before they load and
    /// to load them late: `width` and `height` from the site's file (`sizes`), `loading="lazy"` and
    /// `decoding="async"` below the first screen; an image with a title alone in its paragraph becomes a `figure`
    /// with the title as caption. Images in headings are left as cmark writes them: a heading's text is read later.
    private func sizeImages(_ images: [OpaquePointer], sizes: ImageSizes) {
        for (number, node) in images.enumerated() {
            var ancestor = cmark_node_parent(node), topLevel = node
            var inHeading = false
            while let parent = ancestor {
                if cmark_node_get_type(parent) == CMARK_NODE_HEADING { inHeading = true }
                if parent == root { break }
                topLevel = parent
                ancestor = cmark_node_parent(parent)
            }
            if inHeading { continue }
            guard let rendered = cmark_render_html(node, Self.options, cmark_parser_get_syntax_extensions(parser)) else { continue }
            var html = String(cString: rendered)
            free(rendered)
            guard html.hasPrefix("<img "), html.hasSuffix(" />") else { continue }
            var url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            if url.hasPrefix(SiteRoot.marker) { url.removeFirst(SiteRoot.marker.count) }
            var attributes = ""
            if let path = ImageSizes.sitePath(ofURL: url) {
                let size = sizes[path]
                imageLookups[path] = .some(size)
                if let size { attributes += " width=\"\(size.width)\" height=\"\(size.height)\"" }
            }
            var blocksBefore = 0
            var block = cmark_node_previous(topLevel)
            while let previous = block, blocksBefore <= Self.eagerImageBlocks {
                blocksBefore += 1
                block = cmark_node_previous(previous)
            }
            if number > 0 || blocksBefore >= Self.eagerImageBlocks { attributes += " loading=\"lazy\" decoding=\"async\"" }
            html = html.dropLast(3) + attributes + " />"
            let title = cmark_node_get_title(node).map { String(cString: $0) } ?? ""
            if let paragraph = cmark_node_parent(node), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
               cmark_node_first_child(paragraph) == node, cmark_node_last_child(paragraph) == node,
               !title.allSatisfy(\.isWhitespace) {
                replace(paragraph, withHTMLBlock: "<figure>" + html + "<figcaption>" + HTMLEscaping.text(title) + "</figcaption></figure>\n")
            } else if let inline = cmark_node_new(CMARK_NODE_HTML_INLINE) {
                cmark_node_set_literal(inline, html)
                if cmark_node_replace(node, inline) != 0 { cmark_node_free(node) } else { cmark_node_free(inline) }
            }
        }
    }

    /// What a heading's attribute block at its end gave (`## Start {#startup .wide}`).
    struct HeadingAttributes: Equatable {
        var id: String?
        var classes: [String] = []
        /// The attributes other than an id and classes (`key=value`), which are left out.
        var leftOut: [String] = []
    }

    /// The attributes a heading names at its end, taken out of its text: kramdown's, Goldmark's (Hugo) and
    /// pulldown-cmark's (Zola) heading attributes, `## Start {#startup}`, `{#startup .wide}`, `{.wide}`, kramdown's
    /// `{: #startup}`. Each word in the braces must be `#id`, `.class` or `key=value` (`key="a value"`); nil when the
    /// heading ends otherwise.
    static func takeAttributes(from heading: OpaquePointer) -> HeadingAttributes? {
        cmark_consolidate_text_nodes(heading)
        guard let last = cmark_node_last_child(heading), cmark_node_get_type(last) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(last) else { return nil }
        let text = String(cString: literal)
        guard text.hasSuffix("}") || text.last?.isWhitespace == true,
              let match = attributesPattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let whole = Range(match.range, in: text), let inside = Range(match.range(at: 1), in: text) else { return nil }
        var attributes = HeadingAttributes()
        for word in attributeWord.matches(in: text, range: NSRange(inside, in: text)).compactMap({ Range($0.range, in: text).map { text[$0] } }) {
            switch word.first {
            case "#": attributes.id = String(word.dropFirst())
            case ".": attributes.classes.append(String(word.dropFirst()))
            default: attributes.leftOut.append(String(word))
            }
        }
        cmark_node_set_literal(last, String(text[..<whole.lowerBound]))
        return attributes
    }

    /// A word of an attribute block: `#id`, `.class`, `key=value`, `key="a value"`.
    private static let attributeWordPattern = #"(?:#[^\s{}#"'=]+|\.[^\s{}#."'=]+|[A-Za-z_:][\w:.-]*=(?:"[^"]*"|'[^']*'|[^\s{}"']+))"#
    private static let attributeWord = try! NSRegularExpression(pattern: attributeWordPattern)
    /// ` {#id .class key=value}` (or `{: …}`) at the end of a heading's text, its words as group 1.
    private static let attributesPattern = try! NSRegularExpression(
        pattern: #"\s*\{:?\s*("# + attributeWordPattern + #"(?:\s+"# + attributeWordPattern + #")*)\s*\}\s*$"#)

    /// cmark's `<hN>…</hN>` with its id, its text a link to itself (the reader's way to a link to the section: the
    /// theme shows a `#` on hover and focus) unless it holds a link of its own, which a link cannot hold.
    static func heading(_ html: String, level: Int, id: String, classes: [String] = []) -> String {
        let open = "<h\(level)>", close = "</h\(level)>\n"
        guard html.hasPrefix(open) else { return html }
        let attribute = HTMLEscaping.attribute(id)
        let start = "<h\(level) id=\"\(attribute)\"" + (classes.isEmpty ? "" : " class=\"\(HTMLEscaping.attribute(classes.joined(separator: " ")))\"") + ">"
        let inner = html.dropFirst(open.count)
        var previous: (UInt8, UInt8) = (0, 0), holdsLink = false
        for byte in inner.utf8 {
            if previous == (UInt8(ascii: "<"), UInt8(ascii: "a")) && byte == UInt8(ascii: " ") { holdsLink = true; break }
            previous = (previous.1, byte)
        }
        guard inner.hasSuffix(close), !holdsLink else { return start + inner }
        return start + "<a class=\"heading-link\" href=\"#\(attribute)\">" + inner.dropLast(close.count) + "</a>" + close
    }

    /// The whole document as HTML, for a document without code blocks to highlight (`pendingCode`).
    func html() -> String {
        assert(pendingCode.isEmpty, "code blocks to highlight would be left out")
        return render(root)
    }

    /// The whole document's HTML as cmark writes it, with the splice markers in place (`html(_:splices:)`).
    func unsplicedHTML() -> CmarkHTML { cmarkHTML(root) }

    /// The first top-level paragraph's HTML as cmark writes it, if there is one paragraph.
    func unsplicedFirstParagraphHTML() -> CmarkHTML? { firstParagraph.map(cmarkHTML) }

    /// The first top-level paragraph as HTML, if there is one (a paragraph holds no code block).
    func firstParagraphHTML() -> String? { firstParagraph.map(render) }

    /// The first top-level paragraph, if there is one.
    private var firstParagraph: OpaquePointer? {
        var child = cmark_node_first_child(root)
        while let node = child {
            if cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH { return node }
            child = cmark_node_next(node)
        }
        return nil
    }

    private func render(_ node: OpaquePointer) -> String { Self.html(cmarkHTML(node), splices: splices) }

    /// cmark's HTML of `node`, with the splice markers in place.
    private func cmarkHTML(_ node: OpaquePointer) -> CmarkHTML {
        CmarkHTML(cmark_render_html(node, Self.options, cmark_parser_get_syntax_extensions(parser)))
    }

    /// cmark's HTML `rendered` with `splices` in place of their markers.
    static func html(_ rendered: CmarkHTML, splices: [[UInt8]]) -> String {
        splices.isEmpty ? String(decodingInRuns: rendered.bytes) : splicing(splices, into: rendered.bytes)
    }

    /// The UTF-8 `html` with each splice marker replaced by its renderer's output, as a `String`: the markers are found
    /// first, then the text between them and the splices are appended to a string reserved at the final size, checked
    /// as UTF-8 in runs (`UTF8Runs`), so a splice that is all ASCII (nearly every one) is checked as such.
    static func splicing(_ splices: [[UInt8]], into html: UnsafeBufferPointer<UInt8>) -> String {
        guard let base = html.baseAddress else { return "" }
        var markers: [(start: Int, end: Int, splice: Int)] = []
        var length = html.count
        var index = 0
        let prefix = spliceMarkerPrefixBytes
        // Found by its `!`, which is rare in HTML, not by its `<`, which starts every tag: memchr stopped at each.
        while index + prefix.count <= html.count,
              let found = memchr(base + index + 1, Int32(prefix[1]), html.count - prefix.count + 1 - index) {
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - 1
            guard html[index] == prefix[0], memcmp(base + index, prefix, prefix.count) == 0 else {
                index += 2
                continue
            }
            var cursor = index + prefix.count
            var number = 0
            var digits = 0
            while cursor < html.count, html[cursor] >= 0x30, html[cursor] <= 0x39, digits < 9 {
                number = number * 10 + Int(html[cursor] - 0x30)
                cursor += 1
                digits += 1
            }
            guard digits > 0, number < splices.count, cursor + 3 <= html.count,
                  html[cursor] == UInt8(ascii: "-"), html[cursor + 1] == UInt8(ascii: "-"), html[cursor + 2] == UInt8(ascii: ">") else {
                index += 1
                continue
            }
            markers.append((index, cursor + 3, number))
            length += splices[number].count - (cursor + 3 - index)
            index = cursor + 3
        }
        var text = ""
        text.reserveCapacity(length)
        var copied = 0
        for marker in markers {
            text.append(decodingInRuns: UnsafeBufferPointer(rebasing: html[copied..<marker.start]))
            splices[marker.splice].withUnsafeBufferPointer { text.append(decodingInRuns: $0) }
            copied = marker.end
        }
        text.append(decodingInRuns: UnsafeBufferPointer(rebasing: html[copied...]))
        return text
    }

    /// Whether an HTML node is (half of) an empty named anchor, `<a id="name"></a>` (or `name=`): the
    /// way old permalinks are kept, and harmless, so it survives even when raw HTML is omitted. cmark
    /// reads it as two inline nodes, `<a id="name">` directly followed by `</a>`.
    private static func isEmptyAnchor(_ node: OpaquePointer) -> Bool {
        func literal(_ node: OpaquePointer?) -> String? {
            guard let node, cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE else { return nil }
            return cmark_node_get_literal(node).map { String(cString: $0) }
        }
        func isOpening(_ text: String?) -> Bool {
            text?.range(of: #"^<a (id|name)="[\p{L}\p{N}_.:-]+">$"#, options: .regularExpression) != nil
        }
        let text = literal(node)
        if isOpening(text) { return literal(cmark_node_next(node)) == "</a>" }
        return text == "</a>" && isOpening(literal(cmark_node_previous(node)))
    }

    /// The placeholder of the renderer output `index` in the tree.
    private static func spliceMarker(_ index: Int) -> String { "\(spliceMarkerPrefix)\(index)-->" }
    private static let spliceMarkerPrefix = "<!--blog-fenced-block-"
    private static let spliceMarkerPrefixBytes = Array(spliceMarkerPrefix.utf8)

    private func replace(_ node: OpaquePointer, withHTMLBlock html: String) {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
        cmark_node_set_literal(block, html)
        if cmark_node_replace(node, block) != 0 {
            cmark_node_free(node)
        } else {
            cmark_node_free(block)
        }
    }

    /// The text of a heading's inline content, in the pieces its id is made of (`HeadingText`); with `lineStarts` (the
    /// byte offset of each line of `parsedText`), each text piece as the source wrote it too.
    private func headingText(of node: OpaquePointer, lineStarts: [Int]?) -> HeadingText {
        var text = HeadingText()
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let child = cmark_iter_get_node(iterator), child != node else { continue }
            let type = cmark_node_get_type(child)
            if [CMARK_NODE_EMPH, CMARK_NODE_STRONG, CMARK_NODE_LINK, CMARK_NODE_IMAGE].contains(type)
                || (type.rawValue == Self.strikethroughType && Self.strikethroughType != 0) {
                text.pieces.append(event == CMARK_EVENT_ENTER ? .open : .close)
                continue
            }
            guard event == CMARK_EVENT_ENTER else { continue }
            switch type {
            case CMARK_NODE_TEXT:
                if let literal = cmark_node_get_literal(child) {
                    let string = String(cString: literal)
                    if let lineStarts, let written = goldmarkSource(of: child, literal: string, lineStarts: lineStarts) {
                        text.goldmarkSource[text.pieces.count] = written
                    }
                    text.pieces.append(.text(string))
                }
            case CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(child) { text.pieces.append(.code(String(cString: literal))) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.pieces.append(.lineBreak)
            case CMARK_NODE_HTML_INLINE:
                if let tex = formulaTeX[child] { text.pieces.append(.text(tex)) }
                else if let literal = omittedInlineHTML[child] ?? cmark_node_get_literal(child).map({ String(cString: $0) }),
                        literal.hasPrefix("<?") || (literal.hasPrefix("<!") && !literal.hasPrefix("<!--")) {
                    text.pieces.append(.declaration(literal))
                }
            default: break
            }
        }
        return text
    }
}

extension MarkdownDocument {
    /// The node type number of cmark-gfm's strikethrough extension (0 when it is not registered).
    static let strikethroughType: UInt32 = cmark_find_syntax_extension("strikethrough").map { _ in
        // The extension registers its node type on creation; a parse of `~~x~~` shows its number.
        let parser = cmark_parser_new(0)!
        defer { cmark_parser_free(parser) }
        if let ext = cmark_find_syntax_extension("strikethrough") { cmark_parser_attach_syntax_extension(parser, ext) }
        let text = "~~x~~"
        cmark_parser_feed(parser, text, text.utf8.count)
        guard let root = cmark_parser_finish(parser) else { return 0 }
        defer { cmark_node_free(root) }
        return cmark_node_first_child(cmark_node_first_child(root)).map { cmark_node_get_type($0).rawValue } ?? 0
    } ?? 0

    /// The byte offset where each line of `text` starts.
    static func lineStarts(_ text: String) -> [Int] {
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    /// The text node `node` as Goldmark read it from the source (`HeadingText.goldmarkSource`): backslash escapes
    /// undone and marked, named entities decoded, numeric ones as written; nil when the source between the node's
    /// positions does not read back as its `literal` (a node this renderer made or changed, or one over lines).
    func goldmarkSource(of node: OpaquePointer, literal: String, lineStarts: [Int]) -> String? {
        let line = Int(cmark_node_get_start_line(node)), first = Int(cmark_node_get_start_column(node)), last = Int(cmark_node_get_end_column(node))
        guard line >= 1, line <= lineStarts.count, line == Int(cmark_node_get_end_line(node)), first >= 1, last >= first else { return nil }
        let bytes = parsedText.utf8
        let start = lineStarts[line - 1] + first - 1, end = lineStarts[line - 1] + last
        guard end <= bytes.count else { return nil }
        let raw = Array(bytes.dropFirst(start).prefix(end - start))
        guard raw.contains(UInt8(ascii: "\\")) || raw.contains(UInt8(ascii: "&")) else {
            let plain = String(decoding: raw, as: UTF8.self)
            return plain == literal ? plain : nil
        }
        var written = "", decoded = ""
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "\\"), index + 1 < raw.count, Self.isASCIIPunctuation(raw[index + 1]) {
                let scalar = Unicode.Scalar(raw[index + 1])
                written.unicodeScalars.append(HeadingText.escaped(scalar))
                decoded.unicodeScalars.append(scalar)
                index += 2
                continue
            }
            if byte == UInt8(ascii: "&"), let end = raw[index...].prefix(40).firstIndex(of: UInt8(ascii: ";")) {
                let reference = String(decoding: raw[index...end], as: UTF8.self)
                if let value = Self.numericReference(reference) {
                    written += reference
                    decoded.unicodeScalars.append(value)
                    index = end + 1
                    continue
                }
                if let entity = Self.namedEntity(reference) {
                    written += entity
                    decoded += entity
                    index = end + 1
                    continue
                }
            }
            // One UTF-8 sequence as it is.
            var length = 1
            while index + length < raw.count, raw[index + length] & 0xC0 == 0x80 { length += 1 }
            let piece = String(decoding: raw[index..<(index + length)], as: UTF8.self)
            written += piece
            decoded += piece
            index += length
        }
        return decoded == literal ? written : nil
    }

    private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    /// The character `&#8220;` or `&#x201C;` names, as CommonMark reads one (U+FFFD for 0 or beyond Unicode); nil
    /// for anything else.
    static func numericReference(_ reference: String) -> Unicode.Scalar? {
        guard reference.hasPrefix("&#"), reference.hasSuffix(";") else { return nil }
        var digits = reference.dropFirst(2).dropLast()
        let hex = digits.first == "x" || digits.first == "X"
        if hex { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= (hex ? 6 : 7), digits.allSatisfy({ hex ? $0.isHexDigit : $0.isASCII && $0.isNumber }),
              let value = UInt32(digits, radix: hex ? 16 : 10) else { return nil }
        return value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// What the named reference (`&amp;`) stands for, as cmark decodes it; nil when it names no entity.
    static func namedEntity(_ reference: String) -> String? {
        guard reference.count > 2, reference.dropFirst().dropLast().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
              let root = cmark_parse_document(reference, reference.utf8.count, 0) else { return nil }
        defer { cmark_node_free(root) }
        guard let text = cmark_node_first_child(cmark_node_first_child(root)), cmark_node_get_type(text) == CMARK_NODE_TEXT,
              let literal = cmark_node_get_literal(text) else { return nil }
        let decoded = String(cString: literal)
        return decoded == reference ? nil : decoded
    }
}

/// HTML cmark wrote, in the buffer it allocated, freed with this value.
final class CmarkHTML {
    private let text: UnsafeMutablePointer<CChar>?

    init(_ text: UnsafeMutablePointer<CChar>?) { self.text = text }

    deinit { free(text) }

    /// The HTML's UTF-8 bytes.
    var bytes: UnsafeBufferPointer<UInt8> {
        guard let text else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
    }
}
