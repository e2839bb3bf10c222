// The terms of a run of documents with their scores: the costly part of indexing, one run per core.

/// Collects, for a run of consecutive documents, each term's postings (document number and score).
///
/// A term's score in a document is 1,000 per title occurrence, 100 per category or tag occurrence (the two
/// together at most `maximumFixedScore`), and 1 per occurrence in the text (at most 99). Words are looked up by
/// their bytes where they stand in the text (`TermTable`; short ASCII words packed in two numbers,
/// `ShortWordTable`), so a word is lower-cased, stemmed and made a `String` once per run, not once per
/// occurrence; the terms are those `SearchTokenizer.terms(in:stemming:)` gives, stemmed as the document's language
/// says.
struct PostingsCollector {
    /// Words as the tokenizer cuts them (folded, lower case).
    private var words = TermTable()
    /// Under the current document's stemming: each word's term, and the commonest words (ASCII ones of up to
    /// sixteen bytes) with theirs.
    private var wordTerms = WordTerms(stemming: .english)
    /// The same under the other stemming, swapped in when a document needs it.
    private var otherWordTerms = WordTerms(stemming: .none)

    /// The terms of words under one stemming.
    private struct WordTerms {
        let stemming: SearchTokenizer.Stemming
        /// By word number: its term's number, or -1 while not yet needed.
        var termOfWord: [Int32] = []
        var shortWords = ShortWordTable()
    }
    private var terms = TermTable()
    /// Every posting so far, in the order made (by document, then by the order the document's terms were first
    /// seen): one flat array, not an array per term, which checked two arrays' uniqueness and grew each term's
    /// own at every posting. `sortedRun()` sorts them out by term.
    private var postings: [(term: Int32, doc: Int32, score: Int32)] = []
    /// Per term: this document's score from its title and categories and count in its text (zeros outside `add`).
    private var counts: [(fixedScore: Int32, textCount: Int32)] = []
    /// The terms the current document has, in the order first seen.
    private var touched: [Int32] = []

