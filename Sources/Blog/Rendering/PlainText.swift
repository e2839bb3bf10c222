// Plain text from rendered HTML, for meta descriptions.
import Foundation

/// Strips tags from HTML.
enum PlainText {
    /// The text of `html` without tags, whitespace collapsed, cut to `limit` characters with `…`.
    static func excerpt(ofHTML html: String, limit: Int) -> String {
        func cut(_ text: String) -> String { text.count > limit ? String(text.prefix(limit - 1)) + "…" : text }
        // An entity shrinks to one character from at most six, so (limit + 1) × 6 scalars of text decide
        // the cut, unless characters are made of several scalars: then the whole text is read.
        let (early, isComplete) = text(ofHTML: html, readingAtMost: (limit + 1) * 6)
        if isComplete || early.count > limit { return cut(early) }
        return cut(text(ofHTML: html, readingAtMost: nil).text)
    }

    /// The text without tags, whitespace collapsed, entities decoded, from at most `maximum` scalars of
    /// text; `isComplete` is false when it stopped there.
    private static func text(ofHTML html: String, readingAtMost maximum: Int?) -> (text: String, isComplete: Bool) {
        var scalars = String.UnicodeScalarView()
        var inTag = false, lastWasSpace = true, count = 0, isComplete = true
        for scalar in html.unicodeScalars {
            if scalar == "<" { inTag = true; continue }
            if scalar == ">" { inTag = false; continue }
            if inTag { continue }
            if scalar.properties.isWhitespace {
                if !lastWasSpace { scalars.append(" "); count += 1 }
                lastWasSpace = true
            } else {
                scalars.append(scalar)
                count += 1
                lastWasSpace = false
            }
            if let maximum, count >= maximum { isComplete = false; break }
        }
        let text = String(scalars).trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        return (text, isComplete)
    }
}
