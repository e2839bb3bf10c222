// A post's date exactly as written in its front matter, with parsing and the derived instant.
import Foundation

/// A date as written: `2021-07-17`, `2021-07-17 21:10[:05]` or ISO 8601 `2021-07-17T21:10:05+08:00`.
///
/// Month grouping uses `year` and `month` as written, whatever the offset; ordering uses the instant,
/// taking dates without an offset to be in the site's time zone.
public struct PostDate: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Whether a time of day was written.
    public var hasTime: Bool
    /// The offset from UTC in seconds, when one was written (`Z` is 0).
    public var offsetSeconds: Int?

    /// Creates a date from its parts.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
                hasTime: Bool = false, offsetSeconds: Int? = nil) {
        self.year = year; self.month = month; self.day = day
        self.hour = hour; self.minute = minute; self.second = second
        self.hasTime = hasTime; self.offsetSeconds = offsetSeconds
    }

    /// The day of the year, 1 for January 1 (`%j`; Jekyll's `:y_day`, Hugo's `:yearday`).
    public var dayOfYear: Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return lengths.prefix(month - 1).reduce(0, +) + day
    }

    /// Parses one of the accepted forms; `nil` when `text` is none of them or names no real day or time.
    public static func parse(_ text: String) -> PostDate? {
        let s = Array(text.utf8.trimmingASCIIWhitespace())
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= s.count else { return nil }
            var value = 0
            for k in i..<(i + digits) {
                guard s[k] >= 48, s[k] <= 57 else { return nil }
                value = value * 10 + Int(s[k] - 48)
            }
            i += digits
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < s.count, s[i] == c else { return false }
            i += 1
            return true
        }
        guard let y = number(4), expect(45), let m = number(2), expect(45), let d = number(2) else { return nil }
        var date = PostDate(year: y, month: m, day: d)
        if i < s.count {
            guard expect(32) || expect(84) || expect(116) else { return nil }   // ' ', 'T', 't'
            guard let h = number(2), expect(58), let mi = number(2) else { return nil }
            date.hour = h; date.minute = mi; date.hasTime = true
            if expect(58) {
                guard let sec = number(2) else { return nil }
                date.second = sec
                if expect(46) {   // fractional seconds are accepted and ignored
                    while i < s.count, s[i] >= 48, s[i] <= 57 { i += 1 }
                }
            }
            if i < s.count {
                _ = expect(32)   // `2021-07-17 21:10:00 +08:00`, as YAML timestamps may be written
                if expect(90) || expect(122) {   // Z
                    date.offsetSeconds = 0
                } else {
                    let sign: Int
                    if expect(43) { sign = 1 } else if expect(45) { sign = -1 } else { return nil }
                    guard let oh = number(2) else { return nil }
                    _ = expect(58)
                    guard let om = number(2), oh <= 23, om <= 59 else { return nil }
                    date.offsetSeconds = sign * (oh * 3600 + om * 60)
                }
            }
            guard i == s.count else { return nil }
        }
        guard (1...12).contains(m), d >= 1, d <= PostDate.daysIn(month: m, year: y),
              date.hour <= 23, date.minute <= 59, date.second <= 60 else { return nil }
        return date
    }

    /// Number of days in `month` of `year` (proleptic Gregorian).
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of the written calendar day (Howard Hinnant's days_from_civil).
    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int { ((daysSinceEpoch % 7) + 7 + 4) % 7 }

    /// Seconds since the epoch of the date as written, read as UTC wall time.
    var wallSeconds: Int { daysSinceEpoch * 86400 + hour * 3600 + minute * 60 + second }

    /// The offset used for this date: its own, or the site time zone's at that moment.
    public func effectiveOffset(in timeZone: TimeZone) -> Int {
        if let offsetSeconds { return offsetSeconds }
        let guess = Date(timeIntervalSince1970: TimeInterval(wallSeconds))
        let first = timeZone.secondsFromGMT(for: guess)
        return timeZone.secondsFromGMT(for: guess.addingTimeInterval(TimeInterval(-first)))
    }

    /// Seconds since the epoch of the instant this date names.
    public func instant(in timeZone: TimeZone) -> Int { wallSeconds - effectiveOffset(in: timeZone) }

    /// RFC 3339: `2021-07-17T21:10:00+08:00` (offset as written, else the site time zone's).
    public func rfc3339(in timeZone: TimeZone) -> String {
        let offset = effectiveOffset(in: timeZone)
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        return "\(pad(year, 4))-\(pad(month))-\(pad(day))T\(pad(hour)):\(pad(minute)):\(pad(second))"
            + "\(sign)\(pad(magnitude / 3600)):\(pad(magnitude % 3600 / 60))"
    }

    /// `YYYY-MM`, the month's key and the name of its page.
    public var monthKey: String { "\(pad(year, 4))-\(pad(month))" }
}

/// `value` zero-padded to `width` digits.
func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}
