// The advance widths of the font diagrams are drawn in: DejaVu Sans (bold for names), CJK at one em.

/// Text widths as a browser draws the diagrams' SVG: the SVG names DejaVu Sans first (a freely licensed
/// font Debian and most Linux systems install), then CJK fonts, whose ideographs, kana, Hangul and
/// full-width forms are all one em wide. The widths come from the font's own tables
/// (`scripts/generate-font-metrics`), so labels are sized, wrapped and placed as they will be drawn.
public enum DiagramFontMetrics {
    /// The `font-family` every diagram's text is drawn in; the widths here are the first font's.
    public static let fontFamily = "'DejaVu Sans','WenQuanYi Micro Hei','Noto Sans CJK SC','PingFang SC',sans-serif"

    /// The advance width of `scalar` in ems, in the regular or the bold face.
    public static func advance(of scalar: Unicode.Scalar, bold: Bool = false) -> Double {
        let table = bold ? boldTable : regularTable
        if Int(scalar.value) < table.count, table[Int(scalar.value)] != 0 { return Double(table[Int(scalar.value)]) / 2048 }
        if LabelMetrics.isWide(scalar) { return 1.0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        // A character none of the named fonts has: whatever fallback font draws it, about a digit's width.
        return scalar.properties.isEmojiPresentation ? 1.2 : 0.6
    }

    /// The width of `text` on one line at `fontSize`.
    public static func width<S: StringProtocol>(of text: S, fontSize: Double, bold: Bool = false) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1, bold: bold) } * fontSize
    }

    /// Widths by code point (0: not in the font), decoded once from the generated runs.
    private static let regularTable = decode(regularRuns)
    private static let boldTable = decode(boldRuns)

    private static func decode(_ runs: [(first: UInt32, widths: String)]) -> [UInt16] {
        let end = runs.map { Int($0.first) + base64Decoded($0.widths).count / 2 }.max() ?? 0
        var table = [UInt16](repeating: 0, count: end)
        for run in runs {
            let bytes = base64Decoded(run.widths)
            for i in 0..<(bytes.count / 2) {
                table[Int(run.first) + i] = UInt16(bytes[2 * i]) | UInt16(bytes[2 * i + 1]) << 8
            }
        }
        return table
    }

    /// The bytes of standard base64 `text` (the generated tables hold nothing else).
    private static func base64Decoded(_ text: String) -> [UInt8] {
        var values: [UInt8] = []
        values.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): values.append(62)
            case UInt8(ascii: "/"): values.append(63)
            default: break   // padding
            }
        }
        var bytes: [UInt8] = []
        var index = 0
        while index + 1 < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            let v = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (18 - 6 * $1.offset) }
            bytes.append(UInt8(v >> 16 & 0xFF))
            if chunk.count > 2 { bytes.append(UInt8(v >> 8 & 0xFF)) }
            if chunk.count > 3 { bytes.append(UInt8(v & 0xFF)) }
            index += 4
        }
        return bytes
    }
}
