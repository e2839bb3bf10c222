// Finding where a URL or an id on a built page was written: the post or page's Markdown line, else the template's.
import Foundation

/// Looks up the source of something found in the output, using the build's source map and the source files' text.
struct WrittenPlace {
    var sourceFolder: URL
    var map: OutputSourceMap
    /// Source texts read so far, as Unicode scalars, by site-relative path (`nil`: unreadable).
    private var texts: [String: [Unicode.Scalar]?] = [:]
    /// URL places found so far (or not: nil), by written forms, page source and template.
    private var found: [String: (location: SourceLocation, written: String)?] = [:]

    init(sourceFolder: URL, map: OutputSourceMap) {
        self.sourceFolder = sourceFolder
        self.map = map
    }

    /// The ways `url`, found on the page at `page`, may have been written: as it is, and, when it climbs to
    /// the site root (`../../x`), as the site-root path `/x` that Markdown turns into it.
    static func writtenForms(of url: String, onPage page: String) -> [String] {
        var forms = [url]
        let depth = page.split(separator: "/").count - 1
        let prefix = String(repeating: "../", count: depth)
        if url.hasPrefix(prefix), !url.hasPrefix(prefix + "../"), !url.contains(":") || url.hasPrefix(prefix) {
            let rest = String(url.dropFirst(prefix.count))
            if !rest.hasPrefix("/"), !rest.hasPrefix("#"), !rest.isEmpty { forms.append("/" + rest) }
        }
        for form in forms {
            if let decoded = form.removingPercentEncoding, decoded != form { forms.append(decoded) }
        }
        return forms
    }

    /// Where `url` on `page` was written: in the page's own Markdown, else in any post or page (a summary on a
    /// list page), else in a template. `nil` when none of them holds it.
    /// The URL is returned as it was written there (`/about.html` for the page's `../../about.html`).
    mutating func location(ofURL url: String, onPage page: String) -> (location: SourceLocation, written: String)? {
        let forms = Self.writtenForms(of: url, onPage: page)
        // A link a theme writes on every page, or a post's link on every list page, is looked for once.
        let own = map.owners[page].map(\.path).flatMap { SitePaths.isMarkdown($0) ? $0 : nil }
        let key = forms.joined(separator: "\n") + "\u{0}" + (own ?? "") + "\u{0}" + (map.kinds[page]?.templateName ?? "")
        if let known = found[key] { return known }
        var result: (location: SourceLocation, written: String)?
        search: for path in markdownCandidates(for: page) {
            for form in forms {
                if let location = find([form], in: path, asURL: true) {
                    result = (location, form)
                    break search
                }
            }
        }
        if result == nil {
            result = templateLocation(for: page, needles: templateNeedles(forURL: url, onPage: page)).map { ($0, url) }
        }
        found[key] = result
        return result
    }

    /// Where the `occurrence`-th (0-based) `id` on `page` was written (`id="x"` or `name="x"`): in the page's
    /// Markdown (its last one when it holds fewer), else in a template.
    /// On a page showing several posts in full, ids are scoped by the post's anchor (`p0-dup` for `dup`): the id
    /// as written is returned too.
    mutating func location(ofID id: String, occurrence: Int, onPage page: String) -> (location: SourceLocation, written: String)? {
        var ids = [id]
        if let dash = id.firstIndex(of: "-"), id.hasPrefix("p"), id[id.index(after: id.startIndex)..<dash].allSatisfy(\.isNumber),
           dash > id.index(after: id.startIndex) {
            ids.append(String(id[id.index(after: dash)...]))
        }
        let own = map.owners[page].map(\.path).flatMap { SitePaths.isMarkdown($0) ? $0 : nil }
        for written in ids {
            let needles = ["id=\"\(written)\"", "id='\(written)'", "name=\"\(written)\""]
            for path in own.map({ [$0] }) ?? map.markdownSources.sorted() {
                var found: SourceLocation?
                var from = 0
                for _ in 0...occurrence {
                    guard let next = find(needles, in: path, asURL: false, skipping: from) else { break }
                    found = next.location
                    from = next.offset + 1
                }
                if let found { return (found, written) }
            }
        }
        let needles = ["id=\"\(id)\"", "id='\(id)'", "name=\"\(id)\""]
        return templateLocation(for: page, needles: needles).map { ($0, id) }
    }

    /// The template that wrote `page`, as the user sees its path.
    func templateOrigin(of page: String) -> String? {
        guard let kind = map.kinds[page] else { return nil }
        return map.theme.origins[kind.templateName + ".mustache"]
    }

    /// The Markdown file of `page` first, then every other one.
    private func markdownCandidates(for page: String) -> [String] {
        let all = map.markdownSources.sorted()
        guard let own = map.owners[page]?.path, SitePaths.isMarkdown(own) else { return all }
        return [own] + all.filter { $0 != own }
    }

