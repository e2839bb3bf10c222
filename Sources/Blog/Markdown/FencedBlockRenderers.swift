// The hook by which a fenced code block's info string selects a Swift renderer that replaces it with HTML.

/// A fenced code block handed to a registered renderer.
public struct FencedBlock: Sendable, Hashable {
    /// The first word of the info string (` ```layout vertical ` → `layout`).
    public var name: String
    /// The rest of the info string after the first word, trimmed.
    public var arguments: String
    /// The block's content, without the fences.
    public var source: String
    /// The interface strings of the page around it, for words a renderer writes around its drawing.
    public var interface: InterfaceStrings

    /// Creates a block (the build makes these; renderers' tests may too).
    public init(name: String, arguments: String = "", source: String, interface: InterfaceStrings = .english) {
        self.name = name
        self.arguments = arguments
        self.source = source
        self.interface = interface
    }
}

/// A problem a fenced-block renderer found, located inside the block (line 1 is the block's first content line).
public struct FencedBlockDiagnostic: Sendable, Hashable {
    /// Error or warning.
    public var severity: Diagnostic.Severity
    /// 1-based line inside the block's content; 0 for the opening fence line (the info string).
    public var line: Int
    /// 1-based column on that line.
    public var column: Int
    /// One sentence that quotes the offending text.
    public var message: String

    /// Creates a diagnostic located inside a fenced block.
    public init(_ severity: Diagnostic.Severity, line: Int, column: Int, _ message: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
    }
}

/// What a fenced-block renderer returns: the HTML that replaces the block and any problems found.
public struct FencedBlockOutput: Sendable, Hashable {
    /// Raw HTML inserted in place of the block (always, even when raw HTML is otherwise omitted).
    public var html: String
    /// Problems, located inside the block; the build converts them to the Markdown file's lines.
    public var diagnostics: [FencedBlockDiagnostic]
    /// What a page that shows the HTML needs (a style sheet it carries once for every block).
    public var needs: PageNeeds

    /// Creates a renderer result.
    public init(html: String, diagnostics: [FencedBlockDiagnostic] = [], needs: PageNeeds = []) {
        self.html = html
        self.diagnostics = diagnostics
        self.needs = needs
    }
}

/// A registry of fenced-block renderers keyed by the first word of the info string.
///
/// Blocks whose first word has no renderer stay ordinary code blocks (`<pre><code class="language-X">`).
/// Renderers run concurrently on many posts at once, so they must be pure and thread-safe.
public struct FencedBlockRenderers: Sendable {
    /// Turns one block into HTML.
    public typealias Render = @Sendable (FencedBlock) -> FencedBlockOutput

    /// Draws a figure from a code block's own code (```` ```swift layout ````): the block's first word is the language
    /// (passed apart), its `name` the keyword and its `arguments` what follows the keyword. The code block stays, highlighted
    /// as any other; the figure follows it.
    public typealias RenderCodeFigure = @Sendable (_ language: String, FencedBlock) -> FencedBlockOutput

    private var renderers: [String: Render] = [:]
    private var codeFigures: [String: RenderCodeFigure] = [:]
    private var versions: [String: String] = [:]
    /// A string that changes whenever the set of renderers changes; part of every cache key of
    /// rendered Markdown, so registering a renderer re-renders the posts.
    public private(set) var identity: String = ""

    /// An empty registry.
    public init() {}

    /// Registers `render` for blocks whose info string starts with `name`, replacing any earlier one.
    /// `version` identifies the renderer's behaviour for caches: change it when its output changes.
    public mutating func register(_ name: String, version: String = "1", _ render: @escaping Render) {
        renderers[name] = render
        versions[name] = version
        updateIdentity()
    }

    /// Registers `render` for code blocks whose info string's second word is `keyword` (```` ```objc layout ````).
    public mutating func registerCodeFigure(_ keyword: String, version: String = "1", _ render: @escaping RenderCodeFigure) {
        codeFigures[keyword] = render
        versions["code " + keyword] = version
        updateIdentity()
    }

    private mutating func updateIdentity() {
        identity = versions.keys.sorted().map { "\($0)@\(versions[$0] ?? "")" }.joined(separator: ",")
    }

    /// The renderer registered for `name`, if any.
    public func renderer(named name: String) -> Render? { renderers[name] }

    /// The code-figure renderer an info string asks for with its second word, with the block's language, the keyword's
    /// 0-based offset in the info string, and the arguments after it.
    func codeFigure(info: String) -> (render: RenderCodeFigure, language: String, keyword: String, offset: Int, arguments: String)? {
        guard !codeFigures.isEmpty else { return nil }
        let scalars = Array(info.unicodeScalars)
        func isBlank(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" }
        var i = 0
        while i < scalars.count, isBlank(scalars[i]) { i += 1 }
        let languageStart = i
        while i < scalars.count, !isBlank(scalars[i]) { i += 1 }
        let language = String(String.UnicodeScalarView(scalars[languageStart..<i]))
        while i < scalars.count, isBlank(scalars[i]) { i += 1 }
        let keywordStart = i
        while i < scalars.count, !isBlank(scalars[i]) { i += 1 }
        let keyword = String(String.UnicodeScalarView(scalars[keywordStart..<i]))
        guard !language.isEmpty, let render = codeFigures[keyword] else { return nil }
        let arguments = String(String.UnicodeScalarView(scalars[i...])).trimmingASCIIWhitespace()
        return (render, language, keyword, keywordStart, arguments)
    }

    /// Whether no renderer is registered.
    public var isEmpty: Bool { renderers.isEmpty && codeFigures.isEmpty }
}
