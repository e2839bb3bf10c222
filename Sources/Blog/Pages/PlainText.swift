// Plain text from rendered HTML, for meta descriptions and the search index's snippets.
import ByteClasses
import Foundation

/// Strips tags from HTML.
enum PlainText {
    /// The text of `html` without tags, whitespace collapsed, cut to `limit` characters with `…`.
    static func excerpt(ofHTML html: String, limit: Int) -> String {
        let text = leadingText(ofHTML: html, characters: limit + 1)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The first `count` characters of `text(ofHTML:)`, or all of it when shorter, read from no more of the
    /// HTML than they need where that can be told.
    static func leadingText(ofHTML html: String, characters count: Int) -> String {
        // Read one character more than kept, so that the last one kept is whole: `count` + 1 scalars where each
        // character is one scalar (most text), six times that for accents and flags, and past that (characters
        // of many scalars) the whole text.
        for scalars in [count + 1, (count + 1) * 6] {
            let (bytes, isComplete) = textBytes(ofHTML: html, readingAtMost: scalars)
            if let cut = asciiPrefix(of: bytes, characters: count, isComplete: isComplete) { return cut }
            let early = String(decoding: bytes, as: UTF8.self)
            if isComplete || early.count > count { return String(early.prefix(count)) }
        }
        return String(text(ofHTML: html).prefix(count))
    }

    /// The first `count` characters of the UTF-8 `text` (a start of a longer text unless `isComplete`) when they
    /// and the one after are ASCII other than CR, where a character is a byte: cut without grapheme breaking, and
    /// made a string once. `nil` otherwise.
    private static func asciiPrefix(of text: [UInt8], characters count: Int, isComplete: Bool) -> String? {
        text.withUnsafeBufferPointer { bytes -> String? in
            let checked = min(bytes.count, count + 1)
            guard bytes.count > count || isComplete,
                  bytes[..<checked].allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, count)]), as: UTF8.self)
        }
    }

    /// The whole text of `html` without tags, whitespace collapsed, entities decoded.
    static func text(ofHTML html: String) -> String {
        String(decoding: textBytes(ofHTML: html, readingAtMost: nil).bytes, as: UTF8.self)
    }

    /// The text without tags, whitespace collapsed, entities decoded, as UTF-8, from at most `maximum` scalars
    /// of text; `isComplete` is false when it stopped there. Works on bytes: the meta description of every post
    /// page goes through here.
    private static func textBytes(ofHTML html: String, readingAtMost maximum: Int?) -> (bytes: [UInt8], isComplete: Bool) {
        // Not through `unsafeUninitializedCapacity` at capacity 0, which sets the count of the standard library's
        // one shared empty array, a write that races with other threads doing the same.
        if html.isEmpty || maximum == 0 { return ([], html.isEmpty) }
        var html = html
        var isComplete = true
        let bytes = html.withUTF8 { source in
            // The text is never longer than the HTML, nor than four bytes a scalar read: written straight into an
            // array of that capacity.
            [UInt8](unsafeUninitializedCapacity: min(source.count, maximum.map { $0 * 4 } ?? .max)) { buffer, initializedCount in
                // The buffer's address and a count of the bytes written kept in registers, unlike the closure's
                // `inout` buffer and count, which were read from memory at every byte.
                guard let text = buffer.baseAddress else {
                    initializedCount = 0
                    return
                }
                var written = 0
                var lastWasSpace = true, count = 0
                let limit = maximum ?? .max
                var index = 0
                while index < source.count, count < limit {
                    let byte = source[index]
                    if byte == 0x3C {
                        // A tag, skipped to its `>` (or the end) in a loop of its own.
                        index += 1
                        while index < source.count, source[index] != 0x3E { index += 1 }
                        index = min(index + 1, source.count)
                    } else if byte == 0x3E {
                        index += 1                                  // a stray `>`
                    } else if byte == 0x26 {
                        // An entity decoded, or a lone `&`.
                        let (character, length) = entity(in: source, at: index) ?? (byte, 1)
                        text[written] = character
                        written += 1
                        count += 1
                        lastWasSpace = false
                        index += length
                    } else if byte > 0x20, byte < 0x80 {
                        // Most of the text: a run of ASCII other than `<`, `>` and `&`, with single spaces between its
                        // words, copied as it is, up to the limit: its end found first, then copied at once.
                        let next = plainRunEnd(source, after: index, before: index + min(source.count - index, limit - count))
                        (text + written).initialize(from: source.baseAddress! + index, count: next - index)
                        written += next - index
                        count += next - index
                        lastWasSpace = source[next - 1] == 0x20
                        index = next
                    } else {
                        // A scalar's bytes: one for ASCII, else as many as its lead byte says.
                        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                        if length == 1 ? isASCIIWhitespace(byte) : isWhitespace(source, at: index) {
                            if !lastWasSpace { text[written] = 0x20; written += 1; count += 1 }
                            lastWasSpace = true
                        } else {
                            for offset in 0..<length { text[written + offset] = source[index + offset] }
                            written += length
                            count += 1
                            lastWasSpace = false
                        }
                        index += length
                    }
                }
                isComplete = index == source.count
                if written > 0, text[written - 1] == 0x20 { written -= 1 }
                initializedCount = written
            }
        }
        return (bytes, isComplete)
    }

    /// The end of the run of text that starts with the plain byte at `start` and is copied as it is: plain bytes
    /// (`isPlainASCII`) and spaces that follow no space, up to `end` at most. Eight bytes at a time, then the last few
    /// one by one (a loop testing each byte mispredicted the run's end about once a word, at every space).
    @inline(__always)
    private static func plainRunEnd(_ source: UnsafeBufferPointer<UInt8>, after start: Int, before end: Int) -> Int {
        let raw = UnsafeRawPointer(source.baseAddress!)
        var next = start + 1
        var previousIsSpace = false  // `source[start]` is plain
        while next &+ 8 <= end {
            let chunk = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: next, as: UInt64.self))
            let spaces = EightBytes.bytes(chunk, equalTo: 0x20)
            let notPlain = EightBytes.controlBytes(chunk) | spaces | EightBytes.nonASCIIBytes(chunk)
                | EightBytes.bytes(chunk, equalTo: 0x3C) | EightBytes.bytes(chunk, equalTo: 0x3E) | EightBytes.bytes(chunk, equalTo: 0x26)
            // Each byte's flag moved up one byte: "the byte before is a space".
            let afterSpaces = spaces &<< 8 | (previousIsSpace ? 0x80 : 0)
            let stops = (notPlain & ~spaces) | (spaces & afterSpaces)
            if stops != 0 { return next &+ stops.trailingZeroBitCount &>> 3 }
            previousIsSpace = spaces &>> 63 != 0
            next &+= 8
        }
        while next < end && (isPlainASCII(source[next]) || (source[next] == 0x20 && source[next - 1] != 0x20)) { next += 1 }
        return next
    }

    /// Whether a byte is ASCII text copied as it is: not a control character, space, `<`, `>` or `&`.
    @inline(__always)
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80 && byte != 0x3C && byte != 0x3E && byte != 0x26
    }

    @inline(__always)
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// Whether the scalar of more than one byte at `index` has Unicode's White_Space property (U+0085, U+00A0,
    /// U+1680, U+2000…U+200A, U+2028, U+2029, U+202F, U+205F, U+3000), read from its UTF-8 bytes without
    /// decoding it or looking up a property table.
    private static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case 0xC2: return bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0
        case 0xE1: return bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80
        case 0xE2:
            let second = bytes[index + 1], third = bytes[index + 2]
            return (second == 0x80 && (third <= 0x8A || third == 0xA8 || third == 0xA9 || third == 0xAF))
                || (second == 0x81 && third == 0x9F)
        case 0xE3: return bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80
        default: return false
        }
    }

    /// The character of the entity `&amp;`, `&lt;`, `&gt;` or `&quot;` (those cmark-gfm writes in text) at
    /// `index`, and the entity's length; nil for any other `&`.
    private static func entity(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (character: UInt8, length: Int)? {
        func follows(_ name: StaticString) -> Bool {
            let length = name.utf8CodeUnitCount
            guard index + 1 + length <= bytes.count else { return false }
            return name.withUTF8Buffer { name in name.indices.allSatisfy { bytes[index + 1 + $0] == name[$0] } }
        }
        switch bytes[index + 1 < bytes.count ? index + 1 : index] {
        case 0x61 where follows("amp;"): return (0x26, 5)
        case 0x6C where follows("lt;"): return (0x3C, 4)
        case 0x67 where follows("gt;"): return (0x3E, 4)
        case 0x71 where follows("quot;"): return (0x22, 6)
        default: return nil
        }
    }
}
