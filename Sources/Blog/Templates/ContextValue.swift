// The value tree handed to templates: comparable (to know when a page must be re-rendered) and Sendable.

/// A template context value. Pages keep their context from the last build and are re-rendered only
/// when the new one differs, so this type is `Hashable` and cheap to compare when unchanged.
public indirect enum ContextValue: Sendable, Hashable {
    case string(String)
    /// Rendered HTML (a post's content or summary): written with its edits applied, never copied with them (the ids
    /// scoped for a month page), and what a page that prints it needs. Renders and transforms as the text it stands
    /// for; equal to another only with the same base, edits and needs.
    case html(HTMLText)
    case bool(Bool)
    case int(Int)
    case list([ContextValue])
    case object([String: ContextValue])

    /// The field `key` of an object, for tests and renderers.
    public subscript(key: String) -> ContextValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// The string value, if this is one (an edited string made with its edits).
    public var stringValue: String? {
        switch self {
        case .string(let value): value
        case .html(let value): value.text
        default: nil
        }
    }

    /// The list's items, if this is a list.
    public var listValue: [ContextValue]? {
        if case .list(let values) = self { return values }
        return nil
    }
}

/// `base` with `edits` (in order, not overlapping) applied, and what a page that prints it needs.
public struct HTMLText: Sendable, Hashable {
    public var base: String
    public var edits: [TextEdit]
    public var needs: PageNeeds

    public init(_ base: String, _ edits: [TextEdit] = [], needs: PageNeeds = []) {
        self.base = base
        self.edits = edits
        self.needs = needs
    }

    /// The text it stands for, made.
    public var text: String { base.replacingUTF8Ranges(edits) }

    /// Calls `body` with the pieces of the text, in order, without making it.
    func forEachPiece(_ body: (Substring) -> Void) {
        base.forEachUTF8Piece(applying: edits, body)
    }
}

extension ContextValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: ContextValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, ContextValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
