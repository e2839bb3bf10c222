// Which plural form a number takes in a language: CLDR's cardinal rules for the languages a theme is translated to.

/// A CLDR plural category (`one`, `few`, `many`, `other`…): the key of a plural string in a translation table.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The cardinal plural rule of a language, for whole numbers (CLDR 45, `plurals.xml`; only integers are counted
/// here: posts, words, minutes, results).
public enum PluralRule: Sendable, Hashable {
    /// Chinese, Japanese, Korean, Vietnamese, Thai, Indonesian, Malay: one form.
    case noPlural
    /// English, German, Dutch, the Scandinavian languages, Spanish, Italian, Greek…: `one` for 1.
    case oneForOne
    /// French, Portuguese (Brazil): `one` for 0 and 1.
    case oneForZeroAndOne
    /// Russian, Ukrainian, Belarusian: `one` for 1, 21, 31…; `few` for 2-4, 22-24…; `many` for the rest.
    case eastSlavic
    /// Polish: `one` for 1; `few` for 2-4, 22-24… (not 12-14); `many` for the rest.
    case polish
    /// Czech, Slovak: `one` for 1; `few` for 2-4; `other` for the rest.
    case westSlavic

    /// The rule of `language` (a BCP 47 tag such as `zh-cn`, `pt-BR`); `oneForOne` for languages not listed.
    public init(language: String) {
        let primary = language.lowercased().split(separator: "-").first.map(String.init) ?? ""
        switch primary {
        case "zh", "ja", "ko", "vi", "th", "id", "ms", "lo", "my", "km": self = .noPlural
        case "fr": self = .oneForZeroAndOne
        case "pt": self = language.lowercased() == "pt-pt" ? .oneForOne : .oneForZeroAndOne
        case "ru", "uk", "be": self = .eastSlavic
        case "pl": self = .polish
        case "cs", "sk": self = .westSlavic
        default: self = .oneForOne
        }
    }

    /// The category of `count` (its absolute value).
    public func category(_ count: Int) -> PluralCategory {
        let n = count.magnitude, lastDigit = n % 10, lastTwo = n % 100
        switch self {
        case .noPlural: return .other
        case .oneForOne: return n == 1 ? .one : .other
        case .oneForZeroAndOne: return n <= 1 ? .one : .other
        case .eastSlavic:
            if lastDigit == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        case .westSlavic:
            if n == 1 { return .one }
            return (2...4).contains(n) ? .few : .other
        }
    }
}
