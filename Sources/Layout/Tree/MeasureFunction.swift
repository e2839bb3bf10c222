// How a leaf whose size comes from its content (text, an image, a nested layout) is asked for that size.

/// The constraint on one offered dimension, as in Yoga and Android's `MeasureSpec`.
public enum MeasureMode: Sendable, Hashable {
    /// The leaf must be exactly the offered size.
    case exactly
    /// The leaf may be at most the offered size.
    case atMost
    /// The offered size means nothing: the leaf reports its natural size.
    case undefined
}

/// Returns a leaf's size for an offered width and height and their modes, like UIKit's
/// `sizeThatFits(_:)`. The offered value of an `.undefined` dimension is meaningless (often `.infinity`).
public typealias MeasureFunction = @Sendable (_ width: Double, _ widthMode: MeasureMode,
                                              _ height: Double, _ heightMode: MeasureMode) -> Size
