// The lowering that runs the project's layout engine: constraints for views, flex for stacks.
import Layout

/// Lays a document out with the `Layout` engine.
///
/// - Views, scroll views and the screen go into one `ConstraintLayout`, fed line for line through
///   the constraint syntax so the engine's errors keep the block's lines and columns.
/// - A label gets its intrinsic size from `LabelMetrics`; a `size=`/`width=`/`height=` on a view
///   placed by constraints becomes a required constraint on that line.
/// - The screen's subviews that no constraint line names flow down the screen as in a vertical
///   stack that stretches them across it (margins, sizes and `grow` apply); they are laid out by the
///   flex engine and pinned there. Other views that no constraint names keep a frame of their own,
///   as a UIKit view whose autoresizing mask becomes constraints: at their `left`/`top` (or
///   `right`/`bottom`) offsets, 0,0 by default, with their own or intrinsic size.
/// - A stack or flex container is a view of the constraint layout whose intrinsic size comes from the
///   flex engine (none with `style=fixed`: its size must come from constraints); once its frame is
///   solved, the flex engine places its arranged views inside it. Arranged views are placed by their
///   container only: a constraint line naming one is an error.
public struct EngineLowering: LayoutLowering {
    /// Creates the lowering.
    public init() {}

    public func layOut(_ document: LayoutDocument, screen: Size) throws(LoweringFailure) -> SceneView {
        do { return try relativeScene(document, screen: screen).resolvingRelativeFrames() } catch {
            throw LoweringFailure(error.errors, recovered: error.recovered?.resolvingRelativeFrames())
        }
    }

