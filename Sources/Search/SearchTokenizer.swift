// Text → index terms, the same way for documents and queries (search.js repeats it in the browser).
import Foundation

/// Splits text into search terms: full-width and compatibility forms folded (NFKC), lower case, English
/// words stemmed, and Chinese, Japanese and Korean text indexed by single characters and overlapping pairs
/// (so `滚动视图` finds `嵌套的滚动视图` without a dictionary).
///
/// `templates/static/search.js` implements the same steps; `Tests/SearchTests/tokenizer-cases.json` holds
/// cases both must pass.
public enum SearchTokenizer {
    /// Longer words (hashes, base64) are not indexed.
    public static let maximumTermLength = 40

    /// Every term of `text`, in order, repeats included.
    public static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachRun(in: text) { run, isCJK in
            if isCJK {
                for index in run.indices {
                    terms.append(String(run[index]))
                    if index + 1 < run.count { terms.append(String(run[index]) + String(run[index + 1])) }
                }
            } else {
                let word = String(String.UnicodeScalarView(run))
                guard word.unicodeScalars.count <= maximumTermLength else { return }
                terms.append(EnglishStemmer.stem(word))
            }
        }
        return terms
    }

    /// The words of a query, each as the terms a document must hold to match it: one term for a word, the
    /// pairs of a CJK run (its single character when it has one).
    public static func queryGroups(in text: String) -> [[String]] {
        var groups: [[String]] = []
        forEachRun(in: text) { run, isCJK in
            if isCJK {
                if run.count == 1 { groups.append([String(run[0])]); return }
                groups.append((0..<(run.count - 1)).map { String(run[$0]) + String(run[$0 + 1]) })
            } else {
                let word = String(String.UnicodeScalarView(run))
                guard word.unicodeScalars.count <= maximumTermLength else { return }
                groups.append([EnglishStemmer.stem(word)])
            }
        }
        return groups
    }

    /// Calls `body` with each run of word characters (`isCJK` false) or of CJK characters (`isCJK` true).
    static func forEachRun(in text: String, _ body: ([Unicode.Scalar], Bool) -> Void) {
        let folded = text.precomposedStringWithCompatibilityMapping.lowercased()
        var run: [Unicode.Scalar] = []
        var runIsCJK = false
        for scalar in folded.unicodeScalars {
            let kind = kind(of: scalar)
            if kind == .separator || (!run.isEmpty && (kind == .cjk) != runIsCJK) {
                if !run.isEmpty { body(run, runIsCJK) }
                run.removeAll(keepingCapacity: true)
            }
            if kind != .separator {
                runIsCJK = kind == .cjk
                run.append(scalar)
            }
        }
        if !run.isEmpty { body(run, runIsCJK) }
    }

    enum Kind { case word, cjk, separator }

    /// Han, kana and Hangul are CJK; letters, digits and `_` make words; everything else separates.
    static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF, 0x1100...0x11FF,
             0x3130...0x318F, 0x20000...0x2FA1F:
            return .cjk
        case 0x5F:
            return .word
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber:
                return .word
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
