// Pieces of a String cut at UTF-8 byte offsets, for building HTML out of other HTML without copying it into a
// byte buffer and validating every byte again on the way back (`String(decoding:)`).

extension String {
    /// The bytes `range` of the text, as a substring of it: no copy, constant time. Both ends must be at the start
    /// of a Unicode scalar (the offset of an ASCII delimiter always is). Appended to a String, it is copied as it is.
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }
}
