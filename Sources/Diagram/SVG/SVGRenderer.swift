// Draws a resolved `DiagramScene` as one inline `<svg>` element.
import Layout

/// Turns scenes into SVG text: deterministic, escaped, with no external resources.
///
/// Structure: `<svg class="layout-diagram" role="img" aria-label=…>` with `<title>`, the style sheet (unless
/// the page carries it), then one `<g class="ld-panel" transform="translate(x y)">` per panel. Inside a
/// panel, each view is a `<g class="ld-view ld-KIND ld-cN" data-name="NAME">` whose first
/// `<rect class="ld-box">` is exactly its frame; children are nested groups, so nesting in the drawing
/// is nesting in the document. Names, frame labels and scroll annotations come last, on top of every
/// box, placed by `LabelPlacer` so that none overlaps another or crosses a view's edge.
public enum SVGRenderer {
    /// Space around the drawing and between panels, in points.
    static let margin = 8.0
    static let panelGap = 32.0
    /// The smallest annotation text as displayed, in CSS pixels.
    static let minimumDisplayedTextSize = 10.0

    /// Renders `scene`, with the caption, `show=` flags and display width of `options`.
    public static func render(_ scene: DiagramScene, options: DiagramOptions) -> String {
        // Annotation text is sized so that, once the drawing is scaled down to the column it is shown
        // in, it is still `minimumDisplayedTextSize` pixels tall; a bigger size can widen the drawing
        // (names in the margin), so the size is found in a few rounds.
        var textSize = minimumDisplayedTextSize
        var drawing = Drawing(scene: scene, options: options, textSize: textSize)
        for _ in 0..<12 {
            let scale = min(1, options.displayWidth / drawing.width)
            guard textSize * scale < minimumDisplayedTextSize else { break }
            // A little more than needed, as the larger text widens the drawing again.
            textSize = (minimumDisplayedTextSize / scale * 1.01 * 100).rounded(.up) / 100
            drawing = Drawing(scene: scene, options: options, textSize: textSize)
        }
        let title = options.caption ?? "Layout diagram"
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-diagram\" viewBox=\"0 0 \(f(drawing.width)) \(f(drawing.height))\" "
                + "width=\"\(f(drawing.width))\" height=\"\(f(drawing.height))\" style=\"max-width:100%;height:auto\(minimumWidth(drawing))\" role=\"img\" aria-label=\"\(SVGFormat.escape(accessibleDescription(scene, title: title)))\">",
            "<title>\(SVGFormat.escape(title))</title>",
        ]
        if options.embedsStyleSheet { lines.append("<style>\n\(DiagramStyleSheet.css)\n</style>") }
        lines += drawing.body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The smallest a page may shrink a drawing to: where its smallest text is `minimumReadableTextSize` CSS pixels
    /// high (a phone's column is narrower than `displayWidth`); below it the drawing keeps that width and its figure
    /// scrolls sideways. Empty for a drawing that never gets that small.
    static func minimumWidth(_ drawing: Drawing) -> String {
        minimumWidth(width: drawing.width, smallestFontSize: drawing.smallestFontSize).map { ";min-width:\(f($0))px" } ?? ""
    }

    /// The width at which text of `smallestFontSize` in a drawing `width` wide is `minimumReadableTextSize` CSS pixels
    /// high; nil when it never gets that small.
    static func minimumWidth(width: Double, smallestFontSize: Double) -> Double? {
        guard smallestFontSize.isFinite, smallestFontSize > 0 else { return nil }
        return min(width, (width * minimumReadableTextSize / smallestFontSize).rounded(.up))
    }

    /// The smallest text a reader is asked to read, in CSS pixels.
    static let minimumReadableTextSize = 9.0

    /// The panels side by side, each translated so that everything it draws is inside the picture.
    struct Drawing {
        var body: [String] = []
        var width = 0.0
        var height = 0.0
        /// The smallest font size of its text, in drawing units.
        var smallestFontSize = Double.infinity

        init(scene: DiagramScene, options: DiagramOptions, textSize: Double) {
            // With `switch`, every panel is drawn in the same place and the page shows one at a time.
            let stacked = options.switchesWidths && scene.panels.count > 1
            var x = margin
            var maxWidth = 0.0
            var maxHeight = 0.0
            for (index, panel) in scene.panels.enumerated() {
                var writer = PanelWriter(root: panel.root, options: options, panelLabel: panel.label, textSize: textSize)
                writer.drawBoxes(panel.root, parent: nil)
                if options.showsGuides { writer.drawGuides(panel.root) }
                writer.drawConstraints()
                writer.drawLabels()
                let extent = writer.extent.insetBy(-2)
                // A `switch` panel says its own size, and the width below which its text is too small to read: the
                // page's script (diagrams.js) sizes the drawing to the panel on show, and on a phone shows the widest
                // panel that fits.
                var attributes = "class=\"ld-panel\""
                if stacked {
                    let size = (extent.width + 2 * margin, extent.height + 2 * margin)
                    attributes = "class=\"ld-panel ld-p\(index)\" data-size=\"\(f(size.0)) \(f(size.1))\""
                    if let least = SVGRenderer.minimumWidth(width: size.0, smallestFontSize: writer.smallestFontSize) {
                        attributes += " data-min-width=\"\(f(least))\""
                    }
                }
                body.append("<g \(attributes) transform=\"translate(\(f(x - extent.minX)) \(f(margin - extent.minY)))\">")
                body += writer.lines
                body.append("</g>")
                if !stacked { x += extent.width + panelGap }
                maxWidth = max(maxWidth, extent.width)
                smallestFontSize = min(smallestFontSize, writer.smallestFontSize)
                maxHeight = max(maxHeight, extent.height)
            }
            width = stacked ? maxWidth + 2 * margin : max(x - panelGap + margin, 2 * margin)
            height = margin + maxHeight + margin
        }
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

    static func f(_ value: Double) -> String { SVGFormat.number(value) }
}