    /// Adds document `number`'s postings; documents come in increasing number.
    mutating func add(_ document: SearchDocument, number: Int) {
        if SearchTokenizer.Stemming(language: document.language) != wordTerms.stemming { swap(&wordTerms, &otherWordTerms) }
        count(document.title, as: .title)
        for category in document.categories { count(category, as: .category) }
        if let html = document.html {
            count(html, as: .text, isHTML: true)
        } else {
            count(document.text, as: .text)
        }
        for term in touched {
            let count = counts[Int(term)]
            postings.append((term, Int32(number), count.fixedScore + count.textCount))
            counts[Int(term)] = (0, 0)
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// The run's terms in sorted order, each with its postings in document order.
    func sortedRun() -> TermRun {
        let sortedTerms = counts.indices.map { (number: $0, string: terms.string($0)) }.sorted { $0.string < $1.string }
        // A counting sort by the terms' places in sorted order: each term's postings are counted, then copied
        // to their place in one pass.
        var rank = [Int32](repeating: 0, count: counts.count)
        for (place, term) in sortedTerms.enumerated() { rank[term.number] = Int32(place) }
        var starts = [Int32](repeating: 0, count: counts.count + 1)
        for posting in postings { starts[Int(rank[Int(posting.term)]) + 1] += 1 }
        for place in counts.indices { starts[place + 1] += starts[place] }
        var next = starts
        // A run without postings is not built through `unsafeUninitializedCapacity`: at capacity 0 that array is
        // the standard library's one shared empty storage, whose count it sets, a write that races with other
        // threads' empty runs (ThreadSanitizer reports it).
        guard !postings.isEmpty else { return TermRun(terms: sortedTerms.map(\.string), starts: starts, postings: []) }
        let sorted = [SearchIndex.Posting](unsafeUninitializedCapacity: postings.count) { buffer, initialized in
            for posting in postings {
                let place = Int(rank[Int(posting.term)])
                (buffer.baseAddress! + Int(next[place])).initialize(to: SearchIndex.Posting(doc: posting.doc, score: posting.score))
                next[place] += 1
            }
            initialized = postings.count
        }
        return TermRun(terms: sortedTerms.map(\.string), starts: starts, postings: sorted)
    }

    private enum Place { case title, category, text }

    /// The most a term's title and category occurrences score in one document.
    static let maximumFixedScore: Int32 = 1_000_000_000

    /// Counts each term of `text` (or of the text of the HTML `text`), repeats included, as found in `place` of
    /// the current document.
    private mutating func count(_ text: String, as place: Place, isHTML: Bool = false) {
        func add(_ run: SearchTokenizer.Run) {
            switch run {
            case .asciiWord(let slice, let readable) where slice.count <= ShortWordTable.maximumLength:
                let key = ShortWordTable.key(slice, readable: readable)
                switch wordTerms.shortWords.find(key) {
                case .number(let term):
                    tally(Int(term), in: place)
                case .absent(let slot):
                    let term = termOfWord(words.number(of: slice, lowercasing: true))
                    wordTerms.shortWords.insert(key, number: Int32(term), at: slot)
                    tally(term, in: place)
                }
            case .asciiWord(let slice, _):
                tally(termOfWord(words.number(of: slice, lowercasing: true)), in: place)
            case .word(let word):
                tally(termOfWord(words.number(of: word)), in: place)
            case .paired(let characters):
                // Each character, and each pair of neighbours, by their UTF-8 bytes.
                var pair: [UInt8] = []
                for index in characters.indices {
                    pair.removeAll(keepingCapacity: true)
                    UTF8.encode(characters[index]) { pair.append($0) }
                    let single = pair.count
                    tally(pair.withUnsafeBufferPointer { termNumber(UnsafeBufferPointer(rebasing: $0[..<single])) }, in: place)
                    if index + 1 < characters.count {
                        UTF8.encode(characters[index + 1]) { pair.append($0) }
                        tally(pair.withUnsafeBufferPointer { termNumber($0) }, in: place)
                    }
                }
            }
        }
        if isHTML {
            SearchTokenizer.forEachRun(inHTML: text, add)
        } else {
            SearchTokenizer.forEachRun(in: text, add)
        }
    }

    /// The term of a word's number from `words` under the current stemming, found once per distinct word.
    private mutating func termOfWord(_ word: (number: Int, isNew: Bool)) -> Int {
        if wordTerms.termOfWord.count <= word.number {
            wordTerms.termOfWord += repeatElement(-1, count: word.number + 1 - wordTerms.termOfWord.count)
        }
        if wordTerms.termOfWord[word.number] < 0 {
            var term = wordTerms.stemming.apply(words.string(word.number))
            wordTerms.termOfWord[word.number] = Int32(term.withUTF8 { termNumber($0) })
        }
        return Int(wordTerms.termOfWord[word.number])
    }

    /// The number of a term's bytes, with room made for a new term.
    private mutating func termNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let term = terms.number(of: bytes)
        if term.isNew { counts.append((0, 0)) }
        return term.number
    }

    /// Counts one occurrence of `term` in `place` of the current document, and lists the term in `touched` the first
    /// time the document has it (its count is then zero: every occurrence counts). One read and one write of the
    /// term's count, where a separate test and update read it twice, each through a call.
    @inline(__always)
    private mutating func tally(_ term: Int, in place: Place) {
        var count = counts[term]
        if count == (0, 0) { touched.append(Int32(term)) }
        switch place {
        // Scores stop growing before an `Int32` could overflow (a title of a million words).
        case .title: count.fixedScore = min(count.fixedScore + 1_000, Self.maximumFixedScore)
        case .category: count.fixedScore = min(count.fixedScore + 100, Self.maximumFixedScore)
        case .text: count.textCount = min(count.textCount + 1, 99)
        }
        counts[term] = count
    }
}
