// Conflicts and ambiguities of a solved layout as located messages, the way a UIKit developer reads them.

/// A message about a solved layout, at the source position it concerns.
public struct LayoutDiagnostic: Sendable, Hashable {
    /// Where: the broken constraint, or the declaration of the ambiguous view.
    public var position: SourcePosition?
    /// One sentence.
    public var message: String
    /// Further lines (the members of a conflicting set).
    public var notes: [String]
}

/// Builds `LayoutDiagnostic`s from a solution.
public enum LayoutDiagnostics {
    /// One diagnostic per conflict (at the broken constraint, listing the conflicting set with
    /// its lines) and one per ambiguous view (at its declaration), in source order.
    public static func diagnostics(for solution: LayoutSolution, in layout: ConstraintLayout) -> [LayoutDiagnostic] {
        var result: [LayoutDiagnostic] = []
        if let constraint = solution.exceededWorkAt {
            result.append(LayoutDiagnostic(
                position: constraint.location ?? layout.views.first?.location,
                message: "the layout is too large for the constraint solver: solving it passed \(LayoutLimits.maximumSolverWork) steps here; fix sizes before the constraints that chain views, or split the diagram",
                notes: []))
        }
        for conflict in solution.conflicts {
            let notes = conflict.constraints.map { constraint in
                "'\(constraint)'" + (constraint.location.map { " (line \($0.line))" } ?? "") + " is in the conflicting set"
            }
            result.append(LayoutDiagnostic(position: conflict.broken.location, message: conflict.description, notes: notes))
        }
        for view in solution.ambiguousViews {
            var message = view.description
            if view.name == layout.rootName && layout.rootSize == nil {
                message = "the size of '\(view.name)' is not set; add a line like '\(view.name) 375x667'"
            }
            result.append(LayoutDiagnostic(position: view.location ?? layout.view(named: view.name)?.location, message: message, notes: []))
        }
        return result
    }
}
