// Splitting a Markdown file into its YAML front matter and body, and parsing the YAML with Yams.
import Foundation
import Yams

/// A file's YAML front matter as a mapping of keys to nodes, with locations in the file.
struct FrontMatter {
    /// The file's path relative to the site root.
    var path: String
    /// Keys in the order written, with their nodes.
    var entries: [(key: String, keyNode: Node, value: Node)] = []
    /// Places the YAML's marks in the file (its first line is line 2 when the file starts with `---`).
    var yamlLocator: YAMLLocator
    /// The Markdown after the front matter.
    var body: String
    /// The file line of the body's first line.
    var bodyFirstLine: Int

    /// The value of `key`, if present.
    subscript(key: String) -> Node? { entries.first { $0.key == key }?.value }

    /// The file location of a node (Yams marks are 1-based inside the YAML text).
    func location(of node: Node?) -> SourceLocation { yamlLocator.location(node?.mark) }

    /// The location of `key`'s key, or of the front matter's start.
    func location(ofKey key: String) -> SourceLocation {
        location(of: entries.first { $0.key == key }?.keyNode)
    }

    /// Whether `line` is `fence` followed only by spaces, tabs or a carriage return.
    static func isFence(_ line: Substring, _ fence: String) -> Bool {
        guard line.utf8.starts(with: fence.utf8) else { return false }
        return line.utf8.dropFirst(fence.utf8.count).allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
    }

    /// Splits `text` (a whole file) and parses its front matter. A file without `---` on its first line
    /// has an empty front matter. Throws a diagnostic for YAML that does not parse or is not a mapping.
    static func parse(_ text: String, path: String) throws(DiagnosticError) -> FrontMatter {
        // Only the front matter is split into lines; the body is cut off as one substring.
        var lineStart = text.startIndex
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
        guard let first = nextLine(), isFence(first, "---") else {
            return FrontMatter(path: path, yamlLocator: YAMLLocator(text: "", path: path, firstLine: 1), body: text,
                               bodyFirstLine: 1)
        }
        var yamlLines: [Substring] = []
        var closed = false
        while let line = nextLine() {
            if isFence(line, "---") || isFence(line, "...") { closed = true; break }
            yamlLines.append(line)
        }
        guard closed else {
            throw DiagnosticError(.error(
                "The front matter that starts on line 1 is never closed.", at: SourceLocation(path: path),
                notes: ["End it with a line '---'."]))
        }
        let yaml = yamlLines.joined(separator: "\n")
        // The closing fence follows the YAML: a mark at the YAML's end is at the start of the fence's line.
        var matter = FrontMatter(
            path: path, yamlLocator: YAMLLocator(text: yaml, path: path, firstLine: 2, continuesOnNextLine: true),
            body: String(text[lineStart...]), bodyFirstLine: yamlLines.count + 3)
        let node: Node?
        do {
            node = try YAMLValues.compose(yaml)
        } catch {
            throw DiagnosticError(YAMLErrors.diagnostic(for: error, at: matter.yamlLocator))
        }
        guard let node else { return matter }
        guard let mapping = node.mapping else {
            throw DiagnosticError(.error("The front matter must be a mapping of keys to values.", at: matter.location(of: node)))
        }
        for (key, value) in mapping {
            matter.entries.append((key.scalar?.string ?? "", key, value))
        }
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
