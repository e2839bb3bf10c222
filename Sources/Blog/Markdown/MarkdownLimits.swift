// The budget a Markdown text must keep before cmark-gfm parses it: size, table cells, and runs of inline markers.
//
// cmark-gfm 0.29.0.gfm.6, the version Debian ships, lacks upstream's fixes for inputs that take time or output
// growing with the square of their size (docs/security.md lists the advisories). Each is refused here by a linear
// scan, at the line it starts on, before cmark sees the text.

import Foundation
import TeXMath

/// Checks a Markdown text against the per-file budget.
enum MarkdownLimits {
    /// The largest Markdown file read, in bytes: ten times the longest real post seen.
    static let maxBytes = 4 << 20
    /// The most table cells in one file, counting the empty cells cmark adds to pad short rows to the header's
    /// width (a wide header over many one-cell rows wrote 361 MB from 18 KB).
    static let maxTableCells = 100_000
    /// The most inline markers (`* _ ~ [ ] < > ! @ :`) in one paragraph or other block outside
    /// code: emphasis, brackets, HTML comments and autolinks are where cmark-gfm's quadratic cases live.
    static let maxMarkersPerBlock = 10_000
    /// The most bytes the autolink extension may scan in one file, counted as each trigger (`www.`, `:`, `@`) times
    /// the length of the word (the run without spaces) it stands in: it scans the word from each, about 40 ns a byte
    /// here, so `www.a_` repeated 40,000 times without a space took 46-50 s. Real links cost a few hundred each.
    static let maxAutolinkScan = 20_000_000
    /// How deep block quotes may nest (`>` markers at the start of one line).
    static let maxBlockNesting = 64
    /// The longest formula read as math (`MathSyntax`), the converter's own limit; a `$` whose closing one is further
    /// away is text.
    static let maxMathBytes = TeXMath.maximumLength

    /// Where a text breaks the budget and how.
    struct Violation: Equatable {
        /// 1-based, in the text checked.
        var line: Int
        var message: String
    }

    /// The first place `text` breaks the budget, or nil.
    static func check(_ text: String) -> Violation? {
        var text = text
        return text.withUTF8 { check($0) }
    }

