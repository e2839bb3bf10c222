// The date a post's file name starts with (`2011-05-25-title.md`, as Jekyll and Zola name posts).

/// A file or bundle name's leading `YYYY-M-D-` (month and day of one or two digits, as Jekyll reads them; `_` after the
/// date as Zola allows): the post's date when its front matter has none, and never part of its slug
/// (`2011-05-25-title.md` is `title`).
enum FileNameDate {
    /// The date `name` starts with and the name after it, or nil when it starts with no valid date followed by `-` or
    /// `_` and more.
    static func split(_ name: String) -> (date: PostDate, rest: String)? {
        let bytes = Array(name.utf8)
        var index = 0
        func number(digits: ClosedRange<Int>) -> Int? {
            var value = 0, count = 0
            while index < bytes.count, count < digits.upperBound, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                count += 1
            }
            return digits.contains(count) ? value : nil
        }
        func separator(_ allowed: Set<UInt8>) -> Bool {
            guard index < bytes.count, allowed.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(digits: 4...4), separator([0x2D]), let month = number(digits: 1...2), separator([0x2D]),
              let day = number(digits: 1...2), separator([0x2D, 0x5F]), index < bytes.count,
              let date = PostDate.parse("\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)") else { return nil }
        return (date, String(decoding: bytes[index...], as: UTF8.self))
    }
}
