// The diagrams' CSS: colour classes for light mode and dark mode (the system's, or the reader's choice); in a theme's
// style sheet once, or inside a standalone SVG.

public enum DiagramStyleSheet {
    /// How many views of a diagram (in document order) highlight the constraints that touch them.
    public static let highlightedViews = 64

    /// The first line of `css`: a theme's style sheet that holds it needs no copy in each page.
    public static let marker = "/* layout-diagram styles (DiagramStyleSheet.css) */"

    /// The CSS, scoped to `.layout-diagram` so it cannot leak into the page. Light colours are the
    /// default (also what `rsvg-convert` and feed readers show); `prefers-color-scheme: dark` swaps them unless the
    /// page's root says `data-theme="light"`, and `data-theme="dark"` swaps them whatever the system's scheme.
    public static let css: String = {
        var lines: [String] = [marker]
        let d = ".layout-diagram"
        // The font the text was measured in (`DiagramFontMetrics`), drawn at its own advances: no kerning,
        // no hinting that rounds each glyph to a pixel.
        lines.append("\(d){font-family:\(DiagramFontMetrics.fontFamily);font-kerning:none;text-rendering:geometricPrecision}")
        lines.append("\(d) text{fill:#111827;paint-order:stroke;stroke:#ffffff;stroke-width:3px;stroke-linejoin:round}")
        lines.append("\(d) .ld-box{stroke-width:1.5;fill-opacity:0.85}")
        lines.append("\(d) .ld-screen>.ld-box{fill:#ffffff;stroke:#6b7280;stroke-width:2;fill-opacity:1}")
        lines.append("\(d) .ld-label>.ld-box{fill-opacity:0.45}")
        lines.append("\(d) .ld-stack>.ld-box{stroke-width:2}")
        lines.append("\(d) .ld-content{fill:none;stroke:#6b7280;stroke-width:1.5;stroke-dasharray:6 4}")
        lines.append("\(d) .ld-viewport{fill:none;stroke-width:2.5}")
        lines.append("\(d) .ld-veil{fill:#ffffff;fill-opacity:0.55;fill-rule:evenodd}")
        lines.append("\(d) .ld-name,\(d) .ld-screen-label{font-weight:700}")
        lines.append("\(d) .ld-leader{fill:none;stroke:#6b7280;stroke-width:1}")
        lines.append("\(d) .ld-k path{fill:none;stroke:#2563eb;stroke-width:1.25}")
        lines.append("\(d) .ld-k-optional path{stroke-dasharray:4 3}")
        lines.append("\(d) .ld-k-caption{fill:#1d4ed8}")
        lines.append("\(d) .ld-k-broken path{stroke:#dc2626;stroke-width:2;stroke-dasharray:2 3}")
        // Pointing at a view (or focusing it with the keyboard) outlines it and the constraints that touch
        // it: a view's box is the pointer's target, so a parent does not light up with its child.
        lines.append("\(d) .ld-view>.ld-box:hover,\(d) .ld-view:focus>.ld-box{stroke-width:3;fill-opacity:1}")
        lines.append("\(d) .ld-view:focus{outline:none}")
        // `switch`: one panel at a time, picked by the radio buttons before the drawing.
        let maximumPanels = 6
        lines.append("\(d).ld-switch .ld-panel:not(.ld-p0){display:none}")
        lines.append((1..<maximumPanels).map { "\(d).ld-switch:has(.ld-w\($0):checked) .ld-p\($0)" }.joined(separator: ",") + "{display:inline}")
        lines.append("\(d).ld-switch:has(" + (1..<maximumPanels).map { ".ld-w\($0):checked" }.joined(separator: ",") + ") .ld-p0{display:none}")
        lines.append("\(d) .ld-widths{display:flex;gap:.75rem;font-size:.875rem;margin-bottom:.25rem}")
        lines.append((0..<highlightedViews).map { "\(d):has(.ld-i\($0)>.ld-box:hover,.ld-i\($0):focus) .ld-k\($0) path" }.joined(separator: ",")
                     + "{stroke:#dc2626;stroke-width:3}")
        lines.append("\(d) .ld-guide-padding{fill:#16a34a;fill-opacity:0.22;fill-rule:evenodd}")
        lines.append("\(d) .ld-guide-spacing{fill:#db2777;fill-opacity:0.3}")
        lines.append("\(d) .ld-guide-margin{fill:#ea580c;fill-opacity:0.22;fill-rule:evenodd}")
        lines.append("\(d) .ld-error-box{fill:#fef2f2;stroke:#dc2626;stroke-width:2}")
        lines.append("\(d) .ld-error-title{font-size:13px;font-weight:700;fill:#b91c1c}")
        lines.append("\(d) .ld-error-line{font-size:11px;font-family:'DejaVu Sans Mono',ui-monospace,Menlo,monospace}")
        for (i, s) in Palette.swatches.enumerated() {
            lines.append("\(d) .ld-c\(i)>.ld-box{fill:\(s.lightFill);stroke:\(s.lightStroke)}")
            lines.append("\(d) .ld-c\(i)>.ld-viewport{stroke:\(s.lightStroke)}")
        }
        // A layout guide shows nothing: an empty dashed outline in its colour (after the palette, which fills boxes).
        lines.append("\(d) .ld-layoutGuide>.ld-box{fill-opacity:0;stroke-dasharray:5 3}")
        // Dark: the system's unless the reader chose light, or the reader's choice (the theme's toggle sets
        // `data-theme` on the root); a standalone SVG has no `data-theme` and follows the system.
        var dark = [
            "text{fill:#f3f4f6;stroke:#111827}",
            ".ld-screen>.ld-box{fill:#111827;stroke:#9ca3af}",
            ".ld-content{stroke:#9ca3af}",
            ".ld-veil{fill:#111827}",
            ".ld-k path{stroke:#60a5fa}",
            ".ld-k-caption{fill:#93c5fd}",
            ".ld-k-broken path{stroke:#f87171}",
            ".ld-error-box{fill:#450a0a;stroke:#f87171}",
            ".ld-error-title{fill:#fca5a5}",
        ]
        for (i, s) in Palette.swatches.enumerated() {
            dark.append(".ld-c\(i)>.ld-box{fill:\(s.darkFill);stroke:\(s.darkStroke)}")
            dark.append(".ld-c\(i)>.ld-viewport{stroke:\(s.darkStroke)}")
        }
        lines.append("@media (prefers-color-scheme:dark){")
        lines += dark.map { ":root:not([data-theme=light]) \(d) \($0)" }
        lines.append("}")
        lines += dark.map { ":root[data-theme=dark] \(d) \($0)" }
        return lines.joined(separator: "\n")
    }()
}
