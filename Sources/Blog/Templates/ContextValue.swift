// The value tree handed to templates: comparable (to know when a page must be re-rendered) and Sendable.

/// A template context value. Pages keep their context from the last build and are re-rendered only
/// when the new one differs, so this type is `Hashable` and cheap to compare when unchanged.
public indirect enum ContextValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([ContextValue])
    case object([String: ContextValue])

    /// The field `key` of an object, for tests and renderers.
    public subscript(key: String) -> ContextValue? {
        if case .object(let fields) = self { return fields[key] }
        return nil
    }

    /// The string value, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The list's items, if this is a list.
    public var listValue: [ContextValue]? {
        if case .list(let values) = self { return values }
        return nil
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
