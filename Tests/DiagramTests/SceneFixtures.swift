// Hand-made resolved scenes for the renderer tests; frames are written out, not computed.
import Layout
@testable import Diagram

enum SceneFixtures {
    /// A vertical auto-style stack with a label, an avatar and a spacer on an iPhone SE screen.
    static let stack = DiagramScene(panels: [ScenePanel(root: SceneView(
        name: "screen", kind: .screen, frame: Rect(x: 0, y: 0, width: 320, height: 568),
        children: [
            SceneView(name: "body", kind: .stack, frame: Rect(x: 0, y: 20, width: 320, height: 172),
                      guides: [
                        Guide(.padding, rect: Rect(x: 0, y: 20, width: 320, height: 172), inner: Rect(x: 16, y: 36, width: 288, height: 140)),
                        Guide(.spacing, rect: Rect(x: 16, y: 56.5, width: 288, height: 8)),
                        Guide(.spacing, rect: Rect(x: 16, y: 108.5, width: 288, height: 8)),
                      ],
                      children: [
                        SceneView(name: "title", kind: .label, frame: Rect(x: 16, y: 36, width: 288, height: 20.5), text: "Hello, 世界"),
                        SceneView(name: "avatar", kind: .view, frame: Rect(x: 16, y: 64.5, width: 44, height: 44)),
                        SceneView(name: "spacer", kind: .view, frame: Rect(x: 16, y: 116.5, width: 288, height: 59.5)),
                      ]),
        ]))])

    /// A horizontal paging scroll view scrolled to its second page; frames given relative to the
    /// parent (to the content inside the scroll view) and resolved to diagram coordinates.
    static let pager: DiagramScene = {
        let relative = SceneView(
            name: "screen", kind: .screen, frame: Rect(x: 0, y: 0, width: 320, height: 568),
            children: [
                SceneView(name: "header", kind: .view, frame: Rect(x: 0, y: 0, width: 320, height: 108)),
                SceneView(name: "tabs", kind: .view, frame: Rect(x: 0, y: 108, width: 320, height: 44),
                          children: [SceneView(name: "indicator", kind: .view, frame: Rect(x: 160, y: 40, width: 160, height: 4))]),
                SceneView(name: "pager", kind: .scroll, frame: Rect(x: 0, y: 152, width: 320, height: 416),
                          scroll: ScrollGeometry(contentSize: Size(width: 640, height: 416), contentOffset: Point(x: 320, y: 0)),
                          children: [
                            SceneView(name: "page1", kind: .view, frame: Rect(x: 0, y: 0, width: 320, height: 416),
                                      children: [SceneView(name: "first", kind: .label, frame: Rect(x: 16, y: 16, width: 150, height: 20.5), text: "Page <1> & \"one\"")]),
                            SceneView(name: "page2", kind: .view, frame: Rect(x: 320, y: 0, width: 320, height: 416)),
                          ]),
            ])
        return DiagramScene(panels: [ScenePanel(root: relative.resolvingRelativeFrames())])
    }()

    /// The same row at three widths, as `widths=320,393,430` draws it.
    static let widths = DiagramScene(panels: [320.0, 393, 430].map { width in
        ScenePanel(label: "\(Int(width)) pt", root: SceneView(
            name: "screen", kind: .screen, frame: Rect(x: 0, y: 0, width: width, height: 120),
            children: [
                SceneView(name: "row", kind: .stack, frame: Rect(x: 8, y: 8, width: width - 16, height: 104), children: [
                    SceneView(name: "left", kind: .view, frame: Rect(x: 16, y: 16, width: 100, height: 88)),
                    SceneView(name: "right", kind: .view, frame: Rect(x: 124, y: 16, width: width - 140, height: 88)),
                ]),
            ]))
    })
}
