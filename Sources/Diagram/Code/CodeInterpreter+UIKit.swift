// UIKit as layout code sees it: making views, their hierarchy and properties, geometry structs, constants and enums.
import Layout

extension CodeInterpreter {
    // MARK: Views

    /// UIKit classes that are views, and what kind each is.
    static let viewClasses: [String: CodeViewKind] = [
        "UIView": .view, "UILabel": .label, "UIButton": .button, "UIImageView": .imageView, "UIScrollView": .scroll,
        // A table, collection or text view sizes its content from its rows or text, not from constraints: a plain view here.
        "UITableView": .view, "UICollectionView": .view, "UITextView": .view, "UIStackView": .stack, "UITextField": .textField,
        "UISwitch": .view, "UISlider": .view, "UISegmentedControl": .view, "UIActivityIndicatorView": .view, "UIProgressView": .view,
        "UIPageControl": .view, "UIVisualEffectView": .view, "UIDatePicker": .view, "UIPickerView": .view, "UINavigationBar": .view,
        "UIToolbar": .view, "UITabBar": .view, "UISearchBar": .view, "WKWebView": .view, "MKMapView": .view, "UIControl": .view,
        "UILayoutGuide": .layoutGuide,
    ]

    /// The kind of view a class makes: UIKit's, or a plain view for a class of the code's own whose name says it is one.
    static func viewKind(ofClass name: String) -> CodeViewKind? {
        if let kind = viewClasses[name] { return kind }
        let suffixes = ["View", "Label", "Button", "Bar", "Control", "Field", "Cell", "Switch", "Slider", "Card", "Container"]
        guard !name.hasPrefix("UI") || name.hasSuffix("View"), name.first?.isUppercase == true,
              !name.hasSuffix("Controller"), suffixes.contains(where: name.hasSuffix) else { return nil }
        if name.hasSuffix("Label") { return .label }
        if name.hasSuffix("Button") { return .button }
        if name.hasSuffix("ScrollView") { return .scroll }
        if name.hasSuffix("StackView") { return .stack }
        return .view
    }

    /// Classes the code names but does not show are plain views ("unknown classes are plain views"): only one the code
    /// adds to a view ends up drawn, so a non-view object taken for a view changes nothing. Known value types are not.
    static func unknownClassKind(_ name: String) -> CodeViewKind? {
        guard name.first?.isUppercase == true, !name.contains(".") else { return nil }
        let values = ["UIColor", "UIFont", "UIImage", "NS", "CG", "CA", "URL", "Date", "Data", "String", "Int", "Double", "Float",
                      "Bool", "Array", "Dictionary", "Set", "UIGesture", "UITapGesture", "UIPanGesture", "UIPinchGesture", "UISwipeGesture",
                      "UILongPressGesture", "UIBezierPath", "UIAlert", "UIBarButtonItem", "UITabBarItem", "UIBlurEffect", "UIVibrancyEffect",
                      "UIImageConfiguration", "UIMenu", "UIAction", "UILayoutGuide", "UIEdgeInsets", "UILayoutPriority", "DispatchQueue",
                      "Timer", "Notification", "Optional", "Result", "Character", "Substring"]
        let nonViewSuffixes = ["Controller", "Manager", "Formatter", "Model", "Service", "Request", "Task", "Delegate", "DataSource",
                               "Configuration", "Recognizer", "Item", "Effect", "Error", "Type", "Style", "Options"]
        guard !values.contains(where: name.hasPrefix), !nonViewSuffixes.contains(where: name.hasSuffix) else { return nil }
        return .view
    }

    /// A new view of `className`, unnamed until stored.
    mutating func makeView(_ className: String, kind: CodeViewKind, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        // A diagram holds at most `LayoutLimits.maximumViews` views; code that makes many more is stopped here.
        guard views.count < LayoutLimits.maximumViews else {
            throw CodeFailure(position: position, message: "the code makes more than \(LayoutLimits.maximumViews) views; a diagram holds at most that many")
        }
        var view = CodeView(name: "", className: className, kind: kind, position: position)
        // A guide has no autoresizing mask: only constraints place it.
        if kind == .layoutGuide { view.translatesAutoresizingMask = false }
        views.append(view)
        return .view(views.count - 1)
    }

