// Fenced code blocks without a renderer of their own: highlighted at build time with Hugo's options.
import Foundation
import Highlight

/// How code blocks are written (`highlight:` in blog.yml).
public struct CodeHighlighting: Sendable, Hashable {
    /// Whether blocks naming a known language are highlighted (`highlight: false` writes them plain).
    public var isEnabled: Bool
    /// Whether blocks are numbered unless they say `linenos=false`.
    public var numbersLines: Bool

    /// Highlighting on, numbering off: what a site gets without a `highlight:` key.
    public init(isEnabled: Bool = true, numbersLines: Bool = false) {
        self.isEnabled = isEnabled
        self.numbersLines = numbersLines
    }

    /// Changes whenever the same block would be written differently (the lexers' version included).
    var cacheKey: String { "code:\(isEnabled ? 1 : 0)\(numbersLines ? 1 : 0)@\(CodeBlockHTML.version)" }

    /// How the block whose info string is `info` is highlighted, or `nil` to leave cmark's plain `<pre><code>`
    /// (highlighting off, no language, or an unknown language with no options). Problems in the options come back as
    /// warnings on the fence line.
    func plan(info: String) -> (block: PlannedCodeBlock, diagnostics: [FencedBlockDiagnostic])? {
        guard isEnabled else { return nil }
        let parts = CodeFenceInfo(info)
        guard !parts.language.isEmpty else { return nil }
        if Languages.canonicalName(of: parts.language) == nil && parts.attributes.isEmpty && !numbersLines { return nil }
        let (options, problems) = CodeBlockOptions.parse(parts.attributes, defaults: CodeBlockOptions(lineNumbers: numbersLines))
        let diagnostics = problems.map {
            FencedBlockDiagnostic(.warning, line: 0, column: parts.attributesColumn + max($0.column, 1) - 1, $0.message)
        }
        return (PlannedCodeBlock(language: parts.language, options: options), diagnostics)
    }
}

/// A code block to highlight: the language its info string names and its options.
struct PlannedCodeBlock {
    var language: String
    var options: CodeBlockOptions

    /// The HTML, as UTF-8, of the block whose text is the UTF-8 `code`: from `memo` when it has it.
    func html(of code: [UInt8], memo: CodeBlockMemo?) -> [UInt8] {
        if let memo, let html = memo.html(language: language, options: options, code: code) { return html }
        let html = CodeBlockHTML.utf8(of: code, language: language, options: options)
        memo?.store(html, language: language, options: options, code: code)
        return html
    }
}

/// An info string split as Hugo splits it: ```` ```swift {linenos=true, hl_lines=[2,"4-6"]} ````.
struct CodeFenceInfo {
    /// The first word: the language.
    var language: String
    /// The text inside `{…}` after the language, or "".
    var attributes: String
    /// The 1-based column of `attributes` in the info string.
    var attributesColumn: Int

    init(_ info: String) {
        if info.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { self.init(ascii: info) } else { self.init(characters: info) }
    }

    /// The split of an info string of ASCII other than CR, where a character is a byte: found in its bytes, not by
    /// breaking it into characters, which took more of a block's time than its options (every block has an info string).
    init(ascii info: String) {
        var info = info
        (language, attributes, attributesColumn) = info.withUTF8 { bytes in
            func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
            var start = 0, end = bytes.count
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            var wordEnd = start
            while wordEnd < end, !isBlank(bytes[wordEnd]), bytes[wordEnd] != UInt8(ascii: "{") { wordEnd += 1 }
            let language = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<wordEnd]), as: UTF8.self)
            var restStart = wordEnd
            while restStart < end, isBlank(bytes[restStart]) { restStart += 1 }
            guard restStart < end, bytes[restStart] == UInt8(ascii: "{"), bytes[end - 1] == UInt8(ascii: "}") else {
                return (language, "", 1)
            }
            return (language, String(decoding: UnsafeBufferPointer(rebasing: bytes[(restStart + 1)..<(end - 1)]), as: UTF8.self), restStart + 2)
        }
    }

    /// The split of any info string, by characters.
    init(characters info: String) {
        let trimmed = Self.trimmingWhitespace(info[...])
        let firstWord = trimmed.prefix { $0 != " " && $0 != "\t" && $0 != "{" }
        language = String(firstWord)
        let rest = Self.trimmingWhitespace(trimmed.dropFirst(firstWord.count))
        if rest.hasPrefix("{"), rest.hasSuffix("}") {
            attributes = String(rest.dropFirst().dropLast())
            let leading = info.prefix { $0 == " " || $0 == "\t" }.count
            attributesColumn = leading + (trimmed.count - rest.count) + 2
        } else {
            attributes = ""
            attributesColumn = 1
        }
    }

    /// `text` without leading and trailing spaces and tabs (Foundation's `.whitespaces`). Foundation is asked only
    /// when an end is white space or not ASCII: it goes through NSString, and nearly every info string is one word.
    private static func trimmingWhitespace(_ text: Substring) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return "" }
        if first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return String(text) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

/// Highlighted blocks kept between rebuilds of `blog serve`, so an edit re-highlights only the blocks it
/// changed. Bounded: it forgets everything past 64 MB of HTML.
public final class CodeBlockMemo: @unchecked Sendable {
    private struct Key: Hashable {
        var language: String
        var options: CodeBlockOptions
        var code: [UInt8]
    }

    private let lock = NSLock()
    private var entries: [Key: [UInt8]] = [:]
    private var bytes = 0
    private static let capacity = 64 << 20

    /// Hits and misses so far (tests read them).
    public private(set) var hits = 0
    public private(set) var misses = 0

    /// An empty memo.
    public init() {}

    func html(language: String, options: CodeBlockOptions, code: [UInt8]) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        let html = entries[Key(language: language, options: options, code: code)]
        if html == nil { misses += 1 } else { hits += 1 }
        return html
    }

    func store(_ html: [UInt8], language: String, options: CodeBlockOptions, code: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if bytes + html.count > Self.capacity {
            entries.removeAll()
            bytes = 0
        }
        entries[Key(language: language, options: options, code: code)] = html
        bytes += html.count + code.count
    }
}
