// Counting the words of a post the way readers read them: runs of letters in alphabetic scripts, each character in CJK.

/// The words of a text: `words` runs of letters and digits (English, Russian, …), `cjkCharacters` Chinese, Japanese and
/// Korean characters, each of which reads as a word (Hugo counts a Chinese post of 3,000 characters as a few words).
public struct WordCount: Sendable, Hashable {
    public var words = 0
    public var cjkCharacters = 0

    public init(words: Int = 0, cjkCharacters: Int = 0) {
        self.words = words
        self.cjkCharacters = cjkCharacters
    }

    /// Words and CJK characters together: what a "word count" shows.
    public var total: Int { words + cjkCharacters }

    /// Minutes to read, at least one: 213 words and 500 CJK characters a minute (Hugo's figures for each), summed for a
    /// post that mixes them.
    public var readingMinutes: Int { max(1, (words * 500 + cjkCharacters * 213 + 213 * 500 - 1) / (213 * 500)) }

    /// Adds the words of the UTF-8 text `bytes` (a word never runs from one call into the next).
    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var inWord = false
        var index = 0
        var words = self.words
        defer { self.words = words }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                // ASCII: letters and digits make words; an apostrophe inside one (`don't`) keeps it whole.
                let letter = byte | 0x20
                let isWordByte = letter &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "'") && inWord
                words &+= isWordByte && !inWord ? 1 : 0
                inWord = isWordByte
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            for offset in 1..<length where index + offset < bytes.count { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            index += length
            guard let scalar = Unicode.Scalar(value) else { inWord = false; continue }
            if Self.isCJK(scalar) {
                cjkCharacters += 1
                inWord = false
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "\u{2019}" && inWord {
                if !inWord { words &+= 1 }
                inWord = true
            } else {
                inWord = false
            }
        }
    }

    /// The words of the text of `html`: tags and character references are skipped, and so is everything inside an
    /// `<svg>` (a diagram's labels are not read as prose) or a `<math>` (a formula's letters and its TeX are no
    /// words). A word split by a tag (`wo<em>rd</em>`) counts twice.
    public init(html: String) {
        var html = html
        html.withUTF8 { bytes in
            var index = 0, runStart = 0
            func flush(upTo end: Int) {
                if end > runStart { add(UnsafeBufferPointer(rebasing: bytes[runStart..<end])) }
            }
            /// Whether the tag at `start` opens the element `name` (`<svg`, `<math`).
            func opens(_ name: StaticString, at start: Int) -> Bool {
                let count = name.utf8CodeUnitCount
                guard start + 1 + count <= bytes.count else { return false }
                for offset in 0..<count where bytes[start + 1 + offset] != name.utf8Start[offset] { return false }
                return true
            }
            /// Past the `>` that ends the tag at `start`, or past the `</name>` that ends the element `name`.
            func skip(from start: Int, element name: StaticString?) -> Int {
                var at = start + 1
                while at < bytes.count {
                    if bytes[at] == UInt8(ascii: ">") {
                        guard let name else { return at + 1 }
                        let count = name.utf8CodeUnitCount
                        if at >= count + 2, bytes[at - count - 2] == UInt8(ascii: "<"), bytes[at - count - 1] == UInt8(ascii: "/"),
                           (0..<count).allSatisfy({ bytes[at - count + $0] == name.utf8Start[$0] }) {
                            return at + 1
                        }
                    }
                    at += 1
                }
                return bytes.count
            }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "<"):
                    flush(upTo: index)
                    let element: StaticString? = opens("svg", at: index) ? "svg" : opens("math", at: index) ? "math" : nil
                    index = skip(from: index, element: element)
                    runStart = index
                case UInt8(ascii: "&"):
                    // `&amp;`, `&#39;`: one character, never a word's letters.
                    flush(upTo: index)
                    var end = index + 1
                    while end < bytes.count, end - index <= 32, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "<") { end += 1 }
                    index = end < bytes.count && bytes[end] == UInt8(ascii: ";") ? end + 1 : index + 1
                    runStart = index
                default:
                    index += 1
                }
            }
            flush(upTo: bytes.count)
        }
    }

    /// Adds the words of `text`.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    /// Han (with its extensions and compatibility forms), kana and Hangul syllables.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2EBEF, 0x30000...0x3134F, 0xF900...0xFAFF,
             0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xAC00...0xD7AF: return true
        default: return false
        }
    }
}
