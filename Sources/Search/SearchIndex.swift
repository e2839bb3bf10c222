// The search index of a site, split into files so that a query loads only the buckets of its terms.
import ByteClasses
import Foundation
import Parallel

/// One page to find: a post or a standalone page.
public struct SearchDocument: Sendable, Hashable {
    /// The page's URL relative to the site root (`blog/2021/07/x.html`).
    public var url: String
    public var title: String
    /// The date as shown (`Sat, 17 Jul 2021`), or "".
    public var date: String
    /// Category names and tags.
    public var categories: [String]
    /// The page's text: its content without markup (code and diagram labels included as text). With `html`
    /// given, only its start is needed: results show `SearchIndex.snippetLength` characters.
    public var text: String
    /// The page's content as HTML, when given: its terms are read from it, markup skipped
    /// (`SearchTokenizer.forEachRun(inHTML:)`), rather than from `text`, which no one then needs to make whole.
    public var html: String?
    /// The page's language (a BCP 47 tag, empty for unknown): how its words are stemmed (`SearchTokenizer.Stemming`).
    public var language: String

    public init(url: String, title: String, date: String, categories: [String], text: String, html: String? = nil,
                language: String = "") {
        self.url = url
        self.language = language
        self.title = title
        self.date = date
        self.categories = categories
        self.text = text
        self.html = html
    }
}

/// Builds the index files.
///
/// Layout (under `search/`), in the manner of Pagefind's:
/// - `meta.json`: the format version, the number of documents and the sorted list of bucket keys; on a site in
///   several languages, `sections`: which documents are which language's.
/// - `i/<key>.json`: one bucket: every term starting with the bucket's key (its first character, or more
///   for a bucket that would pass `bucketLimit`), each with its postings `[docDelta, score, …]`.
/// - `d/<n>.json`: documents 8n to 8n+7: URL, title, date, categories and the start of the text, for the
///   results shown.
///
/// A term's score in a document is 1,000 per title occurrence, 100 per category or tag, and 1 per
/// occurrence in the text (at most 99), so title matches rank first, then categories, then text.
/// The same documents always give the same bytes, and an edit changes only the buckets of the terms it
/// adds or removes, the edited document's file, and `meta.json` when the set of buckets changes.
public enum SearchIndex {
    /// A bucket bigger than this is split by one more character of its terms.
    public static let bucketLimit = 32 * 1024
    /// How much of a document's text its file keeps, for snippets.
    public static let snippetLength = 600
    public static let formatVersion = 1

    /// Documents per document file: a result list of eight fetches at most eight small files.
    public static let documentsPerFile = 8

    /// Whether `path` (relative to the site root) is kept for the index: `meta.json`, `i` and `d` and anything
    /// under them, and the index's folder itself as a file. A build reserves them all, because it learns
    /// the index's file names only when the index is made, after the other files are planned.
    public static func isReserved(_ path: String, folder: String = "search") -> Bool {
        // A build asks this of every file it plans, nearly all outside the folder: their first bytes turn them away.
        guard path.utf8.starts(with: folder.utf8) else { return false }
        return path == folder || ["meta.json", "i", "d"].contains { name in
            path == "\(folder)/\(name)" || path.hasPrefix("\(folder)/\(name)/")
        }
    }

    /// The index files: paths relative to the site root, and their bytes. Made on all cores.
    public static func files(for documents: [SearchDocument], folder: String = "search") -> [(path: String, bytes: [UInt8])] {
        files(documentCount: documents.count, folder: folder) { documents[$0] }
    }

    /// The index files of documents 0 to `documentCount` - 1, each made by `document` when indexed and let go
    /// right after (but for the start of its text): a site's texts are never all in memory at once, and each
    /// is tokenized while the cache still holds it.
    ///
    /// `sections` (a multilingual site's: each language's folder, `en/`, and how many documents in a row are its) go
    /// into `meta.json`, so a search from one language's page shows that language's documents.
    public static func files(documentCount: Int, folder: String = "search", sections: [(name: String, count: Int)] = [],
                             document: @Sendable (Int) -> SearchDocument) -> [(path: String, bytes: [UInt8])] {
        let (terms, shown) = collect(documentCount: documentCount, document: document)
        let buckets = bucketed(terms)
        let bucketFiles = Parallel.map(buckets) { bucketFile($0, of: terms, folder: folder) }
        let documentFiles = Parallel.map(Array(stride(from: 0, to: shown.count, by: documentsPerFile))) {
            documentFile(shown, group: $0 / documentsPerFile, folder: folder)
        }
        return bucketFiles + [metaFile(documentCount: shown.count, bucketKeys: buckets.map(\.key), sections: sections, folder: folder)]
            + documentFiles
    }

