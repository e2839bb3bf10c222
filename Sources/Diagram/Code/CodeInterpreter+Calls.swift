// Method calls on views, types, arrays and constraints, in both spellings: Swift's `a.f(x, y: 1)` and `[a f:x y:1]`.
import Layout

/// A call's arguments: Swift labels, or the Objective-C selector parts after the first.
typealias CodeArguments = [(label: String?, value: CodeValue, position: SourcePosition)]

extension CodeInterpreter {
    /// A Swift method call `receiver.name(arguments)`: one of the code's own methods on `self`, or UIKit's.
    mutating func call(_ name: String, on receiver: CodeValue, arguments: CodeArguments, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        if case .selfObject = receiver, hasFunction(name) { return callFunction(name, arguments: arguments.map(\.value), at: position) }
        return try invoke(name, arguments, on: receiver, at: position)
    }

    /// An Objective-C message: `name` is the selector's first part, `arguments` carry the other parts as labels.
    mutating func message(_ name: String, _ arguments: CodeArguments, to receiver: CodeValue, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        // A unary message reads a property (`[self scrollView]`, `[view superview]`) unless it is a method.
        if arguments.isEmpty, !["new", "alloc", "init", "mainScreen", "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "removeFromSuperview",
                                "activate", "deactivate", "install", "uninstall", "priorityHigh", "priorityLow", "priorityMedium", "priorityRequired"].contains(name) {
            if case .selfObject = receiver { return try property(name, at: position) }
            if case .view = receiver { return try member(name, of: receiver, at: position) }
            if case .array = receiver { return try member(name, of: receiver, at: position) }
            if case .constraint = receiver { return try member(name, of: receiver, at: position) }
        }
        // `setFoo:` sets `foo`.
        if name.hasPrefix("set"), name.count > 3, arguments.count == 1, case .view(let index) = receiver {
            let property = name.dropFirst(3).prefix(1).lowercased() + name.dropFirst(4)
            if !["setTitle", "setCustomSpacing", "setContentHuggingPriority", "setContentCompressionResistancePriority"].contains(name) {
                try setViewProperty(property, of: index, to: arguments[0].value, at: position)
                return .null
            }
        }
        if name.hasPrefix("set"), name.count > 3, arguments.count == 1, case .constraint = receiver {
            let property = name.dropFirst(3).prefix(1).lowercased() + name.dropFirst(4)
            try setProperty(property, of: receiver, to: arguments[0].value, at: position, valuePosition: arguments[0].position)
            return .null
        }
        return try invoke(name, arguments, on: receiver, at: position)
    }

