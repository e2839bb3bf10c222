// Turning the Liquid tags of a Jekyll post into the Markdown Jekyll made of them (`{% highlight %}` a fenced block, `{% post_url %}` the post's new URL, …), and naming each one it cannot turn.
import Foundation

/// What the Liquid of one file may refer to.
struct LiquidContext {
    /// The new site path (`/blog/2016/03/x.html`) of the post `{% post_url 2016-03-28-x %}` names.
    var postURL: (String) -> String?
    /// The new site path of the source file `{% link _posts/2016-03-28-x.md %}` names (a post, a page or a file).
    var linkURL: (String) -> String?
    /// The text and path of the Markdown file `{% include x.md %}` names in `_includes/`; nil for theme HTML.
    var include: (String) -> (text: String, path: String)?
    /// Variables with the value Jekyll gave them here (`site.title`, `page.title`; `site.baseurl` is empty).
    var variables: [String: String]
}

/// Converts Liquid as Jekyll rendered it, before Markdown: everywhere in the text, code blocks included, except
/// inside `{% raw %}`. A tag or output it cannot reproduce is left out with a warning at its line; nothing of
/// Liquid reaches the page as raw text.
struct LiquidConverter {
    /// The converted text, and what happened.
    struct Result {
        var text: String
        var problems: [ImportProblem] = []
        /// Tags and outputs turned into Markdown or text.
        var converted = 0
    }

    /// How deep `{% include %}` of Markdown files may nest (an include of itself stops here).
    static let maxIncludeDepth = 8
    /// How deep `{% highlight %}`, `{% capture %}` and `{% comment %}` blocks may nest: each is a level of
    /// recursion, and 100,000 nested `{% capture %}` tags overflowed the stack.
    static let maxBlockDepth = 64

    private enum Token {
        case text(Substring)
        /// `{% name args %}`.
        case tag(name: String, arguments: String, line: Int, source: Substring)
        /// `{{ expression }}`.
        case output(String, line: Int)
    }

    private let path: String
    private var context: LiquidContext
    private var result = Result(text: "")
    private var depth: Int
    /// Blocks open around the token being rendered.
    private var blockDepth = 0

    private init(path: String, context: LiquidContext, depth: Int) {
        self.path = path
        self.context = context
        self.depth = depth
    }

    /// `text` (of the file at `path`, starting at line `firstLine`) with its Liquid converted.
    static func convert(_ text: String, path: String, firstLine: Int, context: LiquidContext) -> Result {
        var converter = LiquidConverter(path: path, context: context, depth: 0)
        return converter.run(text, firstLine: firstLine)
    }

    private mutating func run(_ text: String, firstLine: Int) -> Result {
        var tokens = tokenize(text, firstLine: firstLine)[...]
        result.text = render(&tokens, until: [])
        return result
    }

