// The table under a diagram: every view's frame as UIKit reports it, the numbers readers copy.
import Layout

/// Writes a `<details>` element holding, for each panel, a table of every view's frame (x, y, width,
/// height relative to its parent, as UIKit's `frame`), and for scroll views their content size and
/// offset. The drawing leaves out frame labels that do not fit; this table never does.
public enum FramesTable {
    /// The HTML for `scene`; empty for a scene without panels.
    public static func html(_ scene: DiagramScene, words: DiagramWords = .english) -> String {
        guard !scene.panels.isEmpty else { return "" }
        var lines = ["<details class=\"ld-frames\">", "<summary>\(SVGFormat.escape(words.frames))</summary>"]
        for panel in scene.panels {
            lines.append("<table>")
            if scene.panels.count > 1, let label = panel.label { lines.append("<caption>\(SVGFormat.escape(label))</caption>") }
            lines.append("<thead><tr><th scope=\"col\">\(SVGFormat.escape(words.view))</th><th scope=\"col\">x</th><th scope=\"col\">y</th>"
                         + "<th scope=\"col\">\(SVGFormat.escape(words.width))</th><th scope=\"col\">\(SVGFormat.escape(words.height))</th>"
                         + "<th scope=\"col\">\(SVGFormat.escape(words.contentSizeAndOffset))</th></tr></thead>")
            lines.append("<tbody>")
            let views = PanelWriter.indexedViews(panel.root)
            for entry in views {
                lines.append(row(entry.view, parent: entry.ancestors.last.map { views[$0].view }, depth: entry.ancestors.count))
            }
            lines.append("</tbody>")
            lines.append("</table>")
        }
        lines.append("</details>")
        return lines.joined(separator: "\n")
    }

    private static func row(_ view: SceneView, parent: SceneView?, depth: Int) -> String {
        let f = SVGFormat.number
        let frame = PanelWriter.uikitFrame(view, parent: parent)
        let indent = String(repeating: "\u{2003}", count: depth)   // em spaces: the nesting, still copyable
        var scroll = ""
        if let geometry = view.scroll {
            scroll = "\(f(geometry.contentSize.width))×\(f(geometry.contentSize.height)), (\(f(geometry.contentOffset.x)), \(f(geometry.contentOffset.y)))"
        }
        return "<tr><th scope=\"row\">\(indent)\(SVGFormat.escape(view.kind.rawValue)) \(SVGFormat.escape(view.name))</th>"
            + "<td>\(f(frame.minX))</td><td>\(f(frame.minY))</td><td>\(f(frame.width))</td><td>\(f(frame.height))</td><td>\(scroll)</td></tr>"
    }
}
