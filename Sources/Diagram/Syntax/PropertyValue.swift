// Checks the tokens after `name=` against the property's value kind and gives a typed value.
import Layout

/// A property value after checking, ready to store in a `ViewStyle`.
enum TypedValue: Hashable, Sendable {
    case dimension(Dimension)
    case number(Double)
    case count(Int)
    case size(Size)
    case insets(Insets)
    case point(Point)
    case keyword(String)
    case string(String)
    case bool(Bool)
}

/// The written value of one property: its atoms (commas and parentheses removed) and where it starts.
struct WrittenValue {
    /// The numbers, words, sizes and strings, in order.
    var atoms: [Token]
    /// The first character after `=`.
    var position: SourcePosition
    /// The value as written, for messages.
    var text: String
}

enum PropertyValueParser {
    /// Checks `value` for `spec`, naming the property as the author spelt it (`spelling`).
    static func parse(_ value: WrittenValue, for spec: PropertySpec, spelling: String) -> Result<TypedValue, DiagramError> {
        let atoms = value.atoms
        func fail(_ detail: String? = nil) -> Result<TypedValue, DiagramError> {
            .failure(DiagramError(at: value.position,
                                  detail ?? "Expected \(spec.value.expectation) for '\(spelling)', found '\(value.text)'."))
        }
        func numbers() -> [Double]? {
            let values = atoms.compactMap(\.number)
            return values.count == atoms.count ? values : nil
        }
        switch spec.value {
        case .dimension:
            guard atoms.count == 1 else { return fail() }
            switch atoms[0].kind {
            case .number(let n) where n >= 0: return .success(.dimension(.points(n)))
            case .number: return fail("'\(spelling)' can't be negative, found '\(value.text)'.")
            case .percent(let p) where p >= 0: return .success(.dimension(.percent(p)))
            case .word(let w) where w.lowercased() == "auto": return .success(.dimension(.auto))
            default: return fail()
            }
        case .number(let minimum):
            guard atoms.count == 1, let n = atoms[0].number else { return fail() }
            if let minimum, n < minimum {
                return fail("'\(spelling)' must be at least \(minimum.compact), found '\(value.text)'.")
            }
            return .success(.number(n))
        case .count:
            guard atoms.count == 1, let n = atoms[0].number, n >= 0, n.rounded() == n, n < 1e9 else { return fail() }
            return .success(.count(Int(n)))
        case .size:
            guard atoms.count == 1, case .size(let w, let h) = atoms[0].kind else { return fail() }
            guard w >= 0, h >= 0 else { return fail("'\(spelling)' can't be negative, found '\(value.text)'.") }
            return .success(.size(Size(width: w, height: h)))
        case .insets:
            guard let n = numbers() else { return fail() }
            switch n.count {
            case 1: return .success(.insets(Insets(all: n[0])))
            case 2: return .success(.insets(Insets(top: n[0], left: n[1], bottom: n[0], right: n[1])))
            case 4: return .success(.insets(Insets(top: n[0], left: n[1], bottom: n[2], right: n[3])))
            default: return fail("'\(spelling)' takes 1, 2 or 4 numbers (all; vertical,horizontal; top,left,bottom,right), found \(n.count): '\(value.text)'.")
            }
        case .point:
            guard let n = numbers(), n.count == 2 else { return fail() }
            return .success(.point(Point(x: n[0], y: n[1])))
        case .keyword(let words, let synonyms):
            if atoms.count == 2, let prefix = atoms[0].word, prefix == "safe" || prefix == "unsafe",
               PropertySchema.overflowPositionProperties.contains(spec.name), let word = atoms[1].word {
                // `safe center`: an overflow position before a position (css-align-3 §4.4).
                guard let match = matchKeyword(word, words: words, synonyms: synonyms),
                      PropertySchema.overflowPositionTargets.contains(match) else {
                    return fail("'\(prefix)' goes only before 'center', 'start', 'end', 'flex-start' or 'flex-end' (on items also 'self-start' or 'self-end') in '\(spelling)', found '\(value.text)'.")
                }
                return .success(.keyword(prefix + " " + match))
            }
            guard atoms.count == 1, let word = atoms[0].word else { return fail() }
            if let match = matchKeyword(word, words: words, synonyms: synonyms) {
                return .success(.keyword(match))
            }
            let candidates = words + synonyms.keys.sorted()
            let hint = Suggestion.closest(to: word, in: candidates)
                .map { " Did you mean '\(synonyms[$0] ?? $0)'?" } ?? " Expected \(spec.value.expectation)."
            return fail("Unknown value '\(word)' for '\(spelling)'.\(hint)")
        case .string:
            guard atoms.count == 1 else { return fail() }
            switch atoms[0].kind {
            case .string(let s), .word(let s): return .success(.string(s))
            default: return fail()
            }
        case .bool:
            guard atoms.count == 1, let word = atoms[0].word?.lowercased() else { return fail() }
            if word == "true" || word == "yes" { return .success(.bool(true)) }
            if word == "false" || word == "no" { return .success(.bool(false)) }
            return fail()
        }
    }