    /// The view a value names, or an error that says why it is not one.
    /// `self` is the root view when the code's class is a view (`[self addSubview:…]`, `lastView = self`).
    mutating func view(_ value: CodeValue, at position: SourcePosition, role: String) throws(CodeFailure) -> Int {
        switch value {
        case .view(let index): return index
        case .selfObject: return root(at: position)
        case .unknown(let reason): throw CodeFailure(position: position, message: "\(role) is \(reason), not a view made in this code")
        case .null: throw CodeFailure(position: position, message: "\(role) is nil here: the view is never created (no UIView(), [[UIView alloc] init] or getter makes it)")
        default: throw CodeFailure(position: position, message: "\(role) is not a view")
        }
    }

    /// Makes `child` a subview of `parent` (moving it if it had another parent); `index` places it among the siblings.
    mutating func addSubview(_ child: Int, to parent: Int, at position: SourcePosition) throws(CodeFailure) {
        guard child != parent else { throw CodeFailure(position: position, message: "a view cannot be its own subview") }
        var ancestor: Int? = parent
        while let a = ancestor {
            if a == child { throw CodeFailure(position: position, message: "'\(views[child].name)' would become a subview of its own subview") }
            ancestor = views[a].parent
        }
        guard !views[child].isRoot else { throw CodeFailure(position: position, message: "the root view cannot be added to another view") }
        if let old = views[child].parent, old != parent { views[old].arranged.removeAll { $0 == child } }
        views[child].parent = parent
        // Subviews are listed in the order they were last added.
        subviewOrder.removeAll { $0 == child }
        subviewOrder.append(child)
    }

    // MARK: Values

    /// A priority from a number or a name (`.high`, `UILayoutPriorityDefaultHigh`, `.defaultLow`).
    static func priority(_ value: CodeValue) -> Double? {
        switch value {
        case .number(let n): return n
        case .enumCase(let name):
            switch name {
            case "required", "priorityRequired": return 1000
            case "defaultHigh", "high", "priorityHigh": return 750
            case "medium", "priorityMedium", "defaultMedium": return 500
            case "defaultLow", "low", "priorityLow": return 250
            case "fittingSizeLevel", "fittingSizeCompression": return 50
            case "dragThatCanResizeScene": return 510
            case "sceneSizeStayPut": return 500
            case "dragThatCannotResizeScene": return 490
            default: return nil
            }
        default: return nil
        }
    }

    static func insets(_ value: CodeValue) -> Insets? {
        switch value {
        case .insets(let insets): insets
        case .number(let n): Insets(all: n)
        case .enumCase("zero"): .zero
        default: nil
        }
    }

    static func size(_ value: CodeValue) -> Size? {
        switch value {
        case .size(let size): size
        case .number(let n): Size(width: n, height: n)
        case .enumCase("zero"): Size(width: 0, height: 0)
        case .array(let items) where items.count == 2: items[0].number.flatMap { w in items[1].number.map { Size(width: w, height: $0) } }
        default: nil
        }
    }

    static func point(_ value: CodeValue) -> Point? {
        switch value {
        case .point(let point): point
        case .number(let n): Point(x: n, y: n)
        case .enumCase("zero"): Point(x: 0, y: 0)
        default: nil
        }
    }

    static func rect(_ value: CodeValue) -> Rect? {
        switch value {
        case .rect(let rect): rect
        case .enumCase("zero"): Rect(x: 0, y: 0, width: 0, height: 0)
        default: nil
        }
    }

    /// Objective-C constant prefixes whose rest is the Swift case (`UILayoutConstraintAxisVertical` → `.vertical`).
    private static let enumPrefixes = ["NSLayoutAttribute", "NSLayoutRelation", "UILayoutConstraintAxis", "UIStackViewDistribution",
                                       "UIStackViewAlignment", "NSLayoutFormat", "UIControlState", "UIButtonType", "UIViewContentMode",
                                       "NSTextAlignment", "UILayoutPriority", "MASLayoutPriority", "UIUserInterfaceLayoutDirection", "MASAxisType"]

