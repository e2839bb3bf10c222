// Turns a constraint layout into solver constraints, solves it, and reads frames back.
//
// Every view has four variables in the root's coordinates: left, top, width, height. A scroll
// view has four more for its content layout guide, whose origin is pinned to the frame's origin
// minus the content offset and whose size is the content size. Frames are read relative to the
// parent (for a scroll view's subviews, relative to its content guide: content coordinates).

/// The solver variables of one view.
struct ViewVariables {
    let left, top, width, height: Variable
    let content: (left: Variable, top: Variable, width: Variable, height: Variable)?

    init(_ view: LayoutView) {
        left = Variable("\(view.name).left")
        top = Variable("\(view.name).top")
        width = Variable("\(view.name).width")
        height = Variable("\(view.name).height")
        content = view.isScrollView
            ? (Variable("\(view.name).content.left"), Variable("\(view.name).content.top"),
               Variable("\(view.name).content.width"), Variable("\(view.name).content.height"))
            : nil
    }
}

/// One solve of a `ConstraintLayout`.
struct LayoutEngine {
    let layout: ConstraintLayout
    private(set) var solver = Solver()
    private(set) var variables: [String: ViewVariables] = [:]
    private(set) var conflicts: [ConstraintConflict] = []
    /// The layout constraint each solver constraint came from (structural ones are synthesized).
    private var origins: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The constraint at which the solver's work passed `LayoutLimits.maximumSolverWork`: no constraint after it is
    /// added, and the layout is not drawn.
    private(set) var exhaustedAt: LayoutConstraint?
    /// The work spent outside `solver` (finding conflicting sets), counted against the same limit.
    private var sideWork = 0
    /// The intrinsic-size constraints of each measured view's height, replaced after re-measuring.
    private var intrinsicHeightConstraints: [String: [Constraint]] = [:]

    init(_ layout: ConstraintLayout) {
        self.layout = layout
        for view in layout.views { variables[view.name] = ViewVariables(view) }
    }

    // MARK: Expressions

    /// The linear expression of an anchor, in the root's coordinates. `leading` is the left
    /// edge in left-to-right layouts and the right edge in right-to-left ones; `trailing` the other.
    func expression(_ anchor: Anchor) -> Expression {
        guard let box = variables[anchor.item.viewName] else {
            preconditionFailure("a constraint refers to '\(anchor.item.viewName)', which is not a view of the layout")
        }
        let (left, top, width, height): (Variable, Variable, Variable, Variable)
        switch anchor.item {
        case .view: (left, top, width, height) = (box.left, box.top, box.width, box.height)
        case .content:
            guard let content = box.content else {
                preconditionFailure("'\(anchor)' needs a scroll view, and '\(anchor.item.viewName)' is not one")
            }
            (left, top, width, height) = (content.left, content.top, content.width, content.height)
        }
        let isRTL = layout.direction == .rightToLeft
        switch anchor.attribute {
        case .left: return Expression(left)
        case .right: return left + width
        case .top: return Expression(top)
        case .bottom: return top + height
        case .width: return Expression(width)
        case .height: return Expression(height)
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .leading: return isRTL ? left + width : Expression(left)
        case .trailing: return isRTL ? Expression(left) : left + width
        }
    }

