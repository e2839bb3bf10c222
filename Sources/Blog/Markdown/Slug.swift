// Turning a title or category name into a URL path component that is stable and readable.
import Foundation

/// URL slugs for posts and categories.
public enum Slug {
    /// The slug of `name`: lowercased, letters and digits of any script kept (so CJK names stay
    /// readable), every other run of characters turned into one `-`, no leading or trailing `-`.
    /// Two names with the same slug name the same category. A name with no letters or digits
    /// gets the hexadecimal form of its UTF-8 bytes, so it still has a unique, non-empty slug.
    public static func make(_ name: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in name.lowercased().unicodeScalars {
            // ASCII (most headings) is decided without the Unicode property tables.
            let isLetterOrDigit = scalar.isASCII
                ? (scalar.value >= 0x61 && scalar.value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
                : scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
            if isLetterOrDigit {
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .nonspacingMark, !slug.isEmpty {
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if slug.isEmpty {
            slug = name.utf8.map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
        return slug
    }

    private static let toASCII = StringTransform(rawValue: "Any-Latin; Latin-ASCII")

    /// The Arabic letters and vowel marks deunicode spells otherwise than ICU does (compared one by one over the
    /// letters, marks, digits and the common Persian letters): alef is silent there, hamza an apostrophe.
    private static let deunicodeArabic: [UInt32: String] = [
        0x623: "'", 0x624: "w'", 0x625: "'", 0x626: "y'", 0x627: "", 0x629: "@", 0x63A: "G", 0x63B: "g", 0x63C: "g",
        0x63D: "y", 0x63E: "i", 0x63F: "i", 0x640: "", 0x649: "~", 0x64B: "an", 0x64C: "un", 0x64D: "in", 0x64E: "a",
        0x64F: "u", 0x650: "i", 0x651: "W", 0x652: "", 0x653: "a", 0x698: "j", 0x6A9: "kh", 0x6BE: "h",
    ]

    /// `slug::slugify`, as Zola's `slugify = "on"` (its default) makes paths and heading ids: letters and digits in ASCII lower case,
    /// every other run one `-`, none at either end; other scripts transliterated first (`日本` → `ri-ben`, as the
    /// `deunicode` crate gives). ICU's transforms are close to deunicode's table but not the same, hence `exact`. Letter
    /// by letter against that table, 39 of 400 Latin letters differ (ß ss and æ ae agree), 2,329 of 20,992 CJK ideographs
    /// (万 is wan here, the Japanese mo there) and 4,256 of 11,172 Hangul syllables; Arabic agrees (`deunicodeArabic`).
    public static func transliterated(_ text: String) -> (slug: String, exact: Bool) {
        var out = ""
        var previousIsDash = true
        var exact = true
        func push(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte)); previousIsDash = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                out.unicodeScalars.append(Unicode.Scalar(byte + 32)); previousIsDash = false
            default:
                if !previousIsDash { out.append("-"); previousIsDash = true }
            }
        }
        for character in text {
            if character.isASCII {
                character.utf8.forEach(push)
                continue
            }
            exact = false
            // Arabic is read a letter (and a vowel mark) at a time, as deunicode reads every script.
            if character.unicodeScalars.contains(where: { (0x600...0x6FF).contains($0.value) }) {
                for scalar in character.unicodeScalars {
                    let latin = Self.deunicodeArabic[scalar.value] ?? String(Character(scalar)).applyingTransform(Self.toASCII, reverse: false) ?? "-"
                    latin.utf8.forEach(push)
                }
                continue
            }
            let latin = String(character).applyingTransform(Self.toASCII, reverse: false) ?? "-"
            latin.utf8.forEach(push)
            // deunicode gives each CJK character a word of its own.
            if character.unicodeScalars.first.map({ $0.properties.isIdeographic }) == true { push(UInt8(ascii: " ")) }
        }
        if out.hasSuffix("-") { out.removeLast() }
        return (out, exact || out.isEmpty)
    }
}
