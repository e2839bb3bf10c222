// The JSON form of flex layout cases (the browser-recorded conformance fixtures): decoding and frames.
import Foundation
import Layout

/// A problem in a JSON layout case: which case, and what is wrong.
public struct FlexJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The case's name (or its index when it has none).
    public var caseName: String
    /// What is wrong, quoting the key or value.
    public var message: String
    public var description: String { "case '\(caseName)': \(message)" }

    /// How a message quotes a bad JSON value: numbers, strings and null as written, arrays and
    /// objects by their kind. Never a collection's `description`, whose order of keys changes from one
    /// decoding to the next and would make the same input give different messages.
    static func quoting(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let text as String: return "'\(text)'"
        case let number as NSNumber: return number.description
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "a value of type \(type(of: value))"
        }
    }
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
    ///
    /// As the fixtures were recorded (shared/fixtures/flexbox-web/README.md), a node that sets no `direction` takes
    /// the run's, not its parent's: the recording's style sheet gave every element the run's direction (`.ltr *`).
    /// Where no node sets one (every case of the Yoga set), that is the same as inheriting it from the root.
    public func frames(direction: FlexTextDirection) -> [String: Any] {
        let node = root()
        var pending = [node]
        while let next = pending.popLast() {
            if next.style.direction == .inherit { next.style.direction = direction == .ltr ? .ltr : .rtl }
            pending += next.children
        }
        node.layout(available: available, direction: direction)
        return Self.frames(of: node)
    }

    /// The frames of `node` and its descendants. A value that is not finite (which input within
    /// `LayoutLimits` should never give) is written as `null`, so it cannot make the JSON unwritable.
    /// Recursion is bounded: decoding refuses trees deeper than `LayoutLimits.maximumDepth`.
    static func frames(of node: FlexNode) -> [String: Any] {
        func number(_ value: Double) -> Any { value.isFinite ? value : NSNull() }
        var result: [String: Any] = ["left": number(node.frame.minX), "top": number(node.frame.minY),
                                     "width": number(node.frame.width), "height": number(node.frame.height)]
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
            guard let number = value as? Double, number.isFinite, number >= 0, number <= LayoutLimits.maximumMagnitude else {
                throw FlexJSONError(caseName: name, message: "available.\(key) must be a non-negative number of at most 10^9 or null, not \(FlexJSONError.quoting(value))")
            }
            return number
        }
        let template = try Self.decodeTree(rootJSON, caseName: name)
        self.name = name
        self.available = (try offered("width"), try offered("height"))
        self.root = { template.build() }
    }

    /// A decoded node, from which fresh `FlexNode` trees are built.
    struct NodeTemplate {
        var style: FlexStyle
        var measure: MeasureFunction?
        var children: [NodeTemplate]
        var minContentWidth: Double?

        func build() -> FlexNode {
            let node = FlexNode(style: style, children: children.map { $0.build() }, measure: measure)
            node.minContentWidth = minContentWidth
            return node
        }
    }

    /// Decodes the tree below `root` depth first with an explicit stack (no recursion), refusing a
    /// node deeper than `LayoutLimits.maximumDepth` levels below the root with its JSON path.
    private static func decodeTree(_ root: Any, caseName: String) throws(FlexJSONError) -> NodeTemplate {
        /// A node whose own members are decoded and whose children are being decoded.
        struct Pending {
            var template: NodeTemplate
            var childrenJSON: [Any]
            var path: String
        }
        var stack = [try decodeOwnMembers(root, caseName: caseName, path: "root")]
        while let top = stack.last {
            let index = top.template.children.count
            if index < top.childrenJSON.count {
                let path = "\(top.path).children[\(index)]"
                guard stack.count <= LayoutLimits.maximumDepth else {
                    throw FlexJSONError(caseName: caseName,
                                        message: "\(path): the tree is deeper than \(LayoutLimits.maximumDepth) levels below the root")
                }
                let child = try decodeOwnMembers(top.childrenJSON[index], caseName: caseName, path: path)
                if child.childrenJSON.isEmpty {
                    stack[stack.count - 1].template.children.append(child.template)
                } else {
                    stack.append(child)
                }
            } else {
                stack.removeLast()
                guard !stack.isEmpty else { return top.template }
                stack[stack.count - 1].template.children.append(top.template)
            }
        }
        preconditionFailure("unreachable: the loop returns when the root is finished")

        func decodeOwnMembers(_ json: Any, caseName: String, path: String) throws(FlexJSONError) -> Pending {
            guard let object = json as? [String: Any] else { throw FlexJSONError(caseName: caseName, message: "\(path) must be an object") }
            for key in object.keys.sorted() where !nodeKeys.contains(key) {
                throw FlexJSONError(caseName: caseName, message: "\(path): unknown key '\(key)'")
            }
            let style = try FlexStyleJSON.decode(object["style"] as? [String: Any] ?? [:], caseName: caseName, path: path + ".style")
            var measure: MeasureFunction?
            var minContentWidth: Double?
            if let measureJSON = object["measure"] {
                guard let spec = measureJSON as? [String: Any], let text = spec["text"] as? String else {
                    throw FlexJSONError(caseName: caseName, message: "\(path).measure must be an object with a 'text' string")
                }
                let textMeasure = TextMeasure(text: text, isColumn: (spec["flexDirection"] as? String) == "column")
                measure = textMeasure.function
                minContentWidth = textMeasure.longestWordWidth
            }
            let childrenJSON = object["children"] ?? []
            guard let list = childrenJSON as? [Any] else { throw FlexJSONError(caseName: caseName, message: "\(path).children must be an array") }
            return Pending(template: NodeTemplate(style: style, measure: measure, children: [], minContentWidth: minContentWidth),
                           childrenJSON: list, path: path)
        }
    }
}

/// The fixtures' text measure: a monospace font where every character is 10 × 10 points.
struct TextMeasure {
    let text: String
    let isColumn: Bool

    /// The text's min-content width: its longest word's.
    var longestWordWidth: Double {
        Double(text.split(separator: " ").map(\.count).max() ?? 0) * 10
    }

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
