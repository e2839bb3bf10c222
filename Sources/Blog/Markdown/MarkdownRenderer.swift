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
}

/// Renders Markdown with cmark-gfm and the site's rules. A value: safe to share across threads.
public struct MarkdownRenderer: Sendable {
    /// Whether the user's raw HTML reaches the page (`unsafe: true` in blog.yml).
    public var allowsRawHTML: Bool
    /// Renderers for fenced blocks (`layout`, …).
    public var fencedBlockRenderers: FencedBlockRenderers
    /// How the other code blocks are highlighted.
    public var codeHighlighting: CodeHighlighting
    /// Highlighted blocks remembered across renderings (`blog serve`), or `nil`.
    public var codeBlockMemo: CodeBlockMemo?

    /// Creates a renderer.
    public init(allowsRawHTML: Bool = false, fencedBlockRenderers: FencedBlockRenderers = FencedBlockRenderers(),
                codeHighlighting: CodeHighlighting = CodeHighlighting(), codeBlockMemo: CodeBlockMemo? = nil) {
        self.allowsRawHTML = allowsRawHTML
        self.fencedBlockRenderers = fencedBlockRenderers
        self.codeHighlighting = codeHighlighting
        self.codeBlockMemo = codeBlockMemo
    }

    /// A key that changes whenever the same Markdown would render differently.
    public var cacheKey: String { "\(allowsRawHTML)|\(fencedBlockRenderers.identity)|\(codeHighlighting.cacheKey)" }

    /// Renders `markdown`. Never fails: Markdown has no syntax errors; renderer problems come back as diagnostics.
    public func render(_ markdown: String) -> RenderedMarkdown {
        let document = MarkdownDocument(markdown)
        var ids = HeadingIDAllocator()
        let (headings, blocks) = document.transform(
            allowsRawHTML: allowsRawHTML, renderers: fencedBlockRenderers,
            highlighting: codeHighlighting, memo: codeBlockMemo, headingIDs: &ids)
        var diagnostics: [FencedBlockDiagnostic] = []
        for block in blocks {
            for var diagnostic in block.diagnostics {
                // Line 0 is the opening fence (the info string); line 1 the block's first content line.
                diagnostic.line = block.line + max(diagnostic.line, 0) - 1
                diagnostics.append(diagnostic)
            }
        }
        return RenderedMarkdown(
            html: document.html(), firstParagraphHTML: document.firstParagraphHTML(),
            headings: headings, diagnostics: diagnostics)
    }
}
