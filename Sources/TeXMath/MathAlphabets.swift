// The font commands' letters as Unicode Mathematical Alphanumeric Symbols, which MathML Core renders by itself.

/// A math alphabet: the style a font command (`\mathbf`, `\mathbb`, …) gives letters and digits. MathML Core
/// knows `mathvariant` only as `normal` on `mi`, so every other style is written with the characters of the
/// Mathematical Alphanumeric Symbols block (U+1D400–U+1D7FF) and the letterlike symbols filling its holes.
enum MathVariant: Sendable, Equatable {
    case upright, bold, italic, boldItalic, script, boldScript, fraktur, boldFraktur, doubleStruck
    case sansSerif, sansSerifBold, sansSerifItalic, monospace

    /// The alphabet of a font command, by name.
    static func of(command name: String) -> MathVariant? {
        switch name {
        case "mathrm", "rm", "textrm", "textup", "text", "mbox", "textnormal", "operatorname", "hbox": return .upright
        case "mathbf", "bf", "textbf", "bm": return .bold
        case "mathit", "it", "textit", "emph": return .italic
        case "boldsymbol", "pmb": return .boldItalic
        case "mathcal", "cal", "mathscr": return .script
        case "mathfrak", "frak": return .fraktur
        case "mathbb", "Bbb": return .doubleStruck
        case "mathsf", "sf", "textsf": return .sansSerif
        case "mathtt", "tt", "texttt": return .monospace
        default: return nil
        }
    }

    /// The first capital, first small letter and first digit of each alphabet (0 where it has none).
    private var bases: (capital: UInt32, small: UInt32, digit: UInt32) {
        switch self {
        case .upright: return (0, 0, 0)
        case .bold: return (0x1D400, 0x1D41A, 0x1D7CE)
        case .italic: return (0x1D434, 0x1D44E, 0)
        case .boldItalic: return (0x1D468, 0x1D482, 0x1D7CE)
        case .script: return (0x1D49C, 0x1D4B6, 0)
        case .boldScript: return (0x1D4D0, 0x1D4EA, 0x1D7CE)
        case .fraktur: return (0x1D504, 0x1D51E, 0)
        case .boldFraktur: return (0x1D56C, 0x1D586, 0x1D7CE)
        case .doubleStruck: return (0x1D538, 0x1D552, 0x1D7D8)
        case .sansSerif: return (0x1D5A0, 0x1D5BA, 0x1D7E2)
        case .sansSerifBold: return (0x1D5D4, 0x1D5EE, 0x1D7EC)
        case .sansSerifItalic: return (0x1D608, 0x1D622, 0x1D7E2)
        case .monospace: return (0x1D670, 0x1D68A, 0x1D7F6)
        }
    }

    /// The letters the block leaves out because the letterlike symbols (U+2100–U+214F) had them first.
    private static let holes: [MathVariant: [Unicode.Scalar: Unicode.Scalar]] = [
        .italic: ["h": "ℎ"],
        .script: ["B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ",
                  "e": "ℯ", "g": "ℊ", "o": "ℴ"],
        .fraktur: ["C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ"],
        .doubleStruck: ["C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"],
    ]

    /// The first of the Greek capitals of the bold, italic and bold italic alphabets (each 58 characters:
    /// 25 capitals with ϴ, ∇, 25 small letters with ς, then ∂ ϵ ϑ ϰ ϕ ϱ ϖ).
    private var greekBase: UInt32? {
        switch self {
        case .bold: return 0x1D6A8
        case .italic: return 0x1D6E2
        case .boldItalic: return 0x1D71C
        default: return nil
        }
    }

    /// `scalar` in this alphabet; unchanged where the alphabet has no such character.
    func apply(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if let hole = Self.holes[self]?[scalar] { return hole }
        let (capital, small, digit) = bases
        var mapped: UInt32?
        switch value {
        case 0x41...0x5A where capital != 0: mapped = capital + value - 0x41
        case 0x61...0x7A where small != 0: mapped = small + value - 0x61
        case 0x30...0x39 where digit != 0: mapped = digit + value - 0x30
        default:
            if let greek = greekBase {
                // Upright capitals stay upright in bold italic, as TeX's \boldsymbol\Gamma is.
                let base = self == .boldItalic && (0x391...0x3A9).contains(value) ? 0x1D6A8 : greek
                switch value {
                case 0x391...0x3A9: mapped = base + value - 0x391
                case 0x3B1...0x3C9: mapped = base + 0x1A + value - 0x3B1
                case 0x2207: mapped = base + 0x19
                case 0x2202: mapped = base + 0x33
                case 0x3F5: mapped = base + 0x34
                case 0x3D1: mapped = base + 0x35
                case 0x3F0: mapped = base + 0x36
                case 0x3D5: mapped = base + 0x37
                case 0x3F1: mapped = base + 0x38
                case 0x3D6: mapped = base + 0x39
                default: break
                }
            }
        }
        return mapped.flatMap(Unicode.Scalar.init) ?? scalar
    }

    /// `text` with each character in this alphabet.
    func apply(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars { output.unicodeScalars.append(apply(scalar)) }
        return output
    }
}
