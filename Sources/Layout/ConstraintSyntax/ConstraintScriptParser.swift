// The public entry of the text syntax: feed lines (with their own line numbers), get a layout and errors.

/// The result of reading constraint text: the layout built from every valid line, and every error.
public struct ConstraintScript: Sendable {
    /// The layout; lines with errors are left out of it.
    public var layout: ConstraintLayout
    /// The errors, in order of position.
    public var errors: [ConstraintSyntaxError]
}

/// Reads the constraint syntax (docs/constraints.md) line by line. A host language — the
/// layout-diagram blocks — can feed it single lines with their original line numbers and the
/// column where the constraint text starts; nothing here knows about files.
///
/// ```swift
/// var parser = ConstraintScriptParser()
/// parser.parseLine("screen 375x667", lineNumber: 1)
/// parser.parseLine("view header in screen", lineNumber: 2)
/// let script = parser.finish()   // script.layout.solve()
/// ```
public struct ConstraintScriptParser: Sendable {
    private var statements: [ConstraintStatement] = []
    private var errors: [ConstraintSyntaxError] = []

    /// Creates an empty parser.
    public init() {}

    /// Reads a whole text, numbering its lines from 1. A line ends at "\n", "\r\n" or a lone "\r", as in
    /// editors and in the layout blocks of posts ("\r\n" is one `Character`, so it is named too).
    public static func parse(_ source: String) -> ConstraintScript {
        var parser = ConstraintScriptParser()
        let lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, line) in lines.enumerated() {
            parser.parseLine(line, lineNumber: offset + 1)
        }
        return parser.finish()
    }

    /// Parses one line (without its newline). `#` starts a comment; blank lines are ignored.
    /// - Parameters:
    ///   - lineNumber: the 1-based line number to report errors at.
    ///   - firstColumn: the column of the line's first character in the host text.
    public mutating func parseLine<S: StringProtocol>(_ text: S, lineNumber: Int, firstColumn: Int = 1) {
        var content = Substring(text)
        if let nul = content.unicodeScalars.firstIndex(of: "\0") {
            // Anywhere, a comment included: a NUL is never text someone meant to write.
            let column = firstColumn + content.unicodeScalars.distance(from: content.unicodeScalars.startIndex, to: nul)
            errors.append(ConstraintSyntaxError("a NUL character (U+0000) can't be part of a layout; remove it",
                                                at: SourcePosition(line: lineNumber, column: column)))
            return
        }
        if content.last == "\r" { content.removeLast() }
        if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
        let trimmed = content.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { return }
        do {
            if trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") {
                let column = firstColumn + content.unicodeScalars.count - trimmed.unicodeScalars.count
                var parser = VisualFormatParser(trimmed, line: lineNumber, firstColumn: column)
                statements.append(.visualFormat(try parser.parse()))
            } else {
                let tokens = try tokenize(content, line: lineNumber, firstColumn: firstColumn)
                var parser = ConstraintLineParser(tokens: tokens, line: lineNumber, text: String(content))
                statements.append(try parser.parse())
            }
        } catch {
            errors.append(error)
        }
    }

    /// Checks the names used against the declarations and builds the layout. Declarations are
    /// read first (a view's parent must be declared before it), then everything else in order.
    public func finish() -> ConstraintScript {
        var builder = ScriptBuilder(errors: errors)
        for statement in statements { builder.declare(statement) }
        for statement in statements { builder.apply(statement) }
        return ConstraintScript(layout: builder.layout, errors: builder.errors.sorted { $0.position < $1.position })
    }
}

/// Builds a `ConstraintLayout` from statements, collecting errors about names.
private struct ScriptBuilder {
    var layout = ConstraintLayout(rootName: "screen")
    var errors: [ConstraintSyntaxError]
    private var screenPosition: SourcePosition?
    /// How deep each declared view is below the root (its subviews are at 1).
    private var depths: [String: Int] = [:]
    /// Views refused for nesting deeper than `LayoutLimits.maximumDepth`, and their subviews: names
    /// that lines may use without another error, the depth error having said what is wrong.
    private var tooDeep: Set<String> = []
    /// How many more errors may carry a "did you mean" hint; each costs a look at every view name,
    /// so a file of thousands of bad names stays linear.
    private var hintsLeft = 100

