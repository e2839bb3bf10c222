// Distances from the four edges of a box: padding, borders, margins, safe areas.

/// Four edge distances in points.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from each edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset.
    public static let zero = Insets()

    /// Left plus right.
    public var horizontal: Double { left + right }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }
}
