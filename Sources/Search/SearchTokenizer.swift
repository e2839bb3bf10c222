// Text → index terms, the same way for documents and queries (search.js repeats it in the browser).
import ByteClasses
import Foundation

/// Splits text into search terms: full-width and compatibility forms folded (NFKC), lower case, English
/// words stemmed (in a document of a language that is not written in Latin letters of its own: `Stemming`), and
/// text of scripts written without spaces between words (Han, kana, Hangul, Thai, Lao, Khmer, Myanmar) indexed by
/// single characters and overlapping pairs (so `滚动视图` finds `嵌套的滚动视图` without a dictionary).
///
/// `templates/static/search.js` implements the same steps; `Tests/SearchTests/tokenizer-cases.json` holds
/// cases both must pass.
public enum SearchTokenizer {
    /// Longer words (hashes, base64) are not indexed.
    public static let maximumTermLength = 40

    /// Whether a document's words of ASCII letters lose their English suffixes (`layouts` → `layout`).
    public enum Stemming: Sendable, Hashable {
        /// English, and a language written in a script of its own (Chinese, Japanese, Russian…), where the words in
        /// Latin letters are English ones (`UIStackView`, `constraints`).
        case english
        /// A language written in Latin letters other than English (`de`, `fr`, `vi`…): its words are kept as
        /// written, English suffix rules being wrong for them (German `Abends`, French `parties`).
        case none

        /// The stemming of a document in `language` (a BCP 47 tag, `zh-cn`, `de-AT`, `sr-Latn`; empty for unknown).
        public init(language: String) {
            let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
            guard let primary = subtags.first.map(String.init), primary != "en" else { self = .english; return }
            self = subtags.dropFirst().contains("latn") || Self.latinLanguages.contains(primary) ? .none : .english
        }

        /// ISO 639 codes of languages written in Latin letters (bar English), from CLDR's likely scripts.
        static let latinLanguages: Set<String> = [
            "af", "ast", "az", "bs", "ca", "cs", "cy", "da", "de", "eo", "es", "et", "eu", "fi", "fil", "fo", "fr", "fur",
            "fy", "ga", "gd", "gl", "gsw", "ha", "haw", "hr", "ht", "hu", "id", "ig", "is", "it", "jv", "kl", "la", "lb",
            "ln", "lt", "lv", "mg", "mi", "ms", "mt", "nb", "nl", "nn", "no", "oc", "om", "pl", "pt", "qu", "rm", "ro",
            "rw", "se", "sk", "sl", "sm", "sn", "so", "sq", "st", "su", "sv", "sw", "tk", "tl", "tn", "to", "tr", "uz",
            "vi", "wa", "wo", "xh", "yo", "zu",
        ]

        func apply(_ word: String) -> String { self == .english ? EnglishStemmer.stem(word) : word }
    }

    /// Every term of `text`, in order, repeats included.
    public static func terms(in text: String, stemming: Stemming = .english) -> [String] {
        terms(stemming: stemming) { forEachRun(in: text, $0) }
    }

    /// Every term of the text of `html` (`forEachRun(inHTML:)`), in order, repeats included.
    public static func terms(inHTML html: String, stemming: Stemming = .english) -> [String] {
        terms(stemming: stemming) { forEachRun(inHTML: html, $0) }
    }

    private static func terms(stemming: Stemming, of runs: ((Run) -> Void) -> Void) -> [String] {
        var terms: [String] = []
        runs { run in
            switch run {
            case .word(let word):
                terms.append(stemming.apply(word))
            case .asciiWord(let slice, _):
                terms.append(stemming.apply(lowercased(slice)))
            case .paired(let characters):
                for index in characters.indices {
                    terms.append(String(characters[index]))
                    if index + 1 < characters.count { terms.append(String(characters[index]) + String(characters[index + 1])) }
                }
            }
        }
        return terms
    }

    /// The words of a query, each as the terms a document must hold to match it, each term as its alternatives: a
    /// word's stem and the word as typed (the terms of a document in English and of one in a language that keeps
    /// words whole, the same word either way), the pairs of a run of paired characters (its single character when it
    /// has one).
    public static func queryGroups(in text: String) -> [[[String]]] {
        var groups: [[[String]]] = []
        func word(_ word: String) {
            let stem = EnglishStemmer.stem(word)
            groups.append([stem == word ? [word] : [stem, word]])
        }
        forEachRun(in: text) { run in
            switch run {
            case .word(let text):
                word(text)
            case .asciiWord(let slice, _):
                word(lowercased(slice))
            case .paired(let characters):
                if characters.count == 1 { groups.append([[String(characters[0])]]); return }
                groups.append((0..<(characters.count - 1)).map { [String(characters[$0]) + String(characters[$0 + 1])] })
            }
        }
        return groups
    }

