// The `layout` fenced-block renderer: draws a layout block as inline SVG, once per distinct block.
import Diagram
import Parallel

/// Renders ```` ```layout ```` blocks with the project's layout engine.
///
/// Each distinct block (info string and content) is laid out once per process: posts that repeat
/// a block, and rebuilds of `blog serve`, take it from a cache keyed by the block's text. Blocks are
/// rendered as the Markdown of each post is, so diagrams of different posts are laid out in parallel.
public struct LayoutDiagramRenderer: Sendable {
    /// Whether errors in a block are downgraded to warnings, leaving a visible error box in the page
    /// (`blog build --keep-going`); otherwise they fail the build.
    public var keepsGoing: Bool
    private let cache = DiagramCache()

    /// Creates the renderer.
    public init(keepsGoing: Bool = false) {
        self.keepsGoing = keepsGoing
    }

    /// How many blocks this renderer has laid out (the rest came from its cache).
    public var layoutCount: Int { cache.layoutCount }

    /// Registers the renderer for `layout` blocks in `renderers`.
    public func register(in renderers: inout FencedBlockRenderers) {
        // The version changes the Markdown cache key when the severity of block errors changes.
        renderers.register("layout", version: keepsGoing ? "1-keep-going" : "1") { block in render(block) }
        renderers.registerCodeFigure("layout", version: keepsGoing ? "1-keep-going" : "1") { language, block in render(code: block, language: language) }
    }

    /// The languages whose code blocks draw their layout, by the names info strings give them.
    static let codeLanguages: [String: CodeLanguage] = ["objc": .objc, "objective-c": .objc, "objectivec": .objc, "obj-c": .objc,
                                                        "m": .objc, "mm": .objc, "swift": .swift]

    /// The figure for a code block with `layout` after its language: the layout the code builds.
    public func render(code block: FencedBlock, language name: String) -> FencedBlockOutput {
        let words = Self.words(block.interface)
        let key = "code\u{0}" + name + "\u{0}" + block.arguments + "\u{0}" + block.source + Self.cacheKey(words)
        if let cached = cache.output(for: key) { return cached }
        let severity: Diagnostic.Severity = keepsGoing ? .warning : .error
        guard let language = Self.codeLanguages[name.lowercased()] else {
            return FencedBlockOutput(html: "", diagnostics: [FencedBlockDiagnostic(severity, line: 0, column: 1,
                "'layout' after '\(name)': diagrams are drawn from Objective-C (objc) or Swift (swift) code")])
        }
        cache.countLayout()
        let result = DiagramPipeline(lowering: EngineLowering()).render(code: block.source, language: language, infoString: "layout " + block.arguments,
                                                                       embedsStyleSheet: false, words: words)
        let output = FencedBlockOutput(html: Self.figure(result, key: key), diagnostics: Self.diagnostics(of: result, severity: severity),
                                       needs: .diagramStyleSheet)
        cache.store(output, for: key)
        return output
    }

    /// The result's problems as diagnostics: info-string columns from `layout` (line 0), the rest in the block.
    private static func diagnostics(of result: DiagramResult, severity: Diagnostic.Severity) -> [FencedBlockDiagnostic] {
        result.infoStringErrors.map { FencedBlockDiagnostic(severity, line: 0, column: $0.position.column, $0.message) }
            + result.blockErrors.map { FencedBlockDiagnostic(severity, line: $0.position.line, column: $0.position.column, $0.message) }
    }

    /// The HTML and diagnostics for one block.
    public func render(_ block: FencedBlock) -> FencedBlockOutput {
        let words = Self.words(block.interface)
        let key = block.arguments + "\u{0}" + block.source + Self.cacheKey(words)
        if let cached = cache.output(for: key) { return cached }
        cache.countLayout()
        // The page carries the style sheet once (`DiagramStyles`, asked for by `needs`), not each diagram.
        let result = DiagramPipeline(lowering: EngineLowering()).render(source: block.source, infoString: "layout " + block.arguments,
                                                                       embedsStyleSheet: false, words: words)
        // Info-string columns count from `layout`; the fence line has three backticks before it.
        let diagnostics = Self.diagnostics(of: result, severity: keepsGoing ? .warning : .error).map { diagnostic -> FencedBlockDiagnostic in
            var located = diagnostic
            if located.line == 0 { located.column += 3 }
            return located
        }
        let output = FencedBlockOutput(html: Self.figure(result, key: key), diagnostics: diagnostics, needs: .diagramStyleSheet)
        cache.store(output, for: key)
        return output
    }
}

extension LayoutDiagramRenderer {
    /// The words around a diagram in the language of `interface`.
    static func words(_ interface: InterfaceStrings) -> DiagramWords {
        DiagramWords(frames: interface.text("diagramFrames"), view: interface.text("diagramView"), width: interface.text("diagramWidth"),
                     height: interface.text("diagramHeight"), contentSizeAndOffset: interface.text("diagramContent"),
                     screenWidth: interface.text("diagramScreenWidth"))
    }

    /// What of `words` a cached figure depends on (nothing for English, the common case, so its keys stay short).
    static func cacheKey(_ words: DiagramWords) -> String {
        words == .english ? "" : "\u{0}" + [words.frames, words.view, words.width, words.height, words.contentSizeAndOffset, words.screenWidth].joined(separator: "\u{1}")
    }

    /// The diagram as a `<figure>`: the width picker of a `switch` diagram, the SVG (whose `<title>` and
    /// `aria-label` say what it shows), the `<details>` table of every view's frame, and the caption.
    static func figure(_ result: DiagramResult, key: String) -> String {
        guard !result.switchLabels.isEmpty else { return figure(result, controls: "", classes: "layout-diagram") }
        // A radio group name of its own: the block's text hashed, so two diagrams on a page do not share one.
        var hash = FNV1a()
        hash.add(key)
        let group = "ld-" + String(hash.value % 0xFFFF_FFFF, radix: 36)
        return figure(result, controls: WidthPicker.html(labels: result.switchLabels, group: group, label: result.options.words.screenWidth) + "\n", classes: "layout-diagram ld-switch")
    }

    private static func figure(_ result: DiagramResult, controls: String, classes: String) -> String {
        var html = "<figure class=\"\(classes)\">\n\(controls)\(result.svg)"
        if !result.framesTable.isEmpty { html += result.framesTable + "\n" }
        // A figure's caption is its first or last child.
        if let caption = result.options.caption, result.isSuccess {
            html += "<figcaption>\(HTMLEscaping.text(caption))</figcaption>\n"
        }
        return html + "</figure>"
    }
}

/// Rendered blocks by their text, shared by the threads that render posts.
private final class DiagramCache: Sendable {
    private let entries = Locked<[String: FencedBlockOutput]>([:])
    private let layouts = Locked(0)

    var layoutCount: Int { layouts.withLock { $0 } }

    func countLayout() { layouts.withLock { $0 += 1 } }

    func output(for key: String) -> FencedBlockOutput? {
        entries.withLock { $0[key] }
    }

    func store(_ output: FencedBlockOutput, for key: String) {
        entries.withLock { $0[key] = output }
    }
}
