// Writes the shapes of one panel in passes: boxes, guides, constraints, then every annotation, placed.
import Layout

/// The SVG of one panel, and the rectangle everything it draws covers.
struct PanelWriter {
    /// The panel's screen, and every view below it in document order with its ancestors.
    let root: SceneView
    let views: [(view: SceneView, ancestors: [Int])]
    let options: DiagramOptions
    /// Replaces "screen W×H" above the screen when set (`"320 pt"` for `widths=`).
    let panelLabel: String?
    /// The size of names, frame labels and scroll annotations, in points.
    let textSize: Double
    var lines: [String] = []
    /// Constraint captions waiting for the label pass, with the shapes they belong to.
    private var captions: [(text: String, shape: ConstraintShape)] = []
    /// The next view's position in document order (its `ld-iN` class).
    private var nextIndex = 0
    /// Where the boxes pass drew the text of `label` views: fixed, for the label pass to avoid.
    private var labelTextRects: [Rect] = []
    /// By view name, the source lines of the drawn constraints that touch it (for its tooltip).
    private var constraintLines: [String: [String]] = [:]
    /// Everything drawn so far.
    private(set) var extent = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The smallest font size of the text written, in drawing units (infinity before any).
    private(set) var smallestFontSize = Double.infinity
    private var hasExtent = false

    init(root: SceneView, options: DiagramOptions, panelLabel: String?, textSize: Double) {
        self.root = root
        views = Self.indexedViews(root)
        self.options = options
        self.panelLabel = panelLabel
        self.textSize = textSize
    }

    /// The text above the screen: the panel's label, or `screen W×H`.
    var screenLabel: String {
        panelLabel ?? "screen \(SVGFormat.number(root.frame.width))×\(SVGFormat.number(root.frame.height))"
    }

    private func f(_ value: Double) -> String { SVGFormat.number(value) }

    private mutating func cover(_ rect: Rect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        if !hasExtent {
            extent = rect
            hasExtent = true
            return
        }
        let minX = min(extent.minX, rect.minX), minY = min(extent.minY, rect.minY)
        extent = Rect(x: minX, y: minY, width: max(extent.maxX, rect.maxX) - minX, height: max(extent.maxY, rect.maxY) - minY)
    }

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

    static func frameText(_ r: Rect) -> String {
        "\(SVGFormat.number(r.minX)),\(SVGFormat.number(r.minY)) \(SVGFormat.number(r.width))×\(SVGFormat.number(r.height))"
    }

    /// What hovering a view tells: kind, name, frame, and a scroll view's content size and offset.
    static func tooltip(_ view: SceneView, parent: SceneView?) -> String {
        var text = "\(view.kind.rawValue) \(view.name) \(frameText(uikitFrame(view, parent: parent)))"
        if let scroll = view.scroll {
            text += ", contentSize \(SVGFormat.number(scroll.contentSize.width))×\(SVGFormat.number(scroll.contentSize.height)), "
                + "contentOffset (\(SVGFormat.number(scroll.contentOffset.x)), \(SVGFormat.number(scroll.contentOffset.y)))"
        }
        return text
    }

    /// Pass 1: nested groups of boxes; a scroll view adds its dashed content area below and its
    /// viewport outline and veil above its children.
    mutating func drawBoxes(_ view: SceneView, parent: SceneView?) {
        if parent == nil { collectConstraintLines() }
        let colour = view.kind == .screen ? "" : " ld-c\(Palette.index(for: view.name))"
        let name = SVGFormat.escape(view.name)
        lines.append("<g class=\"ld-view ld-\(view.kind.rawValue)\(colour) ld-i\(nextIndex)\" data-name=\"\(name)\" tabindex=\"-1\">")
        nextIndex += 1
        var tooltip = Self.tooltip(view, parent: parent)
        if let touching = constraintLines[view.name] { tooltip += "\n" + touching.joined(separator: "\n") }
        lines.append("<title>\(SVGFormat.escape(tooltip))</title>")
        if let content = view.contentArea {
            lines.append(rect(content, cls: "ld-content"))
            cover(content)
        }
        lines.append(rect(view.frame, cls: "ld-box"))
        cover(view.frame)
        if view.kind == .label, let text = view.text, !text.isEmpty {
            drawText(text, in: view)
        }
        for child in view.children {
            drawBoxes(child, parent: view)
        }
        if let content = view.contentArea {
            lines.append("<path class=\"ld-veil\" d=\"\(band(content, view.frame))\"/>")
            lines.append(rect(view.frame, cls: "ld-viewport"))
        }
        lines.append("</g>")
    }

