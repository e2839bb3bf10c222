// Turning the shortcodes of a Hugo post (`{{< figure >}}`, `{{% admonition %}}…{{% /admonition %}}`) or a Zola one (`{{ youtube(id="…") }}`, `{% katex(block=true) %}…{% end %}`) into the Markdown or HTML the generator made of them, and naming each one it cannot turn.
import Foundation

/// What the shortcodes of one file may refer to.
struct ShortcodeContext {
    /// The new site path (with its fragment) of the content file `{{< ref "x.md#part" >}}` names from the
    /// file being converted, or nil when it names nothing.
    var reference: (String) -> String?
    /// The value of `{{< param name >}}`: the page's front matter first, then the site's `params`.
    var parameter: (String) -> String?
}

/// Converts shortcodes as Hugo or Zola rendered them, before Markdown: everywhere in the text, code blocks
/// included, as both do; `{{</* x */>}}` (Zola: `{{/* x() */}}`) is the text `{{< x >}}`. A shortcode it cannot
/// reproduce (a theme's own) is left out with a warning at its line, the text between its tags kept; none reaches
/// the page as raw text.
struct Shortcodes {
    /// How shortcodes are written.
    enum Syntax {
        /// `{{< name arg key="v" >}}…{{< /name >}}`, `{{% … %}}`.
        case hugo
        /// `{{ name(key="v") }}` inline, `{% name(key="v") %}…{% end %}` around a body.
        case zola
    }

    /// The converted text, and what happened.
    struct Result {
        var text: String
        var problems: [ImportProblem] = []
        /// Shortcodes turned into Markdown or HTML.
        var converted = 0
        /// Whether the text now holds HTML the conversion wrote (`<figure>`, `<details>`), which needs `unsafe`.
        var wroteHTML = false
        /// Whether it now holds `$…$` math the conversion wrote (Zola's `katex`), which needs `math` on.
        var wroteMath = false
    }

    /// How deep paired shortcodes may nest: each is a level of recursion.
    static let maxDepth = 64

    /// One `{{< … >}}` or `{{% … %}}`.
    struct Call {
        var name: String
        var positional: [String] = []
        var named: [String: String] = [:]
        /// `{{% %}}`: Hugo rendered the inner text as Markdown.
        var markdown: Bool
        /// `{{< /name >}}`.
        var closing = false
        /// `{{< name />}}`: no inner text, no closing tag.
        var selfClosing = false
        var line: Int
        var source: Substring

        /// The named argument `key`, else the positional one at `index`.
        func argument(_ key: String, _ index: Int? = nil) -> String? {
            if let value = named[key] { return value }
            if let index, positional.indices.contains(index) { return positional[index] }
            return nil
        }
    }

    private enum Token {
        case text(Substring)
        case call(Call)
    }

    private let path: String
    private let context: ShortcodeContext
    private var result = Result(text: "")

    /// `text` (of the file at `path`, starting at line `firstLine`) with its shortcodes converted.
    static func convert(_ text: String, path: String, firstLine: Int, context: ShortcodeContext, syntax: Syntax = .hugo) -> Result {
        var converter = Shortcodes(path: path, context: context)
        let tokens = syntax == .hugo ? converter.tokenize(text, firstLine: firstLine) : converter.tokenizeZola(text, firstLine: firstLine)
        let closes = Self.closingIndices(tokens)
        var index = 0
        converter.result.text = converter.render(tokens, closes: closes, index: &index, until: nil, depth: 0)
        return converter.result
    }

    private init(path: String, context: ShortcodeContext) {
        self.path = path
        self.context = context
    }

    // MARK: Reading