    /// The first place the UTF-8 `bytes` break the budget, or nil.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Violation? {
        if bytes.count > maxBytes {
            return Violation(line: 1, message: "The file is \(bytes.count) bytes long; at most \(maxBytes) (4 MiB) are read. Split it into several posts.")
        }
        var scan = Scan()
        var lineStart = 0
        var lineNumber = 1
        while lineStart < bytes.count {
            let lineEnd = memchr(bytes.baseAddress! + lineStart, 0x0A, bytes.count - lineStart)
                .map { bytes.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
            if let message = scan.line(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])) {
                return Violation(line: scan.blockStartLine ?? lineNumber, message: message)
            }
            if scan.blockStartLine == nil, !scan.isBlank { scan.blockStartLine = lineNumber }
            if scan.isBlank { scan.blockStartLine = nil }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return nil
    }

    /// The state carried from line to line.
    private struct Scan {
        /// The fence that opened the code block the scan is in: its character and length.
        var fence: (character: UInt8, length: Int)?
        /// The width of the table the scan is in (its delimiter row's cells), or 0.
        var tableColumns = 0
        /// The line before, when it may be a table's header row.
        var previousHadPipe = false
        var tableCells = 0
        var blockMarkers = 0
        var autolinkScan = 0
        var isBlank = true
        /// The line the current block started on, for messages.
        var blockStartLine: Int?

        /// Takes one line (without its line feed); returns a message when the budget is broken.
        mutating func line(_ line: UnsafeBufferPointer<UInt8>) -> String? {
            var index = 0
            var quotes = 0
            // Block quote markers and indentation before the line's text.
            while index < line.count {
                let byte = line[index]
                if byte == UInt8(ascii: ">") { quotes += 1 } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { break }
                index += 1
            }
            isBlank = index == line.count || (index == line.count - 1 && line[index] == 0x0D)
            if let open = fence {
                // Inside a fenced code block: only its closing fence matters.
                if fenceRun(line, from: index).map({ $0.character == open.character && $0.length >= open.length && $0.isBare }) == true {
                    fence = nil
                }
                return nil
            }
            if quotes > maxBlockNesting {
                return "Block quotes nest more than \(maxBlockNesting) levels deep here; at most \(maxBlockNesting) are allowed."
            }
            if isBlank {
                tableColumns = 0
                blockMarkers = 0
                previousHadPipe = false
                return nil
            }
            if let run = fenceRun(line, from: index) {
                fence = (run.character, run.length)
                blockMarkers = 0
                tableColumns = 0
                return nil
            }
            let rest = UnsafeBufferPointer(rebasing: line[index...])
            if tableColumns > 0 {
                tableCells += tableColumns
            } else if previousHadPipe, let columns = delimiterRowColumns(rest) {
                tableColumns = columns
                tableCells += 2 * columns
            }
            if tableCells > maxTableCells {
                return "Its tables hold more than \(maxTableCells) cells (the empty cells that pad short rows to the header's width count too); at most \(maxTableCells) are allowed in one file."
            }
            previousHadPipe = rest.contains(UInt8(ascii: "|"))
            // Markers and autolink triggers are counted through a table, without a branch a byte; only a line that
            // holds a trigger is read again to find the words they stand in.
            var markers = 0, triggers = 0, ws = 0
            Self.byteClasses.withUnsafeBufferPointer { classes in
                for byte in rest {
                    let byteClass = classes[Int(byte)]
                    markers &+= Int(byteClass & 1)
                    triggers &+= Int((byteClass >> 1) & 1)
                    ws &+= Int(byteClass >> 2)
                }
            }
            blockMarkers += markers
            if triggers > 0 || (ws >= 3 && Self.holdsWWWDot(rest)) {
                autolinkScan += Self.autolinkScan(rest)
                if autolinkScan > maxAutolinkScan {
                    return "Its links' autolink triggers (www. : @) stand in words so long that cmark-gfm would scan more than \(maxAutolinkScan) bytes (each trigger scans its whole word); put spaces between the links or put the text in a code block."
                }
            }
            if blockMarkers > maxMarkersPerBlock {
                return "This paragraph holds more than \(maxMarkersPerBlock) inline markers (* _ ~ [ ] < > ! @ :), which cmark-gfm parses in time that grows with their square; split it with blank lines or put it in a code block."
            }
            return nil
        }

        /// By byte: bit 0 set for an inline marker (`* _ ~ [ ] < > ! @ :`), bit 1 for an autolink trigger (`@`,
        /// `:`), bit 2 for `w` (a line with three may hold `www.`, looked for then).
        static let byteClasses: [UInt8] = (0..<256).map { value in
            switch UInt8(value) {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"): return 1
            case UInt8(ascii: "@"), UInt8(ascii: ":"): return 3
            case UInt8(ascii: "w"): return 4
            default: return 0
            }
        }

        /// Whether `line` holds `www.`: each `w` found by `memchr`, then the three bytes after it compared.
        static func holdsWWWDot(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = line.baseAddress else { return false }
            var index = 0
            while index + 4 <= line.count, let found = memchr(base + index, Int32(UInt8(ascii: "w")), line.count - 3 - index) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if line[index + 1] == UInt8(ascii: "w"), line[index + 2] == UInt8(ascii: "w"), line[index + 3] == UInt8(ascii: ".") { return true }
                index += 1
            }
            return false
        }

        /// What the autolink extension scans in `line`: for each trigger (`www.`, `:`, `@`), the length of the word
        /// (the run without spaces or tabs) it stands in.
        static func autolinkScan(_ line: UnsafeBufferPointer<UInt8>) -> Int {
            var scan = 0, wordTriggers = 0, wordStart = 0
            for position in line.indices {
                switch line[position] {
                case UInt8(ascii: "@"), UInt8(ascii: ":"): wordTriggers += 1
                case UInt8(ascii: "."):
                    if position >= 3, line[position - 1] == UInt8(ascii: "w"), line[position - 2] == UInt8(ascii: "w"),
                       line[position - 3] == UInt8(ascii: "w") {
                        wordTriggers += 1
                    }
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    scan += wordTriggers * (position - wordStart)
                    wordTriggers = 0
                    wordStart = position + 1
                default: break
                }
            }
            return scan + wordTriggers * (line.count - wordStart)
        }

        /// The fence that starts at `index` (three or more backticks or tildes), or nil.
        func fenceRun(_ line: UnsafeBufferPointer<UInt8>, from index: Int) -> (character: UInt8, length: Int, isBare: Bool)? {
            guard index < line.count, line[index] == UInt8(ascii: "`") || line[index] == UInt8(ascii: "~") else { return nil }
            let character = line[index]
            var end = index
            while end < line.count, line[end] == character { end += 1 }
            guard end - index >= 3 else { return nil }
            let isBare = line[end...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == 0x0D }
            // A backtick fence's info string has no backtick.
            if character == UInt8(ascii: "`"), line[end...].contains(UInt8(ascii: "`")) { return nil }
            return (character, end - index, isBare)
        }

        /// The number of cells of a table delimiter row (`|---|:--:|`), or nil when `line` is not one.
        func delimiterRowColumns(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
            var cells = 0
            var cellHasDash = false
            var sawPipe = false
            var position = 0
            while position < line.count {
                switch line[position] {
                case UInt8(ascii: "|"):
                    sawPipe = true
                    if cellHasDash { cells += 1 }
                    cellHasDash = false
                case UInt8(ascii: "-"): cellHasDash = true
                case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0D: break
                default: return nil
                }
                position += 1
            }
            if cellHasDash { cells += 1 }
            return cells > 0 && (sawPipe || cells == 1) ? cells : nil
        }
    }
}
