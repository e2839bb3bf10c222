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
/// - `d/<n>.json`: document n's URL, title, date, categories and the start of its text, for the results shown.
///
/// A term's score in a document is 1,000 per title occurrence, 100 per category or tag, and 1 per
/// occurrence in the text (at most 99), so title matches rank first, then categories, then text.
/// The same documents always give the same bytes, and an edit changes only the buckets of the terms it
/// adds or removes, the edited document's file, and `meta.json` when the set of buckets changes.
public enum SearchIndex {
    /// A bucket bigger than this is split by one more character of its terms.
    public static let bucketLimit = 32 * 1024
    /// How much of a document's text its file keeps, for snippets.
    public static let snippetLength = 800
    public static let formatVersion = 1

    /// The index files: paths relative to the site root, and their bytes.
    public static func files(for documents: [SearchDocument], folder: String = "search") -> [(path: String, bytes: [UInt8])] {
        var postings: [String: [(doc: Int, score: Int)]] = [:]
        for (index, document) in documents.enumerated() {
            var scores: [String: Int] = [:]
            for term in SearchTokenizer.terms(in: document.title) { scores[term, default: 0] += 1_000 }
            for term in document.categories.flatMap(SearchTokenizer.terms(in:)) { scores[term, default: 0] += 100 }
            var textCounts: [String: Int] = [:]
            for term in SearchTokenizer.terms(in: document.text) { textCounts[term, default: 0] += 1 }
            for (term, count) in textCounts { scores[term, default: 0] += min(count, 99) }
            for (term, score) in scores { postings[term, default: []].append((index, score)) }
        }
        var files: [(path: String, bytes: [UInt8])] = []
        let buckets = bucketed(postings.keys.sorted(), postings: postings)
        for (key, terms) in buckets {
            files.append(("\(folder)/i/\(hex(key)).json", bucketJSON(terms, postings: postings)))
        }
        var meta = JSONText()
        meta.raw("{\"v\":\(formatVersion),\"docs\":\(documents.count),\"buckets\":[")
        for (index, key) in buckets.map(\.key).enumerated() {
            if index > 0 { meta.raw(",") }
            meta.string(hex(key))
        }
        meta.raw("]}")
        files.append(("\(folder)/meta.json", meta.bytes))
        for (index, document) in documents.enumerated() {
            var json = JSONText()
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
            files.append(("\(folder)/d/\(index).json", json.bytes))
        }
        return files
    }

    /// Terms grouped into buckets by their first character, or more where a bucket would pass the limit.
    static func bucketed(_ terms: [String], postings: [String: [(doc: Int, score: Int)]]) -> [(key: String, terms: [String])] {
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

    private static func bucketJSON(_ terms: [String], postings: [String: [(doc: Int, score: Int)]]) -> [UInt8] {
        var json = JSONText()
        json.raw("{")
        for (index, term) in terms.enumerated() {
            if index > 0 { json.raw(",") }
            json.string(term)
            json.raw(":[")
            var previous = 0
            for (position, posting) in (postings[term] ?? []).enumerated() {
                if position > 0 { json.raw(",") }
                json.raw("\(posting.doc - previous),\(posting.score)")
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

    /// A JSON string with `"`, `\`, control characters and U+2028/2029 escaped.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            case 0..<0x20, 0x2028, 0x2029:
                let hex = String(scalar.value, radix: 16)
                bytes += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default:
                bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(0x22)
    }
}