    /// Splits `text` into text, tags and outputs; the inside of `{% raw %}…{% endraw %}` is text.
    private mutating func tokenize(_ text: String, firstLine: Int) -> [Token] {
        var tokens: [Token] = []
        var line = firstLine
        var rest = text[...]
        var inRaw = false
        func advanceLines(_ part: Substring) { line += part.utf8.count { $0 == UInt8(ascii: "\n") } }
        // The tag that ends a raw block, with Liquid's whitespace control.
        let endRaw = /\{%-?\s*endraw\s*-?%\}/
        while !rest.isEmpty {
            if inRaw {
                // As Liquid reads raw: everything up to the first `{% endraw %}`, even a `{%` of its own (`{% raw %}`{%`{% endraw %}`).
                guard let end = rest.firstRange(of: endRaw) else { break }
                tokens.append(.text(rest[..<end.lowerBound]))
                advanceLines(rest[..<end.upperBound])
                rest = rest[end.upperBound...]
                inRaw = false
                continue
            }
            let open = Self.firstOpening(in: rest, outputs: true)
            guard let open else {
                tokens.append(.text(rest))
                break
            }
            let before = rest[..<open.lowerBound]
            let isTag = rest[open].hasPrefix("{%")
            guard let close = Self.firstClosing(isTag ? UInt8(ascii: "%") : UInt8(ascii: "}"), in: rest[open.upperBound...]) else {
                result.problems.append(ImportProblem(path: path, line: line + before.utf8.count { $0 == UInt8(ascii: "\n") },
                    "This '\(isTag ? "{%" : "{{")' is never closed; it is kept as text (Jekyll stops with a Liquid syntax error here).", kind: "unclosed Liquid tags kept as text"))
                tokens.append(.text(rest))
                break
            }
            var inside = rest[open.upperBound..<close.lowerBound]
            if inside.hasPrefix("-") { inside = inside.dropFirst() }
            if inside.hasSuffix("-") { inside = inside.dropLast() }
            let trimmed = inside.trimmingCharacters(in: .whitespacesAndNewlines)
            let tagLine = line + before.utf8.count { $0 == UInt8(ascii: "\n") }
            do {
                tokens.append(.text(before))
                if isTag {
                    let name = String(trimmed.prefix { !$0.isWhitespace })
                    let arguments = String(trimmed.dropFirst(name.count)).trimmingCharacters(in: .whitespacesAndNewlines)
                    if name == "raw" { inRaw = true } else {
                        tokens.append(.tag(name: name, arguments: arguments, line: tagLine, source: rest[open.lowerBound..<close.upperBound]))
                    }
                } else {
                    tokens.append(.output(trimmed, line: tagLine))
                }
            }
            advanceLines(rest[..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        if inRaw {
            result.problems.append(ImportProblem(path: path, line: line, "'{% raw %}' is never closed by '{% endraw %}'; the rest of the file is kept as written."))
            tokens.append(.text(rest))
        }
        return tokens
    }

    /// The first `{%` (and, when `outputs`, `{{`) in `text`, found in one pass: searching for each in turn
    /// scanned to the end for the one that was absent at every tag, quadratic in a post of many tags.
    private static func firstOpening(in text: Substring, outputs: Bool) -> Range<Substring.Index>? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let brace = utf8[index...].firstIndex(of: UInt8(ascii: "{")) {
            let next = utf8.index(after: brace)
            guard next < utf8.endIndex else { return nil }
            if utf8[next] == UInt8(ascii: "%") || outputs && utf8[next] == UInt8(ascii: "{") { return brace..<utf8.index(after: next) }
            index = next
        }
        return nil
    }

    /// The first `%}` (`first` is `%`) or `}}` in `text`.
    private static func firstClosing(_ first: UInt8, in text: Substring) -> Range<Substring.Index>? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let found = utf8[index...].firstIndex(of: first) {
            let next = utf8.index(after: found)
            guard next < utf8.endIndex else { return nil }
            if utf8[next] == UInt8(ascii: "}") { return found..<utf8.index(after: next) }
            index = next
        }
        return nil
    }

    /// Renders tokens until one of the `until` tags (consumed), or the end.
    private mutating func render(_ tokens: inout ArraySlice<Token>, until ends: Set<String>) -> String {
        var out = ""
        while let token = tokens.popFirst() {
            switch token {
            case .text(let text):
                out += text
            case .output(let expression, let line):
                out += output(expression, line: line)
            case .tag(let name, let arguments, let line, let source):
                if ends.contains(name) { return out }
                out += tag(name, arguments: arguments, line: line, source: source, tokens: &tokens, before: out)
            }
        }
        if let end = ends.first {
            result.problems.append(ImportProblem(path: path, line: 1, "A Liquid block is never closed by '{% \(end) %}'; it runs to the end of the file."))
        }
        return out
    }

    private mutating func tag(_ name: String, arguments: String, line: Int, source: Substring,
                              tokens: inout ArraySlice<Token>, before: String) -> String {
        if ["highlight", "capture", "comment"].contains(name) {
            guard blockDepth < Self.maxBlockDepth else {
                result.problems.append(ImportProblem(.error, path: path, line: line,
                    "'\(source)' is left out: Liquid blocks nest more than \(Self.maxBlockDepth) deep here."))
                return ""
            }
            blockDepth += 1
        }
        defer { if ["highlight", "capture", "comment"].contains(name) { blockDepth -= 1 } }
        switch name {
        case "highlight":
            let language = arguments.split(separator: " ").first.map(String.init) ?? ""
            var code = render(&tokens, until: ["endhighlight"])
            // Jekyll's highlight block drops the line breaks at either end of its code.
            while code.hasPrefix("\n") || code.hasPrefix("\r") { code.removeFirst() }
            while code.hasSuffix("\n") || code.hasSuffix("\r") { code.removeLast() }
            result.converted += 1
            return FencedCode.block(code, info: language, startsLine: before.isEmpty || before.hasSuffix("\n"))
        case "post_url", "link":
            guard let url = name == "post_url" ? context.postURL(arguments) : context.linkURL(arguments) else {
                result.problems.append(ImportProblem(.error, path: path, line: line,
                    "'{% \(name) \(arguments) %}' names no \(name == "post_url" ? "post" : "file") of the site (Jekyll stops here too)."))
                return ""
            }
            result.converted += 1
            return url
        case "include", "include_relative":
            let file = arguments.split(separator: " ").first.map(String.init) ?? ""
            guard depth < Self.maxIncludeDepth, let included = context.include(name == "include" ? file : "./" + file) else {
                result.problems.append(ImportProblem(path: path, line: line,
                    depth < Self.maxIncludeDepth ? "'{% \(name) \(file) %}' is left out: it is theme HTML, not Markdown of the post."
                        : "'{% \(name) \(file) %}' is left out: includes nest more than \(Self.maxIncludeDepth) deep here.",
                    kind: "'{% include %}' tags of theme files left out"))
                return ""
            }
            result.converted += 1
            var inner = LiquidConverter(path: included.path, context: context, depth: depth + 1)
            let rendered = inner.run(included.text, firstLine: 1)
            result.problems += rendered.problems
            result.converted += rendered.converted
            return rendered.text
        case "capture":
            let variable = arguments.split(separator: " ").first.map(String.init) ?? ""
            context.variables[variable] = render(&tokens, until: ["endcapture"])
            result.converted += 1
            return ""
        case "assign":
            let parts = arguments.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let literal = Self.literal(parts[1]) {
                context.variables[parts[0]] = literal
                result.converted += 1
            } else {
                result.problems.append(ImportProblem(path: path, line: line, "'\(source)' is left out: only a quoted value can be assigned here.",
                                                     kind: "Liquid assignments left out"))
            }
            return ""
        case "comment":
            _ = render(&tokens, until: ["endcomment"])
            result.converted += 1
            return ""
        default:
            result.problems.append(ImportProblem(path: path, line: line, "The Liquid tag '\(source)' is left out (its text, if any, is kept).",
                                                 kind: "Liquid tags left out"))
            return ""
        }
    }

    /// `{{ expression }}` as Jekyll rendered it, or nothing with a warning.
    private mutating func output(_ expression: String, line: Int) -> String {
        let parts = expression.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let subject = parts.first ?? ""
        let filters = parts.dropFirst().map { String($0.prefix { !$0.isWhitespace && $0 != ":" }) }
        var value: String
        if let literal = Self.literal(subject) {
            value = literal
        } else if let known = context.variables[subject] {
            value = known
        } else {
            result.problems.append(ImportProblem(path: path, line: line,
                "'{{ \(expression) }}' is left out: Jekyll filled it from its theme or left it empty, and nothing here has its value.",
                kind: "Liquid outputs left out"))
            return ""
        }
        for filter in filters {
            switch filter {
            case "relative_url", "absolute_url":
                // Jekyll puts the base URL (the site root here) and a `/` before a path that is no full URL.
                if !value.contains("://"), !value.hasPrefix("/") { value = "/" + value }
            case "prepend", "append", "escape", "strip", "xml_escape", "uri_escape", "escape_once":
                continue
            case "markdownify":
                // The Markdown stands on its own lines, so that it is read as blocks after an HTML line.
                value = "\n\n" + value + "\n\n"
            default:
                result.problems.append(ImportProblem(path: path, line: line, "The filter '\(filter)' in '{{ \(expression) }}' is not applied.",
                                                     kind: "Liquid filters not applied"))
            }
        }
        result.converted += 1
        return value
    }

    /// The text of a quoted Liquid string (`"/img/x.png"`, `'a'`), or nil.
    private static func literal(_ text: String) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return nil }
        return String(text.dropFirst().dropLast())
    }
}

/// A fenced code block around any text.
enum FencedCode {
    /// `code` fenced with more backticks than it holds in a row (at least three), on lines of its own.
    static func block(_ code: String, info: String, startsLine: Bool) -> String {
        var longest = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return (startsLine ? "" : "\n") + fence + info + "\n" + code + "\n" + fence + "\n"
    }
}
