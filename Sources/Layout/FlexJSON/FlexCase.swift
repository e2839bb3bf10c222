// The JSON form of flex layout cases (the browser-recorded conformance fixtures): decoding and frames.
import Foundation

/// A problem in a JSON layout case: which case, and what is wrong.
public struct FlexJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The case's name (or its index when it has none).
    public var caseName: String
    /// What is wrong, quoting the key or value.
    public var message: String
    public var description: String { "case '\(caseName)': \(message)" }
}

/// One layout case: a style tree, the space offered to its root, and optionally expected frames.
public struct FlexCase {
    /// The case's name.
    public var name: String
    /// The root node, built from the style tree.
    public var root: () -> FlexNode
    /// The width and height offered to the root (nil: undefined).
    public var available: (width: Double?, height: Double?)

    /// Frames of the tree laid out in `direction`, in the fixtures' shape:
    /// `{"left", "top", "width", "height", "children": [...]}`.
    public func frames(direction: FlexTextDirection) -> [String: Any] {
        let node = root()
        node.layout(available: available, direction: direction)
        return Self.frames(of: node)
    }

    static func frames(of node: FlexNode) -> [String: Any] {
        var result: [String: Any] = ["left": node.frame.minX, "top": node.frame.minY, "width": node.frame.width, "height": node.frame.height]
        if !node.children.isEmpty { result["children"] = node.children.map { frames(of: $0) } }
        return result
    }

    private static let caseKeys: Set<String> = ["name", "group", "upstreamSkipped", "available", "root", "expected", "actual", "unconverted"]
    private static let nodeKeys: Set<String> = ["style", "measure", "children"]

    /// Decodes one case object.
    /// - Throws: `FlexJSONError` for an unknown key, a value of the wrong type, a negative size, NaN,
    ///   or a tree that contains itself.
    public init(json: Any, index: Int) throws(FlexJSONError) {
        guard let object = json as? [String: Any] else { throw FlexJSONError(caseName: "#\(index)", message: "a case must be a JSON object") }
        let name = object["name"] as? String ?? "#\(index)"
        for key in object.keys.sorted() where !Self.caseKeys.contains(key) {
            throw FlexJSONError(caseName: name, message: "unknown key '\(key)'")
        }
        guard let rootJSON = object["root"] else { throw FlexJSONError(caseName: name, message: "missing 'root'") }
        let available = object["available"] as? [String: Any] ?? [:]
        func offered(_ key: String) throws(FlexJSONError) -> Double? {
            guard let value = available[key], !(value is NSNull) else { return nil }
            guard let number = value as? Double, number.isFinite, number >= 0 else {
                throw FlexJSONError(caseName: name, message: "available.\(key) must be a non-negative number or null, not \(value)")
            }
            return number
        }
        let template = try Self.decodeNode(rootJSON, caseName: name, path: "root", depth: 0)
        self.name = name
        self.available = (try offered("width"), try offered("height"))
        self.root = { template.build() }
    }

    /// A decoded node, from which fresh `FlexNode` trees are built.
    struct NodeTemplate {
        var style: FlexStyle
        var measure: MeasureFunction?
        var children: [NodeTemplate]

        func build() -> FlexNode {
            FlexNode(style: style, children: children.map { $0.build() }, measure: measure)
        }
    }

    private static func decodeNode(_ json: Any, caseName: String, path: String, depth: Int) throws(FlexJSONError) -> NodeTemplate {
        // JSON text cannot express a cycle; a tree this deep is one (or an attack), not a layout.
        guard depth < 256 else { throw FlexJSONError(caseName: caseName, message: "\(path): the tree is deeper than 256 levels") }
        guard let object = json as? [String: Any] else { throw FlexJSONError(caseName: caseName, message: "\(path) must be an object") }
        for key in object.keys.sorted() where !nodeKeys.contains(key) {
            throw FlexJSONError(caseName: caseName, message: "\(path): unknown key '\(key)'")
        }
        let style = try FlexStyleJSON.decode(object["style"] as? [String: Any] ?? [:], caseName: caseName, path: path + ".style")
        var measure: MeasureFunction?
        if let measureJSON = object["measure"] {
            guard let spec = measureJSON as? [String: Any], let text = spec["text"] as? String else {
                throw FlexJSONError(caseName: caseName, message: "\(path).measure must be an object with a 'text' string")
            }
            measure = TextMeasure(text: text, isColumn: (spec["flexDirection"] as? String) == "column").function
        }
        let childrenJSON = object["children"] ?? []
        guard let list = childrenJSON as? [Any] else { throw FlexJSONError(caseName: caseName, message: "\(path).children must be an array") }
        var children: [NodeTemplate] = []
        for (index, child) in list.enumerated() {
            children.append(try decodeNode(child, caseName: caseName, path: "\(path).children[\(index)]", depth: depth + 1))
        }
        return NodeTemplate(style: style, measure: measure, children: children)
    }
}

/// The fixtures' text measure: a monospace font where every character is 10 × 10 points.
struct TextMeasure {
    let text: String
    let isColumn: Bool

    var function: MeasureFunction {
        let text = self.text, isColumn = self.isColumn
        return { width, widthMode, height, heightMode in
            let characters = Double(text.count)
            let words = text.split(separator: " ", omittingEmptySubsequences: false).map { Double($0.count) * 10 }
            let measuredWidth: Double
            switch widthMode {
            case .exactly: measuredWidth = width
            case .atMost: measuredWidth = min(width, characters * 10)
            case .undefined: measuredWidth = characters * 10
            }
            var lineHeight = 10.0
            if characters * 10 > measuredWidth {
                let lineMax = isColumn ? measuredWidth : max((words.max() ?? 0), measuredWidth)
                var lines = 1.0, current = 0.0
                for word in words {
                    if word > lineMax {
                        if current > 0 { lines += 1 }
                        lines += 1
                        current = 0
                    } else if current + word <= lineMax {
                        current += 10 + word
                    } else {
                        lines += 1
                        current = 10 + word
                    }
                }
                lineHeight = (current == 0 ? lines - 1 : lines) * 10
            }
            let measuredHeight: Double
            switch heightMode {
            case .exactly: measuredHeight = height
            case .atMost: measuredHeight = min(height, lineHeight)
            case .undefined: measuredHeight = lineHeight
            }
            return Size(width: measuredWidth, height: measuredHeight)
        }
    }
}