    /// `meta.json`: the format, the number of documents and of documents per file, the bucket keys, and the sections
    /// as runs (`"sections":[["",12],["en/",9]]`: the first 12 documents are the default language's, the next 9 English).
    static func metaFile(documentCount: Int, bucketKeys: [String], sections: [(name: String, count: Int)] = [],
                         folder: String = "search") -> (path: String, bytes: [UInt8]) {
        var meta = JSONText()
        meta.raw("{\"v\":\(formatVersion),\"docs\":\(documentCount),\"perFile\":\(documentsPerFile),\"buckets\":[")
        for (index, key) in bucketKeys.enumerated() {
            if index > 0 { meta.raw(",") }
            meta.string(hex(key))
        }
        meta.raw("]")
        if !sections.isEmpty {
            meta.raw(",\"sections\":[")
            for (index, section) in sections.enumerated() {
                if index > 0 { meta.raw(",") }
                meta.raw("[")
                meta.string(section.name)
                meta.raw(",\(section.count)]")
            }
            meta.raw("]")
        }
        meta.raw("}")
        return ("\(folder)/meta.json", meta.bytes)
    }

    /// Document file `group`: documents `group × documentsPerFile` onwards, their texts cut to snippets.
    static func documentFile(_ documents: [SearchDocument], group: Int, folder: String = "search") -> (path: String, bytes: [UInt8]) {
        var json = JSONText()
        json.raw("[")
        let first = group * documentsPerFile
        for (index, document) in documents[first..<min(first + documentsPerFile, documents.count)].enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{\"u\":")
            json.string(document.url)
            json.raw(",\"t\":")
            json.string(document.title)
            json.raw(",\"d\":")
            json.string(document.date)
            json.raw(",\"c\":[")
            for (position, category) in document.categories.enumerated() {
                if position > 0 { json.raw(",") }
                json.string(category)
            }
            json.raw("],\"x\":")
            json.string(document.text)
            json.raw("}")
        }
        json.raw("]")
        return ("\(folder)/d/\(group).json", json.bytes)
    }

    /// The first `snippetLength` characters of `text`. Where they are ASCII other than CR (the start of most
    /// posts), a character is a byte and the cut needs no grapheme breaking.
    static func snippet(of text: String) -> String {
        var text = text
        let asciiCut: Int? = text.withUTF8 { bytes in
            if bytes.count <= snippetLength { return bytes.count }
            // The byte after the cut too: a combining mark there would belong to the last character.
            return bytes[...snippetLength].allSatisfy { $0 < 0x80 && $0 != 0x0D } ? snippetLength : nil
        }
        guard let asciiCut else { return String(text.prefix(snippetLength)) }
        return asciiCut == text.utf8.count ? text : String(text.utf8.prefix(asciiCut))!
    }

    /// A term's occurrence in a document, with its score there.
    struct Posting: Sendable, Hashable {
        var doc: Int32
        var score: Int32
    }

    /// The terms of documents 0 to `documentCount` - 1 in order, each with its postings, and the documents as
    /// results show them (their text cut to a snippet): runs of documents collected and sorted on all cores,
    /// then merged.
    static func collect(documentCount: Int, document: @Sendable (Int) -> SearchDocument) -> (terms: MergedTerms, shown: [SearchDocument]) {
        let runs = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 2, documentCount / 512))
        let collected = Parallel.map(Array(0..<runs)) { run in
            var collector = PostingsCollector()
            var shown: [SearchDocument] = []
            for number in (documentCount * run / runs)..<(documentCount * (run + 1) / runs) {
                var indexed = document(number)
                collector.add(indexed, number: number)
                indexed.text = snippet(of: indexed.text)
                indexed.html = nil
                shown.append(indexed)
            }
            return (terms: collector.sortedRun(), shown: shown)
        }
        return (MergedTerms(collected.map(\.terms)), collected.flatMap(\.shown))
    }

    /// A bucket: its key and the numbers of its terms in the merged list.
    typealias Bucket = (key: String, terms: Range<Int>)

    /// The file of one bucket.
    static func bucketFile(_ bucket: Bucket, of terms: MergedTerms, folder: String = "search") -> (path: String, bytes: [UInt8]) {
        ("\(folder)/i/\(hex(bucket.key)).json", bucketJSON(bucket.terms, of: terms))
    }

    /// The sorted terms grouped into buckets by their first character, or more where a bucket would pass the limit.
    static func bucketed(_ terms: MergedTerms) -> [Bucket] {
        var result: [Bucket] = []
        func key(_ term: Int, length: Int) -> String {
            String(String.UnicodeScalarView(terms.terms[term].unicodeScalars.prefix(length)))
        }
        func split(_ range: Range<Int>, length: Int) {
            var groups: [Bucket] = []
            for term in range {
                let key = key(term, length: length)
                if groups.last?.key == key {
                    groups[groups.count - 1].terms = groups[groups.count - 1].terms.lowerBound..<(term + 1)
                } else {
                    groups.append((key, term..<(term + 1)))
                }
            }
            for group in groups {
                let size = group.terms.reduce(0) { $0 + terms.terms[$1].utf8.count + 8 + terms.postingCount(ofTerm: $1) * 6 }
                // Only terms longer than the key can go to a deeper bucket; the key's own term stays. Terms being
                // distinct, the only one no longer than the key is the key itself, which sorts first.
                let first = group.terms.lowerBound
                let ownEnd = terms.terms[first].unicodeScalars.count <= length ? first + 1 : first
                if size > bucketLimit, length < 6, ownEnd < group.terms.upperBound {
                    if ownEnd > first { result.append((group.key, first..<ownEnd)) }
                    split(ownEnd..<group.terms.upperBound, length: length + 1)
                } else {
                    result.append(group)
                }
            }
        }
        split(0..<terms.terms.count, length: 1)
        return result.sorted { $0.key < $1.key }
    }

    /// A bucket's JSON: each term with its postings as `[docDelta, score, …]`.
    private static func bucketJSON(_ range: Range<Int>, of terms: MergedTerms) -> [UInt8] {
        var json = JSONText()
        json.raw("{")
        for term in range {
            if term > range.lowerBound { json.raw(",") }
            json.string(terms.terms[term])
            json.raw(":[")
            var previous: Int32 = 0
            var isFirst = true
            terms.forEachPiece(ofTerm: term) { postings in
                for posting in postings {
                    if !isFirst { json.bytes.append(0x2C) }
                    isFirst = false
                    json.integer(Int(posting.doc - previous))
                    json.bytes.append(0x2C)
                    json.integer(Int(posting.score))
                    previous = posting.doc
                }
            }
            json.raw("]")
        }
        json.raw("}")
        return json.bytes
    }

    /// A bucket key as file-name-safe lower-case hexadecimal of its UTF-8 bytes.
    public static func hex(_ key: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var result: [UInt8] = []
        for byte in key.utf8 {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 15)])
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// JSON written by hand: always the same bytes for the same values, and fast.
struct JSONText {
    var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes += text.utf8 }

    /// A non-negative integer in decimal, without making a string: its digits written from the last into a buffer on
    /// the stack, then appended at once (a bucket is mostly integers, and appending digit by digit, each append
    /// checking the array, was a tenth of the indexer's time).
    mutating func integer(_ value: Int) {
        if value < 10 {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value, start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A JSON string with `"`, `\`, control characters and U+2028/2029 escaped; the bytes between those
    /// copied a run at a time.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count + 2)
            var index = 0
            var copied = 0
            func escape(_ escaped: String, length: Int) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                bytes += escaped.utf8
                index += length
                copied = index
            }
            while true {
                index = Self.nextSpecialByte(in: utf8, from: index)
                guard index < utf8.count else { break }
                switch utf8[index] {
                case 0x22: escape("\\\"", length: 1)
                case 0x5C: escape("\\\\", length: 1)
                case 0x0A: escape("\\n", length: 1)
                case 0x0D: escape("\\r", length: 1)
                case 0x09: escape("\\t", length: 1)
                case let byte where byte < 0x20:
                    let digits = Array("0123456789abcdef".utf8)
                    escape("\\u00" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self), length: 1)
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    // U+2028 and U+2029 end lines in older JavaScript.
                    escape(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", length: 3)
                default:
                    index += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
        }
        bytes.append(0x22)
    }

    /// The index of the first byte at or after `start` that may need an escape (a control character, `"`, `\`, or the
    /// lead byte of U+2028 and U+2029), or `bytes.count`: eight bytes at a time, then the last few one by one. Nearly
    /// every byte of a title or snippet needs none.
    @inline(__always)
    static func nextSpecialByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        EightBytes.firstIndex(in: bytes, from: start, chunkMarks: { chunk in
            EightBytes.controlBytes(chunk) | EightBytes.bytes(chunk, equalTo: 0x22)
                | EightBytes.bytes(chunk, equalTo: 0x5C) | EightBytes.bytes(chunk, equalTo: 0xE2)
        }, matches: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 })
    }
}
