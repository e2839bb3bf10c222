// Layout code to a layout document: runs the code, then writes the views it built and the constraints UIKit would
// hold (its own, UIStackView's, the autoresizing mask's) in the constraint syntax, at the lines that made them.
import Layout

/// The languages layout code is read in: one grammar reads both, and the language decides what a name without
/// `self` means (Swift's `view` is `self.view`).
public enum CodeLanguage: String, Sendable, CaseIterable {
    case objc, swift
}

/// What the code alone does not say: the screen, intrinsic sizes, values of names it does not define.
public struct CodeLayoutOptions: Sendable, Hashable {
    /// The size of the root view (`self.view`), 375×667 by default (an iPhone 8, the size most posts assume).
    public var screen: Size
    /// Intrinsic content sizes by view name (`titleLabel=120x21`), over what the reader would measure.
    public var intrinsicSizes: [String: Size]
    /// Values of names (`SCREEN_HEIGHT=667`), over the code's own `#define`s and constants.
    public var defines: [String: Double]

    public init(screen: Size = Size(width: 375, height: 667), intrinsicSizes: [String: Size] = [:], defines: [String: Double] = [:]) {
        self.screen = screen
        self.intrinsicSizes = intrinsicSizes
        self.defines = defines
    }
}

/// Reads Objective-C or Swift layout code (Masonry, SnapKit, anchors, Visual Format, frames, stack views) into the
/// layout document a ```` ```layout ```` block would give, so the same engine lays it out and draws it.
public enum CodeLayoutReader {
    /// The document for `source`, or the errors that stop it, at their lines and columns in `source`.
    public static func read(_ source: String, language: CodeLanguage, options: CodeLayoutOptions = CodeLayoutOptions()) -> CodeLayoutReading {
        let program: [CodeStatement]
        do { program = try CodeParser.parse(source) } catch {
            return CodeLayoutReading(document: nil, errors: [DiagramError(at: error.position, error.message)])
        }
        var interpreter = CodeInterpreter(screen: options.screen, defines: options.defines, language: language)
        interpreter.run(program)
        let document = interpreter.document(options: options)
        let errors = interpreter.errors.sorted()
        let unsized = interpreter.unsizedControls(options: options)
        return CodeLayoutReading(document: errors.isEmpty ? document : nil, errors: errors, unsizedControls: unsized)
    }
}

/// What reading layout code gives: the document, or the errors that stop it.
public struct CodeLayoutReading: Sendable {
    /// The document, when the code was read without errors.
    public var document: LayoutDocument?
    /// Errors at their lines and columns in the code.
    public var errors: [DiagramError]
    /// Views of UIKit controls whose intrinsic size the reader does not know (`slider` → `UISlider`).
    public var unsizedControls: [String: String] = [:]

    /// The engine's errors for the document, with a hint on each ambiguity that an unsized control explains: the
    /// control has a size in UIKit that the code does not say, and `intrinsic=` gives it.
    public func explained(_ errors: [DiagramError]) -> [DiagramError] {
        errors.map { error in
            guard error.message.hasPrefix("layout is ambiguous"),
                  let (name, className) = unsizedControls.sorted(by: { $0.key < $1.key }).first(where: { error.message.contains("'\($0.key)'") }) else { return error }
            var explained = error
            explained.message += " ('\(name)' is a \(className), whose size UIKit knows and this reader does not: give it with intrinsic=\"\(name)=WxH\")"
            return explained
        }
    }
}

extension CodeInterpreter {
    /// The laid-out views as a document: the root is `screen`; each view in the hierarchy a view line, each active
    /// constraint a constraint line at the position of the code that made it. Problems go to `errors`.
    mutating func document(options: CodeLayoutOptions) -> LayoutDocument {
        var screenSize = options.screen
        // Without `self.view`, the one parentless view that holds others is the root (a playground's container).
        if rootIndex == nil {
            let parents = Set(views.compactMap(\.parent))
            let tops = views.indices.filter { views[$0].parent == nil && parents.contains($0) }
            if tops.count == 1 {
                rootIndex = tops[0]
                views[tops[0]].isRoot = true
                if let frame = views[tops[0]].frame { screenSize = frame.size }
            }
        }
        let root = rootIndex ?? self.root(at: SourcePosition(line: 1, column: 1))
        views[root].name = "screen"
        views[root].frame = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)

