// The visible stand-in for a diagram that could not be drawn (`blog build --keep-going`).

extension SVGRenderer {
    /// A red box listing `messages` (for example `post.md:12:5: Unknown property …`), sized to fit them,
    /// with the same `role`, `<title>` and `aria-label` as a diagram; its own style sheet unless the page
    /// carries it (`embedsStyleSheet: false`).
    public static func renderError(messages: [String], caption: String? = nil, embedsStyleSheet: Bool = true) -> String {
        let title = "Layout diagram error" + (caption.map { ": \($0)" } ?? "")
        let shown = messages.isEmpty ? ["The layout could not be computed."] : messages
        let lineHeight = 16.0
        // The lines are set in DejaVu Sans Mono: every character 1233/2048 em, East Asian wide ones an em.
        let longest = shown.map { line in
            line.unicodeScalars.reduce(0.0) { $0 + (LabelMetrics.isWide($1) ? 1 : 1233.0 / 2048) } * 11
        }.max() ?? 0
        let width = max(320, min(960, longest + 2 * margin + 24))
        let height = 2 * margin + 34 + lineHeight * Double(shown.count) + 6
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-diagram ld-error\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
                + "width=\"\(f(width))\" height=\"\(f(height))\" style=\"max-width:100%;height:auto\" role=\"img\" aria-label=\"\(SVGFormat.escape(title + ". " + shown.joined(separator: " ")))\">",
            "<title>\(SVGFormat.escape(title))</title>",
        ]
        if embedsStyleSheet { lines.append("<style>\n\(DiagramStyleSheet.css)\n</style>") }
        lines += [
            "<rect class=\"ld-error-box\" x=\"\(f(margin))\" y=\"\(f(margin))\" width=\"\(f(width - 2 * margin))\" height=\"\(f(height - 2 * margin))\" rx=\"6\"/>",
            "<text class=\"ld-error-title\" x=\"\(f(margin + 12))\" y=\"\(f(margin + 22))\">\(SVGFormat.escape(title))</text>",
        ]
        for (i, message) in shown.enumerated() {
            lines.append("<text class=\"ld-error-line\" x=\"\(f(margin + 12))\" y=\"\(f(margin + 42 + lineHeight * Double(i)))\">\(SVGFormat.escape(message))</text>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
