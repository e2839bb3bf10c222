// A run of documents' terms with their postings, and the runs' terms merged into one sorted list without copying postings.

/// The terms of a run of consecutive documents in sorted order, each with its postings (in document order) in
/// one flat array shared by all the terms.
struct TermRun: Sendable {
    /// Distinct, sorted.
    var terms: [String]
    /// Term `i`'s postings are `postings[starts[i]..<starts[i + 1]]`.
    var starts: [Int32]
    var postings: [SearchIndex.Posting]

    /// The postings of term number `term`, in document order.
    func postings(ofTerm term: Int) -> ArraySlice<SearchIndex.Posting> {
        postings[Int(starts[term])..<Int(starts[term + 1])]
    }
}

/// The sorted terms of several runs (runs of documents in document order) as one sorted list, a term in several
/// runs once. A term's postings are read where they stand in each run that has it, in run order, and so in
/// document order: merging copies no posting.
struct MergedTerms: Sendable {
    let runs: [TermRun]
    /// Distinct, sorted.
    private(set) var terms: [String] = []
    /// Term `i` is in the runs listed in `pieces[pieceStarts[i]..<pieceStarts[i + 1]]`, each with its number there.
    private var pieceStarts: [Int32] = [0]
    private var pieces: [(run: Int32, term: Int32)] = []

    init(_ runs: [TermRun]) {
        self.runs = runs
        terms.reserveCapacity(runs.map(\.terms.count).max() ?? 0)
        // The runs are few (twice the cores at most): the next term is the least of their next ones, found by
        // looking at each.
        var next = [Int](repeating: 0, count: runs.count)
        while true {
            var least: String?
            for run in runs.indices where next[run] < runs[run].terms.count {
                let term = runs[run].terms[next[run]]
                if least.map({ term < $0 }) ?? true { least = term }
            }
            guard let least else { break }
            for run in runs.indices where next[run] < runs[run].terms.count && runs[run].terms[next[run]] == least {
                pieces.append((Int32(run), Int32(next[run])))
                next[run] += 1
            }
            terms.append(least)
            pieceStarts.append(Int32(pieces.count))
        }
    }

    /// How many documents have term number `term`.
    func postingCount(ofTerm term: Int) -> Int {
        var count = 0
        forEachPiece(ofTerm: term) { count += $0.count }
        return count
    }

    /// Calls `body` with the postings of term number `term` in each run that has it, in document order.
    func forEachPiece(ofTerm term: Int, _ body: (ArraySlice<SearchIndex.Posting>) -> Void) {
        for piece in pieces[Int(pieceStarts[term])..<Int(pieceStarts[term + 1])] {
            body(runs[Int(piece.run)].postings(ofTerm: Int(piece.term)))
        }
    }
}
