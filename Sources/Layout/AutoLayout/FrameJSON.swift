// The JSON form of frames that `blog layout solve` and `blog layout render` print: sorted keys, stable numbers.

extension LayoutSolution {
    /// The solution in the JSON form of `FrameJSON`.
    public var json: String { FrameJSON.encode(frames: frames, contentSizes: contentSizes) }
}

/// The JSON of a set of frames, the public output format of `blog layout solve`.
public enum FrameJSON {
    /// `{"contentSize": {NAME: {"height", "width"}}, "views": {NAME: {"height", "width", "x", "y"}}}`
    /// with every key sorted and x/y relative to the parent, pretty-printed with two spaces.
    /// Numbers are rounded to a millionth of a point and printed without a trailing `.0`, so the
    /// same layout always prints the same bytes.
    public static func encode(frames: [String: Rect], contentSizes: [String: Size]) -> String {
        func number(_ value: Double) -> String {
            let rounded = (value * 1e6).rounded() / 1e6
            return rounded == 0 ? "0" : rounded.compactDescription
        }
        func string(_ text: String) -> String {
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                case _ where scalar.value < 0x20: escaped += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        }
        func object(_ entries: [(String, String)], indent: String) -> String {
            if entries.isEmpty { return "{}" }
            let inner = indent + "  "
            let body = entries.sorted { $0.0 < $1.0 }.map { "\(inner)\(string($0.0)): \($0.1)" }.joined(separator: ",\n")
            return "{\n\(body)\n\(indent)}"
        }
        let sizes = contentSizes.map { name, size in
            (name, object([("height", number(size.height)), ("width", number(size.width))], indent: "    "))
        }
        let views = frames.map { name, frame in
            (name, object([("height", number(frame.height)), ("width", number(frame.width)),
                           ("x", number(frame.minX)), ("y", number(frame.minY))], indent: "    "))
        }
        return object([("contentSize", object(sizes, indent: "  ")), ("views", object(views, indent: "  "))], indent: "")
    }
}