    /// A label's text as UILabel draws it: its lines broken at the frame's width as the layout measured
    /// them, left-aligned, the block centred vertically.
    private mutating func drawText(_ text: String, in view: SceneView) {
        let block = Self.textBlock(of: view)
        labelTextRects.append(block.rect)
        let x = f(view.frame.minX)
        // `data-w`: each line's width as measured, which the browser check compares with the drawn text.
        let widths = block.lines.map { f(DiagramFontMetrics.width(of: $0, fontSize: view.fontSize)) }.joined(separator: ",")
        smallestFontSize = min(smallestFontSize, view.fontSize)
        var parts = "<text class=\"ld-text\" x=\"\(x)\" y=\"\(f(block.rect.minY + view.fontSize * Self.ascent))\" font-size=\"\(f(view.fontSize))\" data-w=\"\(widths)\">"
        for (i, line) in block.lines.enumerated() {
            let dy = i == 0 ? "0" : f(view.fontSize * LabelMetrics.lineHeightFactor)
            parts += "<tspan x=\"\(x)\" dy=\"\(dy)\">\(SVGFormat.escape(String(line)))</tspan>"
        }
        lines.append(parts + "</text>")
    }

    /// The baseline below the top of a line box, in ems (DejaVu Sans: ascent 0.928 of a 1.2 em line).
    static let ascent = 0.946

    /// A `label` view's lines and the rectangle their text covers, as UILabel draws it in its frame:
    /// broken where the layout broke it (one line, unless `numberOfLines` allows more), the last line
    /// cut short with "…" when the text does not fit.
    static func textBlock(of view: SceneView) -> (lines: [Substring], rect: Rect) {
        let text = view.text ?? ""
        // Half a point of slack: the layout rounded the label's width up to whole points.
        let maxWidth = view.frame.width + 0.5
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = view.numberOfLines == 1 ? Array(paragraphs.prefix(1)) : LabelMetrics.lines(of: text, fontSize: view.fontSize, maxWidth: maxWidth)
        let fitting = view.numberOfLines > 0 ? view.numberOfLines : lines.count
        // As many lines as the frame holds, too: a label squeezed by its constraints shows fewer.
        let capacity = (view.frame.height + 0.5) / (view.fontSize * LabelMetrics.lineHeightFactor)
        let room = capacity.isFinite ? max(1, Int(min(capacity, 100_000).rounded(.down))) : 1
        let shown = min(fitting, room)
        let cut = lines.count > shown || paragraphs.count > 1 && view.numberOfLines == 1
        if lines.count > shown { lines = Array(lines.prefix(shown)) }
        if let last = lines.last, cut || DiagramFontMetrics.width(of: last, fontSize: view.fontSize) > maxWidth {
            lines[lines.count - 1] = truncated(last, toFit: maxWidth, fontSize: view.fontSize)
        }
        let lineHeight = view.fontSize * LabelMetrics.lineHeightFactor
        let height = lineHeight * Double(lines.count)
        let width = lines.map { DiagramFontMetrics.width(of: $0, fontSize: view.fontSize) }.max() ?? 0
        return (lines, Rect(x: view.frame.minX, y: view.frame.minY + (view.frame.height - height) / 2, width: width, height: height))
    }

