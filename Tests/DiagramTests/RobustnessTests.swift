// Random and hostile input never crashes the parser, the options or the renderer, and every error
// points inside the text.
import Testing
import TestSupport
import Layout
@testable import Diagram

@Suite struct RobustnessTests {
    static let fragments = ["screen", "view", "stack", "hstack", "label", "scroll", "flex", "direction", "in", "a", "b",
                            "body", "=", "==", ",", "(", ")", "\"", "\"x\"", "“", "”", "44x44", "-3", "50%", "1.5", "x",
                            "axis", "vertical", "spacing", "padding", "offset", "size", "#", "H:|-[a]-|", "V:", "[", "|",
                            "a.top", ".", "@750", "\t", "  ", "    ", "\n", "\n", "\r\n", "世界", "😀", "\\", "\\q", "\u{0}"]

    @Test func randomBlocksNeverCrashAndErrorsPointInside() {
        for seed in 0..<400 {
            var generator = SplitMix64(seed: UInt64(seed))
            var source = ""
            for _ in 0..<Int.random(in: 1...60, using: &generator) {
                source += Self.fragments.randomElement(using: &generator)!
                if Bool.random(using: &generator) { source += " " }
            }
            let result = Parser.parse(source)
            let lineCount = source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).count
            for error in result.errors {
                #expect(error.position.line >= 1 && error.position.line <= lineCount, "seed \(seed): \(error)")
                #expect(error.position.column >= 1, "seed \(seed): \(error)")
                #expect(!error.message.isEmpty)
            }
            _ = DiagramOptions.parse(infoString: "layout " + source.prefix(40))
        }
    }

    @Test func hostileSceneValuesRenderAsWellFormedSVG() throws {
        let root = SceneView(name: "screen", kind: .screen, frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            SceneView(name: "nan", kind: .view, frame: Rect(x: .nan, y: .infinity, width: -5, height: 1e300)),
            SceneView(name: "s", kind: .scroll, frame: Rect(x: 0, y: 0, width: 10, height: 10),
                      scroll: ScrollGeometry(contentSize: .zero, contentOffset: Point(x: -1, y: .nan))),
            SceneView(name: "t", kind: .label, frame: .zero, text: "\u{0}<]]>&\u{FFFE}", fontSize: 0),
        ])
        let svg = SVGRenderer.render(DiagramScene(panels: [ScenePanel(root: root)]), options: DiagramOptions(showsFrames: true))
        let reader = SVGReader(svg)
        #expect(reader.parseError == nil)
        #expect(!svg.contains("nan") || svg.contains("data-name=\"nan\""))
        #expect(!svg.contains("inf\""))
        #expect(!svg.contains("width=\"-"), "SVG forbids negative sizes")
    }

    @Test func emptySceneStillRenders() {
        let reader = SVGReader(SVGRenderer.render(DiagramScene(panels: []), options: DiagramOptions()))
        #expect(reader.parseError == nil)
        #expect(reader.root["role"] == "img")
    }
}