    /// Splits `text` into text and shortcode calls; `{{</* … */>}}` is text without its comment marks.
    private mutating func tokenize(_ text: String, firstLine: Int) -> [Token] {
        var tokens: [Token] = []
        var line = firstLine
        var rest = text[...]
        func advance(over part: Substring) { line += part.utf8.count { $0 == UInt8(ascii: "\n") } }
        var commentEnds = CommentEnds()
        while let start = Self.firstOpening(in: rest, secondByte: [UInt8(ascii: "{")]) {
            let open = start..<rest.utf8.index(start, offsetBy: 2)
            let after = rest[open.upperBound...]
            guard let delimiter = after.first, delimiter == "<" || delimiter == "%" else {
                tokens.append(.text(rest[..<open.upperBound]))
                advance(over: rest[..<open.upperBound])
                rest = after
                continue
            }
            let close = delimiter == "<" ? ">}}" : "%}}"
            let inside = after.dropFirst()
            // `{{</* figure */>}}`: Hugo's way to show a shortcode as text.
            let comment = inside.drop(while: \.isWhitespace)
            if comment.hasPrefix("/*"), let end = commentEnds.first(after: comment) {
                let tail = inside[end.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
                if tail.hasPrefix(close) {
                    tokens.append(.text(rest[..<open.lowerBound]))
                    let shown = comment.dropFirst(2)[..<end.lowerBound]
                    tokens.append(.text(Substring("{{\(delimiter)" + shown + "\(delimiter == "<" ? ">" : "%")}}")))
                    let consumed = rest[..<tail.index(tail.startIndex, offsetBy: close.count)]
                    advance(over: consumed)
                    rest = rest[consumed.endIndex...]
                    continue
                }
            }
            guard let end = Self.end(of: inside, close: close), var call = Self.parse(inside[..<end], markdown: delimiter == "%", line: 0) else {
                // Not a shortcode (`{{<` in prose or a Go template): Hugo stops on it; here it stays text, with a warning.
                let lineHere = line + rest[..<open.lowerBound].utf8.count { $0 == UInt8(ascii: "\n") }
                result.problems.append(ImportProblem(path: path, line: lineHere,
                    "'{{\(delimiter)' starts no shortcode Hugo could read; it is kept as text.", kind: "unreadable shortcode openings"))
                tokens.append(.text(rest[..<open.upperBound]))
                advance(over: rest[..<open.upperBound])
                rest = after
                continue
            }
            tokens.append(.text(rest[..<open.lowerBound]))
            advance(over: rest[..<open.lowerBound])
            let source = rest[open.lowerBound..<inside.index(end, offsetBy: close.count)]
            call.line = line
            call.source = source
            tokens.append(.call(call))
            advance(over: source)
            rest = rest[source.endIndex...]
        }
        tokens.append(.text(rest))
        return tokens
    }

    /// Splits Zola text into text and calls: `{{ name(args) }}` is a call without a body, `{% name(args) %}` opens one
    /// that the next `{% end %}` closes; `{{/* … */}}` and `{%/* … */%}` are the text without their comment marks.
    /// Other `{{`/`{%` (Tera is not run on content) stay text.
    private mutating func tokenizeZola(_ text: String, firstLine: Int) -> [Token] {
        var tokens: [Token] = []
        var line = firstLine
        var rest = text[...]
        var open: [String] = []
        var commentEnds = CommentEnds()
        func advance(over part: Substring) { line += part.utf8.count { $0 == UInt8(ascii: "\n") } }
        func keep(_ end: Substring.Index) {
            tokens.append(.text(rest[..<end]))
            advance(over: rest[..<end])
            rest = rest[end...]
        }
        while let start = Self.firstOpening(in: rest, secondByte: [UInt8(ascii: "{"), UInt8(ascii: "%")]) {
            let isBlock = rest[rest.index(after: start)] == "%"
            let close = isBlock ? "%}" : "}}"
            let inside = rest[rest.index(start, offsetBy: 2)...]
            let trimmed = inside.drop(while: { $0 == " " || $0 == "\t" })
            // `{{/* youtube(id="x") */}}`: Zola's way to show a shortcode as text.
            if trimmed.hasPrefix("/*"), let end = commentEnds.first(after: trimmed),
               trimmed[end.upperBound...].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(close) {
                keep(start)
                let tail = rest[end.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
                let shown = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<end.lowerBound]
                tokens.append(.text(Substring((isBlock ? "{%" : "{{") + shown + close)))
                let consumed = rest[..<tail.index(tail.startIndex, offsetBy: close.count)]
                advance(over: consumed)
                rest = rest[consumed.endIndex...]
                continue
            }
            if isBlock, trimmed.hasPrefix("end"), trimmed.dropFirst(3).drop(while: { $0 == " " }).hasPrefix(close) {
                keep(start)
                let length = rest.distance(from: rest.startIndex, to: trimmed.dropFirst(3).drop(while: { $0 == " " }).startIndex) + close.count
                let source = rest.prefix(length)
                if let name = open.popLast() {
                    tokens.append(.call(Call(name: name, markdown: true, closing: true, line: line, source: source)))
                } else {
                    result.problems.append(ImportProblem(path: path, line: line, "'{% end %}' closes no shortcode; it is left out.",
                                                         kind: "shortcode closings without an opening"))
                }
                rest = rest[source.endIndex...]
                continue
            }
            guard let call = Self.parseZola(trimmed, close: close) else {
                // `{{ admonition(text='it's') }}` (a quote closed too soon) looks like a call: Zola too kept it as text.
                let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty, trimmed[name.endIndex...].first == "(" {
                    result.problems.append(ImportProblem(path: path, line: line + rest[..<start].utf8.count { $0 == UInt8(ascii: "\n") },
                        "'\(isBlock ? "{%" : "{{") \(name)(' starts no shortcode Zola could read (a quote closed early, or a missing '\(close)'); it is kept as text, as Zola kept it.",
                        kind: "unreadable shortcode openings"))
                }
                keep(rest.index(start, offsetBy: 2))
                continue
            }
            keep(start)
            let source = rest[..<call.end]
            var parsed = call.call
            parsed.line = line
            parsed.source = source
            parsed.selfClosing = !isBlock
            if isBlock { open.append(parsed.name) }
            tokens.append(.call(parsed))
            advance(over: source)
            rest = rest[source.endIndex...]
        }
        tokens.append(.text(rest))
        return tokens
    }

    /// `name(key=value, …) }}` at the start of `text` (after the opening and its spaces): the call, and where it
    /// ends; nil when it is not one.
    private static func parseZola(_ text: Substring, close: String) -> (call: Call, end: Substring.Index)? {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !name.isEmpty, text[name.endIndex...].first == "(" else { return nil }
        var call = Call(name: String(name), markdown: true, line: 0, source: text)
        var rest = text[text.index(after: name.endIndex)...]
        while true {
            rest = rest.drop(while: \.isWhitespace)
            if rest.first == ")" { rest = rest.dropFirst(); break }
            let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !key.isEmpty else { return nil }
            rest = rest[key.endIndex...].drop(while: \.isWhitespace)
            guard rest.first == "=" else { return nil }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            guard let (value, after) = zolaValue(rest) else { return nil }
            call.named[String(key)] = value
            rest = after.drop(while: \.isWhitespace)
            if rest.first == "," { rest = rest.dropFirst() }
        }
        rest = rest.drop(while: { $0 == " " || $0 == "\t" })
        guard rest.hasPrefix(close) else { return nil }
        return (call, rest.index(rest.startIndex, offsetBy: close.count))
    }

    /// A Zola argument value (`"text"`, `'text'`, `` `text` `` as written, a number, `true`, an array as its text) and
    /// what follows.
    private static func zolaValue(_ text: Substring) -> (String, Substring)? {
        guard let first = text.first else { return nil }
        if first == "\"" || first == "'" || first == "`" {
            var value = ""
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                let character = text[index]
                if character == first { return (value, text[text.index(after: index)...]) }
                // A value ends on its line: an unclosed quote is no shortcode (and is not searched to the end of the file).
                if character == "\n" { return nil }
                // Zola's strings have no escapes: `"\vec{a}"` is a backslash and `vec{a}`.
                value.append(character)
                index = text.index(after: index)
            }
            return nil
        }
        if first == "[" {
            guard let end = text.prefix(while: { $0 != "\n" && $0 != "{" && $0 != "}" }).firstIndex(of: "]") else { return nil }
            return (String(text[text.index(after: text.startIndex)..<end]), text[text.index(after: end)...])
        }
        let word = text.prefix { !$0.isWhitespace && $0 != "," && $0 != ")" }
        guard !word.isEmpty else { return nil }
        return (String(word), text[word.endIndex...])
    }

    /// Where the first `{` followed by one of `secondByte` (`{{`, or Zola's `{%` too) is in `text`.
    private static func firstOpening(in text: Substring, secondByte: [UInt8]) -> Substring.Index? {
        let utf8 = text.utf8
        var from = utf8.startIndex
        while let brace = utf8[from...].firstIndex(of: UInt8(ascii: "{")) {
            let next = utf8.index(after: brace)
            if next < utf8.endIndex, secondByte.contains(utf8[next]) { return brace }
            from = next
        }
        return nil
    }

    /// The `*/` that ends a shortcode shown as text (`{{</* x */>}}`), found once for many openings: the last one
    /// found is kept, and none found means none further on, so a file of openings without one is not searched to its
    /// end from each of them (which was quadratic).
    private struct CommentEnds {
        private var found: Range<Substring.Index>?
        private var searched = false

        /// The first `*/` after the `/*` that starts `comment`, or nil.
        mutating func first(after comment: Substring) -> Range<Substring.Index>? {
            let start = comment.index(comment.startIndex, offsetBy: 2)
            if !searched || (found.map { $0.lowerBound < start } ?? false) {
                found = comment[start...].range(of: "*/")
                searched = true
            }
            return found
        }
    }

    /// Where `close` ends the shortcode whose inside starts `text`, outside quoted arguments; nil when it never does
    /// before the next `{{` (Hugo's shortcodes may span lines; stopping there keeps the scan linear).
    private static func end(of text: Substring, close: String) -> Substring.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "{", text[index...].hasPrefix("{{") { return nil }
            if let open = quote {
                if character == "\\", open == "\"", text.index(after: index) < text.endIndex {
                    index = text.index(index, offsetBy: 2)
                    continue
                }
                if character == open { quote = nil }
            } else if character == "\"" || character == "`" {
                quote = character
            } else if character == close.first, text[index...].hasPrefix(close) {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The call written between the delimiters, or nil when it is not one (no name, an unclosed quote).
    static func parse(_ inside: Substring, markdown: Bool, line: Int) -> Call? {
        var text = inside.trimmingCharacters(in: .whitespacesAndNewlines)[...]
        var call = Call(name: "", markdown: markdown, line: line, source: inside)
        if text.hasPrefix("/") {
            call.closing = true
            text = text.dropFirst().drop(while: \.isWhitespace)
        } else if text.hasSuffix("/") {
            call.selfClosing = true
            text = text.dropLast()
        }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "/" || $0 == "." }
        guard !name.isEmpty else { return nil }
        call.name = String(name)
        text = text[name.endIndex...]
        while true {
            text = text.drop(while: \.isWhitespace)
            guard !text.isEmpty else { break }
            var key: String?
            let word = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            if !word.isEmpty, text[word.endIndex...].first == "=" {
                key = String(word)
                text = text[text.index(after: word.endIndex)...]
            }
            guard let (value, rest) = Self.value(text) else { return nil }
            if let key { call.named[key] = value } else { call.positional.append(value) }
            text = rest
        }
        return call
    }

    /// The argument value at the start of `text` (`"quoted \" text"`, `` `raw` `` or a bare word) and what follows it.
    private static func value(_ text: Substring) -> (String, Substring)? {
        guard let first = text.first else { return ("", text) }
        if first == "\"" || first == "`" {
            var value = ""
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                let character = text[index]
                if character == first { return (value, text[text.index(after: index)...]) }
                if character == "\\", first == "\"", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                    let escaped = text[index]
                    value.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                } else {
                    value.append(character)
                }
                index = text.index(after: index)
            }
            return nil
        }
        let word = text.prefix { !$0.isWhitespace }
        return (String(word), text[word.endIndex...])
    }

    /// For each opening call, the index of its closing call, found as Hugo pairs them (the nearest unclosed
    /// opening of the same name).
    private static func closingIndices(_ tokens: [Token]) -> [Int: Int] {
        var closes: [Int: Int] = [:]
        var open: [(name: String, index: Int)] = []
        for (index, token) in tokens.enumerated() {
            guard case .call(let call) = token, !call.selfClosing else { continue }
            if call.closing {
                if let match = open.lastIndex(where: { $0.name == call.name }) {
                    closes[open[match].index] = index
                    open.removeSubrange(match...)
                }
            } else {
                open.append((call.name, index))
            }
        }
        return closes
    }

    // MARK: Writing

    private mutating func render(_ tokens: [Token], closes: [Int: Int], index: inout Int, until end: Int?, depth: Int) -> String {
        var out = ""
        while index < tokens.count, index != end {
            let token = tokens[index]
            index += 1
            guard case .call(let call) = token else {
                if case .text(let text) = token { out += text }
                continue
            }
            if call.closing {
                problem(call, "'\(call.source)' closes no '\(call.name)' shortcode; it is left out.", kind: "shortcode closings without an opening")
                continue
            }
            var inner: String?
            if let close = closes[index - 1] {
                guard depth < Self.maxDepth else {
                    result.problems.append(ImportProblem(.error, path: path, line: call.line,
                        "Shortcodes nest more than \(Self.maxDepth) deep here; the rest of the file is left out."))
                    index = tokens.count
                    return out
                }
                inner = render(tokens, closes: closes, index: &index, until: close, depth: depth + 1)
                index = close + 1
            }
            let startsLine = out.isEmpty ? true : out.hasSuffix("\n")
            if let converted = convert(call, inner: inner, startsLine: startsLine) {
                out += converted
                result.converted += 1
            } else {
                out += inner ?? ""
            }
        }
        return out
    }

    private mutating func problem(_ call: Call, _ message: String, kind: String? = nil, severity: ImportProblem.Severity = .warning) {
        result.problems.append(ImportProblem(severity, path: path, line: call.line, message, kind: kind))
    }

    /// What Hugo's built-in shortcode, or a common theme's, made of `call`; nil (with a warning) for one
    /// nothing here reproduces.
    private mutating func convert(_ call: Call, inner: String?, startsLine: Bool) -> String? {
        let name = call.name.lowercased()
        func attribute(_ text: String) -> String { HTMLEscaping.attribute(text) }
        func block(_ text: String) -> String { (startsLine ? "" : "\n") + text + "\n" }
        switch name {
        case "figure", "img", "image", "resize_image", "fig":
            guard let source = call.argument("src", 0) ?? call.argument("url") ?? call.argument("path") ?? call.argument("image") else {
                problem(call, "'\(call.source)' names no image (src=); it is left out.")
                return ""
            }
            let alt = call.argument("alt") ?? call.argument("title") ?? call.argument("caption") ?? ""
            let caption = [call.argument("title"), call.argument("caption")].compactMap { $0 }.filter { !$0.isEmpty }
            var image = "<img src=\"\(attribute(source))\" alt=\"\(attribute(alt))\""
            for key in ["width", "height"] { if let value = call.argument(key) { image += " \(key)=\"\(attribute(value))\"" } }
            image += ">"
            if let link = call.argument("link") { image = "<a href=\"\(attribute(link))\">\(image)</a>" }
            guard name == "figure" || !caption.isEmpty || call.argument("link") != nil || call.argument("width") != nil else {
                return "![\(Self.markdownText(alt))](<\(source)>)"
            }
            result.wroteHTML = true
            let figcaption = caption.isEmpty ? "" : "<figcaption>\(caption.map(attribute).joined(separator: " — "))</figcaption>"
            return block("<figure>\(image)\(figcaption)</figure>")
        case "highlight", "code":
            let language = call.argument("lang", 0) ?? ""
            let code = (inner ?? "").trimmingCharacters(in: .newlines)
            return FencedCode.block(code, info: language, startsLine: startsLine)
        case "katex", "math", "tex", "latex":
            // Zola's `{{ katex(body="…") }}` and `{% katex(block=true) %}…{% end %}`: the formula as `blog build` reads it.
            // KaTeX read the body as it was; Markdown would read a line of `=` in it as a heading underline and `+ x` as a
            // list, so the formula is written on one line (a line break is a space to TeX).
            let formula = (call.argument("body") ?? inner ?? "").split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
            result.wroteMath = true
            return call.argument("block") == "true" || (inner != nil && call.argument("block") != "false") ? block("$$\(formula)$$") : "$\(formula)$"
        case "streamable":
            guard let id = call.argument("id", 0) else { return missing(call) }
            return link("Streamable video \(id)", "https://streamable.com/\(id)")
        case "mermaid":
            return FencedCode.block((inner ?? "").trimmingCharacters(in: .newlines), info: "mermaid", startsLine: startsLine)
        case "ref", "relref":
            guard let target = call.argument("path", 0) else {
                problem(call, "'\(call.source)' names no page; it is left out.")
                return ""
            }
            guard let url = context.reference(target) else {
                problem(call, "'\(call.source)' names no imported page (Hugo stopped on this: REF_NOT_FOUND); the link leads nowhere.",
                        severity: .error)
                return "#"
            }
            return url
        case "param":
            guard let key = call.argument("name", 0), let value = context.parameter(key) else {
                problem(call, "'\(call.source)': the parameter is set neither in the front matter nor in the site's params; it is left out.")
                return ""
            }
            return value
        case "youtube":
            guard let id = call.argument("id", 0) else { return missing(call) }
            return link(call.argument("title") ?? "YouTube video \(id)", "https://www.youtube.com/watch?v=\(id)")
        case "vimeo":
            guard let id = call.argument("id", 0) else { return missing(call) }
            return link(call.argument("title") ?? "Vimeo video \(id)", "https://vimeo.com/\(id)")
        case "bilibili":
            guard let id = call.argument("id", 0) else { return missing(call) }
            return link("bilibili \(id)", "https://www.bilibili.com/video/\(id)")
        case "gist":
            if let url = call.argument("url") {
                return link("Gist " + url.split(separator: "/").suffix(2).joined(separator: "/"), url + (call.argument("file").map { "#file-" + $0.replacingOccurrences(of: ".", with: "-") } ?? ""))
            }
            guard let user = call.argument("user", 0), let id = call.argument("id", 1) else { return missing(call) }
            let file = call.argument("file", 2).map { "#file-" + $0.replacingOccurrences(of: ".", with: "-") } ?? ""
            return link("Gist \(user)/\(id)", "https://gist.github.com/\(user)/\(id)\(file)")
        case "tweet", "twitter", "x":
            guard let id = call.argument("id") ?? call.positional.last else { return missing(call) }
            let user = call.argument("user") ?? (call.positional.count > 1 ? call.positional[0] : "i")
            return link("Post by @\(user) on X", "https://x.com/\(user)/status/\(id)")
        case "instagram":
            guard let id = call.argument("id", 0) else { return missing(call) }
            return link("Instagram post \(id)", "https://www.instagram.com/p/\(id)/")
        case "qr":
            guard let text = call.argument("text") ?? inner?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return missing(call) }
            return link(text, text)
        case "link":
            guard let href = call.argument("href", 0) else { return missing(call) }
            let text = call.argument("content", 1) ?? inner ?? href
            return "[\(Self.markdownText(text))](<\(href)>)"
        case "video":
            guard let source = call.argument("src", 0) ?? call.argument("url") else { return missing(call) }
            result.wroteHTML = true
            return block("<video controls preload=\"metadata\" src=\"\(attribute(source))\"></video>")
        case "details", "fold", "collapse", "spoiler", "expand":
            let summary = call.argument("summary") ?? call.argument("title", 0) ?? "Details"
            result.wroteHTML = true
            let open = call.named["open"] == "true" ? " open" : ""
            return block("<details\(open)><summary>\(attribute(summary))</summary>\n\n\((inner ?? "").trimmingCharacters(in: .newlines))\n\n</details>")
        case "admonition", "notice", "callout", "alert", "hint", "note", "tip", "info", "warning", "caution", "important", "danger", "error":
            let kind = ["admonition", "notice", "callout", "alert", "hint"].contains(name) ? call.argument("type", 0) ?? "note" : name
            let title = call.argument("title", ["admonition", "notice", "callout", "alert", "hint"].contains(name) ? 1 : 0)
                ?? kind.prefix(1).uppercased() + kind.dropFirst()
            let body = (inner ?? "").trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            let quoted = body.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
            return block("> **\(Self.markdownText(title))**\n>\n" + quoted)
        case "raw", "rawhtml", "html":
            result.wroteHTML = true
            return inner ?? ""
        case "center", "center-quote", "align", "columns", "column", "tab", "tabs":
            // Layout wrappers: the text inside is what the reader reads.
            return inner.map { $0.trimmingCharacters(in: .newlines) }.map(block) ?? ""
        default:
            // A theme's image shortcode (tabi's `dual_theme_image(light_src=…, dark_src=…)`, `full_width_image(src=…)`):
            // its image, rather than nothing.
            if let source = Self.imageArgument(of: call) {
                problem(call, "The shortcode '\(call.name)' (\(call.source.prefix(80))) is read as its image \(source): the theme's layouts/shortcodes/\(call.name).html may have shown it otherwise\(inner == nil ? "" : "; the text inside it is kept").",
                        kind: "uses of the theme's shortcode '\(call.name)', read as images")
                let alt = call.argument("alt") ?? call.argument("default_alt") ?? call.argument("caption") ?? call.argument("title") ?? ""
                return "![\(Self.markdownText(alt))](<\(source)>)" + (inner.map { block($0.trimmingCharacters(in: .newlines)) } ?? "")
            }
            problem(call, "The shortcode '\(call.name)' (\(call.source.prefix(80))) is left out: nothing here reproduces the theme's layouts/shortcodes/\(call.name).html\(inner == nil ? "" : "; the text inside it is kept").",
                    kind: "uses of the theme's shortcode '\(call.name)'")
            return nil
        }
    }

