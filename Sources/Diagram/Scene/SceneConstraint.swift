// A constraint of the block as the drawing shows it: which edges or sizes it ties, its numbers, its line.

/// One constraint written in the block, with `leading`/`trailing` already resolved to `left`/`right`
/// for the layout's direction, so the drawing knows which edge it ties.
public struct SceneConstraint: Hashable, Sendable {
    /// One side: a view's frame, or a scroll view's content area, and an attribute
    /// (`left right top bottom centerX centerY width height`).
    public struct End: Hashable, Sendable {
        public var view: String
        public var isContent: Bool
        public var attribute: String

        public init(view: String, isContent: Bool = false, attribute: String) {
            self.view = view
            self.isContent = isContent
            self.attribute = attribute
        }

        public var isHorizontal: Bool { ["left", "right", "centerX", "width"].contains(attribute) }
        public var isSize: Bool { attribute == "width" || attribute == "height" }
        public var isCenter: Bool { attribute == "centerX" || attribute == "centerY" }
    }

    public var first: End
    /// Nil for a size set to a number.
    public var second: End?
    /// `==`, `<=` or `>=`.
    public var relation: String
    public var multiplier: Double
    public var constant: Double
    /// 1 to 1000 (required).
    public var priority: Double
    /// The block line it comes from, and that line's text.
    public var line: Int
    public var source: String
    /// Whether the solver broke it to recover from a conflict, as UIKit does: drawn marked, and always drawn.
    public var isBroken = false

    public init(first: End, second: End?, relation: String, multiplier: Double = 1, constant: Double,
                priority: Double = 1000, line: Int, source: String) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.line = line
        self.source = source
    }

    /// What the drawing writes beside it: the constant with its relation (`≥ 8`), a size relation
    /// (`= b.width × 0.5 + 10`), and a priority below required (`@750`). Empty for a required edge or
    /// centre equality with no constant: the line says it all.
    public var caption: String {
        if !first.isSize, relation == "==", constant == 0, priority >= 1000 { return "" }
        let relationMark = relation == ">=" ? "≥ " : relation == "<=" ? "≤ " : ""
        let number = SVGFormat.number
        var text: String
        if first.isSize, let second {
            text = (relationMark.isEmpty ? "= " : relationMark) + "\(second.view).\(second.attribute)"
            if multiplier != 1 { text += " × \(number(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(number(constant))" : " − \(number(-constant))" }
        } else {
            text = relationMark + number(constant)
        }
        if priority < 1000 { text += " @\(number(priority))" }
        return text
    }
}
