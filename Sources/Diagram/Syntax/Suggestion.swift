// "Did you mean …?": the closest known word to a misspelt one, by edit distance.

enum Suggestion {
    /// The candidate closest to `word`, or nil when none is close enough to be a likely typo.
    ///
    /// Comparison ignores case, `-` and `_`, so `flex-direction` finds `flexDirection`. A candidate
    /// qualifies when its edit distance is at most a third of the longer word's length
    /// (at least 1, at most 3); ties go to the candidate listed first.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let folded = fold(word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = fold(candidate)
            let limit = min(3, max(1, max(folded.count, other.count) / 3))
            let distance = editDistance(folded, other)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// ` Did you mean 'x'?` or the empty string, ready to append to a message.
    static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Lowercased, without `-` and `_`: the form in which spellings of one name compare equal.
    static func fold(_ word: String) -> [Unicode.Scalar] {
        word.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring letters (`veiw` → `view` is 1) to turn `a` into `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
