// Reads one MarkdownProjectCompositor month file (`blog/YYYY-MM.md`) into its entries, newest first.
import Foundation

/// One post of an MPC month file, as written.
public struct MPCEntry: Hashable, Sendable {
    /// The `#pN` number, if the entry has one.
    public var anchor: Int?
    /// The `#date` text, trimmed, if present.
    public var dateText: String?
    /// The line of `#date` (or of the entry's first line when it has none).
    public var dateLine: Int
    /// The `## title` text.
    public var title: String
    /// The category from `#category X` (or `#categoryX`), if any.
    public var category: String?
    /// The depth of `#contents N`, if present.
    public var tableOfContentsDepth: Int?
    /// The Markdown body, with bare `#name` anchors turned into `<a id="name"></a>`.
    public var body: String
    /// The line the body starts on, for warnings about links.
    public var bodyFirstLine: Int
    /// The line the entry starts on.
    public var firstLine: Int
}

/// A problem in a source file, at a line.
public struct MPCWarning: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The source file's path as shown to the user.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// One sentence.
    public var message: String

    public var description: String { "\(path):\(line):1: warning: \(message)" }

    public static func < (a: MPCWarning, b: MPCWarning) -> Bool { (a.path, a.line, a.message) < (b.path, b.line, b.message) }
}

