// The `<style>` inside every diagram: colour classes for light mode and, by media query, dark mode.

enum SVGStyleSheet {
    /// The CSS, scoped to `.layout-diagram` so it cannot leak into the page. Light colours are the
    /// default (also what `rsvg-convert` and feed readers show); `prefers-color-scheme: dark` swaps them.
    static let css: String = {
        var lines: [String] = []
        let d = ".layout-diagram"
        lines.append("\(d){font-family:-apple-system,BlinkMacSystemFont,'Segoe UI','PingFang SC','Noto Sans CJK SC',sans-serif}")
        lines.append("\(d) text{fill:#111827;paint-order:stroke;stroke:#ffffff;stroke-width:3px;stroke-linejoin:round}")
        lines.append("\(d) .ld-box{stroke-width:1.5;fill-opacity:0.85}")
        lines.append("\(d) .ld-screen>.ld-box{fill:#ffffff;stroke:#6b7280;stroke-width:2;fill-opacity:1}")
        lines.append("\(d) .ld-label>.ld-box{fill-opacity:0.45}")
        lines.append("\(d) .ld-stack>.ld-box{stroke-width:2}")
        lines.append("\(d) .ld-content{fill:none;stroke:#6b7280;stroke-width:1.5;stroke-dasharray:6 4}")
        lines.append("\(d) .ld-viewport{fill:none;stroke-width:2.5}")
        lines.append("\(d) .ld-veil{fill:#ffffff;fill-opacity:0.55;fill-rule:evenodd}")
        lines.append("\(d) .ld-name{font-size:10px;font-weight:600}")
        lines.append("\(d) .ld-frame,\(d) .ld-scroll-info{font-size:9px;font-variant-numeric:tabular-nums}")
        lines.append("\(d) .ld-screen-label{font-size:12px;font-weight:600}")
        lines.append("\(d) .ld-guide-padding{fill:#16a34a;fill-opacity:0.22;fill-rule:evenodd}")
        lines.append("\(d) .ld-guide-spacing{fill:#db2777;fill-opacity:0.3}")
        lines.append("\(d) .ld-guide-margin{fill:#ea580c;fill-opacity:0.22;fill-rule:evenodd}")
        lines.append("\(d) .ld-error-box{fill:#fef2f2;stroke:#dc2626;stroke-width:2}")
        lines.append("\(d) .ld-error-title{font-size:13px;font-weight:700;fill:#b91c1c}")
        lines.append("\(d) .ld-error-line{font-size:11px;font-family:ui-monospace,Menlo,monospace}")
        for (i, s) in Palette.swatches.enumerated() {
            lines.append("\(d) .ld-c\(i)>.ld-box{fill:\(s.lightFill);stroke:\(s.lightStroke)}")
            lines.append("\(d) .ld-c\(i)>.ld-viewport{stroke:\(s.lightStroke)}")
        }
        lines.append("@media (prefers-color-scheme:dark){")
        lines.append("\(d) text{fill:#f3f4f6;stroke:#111827}")
        lines.append("\(d) .ld-screen>.ld-box{fill:#111827;stroke:#9ca3af}")
        lines.append("\(d) .ld-content{stroke:#9ca3af}")
        lines.append("\(d) .ld-veil{fill:#111827}")
        lines.append("\(d) .ld-error-box{fill:#450a0a;stroke:#f87171}")
        lines.append("\(d) .ld-error-title{fill:#fca5a5}")
        for (i, s) in Palette.swatches.enumerated() {
            lines.append("\(d) .ld-c\(i)>.ld-box{fill:\(s.darkFill);stroke:\(s.darkStroke)}")
            lines.append("\(d) .ld-c\(i)>.ld-viewport{stroke:\(s.darkStroke)}")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }()
}