    /// `line` cut at its end so that it and "…" fit in `width` (as UILabel's tail truncation).
    static func truncated(_ line: Substring, toFit width: Double, fontSize: Double) -> Substring {
        let room = width - DiagramFontMetrics.width(of: "…", fontSize: fontSize)
        var kept = String.UnicodeScalarView()
        var used = 0.0
        for scalar in line.unicodeScalars {
            used += DiagramFontMetrics.advance(of: scalar) * fontSize
            if used > room { break }
            kept.append(scalar)
        }
        while kept.last == " " { kept.removeLast() }
        return Substring(String(kept) + "…")
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
            cover(guide.rect)
        }
        for child in view.children { drawGuides(child) }
    }

    /// The constraints to draw: the block's, unless the options hide them.
    private var drawnConstraints: [SceneConstraint] {
        options.showsConstraints == false ? root.constraints.filter(\.isBroken) : root.constraints
    }

    /// The source line of each drawn constraint, listed under every view it touches (for tooltips).
    private mutating func collectConstraintLines() {
        for constraint in drawnConstraints {
            let text = "line \(constraint.line): \(constraint.source)"
            for view in Set([constraint.first.view, constraint.second?.view].compactMap { $0 }) where constraintLines[view]?.last != text {
                constraintLines[view, default: []].append(text)
            }
        }
    }

    /// Pass 3: each constraint as a line, bar or centre line between what it ties, in a group whose
    /// classes name the views it touches (`ld-kN`), so pointing at a view highlights them; its caption
    /// waits for the label pass.
    mutating func drawConstraints() {
        let constraints = drawnConstraints
        guard !constraints.isEmpty else { return }
        var byName: [String: (index: Int, view: SceneView)] = [:]
        for (index, entry) in views.enumerated() where byName[entry.view.name] == nil { byName[entry.view.name] = (index, entry.view) }
        let geometry: ConstraintDrawing.Geometry = { name, isContent in
            guard let view = byName[name]?.view else { return nil }
            return isContent ? view.contentArea ?? view.frame : view.frame
        }
        lines.append("<g class=\"ld-constraints\">")
        for constraint in constraints {
            guard let shape = ConstraintDrawing.shape(of: constraint, geometry: geometry) else { continue }
            let touched = Set([constraint.first.view, constraint.second?.view].compactMap { $0 }).compactMap { byName[$0]?.index }.sorted()
            var cls = "ld-k" + touched.map { " ld-k\($0)" }.joined()
            if constraint.priority < 1000 { cls += " ld-k-optional" }
            if constraint.relation != "==" { cls += " ld-k-inequality" }
            if constraint.isBroken { cls += " ld-k-broken" }
            let title = "line \(constraint.line): \(constraint.source)" + (constraint.isBroken ? " (broken to recover from a conflict)" : "")
            lines.append("<g class=\"\(cls)\"><title>\(SVGFormat.escape(title))</title><path d=\"\(shape.path)\"/></g>")
            cover(shape.bounds)
            if !constraint.caption.isEmpty { captions.append((constraint.caption, shape)) }
        }
        lines.append("</g>")
    }

    /// Pass 4: the screen's caption, then each view's name (in or beside it, else in the margin with a
    /// leader line), its frame (`show=frames`) and a scroll view's content size and offset, where they
    /// fit. Text that finds no place is left to the frames table and the view's tooltip.
    mutating func drawLabels() {
        var regions: [LabelPlacer.Region] = []
        for (index, entry) in views.enumerated() {
            regions.append(.init(rect: entry.view.frame, depth: entry.ancestors.count, owner: index))
            if let content = entry.view.contentArea { regions.append(.init(rect: content, depth: entry.ancestors.count, owner: index)) }
        }
        var fixed = labelTextRects
        let captionSize = max(12, textSize)
        let caption = screenLabel
        // Above the screen and above whatever is drawn above it (content scrolled up out of view).
        let top = regions.map(\.rect.minY).min() ?? root.frame.minY
        let captionRect = Rect(x: root.frame.minX, y: top - 4 - captionSize * LabelMetrics.lineHeightFactor,
                               width: DiagramFontMetrics.width(of: caption, fontSize: captionSize, bold: true),
                               height: captionSize * LabelMetrics.lineHeightFactor)
        fixed.append(captionRect)
        write(caption, cls: "ld-screen-label", in: captionRect, size: captionSize)

        let marginX = regions.map(\.rect.maxX).max() ?? root.frame.maxX
        var placer = LabelPlacer(regions: regions, fixed: fixed, marginX: marginX)
        let lineHeight = textSize * LabelMetrics.lineHeightFactor
        func size(_ text: String, bold: Bool) -> Size {
            Size(width: DiagramFontMetrics.width(of: text, fontSize: textSize, bold: bold), height: lineHeight)
        }
        // Names first (in or beside each view, else in the margin), then constraint captions beside their
        // lines, then frames and scroll annotations where they still fit: the rest is in the table.
        var names: [Int: LabelPlacement] = [:]
        for (index, entry) in views.enumerated().dropFirst() {
            let subject = LabelPlacer.Subject(view: index, ancestors: Set(entry.ancestors))
            guard let name = placer.place(size(entry.view.name, bold: true), for: entry.view.frame, subject: subject, allowsMargin: true) else { continue }
            if case .margin(_, let from, let to) = name {
                lines.append("<path class=\"ld-leader\" d=\"M\(f(from.x)) \(f(from.y))L\(f(to.x)) \(f(to.y))\"/>")
            }
            write(entry.view.name, cls: "ld-name", in: name.rect, size: textSize)
            names[index] = name
        }
        for caption in captions {
            let captionSize = size(caption.text, bold: false)
            if let placed = placer.place(captionSize, atFirstOf: ConstraintDrawing.captionPositions(captionSize, for: caption.shape), subject: nil) {
                write(caption.text, cls: "ld-k-caption", in: placed, size: textSize)
            }
        }
        for (index, entry) in views.enumerated().dropFirst() {
            let view = entry.view
            let subject = LabelPlacer.Subject(view: index, ancestors: Set(entry.ancestors))
            if options.showsFrames, let parent = entry.ancestors.last.map({ views[$0].view }) {
                let text = Self.frameText(Self.uikitFrame(view, parent: parent))
                let frameSize = size(text, bold: false)
                var positions: [Point] = []
                if case .at(let r)? = names[index], view.frame.contains(r) {
                    positions = [Point(x: r.maxX + 4, y: r.minY), Point(x: r.minX, y: r.maxY + 1)]
                }
                let placed = placer.place(frameSize, atFirstOf: positions, subject: subject)
                    ?? placer.place(frameSize, for: view.frame, subject: subject, allowsMargin: false, insideOnly: true)?.rect
                if let placed { write(text, cls: "ld-frame", in: placed, size: textSize) }
            }
            if let scroll = view.scroll, let content = view.contentArea {
                let info = "contentSize \(f(scroll.contentSize.width))×\(f(scroll.contentSize.height)), "
                    + "contentOffset (\(f(scroll.contentOffset.x)), \(f(scroll.contentOffset.y)))"
                if let placed = placer.place(size(info, bold: false), for: content, subject: subject, allowsMargin: false, insideOnly: true) {
                    write(info, cls: "ld-scroll-info", in: placed.rect, size: textSize)
                }
            }
        }
    }

    /// Every view of the tree in document order, the root first, each with the positions of its
    /// ancestors (outermost first).
    static func indexedViews(_ root: SceneView) -> [(view: SceneView, ancestors: [Int])] {
        var result: [(view: SceneView, ancestors: [Int])] = []
        var pending: [(SceneView, [Int])] = [(root, [])]
        while let (view, ancestors) = pending.popLast() {
            let index = result.count
            result.append((view, ancestors))
            pending += view.children.reversed().map { ($0, ancestors + [index]) }
        }
        return result
    }

    /// One line of annotation text whose line box is `rect`.
    private mutating func write(_ text: String, cls: String, in rect: Rect, size: Double) {
        smallestFontSize = min(smallestFontSize, size)
        lines.append("<text class=\"\(cls)\" x=\"\(f(rect.minX))\" y=\"\(f(rect.minY + size * Self.ascent))\" font-size=\"\(f(size))\">\(SVGFormat.escape(text))</text>")
        cover(rect)
    }
}
