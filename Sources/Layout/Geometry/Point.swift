// A position in points, relative to some parent's origin.

/// A point in a two-dimensional coordinate space whose y axis points down, as in UIKit and CSS.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "\(x.compactDescription),\(y.compactDescription)" }
}
