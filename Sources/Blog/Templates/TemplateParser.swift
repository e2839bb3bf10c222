// Parsing Mustache text into a `Template`, with swift-mustache's syntax and its standalone-line rules.

/// A template that could not be parsed: the message and the 1-based line and column of the tag at fault.
struct TemplateSyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// Parses the Mustache dialect of hummingbird-project/swift-mustache, which themes were written for:
/// the Mustache spec (variables, sections, inverted sections, comments, partials, set delimiters,
/// inheritance with `{{< parent}}` and `{{$block}}`, dynamic names `{{>*field}}`) plus its transforms
/// (`{{uppercased(title)}}`) and `{{% CONTENT_TYPE: TEXT}}`. A tag alone on its line ("standalone":
/// sections, comments, partials, blocks, delimiter changes) leaves no blank line behind.
struct TemplateParser {
    private let bytes: [UInt8]
    private var position = 0
    private var partialReferences: [(name: String, offset: Int)] = []
    /// The last position `position(of:)` found: its byte offset and line and column.
    private var positionCursor = (offset: 0, counter: LineColumnCounter())

    /// Parses `text`, or throws the first syntax error.
    static func parse(_ text: String) throws(TemplateSyntaxError) -> Template {
        var parser = TemplateParser(bytes: Array(text.utf8))
        do {
            let nodes = try parser.parseNodes(State())
            let references = parser.partialReferences.map { reference in
                let (line, column) = parser.position(of: reference.offset)
                return (reference.name, line, column)
            }
            return Template(nodes: nodes, partialReferences: references)
        } catch {
            let (line, column) = parser.position(of: error.offset)
            throw TemplateSyntaxError(message: error.message, line: line, column: column)
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// A problem and the byte offset of the tag it is about.
    private struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// What the parser knows at a point of the text.
    private struct State {
        /// The section being parsed (its name as written) and the offset of its opening tag.
        var section: (name: String, offset: Int)?
        /// Whether only spaces and tabs have come since the start of the line: a tag here may stand alone.
        var startsLine = true
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        /// Inside `{{< parent}}…{{/parent}}`: directly (where only block overrides may be), or deeper.
        var inParent = false
        var atParentTopLevel = false
        /// Inside an override: the indentation of its first line, taken off every following line.
        var overrideIndentation: Int?

        /// How many sections, parents and blocks enclose this point.
        var depth = 0

        func entering(section name: String, at offset: Int, startsLine: Bool) -> State {
            var state = self
            state.depth += 1
            state.section = (name, offset)
            state.atParentTopLevel = false
            state.startsLine = startsLine
            return state
        }
    }

    // MARK: Nodes

    /// How deep sections, parents and blocks may nest: far deeper than a theme needs, and shallow enough that
    /// parsing, rendering and freeing the tree (each recursive) never exhaust a thread's stack.
    static let maxNesting = 100

    private mutating func parseNodes(_ initial: State) throws(Failure) -> [TemplateNode] {
        if initial.depth > Self.maxNesting, let section = initial.section {
            throw Failure(message: "sections and blocks nest more than \(Self.maxNesting) deep here", offset: section.offset)
        }
        var state = initial
        var nodes: [TemplateNode] = []
        // Spaces and tabs that began the line: written with the next text or tag, or dropped with a
        // standalone tag.
        var indentation: [UInt8] = []
        func flushIndentation() {
            if !indentation.isEmpty { nodes.append(.text(indentation)) }
            indentation = []
        }
        while position < bytes.count {
            if state.startsLine {
                let spaces = readSpacesAndTabs()
                if state.inParent && !state.atParentTopLevel {
                    if let base = state.overrideIndentation {
                        indentation = Array(spaces.dropFirst(base))
                    } else {
                        state.overrideIndentation = spaces.count
                    }
                } else {
                    indentation = spaces
                }
            }
            let (text, stop) = readText(until: state.open)
            if stop == .newline {
                position += 1
                nodes.append(.text(indentation + text + [UInt8(ascii: "\n")]))
                state.startsLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(indentation + text))
                indentation = []
                state.startsLine = false
            }
            if stop == .end { break }

            let tagStart = position - state.open.count
            guard position < bytes.count else { throw Failure(message: "the tag is not closed", offset: tagStart) }
            var standalone = false
            switch bytes[position] {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = bytes[position] == UInt8(ascii: "^")
                position += 1
                let (raw, name) = try readName(state, tagStart: tagStart)
                standalone = isStandalone(state)
                if !standalone { flushIndentation() }
                let body = try parseNodes(state.entering(section: raw, at: tagStart, startsLine: standalone))
                nodes.append(inverted ? .invertedSection(name, body: body) : .section(name, body: body))

            case UInt8(ascii: "/"):
                position += 1
                let (raw, _) = try readName(state, tagStart: tagStart)
                guard let section = state.section else {
                    throw Failure(message: "'{{/\(raw)}}' closes no open section", offset: tagStart)
                }
                guard raw == section.name else {
                    throw Failure(message: "'{{/\(raw)}}' does not close the open section '\(section.name)'", offset: tagStart)
                }
                if !isStandalone(state) { flushIndentation() }
                return nodes

            case UInt8(ascii: "!"):
                position += 1
                guard let end = find(state.close, from: position) else {
                    throw Failure(message: "the comment is not closed", offset: tagStart)
                }
                position = end + state.close.count
                standalone = isStandalone(state)

            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = bytes[position] == UInt8(ascii: "{")
                flushIndentation()
                position += 1
                let (_, name) = try readName(state, tagStart: tagStart)
                if triple {
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else {
                        throw Failure(message: "'{{{' is not closed by '}}}'", offset: tagStart)
                    }
                    position += 1
                }
                nodes.append(.variable(name, escaped: false))

            case UInt8(ascii: ">"):
                position += 1
                skipWhitespace()
                let isDynamic = position < bytes.count && bytes[position] == UInt8(ascii: "*")
                if isDynamic { position += 1 }
                let name = try readPartialName(state, tagStart: tagStart)
                if !isDynamic { partialReferences.append((name, tagStart)) }
                if !indentation.isEmpty { nodes.append(.text(indentation)) }
                standalone = isStandalone(state)
                nodes.append(.partial(name: name, isDynamic: isDynamic, indentation: standalone ? indentation : [],
                                      overrides: nil, tag: tagPosition(tagStart)))
                indentation = []

            case UInt8(ascii: "<"):
                position += 1
                skipWhitespace()
                let raw = try readPartialName(state, tagStart: tagStart)
                let isDynamic = raw.first == "*"
                let name = isDynamic ? String(raw.dropFirst()) : raw
                if !isDynamic { partialReferences.append((name, tagStart)) }
                if !indentation.isEmpty { nodes.append(.text(indentation)) }
                standalone = isStandalone(state)
                var inner = state.entering(section: raw, at: tagStart, startsLine: true)
                inner.inParent = true
                inner.atParentTopLevel = true
                var overrides: [String: [TemplateNode]] = [:]
                for node in try parseNodes(inner) {
                    switch node {
                    case .blockOverride(let name, let body): overrides[name] = body
                    case .text: break
                    default:
                        throw Failure(message: "only '{{$block}}' overrides may be inside '{{<\(raw)}}'", offset: tagStart)
                    }
                }
                nodes.append(.partial(name: name, isDynamic: isDynamic, indentation: indentation, overrides: overrides,
                                      tag: tagPosition(tagStart)))
                indentation = []

            case UInt8(ascii: "$"):
                position += 1
                let (raw, name) = try readName(state, tagStart: tagStart)
                guard name.transforms.isEmpty else {
                    throw Failure(message: "a block's name cannot have a transform: '\(raw)'", offset: tagStart)
                }
                if state.atParentTopLevel {
                    standalone = isStandalone(state)
                    let body = try parseNodes(state.entering(section: raw, at: tagStart, startsLine: standalone))
                    nodes.append(.blockOverride(name: raw, body: body))
                } else {
                    if !indentation.isEmpty { nodes.append(.text(indentation)) }
                    standalone = isStandalone(state)
                    let body = try parseNodes(state.entering(section: raw, at: tagStart, startsLine: standalone))
                    nodes.append(.block(name: raw, defaultBody: body, indentation: indentation, tag: tagPosition(tagStart)))
                    indentation = []
                }

            case UInt8(ascii: "="):
                position += 1
                try readDelimiters(&state, tagStart: tagStart)
                standalone = isStandalone(state)

            case UInt8(ascii: "%"):
                position += 1
                nodes.append(try readPragma(state, tagStart: tagStart))
                standalone = isStandalone(state)

            default:
                flushIndentation()
                let (_, name) = try readName(state, tagStart: tagStart)
                nodes.append(.variable(name, escaped: true))
            }
            state.startsLine = standalone
        }
        if let section = state.section {
            throw Failure(message: "the section '\(section.name)' is not closed", offset: section.offset)
        }
        return nodes
    }

    // MARK: Text

    private enum TextStop { case tag, newline, end }

    /// The text up to the next tag (whose opening delimiter is consumed) or newline (not consumed).
    private mutating func readText(until open: [UInt8]) -> ([UInt8], TextStop) {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") { return (Array(bytes[start..<position]), .newline) }
            if byte == open[0] && matches(open, at: position) {
                let text = Array(bytes[start..<position])
                position += open.count
                return (text, .tag)
            }
            position += 1
        }
        return (Array(bytes[start..<position]), .end)
    }

