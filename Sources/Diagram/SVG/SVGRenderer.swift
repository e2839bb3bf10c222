// Draws a resolved `DiagramScene` as one self-contained inline `<svg>` element.
import Layout

/// Turns scenes into SVG text: deterministic, escaped, with no external resources.
///
/// Structure: `<svg class="layout-diagram" role="img" aria-label=…>` with `<title>`, `<style>`, then one
/// `<g class="ld-panel" transform="translate(x y)">` per panel. Inside a panel, each view is a
/// `<g class="ld-view ld-KIND ld-cN" data-name="NAME">` whose first `<rect class="ld-box">` is exactly its
/// frame; children are nested groups, so nesting in the drawing is nesting in the document. Names, frame
/// labels and scroll annotations are drawn last, on top of every box.
public enum SVGRenderer {
    /// Space around the drawing and between panels, in points.
    static let margin = 8.0
    static let panelGap = 32.0
    /// Room above the screen for its label.
    static let screenLabelHeight = 18.0

    /// Renders `scene`, with the caption and `show=` flags of `options`.
    public static func render(_ scene: DiagramScene, options: DiagramOptions) -> String {
        let top = margin
        var x = margin
        var height = 0.0
        var body: [String] = []
        for panel in scene.panels {
            let bounds = Self.bounds(of: panel.root, guides: options.showsGuides)
            let dx = x - bounds.minX
            let dy = top - bounds.minY
            body.append("<g class=\"ld-panel\" transform=\"translate(\(f(dx)) \(f(dy)))\">")
            var writer = PanelWriter(options: options, panelLabel: panel.label)
            writer.drawBoxes(panel.root, parent: nil, depth: 0)
            if options.showsGuides { writer.drawGuides(panel.root) }
            writer.drawLabels(panel.root, parent: nil)
            body += writer.lines
            body.append("</g>")
            x += bounds.width + panelGap
            height = max(height, bounds.height)
        }
        let width = max(x - panelGap + margin, 2 * margin)
        let totalHeight = top + height + margin
        let title = options.caption ?? "Layout diagram"
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-diagram\" viewBox=\"0 0 \(f(width)) \(f(totalHeight))\" "
                + "width=\"\(f(width))\" height=\"\(f(totalHeight))\" style=\"max-width:100%;height:auto\" role=\"img\" aria-label=\"\(SVGFormat.escape(accessibleDescription(scene, title: title)))\">",
            "<title>\(SVGFormat.escape(title))</title>",
            "<style>\n\(SVGStyleSheet.css)\n</style>",
        ]
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a screen reader says: the caption, then the screen size(s) and the views in order.
    static func accessibleDescription(_ scene: DiagramScene, title: String) -> String {
        guard let first = scene.panels.first else { return title }
        let sizes = scene.panels.map { "\(f($0.root.frame.width))×\(f($0.root.frame.height))" }
        let views = first.root.allViews.dropFirst().map { view -> String in
            var item = "\(view.kind.rawValue) \(view.name)"
            if let text = view.text, !text.isEmpty { item += " “\(text)”" }
            return item
        }
        let screens = sizes.count == 1 ? "Screen \(sizes[0])" : "Screens \(sizes.joined(separator: ", "))"
        let list = views.isEmpty ? "no views" : "\(views.count) view\(views.count == 1 ? "" : "s"): \(views.joined(separator: ", "))"
        return "\(title). \(screens) with \(list)."
    }

    /// The rectangle every drawn shape of a panel fits in, with room for strokes.
    static func bounds(of root: SceneView, guides: Bool) -> Rect {
        var minX = root.frame.minX, minY = root.frame.minY, maxX = root.frame.maxX, maxY = root.frame.maxY
        func include(_ r: Rect) {
            minX = min(minX, r.minX); minY = min(minY, r.minY)
            maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
        }
        for view in root.allViews {
            include(view.frame)
            if let content = view.contentArea { include(content) }
            if guides { view.guides.forEach { include($0.rect) } }
        }
        let pad = 2.0
        // The screen's label sits above it; leave room for it and for its width.
        minY = min(minY, root.frame.minY - screenLabelHeight)
        maxX = max(maxX, root.frame.minX + SVGFormat.estimatedWidth(PanelWriter.screenLabel(root, panelLabel: nil), fontSize: 12))
        return Rect(x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad)
    }

