// Plain text from rendered HTML, for meta descriptions.
import Foundation

/// Strips tags from HTML.
enum PlainText {
    /// The text of `html` without tags, whitespace collapsed, cut to `limit` characters with `…`.
    static func excerpt(ofHTML html: String, limit: Int) -> String {
        var text = ""
        var inTag = false
        var lastWasSpace = true
        for character in html {
            if character == "<" { inTag = true; continue }
            if character == ">" { inTag = false; continue }
            if inTag { continue }
            if character.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(character)
                lastWasSpace = false
            }
        }
        text = text.trimmingCharacters(in: .whitespaces)
        text = text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}
