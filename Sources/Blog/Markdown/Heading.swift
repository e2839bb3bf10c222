// A heading of a Markdown document and the allocator that gives headings stable, unique ids.

/// A heading found in a document: its level, plain text and the id its `<hN>` carries.
public struct Heading: Sendable, Hashable {
    /// 1 to 6.
    public var level: Int
    /// The heading's text without markup.
    public var text: String
    /// The `id` attribute, unique within the document.
    public var id: String

    /// Creates a heading.
    public init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}

/// Allocates heading ids: the base id of the text in the site's style, then `-1`, `-2`, … for repeats within one document.
struct HeadingIDAllocator {
    /// How a text becomes a base id.
    let style: HeadingIDStyle
    private var used: Set<String> = []
    /// For each base slug, the suffix to try first: the ids only ever grow in number, so the smallest free
    /// suffix never goes down, and n headings with one text cost n steps rather than n²/2.
    private var nextSuffix: [String: Int] = [:]

    init(style: HeadingIDStyle = .blog) { self.style = style }

    /// The id a heading names itself (`{#startup}`), or that id with a suffix when an earlier heading took it.
    mutating func allocate(explicit id: String) -> String {
        guard used.contains(id) else {
            used.insert(id)
            return id
        }
        return allocate(base: id)
    }

    /// A fresh id for a heading with `text`.
    mutating func allocate(for text: HeadingText) -> String { allocate(base: style.baseID(text)) }

    /// `base`, or `base` with the first free suffix.
    private mutating func allocate(base: String) -> String {
        var id = base
        if used.contains(id) {
            var counter = nextSuffix[base] ?? 1
            repeat {
                id = "\(base)-\(counter)"
                counter += 1
            } while used.contains(id)
            nextSuffix[base] = counter
        }
        used.insert(id)
        return id
    }
}
