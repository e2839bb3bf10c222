// Every property a view line accepts: its spellings, the values it takes and the kinds it applies to.
import Layout

/// Which views a property may be written on.
enum PropertyScope: Sendable {
    case anyView, container, label, scroll, screen

    /// How error messages name the views a property applies to.
    var description: String {
        switch self {
        case .anyView: "views"
        case .container: "stacks and flex containers"
        case .label: "labels"
        case .scroll: "scroll views"
        case .screen: "the screen"
        }
    }

    func allows(_ kind: ViewKind?) -> Bool {
        switch self {
        case .anyView: kind != nil
        case .container: kind?.isContainer ?? false
        case .label: kind == .label
        case .scroll: kind == .scroll
        case .screen: kind == nil
        }
    }
}

/// The shape of value a property takes.
enum ValueKind: Sendable {
    /// `44`, `50%` or `auto`.
    case dimension
    /// A number no smaller than `minimum` (nil: any finite number).
    case number(minimum: Double?)
    /// A whole number no smaller than 0.
    case count
    /// `WxH`.
    case size
    /// 1, 2 or 4 numbers: all edges; vertical,horizontal; top,left,bottom,right (UIEdgeInsets order).
    case insets
    /// Two numbers `x,y` or `(x, y)`.
    case point
    /// One of the listed words; `synonyms` maps other accepted words to listed ones.
    case keyword([String], synonyms: [String: String])
    /// A quoted string (or a single word).
    case string
    /// `true` or `false` (also `yes`/`no`).
    case bool

    /// How error messages describe the expected value.
    var expectation: String {
        switch self {
        case .dimension: "a number of points, a percentage like '50%', or 'auto'"
        case .number(let minimum?) where minimum == 0: "a number of points no less than 0"
        case .number(let minimum?): "a number no less than \(minimum.compact)"
        case .number(nil): "a number"
        case .count: "a whole number no less than 0"
        case .size: "a size like '44x44'"
        case .insets: "1, 2 or 4 numbers: all edges, 'vertical,horizontal', or 'top,left,bottom,right'"
        case .point: "two numbers 'x,y', like '320,0'"
        case .keyword(let words, _): "one of " + words.map { "'\($0)'" }.joined(separator: ", ")
        case .string: "a string in double quotes"
        case .bool: "'true' or 'false'"
        }
    }
}

/// One property: its canonical name, other spellings, value and scope.
struct PropertySpec: Sendable {
    /// The documented name, which is also the `ViewStyle` field or group it sets.
    let name: String
    /// Other accepted spellings (CSS names, UIKit names).
    let aliases: [String]
    let value: ValueKind
    let scope: PropertyScope
    /// What it sets, for "set twice" errors: two properties that share a group conflict.
    let groups: [String]

    init(_ name: String, aliases: [String] = [], _ value: ValueKind, _ scope: PropertyScope = .anyView,
         groups: [String]? = nil) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.scope = scope
        self.groups = groups ?? [name]
    }
}

/// The table of properties, and lookup by any spelling.
enum PropertySchema {
    static func keywords<E: RawRepresentable & CaseIterable>(_ type: E.Type, synonyms: [String: String] = [:]) -> ValueKind
        where E.RawValue == String {
        .keyword(type.allCases.map(\.rawValue), synonyms: synonyms)
    }

    static let alignSelfSynonyms = ["fill": "stretch", "leading": "flex-start", "trailing": "flex-end",
                                    "top": "flex-start", "bottom": "flex-end", "firstBaseline": "baseline"]

    /// The alignment properties whose positions take a `safe` or `unsafe` before them (css-align-3 §4.4),
    /// written as two words: `justify=safe center`.
    static let overflowPositionProperties: Set<String> = ["justifyContent", "alignItems", "alignContent", "alignSelf"]
    /// The keywords `safe` and `unsafe` may go before.
    static let overflowPositionTargets: Set<String> = ["center", "start", "end", "flex-start", "flex-end", "self-start", "self-end"]