    /// The solver constraint of a layout constraint.
    ///
    /// In a right-to-left layout a constraint that uses `leading` or `trailing` is read in
    /// mirrored horizontal coordinates (x ↦ -x on both sides), as UIKit reads its constant in the
    /// reading direction: `a.leading == b.trailing + 8` puts a's right edge 8 points left of b's
    /// left edge, and `a.centerX == b.leading + 8` puts a's centre 8 points left of b's right edge.
    func solverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        let first = layout.resolved(constraint.first, relatedTo: constraint.second)
        let second = constraint.second.map { layout.resolved($0, relatedTo: constraint.first) }
        let isMirrored = layout.direction == .rightToLeft
            && (first.attribute.isDirectional || second?.attribute.isDirectional == true)
        func oriented(_ anchor: Anchor) -> Expression {
            let value = expression(anchor)
            return isMirrored && anchor.attribute.isPosition && anchor.attribute.isHorizontal ? -value : value
        }
        var right = Expression(constant: constraint.constant)
        if let second {
            right = oriented(second) * constraint.multiplier + constraint.constant
        }
        return Constraint(oriented(first) - right, constraint.relation, strength: constraint.priority.strength)
    }

    // MARK: Building

    /// Adds a solver constraint that stands for `origin`; a required one that conflicts is
    /// broken (left out) and recorded with the smallest conflicting set.
    mutating func add(_ constraint: Constraint, from origin: LayoutConstraint) {
        guard exhaustedAt == nil else { return }
        origins[constraint.key] = origin
        do {
            try solver.addConstraint(constraint)
        } catch {
            let limit = LayoutLimits.maximumSolverWork - solver.work - sideWork
            guard let set = solver.minimalConflict(with: constraint, workLimit: limit) else {
                exhaustedAt = origin
                return
            }
            let conflicting = set.compactMap { origins[$0.key] }
            conflicts.append(ConstraintConflict(constraints: conflicting.isEmpty ? [origin] : conflicting, broken: origin))
        }
        if solver.work + sideWork > LayoutLimits.maximumSolverWork { exhaustedAt = origin }
    }

    /// The root's origin, the root's size if given, and each scroll view's content origin.
    mutating func addStructuralConstraints() {
        let root = layout.rootName
        let rootBox = variables[root]!
        add(rootBox.left == 0, from: LayoutConstraint(view(root).left, .equal, nil, label: "\(root).left == 0 (the root's origin)"))
        add(rootBox.top == 0, from: LayoutConstraint(view(root).top, .equal, nil, label: "\(root).top == 0 (the root's origin)"))
        if let size = layout.rootSize {
            let width = LayoutConstraint(view(root).width, .equal, nil, constant: size.width,
                                         location: layout.views[0].location, label: "\(root).width == \(size.width.compactDescription) (the screen size)")
            let height = LayoutConstraint(view(root).height, .equal, nil, constant: size.height,
                                          location: layout.views[0].location, label: "\(root).height == \(size.height.compactDescription) (the screen size)")
            add(rootBox.width == size.width, from: width)
            add(rootBox.height == size.height, from: height)
        }
        addContentGuideOrigins()
    }

    /// The user's constraints, in order.
    mutating func addLayoutConstraints() {
        for constraint in layout.constraints { add(solverConstraint(constraint), from: constraint) }
    }

    /// Content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`)
    /// for every view with an intrinsic size, as UIKit adds them.
    mutating func addIntrinsicConstraints() {
        for view in layout.views {
            guard let intrinsic = view.intrinsicSize else { continue }
            switch intrinsic {
            case .fixed(let width, let height):
                if let width { addIntrinsic(view, .width, width) }
                if let height { addIntrinsic(view, .height, height) }
            case .measured(let measure):
                let natural = measure(.infinity, .undefined, .infinity, .undefined)
                addIntrinsic(view, .width, natural.width)
                intrinsicHeightConstraints[view.name] = addIntrinsic(view, .height, natural.height)
            }
        }
    }

    @discardableResult
    private mutating func addIntrinsic(_ view: LayoutView, _ attribute: LayoutAttribute, _ value: Double) -> [Constraint] {
        guard value.isFinite else { return [] }  // no intrinsic metric in this dimension
        let isWidth = attribute == .width
        let variable = isWidth ? variables[view.name]!.width : variables[view.name]!.height
        let hugging = isWidth ? view.contentHugging.horizontal : view.contentHugging.vertical
        let resistance = isWidth ? view.compressionResistance.horizontal : view.compressionResistance.vertical
        let anchor = Anchor(.view(view.name), attribute)
        let hug = (variable <= value).withStrength(hugging.strength)
        let resist = (variable >= value).withStrength(resistance.strength)
        add(hug, from: LayoutConstraint(anchor, .lessThanOrEqual, nil, constant: value, priority: hugging, location: view.location,
                                        label: "\(anchor) <= \(value.compactDescription) @\(hugging) (content hugging)"))
        add(resist, from: LayoutConstraint(anchor, .greaterThanOrEqual, nil, constant: value, priority: resistance, location: view.location,
                                           label: "\(anchor) >= \(value.compactDescription) @\(resistance) (compression resistance)"))
        return [hug, resist]
    }

    /// Second pass for measured content: ask for the height at the solved width (a wrapping
    /// label's `preferredMaxLayoutWidth`), and replace the height's intrinsic constraints.
    mutating func remeasure() {
        for view in layout.views {
            guard case .measured(let measure) = view.intrinsicSize, let old = intrinsicHeightConstraints[view.name] else { continue }
            let width = solver.value(of: variables[view.name]!.width)
            let height = measure(width, .exactly, .infinity, .undefined).height
            for constraint in old where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
            intrinsicHeightConstraints[view.name] = addIntrinsic(view, .height, height)
        }
    }

    // MARK: Reading

    private func value(_ variable: Variable) -> Double {
        let raw = solver.value(of: variable)
        let snapped = (raw * 1e6).rounded() / 1e6  // drop floating-point noise below a millionth of a point
        return snapped == 0 ? 0 : snapped
    }

    /// Views whose frame or content size is not unique (see `Solver.isDetermined`), or nil when finding them would pass
    /// `LayoutLimits.maximumSolverWork`.
    func ambiguousViews() -> [AmbiguousView]? {
        var probed: [Variable] = []
        for view in layout.views {
            let box = variables[view.name]!
            probed += [box.left, box.top, box.width, box.height]
            if let content = box.content { probed += [content.width, content.height] }
        }
        guard let all = solver.isDetermined(probed, workLimit: LayoutLimits.maximumSolverWork - sideWork) else { return nil }
        var determined = all[...]
        var result: [AmbiguousView] = []
        for view in layout.views {
            let count = view.isScrollView ? 6 : 4
            let flags = Array(determined.prefix(count))
            determined = determined.dropFirst(count)
            let quantities: [AmbiguousView.Quantity] = [.x, .y, .width, .height, .contentWidth, .contentHeight]
            let undetermined = zip(quantities, flags).filter { !$0.1 }.map(\.0)
            if !undetermined.isEmpty {
                result.append(AmbiguousView(name: view.name, quantities: undetermined, location: view.location))
            }
        }
        return result
    }

    /// Frames, content sizes and diagnostics.
    func solution(checkAmbiguity: Bool) -> LayoutSolution {
        var absolute: [String: Rect] = [:]
        var contentOrigins: [String: Point] = [:]
        var contentSizes: [String: Size] = [:]
        for view in layout.views {
            let box = variables[view.name]!
            absolute[view.name] = Rect(x: value(box.left), y: value(box.top), width: value(box.width), height: value(box.height))
            if let content = box.content {
                contentOrigins[view.name] = Point(x: value(content.left), y: value(content.top))
                contentSizes[view.name] = Size(width: value(content.width), height: value(content.height))
            }
        }
        var frames: [String: Rect] = [:]
        for view in layout.views {
            var frame = absolute[view.name]!
            if let parent = view.parent {
                let origin = contentOrigins[parent] ?? absolute[parent]!.origin
                frame.origin = Point(x: clean(frame.minX - origin.x), y: clean(frame.minY - origin.y))
            }
            frames[view.name] = frame
        }
        var exhaustedAt = self.exhaustedAt
        var ambiguous: [AmbiguousView] = []
        if checkAmbiguity, exhaustedAt == nil {
            if let found = ambiguousViews() { ambiguous = found } else { exhaustedAt = layout.constraints.last }
        }
        return LayoutSolution(frames: frames, absoluteFrames: absolute, contentSizes: contentSizes,
                              conflicts: conflicts, ambiguousViews: ambiguous, exceededWorkAt: exhaustedAt)
    }

    private func clean(_ value: Double) -> Double {
        let snapped = (value * 1e6).rounded() / 1e6
        return snapped == 0 ? 0 : snapped
    }
}

extension ConstraintLayout {
    /// Solves the layout. Conflicting required constraints do not stop it: each conflict is
    /// recorded in `conflicts` and the constraint that completed it is left out, as UIKit does.
    /// - Parameter checkAmbiguity: whether to find the views whose frames are not uniquely
    ///   determined (a few incremental probes per variable).
    public func solve(checkAmbiguity: Bool = true) -> LayoutSolution {
        var engine = LayoutEngine(self)
        engine.addStructuralConstraints()
        engine.addLayoutConstraints()
        engine.addIntrinsicConstraints()
        engine.remeasure()
        return engine.solution(checkAmbiguity: checkAmbiguity)
    }
}
