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
    /// `site` (the configuration, `site.data` from `_data/`) and `page` (the front matter) as values, for loops and
    /// conditions: `{% for skill in site.data.skills %}`, `{% if site.url contains 'x' %}` (which sees the old URL).
    var values: [String: LiquidValue] = [:]
    /// The keys of `site` Jekyll or its plugins filled (`posts`, a collection's label, jekyll-github-metadata's `github`),
    /// of which nothing here has the value.
    var generatedSiteKeys: Set<String> = LiquidConverter.generatedSiteKeys
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
    /// The loop variables and assignments in force, innermost last.
    private var scopes: [[String: LiquidValue]] = [[:]]
    /// Loop rounds run so far in this file: data loops nested in data loops stop at `maxLoopRounds`.
    private var loopRounds = 0
    static let maxLoopRounds = 100_000
    /// The bytes loop rounds wrote so far (a round inside a round counted in both): at most `maxLoopBytes`.
    private var loopBytes = 0
    static let maxLoopBytes = 16 << 20
    private var loopsCut = false
    /// Each block tag's end tag, and the `elsif`, `else` and `when` of its own level, by their tokens' indices.
    private var blockEnd: [Int: Int] = [:]
    private var blockMiddles: [Int: [Int]] = [:]
    /// Set when blocks nest too deep, or loops read too much: nothing more is rendered.
    private var stopped = false
    /// Tokens read so far, loops' bodies once a round: at most `maxTokensRead` (a loop around a long block within a loop
    /// reads that block again every round).
    private var tokensRead = 0
    static let maxTokensRead = 5_000_000
    /// What Jekyll made of the site itself, which an import has no value of: a loop or condition on it is left out.
    static let generatedSiteKeys: Set<String> = ["posts", "pages", "categories", "tags", "documents", "collections", "static_files",
                                                 "html_pages", "html_files", "related_posts", "time"]
    /// What Jekyll made of a page (its URL, its neighbours), which its front matter does not hold.
    static let generatedPageKeys: Set<String> = ["url", "id", "path", "excerpt", "content", "next", "previous", "collection", "dir",
                                                 "name", "output", "date"]
    static let endTags = Set(blockEnds.values)
    /// The block tags, with the tag that ends each.
    static let blockEnds = ["for": "endfor", "if": "endif", "unless": "endunless", "case": "endcase", "capture": "endcapture",
                            "comment": "endcomment", "highlight": "endhighlight", "tablerow": "endtablerow"]

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
        let all = tokenize(text, firstLine: firstLine)
        findBlocks(all)
        var tokens = all[...]
        result.text = render(&tokens, until: [])
        return result
    }

    /// Where each block tag of `tokens` ends, and where its own `elsif`, `else` and `when` stand, found in one pass (a
    /// block found again every round of a loop around it, or at every level of a deep nest, was read again).
    private mutating func findBlocks(_ tokens: [Token]) {
        var open: [(name: String, index: Int)] = []
        // How many blocks of each kind are open: an end tag with none open is not searched for (stray ones under a deep
        // nest would each search the whole stack), and each open block is taken off the stack once.
        var openCount: [String: Int] = [:]
        for (index, token) in tokens.enumerated() {
            guard case .tag(let name, _, _, _) = token else { continue }
            if Self.blockEnds[name] != nil {
                open.append((name, index))
                openCount[name, default: 0] += 1
            } else if Self.endTags.contains(name), let opener = Self.blockEnds.first(where: { $0.value == name })?.key, openCount[opener, default: 0] > 0,
                      let at = open.lastIndex(where: { $0.name == opener }) {
                blockEnd[open[at].index] = index
                for closed in open[at...] { openCount[closed.name, default: 0] -= 1 }
                open.removeSubrange(at...)
            } else if ["elsif", "else", "when"].contains(name), let top = open.last, ["for", "if", "unless", "case"].contains(top.name) {
                blockMiddles[top.index, default: []].append(index)
            }
        }
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
        while !stopped, let token = tokens.popFirst() {
            tokensRead += 1
            if tokensRead > Self.maxTokensRead {
                result.problems.append(ImportProblem(.error, path: path, line: 1,
                    "The Liquid of this file reads more than \(Self.maxTokensRead) tags and texts (loops within loops); the rest of it is left out."))
                stopped = true
                break
            }
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
        if let end = ends.first, !stopped {
            result.problems.append(ImportProblem(path: path, line: 1, "A Liquid block is never closed by '{% \(end) %}'; it runs to the end of the file."))
        }
        return out
    }

    private mutating func tag(_ name: String, arguments: String, line: Int, source: Substring,
                              tokens: inout ArraySlice<Token>, before: String) -> String {
        if ["highlight", "capture", "comment", "for", "if", "unless", "case"].contains(name) {
            guard blockDepth < Self.maxBlockDepth else {
                // The rest of the file is left out: a loop around this would meet it again every round.
                result.problems.append(ImportProblem(.error, path: path, line: line,
                    "'\(source)' is left out: Liquid blocks nest more than \(Self.maxBlockDepth) deep here; so is the rest of the file."))
                stopped = true
                tokens = tokens[tokens.endIndex...]
                return ""
            }
            blockDepth += 1
        }
        defer { if ["highlight", "capture", "comment", "for", "if", "unless", "case"].contains(name) { blockDepth -= 1 } }
        switch name {
        case "for":
            return loop(arguments, line: line, source: source, tokens: &tokens)
        case "if", "unless":
            return condition(name, arguments, line: line, source: source, tokens: &tokens)
        case "case":
            return choice(arguments, line: line, source: source, tokens: &tokens)
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
            if parts.count == 2, let value = evaluate(parts[1], line: line) {
                scopes[scopes.count - 1][parts[0]] = value
                context.variables[parts[0]] = nil
                result.converted += 1
            } else {
                result.problems.append(ImportProblem(path: path, line: line, "'\(source)' is left out: nothing here has the value it names.",
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
        guard let value = evaluate(expression, line: line) else {
            result.problems.append(ImportProblem(path: path, line: line,
                "'{{ \(expression) }}' is left out: Jekyll filled it from its theme or left it empty, and nothing here has its value.",
                kind: "Liquid outputs left out"))
            return ""
        }
        result.converted += 1
        return value.text
    }

    // MARK: Expressions

    /// The value of `expression` (`skill.name`, `"x" | upcase`, `site.data.links | size`), its filters applied (one
    /// this does not know is a warning, and left out); nil when a name in it has no value here.
    private mutating func evaluate(_ expression: String, line: Int, inCondition: Bool = false) -> LiquidValue? {
        let parts = Self.split(expression, by: "|")
        guard let first = parts.first, var value = term(first.trimmingCharacters(in: .whitespaces), inCondition: inCondition) else { return nil }
        for filter in parts.dropFirst() {
            let written = filter.trimmingCharacters(in: .whitespaces)
            let name = String(written.prefix { !$0.isWhitespace && $0 != ":" })
            let rest = written.dropFirst(name.count).drop { $0.isWhitespace }
            let arguments = rest.hasPrefix(":") ? Self.split(String(rest.dropFirst()), by: ",").map { term($0.trimmingCharacters(in: .whitespaces)) ?? .none } : []
            switch name {
            case "relative_url", "absolute_url":
                // Jekyll puts the base URL (the site root here) and a `/` before a path that is no full URL.
                let text = value.text
                value = .string(!text.contains("://") && !text.hasPrefix("/") ? "/" + text : text)
            case "uri_escape":
                continue
            case "markdownify":
                // The Markdown stands on its own lines, so that it is read as blocks after an HTML line.
                value = .string("\n\n" + value.text + "\n\n")
            default:
                if let filtered = value.filtered(name, arguments) {
                    value = filtered
                } else {
                    result.problems.append(ImportProblem(path: path, line: line, "The filter '\(name)' in '\(expression)' is not applied.",
                                                         kind: "Liquid filters not applied"))
                }
            }
        }
        return value
    }

    /// A literal (`"text"`, `'text'`, `12`, `true`, `nil`, `(1..3)`) or a name (`skill.keywords`, `site.data["links"]`, `forloop.index`).
    private func term(_ text: String, inCondition: Bool = false) -> LiquidValue? {
        if let literal = Self.literal(text) { return .string(literal) }
        if let number = Double(text) { return .number(number) }
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil", "null": return LiquidValue.none
        case "empty", "blank": return .string("")
        default: break
        }
        if text.hasPrefix("("), text.hasSuffix(")"), let dots = text.range(of: "..") {
            guard let low = term(String(text[text.index(after: text.startIndex)..<dots.lowerBound]).trimmingCharacters(in: .whitespaces)).flatMap({ Double($0.text) }),
                  let high = term(String(text[dots.upperBound..<text.index(before: text.endIndex)]).trimmingCharacters(in: .whitespaces)).flatMap({ Double($0.text) }),
                  high - low < 10_000 else { return nil }
            return .array(low > high ? [] : stride(from: low, through: high, by: 1).map { .number($0) })
        }
        // Outputs see the new site's values (`site.url` is the site's root here), conditions the old site's.
        if !inCondition, let known = context.variables[text] { return .string(known) }
        let segments = Self.segments(of: text)
        guard let root = segments.first else { return nil }
        var value: LiquidValue
        if let local = scopes.reversed().lazy.compactMap({ $0[root] }).first {
            value = local
        } else if let global = context.values[root] {
            if let key = segments.dropFirst().first, (root == "site" ? context.generatedSiteKeys : root == "page" ? Self.generatedPageKeys : []).contains(key) {
                return nil
            }
            value = global
        } else if let known = context.variables[text] {
            return .string(known)
        } else {
            return nil
        }
        for segment in segments.dropFirst() {
            if segment.hasPrefix("\u{0}") {
                // `[name]`: the value of a variable names the key.
                guard let key = term(String(segment.dropFirst())) else { return nil }
                value = value.member(key.text)
            } else {
                value = value.member(segment)
            }
        }
        return value
    }

    /// `a.b["c"][0][d]` as its keys: `a`, `b`, `c`, `0`, and `d` marked (a leading NUL) as a variable to look up.
    private static func segments(of path: String) -> [String] {
        var segments: [String] = [], current = ""
        var index = path.startIndex
        while index < path.endIndex {
            let character = path[index]
            if character == "." {
                if !current.isEmpty { segments.append(current) }
                current = ""
            } else if character == "[" {
                if !current.isEmpty { segments.append(current) }
                current = ""
                guard let close = path[index...].firstIndex(of: "]") else { return [] }
                let inside = String(path[path.index(after: index)..<close]).trimmingCharacters(in: .whitespaces)
                segments.append(literal(inside) ?? (Int(inside) != nil ? inside : "\u{0}" + inside))
                index = close
            } else {
                current.append(character)
            }
            index = path.index(after: index)
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// `text` split at `separator` where it is outside quotes.
    private static func split(_ text: String, by separator: Character) -> [String] {
        var parts: [String] = [], current = "", quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == separator {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// The truth of a condition (`a == b and c contains "x" or d`), read as Liquid reads it: `and` and `or` from the
    /// right, without precedence; nil when a name in it has no value here.
    private mutating func truth(of condition: String, line: Int) -> Bool? {
        var words: [(String, String?)] = []   // (comparison, the joining word after it)
        var rest = condition[...]
        while true {
            let next = [" and ", " or "].compactMap { word in Self.outsideQuotes(word, in: rest).map { ($0, word) } }.min { $0.0.lowerBound < $1.0.lowerBound }
            guard let (range, word) = next else { words.append((String(rest), nil)); break }
            words.append((String(rest[..<range.lowerBound]), word.trimmingCharacters(in: .whitespaces)))
            rest = rest[range.upperBound...]
        }
        var value: Bool?
        for (comparison, join) in words.reversed() {
            guard let truth = compare(comparison.trimmingCharacters(in: .whitespaces), line: line) else { return nil }
            if let right = value, let join { value = join == "and" ? truth && right : truth || right } else { value = truth }
        }
        return value
    }

    private mutating func compare(_ text: String, line: Int) -> Bool? {
        for op in [" contains ", "==", "!=", "<>", ">=", "<=", ">", "<"] {
            guard let range = Self.outsideQuotes(op, in: text[...]) else { continue }
            guard let left = evaluate(String(text[..<range.lowerBound]), line: line, inCondition: true),
                  let right = evaluate(String(text[range.upperBound...]), line: line, inCondition: true) else { return nil }
            return left.compared(op.trimmingCharacters(in: .whitespaces), right)
        }
        return evaluate(text, line: line, inCondition: true)?.isTruthy
    }

    /// Where `word` is in `text` outside quotes.
    private static func outsideQuotes(_ word: String, in text: Substring) -> Range<Substring.Index>? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if text[index...].hasPrefix(word) {
                return index..<text.index(index, offsetBy: word.count)
            }
            index = text.index(after: index)
        }
        return nil
    }

    // MARK: Loops and conditions

    /// The tokens of the block whose tag was just read, up to its end tag (consumed), split at `middles` (`elsif`,
    /// `else`) of its own level (`findBlocks`): slices of `tokens`, not copies, so that a loop's rounds cost what they
    /// render.
    private func branches(_ tokens: inout ArraySlice<Token>, opener: String, arguments: String,
                          middles: Set<String>) -> (branches: [(name: String, arguments: String, body: ArraySlice<Token>)], closed: Bool) {
        let all = tokens, at = tokens.startIndex - 1
        let end = blockEnd[at] ?? all.endIndex
        var branches: [(name: String, arguments: String, body: ArraySlice<Token>)] = []
        var (name, written, start) = (opener, arguments, all.startIndex)
        for mark in blockMiddles[at, default: []] where mark < end {
            guard case .tag(let tag, let tagArguments, _, _) = all[mark], middles.contains(tag) else { continue }
            branches.append((name, written, all[start..<mark]))
            (name, written, start) = (tag, tagArguments, mark + 1)
        }
        branches.append((name, written, all[start..<end]))
        tokens = all[min(end + 1, all.endIndex)...]
        return (branches, blockEnd[at] != nil)
    }

    /// The text of every branch, one after another (a condition that cannot be read keeps them all).
    private mutating func renderAll(_ parts: [(name: String, arguments: String, body: ArraySlice<Token>)]) -> String {
        parts.map { part in
            var body = part.body
            return render(&body, until: [])
        }.joined()
    }

    /// `{% for x in list [limit: n] [offset: n] [reversed] %}…{% else %}…{% endfor %}` run over a value of the site, or
    /// left out with its text kept once (and a warning) when the list is Jekyll's own (`site.posts`) or unknown.
    private mutating func loop(_ arguments: String, line: Int, source: Substring, tokens: inout ArraySlice<Token>) -> String {
        let (parts, closed) = branches(&tokens, opener: "for", arguments: arguments, middles: ["else"])
        if !closed { result.problems.append(ImportProblem(path: path, line: line, "'\(source)' is never closed by '{% endfor %}'; it runs to the end of the file.")) }
        let words = arguments.split(whereSeparator: \.isWhitespace).map(String.init)
        var items: [LiquidValue]?
        if words.count >= 3, words[1] == "in", let list = evaluate(words[2], line: line) {
            switch list {
            case .array(let array): items = array
            case .object(let table): items = table.keys.sorted().map { .array([.string($0), table[$0]!]) }
            // Liquid loops over nothing; a list with no value in an import was most likely a plugin's.
            case .none: items = nil
            default: items = [list]
            }
            var options: [String: Int] = [:]
            var index = 3
            while index < words.count {
                let word = words[index].hasSuffix(":") ? String(words[index].dropLast()) : words[index]
                if ["limit", "offset"].contains(word), index + 1 < words.count, let number = term(words[index + 1]).flatMap({ Int($0.text) }) {
                    options[word] = number
                    index += 2
                } else if word.hasPrefix("limit:") || word.hasPrefix("offset:"), let number = Int(word.split(separator: ":")[1]) {
                    options[String(word.split(separator: ":")[0])] = number
                    index += 1
                } else {
                    if word == "reversed" { items?.reverse() }
                    index += 1
                }
            }
            if let offset = options["offset"] { items = Array((items ?? []).dropFirst(max(0, offset))) }
            if let limit = options["limit"] { items = Array((items ?? []).prefix(max(0, limit))) }
        }
        guard let items else {
            result.problems.append(ImportProblem(path: path, line: line,
                "'\(source)' is left out: it loops over what Jekyll made of the site or its theme, which nothing here has (its text is kept once).",
                kind: "Liquid loops left out"))
            var once = parts[0].body
            return render(&once, until: [])
        }
        result.converted += 1
        guard !items.isEmpty else {
            var otherwise = parts.count > 1 ? parts[1].body : []
            return render(&otherwise, until: [])
        }
        var out = ""
        for (index, item) in items.enumerated() {
            guard loopRounds < Self.maxLoopRounds, loopBytes < Self.maxLoopBytes else {
                // Once: every loop after this one stops at once.
                if !loopsCut {
                    result.problems.append(ImportProblem(.error, path: path, line: line, loopRounds < Self.maxLoopRounds
                        ? "'\(source)' is cut short: the Liquid loops of this file write more than \(Self.maxLoopBytes >> 20) MB."
                        : "'\(source)' is cut short: the Liquid loops of this file run more than \(Self.maxLoopRounds) rounds."))
                    loopsCut = true
                }
                break
            }
            loopRounds += 1
            scopes.append([words[0]: item, "forloop": .object([
                "index": .number(Double(index + 1)), "index0": .number(Double(index)), "first": .bool(index == 0),
                "last": .bool(index == items.count - 1), "length": .number(Double(items.count)),
                "rindex": .number(Double(items.count - index)), "rindex0": .number(Double(items.count - index - 1)),
            ])])
            var body = parts[0].body
            let round = render(&body, until: [])
            loopBytes += round.utf8.count
            out += round
            scopes.removeLast()
        }
        return out
    }

    /// `{% case x %}{% when 'a', 'b' %}…{% else %}…{% endcase %}`: the first branch naming the value, or, when `x` has
    /// no value here, every branch's text (and a warning).
    private mutating func choice(_ arguments: String, line: Int, source: Substring, tokens: inout ArraySlice<Token>) -> String {
        let (parts, closed) = branches(&tokens, opener: "case", arguments: arguments, middles: ["when", "else"])
        if !closed { result.problems.append(ImportProblem(path: path, line: line, "'\(source)' is never closed by '{% endcase %}'; it runs to the end of the file.")) }
        guard let subject = evaluate(arguments, line: line, inCondition: true), subject != .none else {
            result.problems.append(ImportProblem(path: path, line: line,
                "'\(source)' is left out: it names what Jekyll made of the site or its theme, which nothing here has (the text of every branch is kept).",
                kind: "Liquid conditions left out"))
            return renderAll(Array(parts.dropFirst()))
        }
        result.converted += 1
        for part in parts.dropFirst() {
            let names = part.name == "else" ? [] : Self.split(part.arguments.replacingOccurrences(of: " or ", with: ","), by: ",")
            guard part.name == "else" || names.contains(where: { term($0.trimmingCharacters(in: .whitespaces), inCondition: true) == subject }) else { continue }
            var body = part.body
            return render(&body, until: [])
        }
        return ""
    }

    /// `{% if %}…{% elsif %}…{% else %}…{% endif %}` (or `unless`): the branch whose condition holds, or, when a name in a
    /// condition has no value here, every branch's text (and a warning).
    private mutating func condition(_ name: String, _ arguments: String, line: Int, source: Substring, tokens: inout ArraySlice<Token>) -> String {
        let end = name == "if" ? "endif" : "endunless"
        let (parts, closed) = branches(&tokens, opener: name, arguments: arguments, middles: ["elsif", "else"])
        if !closed { result.problems.append(ImportProblem(path: path, line: line, "'\(source)' is never closed by '{% \(end) %}'; it runs to the end of the file.")) }
        for part in parts {
            let holds: Bool?
            switch part.name {
            case "else": holds = true
            case "unless": holds = truth(of: part.arguments, line: line).map { !$0 }
            default: holds = truth(of: part.arguments, line: line)
            }
            guard let holds else {
                result.problems.append(ImportProblem(path: path, line: line,
                    "'\(source)' is left out: its condition names what Jekyll made of the site or its theme, which nothing here has (the text of every branch is kept).",
                    kind: "Liquid conditions left out"))
                return renderAll(parts)
            }
            if holds {
                result.converted += 1
                var body = part.body
                return render(&body, until: [])
            }
        }
        result.converted += 1
        return ""
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
