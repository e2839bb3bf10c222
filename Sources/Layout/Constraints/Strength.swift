// How strongly the solver should try to satisfy a constraint; strengths compare lexicographically.

/// The strength of a constraint: a priority level and a weight within that level.
///
/// Levels compare **lexicographically**, as in Cassowary's symbolic weights and in Auto Layout:
/// no number of violated constraints at one level can outweigh a single constraint at a higher
/// level. The solver keeps one objective row per level (see `Objective`), never a weighted sum.
/// Inside a level, errors are added up, each multiplied by its `weight`.
///
/// Priorities use Auto Layout's scale: 1000 is required, and every distinct value below it is a
/// level of its own. The Cassowary names map onto it: `strong` 750, `medium` 500, `weak` 250.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level, in (0, 1000]; 1000 means required.
    public let priority: Double
    /// The weight of this constraint's error within its level (positive).
    public let weight: Double

    /// Creates a strength. `priority` must be in 1...1000 and `weight` positive (a programmer error otherwise).
    public init(priority: Double, weight: Double = 1) {
        precondition(priority >= 1 && priority <= 1000, "a strength's priority must be in 1...1000")
        precondition(weight > 0 && weight.isFinite, "a strength's weight must be positive")
        self.init(uncheckedPriority: priority, weight: weight)
    }

    /// Creates a strength without range checks; the solver's probes use levels below 1.
    init(uncheckedPriority priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    /// Must hold; adding a required constraint that conflicts with others throws.
    public static let required = Strength(priority: 1000)
    /// Cassowary's strong, Auto Layout's high (750).
    public static let strong = Strength(priority: 750)
    /// Cassowary's medium (500).
    public static let medium = Strength(priority: 500)
    /// Cassowary's weak, Auto Layout's low (250).
    public static let weak = Strength(priority: 250)

    /// Whether this is the required strength.
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.weight < rhs.weight
    }

    public var description: String {
        let level = isRequired ? "required" : priority.compactDescription
        return weight == 1 ? level : "\(level)×\(weight.compactDescription)"
    }
}
