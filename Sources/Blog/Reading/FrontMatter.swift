// Splitting a Markdown file into its front matter and body: YAML between `---` lines parsed with Yams, or TOML
// between `+++` lines (Hugo, Zola) read by TOMLFrontMatter into the same nodes.
import Foundation
import Yams

/// A file's front matter as a mapping of keys to nodes, with locations in the file.
struct FrontMatter {
    /// How deep lists, mappings and dotted keys may nest (docs/security.md).
    static let maxDepth = 32
    /// How many values front matter may hold, aliases expanded.
    static let maxNodes = 10_000
    /// How many bytes its scalars may hold, aliases expanded: a 10 KB string reused 6,000 times is 60 MB of tags.
    static let maxValueBytes = 1 << 20
    /// How many categories, and how many tags, one post may have: each category's page lists the post with all its
    /// categories, so the site grows with the square of their number (5,000 in one post wrote 2.1 GB).
    static let maxTermsPerPost = 100

    /// The file's path relative to the site root.
    var path: String
    /// Keys in the order written, with their nodes.
    var entries: [(key: String, keyNode: Node, value: Node)] = [] {
        didSet { hasKeysInCapitals = entries.contains { $0.key.utf8.contains { (0x41...0x5A).contains($0) || $0 >= 0x80 } } }
    }
    /// Whether a key has a capital or a letter other than ASCII, which a look-up in lower case must lower-case. Most
    /// front matter has none: then a look-up of a key it lacks (a post's reader asks for a dozen) reads each key once.
    private var hasKeysInCapitals = false
    /// Places the YAML's marks in the file (its first line is line 2 when the file starts with `---`).
    var yamlLocator: YAMLLocator
    /// The Markdown after the front matter.
    var body: String
    /// The file line of the body's first line.
    var bodyFirstLine: Int
    /// The places of nodes that carry no YAML mark (TOML front matter's values and their list items).
    var unmarkedLocations: [(node: Node, location: SourceLocation)] = []

    /// The value of `key` (lower case), if present.
    subscript(key: String) -> Node? { entry(key)?.value }

    /// The entry of `key`, written in any case when no entry has it as written: Hugo lower-cases the keys it reads,
    /// and its posts often have `Title:`, `Date:` or `Categories = […]`, which would otherwise be left unread.
    private func entry(_ key: String) -> (key: String, keyNode: Node, value: Node)? {
        // Lower-casing leaves a key without capitals or other than ASCII as it is: such a key, not equal to `key`
        // as written, cannot equal it lower-cased, and is passed over without making a string (most keys, and
        // most look-ups, of optional keys a post does not have).
        if let entry = entries.first(where: { $0.key == key }) { return entry }
        // Most front matter has no key in capitals: then nothing is lower-cased (a post's reader asks for a dozen
        // keys it does not have, every one of which passed over every key again).
        guard hasKeysInCapitals else { return nil }
        return entries.first { $0.key.utf8.contains { (0x41...0x5A).contains($0) || $0 >= 0x80 } && $0.key.lowercased() == key }
    }

    /// The file location of a node (Yams marks are 1-based inside the YAML text; TOML values are looked up).
    func location(of node: Node?) -> SourceLocation {
        if let node, node.mark == nil, let found = unmarkedLocations.first(where: { $0.node == node }) { return found.location }
        return yamlLocator.location(node?.mark)
    }

    /// The location of `key`'s key, or of the front matter's start.
    func location(ofKey key: String) -> SourceLocation {
        guard let entry = entry(key) else { return yamlLocator.location(nil) }
        return entry.keyNode.mark == nil ? location(of: entry.value) : location(of: entry.keyNode)
    }

    /// Whether `line` is `fence` followed only by spaces, tabs or a carriage return.
    static func isFence(_ line: Substring, _ fence: String) -> Bool {
        guard line.utf8.starts(with: fence.utf8) else { return false }
        return line.utf8.dropFirst(fence.utf8.count).allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
    }

