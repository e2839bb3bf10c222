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
        for index in views.indices {
            guard case .explicit(let position) = views[index].parentSource else { continue }
            let parent = views[index].parent
            if parent == "screen" { continue }
            guard let parentKind = kinds[parent] else {
                let hint = Suggestion.didYouMean(parent, in: ["screen"] + views.map(\.name))
                errors.append(DiagramError(at: position, "Unknown parent '\(parent)' for '\(views[index].name)'.\(hint)"))
                views[index].parent = "screen"
                continue
            }
            if parentKind == .label {
                errors.append(DiagramError(at: position, "Label '\(parent)' can't contain views; put '\(views[index].name)' in another view."))
            }
        }
        breakCycles()
    }

    /// Reports and breaks every cycle of `in PARENT` references (`a in b`, `b in a`).
    private mutating func breakCycles() {
        let indexByName = Dictionary(uniqueKeysWithValues: views.indices.map { (views[$0].name, $0) })
        for index in views.indices {
            var chain = [views[index].name]
            var current = views[index].parent
            while current != "screen", let next = indexByName[current], chain.count <= views.count {
                if current == views[index].name {
                    let description = chain.map { name in "\(name) in \(views[indexByName[name] ?? 0].parent)" }
                        .joined(separator: ", ")
                    let at: SourcePosition
                    if case .explicit(let position) = views[index].parentSource { at = position } else { at = views[index].namePosition }
                    errors.append(DiagramError(at: at, "'\(views[index].name)' is inside itself: \(description). Put one of them in another view."))
                    views[index].parent = "screen"
                    break
                }
                chain.append(current)
                current = views[next].parent
            }
        }
    }
}
