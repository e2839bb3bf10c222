// The words a diagram's HTML shows around the drawing (the frames table, the width picker), in the page's language.

/// What the frames table and the width picker say; `Blog` fills them from its interface strings.
public struct DiagramWords: Sendable, Hashable {
    /// The frames table's summary.
    public var frames: String
    /// The heading of its first column.
    public var view: String
    /// The headings of the width, height and scroll columns (x and y are UIKit's names in every language).
    public var width: String
    public var height: String
    public var contentSizeAndOffset: String
    /// The width picker's label.
    public var screenWidth: String

    /// The words in English, the default.
    public static let english = DiagramWords(frames: "Frames", view: "View", width: "width", height: "height",
                                             contentSizeAndOffset: "content size, offset", screenWidth: "Screen width")

    public init(frames: String, view: String, width: String, height: String, contentSizeAndOffset: String, screenWidth: String) {
        self.frames = frames
        self.view = view
        self.width = width
        self.height = height
        self.contentSizeAndOffset = contentSizeAndOffset
        self.screenWidth = screenWidth
    }
}
