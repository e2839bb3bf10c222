// The view hierarchy of a parsed block, indexed once by name and by parent for linear-time passes.
import Layout

/// A `LayoutDocument`'s views indexed by name and by parent, built in one pass, so passes over the
/// tree look a view or its children up in constant time instead of searching every view.
public struct ViewTree: Sendable {
    /// The views, in source order.
    public let views: [ViewDeclaration]
    private let indexByName: [String: Int]
    private let childIndices: [String: [Int]]

    /// Indexes `document`'s views. With duplicate names (a parse error), the first one wins, as in
    /// `LayoutDocument.view(named:)`.
    public init(_ document: LayoutDocument) {
        views = document.views
        var indexByName: [String: Int] = [:]
        var childIndices: [String: [Int]] = [:]
        for (index, view) in views.enumerated() {
            if indexByName[view.name] == nil { indexByName[view.name] = index }
            childIndices[view.parent, default: []].append(index)
        }
        self.indexByName = indexByName
        self.childIndices = childIndices
    }

    /// The view called `name`, or nil (also nil for `screen`).
    public func view(named name: String) -> ViewDeclaration? {
        indexByName[name].map { views[$0] }
    }

    /// The children of `parent` (`"screen"` for the top level), in source order.
    public func children(of parent: String) -> [ViewDeclaration] {
        (childIndices[parent] ?? []).map { views[$0] }
    }

    /// Whether `parent` has any children.
    public func hasChildren(_ parent: String) -> Bool {
        !(childIndices[parent] ?? []).isEmpty
    }

    /// Every view reachable from the screen, parents before their children (depth first, siblings in
    /// source order), found with an explicit stack.
    public var parentFirst: [ViewDeclaration] {
        var result: [ViewDeclaration] = []
        result.reserveCapacity(views.count)
        var visited = [Bool](repeating: false, count: views.count)  // duplicate names could repeat a view
        var pending = Array((childIndices["screen"] ?? []).reversed())
        while let index = pending.popLast() {
            guard !visited[index] else { continue }
            visited[index] = true
            result.append(views[index])
            pending += (childIndices[views[index].name] ?? []).reversed()
        }
        return result
    }

    /// The first view (in source order) nested deeper than `LayoutLimits.maximumDepth` below the
    /// screen, with its depth, or nil. Found breadth first from the screen, without recursion.
    public var firstTooDeep: (view: ViewDeclaration, depth: Int)? {
        var visited = [Bool](repeating: false, count: views.count)
        var level = childIndices["screen"] ?? []
        var depth = 1
        while !level.isEmpty {
            if depth > LayoutLimits.maximumDepth, let first = level.min() { return (views[first], depth) }
            for index in level { visited[index] = true }
            level = level.flatMap { childIndices[views[$0].name] ?? [] }.filter { !visited[$0] }
            depth += 1
        }
        return nil
    }
}
