// Which built-in language a BCP 47 tag reads: the one rule the interface strings and the dates' names share.

/// A language the theme's strings and the dates' names are built in for.
public enum BuiltInLanguage: Sendable, Hashable {
    case english, simplifiedChinese, traditionalChinese, japanese

    /// The built-in language `tag` reads: `en-*` English; `zh`, `zh-cn`, `zh-sg`, `zh-hans*` Simplified Chinese;
    /// `zh-tw`, `zh-hk`, `zh-mo`, `zh-hant*` Traditional Chinese; `ja-*` Japanese; nil for any other language.
    public init?(tag: String) {
        let parts = tag.lowercased().split(separator: "-")
        switch parts.first {
        case "en": self = .english
        case "ja": self = .japanese
        case "zh": self = parts.dropFirst().contains { ["tw", "hk", "mo", "hant"].contains($0) } ? .traditionalChinese : .simplifiedChinese
        default: return nil
        }
    }
}
