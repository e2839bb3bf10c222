// Parses one line of the constraint syntax into a statement (the grammar is in docs/constraints.md).

/// A recursive-descent parser over the tokens of one line.
struct ConstraintLineParser {
    private let tokens: [PositionedToken]
    private var index = 0
    private let line: Int
    private let text: String

    /// The anchors a view offers, for suggestions.
    static let anchorNames = LayoutAttribute.allCases.map(\.rawValue) + ["edges", "size", "center"]
    static let propertyNames = ["offset", "intrinsic", "hugging", "compression"]

    init(tokens: [PositionedToken], line: Int, text: String) {
        self.tokens = tokens
        self.line = line
        self.text = text
    }

    // MARK: Token helpers

    private var current: PositionedToken { tokens[index] }
    private var position: SourcePosition { SourcePosition(line: line, column: current.column) }
    private mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    private func error(_ message: String, at token: PositionedToken? = nil) -> ConstraintSyntaxError {
        ConstraintSyntaxError(message, at: SourcePosition(line: line, column: (token ?? current).column))
    }

    private func isSymbol(_ symbol: String) -> Bool { current.token == .symbol(symbol) }

    private mutating func expect(_ symbol: String, _ context: String) throws(ConstraintSyntaxError) {
        guard isSymbol(symbol) else { throw error("expected '\(symbol)' \(context), found '\(current.token.text)'") }
        advance()
    }

    private mutating func identifier(_ what: String) throws(ConstraintSyntaxError) -> NameReference {
        guard case .identifier(let name) = current.token else {
            throw error("expected \(what), found '\(current.token.text)'")
        }
        defer { advance() }
        return NameReference(name: name, position: position)
    }

    private mutating func number(_ what: String) throws(ConstraintSyntaxError) -> Double {
        var sign = 1.0
        if isSymbol("-") { sign = -1; advance() }
        guard case .number(let value) = current.token else { throw error("expected \(what), found '\(current.token.text)'") }
        advance()
        return sign * value
    }

    private mutating func expectEnd() throws(ConstraintSyntaxError) {
        guard current.token == .end else { throw error("unexpected '\(current.token.text)' after the end of the statement") }
    }

    // MARK: Statements

    mutating func parse() throws(ConstraintSyntaxError) -> ConstraintStatement {
        guard case .identifier(let keyword) = current.token else {
            throw error("expected a declaration ('screen', 'view', 'scroll') or a constraint, found '\(current.token.text)'")
        }
        if tokens[index + 1].token == .symbol(".") { return try parseConstraintOrProperty() }
        switch keyword {
        case "screen": return try parseScreen()
        case "direction": return try parseDirection()
        case "view", "scroll": return try parseView(isScrollView: keyword == "scroll")
        default:
            let hint = didYouMean(keyword, among: ["screen", "view", "scroll", "direction"])
            throw error("unknown statement '\(keyword)'\(hint.isEmpty ? "; a constraint starts with 'view.anchor'" : hint)")
        }
    }

    private mutating func parseScreen() throws(ConstraintSyntaxError) -> ConstraintStatement {
        let start = position
        advance()
        guard case .size(let width, let height) = current.token else {
            throw error("expected the screen size as WIDTHxHEIGHT (e.g. 'screen 375x667'), found '\(current.token.text)'")
        }
        advance()
        try expectEnd()
        return .screen(Size(width: width, height: height), start)
    }

    private mutating func parseDirection() throws(ConstraintSyntaxError) -> ConstraintStatement {
        advance()
        let word = try identifier("'ltr' or 'rtl'")
        guard let direction = LayoutDirection(rawValue: word.name) else {
            throw ConstraintSyntaxError("unknown direction '\(word.name)'; use 'ltr' or 'rtl'", at: word.position)
        }
        try expectEnd()
        return .direction(direction)
    }

