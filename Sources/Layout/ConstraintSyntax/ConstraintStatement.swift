// What one line of constraint text says, before view names are checked against the declarations.

/// A view name as written, with its position.
struct NameReference: Sendable {
    var name: String
    var position: SourcePosition
    /// Whether the reference goes through `.content`, which needs a scroll view.
    var needsScrollView = false
}

/// One parsed line.
enum ConstraintStatement: Sendable {
    /// `screen 375x667`
    case screen(Size, SourcePosition)
    /// `direction rtl`
    case direction(LayoutDirection)
    /// `view NAME in PARENT` / `scroll NAME in PARENT`
    case view(name: NameReference, parent: NameReference, isScrollView: Bool)
    /// `NAME.offset = (x, y)` and the other view properties.
    case property(NameReference, ViewProperty)
    /// Constraints (several for composite anchors) and the names they use.
    case constraints([LayoutConstraint], references: [NameReference])
    /// A position set to a number (`view.top == 0`): the same anchor of the view's parent plus that
    /// number, as Masonry's `make.top.equalTo(@0)`; the parent is known once the views are declared.
    case toParent(LayoutConstraint, view: NameReference)
    /// A Visual Format Language line, resolved once the views are known.
    case visualFormat(VisualFormatLine)
}

/// A property set on a view with `NAME.property = …`.
enum ViewProperty: Sendable {
    case contentOffset(Point)
    case intrinsicSize(Size)
    case hugging(LayoutPriority, LayoutPriority)
    case compressionResistance(LayoutPriority, LayoutPriority)
}