    init(errors: [ConstraintSyntaxError]) { self.errors = errors }

    private var viewNames: [String] { layout.views.map(\.name) }

    mutating func declare(_ statement: ConstraintStatement) {
        switch statement {
        case .screen(let size, let position):
            if let earlier = screenPosition {
                errors.append(ConstraintSyntaxError("the screen size is already given on line \(earlier.line); remove one 'screen' line", at: position))
                return
            }
            screenPosition = position
            layout.rootSize = size
            layout.updateView(named: layout.rootName) { $0.location = position }
        case .direction(let direction):
            layout.direction = direction
        case .view(let name, let parent, let isScrollView):
            if name.name == layout.rootName {
                errors.append(ConstraintSyntaxError("'\(name.name)' is the root view and cannot be declared; give this view another name", at: name.position))
            } else if let existing = layout.view(named: name.name) {
                let line = existing.location.map { " on line \($0.line)" } ?? ""
                errors.append(ConstraintSyntaxError("view '\(name.name)' is already declared\(line); give this view another name", at: name.position))
            } else if tooDeep.contains(parent.name) {
                tooDeep.insert(name.name)
            } else if layout.view(named: parent.name) == nil {
                errors.append(ConstraintSyntaxError("unknown parent '\(parent.name)'\(hint(parent.name)); a parent must be declared before its subviews", at: parent.position))
            } else if depths[parent.name, default: 0] >= LayoutLimits.maximumDepth {
                tooDeep.insert(name.name)
                errors.append(ConstraintSyntaxError("view '\(name.name)' is nested \(LayoutLimits.maximumDepth + 1) levels deep; "
                    + "views nest at most \(LayoutLimits.maximumDepth) levels below the root (its subviews are level 1)", at: name.position))
            } else {
                depths[name.name] = depths[parent.name, default: 0] + 1
                layout.addView(LayoutView(name.name, in: parent.name, isScrollView: isScrollView, location: name.position))
            }
        default:
            break
        }
    }

    private mutating func hint(_ name: String) -> String {
        guard hintsLeft > 0 else { return "" }
        hintsLeft -= 1
        let suggested = didYouMean(name, among: viewNames)
        return suggested.isEmpty && name != layout.rootName ? "" : suggested
    }

    /// Reports an unknown name or a `.content` guide on a view that does not scroll.
    private mutating func check(_ reference: NameReference) -> Bool {
        if tooDeep.contains(reference.name) { return false }
        guard let view = layout.view(named: reference.name) else {
            let suggested = hintsLeft > 0 ? didYouMean(reference.name, among: viewNames) : ""
            hintsLeft -= 1
            errors.append(ConstraintSyntaxError("unknown view '\(reference.name)'"
                + (suggested.isEmpty ? "; declare it with 'view \(reference.name) in PARENT'" : suggested), at: reference.position))
            return false
        }
        if reference.needsScrollView && !view.isScrollView {
            errors.append(ConstraintSyntaxError("'\(reference.name)' is not a scroll view, so it has no 'content' guide; "
                + "declare it with 'scroll \(reference.name) in \(view.parent ?? "screen")'", at: reference.position))
            return false
        }
        return true
    }