    private mutating func parseView(isScrollView: Bool) throws(ConstraintSyntaxError) -> ConstraintStatement {
        advance()
        let name = try identifier("a view name after '\(isScrollView ? "scroll" : "view")'")
        guard case .identifier("in") = current.token else {
            throw error("expected 'in PARENT' after '\(name.name)' (e.g. 'view \(name.name) in screen'), found '\(current.token.text)'")
        }
        advance()
        let parent = try identifier("the parent's name after 'in'")
        try expectEnd()
        return .view(name: name, parent: parent, isScrollView: isScrollView)
    }

    /// `view.anchor`, `view.content.anchor` or `view.frame.anchor`. Returns the item, the
    /// anchor's name and its token.
    private mutating func parseAnchorPath() throws(ConstraintSyntaxError) -> (LayoutItem, NameReference, NameReference) {
        var view = try identifier("a view name")
        try expect(".", "and an anchor after '\(view.name)' (e.g. '\(view.name).width')")
        var anchor = try identifier("an anchor after '\(view.name).'")
        var item = LayoutItem.view(view.name)
        if anchor.name == "content" || anchor.name == "frame" {
            if anchor.name == "content" {
                item = .content(view.name)
                view.needsScrollView = true
            }
            try expect(".", "after '\(view.name).\(anchor.name)'")
            anchor = try identifier("an anchor after '\(view.name).\(anchor.name).'")
        }
        return (item, view, anchor)
    }

    private func attribute(_ anchor: NameReference) throws(ConstraintSyntaxError) -> LayoutAttribute {
        guard let attribute = LayoutAttribute(rawValue: anchor.name) else {
            throw ConstraintSyntaxError("unknown anchor '\(anchor.name)'\(didYouMean(anchor.name, among: Self.anchorNames))",
                                        at: anchor.position)
        }
        return attribute
    }

    private mutating func parseConstraintOrProperty() throws(ConstraintSyntaxError) -> ConstraintStatement {
        let startColumn = current.column
        let savedIndex = index
        let view = try identifier("a view name")
        advance()  // the dot
        if case .identifier(let property) = current.token, Self.propertyNames.contains(property) {
            advance()
            return .property(view, try parseProperty(property, of: view))
        }
        index = savedIndex
        let (item, firstView, anchorName) = try parseAnchorPath()
        var references = [firstView]
        guard case .symbol(let relationText) = current.token, let relation = RelationalOperator(rawValue: relationText) else {
            if isSymbol("=") { throw error("use '==' for equality, not '='") }
            if LayoutAttribute(rawValue: anchorName.name) == nil && !["edges", "size", "center"].contains(anchorName.name) {
                _ = try attribute(anchorName)
            }
            throw error("expected '==', '<=' or '>=' after '\(firstView.name).\(anchorName.name)', found '\(current.token.text)'")
        }
        advance()
        let label = text.trimmingSpaces
        let location = SourcePosition(line: line, column: startColumn)
        switch anchorName.name {
        case "edges", "size", "center":
            let constraints = try parseComposite(anchorName, of: item, relation: relation, references: &references)
            return .constraints(constraints.map { var c = $0; c.location = location; c.label = label; return c }, references: references)
        default:
            break
        }
        let first = Anchor(item, try attribute(anchorName))
        var constraint = LayoutConstraint(first, relation, nil, location: location, label: label)
        if case .identifier = current.token {
            let (secondItem, secondView, secondAnchorName) = try parseAnchorPath()
            references.append(secondView)
            let second = Anchor(secondItem, try attribute(secondAnchorName))
            try checkCompatible(first, second, at: secondAnchorName.position)
            constraint.second = second
            if isSymbol("*") {
                advance()
                constraint.multiplier = try number("a multiplier after '*'")
            }
            if isSymbol("+") || isSymbol("-") {
                let sign: Double = isSymbol("-") ? -1 : 1
                advance()
                constraint.constant = sign * (try number("a constant"))
            }
        } else {
            constraint.constant = try number("an anchor or a constant after '\(relation.rawValue)'")
            if first.attribute.isPosition {
                guard case .view = first.item else {
                    throw ConstraintSyntaxError("'\(first)' is a position of a content guide and needs another anchor to be relative to; "
                        + "write e.g. '\(first) \(relation.rawValue) \(first.item.viewName).\(first.attribute.rawValue) + \(constraint.constant.compactDescription)'",
                        at: anchorName.position)
                }
                constraint.priority = try parsePriority()
                try expectEnd()
                return .toParent(constraint, view: references[0])
            }
        }
        constraint.priority = try parsePriority()
        try expectEnd()
        return .constraints([constraint], references: references)
    }

