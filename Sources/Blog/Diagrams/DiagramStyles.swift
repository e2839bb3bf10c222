// The diagrams' style sheet once per page: in the theme's CSS, or else in the head of each page that draws one.
import Diagram
import Foundation

/// Diagrams in a site carry no style sheet of their own (a page of ten diagrams would carry ten copies).
/// A theme whose CSS holds `DiagramStyleSheet.css` (the default theme's does) styles them all; for any
/// other theme, a page that draws a diagram gets the style sheet once, in its `<head>`.
enum DiagramStyles {
    /// Whether one of the theme's static CSS files holds the diagram style sheet.
    static func themeHasStyleSheet(_ theme: ThemeFiles) -> Bool {
        let marker = Data(DiagramStyleSheet.marker.utf8)
        return theme.files.contains { path, data in
            path.hasPrefix("static/") && path.hasSuffix(".css") && data.range(of: marker) != nil
        }
    }

    private static let headEnd = Data("</head>".utf8)
    private static let style = Data("<style>\n\(DiagramStyleSheet.css)\n</style>\n".utf8)

    /// `html` with the style sheet before its `</head>` when what it printed draws a diagram (`needs`); unchanged
    /// otherwise.
    @Sendable static func addingStyleSheet(to html: Data, needs: PageNeeds) -> Data {
        guard needs.contains(.diagramStyleSheet), let head = html.range(of: headEnd) else { return html }
        var result = html
        result.insert(contentsOf: style, at: head.lowerBound)
        return result
    }
}