    /// What a template line that writes `url` contains: the URL without its climb to the site root.
    private func templateNeedles(forURL url: String, onPage page: String) -> [String] {
        var tail = Substring(url)
        while tail.hasPrefix("../") { tail = tail.dropFirst(3) }
        while tail.hasPrefix("./") { tail = tail.dropFirst(2) }
        return tail.isEmpty ? [] : [String(tail)]
    }

    /// The first line of the page's template, then of the other templates, that holds one of `needles`.
    private func templateLocation(for page: String, needles: [String]) -> SourceLocation? {
        guard !needles.isEmpty else { return nil }
        let own = map.kinds[page].map { $0.templateName + ".mustache" }
        let names = map.theme.files.keys.filter { $0.hasSuffix(".mustache") }.sorted()
        for name in (own.map { [$0] } ?? []) + names.filter({ $0 != own }) {
            guard let data = map.theme.files[name] else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if let found = Self.position(ofAny: needles, in: text, asURL: false) {
                return SourceLocation(path: map.theme.origins[name] ?? name, line: found.line, column: found.column)
            }
        }
        return nil
    }

    private mutating func find(_ needles: [String], in path: String, asURL: Bool) -> SourceLocation? {
        find(needles, in: path, asURL: asURL, skipping: 0)?.location
    }

    /// The first of `needles` in the file at `path` from the scalar offset `skipping` on, and its offset.
    private mutating func find(_ needles: [String], in path: String, asURL: Bool, skipping: Int) -> (location: SourceLocation, offset: Int)? {
        if texts[path] == nil {
            texts[path] = .some((try? Data(contentsOf: sourceFolder.appendingPathComponent(path)))
                .map { Array(String(decoding: $0, as: UTF8.self).unicodeScalars) })
        }
        guard let scalars = texts[path] ?? nil,
              let found = Self.position(ofAny: needles, in: scalars, asURL: asURL, from: skipping) else { return nil }
        return (SourceLocation(path: path, line: found.line, column: found.column), found.offset)
    }

    /// The 1-based line and column of the first of `needles` found in `text`. As a URL, a needle counts only
    /// where a URL can stand (after `(`, `<`, a quote, a space or `:`, and before `)`, `>`, a quote, a space,
    /// `#` or the line's end); a Markdown link or image `[…](url)` is placed at its `[` or `!`.
    static func position(ofAny needles: [String], in text: String, asURL: Bool, from offset: Int = 0) -> (line: Int, column: Int, offset: Int)? {
        position(ofAny: needles, in: Array(text.unicodeScalars), asURL: asURL, from: offset)
    }

    static func position(ofAny needles: [String], in scalars: [Unicode.Scalar], asURL: Bool, from offset: Int = 0)
        -> (line: Int, column: Int, offset: Int)?
    {
        var best: (line: Int, column: Int, offset: Int)?
        for needle in needles where !needle.isEmpty {
            let pattern = Array(needle.unicodeScalars)
            var start = offset
            while start + pattern.count <= scalars.count {
                guard let first = firstMatch(pattern, in: scalars, from: start) else { break }
                start = first + 1
                if asURL {
                    let before: Unicode.Scalar = first > 0 ? scalars[first - 1] : "\n"
                    let afterIndex = first + pattern.count
                    let after: Unicode.Scalar = afterIndex < scalars.count ? scalars[afterIndex] : "\n"
                    guard "(<\"' \t\n:".unicodeScalars.contains(before), ")>\"' \t\n\r#".unicodeScalars.contains(after) else { continue }
                }
                var at = first
                if asURL, first >= 2, scalars[first - 1] == "(", scalars[first - 2] == "]" {
                    at = openingBracket(before: first - 2, in: scalars) ?? first
                }
                // The needles are alternatives: the earliest in the text wins.
                if best == nil || first < best!.offset {
                    let (line, column) = lineAndColumn(of: at, in: scalars)
                    best = (line, column, first)
                }
                break
            }
        }
        return best
    }

    private static func firstMatch(_ pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard !pattern.isEmpty, scalars.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= scalars.count {
            if scalars[index] == pattern[0], scalars[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The `[` (or the `!` before it) that the `]` at `close` ends, on the same paragraph.
    private static func openingBracket(before close: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            switch scalars[index] {
            case "]": depth += 1
            case "[":
                depth -= 1
                if depth == 0 { return index > 0 && scalars[index - 1] == "!" ? index - 1 : index }
            case "\n" where index > 0 && scalars[index - 1] == "\n": return nil
            default: break
            }
            index -= 1
        }
        return nil
    }

    private static func lineAndColumn(of offset: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var counter = LineColumnCounter()
        for scalar in scalars[..<offset] { counter.advance(over: scalar) }
        return (counter.line, counter.column)
    }
}
