// Masonry's `mas_makeConstraints` and SnapKit's `snp.makeConstraints`: the maker, its attribute chains and modifiers,
// with each library's own rules for numbers, insets and offsets (MASViewConstraint.m, SnapKit's ConstraintConstantTarget).
import Layout

extension CodeInterpreter {
    /// `topAnchor` → the view's top.
    static func anchorAttribute(_ name: String) -> (guide: CodeGuide, attribute: LayoutAttribute)? {
        guard name.hasSuffix("Anchor"), let attribute = LayoutAttribute(rawValue: String(name.dropLast("Anchor".count))) else { return nil }
        return (.frame, attribute)
    }

    /// A maker attribute or composite (`left`, `edges`, `horizontalEdges`, `leftMargin`, `centerWithinMargins`), as the
    /// attributes it stands for.
    static func makerAttributes(_ name: String) -> [(attribute: LayoutAttribute, guide: CodeGuide)]? {
        if let attribute = LayoutAttribute(rawValue: name) { return [(attribute, .frame)] }
        let frame: (LayoutAttribute) -> (attribute: LayoutAttribute, guide: CodeGuide) = { ($0, .frame) }
        let margin: (LayoutAttribute) -> (attribute: LayoutAttribute, guide: CodeGuide) = { ($0, .margins) }
        switch name {
        case "edges": return [.top, .left, .bottom, .right].map(frame)
        case "size": return [.width, .height].map(frame)
        case "center": return [.centerX, .centerY].map(frame)
        case "horizontalEdges": return [.left, .right].map(frame)
        case "verticalEdges", "directionalVerticalEdges": return [.top, .bottom].map(frame)
        case "directionalEdges": return [.top, .leading, .bottom, .trailing].map(frame)
        case "directionalHorizontalEdges": return [.leading, .trailing].map(frame)
        case "margins": return [.top, .left, .bottom, .right].map(margin)
        case "directionalMargins": return [.top, .leading, .bottom, .trailing].map(margin)
        case "centerWithinMargins": return [.centerX, .centerY].map(margin)
        default:
            for suffix in ["Margin", "WithinMargins"] where name.hasSuffix(suffix) {
                if let attribute = LayoutAttribute(rawValue: String(name.dropLast(suffix.count))) { return [(attribute, .margins)] }
            }
            return nil
        }
    }

