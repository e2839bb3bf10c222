// Fuzzes the MarkdownProjectCompositor readers: month entries and dates, project pages, wiki links.
@testable import Blog
import Foundation

enum MPCMonthTarget: FuzzTarget {
    static let name = "mpc-month"

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        let (entries, problems) = MPCMonthParser.parse(text, path: "blog/2021-07.md")
        let bounds = TextBounds(text)
        for problem in problems {
            Promise.check(problem.path == "blog/2021-07.md" && bounds.contains(line: problem.line, column: 1),
                          "problem outside the file: \(problem)")
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
        // Every `#pN` line is one entry, whatever surrounds it.
        Promise.check(entries.count { $0.anchor != nil } == MPCMonthParser.anchorLineCount(text), "an anchored entry was lost or invented")
        Promise.check(MPCMonthParser.parse(text, path: "blog/2021-07.md") == (entries, problems), "parsing twice differs")

        var index = MPCSiteIndex()
        index.addPage("Notes", in: "cs")
        index.addFile("a.png", in: "images")
        let rewriter = MPCLinkRewriter(index: index)
        let page = MPCPageConverter.convert(text, name: "Page", project: "cs", path: "cs/Page.md", rewriter: rewriter)
        Promise.check(page.text.hasPrefix("---\ntitle: \""), "a page without front matter")
        for problem in page.problems {
            Promise.check(bounds.contains(line: problem.line, column: 1), "page problem outside the file: \(problem)")
        }
        var posts: [ImportProblem] = []
        let planned = MPCPostPlanner.plan(entries, year: 2021, month: 7, path: "blog/2021-07.md", problems: &posts)
        Promise.check(Set(planned.map(\.anchor)).count == planned.count, "two posts share an anchor")
    }
}
