// `blog layout render FILE`: draws a standalone layout file (or layout code) as SVG, or prints its frames as JSON.
import ArgumentParser
import Blog
import Diagram
import Foundation
import Layout

struct LayoutRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a layout-language file (a fenced layout block's content) and draw it.",
        discussion: "Errors go to stderr as FILE:LINE:COL: error: message, with exit status 1."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg, json
    }

    @Argument(help: "A file in the layout language (docs/layout-language.md), or layout code (.m, .swift; docs/code-diagrams.md).")
    var file: String

    @OptionGroup var code: CodeLayoutArguments

    @Option(help: "svg draws the diagram; json prints the frames in the form of 'blog layout solve'.")
    var format: Format = .svg

    @Option(name: [.customShort("o"), .long], help: "Write to this file instead of standard output.")
    var output: String?

    @Option(help: "Options as on a fenced block's info string, e.g. 'widths=320,393 show=frames'.")
    var options: String = ""

    func run() throws {
        let source: String
        do { source = try LayoutSourceFile.read(path: file) } catch {
            FileHandle.standardError.write(Data("\(error.diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        let renderer = DiagramFileRenderer(path: file)
        let rendering: DiagramFileRenderer.Rendering
        if let language = code.language(of: file) {
            rendering = format == .json ? renderer.solve(code: source, language: language, options: try code.options())
                : try renderer.render(code: source, language: language, arguments: code, infoOptions: options)
        } else {
            rendering = renderer.render(source: source, options: options, asJSON: format == .json)
        }
        guard rendering.diagnostics.isEmpty, let text = rendering.text else {
            FileHandle.standardError.write(Data((rendering.diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
            throw ExitCode(1)
        }
        if let output {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } else {
            print(text)
        }
    }
}
