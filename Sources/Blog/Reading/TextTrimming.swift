// Trimming ASCII whitespace natively: Foundation's `trimmingCharacters(in:)` goes through NSString on Linux,
// which was a few percent of reading a big site.

extension String.UTF8View {
    /// The bytes without leading and trailing ASCII spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> Substring.UTF8View {
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
        let all = self[...]
        guard let first = all.firstIndex(where: { !isSpace($0) }), let last = all.lastIndex(where: { !isSpace($0) }) else {
            return all[all.startIndex..<all.startIndex]
        }
        return all[first...last]
    }
}

extension String {
    /// The text without leading and trailing ASCII spaces, tabs and line breaks.
    func trimmingASCIIWhitespace() -> String { String(Substring(utf8.trimmingASCIIWhitespace())) }
}
