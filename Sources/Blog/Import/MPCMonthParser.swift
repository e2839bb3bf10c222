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
    /// The timestamp of the `<!-- date: 2014-12-29T10:22:03+0800 -->` comment that follows the entry, if any.
    public var timestamp: String?
    /// The `## title` text as plain text (tags removed, character references decoded).
    public var title: String
    /// The category from `#category X` (or `#categoryX`), if any.
    public var category: String?
    /// The depth of `#contents N`, if present.
    public var tableOfContentsDepth: Int?
    /// The Markdown body, with bare `#name` anchors turned into `<a id="name"></a>`.
    public var body: String
    /// The line the body starts on, for warnings about links.
    public var bodyFirstLine: Int
    /// The line the entry starts on (its `#pN`, `#date` or `## title`).
    public var firstLine: Int
}

/// The parser of MPC month files, reading entries as MarkdownProjectCompositor did.
///
/// An entry starts at its `#pN` line and runs to the next entry. Its head holds `#date …`, `## title` and
/// `#contents N`, in any order and separated by blank lines and HTML comments; `#category X` (or
/// `#categoryX`) ends its text. What follows `#category` up to the next entry still belongs to it: the
/// `<!-- date: … -->` comment MPC wrote there is the entry's timestamp, never a post. In a file (or the
/// part of one) without `#pN` lines, `#date` or a `## title` after `#category` starts the next entry.
/// Nothing inside code fences, `<pre>` or HTML comments is a directive. A line alone of the form `#name`
/// is an anchor. Line endings may be LF, CRLF or CR, mixed; trailing spaces never matter.
public enum MPCMonthParser {
    /// The entries of `text` in file order (newest first), and problems located in `path`.
    public static func parse(_ text: String, path: String) -> (entries: [MPCEntry], problems: [ImportProblem]) {
        var reader = Reader(path: path)
        for line in MPCText.lines(text) { reader.read(line) }
        reader.finishCurrent()
        return (reader.entries, reader.problems)
    }

    /// The number of `#pN` lines of `text` that are directives: each is one entry, whatever else happens.
    public static func anchorLineCount(_ text: String) -> Int {
        MPCText.lines(text).count { !$0.isRaw && Directive($0.trimmedEnd)?.isAnchor == true }
    }

    /// The entry being read, and what has been seen of it.
    private struct EntryInProgress {
        var entry: MPCEntry
        var bodyLines: [(text: String, number: Int)] = []
        /// Whether a line that is neither blank nor a comment has been added to the body.
        var hasText = false
        /// Whether `#category` has ended its text.
        var isClosed = false
        /// The line of the first text after `#category`, if any.
        var textAfterCategory: Int?

        init(at line: Int) {
            entry = MPCEntry(anchor: nil, dateText: nil, dateLine: line, timestamp: nil, title: "", category: nil,
                             tableOfContentsDepth: nil, body: "", bodyFirstLine: line, firstLine: line)
        }

        /// Whether nothing but `#pN`, `#date`, blank lines and comments has been read: a `## title` is its title.
        var isInHead: Bool { !hasText && !isClosed && entry.title.isEmpty }
    }

    private struct Reader {
        let path: String
        var entries: [MPCEntry] = []
        var problems: [ImportProblem] = []
        var current: EntryInProgress?

        init(path: String) { self.path = path }

        mutating func warn(_ line: Int, _ message: String, kind: String? = nil) {
            problems.append(ImportProblem(path: path, line: line, message, kind: kind))
        }

        mutating func read(_ line: MPCLine) {
            if line.isRaw {
                if line.isComment, let stamp = Self.timestamp(in: line.text), var open = current, open.entry.timestamp == nil {
                    open.entry.timestamp = stamp
                    current = open
                    return
                }
                // Code and comments are body text wherever they are; before the first entry, they belong to none.
                if current == nil {
                    if !line.isComment { textOutsideEntries(line) }
                } else if current!.isClosed && !line.isComment {
                    appendAfterCategory(line)
                } else {
                    appendBody(line, countsAsText: !line.isComment)
                }
                return
            }
            let text = line.trimmedEnd
            if let directive = Directive(text) {
                read(directive, at: line)
                return
            }
            if text.hasPrefix("## ") {
                if current == nil || (current!.isClosed && current!.entry.anchor == nil) {
                    // Months written without `#pN`: a title after `#category` starts the next entry.
                    finishCurrent(nextStartsAt: line.number)
                    start(at: line.number)
                }
                if current!.isClosed { appendAfterCategory(line); return }
                if current!.isInHead {
                    current!.entry.title = MPCText.plainTitle(String(text.dropFirst(3)))
                    current!.bodyLines = []   // blank lines and comments of the head
                } else {
                    appendBody(line, countsAsText: true)
                }
                return
            }
            if line.isBlank {
                if current != nil { current!.bodyLines.append((line.text, line.number)) }
                return
            }
            if current == nil { textOutsideEntries(line); return }
            if current!.isClosed { appendAfterCategory(line); return }
            appendBody(line, countsAsText: true)
        }