    /// One call, whichever language spelled it.
    private mutating func invoke(_ name: String, _ arguments: CodeArguments, on receiver: CodeValue, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        let first = arguments.first
        func argument(_ label: String) -> CodeValue? { arguments.first { $0.label == label }?.value }
        switch receiver {
        case .type(let typeName):
            switch name {
            case "alloc": return receiver
            case "array" where typeName.hasSuffix("Array"): return .array([])
            case "dictionary" where typeName.hasSuffix("Dictionary"): return .dictionary([:])
            case "new", "init", "initWithFrame", "initWithArrangedSubviews", "buttonWithType", "initWithImage", "initWithStyle":
                var constructed = arguments
                if name == "initWithFrame", !constructed.isEmpty { constructed[0].label = "frame" }
                if name == "initWithArrangedSubviews", !constructed.isEmpty { constructed[0].label = "arrangedSubviews" }
                return try construct(typeName.isEmpty ? "UIView" : typeName, arguments: constructed, at: position)
            case "mainScreen", "main": return .screen
            case "systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize", "systemFont", "boldSystemFont", "italicSystemFont",
                 "monospacedDigitSystemFont", "fontWithName", "preferredFontForTextStyle", "preferredFont":
                return argument("ofSize") ?? argument("size") ?? (first?.value.number != nil ? first!.value : .number(17))
            case "valueWithCGSize", "valueWithCGPoint", "valueWithUIEdgeInsets", "valueWithCGRect", "numberWithFloat", "numberWithInt",
                 "numberWithDouble", "numberWithInteger", "numberWithCGFloat", "arrayWithArray", "dictionaryWithDictionary":
                return first?.value ?? .null
            case "arrayWithObjects", "arrayWithObject":
                if case .array = first?.value { return first!.value }
                return .array(arguments.map(\.value))
            case "activateConstraints", "activate":
                try activate(first?.value, true, at: first?.position ?? position)
                return .null
            case "deactivateConstraints", "deactivate":
                try activate(first?.value, false, at: first?.position ?? position)
                return .null
            case "constraintWithItem":
                var labeled = arguments
                if !labeled.isEmpty { labeled[0].label = "item" }
                return try constraintWithItem(labeled, at: position)
            case "constraintsWithVisualFormat", "constraints":
                return try visualFormat(arguments, at: position)
            default:
                return .unknown("\(typeName).\(name)")
            }
        case .view(let index):
            switch name {
            case "addSubview":
                guard let first else { return .null }
                let child = try view(first.value, at: first.position, role: "the view added")
                guard views[child].kind != .layoutGuide else {
                    throw CodeFailure(position: first.position, message: "'\(views[child].name)' is a UILayoutGuide, not a view; add it with addLayoutGuide")
                }
                try addSubview(child, to: index, at: position)
                return .null
            case "addSubviews":
                var items = arguments.map(\.value)
                if items.count == 1, case .array(let inner) = items[0] { items = inner }
                for item in items { try addSubview(try view(item, at: position, role: "a view added"), to: index, at: position) }
                return .null
            case "insertSubview":
                guard let first else { return .null }
                let child = try view(first.value, at: first.position, role: "the view inserted")
                try addSubview(child, to: index, at: position)
                if let other = argument("belowSubview") ?? argument("below"), case .view(let sibling) = other,
                   let at = subviewOrder.firstIndex(of: sibling) {
                    subviewOrder.removeAll { $0 == child }
                    subviewOrder.insert(child, at: at)
                } else if let at = (argument("atIndex") ?? argument("at"))?.number {
                    let siblings = subviewOrder.filter { views[$0].parent == index && $0 != child }
                    if Int(at) < siblings.count, let place = subviewOrder.firstIndex(of: siblings[max(0, Int(at))]) {
                        subviewOrder.removeAll { $0 == child }
                        subviewOrder.insert(child, at: place)
                    }
                }
                return .null
            case "addArrangedSubview":
                guard let first else { return .null }
                try arrange(try view(first.value, at: first.position, role: "the arranged subview"), in: index, at: position)
                return .null
            case "insertArrangedSubview":
                guard let first else { return .null }
                let at = (argument("atIndex") ?? argument("at"))?.number.map { Int($0) }
                try arrange(try view(first.value, at: first.position, role: "the arranged subview"), in: index, at: position, index: at)
                return .null
            case "removeArrangedSubview":
                if let first, case .view(let child) = first.value { views[index].arranged.removeAll { $0 == child } }
                return .null
            case "removeFromSuperview":
                if let parent = views[index].parent { views[parent].arranged.removeAll { $0 == index } }
                views[index].parent = nil
                for c in constraints.indices where constraints[c].involves(index) { constraints[c].isActive = false }
                return .null
            case "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints", "makeConstraints", "remakeConstraints", "updateConstraints":
                // Without the prefix: Masonry's shorthand (`MAS_SHORTHAND`).
                try makeConstraints(on: index, mode: name, closure: first?.value, isSnapKit: false, at: position)
                return .null
            case "setCustomSpacing":
                guard let spacing = first?.value.number, let after = argument("afterView") ?? argument("after") else {
                    throw CodeFailure(position: position, message: "cannot read this custom spacing")
                }
                views[index].customSpacing[try view(after, at: position, role: "the view the spacing follows")] = spacing
                return .null
            case "setContentHuggingPriority", "setContentCompressionResistancePriority":
                guard let value = first.flatMap({ Self.priority($0.value) }), case .enumCase(let axis)? = argument("forAxis") ?? argument("for") else {
                    throw CodeFailure(position: position, message: "cannot read this priority and axis")
                }
                if name == "setContentHuggingPriority" {
                    if axis == "vertical" { views[index].hugging.vertical = value } else { views[index].hugging.horizontal = value }
                } else {
                    if axis == "vertical" { views[index].compression.vertical = value } else { views[index].compression.horizontal = value }
                }
                return .null
            case "setTitle", "setText":
                if case .string(let text)? = first?.value { views[index].text = text }
                return .null
            case "addConstraint", "addConstraints":
                try activate(first?.value, true, at: first?.position ?? position)
                return .null
            case "removeConstraint", "removeConstraints":
                try activate(first?.value, false, at: first?.position ?? position)
                return .null
            case "addLayoutGuide":
                guard let first else { return .null }
                let guide = try view(first.value, at: first.position, role: "the layout guide added")
                guard views[guide].kind == .layoutGuide else {
                    throw CodeFailure(position: first.position, message: "'\(views[guide].name)' is a view, not a UILayoutGuide; add it with addSubview")
                }
                try addSubview(guide, to: index, at: position)
                return .null
            case "then", "with", "apply":
                if case .closure(let parameters, let body)? = first?.value { _ = try runClosure(parameters, body, arguments: [receiver]) }
                return receiver
            case "sizeToFit":
                if let size = intrinsicSize(of: index) {
                    let origin = views[index].frame?.origin ?? Point(x: 0, y: 0)
                    views[index].frame = Rect(origin: origin, size: size)
                    views[index].framePosition = position
                }
                return .null
            default:
                return .unknown("'\(name)' of a view")
            }
        case .snapKit(let index, _):
            switch name {
            case "makeConstraints", "remakeConstraints", "updateConstraints":
                try makeConstraints(on: index, mode: name, closure: first?.value, isSnapKit: true, at: position)
                return .null
            case "removeConstraints":
                for c in constraints.indices where constraints[c].origin == .maker(view: index) { constraints[c].isActive = false }
                return .null
            default:
                return .unknown("'snp.\(name)'")
            }
        case .maker, .makerChain:
            return try makerCall(name, arguments, on: receiver, at: position)
        case .anchor(let anchor):
            return try anchorConstraint(from: anchor, name, arguments, at: position)
        case .constraint(let index):
            switch name {
            case "activate", "install": constraints[index].isActive = true
            case "deactivate", "uninstall": constraints[index].isActive = false
            case "update":
                if let offset = argument("offset")?.number { constraints[index].constant = offset }
                if let priority = argument("priority").flatMap(Self.priority) { constraints[index].priority = priority }
            default: break
            }
            return .null
        case .array(let items):
            switch name {
            case "enumerated": return .array(items.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
            case "flatMap", "joined":
                // `[[c1, c2], [c3]].flatMap { $0 }`: one level flattened.
                var flat: [CodeValue] = []
                for item in items { if case .array(let inner) = item { flat += inner } else { flat.append(item) } }
                return .array(flat)
            case "mutableCopy", "copy":
                return receiver
            case "forEach", "enumerateObjectsUsingBlock", "map", "compactMap":
                guard case .closure(let parameters, let body)? = first?.value else { return .unknown("'\(name)'") }
                var results: [CodeValue] = []
                for (offset, item) in items.enumerated() {
                    results.append(try runClosure(parameters, body, arguments: [item, .number(Double(offset)), .bool(false)]))
                }
                return name.hasSuffix("ap") ? .array(results) : .null
            case "objectAtIndex", "object":
                if let i = first?.value.number.map(Int.init), items.indices.contains(i) { return items[i] }
                return .null
            case "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints", "makeConstraints", "remakeConstraints", "updateConstraints":
                for item in items { try makeConstraints(on: try view(item, at: position, role: "an item of the array"), mode: name, closure: first?.value, isSnapKit: false, at: position) }
                return .null
            case "mas_distributeViewsAlongAxis", "distributeViewsAlongAxis":
                try distribute(items, arguments, at: position)
                return .null
            default:
                if name.hasPrefix("mas_") { throw CodeFailure(position: position, message: "Masonry's '\(name)' on an array is not something this reader knows") }
                return .unknown("'\(name)' of an array")
            }
        case .selfObject:
            if ["addSubview", "addSubviews", "insertSubview", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints"].contains(name) {
                return try invoke(name, arguments, on: .view(root(at: position)), at: position)
            }
            return .unknown("'\(name)' of self")
        case .closure(let parameters, let body):
            return try runClosure(parameters, body, arguments: arguments.map(\.value))
        case .null:
            throw CodeFailure(position: position, message: "'\(name)' is sent to nil: the value it is sent to is never created")
        case .unknown(let reason):
            if name == "mas_makeConstraints" || name == "makeConstraints" || name == "addSubview" || name == "addArrangedSubview" {
                throw CodeFailure(position: position, message: "'\(name)' is called on \(reason), not a view made in this code")
            }
            return .unknown(reason)
        default:
            return .unknown("'\(name)'")
        }
    }

    /// Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:` and `…withFixedItemLength:…`,
    /// making the constraints NSArray+MASAdditions.m makes.
    private mutating func distribute(_ items: [CodeValue], _ arguments: CodeArguments, at position: SourcePosition) throws(CodeFailure) {
        func number(_ label: String) throws(CodeFailure) -> Double? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
            guard let value = argument.value.number else { throw CodeFailure(position: argument.position, message: "'\(label)' needs a number") }
            return value
        }
        guard case .enumCase(let axis)? = arguments.first?.value, axis == "horizontal" || axis == "vertical" else {
            throw CodeFailure(position: position, message: "the axis to distribute along must be MASAxisTypeHorizontal or MASAxisTypeVertical")
        }
        var list: [Int] = []
        for item in items { list.append(try view(item, at: position, role: "a view to distribute")) }
        guard list.count >= 2 else { throw CodeFailure(position: position, message: "Masonry distributes at least two views") }
        guard let superview = views[list[0]].parent, list.allSatisfy({ views[$0].parent == superview }) else {
            throw CodeFailure(position: position, message: "the views to distribute must be subviews of one view")
        }
        let lead = try number("leadSpacing") ?? 0, tail = try number("tailSpacing") ?? 0
        let (start, end, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) = axis == "horizontal" ? (.left, .right, .width) : (.top, .bottom, .height)
        func add(_ view: Int, _ attribute: LayoutAttribute, _ second: CodeAnchor?, multiplier: Double = 1, constant: Double) {
            views[view].translatesAutoresizingMask = false
            constraints.append(CodeConstraint(first: CodeAnchor(view: view, guide: .frame, attribute: attribute), relation: .equal,
                                              second: second.map(CodeSecondItem.anchor), multiplier: multiplier, constant: constant,
                                              position: position, isActive: true, origin: .maker(view: view)))
        }
        let n = Double(list.count - 1)
        if let spacing = try number("withFixedSpacing") {
            for (i, view) in list.enumerated() {
                if i == 0 {
                    add(view, start, CodeAnchor(view: superview, guide: .frame, attribute: start), constant: lead)
                    continue
                }
                add(view, length, CodeAnchor(view: list[i - 1], guide: .frame, attribute: length), constant: 0)
                add(view, start, CodeAnchor(view: list[i - 1], guide: .frame, attribute: end), constant: spacing)
                if i == list.count - 1 { add(view, end, CodeAnchor(view: superview, guide: .frame, attribute: end), constant: -tail) }
            }
        } else if let itemLength = try number("withFixedItemLength") {
            for (i, view) in list.enumerated() {
                add(view, length, nil, constant: itemLength)
                if i == 0 {
                    add(view, start, CodeAnchor(view: superview, guide: .frame, attribute: start), constant: lead)
                } else if i == list.count - 1 {
                    add(view, end, CodeAnchor(view: superview, guide: .frame, attribute: end), constant: -tail)
                } else {
                    let f = Double(i) / n
                    add(view, end, CodeAnchor(view: superview, guide: .frame, attribute: end), multiplier: f,
                        constant: (1 - f) * (itemLength + lead) - Double(i) * tail / n)
                }
            }
        } else {
            throw CodeFailure(position: position, message: "cannot read this distribution: it needs withFixedSpacing: or withFixedItemLength:")
        }
    }

    /// Activates or deactivates a constraint or an array of them (nested arrays too, as `constraints(withVisualFormat:)` gives).
    mutating func activate(_ value: CodeValue?, _ isActive: Bool, at position: SourcePosition) throws(CodeFailure) {
        switch value {
        case .constraint(let index)?: constraints[index].isActive = isActive
        case .visualFormat(let index)?:
            formats[index].isActive = isActive
            for alignment in formats[index].alignments { constraints[alignment].isActive = isActive }
        case .makerChain(let chain)?: for index in chain.constraints { constraints[index].isActive = isActive }
        case .array(let items)?: for item in items { try activate(item, isActive, at: position) }
        case .null?, nil: break
        case .unknown(let reason)?: throw CodeFailure(position: position, message: "this is \(reason), not a constraint made in this code")
        default: throw CodeFailure(position: position, message: "this is not a constraint")
        }
    }
}

extension CodeConstraint {
    /// Whether the constraint relates the view `index`.
    func involves(_ index: Int) -> Bool {
        if first.view == index { return true }
        if case .anchor(let anchor)? = second, anchor.view == index { return true }
        return false
    }
}
