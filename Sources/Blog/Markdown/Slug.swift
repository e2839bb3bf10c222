// Turning a title or category name into a URL path component that is stable and readable.

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
}
