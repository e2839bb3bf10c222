// The words a theme shows around the posts, in one language: the built-in tables with a site's i18n/<lang>.yml over them.

/// Every interface string of one language, by key (`readMore`, `permalink`, …; `InterfaceStrings+Tables.swift` lists
/// them). A key a language's table lacks reads the English one (`fallbacks` names them, for the one warning).
public struct InterfaceStrings: Sendable, Hashable {
    /// One entry: a text, or one text per plural category (`{count}` in it is the number).
    public enum Entry: Sendable, Hashable {
        case text(String)
        case plural([PluralCategory: String])
    }

    /// The language these are for, lowercased (`zh-cn`).
    public let language: String
    /// The entries, English ones filled in where the language has none.
    public private(set) var entries: [String: Entry]
    /// The keys whose English entry stands in, sorted.
    public private(set) var fallbacks: [String]
    /// Whether a built-in table (or a site's file) is this language's own: false for a language nobody translated.
    public let isTranslated: Bool
    private let pluralRule: PluralRule

    /// The built-in English strings.
    public static let english = InterfaceStrings(language: "en")

    /// The strings for `language`: its built-in table (`zh`, `zh-hans`, `zh-sg` read `zh-cn`'s; `zh-hk`, `zh-mo`,
    /// `zh-hant` read `zh-tw`'s; `en-gb` reads `en`'s), then `overrides` (a site's `i18n/<lang>.yml`) over it, then
    /// English for whatever is still missing.
    public init(language: String, overrides: [String: Entry] = [:]) {
        let language = language.lowercased()
        self.language = language
        pluralRule = PluralRule(language: language)
        let english = Self.table(.english)
        let own = BuiltInLanguage(tag: language).map(Self.table)
        isTranslated = own != nil || !overrides.isEmpty
        var entries = own ?? [:]
        entries.merge(overrides) { _, override in override }
        fallbacks = english.keys.filter { entries[$0] == nil }.sorted()
        entries.merge(english) { own, _ in own }
        self.entries = entries
    }

    /// The text of `key` with each `{name}` of `values` put in; the key itself for a key no table has (a theme's typo
    /// shows on the page rather than vanishing).
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        switch entries[key] {
        case .text(let text): return Self.filled(text, values)
        case .plural(let forms): return Self.filled(forms[.other] ?? forms.values.sorted().first ?? key, values)
        case nil: return key
        }
    }

    /// The plural text of `key` for `count` (`{count}` in it is the number), in the form the language's rule picks;
    /// `other` where the entry lacks that form.
    public func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        values["count"] = String(count)
        guard case .plural(let forms) = entries[key] else { return text(key, values) }
        return Self.filled(forms[pluralRule.category(count)] ?? forms[.other] ?? key, values)
    }

    /// `text` with `{name}` replaced by `values[name]`; a brace that names nothing stays as written.
    static func filled(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                out += value
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }

    /// A text that differs whenever an entry does, for the keys of caches of what was rendered with these strings.
    public var fingerprint: String {
        language + "|" + entries.keys.sorted().map { key in
            switch entries[key]! {
            case .text(let text): key + "=" + text
            case .plural(let forms): key + "=" + forms.sorted { $0.key.rawValue < $1.key.rawValue }.map { $0.key.rawValue + ":" + $0.value }.joined(separator: ";")
            }
        }.joined(separator: "\u{0}")
    }

    /// The texts a theme's templates read as `i18n.key` (plural entries in their `other` form).
    public var templateTexts: [String: String] {
        Dictionary(uniqueKeysWithValues: entries.keys.map { ($0, text($0)) })
    }
}