    /// The laid-out scene with every frame relative to its parent (a scroll view's subviews: to its
    /// content), the form `blog layout solve` reports.
    public func relativeScene(_ document: LayoutDocument, screen: Size) throws(LoweringFailure) -> SceneView {
        let tree = ViewTree(document)
        try Self.checkLimits(tree)
        let arranged = Set(document.views.filter { view in
            tree.view(named: view.parent).map(\.kind.isContainer) ?? false
        }.map(\.name))

        var errors: [DiagramError] = []
        var parser = ConstraintScriptParser()
        parser.parseLine("screen \(screen.width.compact)x\(screen.height.compact)", lineNumber: document.screen.position?.line ?? 1)
        if document.screen.direction == .rightToLeft {
            parser.parseLine("direction rtl", lineNumber: document.screen.directionPosition?.line ?? document.screen.position?.line ?? 1)
        }
        let constrained = document.constraints.reduce(into: Set<String>()) { $0.formUnion(Self.viewNames(in: $1.text)) }
        let flowing = tree.children(of: "screen").filter { !constrained.contains($0.name) && $0.style.position != .absolute }
        let containers = ContainerLayouts(document: document, tree: tree)
        let flowFrames = containers.flowFrames(of: flowing, screen: screen)
        // Views a stack arranges are not declared to the constraint layout, nor is anything inside one that
        // is not a container (ContainerLayouts reports that view): declaring its subviews would only add
        // errors about a parent the layout never heard of, at columns of text the block does not have.
        var undeclared = arranged
        for view in tree.parentFirst where !arranged.contains(view.name) {
            if undeclared.contains(view.parent) {
                undeclared.insert(view.name)
                continue
            }
            let keyword = view.kind == .scroll ? "scroll" : "view"
            // The name lands on its own column, so an error about the view (an ambiguity) points at it.
            parser.parseLine("\(keyword) \(view.name) in \(view.parent)", lineNumber: view.namePosition.line,
                             firstColumn: max(1, view.namePosition.column - keyword.unicodeScalars.count - 1))
            var lines: [String]
            if let frame = flowFrames[view.name] {
                lines = ["\(view.name).left == screen.left + \(frame.minX.compact)", "\(view.name).top == screen.top + \(frame.minY.compact)",
                         "\(view.name).width == \(frame.width.compact)", "\(view.name).height == \(frame.height.compact)"]
            } else {
                lines = sizeConstraintLines(for: view)
                if !constrained.contains(view.name) { lines += ownFrameConstraintLines(for: view) }
            }
            for line in lines {
                parser.parseLine(line, lineNumber: view.position.line)
            }
        }
        for line in document.constraints {
            if let name = Self.viewNames(in: line.text).sorted().first(where: arranged.contains) {
                let container = tree.view(named: name)?.parent ?? "its container"
                errors.append(DiagramError(line: line.line, column: line.column,
                    "'\(name)' is arranged by '\(container)', which sets its frame; give it size=, grow= or margin= on its own line instead of a constraint"))
                continue
            }
            parser.parseLine(line.text, lineNumber: line.line, firstColumn: line.column)
        }
        var script = parser.finish()
        errors += script.errors.map { DiagramError(line: $0.position.line, column: $0.position.column, $0.message) }

        errors += containers.errors()
        for view in document.views where !undeclared.contains(view.name) {
            script.layout.updateView(named: view.name) { layoutView in
                if view.kind == .label {
                    layoutView.intrinsicSize = .measured(LabelMetrics.measureFunction(
                        text: view.text ?? "", fontSize: view.style.fontSize ?? LabelMetrics.defaultFontSize,
                        numberOfLines: view.style.numberOfLines ?? 1))
                } else if view.kind.isContainer && view.style.sizing != .fixed {
                    layoutView.intrinsicSize = .measured(containers.measureFunction(for: view.name))
                }
                if let offset = view.style.contentOffset { layoutView.contentOffset = offset }
            }
        }
        guard errors.isEmpty else { throw LoweringFailure(errors.sorted()) }

        let solution = script.layout.solve()
        let problems = LayoutDiagnostics.diagnostics(for: solution, in: script.layout)
        let offsets = Dictionary(uniqueKeysWithValues: script.layout.views.map { ($0.name, $0.contentOffset) })
        func scene() -> SceneView {
            var root = self.scene(for: "screen", kind: .screen, tree: tree, solution: solution, offsets: offsets, containers: containers)
            root.constraints = Self.sceneConstraints(script.layout.constraints, written: document.constraints,
                                                     isRightToLeft: document.screen.direction == .rightToLeft,
                                                     broken: solution.conflicts.map(\.broken))
            return root
        }
        if !problems.isEmpty {
            let errors = problems.map { problem in
                let position = problem.position ?? SourcePosition(line: 1, column: 1)
                let notes = problem.notes.isEmpty ? "" : " (" + problem.notes.joined(separator: "; ") + ")"
                return DiagramError(line: position.line, column: position.column, problem.message + notes)
            }.sorted()
            // Conflicts alone leave a layout, as in UIKit: the solver left each broken constraint out.
            let recovered = solution.ambiguousViews.isEmpty && solution.exceededWorkAt == nil ? scene() : nil
            throw LoweringFailure(errors, recovered: recovered)
        }
        return scene()
    }

    /// The constraints that come from the block's constraint and Visual Format lines (not those the
    /// lowering adds for sizes and positions of its own), for the drawing.
    static func sceneConstraints(_ constraints: [LayoutConstraint], written: [ConstraintLine], isRightToLeft: Bool,
                                 broken: [LayoutConstraint] = []) -> [SceneConstraint] {
        let lines = Dictionary(written.map { ($0.line, $0.text) }, uniquingKeysWith: { first, _ in first })
        func end(_ anchor: Anchor) -> SceneConstraint.End {
            var attribute = anchor.attribute.rawValue
            if attribute == "leading" { attribute = isRightToLeft ? "right" : "left" }
            if attribute == "trailing" { attribute = isRightToLeft ? "left" : "right" }
            if case .content(let name) = anchor.item { return .init(view: name, isContent: true, attribute: attribute) }
            return .init(view: anchor.item.viewName, attribute: attribute)
        }
        return constraints.compactMap { constraint in
            guard let line = constraint.location?.line, let source = lines[line] else { return nil }
            var drawn = SceneConstraint(first: end(constraint.first), second: constraint.second.map(end),
                                        relation: constraint.relation.rawValue, multiplier: constraint.multiplier,
                                        constant: constraint.constant, priority: constraint.priority.value, line: line, source: source)
            drawn.isBroken = broken.contains { $0.location == constraint.location && $0.description == constraint.description }
            return drawn
        }
    }

