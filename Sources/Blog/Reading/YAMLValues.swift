// Reading typed values (strings, lists, booleans, integers) out of YAML nodes, with errors at the value.
import Yams

/// Typed access to YAML nodes that reports the value's location when the type is wrong.
enum YAMLValues {
    /// A scalar as written.
    static func string(_ node: Node) -> String? { node.scalar?.string }

    /// A list of strings: a sequence of scalars, or one scalar (a one-item list).
    static func strings(_ node: Node) -> [String]? {
        if let scalar = node.scalar { return scalar.string.isEmpty ? [] : [scalar.string] }
        guard let sequence = node.sequence else { return nil }
        var result: [String] = []
        for item in sequence {
            guard let value = item.scalar?.string else { return nil }
            result.append(value)
        }
        return result
    }

    /// A YAML 1.1/1.2 boolean.
    static func bool(_ node: Node) -> Bool? {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A decimal integer.
    static func int(_ node: Node) -> Int? {
        node.scalar.flatMap { Int($0.string.trimmingCharacters(in: .whitespaces)) }
    }
}