    /// UIKit's rules: a size relates to a size, a position to a position on the same axis, and
    /// `leading`/`trailing` never to `left`/`right`.
    private func checkCompatible(_ first: Anchor, _ second: Anchor, at position: SourcePosition) throws(ConstraintSyntaxError) {
        if first.attribute.isPosition != second.attribute.isPosition {
            throw ConstraintSyntaxError("cannot relate \(first.attribute.isPosition ? "the position" : "the size") '\(first)' to "
                + "\(second.attribute.isPosition ? "the position" : "the size") '\(second)'", at: position)
        }
        if first.attribute.isPosition && first.attribute.isHorizontal != second.attribute.isHorizontal {
            throw ConstraintSyntaxError("cannot relate the \(first.attribute.isHorizontal ? "horizontal" : "vertical") anchor '\(first)' "
                + "to the \(second.attribute.isHorizontal ? "horizontal" : "vertical") anchor '\(second)'", at: position)
        }
        let mixesDirections = (first.attribute.isDirectional && (second.attribute == .left || second.attribute == .right))
            || (second.attribute.isDirectional && (first.attribute == .left || first.attribute == .right))
        if mixesDirections {
            throw ConstraintSyntaxError("cannot relate '\(first)' to '\(second)': leading/trailing follow the layout "
                + "direction and left/right do not; use leading/trailing on both sides or left/right on both", at: position)
        }
    }

    /// `@ 750`, `@high`, or nothing (required).
    private mutating func parsePriority() throws(ConstraintSyntaxError) -> LayoutPriority {
        guard isSymbol("@") else { return .required }
        advance()
        return try priorityValue()
    }

    private mutating func priorityValue() throws(ConstraintSyntaxError) -> LayoutPriority {
        let token = current
        switch token.token {
        case .number(let value):
            advance()
            guard let priority = LayoutPriority(value) else {
                throw error("priority \(value.compactDescription) is out of range; use 1...1000 or required/high/medium/low", at: token)
            }
            return priority
        case .identifier(let word):
            advance()
            guard let priority = LayoutPriority(named: word) else {
                throw error("unknown priority '\(word)'\(didYouMean(word, among: ["required", "high", "medium", "low"])); "
                    + "use 1...1000 or required/high/medium/low", at: token)
            }
            return priority
        default:
            throw error("expected a priority after '@' (1...1000 or required/high/medium/low), found '\(token.token.text)'")
        }
    }

    /// `(a, b)`
    private mutating func pair(_ what: String) throws(ConstraintSyntaxError) -> (Double, Double) {
        if case .size(let width, let height) = current.token { advance(); return (width, height) }
        try expect("(", "to start \(what)")
        let first = try number(what)
        try expect(",", "between the two numbers of \(what)")
        let second = try number(what)
        try expect(")", "to end \(what)")
        return (first, second)
    }

