// Reads a style object with CSS property names (camelCase) and CSS values into a `FlexStyle`.
import Layout

/// Decodes the fixtures' style objects.
enum FlexStyleJSON {
    static func decode(_ object: [String: Any], caseName: String, path: String) throws(FlexJSONError) -> FlexStyle {
        var style = FlexStyle()
        func fail(_ key: String, _ message: String) -> FlexJSONError {
            FlexJSONError(caseName: caseName, message: "\(path).\(key): \(message)")
        }
        func length(_ key: String, _ value: Any, allowsNegative: Bool = false) throws(FlexJSONError) -> FlexLength {
            if let number = value as? Double {
                guard number.isFinite, abs(number) <= LayoutLimits.maximumMagnitude else {
                    throw fail(key, "must be a finite number of at most 10^9 in size, not \(number)")
                }
                guard allowsNegative || number >= 0 else { throw fail(key, "must not be negative (\(number))") }
                return .points(number)
            }
            guard let text = value as? String else { throw fail(key, "must be a number or a string, not \(FlexJSONError.quoting(value))") }
            switch text {
            case "auto": return .auto
            case "max-content": return .maxContent
            case "fit-content": return .fitContent
            case "stretch": return .stretch
            default:
                guard text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite else {
                    throw fail(key, "'\(text)' is not a length (a number, 'N%', 'auto', 'max-content', 'fit-content' or 'stretch')")
                }
                guard abs(number) <= LayoutLimits.maximumMagnitude else {
                    throw fail(key, "'\(text)' is too large; percentages are at most 10^9 in size")
                }
                guard allowsNegative || number >= 0 else { throw fail(key, "must not be negative ('\(text)')") }
                return .percent(number)
            }
        }
        func number(_ key: String, _ value: Any) throws(FlexJSONError) -> Double {
            guard let number = value as? Double, number.isFinite, number >= 0, number <= LayoutLimits.maximumMagnitude else {
                throw fail(key, "must be a non-negative number of at most 10^9, not \(FlexJSONError.quoting(value))")
            }
            return number
        }
        func keyword<T: RawRepresentable>(_ key: String, _ value: Any, _ type: T.Type) throws(FlexJSONError) -> T where T.RawValue == String {
            guard let text = value as? String, let result = T(rawValue: text) else { throw fail(key, "unknown value \(FlexJSONError.quoting(value))") }
            return result
        }
        /// An alignment value: a keyword, optionally after `safe` or `unsafe` (css-align-3 §4.4), which go only
        /// before a position (`center`, `start`, `end`, `flex-start`, `flex-end`, and on items `self-start`, `self-end`).
        func alignment<T: RawRepresentable>(_ key: String, _ value: Any, _ type: T.Type,
                                            refusing refused: Set<String> = []) throws(FlexJSONError) -> (T, FlexOverflowPosition)
            where T.RawValue == String {
            guard let text = value as? String else { throw fail(key, "unknown value \(FlexJSONError.quoting(value))") }
            let words = text.split(separator: " ")
            var position = FlexOverflowPosition.unspecified
            var word = text
            if words.count == 2, words[0] == "safe" || words[0] == "unsafe" {
                position = words[0] == "safe" ? .safe : .unsafe
                word = String(words[1])
            }
            guard !refused.contains(word), let result = T(rawValue: word) else { throw fail(key, "unknown value '\(text)'") }
            let positions: Set<String> = ["center", "start", "end", "flex-start", "flex-end", "self-start", "self-end"]
            if position != .unspecified, !positions.contains(word) {
                throw fail(key, "'\(words[0])' goes only before 'center', 'start', 'end', 'flex-start' or 'flex-end' (on items also 'self-start' or 'self-end'), not '\(word)'")
            }
            return (result, position)
        }
        /// `flex-wrap`: `nowrap`, `wrap`, `wrap-reverse`, or `balance` alone or with `wrap` or `wrap-reverse`.
        func wrap(_ key: String, _ value: Any) throws(FlexJSONError) -> (FlexWrap, isBalanced: Bool) {
            guard let text = value as? String else { throw fail(key, "unknown value \(FlexJSONError.quoting(value))") }
            var words = text.split(separator: " ").map(String.init)
            let isBalanced = words.contains("balance")
            words.removeAll { $0 == "balance" }
            if isBalanced, words.isEmpty { return (.wrap, true) }
            guard words.count == 1, let result = FlexWrap(rawValue: words[0]), !(isBalanced && result == .nowrap) else {
                throw fail(key, "unknown value '\(text)' (one of 'nowrap', 'wrap', 'wrap-reverse', 'balance', 'wrap-reverse balance')")
            }
            return (result, isBalanced)
        }
        func edge(_ edges: inout FlexEdges, _ suffix: String, _ value: FlexLength, key: String) throws(FlexJSONError) {
            switch suffix {
            case "": edges.all = value
            case "Left": edges.left = value
            case "Top": edges.top = value
            case "Right": edges.right = value
            case "Bottom": edges.bottom = value
            case "Start": edges.start = value
            case "End": edges.end = value
            case "Horizontal": edges.horizontal = value
            case "Vertical": edges.vertical = value
            default: throw FlexJSONError(caseName: caseName, message: "\(path): unknown key '\(key)'")
            }
        }

        for key in object.keys.sorted() {
            guard let value = object[key] else { continue }
            switch key {
            case "flexDirection": style.flexDirection = try keyword(key, value, FlexDirection.self)
            case "justifyContent": (style.justifyContent, style.justifyContentOverflow) = try alignment(key, value, FlexJustify.self)
            case "alignItems": (style.alignItems, style.alignItemsOverflow) = try alignment(key, value, FlexAlign.self)
            case "alignSelf": (style.alignSelf, style.alignSelfOverflow) = try alignment(key, value, FlexAlign.self)
            case "alignContent":
                // `self-start` and `self-end` align items, not lines (css-align-3 §5.1).
                (style.alignContent, style.alignContentOverflow) = try alignment(key, value, FlexAlign.self, refusing: ["self-start", "self-end"])
            case "flexWrap": (style.flexWrap, style.isWrapBalanced) = try wrap(key, value)
            case "flexLineCount":
                guard let count = value as? Double, count >= 1, count <= 1_000_000, count.rounded() == count else {
                    throw fail(key, "must be a whole number from 1 to 10^6, not \(FlexJSONError.quoting(value))")
                }
                style.minimumLineCount = Int(count)
            case "position": style.position = try keyword(key, value, FlexPosition.self)
            case "display": style.display = try keyword(key, value, FlexDisplay.self)
            case "boxSizing": style.boxSizing = try keyword(key, value, FlexBoxSizing.self)
            case "overflow": style.overflow = try keyword(key, value, FlexOverflow.self)
            case "direction": style.direction = try keyword(key, value, FlexStyleDirection.self)
            case "flexGrow": style.flexGrow = try number(key, value)
            case "flexShrink": style.flexShrink = try number(key, value)
            case "aspectRatio":
                // Non-negative, as `number` checks; 0 is CSS's `auto`, no ratio (as the browser treats it).
                let ratio = try number(key, value)
                style.aspectRatio = ratio > 0 ? ratio : nil
            case "flexBasis": style.flexBasis = try length(key, value)
            case "width": style.width = try length(key, value)
            case "height": style.height = try length(key, value)
            case "minWidth": style.minWidth = try length(key, value)
            case "minHeight": style.minHeight = try length(key, value)
            case "maxWidth": style.maxWidth = try length(key, value)
            case "maxHeight": style.maxHeight = try length(key, value)
            case "gap":
                let gap = try length(key, value)
                style.columnGap = gap
                style.rowGap = gap
            case "columnGap": style.columnGap = try length(key, value)
            case "rowGap": style.rowGap = try length(key, value)
            case "left", "top", "right", "bottom", "start", "end":
                let suffix = key.prefix(1).uppercased() + key.dropFirst()
                try edge(&style.inset, suffix, try length(key, value, allowsNegative: true), key: key)
            default:
                if key.hasPrefix("margin") {
                    try edge(&style.margin, String(key.dropFirst(6)), try length(key, value, allowsNegative: true), key: key)
                } else if key.hasPrefix("padding") {
                    try edge(&style.padding, String(key.dropFirst(7)), try length(key, value), key: key)
                } else if key.hasPrefix("border") {
                    try edge(&style.border, String(key.dropFirst(6)), try length(key, value), key: key)
                } else {
                    throw FlexJSONError(caseName: caseName, message: "\(path): unknown key '\(key)'")
                }
            }
        }
        return style
    }
}
