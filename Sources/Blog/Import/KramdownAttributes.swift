// kramdown's attribute lists (`{: #id}`, `{: .note}`, `{:toc}`, `){:target="_blank"}`), which no other Markdown reads, turned into what `blog build` reads, or left out and counted.
import Foundation

/// What a Jekyll post's kramdown attribute lists become: a heading's `{: #id}` on the line under it its `{#id}`, a
/// block's note class (`{: .note .info}`, Minimal Mistakes' `{: .notice--warning}`) a quoted note as Hugo's
/// admonitions become, `* TOC` + `{:toc}` the page's table of contents; the other lists (a class, `target`, a width)
/// only style a theme this site does not have, and are left out, each at its line.
enum KramdownAttributes {
    struct Result {
        var text: String
        /// Whether the text asked for a table of contents (`{:toc}`).
        var wantsTOC = false
        /// Lists turned into Markdown, and lines of those left out.
        var converted = 0
        var leftOut: [Int] = []
    }

    /// The classes whose blocks the common themes show as notes.
    static let noteKinds = ["note", "notice", "info", "tip", "warning", "caution", "danger", "important", "alert", "callout", "success", "error"]

    /// `markdown` (starting at `firstLine` of its file) with its attribute lists converted; fenced code is left alone.
    static func convert(_ markdown: String, firstLine: Int = 1) -> Result {
        guard markdown.contains("{:") else { return Result(text: markdown) }
        var result = Result(text: "")
        var lines: [String] = []
        var inCode = false
        var fence = ""
        /// A list written above its block (after a blank line), waiting for the block: where the block starts, and the list.
        var pending: (start: Int, line: Int, id: String?, note: String?)?
        /// The first line a block above may start at: none reaches into a note already made (a list under every line of
        /// one paragraph quotes each line once, not the whole quote again).
        var floor = 0
        func quote(_ start: Int, as note: String) {
            let kind = String(note.prefix { $0 != "-" })
            let quoted = lines[start...].map { $0.isEmpty ? ">" : "> " + $0 }
            lines.replaceSubrange(start..., with: ["> **\(kind.prefix(1).uppercased() + kind.dropFirst())**", ">"] + quoted)
            floor = lines.count
        }
        /// Applies the waiting list to the block that now ends at the last line.
        func settle() {
            guard let waiting = pending else { return }
            pending = nil
            if let id = waiting.id, waiting.start < lines.count, isHeading(lines[waiting.start]) {
                lines[waiting.start] += " {#\(id)}"
                result.converted += 1
            } else if let note = waiting.note, waiting.start < lines.count {
                quote(waiting.start, as: note)
                result.converted += 1
            } else {
                result.leftOut.append(waiting.line)
            }
        }
        for (offset, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            if inCode {
                if trimmed.hasPrefix(fence) { inCode = false }
                lines.append(line)
                continue
            }
            if pending != nil, line.allSatisfy(\.isWhitespace) { settle() }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                if pending != nil { settle() }
                inCode = true
                fence = String(trimmed.prefix { $0 == trimmed.first })
                lines.append(line)
                continue
            }
            let number = firstLine + offset
            guard let attributes = blockList(line) else {
                lines.append(spanListsRemoved(line, at: number, &result))
                // A heading is a block of one line: a list waiting above it applies now.
                if let waiting = pending, waiting.start == lines.count - 1, isHeading(line) { settle() }
                continue
            }
            if pending != nil { settle() }
            let words = attributes.split(whereSeparator: \.isWhitespace)
            let id = words.first { $0.hasPrefix("#") }.map { String($0.dropFirst()) }.flatMap { $0.isEmpty ? nil : $0 }
            let note = words.lazy.filter { $0.hasPrefix(".") }.map { $0.dropFirst().lowercased() }
                .first { word in noteKinds.contains { word == $0 || word.hasPrefix($0 + "--") || word.hasPrefix($0 + "-") } }
            if attributes == "toc", let last = lines.last, ["* TOC", "- TOC", "+ TOC", "1. TOC"].contains(last.trimmingCharacters(in: .whitespaces)) {
                lines.removeLast()
                result.wantsTOC = true
                result.converted += 1
            } else if lines.last.map({ $0.allSatisfy(\.isWhitespace) }) ?? true {
                // Above a block, after a blank line (or at the start): the list is the next block's.
                pending = (lines.count, number, id, note)
            } else if let id, let heading = headingLine(above: lines) {
                lines[heading] += " {#\(id)}"
                result.converted += 1
            } else if let note, let start = blockStart(above: lines, floor: floor) {
                quote(start, as: note)
                result.converted += 1
            } else {
                result.leftOut.append(number)
            }
        }
        if pending != nil { settle() }
        result.text = lines.joined(separator: "\n")
        return result
    }

    /// The inside of a line that is only a block attribute list (`{: .note}`, `{:toc}`), or nil. `{::…}` is an
    /// extension (`{::options}`, `{::comment}`), not a list.
    private static func blockList(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{:"), !trimmed.hasPrefix("{::"), trimmed.hasSuffix("}"), trimmed.dropFirst(2).dropLast().allSatisfy({ $0 != "{" && $0 != "}" })
        else { return nil }
        return trimmed.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces)
    }

    /// Whether `line` is an ATX heading (`## Title`).
    private static func isHeading(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("#") && trimmed.drop(while: { $0 == "#" }).first == " "
    }

    /// The index of the heading line right above (an ATX heading, or a setext heading's text), if the last line is one.
    private static func headingLine(above lines: [String]) -> Int? {
        guard let last = lines.last else { return nil }
        let trimmed = last.drop { $0 == " " }
        if isHeading(last) { return lines.count - 1 }
        if lines.count >= 2, !trimmed.isEmpty, trimmed.allSatisfy({ $0 == "=" || $0 == "-" }), !lines[lines.count - 2].allSatisfy(\.isWhitespace) {
            return lines.count - 2
        }
        return nil
    }

    /// Where the block right above starts (its lines run up to the last line, with no blank line between, from `floor`
    /// on), or nil when the line above is blank or no line is left above `floor`.
    private static func blockStart(above lines: [String], floor: Int) -> Int? {
        guard lines.count > floor, let last = lines.last, !last.allSatisfy(\.isWhitespace) else { return nil }
        var start = lines.count - 1
        while start > floor, !lines[start - 1].allSatisfy(\.isWhitespace) { start -= 1 }
        return start
    }

    /// `line` without the attribute lists that follow a span (`[a](b){:target="_blank"}`, `![i](x.png){: width="50%"}`,
    /// `*text*{: .red}`), each noted as left out; lists inside code spans are text.
    private static func spanListsRemoved(_ line: String, at number: Int, _ result: inout Result) -> String {
        guard line.contains("{:") else { return line }
        var out = "", inCode = false, removed = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == "{", line[index...].hasPrefix("{:"), !line[index...].hasPrefix("{::"),
               let previous = out.last, ")]*_`".contains(previous), let close = line[index...].firstIndex(of: "}"),
               !line[line.index(after: index)..<close].contains("{") {
                index = line.index(after: close)
                removed = true
                continue
            }
            out.append(character)
            index = line.index(after: index)
        }
        if removed { result.leftOut.append(number) }
        return out
    }
}