    static func f(_ value: Double) -> String { SVGFormat.number(value) }
}

/// Writes the shapes of one panel, in three passes: boxes, guides, labels.
struct PanelWriter {
    let options: DiagramOptions
    /// Replaces "screen W×H" above the screen when set (`"320 pt"` for `widths=`).
    let panelLabel: String?
    var lines: [String] = []

    init(options: DiagramOptions, panelLabel: String?) {
        self.options = options
        self.panelLabel = panelLabel
    }

    /// The text above the screen: the panel's label, or `screen W×H`.
    static func screenLabel(_ root: SceneView, panelLabel: String?) -> String {
        panelLabel ?? "screen \(SVGFormat.number(root.frame.width))×\(SVGFormat.number(root.frame.height))"
    }

    private func f(_ value: Double) -> String { SVGFormat.number(value) }

    /// A rectangle; a negative size (which SVG forbids) is drawn as 0.
    private func rect(_ r: Rect, cls: String) -> String {
        "<rect class=\"\(cls)\" x=\"\(f(r.minX))\" y=\"\(f(r.minY))\" width=\"\(f(max(0, r.width)))\" height=\"\(f(max(0, r.height)))\"/>"
    }

    private func band(_ outer: Rect, _ inner: Rect?) -> String {
        var d = "M\(f(outer.minX)) \(f(outer.minY))H\(f(outer.maxX))V\(f(outer.maxY))H\(f(outer.minX))Z"
        if let inner {
            d += "M\(f(inner.minX)) \(f(inner.minY))H\(f(inner.maxX))V\(f(inner.maxY))H\(f(inner.minX))Z"
        }
        return d
    }

    /// The frame as UIKit reports it: relative to the parent (to its content, for a scroll view).
    static func uikitFrame(_ view: SceneView, parent: SceneView?) -> Rect {
        let origin = parent?.childCoordinateOrigin ?? .zero
        return Rect(x: view.frame.minX - origin.x, y: view.frame.minY - origin.y,
                    width: view.frame.width, height: view.frame.height)
    }

    private func frameText(_ r: Rect) -> String {
        "\(f(r.minX)),\(f(r.minY)) \(f(r.width))×\(f(r.height))"
    }

    /// Pass 1: nested groups of boxes; a scroll view adds its dashed content area below and its
    /// viewport outline and veil above its children.
    mutating func drawBoxes(_ view: SceneView, parent: SceneView?, depth: Int) {
        let colour = view.kind == .screen ? "" : " ld-c\(Palette.index(for: view.name))"
        let name = SVGFormat.escape(view.name)
        lines.append("<g class=\"ld-view ld-\(view.kind.rawValue)\(colour)\" data-name=\"\(name)\">")
        lines.append("<title>\(SVGFormat.escape(tooltip(view, parent: parent)))</title>")
        if let content = view.contentArea {
            lines.append(rect(content, cls: "ld-content"))
        }
        lines.append(rect(view.frame, cls: "ld-box"))
        if view.kind == .label, let text = view.text, !text.isEmpty {
            drawText(text, in: view)
        }
        for child in view.children {
            drawBoxes(child, parent: view, depth: depth + 1)
        }
        if let content = view.contentArea {
            lines.append("<path class=\"ld-veil\" d=\"\(band(content, view.frame))\"/>")
            lines.append(rect(view.frame, cls: "ld-viewport"))
        }
        lines.append("</g>")
    }

    private func tooltip(_ view: SceneView, parent: SceneView?) -> String {
        var text = "\(view.kind.rawValue) \(view.name) \(frameText(Self.uikitFrame(view, parent: parent)))"
        if let scroll = view.scroll {
            text += ", contentSize \(f(scroll.contentSize.width))×\(f(scroll.contentSize.height)), contentOffset (\(f(scroll.contentOffset.x)), \(f(scroll.contentOffset.y)))"
        }
        return text
    }

