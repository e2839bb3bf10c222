// Renderer tests: the SVG read back has exactly the scene's frames, valid structure and escaped text.
import Foundation
import Testing
import Layout
@testable import Diagram

@Suite struct SVGRendererTests {
    /// Every view of every panel, in drawing order, with its frame.
    func expectedBoxes(_ scene: DiagramScene) -> [(Int, String, Rect)] {
        scene.panels.enumerated().flatMap { index, panel in panel.root.allViews.map { (index, $0.name, $0.frame) } }
    }

    func checkRectsMatch(_ scene: DiagramScene, options: DiagramOptions = DiagramOptions()) throws {
        let svg = SVGRenderer.render(scene, options: options)
        let reader = SVGReader(svg)
        try #require(reader.parseError == nil, "not well-formed XML: \(String(describing: reader.parseError))")
        let actual = reader.views.map { ($0.panel, $0.box.name, $0.box.rect) }
        let expected = expectedBoxes(scene)
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) {
            #expect(a.0 == e.0 && a.1 == e.1 && a.2 == e.2, "\(a) != \(e)")
        }
    }

    @Test func rectanglesAreExactlyTheFrames() throws {
        try checkRectsMatch(SceneFixtures.stack)
        try checkRectsMatch(SceneFixtures.stack, options: DiagramOptions(showsFrames: true, showsGuides: true))
        try checkRectsMatch(SceneFixtures.pager, options: DiagramOptions(showsFrames: true))
        try checkRectsMatch(SceneFixtures.widths)
    }

    @Test func relativeFramesResolveThroughScrollOffsets() {
        let views = Dictionary(uniqueKeysWithValues: SceneFixtures.pager.panels[0].root.allViews.map { ($0.name, $0.frame) })
        #expect(views["pager"] == Rect(x: 0, y: 152, width: 320, height: 416))
        // Content x 0 in a scroll view at x 0 scrolled to 320 is drawn at -320.
        #expect(views["page1"] == Rect(x: -320, y: 152, width: 320, height: 416))
        #expect(views["first"] == Rect(x: -304, y: 168, width: 150, height: 20.5))
        #expect(views["page2"] == Rect(x: 0, y: 152, width: 320, height: 416))
        #expect(views["indicator"] == Rect(x: 160, y: 148, width: 160, height: 4))
    }

    @Test func scrollViewDrawsContentAreaViewportAndLabels() throws {
        let reader = SVGReader(SVGRenderer.render(SceneFixtures.pager, options: DiagramOptions()))
        try #require(reader.parseError == nil)
        let content = reader.shapes.filter { $0.cls == "ld-content" }.map(\.rect)
        #expect(content == [Rect(x: -320, y: 152, width: 640, height: 416)])
        let viewport = reader.shapes.filter { $0.cls == "ld-viewport" }.map(\.rect)
        #expect(viewport == [Rect(x: 0, y: 152, width: 320, height: 416)])
        // The pages cover the whole content area: its size and offset have no room there, and are in the
        // frames table and the scroll view's tooltip instead.
        #expect(reader.texts.filter { $0.cls == "ld-scroll-info" }.isEmpty)
        let table = FramesTable.html(SceneFixtures.pager)
        #expect(table.contains("<th scope=\"row\">\u{2003}scroll pager</th><td>0</td><td>152</td><td>320</td><td>416</td><td>640×416, (320, 0)</td>"))
        // The content extends past the screen on the left, so the drawing starts there.
        #expect(reader.panelTranslations.map(\.0) == [330]) // 8 + 320 + 2
    }

    @Test func frameLabelsAreRelativeToTheParentLikeUIKit() throws {
        let reader = SVGReader(SVGRenderer.render(SceneFixtures.pager, options: DiagramOptions(showsFrames: true)))
        let frames = reader.texts.filter { $0.cls == "ld-frame" }.map(\.text)
        // Frames as UIKit reports them: relative to the parent, to its content for a scroll view's subviews.
        let all = ["0,0 320×108", "0,108 320×44", "160,40 160×4", "0,152 320×416", "0,0 320×416", "16,16 150×20.5", "320,0 320×416"]
        // Those that fit are drawn (the indicator, 4 points high, has no room for its own); every one is in the table.
        #expect(!frames.isEmpty && frames.allSatisfy(all.contains) && !frames.contains("160,40 160×4"))
        let table = FramesTable.html(SceneFixtures.pager)
        for row in ["view indicator</th><td>160</td><td>40</td><td>160</td><td>4</td>", "label first</th><td>16</td><td>16</td><td>150</td><td>20.5</td>",
                    "view page2</th><td>320</td><td>0</td><td>320</td><td>416</td>"] {
            #expect(table.contains(row), "\(row)")
        }
        let plain = SVGReader(SVGRenderer.render(SceneFixtures.pager, options: DiagramOptions()))
        #expect(plain.texts.filter { $0.cls == "ld-frame" }.isEmpty)
    }

    @Test func namesAndTextAreEscapedAndReadBack() throws {
        let options = DiagramOptions(caption: #"Tabs <& "pages">"#)
        let svg = SVGRenderer.render(SceneFixtures.pager, options: options)
        #expect(!svg.contains("<1>"))
        #expect(svg.contains("Page &lt;1&gt; &amp; &quot;one&quot;"))
        let reader = SVGReader(svg)
        try #require(reader.parseError == nil)
        #expect(reader.title == #"Tabs <& "pages">"#)
        // The label is 150 points wide: its text is cut with "…" as UILabel cuts it, escaped all the same.
        #expect(reader.texts.contains { $0.cls == "ld-text" && $0.text.hasPrefix(#"Page <1> &"#) && $0.text.hasSuffix("…") })
        #expect(reader.texts.filter { $0.cls == "ld-name" }.map(\.text) == ["header", "tabs", "indicator", "pager", "page1", "first", "page2"])
    }

    @Test func accessibility() throws {
        let reader = SVGReader(SVGRenderer.render(SceneFixtures.stack, options: DiagramOptions(caption: "A stack")))
        #expect(reader.root["role"] == "img")
        #expect(reader.title == "A stack")
        #expect(reader.root["aria-label"] == "A stack. Screen 320×568 with 4 views: stack body, label title “Hello, 世界”, view avatar, view spacer.")
        // 8 of margin, 2 for strokes, 14.4 and 4 for the caption above the screen, 568, 2, 8.
        #expect(reader.root["viewBox"] == "0 0 340 606.4")
        #expect(reader.texts.filter { $0.cls == "ld-screen-label" }.map(\.text) == ["screen 320×568"])
        let untitled = SVGReader(SVGRenderer.render(SceneFixtures.widths, options: DiagramOptions()))
        #expect(untitled.title == "Layout diagram")
        #expect(untitled.root["aria-label"] == "Layout diagram. Screens 320×120, 393×120, 430×120 with 3 views: stack row, view left, view right.")
    }

    @Test func severalWidthsSitSideBySideWithLabels() throws {
        let svg = SVGRenderer.render(SceneFixtures.widths, options: DiagramOptions())
        let reader = SVGReader(svg)
        #expect(reader.panelCount == 3)
        // Left to right, 32 apart at least: each panel is its screen, 2 for strokes, and names beside it.
        let xs = reader.panelTranslations.map(\.0)
        #expect(xs[0] == 10 && xs[1] >= xs[0] + 324 + 32 && xs[2] >= xs[1] + 397 + 32)
        #expect(Set(reader.panelTranslations.map(\.1)).count == 1)
        #expect(reader.texts.filter { $0.cls == "ld-screen-label" }.map(\.text) == ["320 pt", "393 pt", "430 pt"])
        // Three panels side by side are shown at about half size in a 704-pixel column: annotation text is
        // drawn larger so that it is still 10 pixels tall there.
        let width = Double(reader.root["width"] ?? "") ?? 0
        let size = Double(svg.firstMatch(of: /class="ld-name" x="[-0-9.]+" y="[-0-9.]+" font-size="([0-9.]+)"/)?.1 ?? "") ?? 0
        #expect(size * 704 / width >= 10 && size * 704 / width < 10.2, "\(size) in \(width)")
    }

    @Test func switchDrawsThePanelsInOnePlace() throws {
        var options = DiagramOptions(widths: [320, 393, 430])
        options.switchesWidths = true
        let svg = SVGRenderer.render(SceneFixtures.widths, options: options)
        let reader = SVGReader(svg)
        #expect(reader.panelTranslations.map(\.0) == [10, 10, 10])
        #expect(svg.contains("class=\"ld-panel ld-p0\"") && svg.contains("class=\"ld-panel ld-p2\""))
        // Each panel says its own size (for diagrams.js to size the drawing to the panel on show): the screens differ
        // by 73 and 37 points, so do the panels, and the drawing is as wide as the widest; and the width below which
        // its text drops under 9 px, at most its own.
        let sizes = svg.matches(of: /data-size="([0-9.]+) ([0-9.]+)"/).map { (Double($0.1)!, Double($0.2)!) }
        let least = svg.matches(of: /data-min-width="([0-9.]+)"/).map { Double($0.1)! }
        #expect(sizes.count == 3 && least.count == 3)
        #expect(abs(sizes[1].0 - sizes[0].0 - 73) < 0.01 && abs(sizes[2].0 - sizes[1].0 - 37) < 0.01)
        #expect(sizes.map(\.0).max() == Double(reader.root["width"] ?? ""))
        #expect(zip(least, sizes).allSatisfy { $0 <= $1.0 && $0 >= $1.0 * 0.5 })
        #expect(WidthPicker.html(labels: ["320 pt", "393 pt"], group: "ld-x") == "<div class=\"ld-widths\" role=\"radiogroup\" aria-label=\"Screen width\">"
            + "<label><input type=\"radio\" class=\"ld-w0\" name=\"ld-x\" checked> 320 pt</label>"
            + "<label><input type=\"radio\" class=\"ld-w1\" name=\"ld-x\"> 393 pt</label></div>")
    }

    @Test func guidesOnlyWhenAsked() throws {
        let plain = SVGRenderer.render(SceneFixtures.stack, options: DiagramOptions())
        #expect(!plain.contains("data-guide"))
        let reader = SVGReader(SVGRenderer.render(SceneFixtures.stack, options: DiagramOptions(showsGuides: true)))
        #expect(reader.shapes.filter { $0.cls == "ld-guide-spacing" }.map(\.rect)
                == [Rect(x: 16, y: 56.5, width: 288, height: 8), Rect(x: 16, y: 108.5, width: 288, height: 8)])
    }

    @Test func coloursAreStablePerName() {
        // FNV-1a 32 of the UTF-8 bytes, modulo 10, computed independently (Python):
        // body → 7, screen → 5, avatar → 0.
        #expect(Palette.index(for: "body") == 7)
        #expect(Palette.index(for: "screen") == 5)
        #expect(Palette.index(for: "avatar") == 0)
        let svg = SVGRenderer.render(SceneFixtures.stack, options: DiagramOptions())
        #expect(svg.contains("class=\"ld-view ld-stack ld-c7 ld-i1\" data-name=\"body\""))
        #expect(svg.contains("class=\"ld-view ld-screen ld-i0\" data-name=\"screen\""))
        #expect(svg.contains("@media (prefers-color-scheme:dark)"))
    }

    @Test func deterministic() {
        for scene in [SceneFixtures.stack, SceneFixtures.pager, SceneFixtures.widths] {
            let options = DiagramOptions(caption: "x", showsFrames: true, showsGuides: true)
            #expect(SVGRenderer.render(scene, options: options) == SVGRenderer.render(scene, options: options))
        }
    }

    @Test func noExternalResources() {
        let svg = SVGRenderer.render(SceneFixtures.pager, options: DiagramOptions(showsFrames: true, showsGuides: true))
        #expect(!svg.contains("href"))
        #expect(!svg.contains("url("))
        #expect(!svg.contains("@import"))
        #expect(!svg.contains("<script"))
    }

    @Test func numberFormatting() {
        #expect(SVGFormat.number(12) == "12")
        #expect(SVGFormat.number(12.5) == "12.5")
        #expect(SVGFormat.number(1.05) == "1.05")
        #expect(SVGFormat.number(-0.001) == "0")
        #expect(SVGFormat.number(-3.25) == "-3.25")
        #expect(SVGFormat.number(1.0 / 3) == "0.33")
        #expect(SVGFormat.number(2.0 / 3) == "0.67")
        #expect(SVGFormat.number(.nan) == "0")
        #expect(SVGFormat.number(1e-9) == "0")
    }

    @Test func escaping() {
        #expect(SVGFormat.escape(#"<a & 'b' "c">"#) == "&lt;a &amp; &apos;b&apos; &quot;c&quot;&gt;")
        #expect(SVGFormat.escape("a\u{0}b\u{1B}c\nd") == "a\u{FFFD}b\u{FFFD}c\nd")
        #expect(SVGFormat.escape("世界 😀") == "世界 😀")
    }

    @Test func errorBox() throws {
        let svg = SVGRenderer.renderError(messages: ["post.md:12:5: Unknown property 'spacng' on stack 'body'. Did you mean 'spacing'?", "a < b"],
                                          caption: "Pager")
        let reader = SVGReader(svg)
        try #require(reader.parseError == nil)
        #expect(reader.root["role"] == "img")
        #expect(reader.title == "Layout diagram error: Pager")
        #expect(reader.texts.filter { $0.cls == "ld-error-line" }.map(\.text)
                == ["post.md:12:5: Unknown property 'spacng' on stack 'body'. Did you mean 'spacing'?", "a < b"])
        #expect(reader.shapes.filter { $0.cls == "ld-error-box" }.count == 1)
    }
}
