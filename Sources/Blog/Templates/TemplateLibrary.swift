// The parsed Mustache templates of a theme, and rendering a page's context with them.
import Foundation

/// A theme's templates, parsed once per build and shared by every rendering thread.
///
/// The templates are Mustache in swift-mustache's dialect (see `TemplateParser`), rendered by our own
/// `TemplateRenderer`: swift-mustache spent about 2 µs a tag on dynamic casts and name splitting, two
/// fifths of a 10,000-post build.
public struct TemplateLibrary: Sendable {
    private var templates: [String: [TemplateNode]] = [:]
    /// Each template's file as the user sees it (`templates/post.mustache`, `(default theme)/…`), by name.
    private var origins: [String: String] = [:]
    /// Template names available (`index`, `post`, `sidebar`, …).
    public private(set) var names: Set<String> = []

    /// The templates every site needs.
    public static let requiredTemplates = ["base"] + PageKind.allCases.filter(\.isRequiredInTheme).map(\.templateName)

    /// Parses every `*.mustache` file of `theme` (top level by name, `partials/` by name without the folder).
    /// Parse errors and missing templates are appended to `diagnostics`, partials no template has as warnings.
    public init(theme: ThemeFiles, diagnostics: inout [Diagnostic]) {
        var references: [(name: String, location: SourceLocation)] = []
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
                let template = try TemplateParser.parse(text)
                templates[name] = template.nodes
                origins[name] = origin
                names.insert(name)
                for reference in template.partialReferences {
                    references.append((reference.name, SourceLocation(path: origin, line: reference.line, column: reference.column)))
                }
            } catch {
                diagnostics.append(.error("Template error: \(error.message).",
                                          at: SourceLocation(path: origin, line: error.line, column: error.column)))
            }
        }
        for reference in references where templates[reference.name] == nil {
            diagnostics.append(.warning("There is no template '\(reference.name)' for this tag to include; it renders nothing.",
                                        at: reference.location))
        }
        // The sidebar is the same on every page at one folder depth: render it once per depth (see
        // `renderSidebar`) and let `{{> sidebar}}` insert the result instead of walking it on every page.
        if let sidebar = templates["sidebar"] {
            templates[Self.sidebarSourceName] = sidebar
            templates["sidebar"] = [.variable(TemplateName(lookup: .climbing(["sidebarHTML"]), transforms: []), escaped: false)]
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
    public func renderSidebar(_ context: ContextValue) throws(TemplateNestingError) -> String {
        String(decoding: try render(context, templateNamed: Self.sidebarSourceName) ?? [], as: UTF8.self)
    }

    /// Whether `word` is named in a tag of the template `name` or of any template it includes
    /// (`{{> partial}}`) or extends (`{{< parent}}`), directly or not: as a whole name, a part of a dotted
    /// one (`{{{content}}}`, `{{#post.content}}`) or a transform's argument, not in the HTML around the tags
    /// (`<meta content>`). A dynamic partial (`{{>*…}}`) could be anything: it answers true. Mustache can
    /// only reach a context field by naming it, so a field no reachable template mentions cannot change a
    /// page's output.
    public func mentions(_ word: String, reachableFrom name: String) -> Bool {
        var seen: Set<String> = []
        var pendingTemplates = [name]
        while let next = pendingTemplates.popLast() {
            guard seen.insert(next).inserted, let nodes = templates[next] else { continue }
            var pending = nodes
            while let node = pending.popLast() {
                switch node {
                case .text, .contentType: break
                case .variable(let tagName, _):
                    if tagName.words.contains(word) { return true }
                case .section(let tagName, let body), .invertedSection(let tagName, let body):
                    if tagName.words.contains(word) { return true }
                    pending += body
                case .partial(let partial, let isDynamic, _, let overrides, _):
                    if isDynamic { return true }
                    pendingTemplates.append(partial)
                    if let overrides { pending += overrides.values.joined() }
                case .block(_, let body, _, _), .blockOverride(_, let body):
                    pending += body
                }
            }
        }
        return false
    }

    /// `context` rendered with the template `name`; `nil` when there is no such template.
    public func render(_ context: ContextValue, template name: String) throws(TemplateNestingError) -> String? {
        try render(context, templateNamed: name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `context` rendered with the template `name` as UTF-8; `nil` when there is no such template.
    /// `capacity` is a guess of the output's size, to grow the buffer once.
    func render(_ context: ContextValue, templateNamed name: String, capacity: Int = 0) throws(TemplateNestingError) -> [UInt8]? {
        try renderPage(context, templateNamed: name, capacity: capacity)?.bytes
    }

    /// `context` rendered with the template `name` as UTF-8, and what the values it printed need from the page
    /// (`PageNeeds`); `nil` when there is no such template.
    func renderPage(_ context: ContextValue, templateNamed name: String,
                    capacity: Int = 0) throws(TemplateNestingError) -> (bytes: [UInt8], needs: PageNeeds)? {
        guard let nodes = templates[name] else { return nil }
        var renderer = TemplateRenderer(templates: templates, context: context, template: name, capacity: capacity)
        renderer.render(nodes, TemplateRenderer.Frame())
        if let runaway = renderer.runaway {
            func shown(_ name: String) -> String { name == Self.sidebarSourceName ? "sidebar" : name }
            let template = shown(runaway.template)
            let location = SourceLocation(path: origins[template] ?? origins[runaway.template] ?? template,
                                          line: runaway.tag.line, column: runaway.tag.column)
            throw TemplateNestingError(template: shown(name), runaway: shown(runaway.name), reason: runaway.reason,
                                       location: location)
        }
        return (renderer.output, renderer.printedNeeds)
    }
}

/// A template whose rendering runs away: a partial that includes itself whatever the data, a block
/// override that expands its own block (nested too deep), or a partial that includes itself inside a
/// section, whose work doubles at each level (too much work for one page).
public struct TemplateNestingError: Error, Sendable, CustomStringConvertible {
    /// The template being rendered.
    public var template: String
    /// The partial (or `$block`) being expanded when rendering stopped.
    public var runaway: String
    /// Whether it nested too deep or did too much work.
    var reason: TemplateRenderer.Runaway.Reason
    /// The tag that includes `runaway`, in its template's file as the user sees it.
    public var location: SourceLocation

    public var message: String {
        switch reason {
        case .depth:
            return "Rendering '\(template)' nests '\(runaway)' more than \(TemplateRenderer.maxDepth) deep: does it include itself?"
        case .work:
            return "Rendering '\(template)' was stopped after \(TemplateRenderer.maxSteps) steps or "
                + "\(TemplateRenderer.maxOutputBytes >> 20) MiB of output while this tag included '\(runaway)': "
                + "does it include itself inside a section?"
        }
    }

    public var description: String { TerminalText.escaped("\(location): error: \(message)") }
}
