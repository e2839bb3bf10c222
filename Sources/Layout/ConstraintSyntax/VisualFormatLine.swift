// Apple's Visual Format Language: parsing one `H:`/`V:` line into views, connections and predicates.
//
// Grammar (from Apple's "Visual Format Language" reference; metric names are not supported,
// since a text layout has no metrics dictionary: write the number):
//   line       ::= ("H"|"V") ":" ("|" connection)? view (connection view)* (connection "|")?
//   connection ::= ""  (flush, 0) | "-" (standard spacing, 8) | "-" number "-" | "-" "(" predicate ("," predicate)* ")" "-"
//                | "-" predicate "-"  (`->=8-`, `-10@250-`: accepted by UIKit beyond the grammar)
//   view       ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
//   predicate  ::= ("=="|"<="|">=")? (number | name) ("@" (number | required|high|medium|low))?

/// One predicate: a relation to a constant or to another view's size, at a priority.
struct VisualFormatPredicate: Sendable {
    var relation: RelationalOperator
    var constant: Double
    var view: NameReference?
    var priority: LayoutPriority
    var position: SourcePosition
}

/// A connection between two elements.
struct VisualFormatConnection: Sendable {
    /// Empty: flush (`[a][b]`).
    var predicates: [VisualFormatPredicate]
    var position: SourcePosition
}

/// `[name(predicates)]`
struct VisualFormatView: Sendable {
    var name: NameReference
    var predicates: [VisualFormatPredicate]
}

/// A parsed VFL line.
struct VisualFormatLine: Sendable {
    var isHorizontal: Bool
    var leadingEdge: VisualFormatConnection?
    var views: [VisualFormatView]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection]
    var trailingEdge: VisualFormatConnection?
    var text: String
    var position: SourcePosition
}

/// The standard spacing between views and between a view and its superview's edge.
let standardSpacing = 8.0