    /// The image an unknown shortcode names: the first of its arguments that name a source (`src`, `light_src`,
    /// `default_src`, `image`, `url`, `path`, or the first positional one) and end in an image file's extension.
    static func imageArgument(of call: Call) -> String? {
        let keys = ["src", "light_src", "default_src", "image", "img", "url", "path", "dark_src", "hovered_src"]
        let candidates = keys.compactMap { call.named[$0] } + call.positional.prefix(1)
        return candidates.first { value in
            let path = value.split(separator: "?", maxSplits: 1).first.map(String.init) ?? value
            return ImageSizes.extensions.contains((path as NSString).pathExtension.lowercased()) || path.lowercased().hasSuffix(".avif")
        }
    }

    private mutating func missing(_ call: Call) -> String {
        problem(call, "'\(call.source)' lacks the argument it needs; it is left out.")
        return ""
    }

    /// A Markdown link standing for an embed (a video, a post elsewhere).
    private func link(_ text: String, _ url: String) -> String {
        "[\(Self.markdownText(text))](<\(url)>)"
    }

    /// `text` safe inside a Markdown link's brackets.
    static func markdownText(_ text: String) -> String {
        var out = ""
        for character in text {
            if "[]\\`*_<".contains(character) { out.append("\\") }
            out.append(character == "\n" ? " " : character)
        }
        return out
    }
}
