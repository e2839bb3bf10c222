// Fuzzes the MarkdownProjectCompositor month parser and its dates: warnings in the file, entries in order.
import Blog
import Foundation

enum MPCMonthTarget: FuzzTarget {
    static let name = "mpc-month"

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        let (entries, warnings) = MPCMonthParser.parse(text, path: "blog/2021-07.md")
        let bounds = TextBounds(text)
        for warning in warnings {
            Promise.check(warning.path == "blog/2021-07.md" && bounds.contains(line: warning.line, column: 1),
                          "warning outside the file: \(warning)")
        }
        var previous = 0
        for entry in entries {
            Promise.check(bounds.contains(line: entry.firstLine, column: 1) && entry.firstLine >= previous,
                          "entry at line \(entry.firstLine) after one at \(previous)")
            previous = entry.firstLine
            if let dateText = entry.dateText, let date = MPCDate.parse(dateText, fileYear: 2021, fileMonth: 7) {
                Promise.check((1...12).contains(date.month) && (1...31).contains(date.day), "date \(date.frontMatter)")
            }
        }
        Promise.check(MPCMonthParser.parse(text, path: "blog/2021-07.md") == (entries, warnings), "parsing twice differs")
    }
}
