// Dates as MarkdownProjectCompositor blogs wrote them over the years, read into front matter dates.
import Foundation

/// A date read from an MPC `#date` line.
public struct MPCDate: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Hour and minute, when the text has a time.
    public var time: (hour: Int, minute: Int)?

    /// The front matter form: `2021-07-17` or `2021-07-17 21:10`.
    public var frontMatter: String {
        let date = String(format: "%04d-%02d-%02d", year, month, day)
        guard let time else { return date }
        return date + String(format: " %02d:%02d", time.hour, time.minute)
    }

    public static func == (a: MPCDate, b: MPCDate) -> Bool {
        (a.year, a.month, a.day, a.time?.hour, a.time?.minute) == (b.year, b.month, b.day, b.time?.hour, b.time?.minute)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frontMatter)
    }

    /// Reads `text` in any of the forms seen in MPC blogs; the year (and month) come from the month
    /// file when the text lacks them. Nil when no date can be found in it.
    ///
    /// - `2005-03-31, 星期四`, `2021-07-17 21:10`, `2021/7/17`
    /// - `21年7月17日 周六 21:10` (two-digit year: 2000 + yy), `2021年7月17日`
    /// - `7月17日 周六 21:10` (no year: the file's)
    public static func parse(_ written: String, fileYear: Int, fileMonth: Int) -> MPCDate? {
        // Full-width digits (typed with a Chinese input method) read as ASCII ones; other scripts' digits don't.
        var scalars = String.UnicodeScalarView()
        for scalar in written.unicodeScalars {
            let isFullWidthDigit = (0xFF10...0xFF19).contains(scalar.value)
            scalars.append(isFullWidthDigit ? Unicode.Scalar(UInt8(scalar.value - 0xFF10) + UInt8(ascii: "0")) : scalar)
        }
        let text = String(scalars)
        var date: MPCDate?
        if let match = firstMatch(#"([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})"#, in: text) {
            date = MPCDate(year: match[0], month: match[1], day: match[2])
        } else if let match = firstMatch(#"([0-9]{2,4})年\s*([0-9]{1,2})月\s*([0-9]{1,2})日"#, in: text) {
            date = MPCDate(year: match[0] < 100 ? 2000 + match[0] : match[0], month: match[1], day: match[2])
        } else if let match = firstMatch(#"([0-9]{1,2})月\s*([0-9]{1,2})日"#, in: text) {
            date = MPCDate(year: fileYear, month: match[0], day: match[1])
        }
        guard var found = date, (1...12).contains(found.month), (1...31).contains(found.day) else { return nil }
        if let time = firstMatch(#"(?<![0-9:])([0-9]{1,2}):([0-9]{2})(?![0-9])"#, in: text), time[0] < 24, time[1] < 60 {
            found.time = (time[0], time[1])
        }
        return found
    }

    init(year: Int, month: Int, day: Int, time: (hour: Int, minute: Int)? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
    }

    /// The numbers captured by the first match of `pattern` (whose groups are ASCII digits), or nil when
    /// there is no match or a group does not read as a number: never fewer numbers than groups.
    private static func firstMatch(_ pattern: String, in text: String) -> [Int]? {
        guard let expression = try? NSRegularExpression(pattern: pattern),
              let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        var numbers: [Int] = []
        for index in 1..<match.numberOfRanges {
            guard let range = Range(match.range(at: index), in: text), let number = Int(text[range]) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}