        // The hierarchy: views whose ancestors reach the root, parents first, siblings in the order they were added.
        var ordered: [Int] = []
        func visit(_ index: Int) {
            ordered.append(index)
            for child in subviewOrder where views[child].parent == index { visit(child) }
        }
        visit(root)
        let live = Set(ordered)
        if views.count == 1 || live.count == 1 {
            errors.append(DiagramError(line: 1, column: 1, "this code adds no view to the screen (addSubview to self.view, view or contentView), so there is nothing to draw"))
        }
        assignNames(ordered)

        do throws(CodeFailure) { try addStackViewConstraints(live: live) } catch { fail(error) }

        var viewDeclarations: [ViewDeclaration] = []
        var lines: [ConstraintLine] = []
        func line(_ text: String, at position: SourcePosition, form: ConstraintLine.Form = .relation) {
            lines.append(ConstraintLine(form: form, text: text, line: position.line, column: position.column))
        }
        let arranged = Set(views.indices.filter { views[$0].kind == .stack }.flatMap { views[$0].arranged })
        // Views a constraint places: its first item (a Visual Format places all its views).
        var constrained = Set<Int>()
        for constraint in constraints where constraint.isActive && constraint.origin != .stackView { constrained.insert(constraint.first.view) }
        for format in formats where format.isActive { constrained.formUnion(format.views.values) }
        var autoresizingConflicts: [Int] = []

        for index in ordered where index != root {
            let view = views[index]
            let parentName = views[view.parent!].name
            var kind: ViewKind = view.kind == .scroll ? .scroll : .view
            var style = ViewStyle()
            style.isLayoutGuide = view.kind == .layoutGuide
            var text: String?
            if let size = options.intrinsicSizes[view.name] {
                line("\(view.name).intrinsic = (\(size.width.compact), \(size.height.compact))", at: view.position)
            } else if view.kind == .label, let labelText = view.text, !labelText.isEmpty {
                kind = .label
                text = labelText
                style.fontSize = view.fontSize ?? LabelMetrics.defaultFontSize
                style.numberOfLines = view.numberOfLines ?? 1
            } else if let size = intrinsicSize(of: index) {
                line("\(view.name).intrinsic = (\(size.width.compact), \(size.height.compact))", at: view.position)
            }
            if view.hugging != (250, 250) {
                line("\(view.name).hugging = (\(view.hugging.horizontal.compact), \(view.hugging.vertical.compact))", at: view.position)
            }
            if view.compression != (750, 750) {
                line("\(view.name).compression = (\(view.compression.horizontal.compact), \(view.compression.vertical.compact))", at: view.position)
            }
            if view.kind == .scroll {
                if let offset = view.contentOffset { style.contentOffset = offset }
                // The content size set in code holds where Auto Layout's constraints leave the content's size open.
                // Without it, content whose size no constraint fixes is reported as ambiguous (Interface Builder's
                // "scrollable content size is ambiguous"), not drawn at an arbitrary size.
                if let size = view.contentSize {
                    let position = view.contentSizePosition ?? view.position
                    line("\(view.name).content.width == \(size.width.compact) @1", at: position)
                    line("\(view.name).content.height == \(size.height.compact) @1", at: position)
                }
            }
            viewDeclarations.append(ViewDeclaration(name: view.name, kind: kind, parent: parentName, parentSource: .explicit(view.position),
                                                    text: text, style: style, position: view.position, namePosition: view.position))
            // UIKit turns the frame of a view that translates its autoresizing mask into four required constraints.
            if view.translatesAutoresizingMask ?? true, !arranged.contains(index) {
                let frame = view.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                let position = view.framePosition ?? view.position
                line("\(view.name).left == \(parentName).left + \(frame.minX.compact)", at: position)
                line("\(view.name).top == \(parentName).top + \(frame.minY.compact)", at: position)
                line("\(view.name).width == \(frame.width.compact)", at: position)
                line("\(view.name).height == \(frame.height.compact)", at: position)
                if constrained.contains(index), view.translatesAutoresizingMask == nil {
                    autoresizingConflicts.append(index)
                }
            } else if !constrained.contains(index) && !arranged.contains(index) && errors.isEmpty {
                // (After other errors, a view left unplaced is most likely one whose constraints could not be read.)
                fail(CodeFailure(position: view.translatesPosition ?? view.position,
                                 message: "'\(view.name)' does not translate its autoresizing mask and no constraint places it, so UIKit's layout of it is ambiguous"))
            }
        }