    /// A label's text: left-aligned like a natural-aligned UILabel, its lines centred vertically.
    private mutating func drawText(_ text: String, in view: SceneView) {
        let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineHeight = view.fontSize * 1.2
        let blockHeight = lineHeight * Double(textLines.count)
        let firstBaseline = view.frame.minY + (view.frame.height - blockHeight) / 2 + view.fontSize * 0.95
        let x = f(view.frame.minX)
        var parts = "<text class=\"ld-text\" x=\"\(x)\" y=\"\(f(firstBaseline))\" font-size=\"\(f(view.fontSize))\">"
        for (i, line) in textLines.enumerated() {
            let dy = i == 0 ? "0" : f(lineHeight)
            parts += "<tspan x=\"\(x)\" dy=\"\(dy)\">\(SVGFormat.escape(String(line)))</tspan>"
        }
        lines.append(parts + "</text>")
    }

    /// Pass 2: padding and margin bands and spacing areas.
    mutating func drawGuides(_ view: SceneView) {
        for guide in view.guides {
            let cls = "ld-guide-\(guide.kind.rawValue)"
            if guide.inner != nil || guide.kind != .spacing {
                lines.append("<path class=\"\(cls)\" data-guide=\"\(SVGFormat.escape(view.name))\" d=\"\(band(guide.rect, guide.inner))\"/>")
            } else {
                lines.append("<rect class=\"\(cls)\" data-guide=\"\(SVGFormat.escape(view.name))\" x=\"\(f(guide.rect.minX))\" y=\"\(f(guide.rect.minY))\" width=\"\(f(max(0, guide.rect.width)))\" height=\"\(f(max(0, guide.rect.height)))\"/>")
            }
        }
        for child in view.children { drawGuides(child) }
    }

    /// Pass 3: names, frame labels and scroll annotations, above every box so they stay readable.
    mutating func drawLabels(_ view: SceneView, parent: SceneView?) {
        let frame = view.frame
        if parent == nil {
            // The screen: labelled above its box, where no child can cover the label.
            let text = SVGFormat.escape(Self.screenLabel(view, panelLabel: panelLabel))
            lines.append("<text class=\"ld-screen-label\" x=\"\(f(frame.minX))\" y=\"\(f(frame.minY - 6))\">\(text)</text>")
            for child in view.children { drawLabels(child, parent: view) }
            return
        }
        let isShortLabel = view.kind == .label && view.text.map { !$0.isEmpty } == true
            && frame.height < view.fontSize * 1.2 + 14
        if !isShortLabel {
            lines.append("<text class=\"ld-name\" x=\"\(f(frame.minX + 4))\" y=\"\(f(frame.minY + 12))\">\(SVGFormat.escape(view.name))</text>")
        }
        if options.showsFrames {
            let label = frameText(Self.uikitFrame(view, parent: parent))
            let labelWidth = SVGFormat.estimatedWidth(label, fontSize: 9)
            var x = frame.minX + 4
            var y = frame.minY + 12
            if isShortLabel, let text = view.text {
                // Beside the label's (first line of) text, so the text stays readable.
                let firstLine = String(text.split(separator: "\n").first ?? "")
                x += SVGFormat.estimatedWidth(firstLine, fontSize: view.fontSize) + 4
                y = frame.minY + frame.height / 2 + 3
            } else {
                let nameWidth = SVGFormat.estimatedWidth(view.name, fontSize: 11.5) + 8 // bold, then a gap
                if nameWidth + labelWidth + 8 <= frame.width || frame.height < 30 {
                    x += nameWidth // on the name's line, clear of children that start below it
                } else {
                    y += 12
                }
            }
            lines.append("<text class=\"ld-frame\" x=\"\(f(x))\" y=\"\(f(y))\">\(label)</text>")
        }
        if let scroll = view.scroll, let content = view.contentArea {
            let size = "contentSize \(f(scroll.contentSize.width))×\(f(scroll.contentSize.height))"
            let offset = "contentOffset (\(f(scroll.contentOffset.x)), \(f(scroll.contentOffset.y)))"
            lines.append("<text class=\"ld-scroll-info\" x=\"\(f(content.minX + 4))\" y=\"\(f(content.maxY - 16))\">\(size)</text>")
            lines.append("<text class=\"ld-scroll-info\" x=\"\(f(content.minX + 4))\" y=\"\(f(content.maxY - 5))\">\(offset)</text>")
        }
        for child in view.children { drawLabels(child, parent: view) }
    }
}
