// Scroll views in the solver: each content layout guide's origin follows the frame and the content offset.

extension LayoutEngine {
    /// Pins each scroll view's content guide origin to its frame origin minus `contentOffset`.
    /// The guide's size is left to the constraints: it is the content size.
    mutating func addContentGuideOrigins() {
        for scroll in layout.views where scroll.isScrollView {
            let box = variables[scroll.name]!, content = box.content!
            let offset = scroll.contentOffset
            add(content.left == box.left - offset.x,
                from: LayoutConstraint(Anchor(.content(scroll.name), .left), .equal, nil, location: scroll.location,
                                       label: "\(scroll.name).content.left == \(scroll.name).left - \(offset.x.compactDescription) (content offset)"))
            add(content.top == box.top - offset.y,
                from: LayoutConstraint(Anchor(.content(scroll.name), .top), .equal, nil, location: scroll.location,
                                       label: "\(scroll.name).content.top == \(scroll.name).top - \(offset.y.compactDescription) (content offset)"))
        }
    }
}