    /// `view.mas_top`, `view.mas_safeAreaLayoutGuideTop`, `self.mas_topLayoutGuideBottom`, …; nil for other names.
    func masonryViewAttribute(_ name: String, of index: Int, at position: SourcePosition) throws(CodeFailure) -> CodeValue? {
        guard name.hasPrefix("mas_") else { return nil }
        var rest = String(name.dropFirst(4))
        switch rest {
        case "topLayoutGuide", "topLayoutGuideBottom": return .anchor(CodeAnchor(view: rootIndex ?? index, guide: .safeArea, attribute: .top))
        case "topLayoutGuideTop": return .anchor(CodeAnchor(view: rootIndex ?? index, guide: .frame, attribute: .top))
        case "bottomLayoutGuide", "bottomLayoutGuideTop": return .anchor(CodeAnchor(view: rootIndex ?? index, guide: .safeArea, attribute: .bottom))
        case "bottomLayoutGuideBottom": return .anchor(CodeAnchor(view: rootIndex ?? index, guide: .frame, attribute: .bottom))
        case "safeAreaLayoutGuide": return .guide(index, .safeArea)
        default: break
        }
        var guide = CodeGuide.frame
        if rest.hasPrefix("safeAreaLayoutGuide") {
            guide = .safeArea
            rest = String(rest.dropFirst("safeAreaLayoutGuide".count))
            rest = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        guard let attributes = Self.makerAttributes(rest) else {
            if rest.contains("aseline") { throw CodeFailure(position: position, message: "'\(name)': baselines are not drawn; align the views' tops or centres instead") }
            return nil
        }
        if attributes.count == 1 { return .anchor(CodeAnchor(view: index, guide: attributes[0].guide == .margins ? .margins : guide, attribute: attributes[0].attribute)) }
        return .guide(index, guide)
    }

    /// `make.left`, `make.left.right`, `chain.with`, `chain.and`.
    mutating func makerMember(_ name: String, of chain: MakerChain, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        if name == "with" || name == "and" { return .makerChain(chain) }
        if name == "constraint" {
            guard let first = chain.constraints.first else { throw CodeFailure(position: position, message: "'constraint' is read before 'equalTo' made one") }
            return .constraint(first)
        }
        if let attributes = Self.makerAttributes(name) {
            guard chain.constraints.isEmpty else {
                throw CodeFailure(position: position, message: "'\(name)' comes after 'equalTo'; name every attribute before the relation")
            }
            var next = chain
            next.attributes += attributes
            return .makerChain(next)
        }
        if name.contains("aseline") { throw CodeFailure(position: position, message: "'\(name)': baselines are not drawn; align the views' tops or centres instead") }
        throw CodeFailure(position: position, message: "'\(name)' is not a maker attribute this reader knows (left, right, top, bottom, leading, trailing, width, height, centerX, centerY, edges, size, center, margins, horizontalEdges, verticalEdges, directionalEdges)")
    }

    /// Runs `mas_makeConstraints`/`snp.makeConstraints` (or remake, update) with a maker for `view`.
    mutating func makeConstraints(on view: Int, mode: String, closure: CodeValue?, isSnapKit: Bool, at position: SourcePosition) throws(CodeFailure) {
        guard case .closure(let parameters, let body)? = closure else {
            throw CodeFailure(position: position, message: "'\(mode)' needs a block that makes the constraints")
        }
        // Masonry and SnapKit both switch the view's autoresizing mask off.
        views[view].translatesAutoresizingMask = false
        if mode.hasSuffix("remakeConstraints") {
            for c in constraints.indices where constraints[c].origin == .maker(view: view) { constraints[c].isActive = false }
        }
        let before = constraints.count
        _ = try runClosure(parameters, body, arguments: [.maker(view, isSnapKit: isSnapKit)])
        guard mode.hasSuffix("updateConstraints") else { return }
        // Update: a new constraint like an installed one (same anchors, relation, multiplier; for Masonry also priority)
        // changes that one's constant instead of being added.
        for new in before..<constraints.count {
            let made = constraints[new]
            let match = constraints.indices.prefix(before).last { old in
                let o = constraints[old]
                return o.isActive && o.origin == .maker(view: view) && o.first == made.first && o.second == made.second
                    && o.relation == made.relation && o.multiplier == made.multiplier && (isSnapKit || o.priority == made.priority)
            }
            if let match {
                constraints[match].constant = made.constant
                if isSnapKit { constraints[match].priority = made.priority }
                constraints[new].isActive = false
            } else if isSnapKit {
                throw CodeFailure(position: made.position, message: "SnapKit's updateConstraints finds no installed constraint like this one to update (SnapKit stops the app here); use makeConstraints or remakeConstraints")
            }
        }
    }

    /// A call on a maker chain: the relation (`equalTo`, `lessThanOrEqualToSuperview`) or a modifier (`offset`, `inset`,
    /// `multipliedBy`, `priority`).
    mutating func makerCall(_ name: String, _ arguments: CodeArguments, on receiver: CodeValue, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        let chain: MakerChain
        switch receiver {
        case .maker(let view, let isSnapKit): chain = MakerChain(view: view, isSnapKit: isSnapKit, attributes: [])
        case .makerChain(let value): chain = value
        default: return .unknown(name)
        }
        let first = arguments.first
        let relations: [String: RelationalOperator] = ["equalTo": .equal, "mas_equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual,
                                                       "mas_greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
                                                       "mas_lessThanOrEqualTo": .lessThanOrEqual]
        let superviewRelations: [String: RelationalOperator] = ["equalToSuperview": .equal, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
                                                                "lessThanOrEqualToSuperview": .lessThanOrEqual]
        if let relation = relations[name] ?? superviewRelations[name] {
            guard !chain.attributes.isEmpty else { throw CodeFailure(position: position, message: "'\(name)' needs an attribute first, as in 'make.top.\(name)(…)'") }
            guard chain.constraints.isEmpty else { throw CodeFailure(position: position, message: "'\(name)' comes after a relation; a chain has one") }
            let target: CodeValue = superviewRelations[name] != nil ? .enumCase("superview") : (first?.value ?? .null)
            var made = chain
            made.constraints = try relate(chain, relation, to: target, at: position, targetPosition: first?.position ?? position)
            return .makerChain(made)
        }
        guard !chain.constraints.isEmpty else {
            if name == "priority" || name.hasPrefix("priority") || name == "offset" || name == "inset" {
                throw CodeFailure(position: position, message: "'\(name)' comes before 'equalTo'; write the relation first")
            }
            throw CodeFailure(position: position, message: "'\(name)' is not something a maker does (attributes, then equalTo/lessThanOrEqualTo/greaterThanOrEqualTo, then offset/inset/multipliedBy/priority)")
        }
        func number(_ what: String) throws(CodeFailure) -> Double {
            guard let value = first?.value.number else {
                if case .unknown(let reason)? = first?.value { throw CodeFailure(position: first!.position, message: "'\(name)' is given \(reason); cannot tell the \(what)") }
                throw CodeFailure(position: first?.position ?? position, message: "'\(name)' needs a number")
            }
            return value
        }
        switch name {
        case "offset", "mas_offset", "setOffset":
            if case .size(let size)? = first?.value {
                for index in chain.constraints { constraints[index].constant = constraints[index].first.attribute == .width ? size.width : constraints[index].first.attribute == .height ? size.height : constraints[index].constant }
            } else {
                let amount = try number("offset")
                for index in chain.constraints { constraints[index].constant = amount }
            }
        case "inset", "insets", "setInset", "setInsets":
            guard let insets = first.flatMap({ Self.insets($0.value) }) else {
                if case .unknown(let reason)? = first?.value { throw CodeFailure(position: first!.position, message: "'\(name)' is given \(reason); cannot tell the insets") }
                throw CodeFailure(position: first?.position ?? position, message: "'\(name)' needs a number or UIEdgeInsets")
            }
            for index in chain.constraints {
                constraints[index].constant = Self.insetConstant(insets, for: constraints[index].first.attribute, isSnapKit: chain.isSnapKit) ?? constraints[index].constant
            }
        case "sizeOffset", "setSizeOffset":
            guard let size = first.flatMap({ Self.size($0.value) }) else { throw CodeFailure(position: first?.position ?? position, message: "'sizeOffset' needs a CGSize") }
            for index in chain.constraints {
                if constraints[index].first.attribute == .width { constraints[index].constant = size.width }
                if constraints[index].first.attribute == .height { constraints[index].constant = size.height }
            }
        case "centerOffset", "setCenterOffset":
            guard let point = first.flatMap({ Self.point($0.value) }) else { throw CodeFailure(position: first?.position ?? position, message: "'centerOffset' needs a CGPoint") }
            for index in chain.constraints {
                if constraints[index].first.attribute == .centerX { constraints[index].constant = point.x }
                if constraints[index].first.attribute == .centerY { constraints[index].constant = point.y }
            }
        case "multipliedBy", "dividedBy":
            let factor = try number(name == "dividedBy" ? "divisor" : "multiplier")
            guard factor != 0 else { throw CodeFailure(position: first?.position ?? position, message: "'\(name)' of 0 makes no constraint") }
            for index in chain.constraints { constraints[index].multiplier = name == "dividedBy" ? 1 / factor : factor }
        case "priority", "setPriority":
            guard let priority = first.flatMap({ Self.priority($0.value) }), priority >= 1, priority <= 1000 else {
                throw CodeFailure(position: first?.position ?? position, message: "cannot read this priority (a number 1–1000, .required, .high, .medium or .low)")
            }
            for index in chain.constraints { constraints[index].priority = priority }
        case "priorityLow", "priorityMedium", "priorityHigh", "priorityRequired":
            let value = ["priorityLow": 250.0, "priorityMedium": 500, "priorityHigh": 750, "priorityRequired": 1000][name]!
            for index in chain.constraints { constraints[index].priority = value }
        case "labeled", "key", "identifier":
            break
        case "activate", "install":
            for index in chain.constraints { constraints[index].isActive = true }
        case "deactivate", "uninstall":
            for index in chain.constraints { constraints[index].isActive = false }
        case "update":
            if let offset = arguments.first(where: { $0.label == "offset" })?.value.number { for index in chain.constraints { constraints[index].constant = offset } }
            if let inset = arguments.first(where: { $0.label == "inset" }).flatMap({ Self.insets($0.value) }) {
                for index in chain.constraints { constraints[index].constant = Self.insetConstant(inset, for: constraints[index].first.attribute, isSnapKit: true) ?? constraints[index].constant }
            }
            if let priority = arguments.first(where: { $0.label == "priority" }).flatMap({ Self.priority($0.value) }) { for index in chain.constraints { constraints[index].priority = priority } }
        default:
            throw CodeFailure(position: position, message: "'\(name)' is not a maker modifier this reader knows (offset, inset, insets, sizeOffset, centerOffset, multipliedBy, dividedBy, priority)")
        }
        return .makerChain(chain)
    }

    /// Masonry's and SnapKit's conversion of insets to one attribute's constant (nil: unchanged). Masonry changes only
    /// the edges; SnapKit also narrows sizes and moves centres.
    static func insetConstant(_ insets: Insets, for attribute: LayoutAttribute, isSnapKit: Bool) -> Double? {
        switch attribute {
        case .left, .leading: insets.left
        case .top: insets.top
        case .right, .trailing: -insets.right
        case .bottom: -insets.bottom
        case .width: isSnapKit ? -(insets.left + insets.right) : nil
        case .height: isSnapKit ? -(insets.top + insets.bottom) : nil
        case .centerX: isSnapKit ? (insets.left - insets.right) / 2 : nil
        case .centerY: isSnapKit ? (insets.top - insets.bottom) / 2 : nil
        }
    }

    /// The constraints `make.<attributes>.<relation>(target)` makes, one per attribute (per target for an array).
    private mutating func relate(_ chain: MakerChain, _ relation: RelationalOperator, to target: CodeValue, at position: SourcePosition,
                                 targetPosition: SourcePosition) throws(CodeFailure) -> [Int] {
        var made: [Int] = []
        let targets: [CodeValue] = if case .array(let items) = target { items } else { [target] }
        for target in targets {
            for (attribute, guide) in chain.attributes {
                let first = CodeAnchor(view: chain.view, guide: guide, attribute: attribute)
                var second: CodeSecondItem?
                var constant = 0.0
                switch target {
                case .view(let other):
                    second = .anchor(CodeAnchor(view: other, guide: guide, attribute: attribute))
                case .guide(let other, let otherGuide):
                    second = .anchor(CodeAnchor(view: other, guide: otherGuide, attribute: attribute))
                case .snapKit(let other, let otherGuide):
                    second = .anchor(CodeAnchor(view: other, guide: otherGuide == .frame ? guide : otherGuide, attribute: attribute))
                case .anchor(let anchor):
                    second = .anchor(anchor)
                case .selfObject:
                    second = .anchor(CodeAnchor(view: root(at: targetPosition), guide: guide, attribute: attribute))
                case .enumCase("superview"):
                    second = .superview(guide, attribute)
                case .number(let n):
                    constant = n
                    if attribute.isPosition { second = .superview(guide, attribute) }
                case .size(let size):
                    guard !attribute.isPosition else { throw CodeFailure(position: targetPosition, message: "a CGSize sets a width or height, not '\(attribute.rawValue)'") }
                    constant = attribute == .width ? size.width : size.height
                case .point(let point):
                    guard attribute.isPosition else { throw CodeFailure(position: targetPosition, message: "a CGPoint sets a position, not '\(attribute.rawValue)'") }
                    constant = attribute.isHorizontal ? point.x : point.y
                    second = .superview(guide, attribute)
                case .insets(let insets):
                    guard let value = Self.insetConstant(insets, for: attribute, isSnapKit: chain.isSnapKit) else {
                        throw CodeFailure(position: targetPosition, message: "UIEdgeInsets set edges, not '\(attribute.rawValue)'")
                    }
                    constant = value
                    second = .superview(guide, attribute)
                case .enumCase("zero"):
                    if attribute.isPosition { second = .superview(guide, attribute) }
                case .null:
                    throw CodeFailure(position: targetPosition, message: "the target of this constraint is nil: the view is never created")
                case .unknown(let reason):
                    throw CodeFailure(position: targetPosition, message: "the target of this constraint is \(reason), not a view, an attribute or a number")
                default:
                    throw CodeFailure(position: targetPosition, message: "cannot read the target of this constraint")
                }
                if case .anchor(let other)? = second {
                    try Self.checkCompatible(attribute, other.attribute, at: targetPosition)
                }
                constraints.append(CodeConstraint(first: first, relation: relation, second: second, constant: constant, position: position,
                                                  isActive: true, origin: .maker(view: chain.view)))
                made.append(constraints.count - 1)
            }
        }
        return made
    }

    /// UIKit's rule: a size relates to a size, a position to a position on the same axis; leading/trailing never to left/right.
    static func checkCompatible(_ a: LayoutAttribute, _ b: LayoutAttribute, at position: SourcePosition) throws(CodeFailure) {
        if a.isPosition != b.isPosition {
            throw CodeFailure(position: position, message: "'\(a.rawValue)' cannot be related to '\(b.rawValue)': UIKit relates a size only to a size and a position only to a position")
        }
        if a.isPosition && a.isHorizontal != b.isHorizontal {
            throw CodeFailure(position: position, message: "'\(a.rawValue)' cannot be related to '\(b.rawValue)': they are on different axes")
        }
        if a.isPosition && (a.isDirectional && (b == .left || b == .right) || b.isDirectional && (a == .left || a == .right)) {
            throw CodeFailure(position: position, message: "'\(a.rawValue)' cannot be related to '\(b.rawValue)': UIKit does not mix leading/trailing with left/right")
        }
    }
}

