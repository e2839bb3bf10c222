// What a piece of rendered HTML needs from the page that shows it: what a page carries once, not once per piece.

/// What rendered HTML needs from any page that prints it. A fenced-block renderer says what its output needs
/// (`FencedBlockOutput.needs`); the rendered Markdown, post bodies and template values carry it along, and the
/// template renderer reports what the values it printed need (`TemplateLibrary.renderPage`), so a page gets what
/// its content needs without anyone searching its bytes.
public struct PageNeeds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The diagrams' style sheet (`DiagramStyleSheet.css`): a page that draws a diagram or its error box.
    public static let diagramStyleSheet = PageNeeds(rawValue: 1 << 0)
}