    /// A run of word characters (folded and lower-cased, at most `maximumTermLength` long), or of characters of a
    /// script written without spaces (indexed by characters and pairs).
    enum Run {
        case word(String)
        /// A word of ASCII letters, digits and `_` as it stands in the text (not yet lower-cased); valid only
        /// during the call. `readable` bytes from its start may be read (its own and those after it in the same
        /// buffer), for loads wider than the word.
        case asciiWord(UnsafeBufferPointer<UInt8>, readable: Int)
        case paired([Unicode.Scalar])
    }

    /// An ASCII word lower-cased into a string.
    static func lowercased(_ slice: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: slice.count) { buffer in
            for (offset, byte) in slice.enumerated() { buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
            return slice.count
        }
    }

    /// Calls `body` with each run of `text`, in order.
    ///
    /// The text is cut at ASCII bytes that separate words (spaces, punctuation), which NFKC and lower-casing
    /// neither make nor join; a piece of ASCII only is lower-cased byte by byte, and only pieces with other
    /// characters go through Foundation's NFKC and Unicode's categories. The result is the same as folding
    /// the whole text first, at a fraction of the cost (most of a technical post is ASCII).
    static func forEachRun(in text: String, _ body: (Run) -> Void) {
        var text = text
        text.withUTF8 { forEachRun(in: $0, isHTML: false, body) }
    }

    /// Calls `body` with each run of the text of `html`, in order: the runs of the text a tag stripper gives
    /// (tags and stray `>` removed, joining what stands either side, and the entities `&amp;`, `&lt;`, `&gt;`
    /// and `&quot;` decoded), without making that text. The search index reads each page this way.
    static func forEachRun(inHTML html: String, _ body: (Run) -> Void) {
        var html = html
        html.withUTF8 { forEachRun(in: $0, isHTML: true, body) }
    }

    /// The runs of `bytes`, read as HTML (markup skipped) or as text.
    @inline(__always)
    private static func forEachRun(in bytes: UnsafeBufferPointer<UInt8>, isHTML: Bool, _ body: (Run) -> Void) {
        var start = 0
        var index = 0
        var hasOther = false
        // The bytes of a piece that a tag interrupts, gathered here; empty for a piece in one stretch.
        var joined: [UInt8] = []
        func piece(_ end: Int, next: Int) {
            defer { start = next; hasOther = false }
            if !joined.isEmpty {
                joined += UnsafeBufferPointer(rebasing: bytes[start..<end])
                joined.withUnsafeBufferPointer { emit($0, readable: $0.count, hasOther: hasOther, body) }
                joined.removeAll(keepingCapacity: true)
            } else if end > start {
                emit(UnsafeBufferPointer(rebasing: bytes[start..<end]), readable: bytes.count - start, hasOther: hasOther, body)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 && isASCIIWordByte(byte) {
                // Most bytes: a word's, tested first, and the rest of its ASCII word bytes skipped at once.
                index = asciiWordEnd(in: bytes, after: index)
            } else if byte >= 0x80 {
                hasOther = true
                index += 1
            } else if isHTML && (byte == 0x3C || byte == 0x3E) {
                // A tag (to its first `>`), or a stray `>`: gone, the piece going on after it.
                if index > start { joined += UnsafeBufferPointer(rebasing: bytes[start..<index]) }
                if byte == 0x3C {
                    while index < bytes.count && bytes[index] != 0x3E { index += 1 }
                }
                index = min(index + 1, bytes.count)
                start = index
            } else if isHTML && byte == 0x26 {
                // An entity stands for a separator (& < > "), as a lone `&` is one.
                piece(index, next: index + entityLength(in: bytes, at: index))
                index = start
            } else {
                piece(index, next: index + 1)
                index += 1
            }
        }
        piece(bytes.count, next: bytes.count)
    }

    /// Calls `body` with the runs of one piece of text between ASCII separators, `readable` bytes readable from its start.
    @inline(__always)
    private static func emit(_ piece: UnsafeBufferPointer<UInt8>, readable: Int, hasOther: Bool, _ body: (Run) -> Void) {
        if hasOther {
            slowRuns(String(decoding: piece, as: UTF8.self), body)
        } else if piece.count <= maximumTermLength {
            body(.asciiWord(piece, readable: readable))
        }
    }

    /// The length of the entity `&amp;`, `&lt;`, `&gt;` or `&quot;` (those cmark-gfm writes in text) at
    /// `index`, or 1 for any other `&`.
    private static func entityLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        func follows(_ name: StaticString) -> Bool {
            let length = name.utf8CodeUnitCount
            guard index + 1 + length <= bytes.count else { return false }
            return name.withUTF8Buffer { name in name.indices.allSatisfy { bytes[index + 1 + $0] == name[$0] } }
        }
        guard index + 1 < bytes.count else { return 1 }
        switch bytes[index + 1] {
        case 0x61 where follows("amp;"): return 5
        case 0x6C where follows("lt;"): return 4
        case 0x67 where follows("gt;"): return 4
        case 0x71 where follows("quot;"): return 6
        default: return 1
        }
    }

