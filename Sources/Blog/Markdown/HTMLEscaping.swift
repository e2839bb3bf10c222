// Escaping text for HTML and XML output, and recognising URLs that must not reach a page.
import Foundation

/// Escapes text for HTML/XML bodies and attribute values.
public enum HTMLEscaping {
    /// `text` with `& < > "` escaped, safe in element content and double-quoted attributes, and every character XML
    /// forbids (`isForbiddenInXML`) replaced by U+FFFD, so a pasted form feed cannot make a feed unreadable.
    public static func attribute(_ text: String) -> String {
        // Most text (paths, titles) has nothing to escape: return it as it is, without copying. 0xEF starts U+FFFE
        // and U+FFFF (and Chinese full-width punctuation, which takes the longer way).
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                || $0 == UInt8(ascii: "\"") || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F || $0 == 0xEF }) {
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
            default: result.unicodeScalars.append(isForbiddenInXML(character) ? "\u{FFFD}" : character)
            }
        }
        return result
    }

    /// Whether XML 1.0 forbids `scalar` in a document (C0 controls but tab, line feed and carriage return; U+FFFE,
    /// U+FFFF), or HTML calls it a parse error that no reader wants (DEL).
    public static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0..<0x20, 0x7F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    /// Whether UTF-8 `bytes` may hold a character `isForbiddenInXML` names, or a character reference that decodes to
    /// one (`&#1;`): a cheap test that is false for nearly every text, so only the rest are rewritten.
    static func mayHoldForbiddenInXML(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        /// Whether the byte at `index` starts what the test looks for.
        func flags(_ index: Int) -> Bool {
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F { return true }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return true }
            return byte == UInt8(ascii: "&") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "#")
        }
        // Eight bytes at a time: a word with no byte below 0x20, no `&`, DEL or 0xEF is passed at once; the others
        // (a line feed in every line or so) are looked at byte by byte.
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let isCandidate = (word &- ones &* 0x20) & ~word & highs != 0
                || hasZeroByte(word ^ (ones &* 0x26)) || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xEF))
            if isCandidate {
                for offset in index..<index + 8 where flags(offset) { return true }
            }
            index += 8
        }
        while index < bytes.count {
            if flags(index) { return true }
            index += 1
        }
        return false
    }

    /// `text` with every character `isForbiddenInXML` names replaced by U+FFFD.
    static func replacingForbiddenInXML(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbiddenInXML) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { result.unicodeScalars.append(isForbiddenInXML(scalar) ? "\u{FFFD}" : scalar) }
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
