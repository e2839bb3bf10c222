// Auto Layout priorities: UIKit's numbers 1–1000 and their usual names.

/// A constraint priority on UIKit's scale: 1000 is required, and every value below is a level
/// of its own (the solver compares levels lexicographically, see `Strength`).
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number, in 1...1000.
    public let value: Double

    /// Creates a priority; returns nil outside 1...1000.
    public init?(_ value: Double) {
        guard value >= 1 && value <= 1000 else { return nil }
        self.value = value
    }

    private init(exactly value: Double) { self.value = value }

    /// 1000: must hold (`UILayoutPriority.required`).
    public static let required = LayoutPriority(exactly: 1000)
    /// 750: `UILayoutPriority.defaultHigh`, the default compression resistance.
    public static let high = LayoutPriority(exactly: 750)
    /// 500: halfway, the word `medium` of the text syntax.
    public static let medium = LayoutPriority(exactly: 500)
    /// 250: `UILayoutPriority.defaultLow`, the default content hugging.
    public static let low = LayoutPriority(exactly: 250)
    /// 50: `UILayoutPriority.fittingSizeLevel`, used to compress a layout to its smallest size.
    public static let fittingSize = LayoutPriority(exactly: 50)

    /// The priority named by a word of the text syntax (`required high medium low`).
    public init?(named name: String) {
        switch name {
        case "required": self = .required
        case "high": self = .high
        case "medium": self = .medium
        case "low": self = .low
        default: return nil
        }
    }

    /// The solver strength of this priority.
    public var strength: Strength { Strength(priority: value) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }
    public var description: String { value.compactDescription }
}
