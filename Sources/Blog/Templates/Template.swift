// A parsed Mustache template: the tree of text and tags that `TemplateRenderer` walks.

/// One theme template after parsing: its nodes, and the partials it names (to report missing ones).
struct Template: Sendable {
    var nodes: [TemplateNode]
    /// Each `{{> name}}` or `{{< name}}` with a fixed name, and the 1-based line and column of its tag.
    var partialReferences: [(name: String, line: Int, column: Int)]
}

/// A part of a template.
indirect enum TemplateNode: Sendable {
    /// Text copied to the output as it is (UTF-8).
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}`, `{{& name}}` (not escaped).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`: shown for true, for each item of a list, or once with any other value pushed.
    case section(TemplateName, body: [TemplateNode])
    /// `{{^name}}…{{/name}}`: shown when the value is missing, false or an empty list.
    case invertedSection(TemplateName, body: [TemplateNode])
    /// `{{> name}}`, `{{>*field}}` (the name is a context field's value), or `{{< parent}}…{{/parent}}`
    /// with its block overrides. `indentation` is the whitespace before a tag standing alone on its line,
    /// put in front of every line the partial writes.
    /// `tag` is where the tag is, for errors about what it includes.
    case partial(name: String, isDynamic: Bool, indentation: [UInt8], overrides: [String: [TemplateNode]]?, tag: TagPosition)
    /// `{{$name}}default{{/name}}`: the caller's override of that name, else the default.
    case block(name: String, defaultBody: [TemplateNode], indentation: [UInt8], tag: TagPosition)
    /// `{{$name}}…{{/name}}` directly inside `{{< parent}}`: an override (only ever seen by the parser).
    case blockOverride(name: String, body: [TemplateNode])
    /// `{{% CONTENT_TYPE: HTML}}` or `TEXT`: whether the rest of the template escapes variables.
    case contentType(escapesHTML: Bool)
}

/// The 1-based line and column of a tag in its template.
struct TagPosition: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// A name a tag looks up: `title`, `post.url`, `.`, `.title`, and swift-mustache's transforms
/// (`uppercased(title)`, `count(posts)`, `first()` inside a list).
struct TemplateName: Sendable, Equatable {
    enum Lookup: Sendable, Equatable {
        /// `.`: the current value.
        case current
        /// The first part is looked for in every enclosing value, innermost first; the rest inside it.
        case climbing([String])
        /// `.title`: looked for in the current value only.
        case anchored([String])
        /// `first()`, `last()`, `index()`, `even()`, `odd()`: the position in the list being iterated.
        case listPosition
    }

    var lookup: Lookup
    /// Transforms, outermost first: `a(b(x))` is `["a", "b"]`.
    var transforms: [String]

    /// The name parts and transforms a tag mentions.
    var words: [String] {
        switch lookup {
        case .current, .listPosition: transforms
        case .climbing(let parts), .anchored(let parts): parts + transforms
        }
    }
}