    private mutating func parseProperty(_ property: String, of view: NameReference) throws(ConstraintSyntaxError) -> ViewProperty {
        try expect("=", "after '\(view.name).\(property)'")
        let result: ViewProperty
        switch property {
        case "offset":
            let (x, y) = try pair("the offset (x, y)")
            result = .contentOffset(Point(x: x, y: y))
        case "intrinsic":
            let (width, height) = try pair("the intrinsic size (width, height)")
            result = .intrinsicSize(Size(width: width, height: height))
        default:
            try expect("(", "to start the (horizontal, vertical) priorities")
            let horizontal = try priorityValue()
            try expect(",", "between the horizontal and vertical priorities")
            let vertical = try priorityValue()
            try expect(")", "after the vertical priority")
            result = property == "hugging" ? .hugging(horizontal, vertical) : .compressionResistance(horizontal, vertical)
        }
        try expectEnd()
        return result
    }

    /// `edges == b.edges [inset N | inset (t, l, b, r)]`, `size REL b.size [* M] [+ (w, h)]`,
    /// `size REL (w, h)`, `center REL b.center [+ (x, y)]`, each with an optional priority.
    private mutating func parseComposite(_ anchor: NameReference, of item: LayoutItem, relation: RelationalOperator,
                                         references: inout [NameReference]) throws(ConstraintSyntaxError) -> [LayoutConstraint] {
        let kind = anchor.name
        if kind == "size", case .size = current.token {
            let (width, height) = try pair("the size")
            let priority = try parsePriority()
            try expectEnd()
            return SizeAnchor(item: item).relate(relation, to: Size(width: width, height: height), priority: priority)
        }
        if kind == "size" && isSymbol("(") {
            let (width, height) = try pair("the size (width, height)")
            let priority = try parsePriority()
            try expectEnd()
            return SizeAnchor(item: item).relate(relation, to: Size(width: width, height: height), priority: priority)
        }
        let (otherItem, otherView, otherAnchor) = try parseAnchorPath()
        references.append(otherView)
        guard otherAnchor.name == kind else {
            throw ConstraintSyntaxError("'\(anchor.name)' must be related to another '\(kind)', not '\(otherAnchor.name)'", at: otherAnchor.position)
        }
        switch kind {
        case "edges":
            guard relation == .equal else {
                throw ConstraintSyntaxError("'edges' can only be equal ('=='); write the four edges one by one for inequalities", at: anchor.position)
            }
            var insets = Insets.zero
            if case .identifier("inset") = current.token {
                advance()
                if isSymbol("(") {
                    advance()
                    let top = try number("the top inset"); try expect(",", "after the top inset")
                    let left = try number("the left inset"); try expect(",", "after the left inset")
                    let bottom = try number("the bottom inset"); try expect(",", "after the bottom inset")
                    let right = try number("the right inset"); try expect(")", "after the right inset")
                    insets = Insets(top: top, left: left, bottom: bottom, right: right)
                } else {
                    insets = Insets(all: try number("an inset"))
                }
            }
            let priority = try parsePriority()
            try expectEnd()
            return EdgesAnchor(item: item).equal(to: EdgesAnchor(item: otherItem), insets: insets, priority: priority)
        case "size":
            var multiplier = 1.0, offset = Size.zero
            if isSymbol("*") { advance(); multiplier = try number("a multiplier after '*'") }
            if isSymbol("+") || isSymbol("-") {
                let sign: Double = isSymbol("-") ? -1 : 1
                advance()
                let (width, height) = try pair("the size offset (width, height)")
                offset = Size(width: sign * width, height: sign * height)
            }
            let priority = try parsePriority()
            try expectEnd()
            return SizeAnchor(item: item).relate(relation, to: SizeAnchor(item: otherItem), multiplier: multiplier,
                                                 offset: offset, priority: priority)
        default:
            var offset = Point.zero
            if isSymbol("+") || isSymbol("-") {
                let sign: Double = isSymbol("-") ? -1 : 1
                advance()
                let (x, y) = try pair("the center offset (x, y)")
                offset = Point(x: sign * x, y: sign * y)
            }
            let priority = try parsePriority()
            try expectEnd()
            return CenterAnchor(item: item).relate(relation, to: CenterAnchor(item: otherItem), offset: offset, priority: priority)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return String(view)
    }
}