    private mutating func readSpacesAndTabs() -> [UInt8] {
        let start = position
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        return Array(bytes[start..<position])
    }

    /// Whether the tag just read stands alone on its line; if so, the rest of the line is consumed.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.startsLine else { return false }
        if position == bytes.count { return true }
        var end = position
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") {
            position = end + 1
            return true
        }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\r"), bytes[end + 1] == UInt8(ascii: "\n") {
            position = end + 2
            return true
        }
        return false
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        for index in delimiter.indices where bytes[offset + index] != delimiter[index] { return false }
        return true
    }

    private func find(_ delimiter: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index + delimiter.count <= bytes.count {
            if matches(delimiter, at: index) { return index }
            index += 1
        }
        return nil
    }

    // MARK: Names

    private static func isNameByte(_ byte: UInt8, brackets: Bool, slash: Bool = false) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"):
            true
        case UInt8(ascii: "("), UInt8(ascii: ")"): brackets
        case UInt8(ascii: "/"): slash
        default: false
        }
    }

    /// Reads `name` or `transform(name)` and the closing delimiter; returns the name as written and parsed.
    private mutating func readName(_ state: State, tagStart: Int) throws(Failure) -> (String, TemplateName) {
        skipWhitespace()
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], brackets: true) { position += 1 }
        let raw = String(decoding: bytes[start..<position], as: UTF8.self)
        try readClose(state, tagStart: tagStart)
        guard let name = Self.parseName(raw) else {
            throw Failure(message: "'\(raw)' is not a name or a transform like 'uppercased(name)'", offset: tagStart)
        }
        return (raw, name)
    }

    /// Reads a partial's name (which may hold `/`) and the closing delimiter.
    private mutating func readPartialName(_ state: State, tagStart: Int) throws(Failure) -> String {
        skipWhitespace()
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], brackets: true, slash: true) { position += 1 }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        try readClose(state, tagStart: tagStart)
        return name
    }

    private mutating func readClose(_ state: State, tagStart: Int) throws(Failure) {
        skipWhitespace()
        guard matches(state.close, at: position) else {
            let close = String(decoding: state.close, as: UTF8.self)
            throw Failure(message: "the tag is not closed by '\(close)', or its name holds a character names cannot have",
                          offset: tagStart)
        }
        position += state.close.count
    }

    /// `a(b(name))` → name with transforms `[a, b]`; nil when the brackets do not pair up.
    private static func parseName(_ raw: String) -> TemplateName? {
        var transforms: [String] = []
        var rest = Substring(raw)
        while let open = rest.firstIndex(of: "(") {
            let transform = rest[..<open]
            guard !transform.contains(")") else { return nil }
            transforms.append(String(transform))
            rest = rest[rest.index(after: open)...]
        }
        let name = rest.prefix { $0 != ")" }
        let closing = rest.dropFirst(name.count)
        guard closing.count == transforms.count, closing.allSatisfy({ $0 == ")" }) else { return nil }
        let lookup: TemplateName.Lookup
        if name == "." {
            lookup = .current
        } else if name.isEmpty {
            lookup = transforms.isEmpty ? .current : .listPosition
        } else {
            let parts = name.split(separator: ".").map(String.init)
            lookup = parts.isEmpty ? .current : name.first == "." ? .anchored(parts) : .climbing(parts)
        }
        return TemplateName(lookup: lookup, transforms: transforms)
    }

    // MARK: Delimiters and pragmas

    /// `{{=<% %>=}}`: the new opening and closing delimiters.
    private mutating func readDelimiters(_ state: inout State, tagStart: Int) throws(Failure) {
        let failure = Failure(message: "a delimiter change is written '{{=<% %>=}}'", offset: tagStart)
        skipWhitespace()
        let openStart = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]) { position += 1 }
        let open = Array(bytes[openStart..<position])
        skipWhitespace()
        let closeStart = position
        while position < bytes.count, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: "=") { position += 1 }
        let close = Array(bytes[closeStart..<position])
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "="), !open.isEmpty, !close.isEmpty else { throw failure }
        position += 1
        guard matches(state.close, at: position) else { throw failure }
        position += state.close.count
        state.open = open
        state.close = close
        state.atParentTopLevel = false
    }

    /// `{{% CONTENT_TYPE: HTML}}` or `TEXT`.
    private mutating func readPragma(_ state: State, tagStart: Int) throws(Failure) -> TemplateNode {
        func word() -> String {
            skipWhitespace()
            let start = position
            while position < bytes.count, Self.isNameByte(bytes[position], brackets: false) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
        let failure = Failure(message: "the only setting is '{{% CONTENT_TYPE: HTML}}' or 'TEXT'", offset: tagStart)
        guard word() == "CONTENT_TYPE" else { throw failure }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure }
        position += 1
        let value = word()
        try readClose(state, tagStart: tagStart)
        switch value {
        case "HTML": return .contentType(escapesHTML: true)
        case "TEXT": return .contentType(escapesHTML: false)
        default: throw failure
        }
    }

    // MARK: Positions

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
    private mutating func position(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(offset, bytes.count)
        // Tags are met in the order they are written: count on from the last position asked for, so
        // locating every tag of a template costs one pass over it.
        if offset < positionCursor.offset { positionCursor = (0, LineColumnCounter()) }
        var (at, counter) = positionCursor
        while at < offset {
            counter.advance(overUTF8: bytes[at])
            at += 1
        }
        positionCursor = (offset, counter)
        return (counter.line, counter.column)
    }

    /// The position of the tag at `offset`.
    private mutating func tagPosition(_ offset: Int) -> TagPosition {
        let (line, column) = position(of: offset)
        return TagPosition(line: line, column: column)
    }
}
