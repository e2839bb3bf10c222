// The search index of a site, split into files so that a query loads only the buckets of its terms.


/// One page to find: a post or a standalone page.
public struct SearchDocument: Sendable, Hashable {
    /// The page's URL relative to the site root (`blog/2021/07/x.html`).
    public var url: String
    public var title: String
    /// The date as shown (`Sat, 17 Jul 2021`), or "".
    public var date: String
    /// Category names and tags.
    public var categories: [String]
    /// The page's text: its content without markup (code and diagram labels included as text).
    public var text: String

    public init(url: String, title: String, date: String, categories: [String], text: String) {
        self.url = url
        self.title = title
        self.date = date
        self.categories = categories
        self.text = text
    }
}

/// Builds the index files.
///
/// Layout (under `search/`), in the manner of Pagefind's:
/// - `meta.json`: the format version, the number of documents and the sorted list of bucket keys.
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

    /// The index files: paths relative to the site root, and their bytes.
    public static func files(for documents: [SearchDocument], folder: String = "search") -> [(path: String, bytes: [UInt8])] {
        files(for: documents, termScores: documents.map(termScores(of:)), folder: folder)
    }

    /// Each term of `document` with its score there. The costly part of indexing, one document at a time:
    /// callers with many documents compute these in parallel and pass them to `files(for:termScores:folder:)`.
    public static func termScores(of document: SearchDocument) -> [(term: String, score: Int)] {
        var scores: [String: Int] = [:]
        for term in SearchTokenizer.terms(in: document.title) { scores[term, default: 0] += 1_000 }
        for category in document.categories {
            for term in SearchTokenizer.terms(in: category) { scores[term, default: 0] += 100 }
        }
        for (term, count) in SearchTokenizer.termCounts(in: document.text) { scores[term, default: 0] += min(count, 99) }
        return scores.map { ($0.key, $0.value) }
    }

    /// The index files of `documents`, whose terms and scores are `termScores` (one list per document), made
    /// on one thread; `SearchPlan` in Blog runs the same steps on all cores.
    public static func files(for documents: [SearchDocument], termScores: [[(term: String, score: Int)]],
                             folder: String = "search") -> [(path: String, bytes: [UInt8])] {
        let postings = postings(termScores[...])
        let buckets = buckets(postings)
        return buckets.map { bucketFile($0, postings: postings, folder: folder) }
            + metaAndDocumentFiles(documents, bucketKeys: buckets.map(\.key), folder: folder)
    }

    /// `meta.json` and the document files.
    public static func metaAndDocumentFiles(_ documents: [SearchDocument], bucketKeys: [String], folder: String = "search") -> [(path: String, bytes: [UInt8])] {
        [metaFile(documentCount: documents.count, bucketKeys: bucketKeys, folder: folder)]
            + stride(from: 0, to: documents.count, by: documentsPerFile).map { documentFile(documents, group: $0 / documentsPerFile, folder: folder) }
    }

    /// `meta.json`: the format, the number of documents and of documents per file, and the bucket keys.
    public static func metaFile(documentCount: Int, bucketKeys: [String], folder: String = "search") -> (path: String, bytes: [UInt8]) {
        var meta = JSONText()
        meta.raw("{\"v\":\(formatVersion),\"docs\":\(documentCount),\"perFile\":\(documentsPerFile),\"buckets\":[")
        for (index, key) in bucketKeys.enumerated() {
            if index > 0 { meta.raw(",") }
            meta.string(hex(key))
        }
        meta.raw("]}")
        return ("\(folder)/meta.json", meta.bytes)
    }

    /// Document file `group`: documents `group × documentsPerFile` onwards.
    public static func documentFile(_ documents: [SearchDocument], group: Int, folder: String = "search") -> (path: String, bytes: [UInt8]) {
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
            json.string(String(document.text.prefix(snippetLength)))
            json.raw("}")
        }
        json.raw("]")
        return ("\(folder)/d/\(group).json", json.bytes)
    }

    /// A term's occurrence in a document, with its score there.
    public struct Posting: Sendable, Hashable {
        public var doc: Int
        public var score: Int
    }

    /// Each term's postings, in document order.
    public typealias Postings = [String: [Posting]]

    /// The postings of the documents numbered from `firstDocument` whose term scores are `termScores`.
    /// Runs of documents can be collected apart (on several threads) and joined with `joined`.
    public static func postings(_ termScores: ArraySlice<[(term: String, score: Int)]>) -> Postings {
        var postings: Postings = [:]
        for index in termScores.indices {
            for (term, score) in termScores[index] { postings[term, default: []].append(Posting(doc: index, score: score)) }
        }
        return postings
    }

    /// Postings of consecutive runs of documents joined, in the runs' order.
    public static func joined(_ runs: [Postings]) -> Postings {
        guard var postings = runs.first else { return [:] }
        for next in runs.dropFirst() {
            for (term, list) in next { postings[term, default: []] += list }
        }
        return postings
    }

    /// The buckets of `postings`: each bucket's key and its terms, sorted by key.
    public static func buckets(_ postings: Postings) -> [(key: String, terms: [String])] {
        bucketed(postings.keys.sorted(), postings: postings)
    }

    /// The file of one bucket.
    public static func bucketFile(_ bucket: (key: String, terms: [String]), postings: Postings, folder: String = "search") -> (path: String, bytes: [UInt8]) {
        ("\(folder)/i/\(hex(bucket.key)).json", bucketJSON(bucket.terms, postings: postings))
    }

    /// Terms grouped into buckets by their first character, or more where a bucket would pass the limit.
    static func bucketed(_ terms: [String], postings: Postings) -> [(key: String, terms: [String])] {
        var result: [(key: String, terms: [String])] = []
        func split(_ terms: ArraySlice<String>, length: Int) {
            var groups: [(key: String, terms: [String])] = []
            for term in terms {
                let key = String(String.UnicodeScalarView(term.unicodeScalars.prefix(length)))
                if groups.last?.key == key { groups[groups.count - 1].terms.append(term) } else { groups.append((key, [term])) }
            }
            for group in groups {
                let size = group.terms.reduce(0) { $0 + $1.utf8.count + 8 + (postings[$1]?.count ?? 0) * 6 }
                // Only terms longer than the key can go to a deeper bucket; the key's own term stays.
                if size > bucketLimit, length < 6, group.terms.contains(where: { $0.unicodeScalars.count > length }) {
                    let own = group.terms.filter { $0.unicodeScalars.count <= length }
                    if !own.isEmpty { result.append((group.key, own)) }
                    split(ArraySlice(group.terms.filter { $0.unicodeScalars.count > length }), length: length + 1)
                } else {
                    result.append(group)
                }
            }
        }
        split(ArraySlice(terms), length: 1)
        return result.sorted { $0.key < $1.key }
    }

    private static func bucketJSON(_ terms: [String], postings: Postings) -> [UInt8] {
        var json = JSONText()
        json.raw("{")
        for (index, term) in terms.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(term)
            json.raw(":[")
            var previous = 0
            for (position, posting) in (postings[term] ?? []).enumerated() {
                if position > 0 { json.bytes.append(0x2C) }
                json.integer(posting.doc - previous)
                json.bytes.append(0x2C)
                json.integer(posting.score)
                previous = posting.doc
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

    /// A non-negative integer in decimal, without making a string.
    mutating func integer(_ value: Int) {
        if value >= 10 { integer(value / 10) }
        bytes.append(0x30 + UInt8(value % 10))
    }

    /// A JSON string with `"`, `\`, control characters and U+2028/2029 escaped, copied byte by byte.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count + 2)
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case 0x22: bytes += [0x5C, 0x22]
                case 0x5C: bytes += [0x5C, 0x5C]
                case 0x0A: bytes += [0x5C, 0x6E]
                case 0x0D: bytes += [0x5C, 0x72]
                case 0x09: bytes += [0x5C, 0x74]
                case 0..<0x20:
                    let digits = Array("0123456789abcdef".utf8)
                    bytes += [0x5C, 0x75, 0x30, 0x30, digits[Int(byte >> 4)], digits[Int(byte & 15)]]
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    // U+2028 and U+2029 end lines in older JavaScript.
                    bytes += Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                default:
                    bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(0x22)
    }
}
