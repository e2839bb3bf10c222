// Renders a standalone layout-language file or layout code (`blog layout render`, `solve`) and locates its errors in that file.
import Blog
import Diagram
import Layout

/// Draws one layout file, as SVG or as the frames' JSON, with errors as diagnostics at `path`.
struct DiagramFileRenderer: Sendable {
    /// The file's path as the user gave it, used in diagnostics.
    var path: String

    /// Creates a renderer for the file at `path`.
    init(path: String) {
        self.path = path
    }

    /// The drawn file, or the diagnostics that stopped it.
    struct Rendering: Sendable {
        /// The SVG or JSON text; nil when there were errors.
        var text: String?
        /// Every problem, located in the file (info-string problems at line 1 of the file).
        var diagnostics: [Diagnostic]
    }

    /// Lays out `source` with the info-string `options` and returns SVG (or, with `asJSON`, the
    /// frames of the first width in `blog layout solve`'s JSON form).
    func render(source: String, options: String, asJSON: Bool) -> Rendering {
        let lowering = EngineLowering()
        if asJSON {
            let (parsedOptions, optionErrors) = DiagramOptions.parse(infoString: "layout " + options)
            let parsed = Parser.parse(source)
            var errors = parsed.errors
            if errors.isEmpty && optionErrors.isEmpty {
                let document = parsed.document
                let size = Size(width: parsedOptions.widths.first ?? document.screen.size.width,
                                height: parsedOptions.height ?? document.screen.size.height)
                do {
                    return Rendering(text: try lowering.relativeScene(document, screen: size).frameJSON, diagnostics: [])
                } catch {
                    errors = error.errors
                }
            }
            return Rendering(text: nil, diagnostics: diagnostics(optionErrors: optionErrors, blockErrors: errors))
        }
        let result = DiagramPipeline(lowering: lowering).render(source: source, infoString: "layout " + options)
        guard result.isSuccess else {
            return Rendering(text: nil, diagnostics: diagnostics(optionErrors: result.infoStringErrors, blockErrors: result.blockErrors))
        }
        return Rendering(text: result.svg, diagnostics: [])
    }

    /// The frames of layout code, in `blog layout solve`'s JSON form.
    func solve(code: String, language: CodeLanguage, options: CodeLayoutOptions) -> Rendering {
        let read = CodeLayoutReader.read(code, language: language, options: options)
        guard let document = read.document else { return Rendering(text: nil, diagnostics: diagnostics(optionErrors: [], blockErrors: read.errors)) }
        do {
            return Rendering(text: try EngineLowering().relativeScene(document, screen: document.screen.size).frameJSON, diagnostics: [])
        } catch {
            return Rendering(text: nil, diagnostics: diagnostics(optionErrors: [], blockErrors: read.explained(error.errors)))
        }
    }

    /// Layout code drawn as SVG with the info-string `infoOptions`; the command line's sizes and values win over theirs.
    func render(code: String, language: CodeLanguage, arguments: CodeLayoutArguments, infoOptions: String) throws -> Rendering {
        var (options, optionErrors) = DiagramOptions.parse(infoString: "layout " + infoOptions, isCode: true)
        let given = try arguments.options()
        if arguments.screen != nil { options.screen = given.screen }
        options.intrinsicSizes.merge(given.intrinsicSizes) { _, given in given }
        options.defines.merge(given.defines) { _, given in given }
        let result = DiagramPipeline(lowering: EngineLowering()).render(code: code, language: language, options: options, optionErrors: optionErrors)
        guard result.isSuccess else {
            return Rendering(text: nil, diagnostics: diagnostics(optionErrors: result.infoStringErrors, blockErrors: result.blockErrors))
        }
        return Rendering(text: result.svg, diagnostics: [])
    }

    private func diagnostics(optionErrors: [DiagramError], blockErrors: [DiagramError]) -> [Diagnostic] {
        optionErrors.map { Diagnostic.error("in --options: \($0.message)", at: SourceLocation(path: path, line: 1, column: 1)) }
            + blockErrors.map { Diagnostic.error($0.message, at: SourceLocation(path: path, line: $0.position.line, column: $0.position.column)) }
    }
}