    /// The index of the first byte after `index` that is not an ASCII word byte (`isASCIIWordByte`), or the end.
    ///
    /// Eight bytes at a time, each classed by arithmetic on the eight at once: a loop testing one byte at a time
    /// ended at a different count for every word, and the processor mispredicted its end about once a word.
    @inline(__always)
    static func asciiWordEnd(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
        var index = index &+ 1
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while index &+ 8 <= bytes.count {
            let others = notASCIIWordBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if others != 0 { return index &+ others.trailingZeroBitCount / 8 }
            index &+= 8
        }
        while index < bytes.count, bytes[index] < 0x80, isASCIIWordByte(bytes[index]) { index &+= 1 }
        return index
    }

    /// The top bit of each byte of `chunk` (eight bytes, the first lowest) that is not an ASCII digit, letter or `_`.
    @inline(__always)
    static func notASCIIWordBytes(_ chunk: UInt64) -> UInt64 {
        ~EightBytes.asciiWordBytes(chunk) & 0x8080_8080_8080_8080
    }

    /// Whether an ASCII byte is a digit, a letter or `_`: one bit of two 64-bit masks, not four comparisons, for
    /// every byte of every post.
    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        let digits: UInt64 = 0x03FF_0000_0000_0000                       // 0x30…0x39
        let lettersAndUnderscore: UInt64 = 0x07FF_FFFE_87FF_FFFE         // 0x41…0x5A, 0x5F, 0x61…0x7A
        return byte < 64 ? (digits >> UInt64(byte)) & 1 != 0 : (lettersAndUnderscore >> UInt64(byte & 63)) & 1 != 0
    }

    /// The runs of a piece holding characters other than ASCII: NFKC, lower case, then Unicode's categories.
    static func slowRuns(_ text: String, _ body: (Run) -> Void) {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        var run: [Unicode.Scalar] = []
        var runIsPaired = false
        func flush() {
            guard !run.isEmpty else { return }
            if runIsPaired {
                body(.paired(run))
            } else if run.count <= maximumTermLength {
                body(.word(String(String.UnicodeScalarView(run))))
            }
            run.removeAll(keepingCapacity: true)
        }
        for scalar in folded.unicodeScalars {
            var kind = kind(of: scalar)
            // A combining mark belongs to the word it follows (Devanagari's vowel signs, Arabic's vowels), and
            // separates anywhere else.
            if kind == .mark { kind = !run.isEmpty && !runIsPaired ? .word : .separator }
            if kind == .separator || (!run.isEmpty && (kind == .paired) != runIsPaired) { flush() }
            if kind != .separator {
                runIsPaired = kind == .paired
                run.append(scalar)
            }
        }
        flush()
    }

    enum Kind { case word, mark, paired, separator }

    /// Han, kana, Hangul, Thai, Lao, Myanmar and Khmer (their marks included) are paired; letters, digits and `_`
    /// make words, with the combining marks after them; everything else (variation selectors too) separates.
    static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF, 0x1100...0x11FF,
             0x3130...0x318F, 0x20000...0x2FA1F, 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF:
            return .paired
        case 0x5F, 0x30...0x39, 0x41...0x5A, 0x61...0x7A:
            return .word
        case 0...0x7F, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return .separator
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                return .word
            case .nonspacingMark, .spacingMark, .enclosingMark:
                return .mark
            default:
                return .separator
            }
        }
    }
}

/// A small English suffix stripper: plurals, `-ing` and `-ed`, so `layouts`, `scrolling` and `scrolled` find
/// `layout` and `scroll`. Words with other than ASCII letters are left alone.
public enum EnglishStemmer {
    public static func stem(_ word: String) -> String {
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, bytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return word }
        var stem = bytes
        func ends(_ suffix: String) -> Bool { stem.count > suffix.utf8.count && stem.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        if ends("ies"), stem.count > 4 {
            stem.removeLast(3)
            stem.append(0x79)  // y
        } else if ends("sses") {
            stem.removeLast(2)
        } else if ends("s"), !ends("ss"), !ends("us"), !ends("is") {
            stem.removeLast()
        }
        if ends("ing"), stem.count - 3 >= 3 {
            stem.removeLast(3)
        } else if ends("ed"), stem.count - 2 >= 3 {
            stem.removeLast(2)
        }
        return String(decoding: stem, as: UTF8.self)
    }
}
