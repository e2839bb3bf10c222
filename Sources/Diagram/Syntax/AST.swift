// The parsed form of a layout block: the screen, the view hierarchy and the constraint lines.
import Layout

/// A parsed layout block: what the author wrote, checked and typed, before any layout is computed.
///
/// `Lowering` turns it into engine objects (a flex tree for stacks, constraint views and the
/// constraint lines for the solver) and the solved frames into a `DiagramScene`.
public struct LayoutDocument: Hashable, Sendable {
    /// The root view, always named `screen`.
    public var screen: ScreenDeclaration
    /// Every view except the screen, in source order (a parent can come after its child only
    /// when the child names it with `in PARENT`).
    public var views: [ViewDeclaration]
    /// Constraint and Visual Format lines, in source order, as raw text for the constraint parser.
    public var constraints: [ConstraintLine]

    /// Creates a document.
    public init(screen: ScreenDeclaration, views: [ViewDeclaration], constraints: [ConstraintLine]) {
        self.screen = screen
        self.views = views
        self.constraints = constraints
    }

    /// The view called `name`, or nil (also nil for `screen`, which is not a `ViewDeclaration`).
    public func view(named name: String) -> ViewDeclaration? {
        views.first { $0.name == name }
    }

    /// The children of `parent` (`"screen"` for the top level), in source order.
    public func children(of parent: String) -> [ViewDeclaration] {
        views.filter { $0.parent == parent }
    }

    /// Every view, parents before their children (depth first, siblings in source order): the order
    /// in which an engine that needs a parent declared first (the constraint syntax does) can add them.
    public var viewsParentFirst: [ViewDeclaration] {
        ViewTree(self).parentFirst
    }
}

/// The root view: its size and layout direction.
public struct ScreenDeclaration: Hashable, Sendable {
    /// The screen's size in points.
    public var size: Size
    /// The preset it was named by (`iphone-se`), or nil for `screen WxH` and the default.
    public var preset: String?
    /// Left-to-right or right-to-left, for `leading`/`trailing` and flex start/end.
    public var direction: LayoutDirection
    /// Where the `screen` line is, or nil when the block has none and the default applies.
    public var position: SourcePosition?
    /// Where a separate `direction ltr|rtl` line is (the constraint syntax's form), or nil.
    public var directionPosition: SourcePosition?

    /// The screen used when a block has no `screen` line: `iphone-15`, 393×852.
    public static let `default` = ScreenDeclaration(size: Size(width: 393, height: 852), preset: "iphone-15",
                                                    direction: .leftToRight, position: nil)

    /// Creates a screen declaration.
    public init(size: Size, preset: String?, direction: LayoutDirection, position: SourcePosition?,
                directionPosition: SourcePosition? = nil) {
        self.size = size
        self.preset = preset
        self.direction = direction
        self.position = position
        self.directionPosition = directionPosition
    }
}

/// What kind of view a line declares; decides which properties apply and how children are laid out.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// A plain `UIView`: its children are placed by constraints (or by their own `left`/`top`).
    case view
    /// A `UIStackView`: children are arranged along `axis` (defaults: horizontal, fill, fill, 0).
    case stack
    /// A CSS flex container (defaults as CSS: row, stretch, flex-start, no wrap).
    case flex
    /// A `UILabel`: a leaf whose size is measured from its text.
    case label
    /// A `UIScrollView`: its children make up its content; it shows a viewport onto that content.
    case scroll

    /// Whether the kind arranges its children with the flex engine.
    public var isContainer: Bool { self == .stack || self == .flex }
}

/// Which of the parent spellings gave a view its parent.
public enum ParentSource: Hashable, Sendable {
    /// The view is indented under its parent (or sits at the top level, under `screen`).
    case indentation
    /// The line says `in PARENT`, as the constraint syntax does.
    case explicit(SourcePosition)
}

/// One view line: `stack body axis=vertical spacing=8`.
public struct ViewDeclaration: Hashable, Sendable {
    /// The view's name, unique in the block; usable in constraint lines.
    public var name: String
    /// Its kind.
    public var kind: ViewKind
    /// Its parent's name (`"screen"` at the top level).
    public var parent: String
    /// How the parent was given.
    public var parentSource: ParentSource
    /// A label's text (also set by `text=`), nil for other kinds and for a label without text.
    public var text: String?
    /// The typed properties.
    public var style: ViewStyle
    /// Where the kind keyword starts.
    public var position: SourcePosition
    /// Where the name starts.
    public var namePosition: SourcePosition
    /// Where each property was written, by the canonical name it set (for errors found later).
    public var propertyPositions: [String: SourcePosition]

    /// Creates a view declaration.
    public init(name: String, kind: ViewKind, parent: String, parentSource: ParentSource = .indentation,
                text: String? = nil, style: ViewStyle = ViewStyle(), position: SourcePosition,
                namePosition: SourcePosition, propertyPositions: [String: SourcePosition] = [:]) {
        self.name = name
        self.kind = kind
        self.parent = parent
        self.parentSource = parentSource
        self.text = text
        self.style = style
        self.position = position
        self.namePosition = namePosition
        self.propertyPositions = propertyPositions
    }
}

/// A line handed to the constraint parser untouched, with where it was written.
public struct ConstraintLine: Hashable, Sendable {
    /// Which constraint-syntax form the line has.
    public enum Form: Hashable, Sendable {
        /// A relation or assignment whose first word is `view.attribute`
        /// (`header.top == screen.top + 8 @750`, `pager.offset = (320, 0)`).
        case relation
        /// A Visual Format Language line (`H:|-8-[a(==100)]-[b]-|`).
        case visualFormat
    }

    /// The form.
    public var form: Form
    /// The line's text from its first non-blank character, without a trailing `#` comment or spaces.
    public var text: String
    /// The 1-based line in the block.
    public var line: Int
    /// The 1-based column (Unicode scalars) where `text` starts in that line.
    public var column: Int

    /// Creates a constraint line.
    public init(form: Form, text: String, line: Int, column: Int) {
        self.form = form
        self.text = text
        self.line = line
        self.column = column
    }
}
