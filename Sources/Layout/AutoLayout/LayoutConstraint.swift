// One Auto Layout constraint between anchors, with its priority and where it was written.

/// `first relation second × multiplier + constant @ priority`, as `NSLayoutConstraint`.
public struct LayoutConstraint: Sendable, CustomStringConvertible {
    /// The constrained anchor.
    public var first: Anchor
    /// The relation.
    public var relation: RelationalOperator
    /// The anchor related to, or nil for a constant (`a.width == 100`).
    public var second: Anchor?
    /// The factor of the second anchor.
    public var multiplier: Double
    /// The constant added.
    public var constant: Double
    /// How strongly it should hold.
    public var priority: LayoutPriority
    /// Where the constraint was written (1-based line and column), if it came from text.
    public var location: SourcePosition?
    /// The text shown in diagnostics; defaults to a description of the constraint.
    public var label: String?

    /// Creates a required constraint.
    public init(_ first: Anchor, _ relation: RelationalOperator, _ second: Anchor?,
                multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
                location: SourcePosition? = nil, label: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
        self.label = label
    }

    /// The same constraint at another priority.
    public func priority(_ priority: LayoutPriority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    public var description: String {
        if let label { return label }
        var text = "\(first) \(relation.rawValue) "
        if let second {
            text += second.description
            if multiplier != 1 { text += " * \(multiplier.compactDescription)" }
            if constant != 0 { text += constant < 0 ? " - \((-constant).compactDescription)" : " + \(constant.compactDescription)" }
        } else {
            text += constant.compactDescription
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }
}

/// A 1-based line and column in the text a layout was read from. `Layout` knows nothing about
/// files: the caller adds the path (and offsets lines when the text was embedded elsewhere).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
    public var description: String { "\(line):\(column)" }
}
