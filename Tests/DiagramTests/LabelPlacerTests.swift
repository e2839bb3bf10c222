// The label placer on generated scenes: random trees, long and CJK names, tiny views, deep nesting. Read back
// from the SVG, no two texts overlap, no text crosses a view's edge, nothing leaves the picture, and the
// drawing is the same every time.
import Foundation
import Testing
import TestSupport
import Layout
@testable import Diagram

@Suite struct LabelPlacerTests {
    static let names = ["a", "x", "toolbar", "backButtonWithAVeryLongName", "Settings and privacy", "标题", "滚动视图容器",
                        "avatar", "shareButtonThatIsTiny", "内容", "page1", "header", "タブバー", "indicator"]

    /// A random tree below `frame`: children placed inside their parent, some tiny, some labels.
    static func scene(seed: UInt64) -> SceneView {
        var random = SplitMix64(seed: seed)
        var counter = 0
        func view(in frame: Rect, depth: Int) -> SceneView {
            counter += 1
            let name = names[Int.random(in: 0..<names.count, using: &random)] + (counter > names.count ? "\(counter)" : "")
            let isLabel = Int.random(in: 0..<5, using: &random) == 0 && frame.width > 30
            var node = SceneView(name: name, kind: isLabel ? .label : (depth % 2 == 0 ? .view : .stack), frame: frame,
                                 text: isLabel ? "Body text 正文 \(counter)" : nil, fontSize: 12)
            guard !isLabel, depth < 8, frame.width > 12, frame.height > 12 else { return node }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let tiny = Int.random(in: 0..<4, using: &random) == 0
                let w = tiny ? Double.random(in: 2...10, using: &random) : Double.random(in: 8...max(8, frame.width * 0.7), using: &random)
                let h = tiny ? Double.random(in: 2...10, using: &random) : Double.random(in: 8...max(8, frame.height * 0.7), using: &random)
                let x = frame.minX + Double.random(in: 0...max(0, frame.width - w), using: &random)
                let y = frame.minY + Double.random(in: 0...max(0, frame.height - h), using: &random)
                node.children.append(view(in: Rect(x: x.rounded(), y: y.rounded(), width: w.rounded(), height: h.rounded()), depth: depth + 1))
            }
            return node
        }
        var root = view(in: Rect(x: 0, y: 0, width: 375, height: 500), depth: 0)
        root.name = "screen"
        root.kind = .screen
        return root
    }

    struct Box { var rect: Rect; var text: String; var cls: String }

    /// Every text of the SVG as the rectangle its line box covers, in panel coordinates, and every view
    /// rectangle (frames and content areas), and the picture in panel coordinates.
    static func read(_ svg: String) -> (texts: [Box], views: [Rect], picture: Rect) {
        func number(_ text: Substring) -> Double { Double(text) ?? .nan }
        let translate = svg.firstMatch(of: /class="ld-panel" transform="translate\(([-0-9.]+) ([-0-9.]+)\)"/)!
        let (tx, ty) = (number(translate.1), number(translate.2))
        let viewBox = svg.firstMatch(of: /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/)!
        let picture = Rect(x: -tx, y: -ty, width: number(viewBox.1), height: number(viewBox.2))
        var texts: [Box] = []
        for match in svg.matches(of: /<text class="(ld-[a-z-]+)" x="([-0-9.]+)" y="([-0-9.]+)" font-size="([0-9.]+)"[^>]*>(.*?)<\/text>/) {
            let cls = String(match.1), size = number(match.4)
            let content = String(match.5)
            let lines = content.contains("<tspan") ? content.matches(of: /<tspan[^>]*>(.*?)<\/tspan>/).map { String($0.1) } : [content]
            let unescaped = lines.map { $0.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<") }
            let width = unescaped.map { DiagramFontMetrics.width(of: $0, fontSize: size, bold: cls == "ld-name" || cls == "ld-screen-label") }.max() ?? 0
            let top = number(match.3) - size * PanelWriter.ascent
            texts.append(Box(rect: Rect(x: number(match.2), y: top, width: width, height: size * 1.2 * Double(lines.count)), text: unescaped.joined(separator: " "), cls: cls))
        }
        let views = svg.matches(of: /<rect class="ld-(?:box|content)" x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/).map {
            Rect(x: number($0.1), y: number($0.2), width: number($0.3), height: number($0.4))
        }
        return (texts, views, picture)
    }

    @Test(arguments: 1...40)
    func generatedScenesKeepEveryRule(seed: UInt64) throws {
        let root = Self.scene(seed: seed)
        let options = DiagramOptions(showsFrames: seed % 2 == 0)
        let svg = SVGRenderer.render(DiagramScene(panels: [ScenePanel(root: root)]), options: options)
        #expect(SVGRenderer.render(DiagramScene(panels: [ScenePanel(root: root)]), options: options) == svg, "not deterministic")
        let (texts, views, picture) = Self.read(svg)
        let slack = 0.01   // the SVG's numbers have two decimals
        for (i, a) in texts.enumerated() {
            #expect(picture.contains(a.rect.insetBy(slack)), "seed \(seed): '\(a.text)' leaves the picture")
            // Two label views' own texts overlap only where the generated views do: that is the layout, not a placement.
            for b in texts[(i + 1)...] where !(a.cls == "ld-text" && b.cls == "ld-text") && a.rect.insetBy(slack).intersectsInterior(b.rect.insetBy(slack)) {
                Issue.record("seed \(seed): '\(a.text)' overlaps '\(b.text)'")
            }
            guard a.cls != "ld-text" else { continue }   // a label view's own text lies in its own box
            for view in views where view.intersectsInterior(a.rect.insetBy(slack)) && !view.contains(a.rect.insetBy(slack)) {
                Issue.record("seed \(seed): '\(a.text)' crosses the edge of the view at \(view)")
            }
        }
        // Every view is named: in the drawing, or in the margin with a leader line.
        #expect(texts.filter { $0.cls == "ld-name" }.count == root.allViews.count - 1)
    }

    /// The margin's free spans, worked by hand: runs 0…10 and 12…20 leave no 4-point gap between them.
    @Test func marginColumnFindsTheNearestFreeSpan() {
        var column = MarginColumn()
        column.occupy(0...10)
        column.occupy(12...20)
        #expect(column.runs == [0...10, 12...20])
        #expect(column.nearestFree(to: 5, height: 4) == -4)                        // above: 9 away; below: 15
        #expect(column.nearestFree(to: 5, height: 4, downwardOnly: true) == 20)
        #expect(column.nearestFree(to: 30, height: 4) == 30)                       // already free
        column.occupy(10...12)                                                   // merges all three
        #expect(column.runs == [0...20])
        var gap = MarginColumn()
        gap.occupy(0...10)
        gap.occupy(16...20)
        #expect(gap.nearestFree(to: 5, height: 4) == 10)                          // the 6-point gap below: 5 away
    }

    /// Found by the fuzzer: a view whose constraints give it a negative width crashed the grid index.
    @Test func negativeSizesAreDrawnWithoutACrash() {
        var root = SceneView(name: "screen", kind: .screen, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.children = [SceneView(name: "inverted", kind: .view, frame: Rect(x: 80, y: 10, width: -200, height: -5))]
        let svg = SVGRenderer.render(DiagramScene(panels: [ScenePanel(root: root)]), options: DiagramOptions(showsFrames: true))
        #expect(svg.contains(">inverted</text>"))
    }

    @Test func aNameThatFitsNowhereGoesToTheMarginWithALeaderLine() {
        var root = SceneView(name: "screen", kind: .screen, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        // A 4-point view surrounded by views on every side: no room in or beside it.
        root.children = [SceneView(name: "tinyViewWithALongName", kind: .view, frame: Rect(x: 48, y: 48, width: 4, height: 4))]
        for (i, frame) in [Rect(x: 0, y: 0, width: 100, height: 47), Rect(x: 0, y: 53, width: 100, height: 47),
                           Rect(x: 0, y: 47, width: 47, height: 6), Rect(x: 53, y: 47, width: 47, height: 6)].enumerated() {
            root.children.append(SceneView(name: "w\(i)", kind: .view, frame: frame))
        }
        let svg = SVGRenderer.render(DiagramScene(panels: [ScenePanel(root: root)]), options: DiagramOptions())
        let (texts, _, _) = Self.read(svg)
        // nil, a name not drawn at all, fails as well.
        let name = texts.first { $0.text == "tinyViewWithALongName" }
        #expect(name.map { $0.rect.minX > 100 } == true, "in the margin, right of the screen")
        #expect(svg.contains("<path class=\"ld-leader\" d=\"M"))
    }
}
