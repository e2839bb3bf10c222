// Post dates: the accepted forms, month keys as written, instants, RFC 3339 and the locale-independent formats.
@testable import Blog
import Foundation
import Testing

struct DateTests {
    let shanghai = TimeZone(identifier: "Asia/Shanghai")!

    @Test func parsesTheThreeForms() throws {
        let day = try #require(PostDate.parse("2021-07-17"))
        #expect(day == PostDate(year: 2021, month: 7, day: 17))
        let minute = try #require(PostDate.parse("2021-07-17 21:10"))
        #expect(minute == PostDate(year: 2021, month: 7, day: 17, hour: 21, minute: 10, hasTime: true))
        let iso = try #require(PostDate.parse("2021-07-31T23:30:05-04:00"))
        #expect(iso == PostDate(year: 2021, month: 7, day: 31, hour: 23, minute: 30, second: 5, hasTime: true, offsetSeconds: -14400))
        #expect(PostDate.parse("2021-07-17T21:10:00Z")?.offsetSeconds == 0)
        #expect(PostDate.parse("2021-07-17 21:10:00 +08:00")?.offsetSeconds == 28800)
    }

    @Test(arguments: ["2021-7-17", "2021-02-29", "2021-13-01", "17/07/2021", "2021-07-17 25:00", "2021-07-17 21:10 PM", "yesterday", ""])
    func rejectsOtherText(_ text: String) {
        #expect(PostDate.parse(text) == nil)
    }

    @Test func monthGroupingUsesTheDateAsWritten() throws {
        // 23:30 on 31 July at UTC-4 is already August in Shanghai; the post still belongs to July.
        let date = try #require(PostDate.parse("2021-07-31T23:30:00-04:00"))
        #expect(date.monthKey == "2021-07")
        #expect(date.instant(in: shanghai) == 1_627_788_600)   // 2021-08-01T03:30:00Z
    }

    @Test func datesWithoutOffsetAreInTheSiteTimeZone() throws {
        let date = try #require(PostDate.parse("2021-07-17 21:10"))
        #expect(date.rfc3339(in: shanghai) == "2021-07-17T21:10:00+08:00")
        #expect(date.instant(in: shanghai) == 1_626_527_400)   // 2021-07-17T13:10:00Z
        let ny = TimeZone(identifier: "America/New_York")!
        #expect(try #require(PostDate.parse("2021-01-10")).rfc3339(in: ny) == "2021-01-10T00:00:00-05:00")
    }

    @Test func weekdays() {
        #expect(PostDate(year: 2021, month: 7, day: 17).weekday == 6)   // a Saturday
        #expect(PostDate(year: 2000, month: 3, day: 1).weekday == 3)    // a Wednesday
        #expect(PostDate(year: 1970, month: 1, day: 1).weekday == 4)    // a Thursday
    }

    @Test func chineseAndEnglishDefaults() throws {
        let date = try #require(PostDate.parse("2021-07-17 21:10"))
        // Chinese and Japanese write the four-digit year; the two-digit one MarkdownProjectCompositor wrote is `%y`.
        #expect(DateStyle(format: nil, language: "zh-cn").string(from: date) == "2021年7月17日 周六 21:10")
        #expect(DateStyle(format: "%y年%-m月%-d日 %a %H:%M", language: "zh-cn").string(from: date) == "21年7月17日 周六 21:10")
        #expect(DateStyle(format: nil, language: "zh-tw").string(from: date) == "2021年7月17日 週六 21:10")
        #expect(DateStyle(format: nil, language: "zh-Hant-HK").string(from: date) == "2021年7月17日 週六 21:10")
        #expect(DateStyle(format: nil, language: "ja").string(from: date) == "2021年7月17日(土) 21:10")
        #expect(DateStyle(format: "%A", language: "ja").string(from: date) == "土曜日")
        #expect(DateStyle(format: nil, language: "ja").monthLabel(year: 2021, month: 7) == "2021年7月")
        #expect(DateStyle(format: nil, language: "en").string(from: date) == "Sat, 17 Jul 2021 21:10")
    }

    @Test func dateOnlyPostsDropTheTimePart() {
        let date = PostDate(year: 2021, month: 7, day: 5)
        #expect(DateStyle(format: nil, language: "en").string(from: date) == "Mon, 05 Jul 2021")
        #expect(DateStyle(format: nil, language: "zh").string(from: date) == "2021年7月5日 周一")
    }

    @Test func customFormats() {
        let date = PostDate(year: 2021, month: 7, day: 5, hour: 9, minute: 3, hasTime: true)
        #expect(DateStyle(format: "%Y-%m-%d %-H:%M %A %B %%", language: "en").string(from: date) == "2021-07-05 9:03 Monday July %")
        #expect(DateStyle(format: "%Y年%-m月%-d日 %A", language: "zh-cn").string(from: date) == "2021年7月5日 星期一")
        #expect(DateStyle(format: "%Q %d", language: "en").unknownDirectives == ["%Q"])
    }

    /// The edges of the format: an unknown directive is written as it stands, a `%` (or `%-`) at the very end is a
    /// `%`, text alone is itself, and a date without time stops at the first time directive, wherever it is.
    @Test func formatEdges() {
        let date = PostDate(year: 2021, month: 7, day: 5, hour: 9, minute: 3, hasTime: true)
        let dateOnly = PostDate(year: 2021, month: 7, day: 5, hasTime: false)
        let cases: [(format: String, timed: String, untimed: String)] = [
            ("%Q %-Q %d", "%Q %-Q 05", "%Q %-Q 05"),
            ("%d%", "05%", "05%"),
            ("%d%-", "05%", "05%"),
            ("posted", "posted", "posted"),
            ("", "", ""),
            ("at %H:%M on %b %-d", "at 09:03 on Jul 5", "at"),
            ("%-d %b, %S s", "5 Jul, 00 s", "5 Jul,"),
        ]
        for (format, timed, untimed) in cases {
            #expect(DateStyle(format: format, language: "en").string(from: date) == timed, "\(format)")
            #expect(DateStyle(format: format, language: "en").string(from: dateOnly) == untimed, "\(format)")
        }
        let unknown: [(format: String, directives: [String])] = [
            ("%Q %-Q %d", ["%Q", "%-Q"]), ("%d%", ["%"]), ("%d%-", ["%-"]), ("%% %-d %B", []), ("posted", []),
        ]
        for (format, directives) in unknown {
            #expect(DateStyle(format: format, language: "en").unknownDirectives == directives, "\(format)")
        }
    }

    @Test func monthLabels() {
        #expect(DateStyle(format: nil, language: "en").monthLabel(year: 2021, month: 7) == "July 2021")
        #expect(DateStyle(format: nil, language: "zh-cn").monthLabel(year: 2021, month: 7) == "2021年7月")
    }
}