    mutating func apply(_ statement: ConstraintStatement) {
        switch statement {
        case .screen, .direction, .view:
            break
        case .property(let reference, let property):
            guard check(reference) else { return }
            if case .contentOffset = property, layout.view(named: reference.name)?.isScrollView != true {
                errors.append(ConstraintSyntaxError("'\(reference.name)' is not a scroll view, so it has no offset; "
                    + "declare it with 'scroll \(reference.name) in PARENT'", at: reference.position))
                return
            }
            layout.updateView(named: reference.name) { view in
                switch property {
                case .contentOffset(let offset): view.contentOffset = offset
                case .intrinsicSize(let size): view.intrinsicSize = .fixed(width: size.width, height: size.height)
                case .hugging(let horizontal, let vertical): view.contentHugging = (horizontal, vertical)
                case .compressionResistance(let horizontal, let vertical): view.compressionResistance = (horizontal, vertical)
                }
            }
        case .constraints(let constraints, let references):
            var isValid = true
            for reference in references where !check(reference) { isValid = false }
            if isValid { layout.add(constraints) }
        case .toParent(var constraint, let reference):
            guard check(reference) else { return }
            guard let parent = layout.view(named: reference.name)?.parent else {
                errors.append(ConstraintSyntaxError("'\(constraint.first)' is a position of the root view, which has no parent to be relative to; "
                    + "constrain its subviews instead", at: reference.position))
                return
            }
            constraint.second = Anchor(.view(parent), constraint.first.attribute)
            layout.add([constraint])
        case .visualFormat(let line):
            applyVisualFormat(line)
        }
    }

    /// Expands a VFL line into constraints: H: lines use leading/trailing/width, V: lines
    /// top/bottom/height; `|` is the common parent of the views.
    private mutating func applyVisualFormat(_ line: VisualFormatLine) {
        var isValid = true
        for view in line.views where !check(view.name) { isValid = false }
        for predicate in line.views.flatMap(\.predicates) { if let other = predicate.view, !check(other) { isValid = false } }
        guard isValid else { return }
        let (lead, trail, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            line.isHorizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        var superview: String?
        if line.leadingEdge != nil || line.trailingEdge != nil {
            superview = layout.view(named: line.views[0].name.name)?.parent
            for view in line.views where layout.view(named: view.name.name)?.parent != superview {
                errors.append(ConstraintSyntaxError("'\(view.name.name)' is not a subview of '\(superview ?? "?")' like '\(line.views[0].name.name)'; "
                    + "'|' needs views with one common superview", at: view.name.position))
                return
            }
            if superview == nil {
                errors.append(ConstraintSyntaxError("the root view has no superview for '|'", at: line.position))
                return
            }
        }
        var constraints: [LayoutConstraint] = []
        func relate(_ first: Anchor, _ second: Anchor?, _ predicate: VisualFormatPredicate, multiplier: Double = 1) {
            var constraint = LayoutConstraint(first, predicate.relation, second, multiplier: multiplier,
                                              constant: predicate.constant, priority: predicate.priority, location: predicate.position)
            constraint.label = "\(constraint) in \(line.text)"
            constraints.append(constraint)
        }
        func anchor(_ name: String, _ attribute: LayoutAttribute) -> Anchor { Anchor(.view(name), attribute) }
        if let edge = line.leadingEdge, let superview {
            for predicate in edge.predicates.isEmpty ? [flush(edge)] : edge.predicates {
                relate(anchor(line.views[0].name.name, lead), anchor(superview, lead), predicate)
            }
        }
        for (index, view) in line.views.enumerated() {
            for predicate in view.predicates {
                if let other = predicate.view {
                    var sized = predicate
                    sized.constant = 0
                    relate(anchor(view.name.name, size), anchor(other.name, size), sized)
                } else {
                    relate(anchor(view.name.name, size), nil, predicate)
                }
            }
            if index + 1 < line.views.count {
                let link = line.connections[index]
                for predicate in link.predicates.isEmpty ? [flush(link)] : link.predicates {
                    relate(anchor(line.views[index + 1].name.name, lead), anchor(view.name.name, trail), predicate)
                }
            }
        }
        if let edge = line.trailingEdge, let superview, let last = line.views.last {
            for predicate in edge.predicates.isEmpty ? [flush(edge)] : edge.predicates {
                relate(anchor(superview, trail), anchor(last.name.name, trail), predicate)
            }
        }
        layout.add(constraints)
    }

    private func flush(_ connection: VisualFormatConnection) -> VisualFormatPredicate {
        VisualFormatPredicate(relation: .equal, constant: 0, view: nil, priority: .required, position: connection.position)
    }
}
