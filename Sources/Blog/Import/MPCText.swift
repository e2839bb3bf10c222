// The text rules shared by MPC month files and project pages: lines, raw blocks, directives, plain titles.
import Foundation

/// One source line as the MPC readers see it.
struct MPCLine {
    /// The line as written, without its line ending.
    var text: String
    /// 1-based line number.
    var number: Int
    /// Whether the line is inside (or opens or closes) a code fence, a `<pre>` block or an HTML comment:
    /// nothing in it is a directive, a title or a link to rewrite.
    var isRaw: Bool
    /// Whether the line is all or part of an HTML comment (and nothing else).
    var isComment: Bool
    /// Whether the line is inside (or opens or closes) a code fence.
    var isCode = false

    /// The line without trailing spaces and tabs.
    var trimmedEnd: String { text.trimmingTrailingWhitespace() }
    /// Whether the line holds only spaces and tabs.
    var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
}

/// The reading rules of MarkdownProjectCompositor sources.
enum MPCText {
    /// The lines of `text` (without a leading byte order mark), split at "\n", "\r\n" and a lone "\r"
    /// alike, each marked raw or not.
    ///
    /// Fences (```` ``` ```` or `~~~`, closed by a fence of the same character at least as long), `<pre>`
    /// … `</pre>` and `<!--` … `-->` blocks that start a line are raw.
    static func lines(_ text: String) -> [MPCLine] {
        var lines: [MPCLine] = []
        var fence: (character: Character, count: Int)?
        var inPre = false
        var inComment = false
        for (index, raw) in splitLines(text).enumerated() {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            var isRaw = fence != nil || inPre || inComment
            var isComment = inComment
            var isCode = fence != nil
            if let open = fence {
                let run = trimmed.prefix { $0 == open.character }
                if run.count >= open.count, trimmed.dropFirst(run.count).allSatisfy({ $0 == " " || $0 == "\t" }) { fence = nil }
            } else if inPre {
                if line.range(of: "</pre>", options: .caseInsensitive) != nil { inPre = false }
            } else if inComment {
                if line.contains("-->") { inComment = false }
            } else if let first = trimmed.first, first == "`" || first == "~", line.prefix(while: { $0 == " " }).count < 4 {
                let run = trimmed.prefix { $0 == first }
                if run.count >= 3, !(first == "`" && trimmed.dropFirst(run.count).contains("`")) {
                    fence = (first, run.count)
                    isRaw = true
                    isCode = true
                }
            } else if trimmed.hasPrefix("<!--") {
                isRaw = true
                isComment = true
                if let end = trimmed.range(of: "-->") {
                    isComment = trimmed[end.upperBound...].allSatisfy { $0 == " " || $0 == "\t" }
                } else {
                    inComment = true
                }
            } else if trimmed.lowercased().hasPrefix("<pre"), trimmed.dropFirst(4).first.map({ $0 == ">" || $0 == " " }) ?? true {
                isRaw = true
                if line.range(of: "</pre>", options: .caseInsensitive) == nil { inPre = true }
            }
            lines.append(MPCLine(text: line, number: index + 1, isRaw: isRaw, isComment: isComment, isCode: isCode))
        }
        return lines
    }

    /// `text` split at every line ending, a leading byte order mark left out; a final line ending does not
    /// start an empty last line.
    static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.first == "\u{FEFF}" ? scalars.index(after: scalars.startIndex) : scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(Substring(scalars[start..<index]))
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        if start < scalars.endIndex { lines.append(Substring(scalars[start...])) }
        return lines
    }

    /// A heading or title as plain text: emacs-wiki's `<nop>` and other tags removed, character references
    /// (`&#38;`, `&amp;`) decoded, spaces collapsed. `<nop>MicroEmacs and JED</nop>` → `MicroEmacs and JED`.
    static func plainTitle(_ written: String) -> String {
        var text = written.replacingOccurrences(of: #"</?[A-Za-z][A-Za-z0-9]*(\s[^<>]*)?/?>"#, with: "", options: .regularExpression)
        text = decodeCharacterReferences(text)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `text` with `&#38;`, `&#x26;` and the common named references decoded; others are left as written.
    static func decodeCharacterReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
                     "lsqb": "[", "rsqb": "]", "mdash": "—", "ndash": "–", "hellip": "…", "copy": "©"]
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            } else {
                decoded = named[String(name)]
            }
            if let decoded {
                result += decoded
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    /// The first HTML tag of `markdown` outside code that `blog build` omits without `unsafe: true`
    /// (every tag but an empty `<a id="…"></a>`), with its line; nil when there is none.
    static func firstRawHTML(in markdown: String) -> (tag: String, line: Int)? {
        for line in lines(markdown) where !line.isCode {
            let text = line.text.replacingOccurrences(of: #"`[^`]*`"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #"<a id="[^"<>]*"></a>"#, with: "", options: .regularExpression)
            if let range = text.range(of: #"</?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?>"#, options: .regularExpression) {
                return (String(text[range]), line.number)
            }
        }
        return nil
    }

    /// The name of a bare anchor line (`#details`: a `#`, then a name with no spaces), or nil.
    /// MPC turns such a line into `<a id="details"></a>`; a `#` followed by a space is a heading.
    static func bareAnchor(_ line: String) -> String? {
        let trimmed = line.trimmingTrailingWhitespace()
        guard trimmed.hasPrefix("#"), trimmed.count > 1 else { return nil }
        let name = trimmed.dropFirst()
        guard name.first != "#", !name.contains(where: { $0.isWhitespace }),
              name.allSatisfy({ !$0.isASCII || $0.isLetter || $0.isNumber || "-_.:".contains($0) }) else { return nil }
        return String(name)
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
