// Formatting dates for pages with a small strftime-like syntax whose names come from the site's language, not the machine's locale.
import Foundation

/// A date format such as `%a, %d %b %Y %H:%M` (English) or `%Y年%-m月%-d日 %a %H:%M` (Chinese).
///
/// Directives: `%Y` year, `%y` two-digit year, `%m`/`%-m` month, `%d`/`%-d` day, `%H`/`%-H` hour,
/// `%M` minute, `%S` second, `%a`/`%A` short/long weekday, `%b`/`%B` short/long month name, `%%`.
/// Names are Simplified Chinese for `zh`, `zh-cn` (周六, 7月), Traditional Chinese for `zh-tw`, `zh-hk`, `zh-hant`
/// (週六), Japanese for `ja` (土, 7月), English otherwise. When a post's date has no time, everything from the first
/// time directive on is left out (and trailing spaces trimmed).
public struct DateStyle: Sendable, Hashable {
    /// The format string.
    public let format: String
    /// Whose names the directives write.
    public let names: BuiltInLanguage
    /// The format cut once into its text and its directives: `string(from:)` runs for every date shown and indexed,
    /// and walking the format's characters each time was a twentieth of the search index's time.
    private let pieces: [Piece]

    private enum Piece: Sendable, Hashable {
        case text(String)
        case directive(Character, unpadded: Bool)
        /// A `%` (or `%-`) that ends the format: written as `%`.
        case unfinished(unpadded: Bool)
    }

    /// The default format for a site language: `2021年7月17日 周六 21:10` in Chinese (the four-digit year; `%y` gives
    /// the two-digit one MarkdownProjectCompositor wrote), `2021年7月17日(土) 21:10` in Japanese.
    public static func defaultFormat(language: String) -> String {
        switch BuiltInLanguage(tag: language) ?? .english {
        case .english: "%a, %d %b %Y %H:%M"
        case .simplifiedChinese, .traditionalChinese: "%Y年%-m月%-d日 %a %H:%M"
        case .japanese: "%Y年%-m月%-d日(%a) %H:%M"
        }
    }

    /// A style for `language` with `format` (or the language's default).
    public init(format: String?, language: String) {
        names = BuiltInLanguage(tag: language) ?? .english
        self.format = format ?? DateStyle.defaultFormat(language: language)
        pieces = Self.pieces(of: self.format)
    }

    /// `format` as text and directives: the one reading of the format, for `string(from:)` and `unknownDirectives`.
    private static func pieces(of format: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var chars = Array(format)[...]
        while let c = chars.popFirst() {
            guard c == "%" else { text.append(c); continue }
            var unpadded = false
            if chars.first == "-" { chars.removeFirst(); unpadded = true }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            guard let d = chars.popFirst() else { pieces.append(.unfinished(unpadded: unpadded)); break }
            pieces.append(.directive(d, unpadded: unpadded))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// Directives that `format` does not know, in order (for a warning).
    public var unknownDirectives: [String] {
        pieces.compactMap { piece in
            switch piece {
            case .text: nil
            case .directive(let d, let unpadded): "YymdHMSaAbB%".contains(d) ? nil : "%" + (unpadded ? "-" : "") + String(d)
            case .unfinished(let unpadded): unpadded ? "%-" : "%"
            }
        }
    }

    private static let englishDays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let chineseDays = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"]
    private static let chineseLongDays = ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"]
    private static let traditionalDays = ["週日", "週一", "週二", "週三", "週四", "週五", "週六"]
    private static let japaneseDays = ["日", "月", "火", "水", "木", "金", "土"]
    private static let japaneseLongDays = ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"]
    private static let englishMonths = ["January", "February", "March", "April", "May", "June", "July",
                                        "August", "September", "October", "November", "December"]

    /// `date` formatted.
    public func string(from date: PostDate) -> String {
        var out = ""
        for piece in pieces {
            let d: Character, unpadded: Bool
            switch piece {
            case .text(let text):
                out += text
                continue
            case .unfinished:
                out += "%"
                continue
            case .directive(let directive, let isUnpadded):
                (d, unpadded) = (directive, isUnpadded)
            }
            if !date.hasTime && (d == "H" || d == "M" || d == "S") {
                return out.trimmingASCIIWhitespace()
            }
            func num(_ v: Int) -> String { unpadded ? String(v) : pad(v) }
            switch d {
            case "Y": out += String(date.year)
            case "y": out += pad(date.year % 100)
            case "m": out += num(date.month)
            case "d": out += num(date.day)
            case "H": out += num(date.hour)
            case "M": out += num(date.minute)
            case "S": out += num(date.second)
            case "a": out += shortDay(date.weekday)
            case "A": out += longDay(date.weekday)
            case "b": out += usesCJKUnits ? "\(date.month)月" : String(Self.englishMonths[date.month - 1].prefix(3))
            case "B": out += usesCJKUnits ? "\(date.month)月" : Self.englishMonths[date.month - 1]
            case "%": out += "%"
            default: out += "%" + (unpadded ? "-" : "") + String(d)
            }
        }
        return out
    }

    /// Whether months and years are written `2021年7月`.
    private var usesCJKUnits: Bool { names != .english }

    private func shortDay(_ weekday: Int) -> String {
        switch names {
        case .english: String(Self.englishDays[weekday].prefix(3))
        case .simplifiedChinese: Self.chineseDays[weekday]
        case .traditionalChinese: Self.traditionalDays[weekday]
        case .japanese: Self.japaneseDays[weekday]
        }
    }

    private func longDay(_ weekday: Int) -> String {
        switch names {
        case .english: Self.englishDays[weekday]
        case .simplifiedChinese, .traditionalChinese: Self.chineseLongDays[weekday]
        case .japanese: Self.japaneseLongDays[weekday]
        }
    }

    /// A month's label in the site's language: `July 2021` or `2021年7月`.
    public func monthLabel(year: Int, month: Int) -> String {
        usesCJKUnits ? "\(year)年\(month)月" : "\(Self.englishMonths[month - 1]) \(year)"
    }

    /// `2021` in English, `2021年` in Chinese and Japanese.
    public func yearLabel(_ year: Int) -> String { usesCJKUnits ? "\(year)年" : "\(year)" }
}
