// Pieces of a String cut at UTF-8 byte offsets, for building HTML out of other HTML without copying it into a
// byte buffer and validating every byte again on the way back (`String(decoding:)`).

/// The bytes `range` of a text replaced by `text` (an insertion when the range is empty). Both ends of the range are
/// at the start of a Unicode scalar, as the offsets of ASCII delimiters are.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var text: String

    public init(_ range: Range<Int>, _ text: String) {
        self.range = range
        self.text = text
    }
}

extension String {
    /// The bytes `range` of the text, as a substring of it: no copy, constant time. Both ends must be at the start
    /// of a Unicode scalar (the offset of an ASCII delimiter always is). Appended to a String, it is copied as it is.
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Calls `body` with the pieces of the text with each of `edits` (in order, not overlapping) applied: the text
    /// between the edits, and the edits' texts. Nothing is copied.
    func forEachUTF8Piece(applying edits: [TextEdit], _ body: (Substring) -> Void) {
        var copied = 0
        for edit in edits {
            body(utf8Slice(copied..<edit.range.lowerBound))
            body(edit.text[...])
            copied = edit.range.upperBound
        }
        body(utf8Slice(copied..<utf8.count))
    }

    /// The text with each of `edits` (in order, not overlapping) applied, made in one pass from pieces of the text:
    /// nothing is copied twice or checked again as UTF-8. The text itself when there are no edits.
    func replacingUTF8Ranges(_ edits: [TextEdit]) -> String {
        guard !edits.isEmpty else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        forEachUTF8Piece(applying: edits) { result += $0 }
        return result
    }
}
