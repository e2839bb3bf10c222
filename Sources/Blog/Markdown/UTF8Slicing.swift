// Pieces of a String cut at UTF-8 byte offsets, for building HTML out of other HTML without copying it into a
// byte buffer and validating every byte again on the way back (`String(decoding:)`).

extension String {
    /// The bytes `range` of the text, as a substring of it: no copy, constant time. Both ends must be at the start
    /// of a Unicode scalar (the offset of an ASCII delimiter always is). Appended to a String, it is copied as it is.
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// The text with each of `edits` (byte ranges in order, not overlapping, at the start of Unicode scalars, as
    /// ASCII delimiters are) replaced by its text, made in one pass from pieces of the text: nothing is copied twice
    /// or checked again as UTF-8. The text itself when there are no edits.
    func replacingUTF8Ranges(_ edits: [(range: Range<Int>, text: String)]) -> String {
        guard !edits.isEmpty else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for edit in edits {
            result += utf8Slice(copied..<edit.range.lowerBound)
            result += edit.text
            copied = edit.range.upperBound
        }
        result += utf8Slice(copied..<utf8.count)
        return result
    }
}