        for constraint in constraints where constraint.isActive {
            do throws(CodeFailure) {
                line(try text(of: constraint, live: live), at: constraint.position)
            } catch {
                fail(error)
            }
        }
        for format in formats where format.isActive {
            for view in format.views.values.sorted() where !live.contains(view) {
                fail(CodeFailure(position: format.position, message: "'\(views[view].name)' in this Visual Format is not in the view hierarchy (never added with addSubview)"))
            }
            let text = Self.replacingNames(in: format.format) { name in format.views[name].map { views[$0].name } }
            line(text, at: format.position, form: .visualFormat)
        }
        for index in autoresizingConflicts {
            let view = views[index]
            fail(CodeFailure(position: view.position, message: "'\(view.name)' is placed by constraints but never sets translatesAutoresizingMaskIntoConstraints = false, so UIKit also pins its frame (\(view.frame.map { "\($0.minX.compact), \($0.minY.compact), \($0.width.compact)×\($0.height.compact)" } ?? "zero")) and the constraints conflict"))
        }
        let screen = ScreenDeclaration(size: screenSize, preset: nil, direction: .leftToRight, position: nil)
        return LayoutDocument(screen: screen, views: viewDeclarations, constraints: lines)
    }

    private mutating func fail(_ failure: CodeFailure) {
        let error = DiagramError(at: failure.position, failure.message)
        if !errors.contains(error) { errors.append(error) }
    }

    /// Unique names the constraint syntax reads: the code's (`scrollView`), else the class's (`label`), with `2`, `3`
    /// for repeats (a view made in a loop).
    private mutating func assignNames(_ ordered: [Int]) {
        var used: Set<String> = ["screen"]
        for index in ordered where !views[index].isRoot {
            var base = views[index].name.unicodeScalars.filter { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
                .map(String.init).joined()
            if base.isEmpty || base.first!.isNumber {
                let className = views[index].className.hasPrefix("UI") ? String(views[index].className.dropFirst(2)) : views[index].className
                base = className.prefix(1).lowercased() + className.dropFirst()
            }
            var name = base
            var count = 2
            while used.contains(name) {
                name = "\(base)\(count)"
                count += 1
            }
            used.insert(name)
            views[index].name = name
        }
    }

    /// One anchor in the constraint syntax, and what to add to a constraint's constant for the guide it is on.
    private func anchorText(_ anchor: CodeAnchor, at position: SourcePosition) throws(CodeFailure) -> (text: String, offset: Double) {
        let view = views[anchor.view]
        let attribute = anchor.attribute
        switch anchor.guide {
        case .frame:
            return ("\(view.name).\(attribute.rawValue)", 0)
        case .content:
            guard view.kind == .scroll else { throw CodeFailure(position: position, message: "'\(view.name)' is not a scroll view, so it has no content layout guide") }
            return ("\(view.name).content.\(attribute.rawValue)", 0)
        case .safeArea, .margins:
            let insets = try guideInsets(anchor.guide, of: anchor.view, at: position)
            let offset: Double = switch attribute {
            case .left, .leading: insets.left
            case .right, .trailing: -insets.right
            case .top: insets.top
            case .bottom: -insets.bottom
            case .centerX: (insets.left - insets.right) / 2
            case .centerY: (insets.top - insets.bottom) / 2
            case .width: -(insets.left + insets.right)
            case .height: -(insets.top + insets.bottom)
            }
            return ("\(view.name).\(attribute.rawValue)", offset)
        }
    }

    /// How far a guide lies inside its view: the safe area of the root (the status bar and home indicator of the
    /// screen's iPhone), the layout margins (8 points, UIKit's default; 16 or 20 on the sides of the root, inside its safe area).
    private func guideInsets(_ guide: CodeGuide, of index: Int, at position: SourcePosition) throws(CodeFailure) -> Insets {
        let safe = Self.safeAreaInsets(screen: rootSize)
        let view = views[index]
        if guide == .safeArea {
            guard view.isRoot else {
                throw CodeFailure(position: position, message: "the safe area of '\(view.name)' depends on where it ends up on screen; relate to the root view's safeAreaLayoutGuide instead")
            }
            return safe
        }
        if let margins = view.layoutMargins { return view.isRoot ? Insets(top: safe.top + margins.top, left: margins.left, bottom: safe.bottom + margins.bottom, right: margins.right) : margins }
        if view.isRoot {
            let side = rootSize.width >= 414 ? 20.0 : 16.0
            return Insets(top: safe.top, left: side, bottom: safe.bottom, right: side)
        }
        return Insets(all: 8)
    }

    private var rootSize: Size { rootIndex.flatMap { views[$0].frame?.size } ?? screen }

    /// The portrait safe-area insets of the iPhone with this screen size: 20 points of status bar on the iPhones with a
    /// home button; the notch or Dynamic Island and the home indicator on the others.
    static func safeAreaInsets(screen: Size) -> Insets {
        switch (screen.width, screen.height) {
        case (375, 812), (414, 896): Insets(top: 44, bottom: 34)
        case (390, 844), (428, 926): Insets(top: 47, bottom: 34)
        case (393, 852), (430, 932): Insets(top: 59, bottom: 34)
        case (402, 874), (440, 956): Insets(top: 62, bottom: 34)
        default: screen.height >= 812 ? Insets(top: 44, bottom: 34) : Insets(top: 20, bottom: 0)
        }
    }

    /// A constraint in the constraint syntax: `a.top == b.bottom * 1 + 8 @750`.
    private func text(of constraint: CodeConstraint, live: Set<Int>) throws(CodeFailure) -> String {
        let position = constraint.position
        var second: CodeAnchor?
        switch constraint.second {
        case .anchor(let anchor)?: second = anchor
        case .superview(let guide, let attribute)?:
            guard let parent = views[constraint.first.view].parent else {
                throw CodeFailure(position: position, message: "'\(views[constraint.first.view].name)' has no superview here (add it with addSubview before constraining it to one)")
            }
            second = CodeAnchor(view: parent, guide: guide, attribute: attribute)
        case nil: break
        }
        for view in [constraint.first.view] + (second.map { [$0.view] } ?? []) where !live.contains(view) {
            let name = views[view].name.isEmpty ? "a \(views[view].className)" : "'\(views[view].name)'"
            throw CodeFailure(position: position, message: "\(name) is not in the view hierarchy (never added with addSubview to the screen's views), so UIKit cannot install this constraint")
        }
        guard constraint.priority >= 1, constraint.priority <= 1000 else {
            throw CodeFailure(position: position, message: "a priority must be 1–1000; this one is \(constraint.priority.compact)")
        }
        let first = try anchorText(constraint.first, at: position)
        var text = "\(first.text) \(constraint.relation.rawValue) "
        var constant = constraint.constant - first.offset
        if let second {
            let other = try anchorText(second, at: position)
            constant += constraint.multiplier * other.offset
            text += other.text
            if constraint.multiplier != 1 { text += " * \(constraint.multiplier.compact)" }
            if constant != 0 { text += constant < 0 ? " - \((-constant).compact)" : " + \(constant.compact)" }
        } else {
            guard !constraint.first.attribute.isPosition else {
                throw CodeFailure(position: position, message: "a position ('\(constraint.first.attribute.rawValue)') needs a second anchor")
            }
            text += constant.compact
        }
        if constraint.priority != 1000 { text += " @\(constraint.priority.compact)" }
        return text
    }

    /// Views in the hierarchy whose UIKit class has an intrinsic size this reader does not know, by name.
    func unsizedControls(options: CodeLayoutOptions) -> [String: String] {
        let classes: Set<String> = ["UISlider", "UIProgressView", "UISegmentedControl", "UIPageControl", "UITextField", "UIDatePicker",
                                    "UIStepper", "UISearchBar", "UIPickerView", "UIImageView", "UITextView"]
        var result: [String: String] = [:]
        for view in views where view.parent != nil && classes.contains(view.className) && options.intrinsicSizes[view.name] == nil {
            result[view.name] = view.className
        }
        return result
    }

    /// The size UIKit gives a view from its content, when the reader knows it: a label's or a button's text, a switch.
    func intrinsicSize(of index: Int) -> Size? {
        let view = views[index]
        switch view.kind {
        case .label:
            guard let text = view.text, !text.isEmpty else { return nil }
            return LabelMetrics.size(of: text, fontSize: view.fontSize ?? LabelMetrics.defaultFontSize, numberOfLines: view.numberOfLines ?? 1,
                                     width: .infinity, widthMode: .undefined, height: .infinity, heightMode: .undefined)
        case .button:
            // A system button: its title at 15 points, at least 30 points tall (UIButton's content edge insets are zero).
            guard let text = view.text, !text.isEmpty else { return nil }
            let title = LabelMetrics.size(of: text, fontSize: view.fontSize ?? 15, numberOfLines: 1,
                                          width: .infinity, widthMode: .undefined, height: .infinity, heightMode: .undefined)
            return Size(width: title.width, height: max(30, title.height))
        default:
            if view.className == "UISwitch" { return Size(width: 51, height: 31) }
            // UIActivityIndicatorView: `.large` (and `.whiteLarge`) is 37 points, the others 20 (iOS 13).
            if view.className == "UIActivityIndicatorView" { return view.activityIndicatorIsLarge ? Size(width: 37, height: 37) : Size(width: 20, height: 20) }
            return nil
        }
    }
}
