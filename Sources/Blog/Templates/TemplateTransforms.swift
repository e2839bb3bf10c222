// swift-mustache's transforms (`{{uppercased(title)}}`, `{{count(posts)}}`, `{{#first()}}`)
// on context values.
import Foundation

extension ContextValue {
    /// The value of the transform `name` (as swift-mustache defines it for strings, integers and arrays),
    /// or nil when this kind of value has no such transform.
    func transform(_ name: String) -> ContextValue? {
        switch self {
        case .string(let text):
            switch name {
            case "empty": return .bool(text.isEmpty)
            case "capitalized": return .string(text.capitalized)
            case "lowercased": return .string(text.lowercased())
            case "uppercased": return .string(text.uppercased())
            case "reversed": return .string(String(text.reversed()))
            default: return nil
            }
        case .html(let text):
            return ContextValue.string(text.text).transform(name)
        case .int(let number):
            switch name {
            case "equalzero": return .bool(number == 0)
            case "plusone": return .int(number + 1)
            case "minusone": return .int(number - 1)
            case "even": return .bool(number & 1 == 0)
            case "odd": return .bool(number & 1 == 1)
            default: return nil
            }
        case .list(let items):
            switch name {
            case "first": return items.first
            case "last": return items.last
            case "reversed": return .list(items.reversed())
            case "count": return .int(items.count)
            case "empty": return .bool(items.isEmpty)
            default: return nil
            }
        case .bool, .object:
            return nil
        }
    }
}

extension TemplateRenderer.ListPosition {
    /// `first()`, `last()`, `index()`, `even()`, `odd()` inside a list section.
    func transform(_ name: String) -> ContextValue? {
        switch name {
        case "first": .bool(index == 0)
        case "last": .bool(isLast)
        case "index": .int(index)
        case "even": .bool(index & 1 == 0)
        case "odd": .bool(index & 1 == 1)
        default: nil
        }
    }
}
