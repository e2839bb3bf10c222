// Builds the view tree from indentation and `in PARENT`, and checks names, parents and cycles.
import Layout

extension ParserState {
    /// Finds the parent of a view line from its indentation (or `in PARENT`) and opens the view
    /// for indented children. Returns the parent's name.
    mutating func placeInHierarchy(name: String, kind: ViewKind, explicitParent: String?,
                                   explicitPosition: ParentSource, line: SourceLine, keyword: Token) -> String {
        if openViews.isEmpty { openViews = [OpenView(name: "screen", kind: nil, indentation: -1)] }
        let indentation = line.indentation
        while openViews.count > 1, let top = openViews.last, top.indentation >= indentation {
            openViews.removeLast()
        }
        let container = openViews.count - 1
        let indentedParent = openViews[container]
        let isUnderScreen = indentedParent.kind == nil
        if !isUnderScreen {
            if let expected = indentedParent.childIndentation, expected != indentation {
                errors.append(DiagramError(at: keyword.position,
                    "Inconsistent indentation: '\(name)' is indented \(indentation) spaces, but the views above it inside '\(indentedParent.name)' are indented \(expected)."))
            } else {
                openViews[container].childIndentation = indentation
            }
        }
        var parent = indentedParent.name
        if let explicitParent {
            if !isUnderScreen, explicitParent != indentedParent.name, case .explicit(let position) = explicitPosition {
                errors.append(DiagramError(at: position,
                    "'in \(explicitParent)' contradicts the indentation, which puts '\(name)' inside '\(indentedParent.name)'; remove one."))
            }
            parent = explicitParent
        } else if indentedParent.kind == .label {
            errors.append(DiagramError(at: keyword.position,
                "Label '\(indentedParent.name)' can't contain views; unindent '\(name)'."))
        }
        openViews.append(OpenView(name: name, kind: kind, indentation: indentation))
        return parent
    }

    /// Checks the finished tree: duplicate names, unknown explicit parents, labels with children, cycles.
    mutating func resolveHierarchy() {
        var firstLine: [String: Int] = [:]
        var unique: [ViewDeclaration] = []
        for view in views {
            if let line = firstLine[view.name] {
                errors.append(DiagramError(at: view.namePosition, "A view named '\(view.name)' is already declared at line \(line); names must be unique."))
                continue
            }
            firstLine[view.name] = view.position.line
            unique.append(view)
        }
        views = unique
        let kinds = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0.kind) })
        // A hint compares the name with every view's: only the first hundred errors get one, so a
        // block of thousands of unknown parents stays linear.
        var hintsLeft = 100
        for index in views.indices {
            guard case .explicit(let position) = views[index].parentSource else { continue }
            let parent = views[index].parent
            if parent == "screen" { continue }
            guard let parentKind = kinds[parent] else {
                let hint = hintsLeft > 0 ? Suggestion.didYouMean(parent, in: ["screen"] + views.map(\.name)) : ""
                hintsLeft -= 1
                errors.append(DiagramError(at: position, "Unknown parent '\(parent)' for '\(views[index].name)'.\(hint)"))
                views[index].parent = "screen"
                continue
            }
            if parentKind == .label {
                errors.append(DiagramError(at: position, "Label '\(parent)' can't contain views; put '\(views[index].name)' in another view."))
            }
        }
        breakCyclesAndCheckDepth()
    }

    /// Reports and breaks every cycle of `in PARENT` references (`a in b`, `b in a`) at its first
    /// view, then reports views nested deeper than `LayoutLimits.maximumDepth`, once per parent.
    /// Linear in the number of views: each view's depth is found once, walking up without recursion,
    /// so no later pass over the tree (all of which recurse) ever sees a tree deeper than the limit
    /// without an error.
    private mutating func breakCyclesAndCheckDepth() {
        let indexByName = Dictionary(views.indices.map { (views[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        var depth = [Int](repeating: 0, count: views.count)   // 0: not known yet; the screen's subviews are 1
        var onPath = [Bool](repeating: false, count: views.count)
        for start in views.indices where depth[start] == 0 {
            var path: [Int] = []
            var current = start
            var base = 0
            while depth[current] == 0 {
                if onPath[current] {
                    breakCycle(through: current, path: path, indexByName: indexByName)
                    for index in path { onPath[index] = false }
                    path = []
                    current = start
                    continue
                }
                onPath[current] = true
                path.append(current)
                guard views[current].parent != "screen", let next = indexByName[views[current].parent] else { break }
                current = next
            }
            if depth[current] > 0 { base = depth[current] }
            for index in path.reversed() {
                base += 1
                depth[index] = base
                onPath[index] = false
            }
        }
        var reportedParents = Set<String>()
        for index in views.indices where depth[index] == LayoutLimits.maximumDepth + 1 {
            let view = views[index]
            guard reportedParents.insert(view.parent).inserted else { continue }
            errors.append(.nestedTooDeep(view.name, depth: LayoutLimits.maximumDepth + 1, at: view.position))
        }
    }

    /// Reports the cycle that `path` (views walked up from the first) runs into at `repeated`, at its
    /// view declared first, and breaks it there by putting that view in the screen.
    private mutating func breakCycle(through repeated: Int, path: [Int], indexByName: [String: Int]) {
        guard let cycleStart = path.firstIndex(of: repeated), let first = path[cycleStart...].min() else { return }
        var parts: [String] = []
        var member = first
        repeat {
            parts.append("\(views[member].name) in \(views[member].parent)")
            guard let next = indexByName[views[member].parent] else { break }
            member = next
        } while member != first
        let at: SourcePosition
        if case .explicit(let position) = views[first].parentSource { at = position } else { at = views[first].namePosition }
        errors.append(DiagramError(at: at, "'\(views[first].name)' is inside itself: \(parts.joined(separator: ", ")). Put one of them in another view."))
        views[first].parent = "screen"
    }
}