    /// The listed word `word` spells, ignoring case, `-` and `_`, or via a synonym; nil when none.
    static func matchKeyword(_ word: String, words: [String], synonyms: [String: String]) -> String? {
        if words.contains(word) { return word }
        if let target = synonyms[word] { return target }
        let folded = Suggestion.fold(word)
        if let match = words.first(where: { Suggestion.fold($0) == folded }) { return match }
        if let key = synonyms.keys.sorted().first(where: { Suggestion.fold($0) == folded }) { return synonyms[key] }
        return nil
    }
}

extension ViewStyle {
    /// Stores `value` for the property `spec` names. The value has already been checked against the spec.
    mutating func apply(_ spec: PropertySpec, _ value: TypedValue) {
        switch (spec.name, value) {
        case ("width", .dimension(let d)): width = d
        case ("height", .dimension(let d)): height = d
        case ("size", .size(let s)): width = .points(s.width); height = .points(s.height)
        case ("minWidth", .dimension(let d)): minWidth = d
        case ("minHeight", .dimension(let d)): minHeight = d
        case ("maxWidth", .dimension(let d)): maxWidth = d
        case ("maxHeight", .dimension(let d)): maxHeight = d
        case ("aspectRatio", .number(let n)): aspectRatio = n
        case ("padding", .insets(let i)): padding = i
        case ("paddingTop", .number(let n)): padding = (padding ?? .zero).with(top: n)
        case ("paddingLeft", .number(let n)): padding = (padding ?? .zero).with(left: n)
        case ("paddingBottom", .number(let n)): padding = (padding ?? .zero).with(bottom: n)
        case ("paddingRight", .number(let n)): padding = (padding ?? .zero).with(right: n)
        case ("margin", .insets(let i)): margin = i
        case ("marginTop", .number(let n)): margin = (margin ?? .zero).with(top: n)
        case ("marginLeft", .number(let n)): margin = (margin ?? .zero).with(left: n)
        case ("marginBottom", .number(let n)): margin = (margin ?? .zero).with(bottom: n)
        case ("marginRight", .number(let n)): margin = (margin ?? .zero).with(right: n)
        case ("position", .keyword(let k)): position = FlexPosition(rawValue: k)
        case ("top", .dimension(let d)): top = d
        case ("left", .dimension(let d)): left = d
        case ("bottom", .dimension(let d)): bottom = d
        case ("right", .dimension(let d)): right = d
        case ("display", .keyword(let k)): display = FlexDisplay(rawValue: k)
        case ("hidden", .bool(let b)): display = b ? FlexDisplay.none : .flex
        case ("axis", .keyword(let k)): axis = StackAxis(rawValue: k)
        case ("alignment", .keyword(let k)): alignment = StackAlignment(rawValue: k)
        case ("distribution", .keyword(let k)): distribution = StackDistribution(rawValue: k)
        case ("spacing", .number(let n)): gap = n
        case ("style", .keyword(let k)): sizing = StackSizing(rawValue: k)
        case ("flexDirection", .keyword(let k)): flexDirection = FlexDirection(rawValue: k)
        case ("justifyContent", .keyword(let k)):
            let (overflow, word) = Self.overflowPosition(k)
            justifyContent = FlexJustify(rawValue: word); justifyContentOverflow = overflow
        case ("alignItems", .keyword(let k)):
            let (overflow, word) = Self.overflowPosition(k)
            alignItems = FlexAlign(rawValue: word); alignItemsOverflow = overflow
        case ("alignContent", .keyword(let k)):
            let (overflow, word) = Self.overflowPosition(k)
            alignContent = FlexAlign(rawValue: word); alignContentOverflow = overflow
        case ("flexWrap", .keyword(let k)):
            flexWrap = k == "balance" ? .wrap : FlexWrap(rawValue: k)
            isWrapBalanced = k == "balance"
        case ("rowGap", .number(let n)): rowGap = n
        case ("columnGap", .number(let n)): columnGap = n
        case ("grow", .number(let n)): flexGrow = n
        case ("shrink", .number(let n)): flexShrink = n
        case ("basis", .dimension(let d)): flexBasis = d
        case ("alignSelf", .keyword(let k)):
            let (overflow, word) = Self.overflowPosition(k)
            alignSelf = FlexAlign(rawValue: word); alignSelfOverflow = overflow
        case ("font", .number(let n)): fontSize = n
        case ("lines", .count(let n)): numberOfLines = n
        case ("offset", .point(let p)): contentOffset = p
        case ("contentSize", .size(let s)): contentSize = s
        default:
            // `text` and `direction` are stored outside the style by the parser.
            break
        }
    }
}

extension ViewStyle {
    /// `safe center` → (`.safe`, `center`); a single keyword has no overflow position.
    static func overflowPosition(_ keyword: String) -> (FlexOverflowPosition?, String) {
        let words = keyword.split(separator: " ")
        guard words.count == 2 else { return (nil, keyword) }
        return (words[0] == "safe" ? .safe : .unsafe, String(words[1]))
    }
}

extension Insets {
    func with(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) -> Insets {
        Insets(top: top ?? self.top, left: left ?? self.left, bottom: bottom ?? self.bottom, right: right ?? self.right)
    }
}