/// Parses a VFL line. `firstColumn` is the column of its first character.
struct VisualFormatParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private let line: Int
    private let firstColumn: Int

    init(_ text: Substring, line: Int, firstColumn: Int) {
        scalars = Array(text.unicodeScalars)
        self.line = line
        self.firstColumn = firstColumn
    }

    private var position: SourcePosition { SourcePosition(line: line, column: firstColumn + index) }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var currentText: String { current.map { "'\($0)'" } ?? "the end of the line" }

    private func error(_ message: String) -> ConstraintSyntaxError { ConstraintSyntaxError(message, at: position) }

    private mutating func skipSpaces() { while current == " " || current == "\t" { index += 1 } }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard current == scalar else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ context: String) throws(ConstraintSyntaxError) {
        guard take(scalar) else { throw error("expected '\(scalar)' \(context), found \(currentText)") }
    }

    private func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
    private func isNameStart(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { $0 == "_" || $0.properties.isAlphabetic } ?? false }

    /// A number, or nil (consuming nothing) when none starts here.
    /// - Throws: for a number of 10^12 or more, as the constraint lexer does.
    private mutating func number() throws(ConstraintSyntaxError) -> Double? {
        skipSpaces()
        let start = index, startPosition = position
        if current == "-" && isDigit(index + 1 < scalars.count ? scalars[index + 1] : nil) { index += 1 }
        while isDigit(current) || (current == "." && isDigit(index + 1 < scalars.count ? scalars[index + 1] : nil)) { index += 1 }
        guard index > start else { return nil }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text), value.isFinite, abs(value) < 1e12 else {
            throw ConstraintSyntaxError("the number '\(text.prefix(12))\(text.count > 12 ? "…" : "")' is too large; layouts use points below 10^12",
                                        at: startPosition)
        }
        return value
    }

    private mutating func name() -> NameReference? {
        skipSpaces()
        guard isNameStart(current) else { return nil }
        let start = index, startPosition = position
        while let scalar = current, scalar == "_" || scalar.properties.isAlphabetic || isDigit(scalar) { index += 1 }
        return NameReference(name: String(String.UnicodeScalarView(scalars[start..<index])), position: startPosition)
    }

    mutating func parse() throws(ConstraintSyntaxError) -> VisualFormatLine {
        let start = position
        let text = String(String.UnicodeScalarView(scalars)).trimmingSpaces
        skipSpaces()
        let isHorizontal = current == "H"
        index += 1
        try expect(":", "after the orientation 'H' or 'V'")
        var result = VisualFormatLine(isHorizontal: isHorizontal, leadingEdge: nil, views: [], connections: [],
                                      trailingEdge: nil, text: text, position: start)
        if take("|") { result.leadingEdge = try connection(towardsSuperview: true) }
        result.views.append(try view())
        while true {
            skipSpaces()
            if current == nil { break }
            let link = try connection(towardsSuperview: false)
            if take("|") {
                result.trailingEdge = link
                skipSpaces()
                guard current == nil else { throw error("unexpected \(currentText) after the superview edge '|'") }
                break
            }
            guard current == "[" else { throw error("expected a view '[name]' or the superview edge '|', found \(currentText)") }
            result.connections.append(link)
            result.views.append(try view())
        }
        return result
    }

    /// A connection: nothing (flush), `-` (standard), `-N-` or `-(predicates)-`.
    private mutating func connection(towardsSuperview: Bool) throws(ConstraintSyntaxError) -> VisualFormatConnection {
        skipSpaces()
        let start = position
        guard take("-") else { return VisualFormatConnection(predicates: [], position: start) }
        skipSpaces()
        if current == "[" || current == "|" {
            let standard = VisualFormatPredicate(relation: .equal, constant: standardSpacing, view: nil, priority: .required, position: start)
            return VisualFormatConnection(predicates: [standard], position: start)
        }
        var predicates: [VisualFormatPredicate] = []
        if take("(") {
            predicates = try predicateList(allowsViews: false)
        } else if current == "<" || current == ">" || current == "=" || isDigit(current) {
            // `-8-`, and `->=8-` or `-10@250-`: one predicate without its parentheses, which UIKit's parser accepts
            // beyond Apple's grammar.
            predicates = [try predicate(allowsViews: false)]
        } else if let metric = name() {
            throw ConstraintSyntaxError("metric names like '\(metric.name)' are not supported; write the number, e.g. '-8-'", at: metric.position)
        } else {
            throw error("expected a spacing after '-' (e.g. '-8-' or '-(>=8)-'), found \(currentText)")
        }
        try expect("-", "after the spacing")
        return VisualFormatConnection(predicates: predicates, position: start)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(ConstraintSyntaxError) -> VisualFormatView {
        try expect("[", "to start a view")
        guard let viewName = name() else { throw error("expected a view name after '[', found \(currentText)") }
        var predicates: [VisualFormatPredicate] = []
        if take("(") { predicates = try predicateList(allowsViews: true) }
        try expect("]", "after the view '\(viewName.name)'")
        return VisualFormatView(name: viewName, predicates: predicates)
    }

    /// `predicate ("," predicate)* ")"`, the opening parenthesis already taken.
    private mutating func predicateList(allowsViews: Bool) throws(ConstraintSyntaxError) -> [VisualFormatPredicate] {
        var predicates: [VisualFormatPredicate] = []
        repeat {
            predicates.append(try predicate(allowsViews: allowsViews))
        } while take(",")
        try expect(")", "to end the predicates")
        return predicates
    }

    /// One predicate: `(==|<=|>=)? (number | view) (@ priority)?`.
    private mutating func predicate(allowsViews: Bool) throws(ConstraintSyntaxError) -> VisualFormatPredicate {
        skipSpaces()
        let start = position
        var relation = RelationalOperator.equal
        for candidate in RelationalOperator.allCases {
            let symbols = Array(candidate.rawValue.unicodeScalars)
            if index + 1 < scalars.count && scalars[index] == symbols[0] && scalars[index + 1] == symbols[1] {
                relation = candidate
                index += 2
            }
        }
        var predicate = VisualFormatPredicate(relation: relation, constant: 0, view: nil, priority: .required, position: start)
        if let value = try number() {
            predicate.constant = value
        } else if let other = name() {
            guard allowsViews else {
                throw ConstraintSyntaxError("metric names like '\(other.name)' are not supported; write the number", at: other.position)
            }
            predicate.view = other
        } else {
            throw error("expected a number\(allowsViews ? " or a view name" : "") in the predicate, found \(currentText)")
        }
        if take("@") {
            skipSpaces()
            let priorityPosition = position
            if let value = try number() {
                guard let priority = LayoutPriority(value) else {
                    throw ConstraintSyntaxError("priority \(value.compactDescription) is out of range; use 1...1000 or required/high/medium/low", at: priorityPosition)
                }
                predicate.priority = priority
            } else if let word = name(), let priority = LayoutPriority(named: word.name) {
                predicate.priority = priority
            } else {
                throw ConstraintSyntaxError("expected a priority after '@' (1...1000 or required/high/medium/low)", at: priorityPosition)
            }
        }
        return predicate
    }
}