    /// Names every file of layout code can use without defining: the screen's size under its usual macro names, zero
    /// structs, UIKit's constants.
    func knownGlobal(_ name: String) -> CodeValue? {
        let lower = name.lowercased()
        if lower.contains("screen") && !lower.contains("scale") {
            if lower.hasSuffix("width") || lower.hasSuffix("_w") || lower.hasSuffix("screenw") { return .number(screen.width) }
            if lower.hasSuffix("height") || lower.hasSuffix("_h") || lower.hasSuffix("screenh") { return .number(screen.height) }
            if lower.hasSuffix("bounds") || lower.hasSuffix("frame") { return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height)) }
        }
        switch name {
        case "CGRectZero", "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero", "NSDirectionalEdgeInsetsZero": return .enumCase("zero")
        case "M_PI": return .number(Double.pi)
        case "CGFLOAT_MAX", "MAXFLOAT", "FLT_MAX", "greatestFiniteMagnitude": return .number(1e9)
        case "UIViewNoIntrinsicMetric": return .number(-1)
        default: break
        }
        for prefix in Self.enumPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            var rest = String(name.dropFirst(prefix.count))
            rest = rest.prefix(1).lowercased() + rest.dropFirst()
            if prefix == "MASLayoutPriority" || prefix == "UILayoutPriority" { return .enumCase(rest == "defaultMedium" ? "medium" : rest) }
            return .enumCase(rest)
        }
        return nil
    }

    // MARK: Members

    /// `value.name`.
    mutating func member(_ name: String, of value: CodeValue, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        switch value {
        case .view(let index):
            if let anchor = Self.anchorAttribute(name) { return .anchor(CodeAnchor(view: index, guide: anchor.guide, attribute: anchor.attribute)) }
            if let masonry = try masonryViewAttribute(name, of: index, at: position) { return masonry }
            // Masonry's shorthand (`MAS_SHORTHAND`): `view.top` for `view.mas_top`.
            if let masonry = try masonryViewAttribute("mas_" + name, of: index, at: position) { return masonry }
            switch name {
            case "snp": return .snapKit(index, .frame)
            case "safeAreaLayoutGuide", "mas_safeAreaLayoutGuide": return .guide(index, .safeArea)
            case "layoutMarginsGuide", "readableContentGuide": return .guide(index, .margins)
            case "contentLayoutGuide": return .guide(index, .content)
            case "frameLayoutGuide": return .guide(index, .frame)
            case "superview": return views[index].parent.map(CodeValue.view) ?? .null
            case "subviews": return .array(subviewOrder.filter { views[$0].parent == index }.map(CodeValue.view))
            case "arrangedSubviews": return .array(views[index].arranged.map(CodeValue.view))
            case "frame", "bounds":
                if let frame = views[index].frame {
                    return .rect(name == "bounds" ? Rect(x: 0, y: 0, width: frame.width, height: frame.height) : frame)
                }
                return .unknown("the \(name) of '\(views[index].name)' before layout (UIKit gives zero there)")
            case "contentSize": return views[index].contentSize.map(CodeValue.size) ?? .size(Size(width: 0, height: 0))
            case "text": return views[index].text.map(CodeValue.string) ?? .null
            case "contentView", "view": return value
            case "owningView" where views[index].kind == .layoutGuide: return views[index].parent.map(CodeValue.view) ?? .null
            default: return .unknown("'\(name)' of a view")
            }
        case .guide(let index, let guide):
            if let anchor = Self.anchorAttribute(name), anchor.guide == .frame { return .anchor(CodeAnchor(view: index, guide: guide, attribute: anchor.attribute)) }
            if name == "snp" { return .snapKit(index, guide) }
            if name == "owningView" { return .view(index) }
            return .unknown("'\(name)' of a layout guide")
        case .snapKit(let index, let guide):
            if let attributes = Self.makerAttributes(name), attributes.count == 1 {
                let attribute = attributes[0]
                return .anchor(CodeAnchor(view: index, guide: attribute.guide == .margins ? .margins : guide, attribute: attribute.attribute))
            }
            if Self.makerAttributes(name) != nil { return .guide(index, name.contains("argin") ? .margins : guide) }
            if name == "safeAreaLayoutGuide" { return .guide(index, .safeArea) }
            return .unknown("'snp.\(name)'")
        case .maker(let index, let isSnapKit):
            return try makerMember(name, of: MakerChain(view: index, isSnapKit: isSnapKit, attributes: []), at: position)
        case .makerChain(let chain):
            return try makerMember(name, of: chain, at: position)
        case .selfObject:
            // A view class's own attributes (`self.mas_top`, or `self.top` in Masonry's shorthand), unless a property has the name.
            if hasProperty(name) { return try property(name, at: position) }
            if name.hasPrefix("mas_") || Self.makerAttributes(name) != nil,
               let masonry = try masonryViewAttribute(name.hasPrefix("mas_") ? name : "mas_" + name, of: root(at: position), at: position) {
                return masonry
            }
            // A view controller's old layout guides: the top one ends where the safe area starts, the bottom one starts where it ends.
            if name == "topLayoutGuide" || name == "bottomLayoutGuide" { return .enumCase(name) }
            // Members of the view `self` is (`self.snp`, `self.topAnchor`, `self.safeAreaLayoutGuide` in a view class).
            if name == "snp" || name.hasSuffix("Anchor") || name.hasSuffix("Guide") || name == "bounds" || name == "frame" {
                return try member(name, of: .view(root(at: position)), at: position)
            }
            return try property(name, at: position)
        case .type(let typeName):
            if name == "main" || name == "mainScreen" { return typeName == "UIScreen" ? .screen : .unknown("\(typeName).\(name)") }
            // Objective-C's dot syntax for a class method without arguments: `UIView.new`.
            if name == "new" { return try construct(typeName, arguments: [], at: position) }
            if name.first?.isUppercase == true { return .type(typeName + "." + name) }
            return .enumCase(name)
        case .screen:
            switch name {
            case "bounds", "nativeBounds", "applicationFrame": return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
            case "scale": return .number(2)
            default: return .unknown("UIScreen's '\(name)'")
            }
        case .rect(let rect):
            switch name {
            case "size": return .size(rect.size)
            case "origin": return .point(rect.origin)
            case "width": return .number(rect.width)
            case "height": return .number(rect.height)
            case "minX", "x": return .number(rect.minX)
            case "minY", "y": return .number(rect.minY)
            case "maxX": return .number(rect.maxX)
            case "maxY": return .number(rect.maxY)
            case "midX": return .number(rect.minX + rect.width / 2)
            case "midY": return .number(rect.minY + rect.height / 2)
            default: return .unknown("'\(name)' of a rectangle")
            }
        case .size(let size):
            if name == "width" { return .number(size.width) }
            if name == "height" { return .number(size.height) }
            return .unknown("'\(name)' of a size")
        case .point(let point):
            if name == "x" { return .number(point.x) }
            if name == "y" { return .number(point.y) }
            return .unknown("'\(name)' of a point")
        case .insets(let insets):
            switch name {
            case "top": return .number(insets.top)
            case "left", "leading": return .number(insets.left)
            case "bottom": return .number(insets.bottom)
            case "right", "trailing": return .number(insets.right)
            default: return .unknown("'\(name)' of insets")
            }
        case .enumCase(let caseName) where caseName == "topLayoutGuide" || caseName == "bottomLayoutGuide":
            let root = root(at: position)
            let edge: LayoutAttribute = caseName == "topLayoutGuide" ? .top : .bottom
            switch name {
            case "bottomAnchor", "mas_bottom": return .anchor(CodeAnchor(view: root, guide: edge == .top ? .safeArea : .frame, attribute: edge == .top ? .top : .bottom))
            case "topAnchor", "mas_top": return .anchor(CodeAnchor(view: root, guide: edge == .top ? .frame : .safeArea, attribute: edge == .top ? .top : .bottom))
            case "length": return .number(edge == .top ? Self.safeAreaInsets(screen: screen).top : Self.safeAreaInsets(screen: screen).bottom)
            default: return .unknown("'\(name)' of the \(caseName)")
            }
        case .enumCase(let caseName):
            if name == "rawValue", let priority = Self.priority(value) { return .number(priority) }
            if caseName == "zero" { return .number(0) }
            return .unknown("'\(name)' of '.\(caseName)'")
        case .array(let items):
            switch name {
            case "count": return .number(Double(items.count))
            case "first", "firstObject": return items.first ?? .null
            case "last", "lastObject": return items.last ?? .null
            case "isEmpty": return .bool(items.isEmpty)
            default:
                if let index = Int(name), items.indices.contains(index) { return items[index] }
                return .unknown("'\(name)' of an array")
            }
        case .constraint(let index):
            switch name {
            case "constant": return .number(constraints[index].constant)
            case "priority": return .number(constraints[index].priority)
            case "isActive", "active": return .bool(constraints[index].isActive)
            case "multiplier": return .number(constraints[index].multiplier)
            default: return .unknown("'\(name)' of a constraint")
            }
        case .number(let n):
            if name == "rawValue" { return .number(n) }
            return .unknown("'\(name)' of a number")
        case .null:
            throw CodeFailure(position: position, message: "'\(name)' is read from nil: the value before it is never created")
        case .unknown:
            // What is not known stays what it was (`headerView.snp.bottom` is as unknown as `headerView`).
            return value
        default:
            return .unknown("'\(name)'")
        }
    }

    /// `value.name = newValue`.
    mutating func setProperty(_ name: String, of object: CodeValue, to value: CodeValue, at position: SourcePosition,
                              valuePosition: SourcePosition) throws(CodeFailure) {
        switch object {
        case .view(let index):
            try setViewProperty(name, of: index, to: value, at: position)
        case .constraint(let index):
            switch name {
            case "isActive", "active":
                if let truth = Self.truth(value) { constraints[index].isActive = truth }
            case "priority":
                guard let priority = Self.priority(value) else { throw CodeFailure(position: valuePosition, message: "cannot read this priority") }
                constraints[index].priority = priority
            case "constant":
                guard let constant = value.number else { throw CodeFailure(position: valuePosition, message: "cannot read this constant") }
                constraints[index].constant = constant
            default: break
            }
        case .selfObject:
            properties[Self.propertyName(name)] = value
        case .null:
            throw CodeFailure(position: position, message: "'\(name)' is set on nil: the value before it is never created")
        default:
            break
        }
    }

    /// Sets a view property that layout reads; others (colours, fonts' colours, delegates) are ignored.
    mutating func setViewProperty(_ name: String, of index: Int, to value: CodeValue, at position: SourcePosition) throws(CodeFailure) {
        func need<T>(_ result: T?, _ what: String) throws(CodeFailure) -> T {
            guard let result else {
                if case .unknown(let reason) = value { throw CodeFailure(position: position, message: "'\(name)' is set to \(reason); cannot tell the \(what)") }
                throw CodeFailure(position: position, message: "'\(name)' needs \(what)")
            }
            return result
        }
        switch name {
        case "frame":
            views[index].frame = try need(Self.rect(value), "a rectangle (CGRectMake(x, y, width, height))")
            views[index].framePosition = position
        case "bounds":
            let bounds = try need(Self.rect(value), "a rectangle")
            let origin = views[index].frame?.origin ?? Point(x: 0, y: 0)
            views[index].frame = Rect(origin: origin, size: bounds.size)
            views[index].framePosition = position
        case "translatesAutoresizingMaskIntoConstraints":
            views[index].translatesAutoresizingMask = try need(Self.truth(value), "true or false")
            views[index].translatesPosition = position
        case "contentSize":
            views[index].contentSize = try need(Self.size(value), "a size (CGSizeMake(width, height))")
            views[index].contentSizePosition = position
        case "contentOffset":
            views[index].contentOffset = try need(Self.point(value), "a point")
        case "contentInset":
            views[index].contentInset = try need(Self.insets(value), "insets")
        case "axis":
            guard case .enumCase(let axis) = value, axis == "vertical" || axis == "horizontal" else { _ = try need(nil as Bool?, "'.vertical' or '.horizontal'"); return }
            views[index].axisIsVertical = axis == "vertical"
        case "distribution":
            guard case .enumCase(let distribution) = value else { _ = try need(nil as Bool?, "a distribution such as '.fillEqually'"); return }
            views[index].distribution = distribution
        case "alignment":
            guard case .enumCase(let alignment) = value else { _ = try need(nil as Bool?, "an alignment such as '.center'"); return }
            views[index].alignment = alignment
        case "spacing":
            views[index].spacing = try need(value.number, "a number")
        case "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement":
            views[index].isLayoutMarginsRelativeArrangement = try need(Self.truth(value), "true or false")
        case "layoutMargins", "directionalLayoutMargins":
            views[index].layoutMargins = try need(Self.insets(value), "insets")
        case "text", "title":
            if case .string(let text) = value { views[index].text = text } else { views[index].text = nil }
        case "font":
            if let size = value.number { views[index].fontSize = size }
        case "numberOfLines":
            views[index].numberOfLines = value.number.map { Int($0) }
        case "style", "activityIndicatorViewStyle":
            if case .enumCase(let style) = value { views[index].activityIndicatorIsLarge = style.lowercased().contains("large") }
        case "isHidden", "hidden":
            views[index].isHidden = Self.truth(value) ?? false
        default:
            break
        }
    }

    // MARK: Constructors and free functions

    /// `UIView()`, `CGRectMake(…)`, `CGSize(width:height:)`, `UIEdgeInsetsMake(…)`, `max(…)`, `UILayoutPriority(750)`, …
    mutating func construct(_ name: String, arguments: [(label: String?, value: CodeValue, position: SourcePosition)],
                            at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        let numbers = arguments.compactMap(\.value.number)
        let allNumbers = numbers.count == arguments.count
        let geometry: Set<String> = ["CGRectMake", "CGRect", "CGSizeMake", "CGSize", "CGPointMake", "CGPoint", "UIEdgeInsetsMake", "UIEdgeInsets",
                                     "NSDirectionalEdgeInsetsMake", "NSDirectionalEdgeInsets", "MASEdgeInsetsMake"]
        if geometry.contains(name), let unknown = arguments.first(where: { if case .unknown = $0.value { return true }; return false }),
           case .unknown(let reason) = unknown.value {
            return .unknown("\(name)(…) of \(reason)")
        }
        func labeled(_ label: String) -> CodeValue? { arguments.first { $0.label == label }?.value }
        switch name {
        case "CGRectMake", "CGRect":
            if allNumbers && numbers.count == 4 { return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])) }
            if let origin = labeled("origin").flatMap(Self.point), let size = labeled("size").flatMap(Self.size) { return .rect(Rect(origin: origin, size: size)) }
            if arguments.isEmpty { return .enumCase("zero") }
        case "CGSizeMake", "CGSize":
            if allNumbers && numbers.count == 2 { return .size(Size(width: numbers[0], height: numbers[1])) }
            if arguments.isEmpty { return .enumCase("zero") }
        case "CGPointMake", "CGPoint":
            if allNumbers && numbers.count == 2 { return .point(Point(x: numbers[0], y: numbers[1])) }
            if arguments.isEmpty { return .enumCase("zero") }
        case "UIEdgeInsetsMake", "UIEdgeInsets", "NSDirectionalEdgeInsetsMake", "NSDirectionalEdgeInsets", "MASEdgeInsetsMake":
            if allNumbers && numbers.count == 4 { return .insets(Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])) }
            if allNumbers && numbers.count == 1 && arguments[0].label == "all" { return .insets(Insets(all: numbers[0])) }
            if allNumbers && numbers.count == 2, arguments[0].label == "horizontal" || arguments[0].label == "vertical" {
                let h = labeled("horizontal")?.number ?? 0, v = labeled("vertical")?.number ?? 0
                return .insets(Insets(top: v, left: h, bottom: v, right: h))
            }
            if arguments.isEmpty { return .enumCase("zero") }
        case "CGFloat", "Double", "Float", "Int", "NSInteger", "CGFloat.init", "UILayoutPriority":
            if numbers.count == 1 { return .number(name == "Int" || name == "NSInteger" ? numbers[0].rounded(.towardZero) : numbers[0]) }
            if let first = arguments.first, let priority = Self.priority(first.value) { return .number(priority) }
        case "max", "MAX", "fmax", "fmaxf":
            if allNumbers, let m = numbers.max() { return .number(m) }
        case "min", "MIN", "fmin", "fminf":
            if allNumbers, let m = numbers.min() { return .number(m) }
        case "floor", "floorf": if numbers.count == 1 { return .number(numbers[0].rounded(.down)) }
        case "ceil", "ceilf": if numbers.count == 1 { return .number(numbers[0].rounded(.up)) }
        case "round", "roundf", "lround": if numbers.count == 1 { return .number(numbers[0].rounded()) }
        case "fabs", "fabsf", "abs": if numbers.count == 1 { return .number(abs(numbers[0])) }
        case "sqrt", "sqrtf": if numbers.count == 1, numbers[0] >= 0 { return .number(numbers[0].squareRoot()) }
        case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY":
            if let first = arguments.first {
                let member = ["CGRectGetWidth": "width", "CGRectGetHeight": "height", "CGRectGetMinX": "minX", "CGRectGetMinY": "minY",
                              "CGRectGetMaxX": "maxX", "CGRectGetMaxY": "maxY", "CGRectGetMidX": "midX", "CGRectGetMidY": "midY"][name]!
                return try self.member(member, of: first.value, at: first.position)
            }
        case "stride":
            if let from = labeled("from")?.number, let by = labeled("by")?.number, by != 0 {
                let end = labeled("to")?.number ?? labeled("through")?.number ?? from
                let through = labeled("through") != nil
                var items: [CodeValue] = []
                var x = from
                while by > 0 ? (through ? x <= end : x < end) : (through ? x >= end : x > end) {
                    items.append(.number(x))
                    x += by
                    if items.count > 1_000 { throw CodeFailure(position: position, message: "this stride holds more than 1000 numbers") }
                }
                return .array(items)
            }
        case "NSMutableArray", "NSArray", "Array":
            if case .array? = arguments.first?.value { return arguments[0].value }
            return .array([])
        case "NSMutableDictionary", "NSDictionary":
            return .dictionary([:])
        case "Dictionary":
            // `Dictionary(dictionaryLiteral: ("red", redView), …)`.
            var entries: [String: CodeValue] = [:]
            for argument in arguments {
                if case .array(let pair) = argument.value, pair.count == 2, case .string(let key) = pair[0] { entries[key] = pair[1] }
            }
            return .dictionary(entries)
        case "UIFont":
            if let size = labeled("size")?.number { return .number(size) }
        case "NSLocalizedString", "String", "NSString":
            // The text as written (`NSLocalizedString("Title", comment: "")`), for a label's size.
            if let first = arguments.first, case .string = first.value { return first.value }
        case "NSLayoutConstraint":
            return try constraintWithItem(arguments, at: position)
        default:
            break
        }
        if let kind = Self.viewKind(ofClass: name) ?? Self.unknownClassKind(name) {
            let view = try makeView(name, kind: kind, at: position)
            guard case .view(let index) = view else { return view }
            if let frame = labeled("frame").flatMap(Self.rect) {
                views[index].frame = frame
                views[index].framePosition = position
            }
            if kind == .stack, case .array(let items)? = labeled("arrangedSubviews") {
                for item in items { try arrange(try self.view(item, at: position, role: "an arranged subview"), in: index, at: position) }
            }
            if kind == .label, case .string(let text)? = labeled("text") { views[index].text = text }
            if case .enumCase(let style)? = labeled("style") ?? labeled("activityIndicatorStyle") ?? arguments.first?.value {
                views[index].activityIndicatorIsLarge = style.lowercased().contains("large")
            }
            return view
        }
        return .unknown("\(name)(…)")
    }

    /// Adds `child` to the stack view `stack`'s arranged subviews (and subviews), as `addArrangedSubview` does.
    mutating func arrange(_ child: Int, in stack: Int, at position: SourcePosition, index: Int? = nil) throws(CodeFailure) {
        guard views[stack].kind == .stack else {
            throw CodeFailure(position: position, message: "'\(views[stack].name)' is not a UIStackView, so it has no arranged subviews")
        }
        try addSubview(child, to: stack, at: position)
        views[stack].arranged.removeAll { $0 == child }
        if let index, index >= 0, index <= views[stack].arranged.count { views[stack].arranged.insert(child, at: index) } else { views[stack].arranged.append(child) }
        views[child].translatesAutoresizingMask = false
    }
}
