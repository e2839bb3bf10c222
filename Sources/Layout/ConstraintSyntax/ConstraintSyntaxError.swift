// An error in constraint text: where it is and what to do about it.

/// A problem in a line of constraint text. The position is 1-based; the message quotes the
/// offending token and, where possible, suggests a fix.
public struct ConstraintSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Line and column of the offending token.
    public var position: SourcePosition
    /// One sentence.
    public var message: String

    /// Creates an error at a position.
    public init(_ message: String, at position: SourcePosition) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}

/// The closest candidate to a misspelt word, if it is close enough to be a likely typo.
func suggestion(for word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
    return best.1 <= max(1, word.count / 3) ? best.0 : nil
}

/// `"; did you mean 'x'?"` or nothing.
func didYouMean(_ word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

/// Edit distance between two strings, counting an exchange of two neighbours as one edit
/// (optimal string alignment), so `widht` is one edit from `width`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
            }
        }
    }
    return table[a.count][b.count]
}
