// Markdown source → HTML, headings, summary and diagnostics: the one entry point to the Markdown layer.

/// The result of rendering one Markdown text.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The document's HTML. Site-root-absolute URLs carry `SiteRoot.marker`.
    public var html: String
    /// The HTML of the first top-level paragraph, if any.
    public var firstParagraphHTML: String?
    /// Every heading in document order, with its id.
    public var headings: [Heading]
    /// Problems reported by fenced-block renderers, already located in the Markdown text (line 1 is
    /// the text's first line; callers add the offset of the text inside its file).
    public var diagnostics: [FencedBlockDiagnostic]
    /// What a page that shows the HTML needs (`PageNeeds`).
    public var needs: PageNeeds = []
    /// The site's images its images name, with the size each had (`ImageSizes`).
    public var imageLookups: ImageLookups = [:]
    /// The words of its text and code (not of its diagrams).
    public var wordCount: WordCount { WordCount(html: html) }
}

/// Renders Markdown with cmark-gfm and the site's rules. A value: safe to share across threads.
public struct MarkdownRenderer: Sendable {
    /// Whether the user's raw HTML reaches the page (`unsafe: true` in blog.yml).
    public var allowsRawHTML: Bool
    /// Whether `$…$` and `$$…$$` are math, rendered to MathML (`math:` in blog.yml).
    public var math: Bool
    /// Whether `\(…\)` and `\[…\]` are math too (`math: {brackets: true}`).
    public var mathBrackets: Bool
    /// Renderers for fenced blocks (`layout`, …).
    public var fencedBlockRenderers: FencedBlockRenderers
    /// How the other code blocks are highlighted.
    public var codeHighlighting: CodeHighlighting
    /// Highlighted blocks remembered across renderings (`blog serve`), or `nil`.
    public var codeBlockMemo: CodeBlockMemo?
    /// The site's images, for the width and height of the images that name them. Not part of `cacheKey`: a rendering
    /// says which it looked up (`RenderedMarkdown.imageLookups`), and is reused only while they agree.
    public var imageSizes: ImageSizes
    /// The site's interface strings, for the words fenced-block renderers write around a drawing.
    public var interface: InterfaceStrings
    /// How headings get their ids (`headingIDs:` in blog.yml).
    public var headingIDs: HeadingIDStyle

    /// Creates a renderer.
    public init(allowsRawHTML: Bool = false, math: Bool = true, mathBrackets: Bool = false, fencedBlockRenderers: FencedBlockRenderers = FencedBlockRenderers(),
                codeHighlighting: CodeHighlighting = CodeHighlighting(), codeBlockMemo: CodeBlockMemo? = nil,
                imageSizes: ImageSizes = ImageSizes(), interface: InterfaceStrings = .english, headingIDs: HeadingIDStyle = .blog) {
        self.allowsRawHTML = allowsRawHTML
        self.math = math
        self.mathBrackets = mathBrackets
        self.fencedBlockRenderers = fencedBlockRenderers
        self.codeHighlighting = codeHighlighting
        self.codeBlockMemo = codeBlockMemo
        self.imageSizes = imageSizes
        self.interface = interface
        self.headingIDs = headingIDs
    }

    /// A key that changes whenever the same Markdown would render differently.
    public var cacheKey: String { "\(allowsRawHTML)|\(math)|\(mathBrackets)|\(fencedBlockRenderers.identity)|\(codeHighlighting.cacheKey)|\(interface.fingerprint)|\(headingIDs)" }

    /// Renders `markdown`. Never fails: Markdown has no syntax errors; renderer problems come back as diagnostics.
    public func render(_ markdown: String) -> RenderedMarkdown { finish(prepare(markdown)) }

    /// Parses `markdown` and applies the site's rules. A text with code blocks to highlight is left with them:
    /// `highlightCode(in:)` highlights those of several texts together, then `finish` makes each one's HTML.
    func prepare(_ markdown: String) -> PreparedMarkdown {
        let document = MarkdownDocument(markdown, math: math, brackets: mathBrackets)
        var ids = HeadingIDAllocator(style: headingIDs)
        let (headings, blocks) = document.transform(
            allowsRawHTML: allowsRawHTML, renderers: fencedBlockRenderers, highlighting: codeHighlighting, imageSizes: imageSizes,
            interface: interface, headingIDs: &ids)
        var diagnostics: [FencedBlockDiagnostic] = []
        for block in blocks {
            for var diagnostic in block.diagnostics {
                // Line 0 is the opening fence (the info string); line 1 the block's first content line.
                diagnostic.line = block.line + max(diagnostic.line, 0) - 1
                diagnostics.append(diagnostic)
            }
        }
        return PreparedMarkdown(document, headings: headings, diagnostics: diagnostics)
    }

