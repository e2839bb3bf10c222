// What running layout code builds: the views UIKit would hold, the constraints it would install, and the values in between.
import Layout

/// The UIKit class family a view belongs to, for what its properties mean and how its size is found.
enum CodeViewKind: Hashable, Sendable {
    case view, scroll, stack, label, button, imageView, textField
    /// A `UILayoutGuide`: a box in its owning view, placed by constraints, showing nothing.
    case layoutGuide
}

/// A box whose anchors can be constrained: a view's frame, a scroll view's content, or a guide at a fixed inset from a view.
enum CodeGuide: Hashable, Sendable {
    /// The view itself (for a scroll view, its frame layout guide).
    case frame
    /// A scroll view's content layout guide.
    case content
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide` (and `readableContentGuide`, the same box on an iPhone).
    case margins
}

/// An anchor: a view (or one of its guides) and an attribute.
struct CodeAnchor: Hashable, Sendable {
    var view: Int
    var guide: CodeGuide
    var attribute: LayoutAttribute
}

/// The far end of a constraint whose position is relative to the superview the view has when the layout is made
/// (Masonry's and SnapKit's `equalTo(20)` on an edge).
enum CodeSecondItem: Hashable, Sendable {
    case anchor(CodeAnchor)
    /// An attribute of a guide of the first view's superview.
    case superview(CodeGuide, LayoutAttribute)
}

/// Where a constraint came from, for `mas_remakeConstraints` and for messages.
enum CodeConstraintOrigin: Hashable, Sendable {
    /// Masonry's or SnapKit's maker, for the view it was made on.
    case maker(view: Int)
    /// Layout anchors, `NSLayoutConstraint(item:…)`, Visual Format: active only once activated.
    case object
    /// A constraint UIStackView adds itself.
    case stackView
}

/// One constraint as UIKit would hold it.
struct CodeConstraint: Hashable, Sendable {
    var first: CodeAnchor
    var relation: RelationalOperator
    var second: CodeSecondItem?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: Double = 1000
    var position: SourcePosition
    var isActive: Bool
    var origin: CodeConstraintOrigin
}

/// One view the code makes.
struct CodeView: Sendable {
    /// The name it was first stored under (a property's name wins over a local variable's); empty until then.
    var name: String
    var nameIsProperty = false
    var className: String
    var kind: CodeViewKind
    var position: SourcePosition
    var parent: Int?
    /// Whether the code made it the root (`self.view`, `view`, `contentView`, `self` of a view).
    var isRoot = false
    /// nil until the code or Masonry/SnapKit sets it; UIKit's default is true.
    var translatesAutoresizingMask: Bool?
    var translatesPosition: SourcePosition?
    var frame: Rect?
    var framePosition: SourcePosition?
    var contentSize: Size?
    var contentSizePosition: SourcePosition?
    var contentOffset: Point?
    var contentInset: Insets?
    var text: String?
    var fontSize: Double?
    var numberOfLines: Int?
    var layoutMargins: Insets?
    var hugging: (horizontal: Double, vertical: Double) = (250, 250)
    var compression: (horizontal: Double, vertical: Double) = (750, 750)
    // UIStackView
    var arranged: [Int] = []
    var axisIsVertical = false
    var distribution = "fill"
    var alignment = "fill"
    var spacing: Double = 0
    var customSpacing: [Int: Double] = [:]
    var isLayoutMarginsRelativeArrangement = false
    var isHidden = false
    /// A `UIActivityIndicatorView` made with the `.large` style.
    var activityIndicatorIsLarge = false
}

/// A value the interpreter computes.
indirect enum CodeValue: Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case view(Int)
    /// A guide of a view as a thing of its own (`view.safeAreaLayoutGuide`), for its anchors.
    case guide(Int, CodeGuide)
    case anchor(CodeAnchor)
    /// `view.snp`: SnapKit's entry to a view's (or guide's) constraints and attributes.
    case snapKit(Int, CodeGuide)
    /// A Masonry or SnapKit maker (`make`), for the view it constrains.
    case maker(Int, isSnapKit: Bool)
    /// `make.left.right…` and what `equalTo` made of it.
    case makerChain(MakerChain)
    /// An `NSLayoutConstraint` (index in the interpreter's constraints).
    case constraint(Int)
    /// The constraints one Visual Format string makes (index in the interpreter's formats).
    case visualFormat(Int)
    case array([CodeValue])
    case dictionary([String: CodeValue])
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(Insets)
    /// A type name (`UIView`, `NSLayoutConstraint`, `UIScreen`).
    case type(String)
    /// An enumeration value (`.vertical`, `UILayoutConstraintAxisVertical`, `.alignAllCenterY`), by its Swift name.
    case enumCase(String)
    /// The object the code's methods belong to (a view controller or a view).
    case selfObject
    /// `UIScreen.main`.
    case screen
    /// A Swift closure or an Objective-C block.
    case closure([String], [CodeStatement])
    /// A value that is not about layout; `reason` says what it was, for messages when layout needs it.
    case unknown(String)

    var number: Double? {
        switch self {
        case .number(let value): value
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }
}

/// A maker's chain: the attributes named so far (`make.left.right`) and the constraints `equalTo` made from them.
struct MakerChain: Sendable {
    var view: Int
    var isSnapKit: Bool
    var attributes: [(attribute: LayoutAttribute, guide: CodeGuide)]
    /// Indices of the constraints made by `equalTo` and friends; empty before.
    var constraints: [Int] = []
}

/// A Visual Format string the code passes to `constraints(withVisualFormat:…)`, kept as a line for the constraint parser.
struct CodeVisualFormat: Sendable {
    /// The format with metrics written as numbers and UIKit's standard spacing to the superview (20) made explicit.
    var format: String
    /// The views dictionary: the format's names → views.
    var views: [String: Int]
    var position: SourcePosition
    var isActive = false
    /// The constraints its `alignAll…` options add.
    var alignments: [Int] = []
}
