// Reading typed values (strings, lists, booleans, integers) out of YAML nodes, with errors at the value;
// and writing a string as a YAML scalar, for the front matter `blog` writes itself.
import Yams

/// Typed access to YAML nodes that reports the value's location when the type is wrong.
enum YAMLValues {
    /// How every YAML file is composed: with no implicit typing. Values are read as written and typed by
    /// the functions below, so Yams' per-scalar type resolution (a set of regular expressions it runs
    /// for each key when it checks a mapping for duplicates) would be wasted work.
    /// How many nodes `node` holds, itself included, and how many bytes their scalars, counting each use of an alias
    /// anew (as every reader of the values expands it); the walk stops once either passes its limit, in time bounded
    /// by `nodeLimit`.
    static func expandedSize(_ node: Node, nodeLimit: Int, byteLimit: Int) -> (nodes: Int, bytes: Int) {
        var count = 0
        var bytes = 0
        var pending = [node]
        while let next = pending.popLast() {
            count += 1
            if let scalar = next.scalar { bytes += scalar.string.utf8.count }
            if count > nodeLimit || bytes > byteLimit { return (count, bytes) }
            if let sequence = next.sequence { pending += sequence }
            if let mapping = next.mapping {
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return (count, bytes)
    }

    /// The deepest nesting of `[` and `{` outside quoted strings and comments in YAML `text`, where it passes `limit`
    /// (its scalar offset), or nil: Yams composes a nested collection by recursion, and a deep one overflows the stack.
    static func flowNestingPastLimit(_ text: String, limit: Int) -> Int? {
        var depth = 0
        var quote: Unicode.Scalar?
        var inComment = false
        var previous: Unicode.Scalar = "\n"
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            defer { previous = scalar }
            if inComment {
                if scalar == "\n" { inComment = false }
                continue
            }
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "#" where previous == " " || previous == "\n" || previous == "\t": inComment = true
            case "\"", "'" where depth > 0: quote = scalar
            case "[", "{":
                depth += 1
                if depth > limit { return offset }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    static func compose(_ text: String) throws -> Node? {
        // UTF-8 said outright: Yams' default encoding reads the whole process environment on every parse.
        try Yams.compose(yaml: text, .basic, .default, .utf8)
    }

    /// `text` as a double-quoted YAML scalar that reads back as exactly `text` (quotes, backslashes,
    /// tabs and other control characters escaped).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A scalar as written.
    static func string(_ node: Node) -> String? { node.scalar?.string }

    /// Whether `node` is YAML's null: an unquoted `~`, `null` (`Null`, `NULL`) or nothing. `categories: null` means
    /// none, as in Hugo, where `categories: "null"` names a category.
    static func isNull(_ node: Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// A list of strings: a sequence of scalars, or one scalar (a one-item list); null, or a null item, is none.
    static func strings(_ node: Node) -> [String]? {
        if isNull(node) { return [] }
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else { return nil }
        var result: [String] = []
        for item in sequence where !isNull(item) {
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
        node.scalar.flatMap { Int($0.string.trimmingASCIIWhitespace()) }
    }
}