    /// Refuses a document over `LayoutLimits` (the parser reports these already; a document built in
    /// code gets the same errors), so that the recursive passes below stay within the depth limit.
    static func checkLimits(_ tree: ViewTree) throws(LoweringFailure) {
        if tree.views.count > LayoutLimits.maximumViews {
            let view = tree.views[LayoutLimits.maximumViews]
            throw LoweringFailure([.tooManyViews(at: view.position)])
        }
        if let (view, depth) = tree.firstTooDeep {
            throw LoweringFailure([.nestedTooDeep(view.name, depth: depth, at: view.position)])
        }
    }

    /// The required size constraints a view placed by constraints gets from its own `width`/`height`.
    private func sizeConstraintLines(for view: ViewDeclaration) -> [String] {
        var lines: [String] = []
        for (anchor, dimension) in [("width", view.style.width), ("height", view.style.height)] {
            switch dimension {
            case .points(let value)?: lines.append("\(view.name).\(anchor) == \(value.compact)")
            case .percent(let value)?: lines.append("\(view.name).\(anchor) == \(view.parent).\(anchor) * \((value / 100).compact)")
            case .auto?, nil: break
            }
        }
        return lines
    }

    /// The views a constraint line names: `name.anchor`, or `[name]`/`[name(…)]` in a Visual Format line.
    static func viewNames(in text: String) -> Set<String> {
        var names = Set<String>()
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                word.append(character)
            } else {
                if (character == "." || character == "(" || character == "]") && !word.isEmpty { names.insert(word) }
                word = ""
            }
        }
        return names
    }

    /// The position of a view no constraint line names: its offsets in its parent, 0 by default.
    private func ownFrameConstraintLines(for view: ViewDeclaration) -> [String] {
        func offset(_ dimension: Dimension?, of anchor: String) -> String? {
            switch dimension {
            case .points(let value)?: return value.compact
            case .percent(let value)?: return "\(view.parent).\(anchor) * \((value / 100).compact)"
            case .auto?, nil: return nil
            }
        }
        let s = view.style
        var lines: [String] = []
        if let right = offset(s.right, of: "width"), s.left == nil {
            lines.append("\(view.name).right == \(view.parent).right - \(right)")
        } else {
            lines.append("\(view.name).left == \(view.parent).left + \(offset(s.left, of: "width") ?? "0")")
        }
        if let bottom = offset(s.bottom, of: "height"), s.top == nil {
            lines.append("\(view.name).bottom == \(view.parent).bottom - \(bottom)")
        } else {
            lines.append("\(view.name).top == \(view.parent).top + \(offset(s.top, of: "height") ?? "0")")
        }
        return lines
    }

    /// The scene view of `name` with its frame relative to its parent, and its children.
    private func scene(for name: String, kind: SceneViewKind, tree: ViewTree, solution: LayoutSolution,
                       offsets: [String: Point], containers: ContainerLayouts) -> SceneView {
        let declaration = tree.view(named: name)
        let frame = solution.frames[name] ?? .zero
        var view = SceneView(name: name, kind: kind, frame: frame, text: declaration?.text,
                             fontSize: declaration?.style.fontSize ?? LabelMetrics.defaultFontSize,
                             numberOfLines: declaration?.style.numberOfLines ?? 1)
        if let size = solution.contentSizes[name] {
            let offset = offsets[name] ?? .zero
            view.scroll = ScrollGeometry(contentSize: size, contentOffset: offset)
        }
        if let declaration, declaration.kind.isContainer {
            view.children = containers.arrangedScenes(of: declaration, size: frame.size)
            view.guides = ContainerLayouts.containerGuides(of: declaration, size: frame.size, arranged: view.children)
        } else {
            view.children = tree.children(of: name).map { child in
                scene(for: child.name, kind: child.style.isLayoutGuide ? .layoutGuide : SceneViewKind(child.kind), tree: tree, solution: solution, offsets: offsets,
                      containers: containers)
            }
        }
        return view
    }
}

extension SceneViewKind {
    /// The drawing kind of a declared view (flex containers are drawn as stacks).
    init(_ kind: ViewKind) {
        switch kind {
        case .view: self = .view
        case .stack, .flex: self = .stack
        case .label: self = .label
        case .scroll: self = .scroll
        }
    }
}
