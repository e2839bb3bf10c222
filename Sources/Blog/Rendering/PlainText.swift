// Plain text from rendered HTML, for meta descriptions and the search index.
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

    /// The whole text of `html` without tags, whitespace collapsed, entities decoded.
    static func text(ofHTML html: String) -> String { text(ofHTML: html, readingAtMost: nil).text }

    /// The text without tags, whitespace collapsed, entities decoded, from at most `maximum` scalars of
    /// text; `isComplete` is false when it stopped there. Works on UTF-8 bytes: the meta description of
    /// every post page goes through here.
    private static func text(ofHTML html: String, readingAtMost maximum: Int?) -> (text: String, isComplete: Bool) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(html.utf8.count, maximum ?? .max))
        var inTag = false, lastWasSpace = true, count = 0, isComplete = true
        for scalar in html.unicodeScalars {
            let value = scalar.value
            if value == 0x3C { inTag = true; continue }        // <
            if value == 0x3E { inTag = false; continue }       // >
            if inTag { continue }
            if isWhitespace(value) {
                if !lastWasSpace { bytes.append(0x20); count += 1 }
                lastWasSpace = true
            } else {
                if value < 0x80 { bytes.append(UInt8(value)) } else { UTF8.encode(scalar) { bytes.append($0) } }
                count += 1
                lastWasSpace = false
            }
            if let maximum, count >= maximum { isComplete = false; break }
        }
        if bytes.last == 0x20 { bytes.removeLast() }
        return (String(decoding: decodingEntities(bytes), as: UTF8.self), isComplete)
    }

    /// Unicode's White_Space property, without a property-table lookup per character.
    private static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// `&amp;`, `&lt;`, `&gt;` and `&quot;` (the entities cmark-gfm writes in text) decoded, in one pass.
    private static func decodingEntities(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x26) else { return bytes }
        let entities: [([UInt8], UInt8)] = [(Array("&amp;".utf8), 0x26), (Array("&lt;".utf8), 0x3C),
                                             (Array("&gt;".utf8), 0x3E), (Array("&quot;".utf8), 0x22)]
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        outer: while index < bytes.count {
            if bytes[index] == 0x26 {
                for (entity, character) in entities where bytes[index...].starts(with: entity) {
                    result.append(character)
                    index += entity.count
                    continue outer
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
