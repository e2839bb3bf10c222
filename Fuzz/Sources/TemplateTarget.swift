// Fuzzes the template parser and renderer: errors at a tag in the text; rendering ends, within limits, deterministic.
@testable import Blog
import Foundation

enum TemplateTarget: FuzzTarget {
    static let name = "template"
    private static let context: ContextValue = [
        "title": "T <&>", "count": 3, "flag": true,
        "posts": [["title": "a", "tags": ["x", "y"]], ["title": "b", "tags": []]],
        "page": ["kind": "month", "root": "../", "name": "main"],
    ]

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        let template: Template
        do { template = try TemplateParser.parse(text) } catch {
            Promise.check(TextBounds(text).contains(line: error.line, column: error.column), "syntax error outside the text: \(error)")
            return
        }
        let bounds = TextBounds(text)
        for reference in template.partialReferences {
            Promise.check(bounds.contains(line: reference.line, column: reference.column), "partial tag outside the text")
        }
        // The template is also its own partial, under every name it may include.
        var templates = ["main": template.nodes]
        for reference in template.partialReferences { templates[reference.name] = template.nodes }
        func render() -> ([UInt8], TemplateRenderer.Runaway?) {
            var renderer = TemplateRenderer(templates: templates, context: context, template: "main")
            renderer.render(template.nodes, TemplateRenderer.Frame())
            return (renderer.output, renderer.runaway)
        }
        let first = render()
        Promise.check(first.0.count <= TemplateRenderer.maxOutputBytes + (1 << 20), "output past the limit")
        if let runaway = first.1 {
            Promise.check(bounds.contains(line: runaway.tag.line, column: runaway.tag.column), "runaway tag outside the text")
        }
        let second = render()
        Promise.check(first.0 == second.0 && first.1 == second.1, "rendering twice differs")
    }
}
