// What several targets share: the layout-diagram renderer, and the check that diagnostics point into their files.
@testable import Blog
import Foundation

enum FuzzSupport {
    /// The fenced-block renderers of `blog build`: layout blocks drawn by the engine.
    static let renderers: FencedBlockRenderers = {
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer().register(in: &renderers)
        return renderers
    }()

    /// Every diagnostic names a file of `texts` at a line and column inside it, or a file of the site
    /// without text (a missing `blog.yml`, a generated page) at line 1, column 1.
    static func checkLocated(_ diagnostics: [Diagnostic], in texts: [String: String], otherPaths: Set<String> = []) {
        for diagnostic in diagnostics {
            let location = diagnostic.location
            if let text = texts[location.path] {
                Promise.check(TextBounds(text).contains(line: location.line, column: location.column),
                              "diagnostic outside its file: \(diagnostic)")
            } else {
                Promise.check(otherPaths.contains(location.path) && location.line >= 1 && location.column >= 1,
                              "diagnostic without a place: \(diagnostic)")
            }
            Promise.check(!diagnostic.message.isEmpty, "diagnostic without a message")
        }
    }
}
