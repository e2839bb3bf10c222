// A width and height in points: the unit every layout result is measured in.

/// A two-dimensional size in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from a width and a height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}

extension Double {
    /// The number without a trailing `.0` when it is whole (`10` rather than `10.0`).
    var compactDescription: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