/// The parser of MPC month files.
///
/// Lines starting with `#` and a letter are directives, except inside fenced code and HTML comments:
/// `#title` (the month's title, ignored), `#pN` (the next entry's anchor), `#date …`, `#contents N`,
/// `#category X` (ends the entry; `#categoryX` without the space is read the same way). Any other
/// `#name` is a bare anchor. `## title` after the date is the entry's title. Trailing spaces never matter.
public enum MPCMonthParser {
    /// The entries of `text` in file order (newest first), and warnings located in `path`.
    public static func parse(_ text: String, path: String) -> (entries: [MPCEntry], warnings: [MPCWarning]) {
        var entries: [MPCEntry] = []
        var warnings: [MPCWarning] = []
        var current: MPCEntry?
        var bodyLines: [String] = []
        var fence: String?
        var inComment = false

        func startEntry(at line: Int) -> MPCEntry {
            MPCEntry(anchor: nil, dateText: nil, dateLine: line, title: "", category: nil, tableOfContentsDepth: nil,
                     body: "", bodyFirstLine: line, firstLine: line)
        }
        func finish(_ entry: MPCEntry) {
            var entry = entry
            while bodyLines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true {
                bodyLines.removeFirst()
                entry.bodyFirstLine += 1
            }
            while bodyLines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { bodyLines.removeLast() }
            entry.body = bodyLines.joined(separator: "\n")
            if entry.title.isEmpty {
                warnings.append(MPCWarning(path: path, line: entry.firstLine, message: "The entry has no '## title' line; it is imported as 'Untitled'."))
                entry.title = "Untitled"
            }
            entries.append(entry)
            bodyLines = []
        }

        /// `#pN` and `#date` start an entry; one that already has a title was never ended by `#category`.
        func closeUnfinishedEntry(startedBy directive: String, at number: Int) {
            guard let entry = current, !entry.title.isEmpty else { return }
            warnings.append(MPCWarning(path: path, line: number, message: "'\(directive)' starts a new entry before '#category' ended the previous one."))
            finish(entry)
            current = nil
        }

        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        for (index, rawLine) in lines.enumerated() {
            let number = index + 1
            let line = rawLine.trimmingTrailingWhitespace()
            let trimmed = line.trimmingCharacters(in: .whitespaces)

            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                appendBody(rawLine, to: &current, lines: &bodyLines, number: number, start: startEntry)
                continue
            }
            if inComment {
                if line.contains("-->") { inComment = false }
                appendBody(rawLine, to: &current, lines: &bodyLines, number: number, start: startEntry)
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                appendBody(rawLine, to: &current, lines: &bodyLines, number: number, start: startEntry)
                continue
            }
            if trimmed.hasPrefix("<!--") {
                if !line.contains("-->") { inComment = true }
                appendBody(rawLine, to: &current, lines: &bodyLines, number: number, start: startEntry)
                continue
            }

            guard let directive = Directive(line) else {
                if line.hasPrefix("## "), var entry = current, entry.title.isEmpty,
                   bodyLines.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    entry.title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                    entry.bodyFirstLine = number + 1
                    bodyLines = []
                    current = entry
                } else if line.hasPrefix("## "), current == nil {
                    var entry = startEntry(at: number)
                    entry.title = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                    entry.bodyFirstLine = number + 1
                    current = entry
                } else {
                    appendBody(rawLine, to: &current, lines: &bodyLines, number: number, start: startEntry)
                }
                continue
            }
            switch directive {
            case .title:
                break
            case .anchor(let n):
                closeUnfinishedEntry(startedBy: "#p\(n)", at: number)
                var entry = current ?? startEntry(at: number)
                entry.anchor = n
                current = entry
            case .date:
                closeUnfinishedEntry(startedBy: "#date", at: number)
                var entry = current ?? startEntry(at: number)
                if case .date(let text) = directive { entry.dateText = text }
                entry.dateLine = number
                current = entry
            case .contents(let depth):
                var entry = current ?? startEntry(at: number)
                entry.tableOfContentsDepth = depth
                current = entry
            case .category(let name):
                guard var entry = current else {
                    warnings.append(MPCWarning(path: path, line: number, message: "'#category \(name)' ends no entry; it is ignored."))
                    continue
                }
                entry.category = name.isEmpty ? nil : name
                finish(entry)
                current = nil
            case .name(let name):
                bodyLines.append("<a id=\"\(name)\"></a>")
                if current == nil { current = startEntry(at: number) }
            }
        }
        if let entry = current {
            if !entry.title.isEmpty || !bodyLines.isEmpty {
                warnings.append(MPCWarning(path: path, line: entry.firstLine, message: "The last entry has no '#category' line; it is imported without a category."))
                finish(entry)
            }
        }
        return (entries, warnings)
    }

    private static func appendBody(_ line: String, to current: inout MPCEntry?, lines: inout [String], number: Int,
                                   start: (Int) -> MPCEntry) {
        if current == nil {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
            current = start(number)
        }
        lines.append(line)
    }

    /// A directive line.
    enum Directive: Equatable {
        case title(String)
        case anchor(Int)
        case date(String)
        case contents(Int)
        case category(String)
        case name(String)

        /// Reads `line` (trailing spaces already removed); nil when it is not a directive.
        init?(_ line: String) {
            guard line.hasPrefix("#"), let second = line.dropFirst().first, second.isLetter else { return nil }
            let rest = line.dropFirst()
            let word = rest.prefix { !$0.isWhitespace }
            let argument = rest.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            if word == "title" { self = .title(argument); return }
            if word == "date" { self = .date(argument); return }
            if word == "contents", let depth = Int(argument) { self = .contents(depth); return }
            if word == "contents" { self = .contents(3); return }
            if word.hasPrefix("category") {
                // `#category Name`, or `#categoryName` with the space missing.
                let glued = word.dropFirst("category".count)
                let name = (String(glued) + (argument.isEmpty ? "" : (glued.isEmpty ? "" : " ") + argument))
                    .trimmingCharacters(in: .whitespaces)
                self = .category(name)
                return
            }
            if word.first == "p", let n = Int(word.dropFirst()), argument.isEmpty { self = .anchor(n); return }
            if argument.isEmpty, word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                self = .name(String(word))
                return
            }
            return nil
        }
    }
}

extension String {
    /// The string without spaces, tabs or carriage returns at its end.
    func trimmingTrailingWhitespace() -> String {
        var end = endIndex
        while end > startIndex, let last = self[index(before: end)...].first, last == " " || last == "\t" || last == "\r" {
            end = index(before: end)
        }
        return String(self[..<end])
    }
}
