// Fuzzes the code reader: Objective-C or Swift layout code read, laid out and drawn; frames or errors inside the code.
import Diagram
import Foundation

enum LayoutCodeTarget: FuzzTarget {
    static let name = "layout-code"

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        // The first line plays the info string after the language (`layout screen=320x480`); its first byte picks the language.
        let newline = text.firstIndex(of: "\n") ?? text.endIndex
        let infoString = "layout " + String(text[..<newline])
        let code = newline < text.endIndex ? String(text[text.index(after: newline)...]) : ""
        let language: CodeLanguage = input.first.map { $0 % 2 == 0 } ?? true ? .swift : .objc
        let pipeline = DiagramPipeline(lowering: EngineLowering())
        let result = pipeline.render(code: code, language: language, infoString: infoString)
        let bounds = TextBounds(code)
        for error in result.blockErrors {
            Promise.check(bounds.contains(line: error.position.line, column: error.position.column) || (error.position.line == 1 && error.position.column == 1),
                          "error outside the code: \(error)")
        }
        Promise.check(!result.svg.isEmpty, "no SVG and no error")
        Promise.check(pipeline.render(code: code, language: language, infoString: infoString) == result, "drawing twice differs")
    }
}
