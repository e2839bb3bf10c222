// Tests of the pipeline and the lowering seam, with a stand-in lowering (the engine is not on main yet).
import Testing
import Layout
@testable import Diagram

/// A stand-in for the engine: stacks every top-level view's `size` down the screen, 8 apart, and
/// fails on a constraint line containing "conflict", the way the engine reports errors.
struct StandInLowering: LayoutLowering {
    func layOut(_ document: LayoutDocument, screen: Size) throws(LoweringFailure) -> SceneView {
        let conflicts = document.constraints.filter { $0.text.contains("conflict") }
        if !conflicts.isEmpty {
            throw LoweringFailure(conflicts.map { DiagramError(line: $0.line, column: $0.column, "Unsatisfiable: '\($0.text)'.") })
        }
        var y = 0.0
        let children = document.children(of: "screen").map { view -> SceneView in
            var width = 0.0, height = 0.0
            if case .points(let w)? = view.style.width { width = w }
            if case .points(let h)? = view.style.height { height = h }
            defer { y += height + 8 }
            return SceneView(name: view.name, kind: SceneViewKind(rawValue: view.kind.rawValue) ?? .view,
                             frame: Rect(x: 0, y: y, width: width, height: height), text: view.text)
        }
        return SceneView(name: "screen", kind: .screen, frame: Rect(origin: .zero, size: screen), children: children)
    }
}

@Suite struct PipelineTests {
    let pipeline = DiagramPipeline(lowering: StandInLowering())

    @Test func drawsEachWidth() throws {
        let result = pipeline.render(source: "screen iphone-se\nview a size=100x40\nview b size=50x20", infoString: "layout widths=320,393 show=frames")
        #expect(result.isSuccess)
        let reader = SVGReader(result.svg)
        try #require(reader.parseError == nil)
        #expect(reader.panelCount == 2)
        #expect(reader.texts.filter { $0.cls == "ld-screen-label" }.map(\.text) == ["320 pt", "393 pt"])
        #expect(reader.views.map(\.box.rect) == [
            Rect(x: 0, y: 0, width: 320, height: 568), Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 48, width: 50, height: 20),
            Rect(x: 0, y: 0, width: 393, height: 568), Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 48, width: 50, height: 20),
        ])
    }

    @Test func widthAndHeightOptionsOverrideTheScreen() {
        let result = pipeline.render(source: "screen iphone-se", infoString: "layout width=200 height=100")
        #expect(SVGReader(result.svg).views.map(\.box.rect) == [Rect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test func parseErrorsGiveAnErrorBox() {
        let result = pipeline.render(source: "view a\nveiw b", infoString: "layout show=franes")
        #expect(!result.isSuccess)
        #expect(result.blockErrors.map(\.description) == ["2:1: Unknown view kind 'veiw'. Did you mean 'view'?"])
        #expect(result.infoStringErrors.map(\.description) == ["1:13: Unknown value 'franes' for 'show'. Did you mean 'frames'? 'show' takes 'frames', 'guides', 'constraints' or several: 'show=frames,guides'."])
        let reader = SVGReader(result.svg)
        #expect(reader.texts.filter { $0.cls == "ld-error-line" }.map(\.text) == [
            "info string, column 13: Unknown value 'franes' for 'show'. Did you mean 'frames'? 'show' takes 'frames', 'guides', 'constraints' or several: 'show=frames,guides'.",
            "2:1: Unknown view kind 'veiw'. Did you mean 'view'?",
        ])
    }

    @Test func loweringErrorsAreReportedOnceForAllWidths() {
        let result = pipeline.render(source: "view a\n  a.width == conflict", infoString: "layout widths=320,393")
        #expect(result.blockErrors.map(\.description) == ["2:3: Unsatisfiable: 'a.width == conflict'."])
        #expect(result.svg.contains("ld-error-box"))
    }

    @Test func deterministic() {
        let source = "screen iphone-se\nlabel t \"Hi & <bye>\" size=100x20"
        #expect(pipeline.render(source: source, infoString: "layout").svg == pipeline.render(source: source, infoString: "layout").svg)
    }
}

@Suite struct ConstraintSourceTests {
    @Test func aSolveFileComesBackLineForLine() throws {
        let source = """
            screen 375x667                 # the root view's size
            view header in screen          # declares a view and its parent

            scroll pager in screen
            header.top == screen.top
              pager.offset = (375, 0)
            H:|-0-[pager]-0-|
            """
        let document = try Parser.parseDocument(source)
        #expect(document.constraintSource() == """
            screen 375x667
            view header in screen

            scroll pager in screen
            header.top == screen.top
              pager.offset = (375, 0)
            H:|-0-[pager]-0-|

            """)
    }

    @Test func hierarchyLinesBecomeDeclarationsAndOtherLinesStayEmpty() throws {
        let document = try Parser.parseDocument("""
            # comment
            stack body axis=vertical
              label title "Hi"
            body.top == screen.top + 20
            """)
        #expect(document.constraintSource(screen: Size(width: 320, height: 568)) == """
            screen 320x568
            view body in screen
            view title in body
            body.top == screen.top + 20

            """)
    }

    @Test func directionStaysOnItsLine() throws {
        let document = try Parser.parseDocument("screen 375x667\ndirection rtl\nview a in screen")
        #expect(document.constraintSource() == "screen 375x667\ndirection rtl\nview a in screen\n")
        let property = try Parser.parseDocument("screen 375x667 direction=rtl")
        #expect(property.constraintSource() == "screen 375x667\ndirection rtl\n")
    }

    @Test func aMissingScreenGoesLastWhenLineOneIsTaken() throws {
        let document = try Parser.parseDocument("view a\na.width == 10")
        #expect(document.constraintSource() == "view a in screen\na.width == 10\nscreen 393x852\n")
    }
}
