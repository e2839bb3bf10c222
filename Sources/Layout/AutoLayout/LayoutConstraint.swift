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