    /// Splits `text` (a whole file) and parses its front matter. A file without `---` (YAML) or `+++` (TOML)
    /// on its first line has an empty front matter. Throws a diagnostic for YAML or TOML that does not parse
    /// or YAML that is not a mapping.
    static func parse(_ text: String, path: String) throws(DiagnosticError) -> FrontMatter {
        // Only the front matter is split into lines; the body is cut off as one substring. A byte-order mark that
        // Windows editors write before the fence is no text.
        var lineStart = text.unicodeScalars.first == "\u{FEFF}" ? text.unicodeScalars.index(after: text.startIndex) : text.startIndex
        func nextLine() -> Substring? {
            guard lineStart < text.endIndex else { return nil }
            // Lines end at "\n", "\r\n" or a lone "\r", as in YAML, CommonMark and editors. Search bytes, not
            // Characters: in Swift "\r\n" is one Character that is neither "\n" nor "\r".
            let utf8 = text.utf8
            let end = utf8[lineStart...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? text.endIndex
            let line = text[lineStart..<end]
            lineStart = end
            if lineStart < text.endIndex {
                let isCarriageReturn = utf8[lineStart] == UInt8(ascii: "\r")
                lineStart = utf8.index(after: lineStart)
                if isCarriageReturn, lineStart < text.endIndex, utf8[lineStart] == UInt8(ascii: "\n") { lineStart = utf8.index(after: lineStart) }
            }
            return line
        }
        guard let first = nextLine(), isFence(first, "---") || isFence(first, "+++") else {
            return FrontMatter(path: path, yamlLocator: YAMLLocator(text: "", path: path, firstLine: 1), body: text,
                               bodyFirstLine: 1)
        }
        let isTOML = isFence(first, "+++")
        var yamlLines: [Substring] = []
        var closed = false
        while let line = nextLine() {
            if isTOML ? isFence(line, "+++") : (isFence(line, "---") || isFence(line, "...")) { closed = true; break }
            yamlLines.append(line)
        }
        guard closed else {
            throw DiagnosticError(.error(
                "The front matter that starts on line 1 is never closed.", at: SourceLocation(path: path),
                notes: [isTOML ? "End it with a line '+++'." : "End it with a line '---'."]))
        }
        if isTOML {
            let toml = yamlLines.joined(separator: "\n")
            let (entries, locations) = try TOMLFrontMatter.entries(toml, path: path, firstLine: 2)
            var matter = FrontMatter(path: path, yamlLocator: YAMLLocator(text: "", path: path, firstLine: 1),
                                     body: String(text[lineStart...]), bodyFirstLine: yamlLines.count + 3,
                                     unmarkedLocations: locations)
            matter.entries = entries   // after the initialiser, so that `hasKeysInCapitals` is set
            return matter
        }
        let yaml = yamlLines.joined(separator: "\n")
        // The closing fence follows the YAML: a mark at the YAML's end is at the start of the fence's line.
        var matter = FrontMatter(
            path: path, yamlLocator: YAMLLocator(text: yaml, path: path, firstLine: 2, continuesOnNextLine: true),
            body: String(text[lineStart...]), bodyFirstLine: yamlLines.count + 3)
        if let offset = YAMLValues.flowNestingPastLimit(yaml, limit: FrontMatter.maxDepth) {
            var counter = LineColumnCounter()
            for scalar in yaml.unicodeScalars.prefix(offset) { counter.advance(over: scalar) }
            throw DiagnosticError(.error("The front matter nests lists or mappings more than \(FrontMatter.maxDepth) deep; at most \(FrontMatter.maxDepth) are allowed.",
                                         at: SourceLocation(path: path, line: 1 + counter.line, column: counter.column)))
        }
        let node: Node?
        do {
            node = try YAMLValues.compose(yaml)
        } catch {
            throw DiagnosticError(YAMLErrors.diagnostic(for: error, at: matter.yamlLocator))
        }
        guard let node else { return matter }
        // Aliases are counted as often as they are used: `&a` reused 6,000 times in `tags:` made 6,000 copies of its
        // list downstream (the search index passed 10 GB).
        let size = YAMLValues.expandedSize(node, nodeLimit: FrontMatter.maxNodes, byteLimit: FrontMatter.maxValueBytes)
        if size.nodes > FrontMatter.maxNodes {
            throw DiagnosticError(.error("The front matter holds more than \(FrontMatter.maxNodes) values once its aliases (*name) are expanded; at most \(FrontMatter.maxNodes) are allowed.",
                                         at: matter.location(of: node)))
        }
        if size.bytes > FrontMatter.maxValueBytes {
            throw DiagnosticError(.error("The front matter's values hold more than \(FrontMatter.maxValueBytes) bytes once its aliases (*name) are expanded; at most \(FrontMatter.maxValueBytes) (1 MiB) are allowed.",
                                         at: matter.location(of: node)))
        }
        guard let mapping = node.mapping else {
            throw DiagnosticError(.error("The front matter must be a mapping of keys to values.", at: matter.location(of: node)))
        }
        matter.entries = mapping.map { key, value in (key.scalar?.string ?? "", key, value) }
        return matter
    }
}

/// A diagnostic thrown by a reader that cannot go on with a file.
struct DiagnosticError: Error {
    var diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// Converting Yams errors into diagnostics located in the file.
enum YAMLErrors {
    /// A diagnostic for `error` in the YAML that `locator` places in its file.
    static func diagnostic(for error: Error, at locator: YAMLLocator) -> Diagnostic {
        let path = locator.path, firstLine = locator.firstLine
        func at(_ mark: Mark) -> SourceLocation { locator.location(mark) }
        guard let yamlError = error as? YamlError else {
            return .error("Invalid YAML: \(error).", at: SourceLocation(path: path, line: firstLine))
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var message = "Invalid YAML: \(problem)"
            if let context { message += " (\(context.text) on line \(firstLine + context.mark.line - 1))" }
            return .error(message + ".", at: at(mark))
        case let .duplicatedKeysInMapping(duplicates, context):
            return .error("Duplicate key '\(duplicates.joined(separator: "', '"))'.", at: at(context.mark))
        case let .reader(problem, _, _, _):
            return .error("Invalid YAML: \(problem).", at: SourceLocation(path: path, line: firstLine))
        default:
            return .error("Invalid YAML: \(yamlError).", at: SourceLocation(path: path, line: firstLine))
        }
    }
}
