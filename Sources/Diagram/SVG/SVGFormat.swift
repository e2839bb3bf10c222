// Text and number formatting for SVG output: XML escaping and fixed, locale-free numbers.

enum SVGFormat {
    /// `value` with at most two decimals, no trailing zeros, no exponent and no `-0`
    /// (`12`, `12.5`, `0.33`), the same on every machine and locale.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        let scaled = Int(hundredths)
        if scaled == 0 { return "0" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// `text` safe inside XML character data and attribute values (both quote kinds), with
    /// characters XML 1.0 forbids replaced by U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
