// The values Liquid works on when an import runs a Jekyll page's loops and conditions: `site` (the configuration and
// `_data/`), `page` (the front matter) and the loop variables, with the filters and comparisons Liquid gives them.
import Foundation

/// A Liquid value (Liquid's nil, a string, a number, a boolean, a list or a hash).
indirect enum LiquidValue: Equatable, Sendable {
    case none
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([LiquidValue])
    case object([String: LiquidValue])

    /// The value of a YAML or JSON document as Yams or JSONSerialization load it (`[String: Any]`, `[Any]`, …).
    init(loaded value: Any?, depth: Int = 0) {
        switch value {
        case nil, is NSNull: self = .none
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .number(Double(number))
        case let number as Double: self = .number(number)
        case let number as NSNumber: self = .number(number.doubleValue)
        case let text as String: self = .string(text)
        case let date as Date: self = .string(ISO8601DateFormatter().string(from: date))
        case let list as [Any] where depth < 32: self = .array(list.map { LiquidValue(loaded: $0, depth: depth + 1) })
        case let table as [String: Any] where depth < 32: self = .object(table.mapValues { LiquidValue(loaded: $0, depth: depth + 1) })
        case let table as [AnyHashable: Any] where depth < 32:
            self = .object(Dictionary(table.map { ("\($0.key)", LiquidValue(loaded: $0.value, depth: depth + 1)) }, uniquingKeysWith: { a, _ in a }))
        default: self = .string("\(value!)")
        }
    }

    /// Liquid's truth: everything but nil and false.
    var isTruthy: Bool {
        switch self {
        case .none, .bool(false): return false
        default: return true
        }
    }

    /// The value as `{{ }}` writes it: a list's items one after another, nil and a hash as nothing.
    var text: String {
        switch self {
        case .none, .object: return ""
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            return number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .array(let items): return items.map(\.text).joined()
        }
    }

    /// The value's `key` (`site.data.skills`, `skill.name`), a list's `size`, `first`, `last` or item at an index.
    func member(_ key: String) -> LiquidValue {
        switch self {
        case .object(let table):
            if let value = table[key] { return value }
            return key == "size" ? .number(Double(table.count)) : .none
        case .array(let items):
            switch key {
            case "size": return .number(Double(items.count))
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            default:
                guard let index = Int(key) else { return .none }
                let at = index < 0 ? items.count + index : index
                return items.indices.contains(at) ? items[at] : .none
            }
        case .string(let text): return key == "size" ? .number(Double(text.count)) : .none
        default: return .none
        }
    }

    /// `self op other` as Liquid compares (`==`, `!=`, `<`, `>`, `<=`, `>=`, `contains`); nil for an unknown operator.
    func compared(_ op: String, _ other: LiquidValue) -> Bool? {
        switch op {
        case "==": return self == other
        case "!=", "<>": return self != other
        case "contains":
            switch self {
            case .string(let text): return other.text.isEmpty ? false : text.contains(other.text)
            case .array(let items): return items.contains(other)
            case .object(let table): return table[other.text] != nil
            default: return false
            }
        case "<", ">", "<=", ">=":
            let order: ComparisonResult
            switch (self, other) {
            case (.number(let a), .number(let b)): order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            case (.string(let a), .string(let b)): order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            default: return false
            }
            switch op {
            case "<": return order == .orderedAscending
            case ">": return order == .orderedDescending
            case "<=": return order != .orderedDescending
            default: return order != .orderedAscending
            }
        default: return nil
        }
    }

    /// The value with the filter `name` applied (`size`, `join: ", "`, `upcase`, `default: "x"`, …), or nil when the
    /// filter is not one of these.
    func filtered(_ name: String, _ arguments: [LiquidValue]) -> LiquidValue? {
        let argument = arguments.first ?? .none
        switch name {
        case "size": return member("size")
        case "first", "last": return member(name)
        case "join":
            guard case .array(let items) = self else { return self }
            return .string(items.map(\.text).joined(separator: arguments.isEmpty ? " " : argument.text))
        case "reverse":
            guard case .array(let items) = self else { return self }
            return .array(items.reversed())
        case "upcase": return .string(text.uppercased())
        case "downcase": return .string(text.lowercased())
        case "capitalize": return .string(text.prefix(1).uppercased() + text.dropFirst())
        case "strip": return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case "escape", "xml_escape", "escape_once": return .string(HTMLEscaping.attribute(text))
        case "default": return isTruthy && self != .string("") && self != .array([]) ? self : argument
        case "append": return .string(text + argument.text)
        case "prepend": return .string(argument.text + text)
        case "plus", "minus", "times":
            guard case .number(let a) = Self.number(self), case .number(let b) = Self.number(argument) else { return .none }
            return .number(name == "plus" ? a + b : name == "minus" ? a - b : a * b)
        default: return nil
        }
    }

    private static func number(_ value: LiquidValue) -> LiquidValue {
        if case .string(let text) = value, let number = Double(text) { return .number(number) }
        return value
    }
}
