// Fuzzes the layout language: parse, lay out and draw a block; errors in the block, drawing deterministic.
import Diagram
import Foundation

enum LayoutLanguageTarget: FuzzTarget {
    static let name = "layout-language"

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        // The first line plays the info string, as in a Markdown fence.
        let newline = text.firstIndex(of: "\n") ?? text.endIndex
        let infoString = String(text[..<newline])
        let source = newline < text.endIndex ? String(text[text.index(after: newline)...]) : ""
        let pipeline = DiagramPipeline(lowering: EngineLowering())
        let result = pipeline.render(source: source, infoString: infoString)
        let bounds = TextBounds(source)
        for error in result.blockErrors {
            Promise.check(bounds.contains(line: error.position.line, column: error.position.column),
                          "error outside the block: \(error)")
        }
        for error in result.infoStringErrors {
            Promise.check(error.position.line == 1 && error.position.column >= 1, "info string error at \(error.position)")
        }
        Promise.check(!result.svg.isEmpty, "no SVG and no error")
        Promise.check(pipeline.render(source: source, infoString: infoString) == result, "drawing twice differs")
    }
}