    static let all: [PropertySpec] = [
        // Size and box.
        PropertySpec("width", .dimension),
        PropertySpec("height", .dimension),
        PropertySpec("size", .size, groups: ["width", "height"]),
        PropertySpec("minWidth", .dimension),
        PropertySpec("minHeight", .dimension),
        PropertySpec("maxWidth", .dimension),
        PropertySpec("maxHeight", .dimension),
        PropertySpec("aspectRatio", .number(minimum: 0)),
        PropertySpec("padding", aliases: ["insets", "layoutMargins"], .insets),
        PropertySpec("paddingTop", .number(minimum: 0)),
        PropertySpec("paddingLeft", .number(minimum: 0)),
        PropertySpec("paddingBottom", .number(minimum: 0)),
        PropertySpec("paddingRight", .number(minimum: 0)),
        PropertySpec("margin", .insets),
        PropertySpec("marginTop", .number(minimum: nil)),
        PropertySpec("marginLeft", .number(minimum: nil)),
        PropertySpec("marginBottom", .number(minimum: nil)),
        PropertySpec("marginRight", .number(minimum: nil)),
        PropertySpec("position", keywords(FlexPosition.self)),
        PropertySpec("top", .dimension),
        PropertySpec("left", .dimension),
        PropertySpec("bottom", .dimension),
        PropertySpec("right", .dimension),
        PropertySpec("display", keywords(FlexDisplay.self)),
        PropertySpec("hidden", aliases: ["isHidden"], .bool, groups: ["display"]),
        // Stack vocabulary.
        PropertySpec("axis", keywords(StackAxis.self), .container, groups: ["direction"]),
        PropertySpec("alignment", keywords(StackAlignment.self, synonyms: ["top": "leading", "bottom": "trailing",
                                                                             "start": "leading", "end": "trailing"]),
                     .container, groups: ["crossAlignment"]),
        PropertySpec("distribution", keywords(StackDistribution.self), .container, groups: ["mainDistribution"]),
        PropertySpec("spacing", aliases: ["gap"], .number(minimum: 0), .container, groups: ["gap"]),
        PropertySpec("style", keywords(StackSizing.self), .container, groups: ["sizing"]),
        // Flex vocabulary.
        PropertySpec("flexDirection", keywords(FlexDirection.self), .container, groups: ["direction"]),
        // `start` and `end` are the writing mode's edges (css-align-3 §5.2, §6.1), not the flex lines' ones.
        PropertySpec("justifyContent", aliases: ["justify"], keywords(FlexJustify.self), .container, groups: ["mainDistribution"]),
        PropertySpec("alignItems", aliases: ["align"], .keyword(["flex-start", "flex-end", "center", "stretch", "baseline",
                                                                  "start", "end", "self-start", "self-end"], synonyms: [:]),
                     .container, groups: ["crossAlignment"]),
        PropertySpec("alignContent", .keyword(["flex-start", "flex-end", "center", "stretch", "space-between",
                                               "space-around", "space-evenly", "start", "end"], synonyms: [:]), .container),
        // `balance`: wrapped, with Chrome's balanced line breaking.
        PropertySpec("flexWrap", aliases: ["wrap"], .keyword(FlexWrap.allCases.map(\.rawValue) + ["balance"], synonyms: [:]), .container),
        PropertySpec("rowGap", .number(minimum: 0), .container),
        PropertySpec("columnGap", .number(minimum: 0), .container),
        // Items.
        PropertySpec("grow", aliases: ["flexGrow"], .number(minimum: 0)),
        PropertySpec("shrink", aliases: ["flexShrink"], .number(minimum: 0)),
        PropertySpec("basis", aliases: ["flexBasis"], .dimension),
        PropertySpec("alignSelf", .keyword(["auto", "flex-start", "flex-end", "center", "stretch", "baseline",
                                            "start", "end", "self-start", "self-end"],
                                           synonyms: alignSelfSynonyms)),
        // Labels.
        PropertySpec("text", .string, .label),
        PropertySpec("font", aliases: ["fontSize"], .number(minimum: 1), .label),
        PropertySpec("lines", aliases: ["numberOfLines"], .count, .label),
        // Scroll views.
        PropertySpec("offset", aliases: ["contentOffset"], .point, .scroll),
        PropertySpec("contentSize", .size, .scroll),
        // The screen.
        PropertySpec("direction", .keyword(["ltr", "rtl"], synonyms: ["leftToRight": "ltr", "rightToLeft": "rtl"]),
                     .screen),
    ]

    /// The property spelt `name`: by canonical name or alias, also in CSS kebab-case (`flex-direction`).
    static func spec(named name: String) -> PropertySpec? {
        let camel = camelCase(name)
        return all.first { $0.name == camel || $0.aliases.contains(camel) }
    }

    /// Every accepted spelling, for "did you mean".
    static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// `flex-direction` → `flexDirection`; other words unchanged.
    static func camelCase(_ name: String) -> String {
        guard name.contains("-") else { return name }
        let parts = name.split(separator: "-", omittingEmptySubsequences: true)
        guard let first = parts.first else { return name }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension Double {
    /// The number as written in blocks: no trailing `.0`.
    var compact: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