        mutating func read(_ directive: Directive, at line: MPCLine) {
            switch directive {
            case .title:
                if current != nil { warn(line.number, "'#title' inside an entry is not imported (it names the month page).") }
            case .anchor(let number, let rest):
                if let open = current, open.entry.anchor == nil, !open.isClosed, !open.hasText {
                    current!.entry.anchor = number
                } else {
                    finishCurrent(nextStartsAt: line.number)
                    start(at: line.number)
                    current!.entry.anchor = number
                }
                if !rest.isEmpty { warn(line.number, "The text '\(rest)' after '#p\(number)' is not imported.") }
            case .date(let text):
                if current == nil || current!.isClosed || current!.hasText || current!.entry.dateText != nil {
                    finishCurrent(nextStartsAt: line.number)
                    start(at: line.number)
                }
                current!.entry.dateText = text.isEmpty ? nil : text
                current!.entry.dateLine = line.number
            case .contents(let depth):
                if current == nil || current!.isClosed {
                    warn(line.number, "'#contents' outside an entry is ignored.")
                } else {
                    current!.entry.tableOfContentsDepth = depth
                }
            case .category(let name):
                guard let open = current, !open.isClosed else {
                    warn(line.number, "'#category \(name)' ends no entry; it is ignored.")
                    return
                }
                current!.entry.category = name.isEmpty ? nil : name
                current!.isClosed = true
            case .name(let name):
                if current == nil { textOutsideEntries(line); return }
                if current!.isClosed { appendAfterCategory(line); return }
                current!.bodyLines.append(("<a id=\"\(name)\"></a>", line.number))
                current!.hasText = true
            }
        }

        mutating func start(at line: Int) {
            current = EntryInProgress(at: line)
        }

        mutating func appendBody(_ line: MPCLine, countsAsText: Bool) {
            current!.bodyLines.append((line.text, line.number))
            if countsAsText { current!.hasText = true }
        }

        /// Text after `#category` and before the next entry: MPC showed it under the entry, so it stays in it.
        mutating func appendAfterCategory(_ line: MPCLine) {
            if current!.textAfterCategory == nil { current!.textAfterCategory = line.number }
            current!.bodyLines.append((line.text, line.number))
        }

        mutating func textOutsideEntries(_ line: MPCLine) {
            warn(line.number, "This text comes before the month's first entry and belongs to no post; it is not imported.",
                 kind: "text before a month's first entry is not imported")
        }

        /// Ends the entry being read; `next` is the line of the entry that starts, nil at the end of the file.
        mutating func finishCurrent(nextStartsAt next: Int? = nil) {
            guard var open = current else { return }
            current = nil
            var lines = open.bodyLines
            while let first = lines.first, first.text.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
            while let last = lines.last, last.text.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
            if let first = lines.first { open.entry.bodyFirstLine = first.number }
            open.entry.body = lines.map(\.text).joined(separator: "\n")
            if open.entry.title.isEmpty {
                warn(open.entry.firstLine, "The entry has no '## title' line; it is imported as 'Untitled'.", kind: "entries have no '## title' and are imported as 'Untitled'")
                open.entry.title = "Untitled"
            }
            if !open.isClosed {
                if let next {
                    warn(next, "A new entry starts before '#category' ended the previous one (line \(open.entry.firstLine)); that one has no category.",
                         kind: "entries have no '#category' line")
                } else {
                    warn(open.entry.firstLine, "The entry has no '#category' line; it is imported without a category.",
                         kind: "entries have no '#category' line")
                }
            }
            if let line = open.textAfterCategory {
                warn(line, "Text after '#category' is kept at the end of the entry it follows.", kind: "text after '#category' is kept in its entry")
            }
            entries.append(open.entry)
        }

        /// The timestamp of a `<!-- date: … -->` comment line, or nil.
        static func timestamp(in line: String) -> String? {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return nil }
            let inner = text.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
            guard inner.lowercased().hasPrefix("date:") else { return nil }
            let value = inner.dropFirst(5).trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
    }

    /// A directive line.
    enum Directive: Equatable {
        case title(String)
        /// `#pN`, and any text after it on the line.
        case anchor(Int, rest: String)
        case date(String)
        case contents(Int)
        case category(String)
        case name(String)

        var isAnchor: Bool {
            if case .anchor = self { true } else { false }
        }

        /// Reads `line` (trailing spaces already removed); nil when it is not a directive.
        init?(_ line: String) {
            guard line.hasPrefix("#"), let second = line.dropFirst().first, second.isLetter else { return nil }
            let rest = line.dropFirst()
            let word = rest.prefix { !$0.isWhitespace }
            let argument = rest.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            if word == "title" { self = .title(argument); return }
            if word == "date" { self = .date(argument); return }
            if word == "contents", let depth = Int(argument), depth > 0 { self = .contents(min(depth, 6)); return }
            if word == "contents" { self = .contents(3); return }
            if word.hasPrefix("category") {
                // `#category Name`, or `#categoryName` with the space missing.
                let glued = word.dropFirst("category".count)
                let name = (String(glued) + (argument.isEmpty ? "" : (glued.isEmpty ? "" : " ") + argument))
                    .trimmingCharacters(in: .whitespaces)
                self = .category(name)
                return
            }
            if word.first == "p", word.count > 1, word.count <= 7, word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
               let n = Int(word.dropFirst()) {
                self = .anchor(n, rest: argument)
                return
            }
            if argument.isEmpty, let name = MPCText.bareAnchor(line) {
                self = .name(name)
                return
            }
            return nil
        }
    }
}
