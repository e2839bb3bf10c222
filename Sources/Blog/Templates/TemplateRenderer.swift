// Rendering parsed templates with a page's `ContextValue` into UTF-8 bytes.

/// Renders one page: walks the template's nodes, looking names up in a stack of context values, and
/// appends the output to a byte buffer. Behaves as swift-mustache does on the same template and values.
struct TemplateRenderer {
    /// The theme's templates by name, for partials and parents.
    let templates: [String: [TemplateNode]]
    /// The output so far.
    private(set) var output: [UInt8] = []
    /// What the values printed so far need from the page (`HTMLText.needs`).
    private(set) var printedNeeds: PageNeeds = []
    /// The values the tags look names up in, innermost last.
    private var stack: [ContextValue]
    /// How many partials and blocks enclose the node being rendered.
    private var depth = 0
    /// Why rendering stopped early, and where; nil when it did not.
    private(set) var runaway: Runaway?
    /// Deeper than any real theme goes; shallow enough never to exhaust the thread's stack.
    static let maxDepth = 100
    /// The most nodes one page may render: a 100,000-post category page renders a few million. A partial
    /// that includes itself inside a section doubles its work at each level and meets this limit long
    /// before the depth limit (2^100 steps).
    static let maxSteps = 20_000_000
    /// The most bytes one page may hold.
    static let maxOutputBytes = 256 << 20
    /// The most nodes this page may render: `maxSteps` but in tests of the limit itself.
    private let stepLimit: Int
    /// The nodes rendered so far.
    private var steps = 0
    /// The template whose nodes are being rendered.
    private var currentTemplate: String
    /// The innermost partial or block tag being expanded: its name, the template it is in, its position.
    private var innermostTag: (name: String, template: String, tag: TagPosition)?

    /// Why a page's rendering was stopped: at the tag `name` in `template`, at `tag`.
    struct Runaway: Equatable {
        enum Reason: Equatable { case depth, work }
        var reason: Reason
        var name: String
        var template: String
        var tag: TagPosition
    }

    init(templates: [String: [TemplateNode]], context: ContextValue, template: String, capacity: Int = 0,
         stepLimit: Int = TemplateRenderer.maxSteps) {
        self.templates = templates
        self.stepLimit = stepLimit
        stack = [context]
        currentTemplate = template
        output.reserveCapacity(capacity)
    }

    /// What holds for the nodes being rendered besides the stack.
    struct Frame {
        /// Written before every line of a standalone partial's output (after its first).
        var indentation: [UInt8] = []
        /// The block overrides of the enclosing `{{< parent}}` tags; the outermost wins.
        var overrides: [String: [TemplateNode]] = [:]
        /// The position in the list whose item is on top of the stack, for `first()` and friends.
        var listPosition: ListPosition?
        var escapesHTML = true
    }

    struct ListPosition {
        var index: Int
        var isLast: Bool
    }

    /// Renders `nodes`; with an indentation, every line after the first starts with it.
    mutating func render(_ nodes: [TemplateNode], _ initial: Frame) {
        var frame = initial
        if frame.indentation.isEmpty {
            for node in nodes { render(node, &frame) }
            return
        }
        let start = output.count
        for node in nodes {
            let mark = output.count
            render(node, &frame)
            if output.count > mark, mark > start, output[mark - 1] == UInt8(ascii: "\n") {
                output.insert(contentsOf: frame.indentation, at: mark)
            }
        }
    }

    private mutating func render(_ node: TemplateNode, _ frame: inout Frame) {
        guard runaway == nil else { return }
        steps += 1
        if steps > stepLimit || output.count > Self.maxOutputBytes {
            let culprit = innermostTag ?? (currentTemplate, currentTemplate, TagPosition(line: 1, column: 1))
            runaway = Runaway(reason: .work, name: culprit.name, template: culprit.template, tag: culprit.tag)
            return
        }
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)

        case .variable(let name, let escaped):
            switch resolve(name, frame) {
            case .string(let text)?: append(text[...], escaped: escaped && frame.escapesHTML)
            case .html(let text)?:
                text.forEachPiece { append($0, escaped: escaped && frame.escapesHTML) }
                printedNeeds.formUnion(text.needs)
            case .int(let number)?: output.append(contentsOf: String(number).utf8)
            case .bool(let flag)?: output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .list?, .object?, nil: break
            }

        case .section(let name, let body):
            switch resolve(name, frame) {
            case nil: break
            case .bool(let flag)?: if flag { render(body, frame) }
            case .list(let items)?:
                var inner = frame
                for (index, item) in items.enumerated() {
                    inner.listPosition = ListPosition(index: index, isLast: index == items.count - 1)
                    stack.append(item)
                    render(body, inner)
                    stack.removeLast()
                }
            case let value?:
                var inner = frame
                inner.listPosition = nil
                stack.append(value)
                render(body, inner)
                stack.removeLast()
            }

        case .invertedSection(let name, let body):
            switch resolve(name, frame) {
            case nil: render(body, frame)
            case .bool(let flag)?: if !flag { render(body, frame) }
            case .list(let items)? where items.isEmpty:
                var inner = frame
                inner.listPosition = nil
                stack.append(.list(items))
                render(body, inner)
                stack.removeLast()
            case .list?, .string?, .html?, .int?, .object?: break
            }

