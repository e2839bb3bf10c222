// The parsed Mustache templates of a theme, and rendering a page's context with them.
import Foundation
import Mustache

/// A theme's templates, parsed once per build and shared by every rendering thread.
public struct TemplateLibrary: Sendable {
    private var library: MustacheLibrary
    /// Template names available (`index`, `post`, `sidebar`, …).
    public private(set) var names: Set<String>
    /// Each template's text, by name.
    private var sources: [String: String] = [:]

    /// The templates every site needs.
    public static let requiredTemplates = ["base", "index", "month", "post", "category", "archive", "categories",
                                           "page", "404", "redirect"]

    /// Parses every `*.mustache` file of `theme` (top level by name, `partials/` by name without the folder).
    /// Parse errors and missing templates are appended to `diagnostics`.
    public init(theme: ThemeFiles, diagnostics: inout [Diagnostic]) {
        library = MustacheLibrary()
        names = []
        _ = TemplateEscaping.registered
        for path in theme.files.keys.sorted() where path.hasSuffix(".mustache") {
            let isPartial = path.hasPrefix("partials/")
            guard isPartial || !path.contains("/") else { continue }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let origin = theme.origins[path] ?? path
            guard let text = String(data: theme.files[path]!, encoding: .utf8) else {
                diagnostics.append(.error("The template is not valid UTF-8.", at: SourceLocation(path: origin)))
                continue
            }
            do {
                library.register(try MustacheTemplate(string: TemplateEscaping.pragma + text), named: name)
                names.insert(name)
                sources[name] = text
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error(
                    "Template error: \(error.error).",
                    at: SourceLocation(path: origin, line: max(error.context.lineNumber - 1, 1), column: error.context.columnNumber)))
            } catch {
                diagnostics.append(.error("Template error: \(error).", at: SourceLocation(path: origin)))
            }
        }
        // The sidebar is the same on every page at one folder depth: render it once per depth (see
        // `renderSidebar`) and let `{{> sidebar}}` insert the result instead of walking it on every page.
        if let sidebar = library.getTemplate(named: "sidebar"), let insert = try? MustacheTemplate(string: "{{{sidebarHTML}}}") {
            library.register(sidebar, named: Self.sidebarSourceName)
            library.register(insert, named: "sidebar")
        }
        for name in Self.requiredTemplates where !names.contains(name) {
            diagnostics.append(.error(
                "The theme has no template '\(name).mustache'.", at: SourceLocation(path: "templates/\(name).mustache"),
                notes: ["Add templates/\(name).mustache (see docs/templates.md)."]))
        }
    }

    /// The name under which the theme's own `partials/sidebar.mustache` is kept.
    static let sidebarSourceName = "sidebar~source"

    /// Whether the theme has a `sidebar` partial.
    public var hasSidebar: Bool { names.contains("sidebar") }

    /// The theme's sidebar partial rendered with `context` (the fields common to every page at one depth:
    /// `site`, `sidebar`, the `…URL` links and `page.root`). Pages receive it as `sidebarHTML`, which
    /// `{{> sidebar}}` inserts.
    public func renderSidebar(_ context: ContextValue) -> String {
        library.render(context.mustacheValue, withTemplate: Self.sidebarSourceName) ?? ""
    }

    /// Whether `word` is named in a tag of the template `name` or of any template it includes
    /// (`{{> partial}}`) or extends (`{{< parent}}`), directly or not: as a whole name or a part of a
    /// dotted one (`{{{content}}}`, `{{#post.content}}`), not in the HTML around the tags (`<meta content>`).
    /// A dynamic partial (`{{>*…}}`) could be anything, and changed delimiters (`{{=<% %>=}}`) hide the
    /// tags: both answer true. Mustache can only reach a context field by naming it, so a field no
    /// reachable template mentions cannot change a page's output.
    public func mentions(_ word: String, reachableFrom name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let text = sources[next] else { continue }
            if text.contains("{{=") { return true }
            var rest = Substring(text)
            while let open = rest.range(of: "{{") {
                rest = rest[open.upperBound...]
                let tag = rest.prefix(upTo: rest.range(of: "}}")?.lowerBound ?? rest.endIndex)
                let names = tag.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
                if names.contains(where: { $0 == word }) { return true }
                let trimmed = tag.drop(while: { $0 == " " })
                guard let kind = trimmed.first, kind == ">" || kind == "<" else { continue }
                let target = trimmed.dropFirst().drop(while: { $0 == " " })
                if target.first == "*" { return true }
                pending.append(String(target.prefix(while: { !$0.isWhitespace && $0 != "}" })))
            }
        }
        return false
    }

    /// `context` rendered with the template `name`; `nil` when there is no such template.
    public func render(_ context: ContextValue, template name: String) -> String? {
        library.render(context.mustacheValue, withTemplate: name)
    }
}