    /// Highlights the code blocks of `texts` (`PreparedMarkdown.highlightCode(in:memo:)`).
    func highlightCode(in texts: [PreparedMarkdown]) {
        PreparedMarkdown.highlightCode(in: texts, memo: codeBlockMemo)
    }

    /// The rendering of a prepared text; its code blocks are highlighted here if `highlightCode(in:)` has not.
    func finish(_ text: PreparedMarkdown) -> RenderedMarkdown {
        if text.hasCodeToHighlight { highlightCode(in: [text]) }
        return text.rendered()
    }
}

/// Markdown parsed and transformed (`MarkdownRenderer.prepare`). Its code blocks may be waiting to be highlighted: then
/// it keeps cmark's HTML, which has a marker where each goes. Used by one thread at a time.
final class PreparedMarkdown {
    let headings: [Heading]
    /// The fenced blocks' problems, located in the Markdown text.
    let diagnostics: [FencedBlockDiagnostic]
    /// What a page that shows the text needs.
    let needs: PageNeeds
    /// The site's images the text's images name (`MarkdownDocument.imageLookups`).
    let imageLookups: ImageLookups
    /// The HTML of the text and of its first paragraph: final, or as cmark wrote it with markers for `splices`.
    private let html: Rendering
    private var splices: [[UInt8]]
    /// The code blocks left to highlight, with the splice each one's HTML goes to.
    private var pendingCode: [(splice: Int, code: [UInt8], block: PlannedCodeBlock)]
    /// Whether the HTML may hold characters XML forbids, to be replaced (`MarkdownDocument.mayHoldForbiddenInXML`).
    private let mayHoldForbiddenInXML: Bool

    private enum Rendering {
        case final(String, firstParagraph: String?)
        case unspliced(CmarkHTML, firstParagraph: CmarkHTML?)
    }

    /// The text `document` holds, rendered now unless it has code blocks to highlight; the parsed tree is not kept.
    fileprivate init(_ document: MarkdownDocument, headings: [Heading], diagnostics: [FencedBlockDiagnostic]) {
        self.headings = headings
        self.diagnostics = diagnostics
        needs = document.needs
        imageLookups = document.imageLookups
        splices = document.splices
        pendingCode = document.pendingCode
        mayHoldForbiddenInXML = document.mayHoldForbiddenInXML
        html = pendingCode.isEmpty ? .final(document.html(), firstParagraph: document.firstParagraphHTML())
            : .unspliced(document.unsplicedHTML(), firstParagraph: document.unsplicedFirstParagraphHTML())
    }

    /// Whether code blocks wait to be highlighted.
    var hasCodeToHighlight: Bool { !pendingCode.isEmpty }

    /// Highlights the code blocks of `texts`, one language's after another. A build hands it the files a thread reads
    /// in a row: a lexer's code, tables and branch history then stay warm from one block to the next, where between
    /// one file's blocks and the next file's, reading its front matter and Markdown cooled them (docs/highlighting.md,
    /// "Speed").
    static func highlightCode(in texts: [PreparedMarkdown], memo: CodeBlockMemo?) {
        var languages: [String] = []
        var blocksByLanguage: [String: [(text: PreparedMarkdown, block: Int)]] = [:]
        for text in texts {
            for (index, pending) in text.pendingCode.enumerated() {
                if blocksByLanguage[pending.block.language] == nil { languages.append(pending.block.language) }
                blocksByLanguage[pending.block.language, default: []].append((text, index))
            }
        }
        for language in languages {
            for (text, index) in blocksByLanguage[language]! {
                let pending = text.pendingCode[index]
                text.splices[pending.splice] = pending.block.html(of: pending.code, memo: memo)
            }
        }
        for text in texts { text.pendingCode = [] }
    }

    /// The text's rendering, its splices in place; its code blocks must be highlighted.
    fileprivate func rendered() -> RenderedMarkdown {
        var result: RenderedMarkdown
        switch html {
        case .final(let html, let firstParagraph):
            result = RenderedMarkdown(html: html, firstParagraphHTML: firstParagraph, headings: headings, diagnostics: diagnostics)
        case .unspliced(let html, let firstParagraph):
            result = RenderedMarkdown(html: MarkdownDocument.html(html, splices: splices),
                                      firstParagraphHTML: firstParagraph.map { MarkdownDocument.html($0, splices: splices) },
                                      headings: headings, diagnostics: diagnostics)
        }
        result.needs = needs
        result.imageLookups = imageLookups
        if mayHoldForbiddenInXML {
            result.html = HTMLEscaping.replacingForbiddenInXML(result.html)
            result.firstParagraphHTML = result.firstParagraphHTML.map(HTMLEscaping.replacingForbiddenInXML)
        }
        return result
    }
}
