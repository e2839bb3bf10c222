// One block from text to SVG: options, parse, lower at each width, render; or an error box.
import Layout

/// The outcome of drawing one fenced `layout` block.
public struct DiagramResult: Hashable, Sendable {
    /// The diagram, or (when there are errors) the visible error box `blog build --keep-going` shows.
    public var svg: String
    /// The `<details>` table of every view's frame (`FramesTable`); empty when there are errors.
    public var framesTable: String = ""
    /// The panel labels of a `switch` diagram, for its width picker; empty otherwise.
    public var switchLabels: [String] = []
    /// The parsed options (defaults where the info string was wrong).
    public var options: DiagramOptions
    /// Problems in the info string: line 1, columns within the info string (the fence line in the post).
    public var infoStringErrors: [DiagramError]
    /// Problems in the block: lines and columns within the block's content (line 1 is the line after
    /// the opening fence).
    public var blockErrors: [DiagramError]

    /// Whether the diagram was drawn without errors.
    public var isSuccess: Bool { infoStringErrors.isEmpty && blockErrors.isEmpty }
}

/// Draws layout blocks: the whole path from the info string and content to SVG.
public struct DiagramPipeline: Sendable {
    /// The layout engine adapter.
    public var lowering: any LayoutLowering

    /// Creates a pipeline over a lowering.
    public init(lowering: any LayoutLowering) {
        self.lowering = lowering
    }

    /// Draws `source` with the options of `infoString` (`layout width=393 …`).
    ///
    /// Never throws: every problem is returned in the result, with an error box as its SVG. The error
    /// box lists `fence:COLUMN` / `LINE:COLUMN` messages; `Blog` may redraw it with
    /// `SVGRenderer.renderError` once it has turned the positions into `post.md:line:column`.
    /// `embedsStyleSheet: false` leaves the style sheet out of the SVG, for a page whose CSS has it.
    public func render(source: String, infoString: String, embedsStyleSheet: Bool = true, words: DiagramWords = .english) -> DiagramResult {
        var (options, optionErrors) = DiagramOptions.parse(infoString: infoString)
        options.embedsStyleSheet = embedsStyleSheet
        options.words = words
        let parsed = Parser.parse(source)
        let document = parsed.document
        let height = options.height ?? document.screen.size.height
        let widths = options.widths.isEmpty ? [document.screen.size.width] : options.widths
        return draw(options: options, optionErrors: optionErrors, parseErrors: parsed.errors,
                    screens: widths.map { Size(width: $0, height: height) }) { screen in
            do throws(LoweringFailure) { return (try lowering.layOut(document, screen: screen), []) } catch { return (error.recovered, error.errors) }
        }
    }

    /// Draws a code block's layout (```` ```objc layout screen=375x667 ````; `infoString` from `layout` on): the code is
    /// read once per width, since it may use the screen's size (`SCREEN_WIDTH`).
    public func render(code: String, language: CodeLanguage, infoString: String, embedsStyleSheet: Bool = true,
                       words: DiagramWords = .english) -> DiagramResult {
        var (options, optionErrors) = DiagramOptions.parse(infoString: infoString, isCode: true)
        options.embedsStyleSheet = embedsStyleSheet
        options.words = words
        return render(code: code, language: language, options: options, optionErrors: optionErrors)
    }

    /// Draws a code block's layout with options already parsed (and perhaps changed, as the command line does).
    public func render(code: String, language: CodeLanguage, options: DiagramOptions, optionErrors: [DiagramError] = []) -> DiagramResult {
        let screen = options.screen ?? CodeLayoutOptions().screen
        let height = options.height ?? screen.height
        let widths = options.widths.isEmpty ? [screen.width] : options.widths
        return draw(options: options, optionErrors: optionErrors, parseErrors: [], screens: widths.map { Size(width: $0, height: height) }) { size in
            let read = CodeLayoutReader.read(code, language: language,
                                             options: CodeLayoutOptions(screen: size, intrinsicSizes: options.intrinsicSizes, defines: options.defines))
            guard var document = read.document else { return (nil, read.errors) }
            document.screen.size = size
            do throws(LoweringFailure) { return (try lowering.layOut(document, screen: size), []) } catch { return (error.recovered, read.explained(error.errors)) }
        }
    }

    /// Lays out each screen (`layOut` gives the laid-out root, or the errors, or both when the solver recovered from
    /// conflicts) and draws the panels, or the error box; a layout recovered at every width is drawn with its broken
    /// constraints marked, above the error box.
    private func draw(options: DiagramOptions, optionErrors: [DiagramError], parseErrors: [DiagramError], screens: [Size],
                      layOut: (Size) -> (SceneView?, [DiagramError])) -> DiagramResult {
        var blockErrors = parseErrors
        var panels: [ScenePanel] = []
        if blockErrors.isEmpty {
            for screen in screens {
                let (root, errors) = layOut(screen)
                // The same mistake fails at every width; report it once.
                blockErrors += errors.filter { !blockErrors.contains($0) }
                if let root { panels.append(ScenePanel(label: screens.count > 1 ? "\(screen.width.compact) pt" : nil, root: root)) }
            }
        }
        blockErrors.sort()
        var svg: String
        var framesTable = ""
        var switchLabels: [String] = []
        if optionErrors.isEmpty && blockErrors.isEmpty {
            svg = SVGRenderer.render(DiagramScene(panels: panels), options: options)
            framesTable = FramesTable.html(DiagramScene(panels: panels), words: options.words)
            if options.switchesWidths && panels.count > 1 { switchLabels = panels.compactMap(\.label) }
        } else {
            let messages = optionErrors.map { "info string, column \($0.position.column): \($0.message)" }
                + blockErrors.map(\.description)
            svg = SVGRenderer.renderError(messages: messages, caption: options.caption, embedsStyleSheet: options.embedsStyleSheet)
            if optionErrors.isEmpty && panels.count == screens.count {
                svg = SVGRenderer.render(DiagramScene(panels: panels), options: options) + "\n" + svg
            }
        }
        return DiagramResult(svg: svg, framesTable: framesTable, switchLabels: switchLabels, options: options, infoStringErrors: optionErrors, blockErrors: blockErrors)
    }
}