        case .partial(let name, let isDynamic, let indentation, let overrides, let tag):
            let templateName: String
            if isDynamic {
                guard case .string(let value)? = resolve(TemplateName(lookup: .climbing([name]), transforms: []), frame) else { return }
                templateName = value
            } else {
                templateName = name
            }
            guard let nodes = templates[templateName] else { return }
            let outer = (template: currentTemplate, tag: innermostTag)
            guard enter(templateName, at: tag) else { return }
            var inner = Frame(indentation: frame.indentation + indentation, overrides: frame.overrides)
            if let overrides {
                inner.overrides.merge(overrides) { outer, _ in outer }
            }
            currentTemplate = templateName
            render(nodes, inner)
            leave(to: outer)

        case .block(let name, let defaultBody, let indentation, let tag):
            let outer = (template: currentTemplate, tag: innermostTag)
            guard enter("$" + name, at: tag) else { return }
            var inner = frame
            inner.indentation += indentation
            inner.listPosition = nil
            render(frame.overrides[name] ?? defaultBody, inner)
            leave(to: outer)

        case .blockOverride:
            break

        case .contentType(let escapesHTML):
            frame.escapesHTML = escapesHTML
        }
    }

    /// Goes one partial or block deeper through the tag at `tag` of the current template, unless that is
    /// too deep (then records why and answers false).
    private mutating func enter(_ name: String, at tag: TagPosition) -> Bool {
        guard depth < Self.maxDepth else {
            if runaway == nil { runaway = Runaway(reason: .depth, name: name, template: currentTemplate, tag: tag) }
            return false
        }
        depth += 1
        innermostTag = (name, currentTemplate, tag)
        return true
    }

    /// Comes back out of a partial or block to the template and tag that enclosed it.
    private mutating func leave(to outer: (template: String, tag: (name: String, template: String, tag: TagPosition)?)) {
        depth -= 1
        currentTemplate = outer.template
        innermostTag = outer.tag
    }

    // MARK: Names

    /// The value `name` stands for here, transforms applied; nil when it has none.
    private func resolve(_ name: TemplateName, _ frame: Frame) -> ContextValue? {
        var value: ContextValue
        var transforms = name.transforms[...]
        switch name.lookup {
        case .current:
            value = stack[stack.count - 1]
        case .anchored(let parts):
            guard let found = Self.lookUp(parts[...], in: stack[stack.count - 1]) else { return nil }
            value = found
        case .climbing(let parts):
            var found: ContextValue?
            for candidate in stack.reversed() {
                found = candidate[parts[0]]
                if found != nil { break }
            }
            guard let found, let rest = Self.lookUp(parts.dropFirst(), in: found) else { return nil }
            value = rest
        case .listPosition:
            guard let position = frame.listPosition, let innermost = transforms.popLast(),
                  let result = position.transform(innermost) else { return nil }
            value = result
        }
        while let transform = transforms.popLast() {
            guard let result = value.transform(transform) else { return nil }
            value = result
        }
        return value
    }

    private static func lookUp(_ parts: ArraySlice<String>, in value: ContextValue) -> ContextValue? {
        var value = value
        for part in parts {
            guard let child = value[part] else { return nil }
            value = child
        }
        return value
    }

    // MARK: Escaping

    /// Appends `text`, with `& < > " '` escaped as HTML when `escaped`, and the characters XML forbids (C0 controls
    /// but tab and line breaks, DEL, U+FFFE, U+FFFF) replaced by U+FFFD: a pasted form feed in a title must not make a
    /// page or feed unreadable (`HTMLEscaping.isForbiddenInXML`).
    private mutating func append(_ text: Substring, escaped: Bool) {
        var text = text
        text.withUTF8 { bytes in
            guard escaped, Self.needsEscaping(bytes) else {
                output.append(contentsOf: bytes)
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
                case 0x09, 0x0A, 0x0D: output.append(byte)
                case 0..<0x20, 0x7F: output.append(contentsOf: Self.replacement)
                case 0xEF where Self.isNoncharacter(bytes, at: index):
                    output.append(contentsOf: Self.replacement)
                    index += 2
                default: output.append(byte)
                }
                index += 1
            }
        }
    }

    /// U+FFFD in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether U+FFFE or U+FFFF starts at `index` (0xEF 0xBF 0xBE or 0xBF).
    private static func isNoncharacter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE
    }

    /// Whether `bytes` hold anything `append` changes: a byte `escapedBytes` marks (0xEF only when it starts U+FFFE
    /// or U+FFFF).
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        escapedBytes.withUnsafeBufferPointer { marked in
            for index in bytes.indices where marked[Int(bytes[index])] {
                if bytes[index] != 0xEF || isNoncharacter(bytes, at: index) { return true }
            }
            return false
        }
    }

    /// By byte: whether `append` may change it (`& < > " '`, controls but tab and line breaks, DEL, and 0xEF).
    private static let escapedBytes: [Bool] = (0..<256).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F, 0xEF: return true
        case 0x09, 0x0A, 0x0D: return false
        case 0..<0x20: return true
        default: return false
        }
    }

}
