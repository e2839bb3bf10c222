// Escaping text for HTML and XML output, and recognising URLs that must not reach a page.
import Foundation

/// Escapes text for HTML/XML bodies and attribute values.
public enum HTMLEscaping {
    /// `text` with `& < > "` escaped, safe in element content and double-quoted attributes.
    public static func attribute(_ text: String) -> String {
        // Most text (paths, titles) has nothing to escape: return it as it is, without copying.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `text` escaped for element content.
    public static func text(_ text: String) -> String { attribute(text) }
}

/// The URL schemes cmark-gfm drops in safe mode.
enum URLSafety {
    /// Whether `url` uses `javascript:`, `vbscript:`, `file:` or a non-image `data:` scheme.
    static func isDangerous(_ url: String) -> Bool {
        let lower = url.lowercased().trimmingASCIIWhitespace()
        if lower.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lower.hasPrefix($0) }
        }
        return lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:")
    }
}
