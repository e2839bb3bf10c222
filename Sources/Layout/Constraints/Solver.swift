// The public front of the constraint solver: add and remove constraints, edit variables, read values.

/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001). A value type: copying a
/// solver snapshots it. Constraints are added and removed one at a time, and edit variables take
/// suggested values, each without re-solving from scratch; values are always those of the
/// current optimal solution. Strengths compare lexicographically (see `Strength`).
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left == 10)
/// try solver.addConstraint(width >= 100)
/// try solver.addConstraint((width == 50).withStrength(.strong))
/// solver.value(of: width) // 100
/// ```
public struct Solver: Sendable {
    var simplex = Simplex()
    /// Insertion order of the constraints present, for deterministic listings.
    private var order: [ObjectIdentifier: Int] = [:]
    private var nextOrder = 0

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint.
    /// - Throws: `DuplicateConstraint` if this constraint object is already present;
    ///   `UnsatisfiableConstraint` if it is required and conflicts with the required constraints
    ///   present (the solver is then unchanged; `minimalConflict(with:)` explains why).
    /// The tableau cells the solver has read or written so far (`Simplex.work`): what a caller bounds.
    public var work: Int { simplex.work }

    public mutating func addConstraint(_ constraint: Constraint) throws {
        try simplex.add(constraint)
        order[constraint.key] = nextOrder
        nextOrder += 1
    }

    /// Removes a constraint. - Throws: `UnknownConstraint` if it is not present.
    public mutating func removeConstraint(_ constraint: Constraint) throws {
        try simplex.remove(constraint)
        order[constraint.key] = nil
    }

    /// Whether this constraint object is present.
    public func hasConstraint(_ constraint: Constraint) -> Bool { simplex.contains(constraint) }

    /// The constraints present, in the order they were added (edit constraints included).
    public var constraints: [Constraint] {
        simplex.constraints.values.map(\.constraint).sorted { order[$0.key]! < order[$1.key]! }
    }

    /// Makes a variable editable: `suggestValue(_:for:)` then moves it, as strongly as `strength`.
    /// - Throws: `DuplicateEditVariable` if it already is one; `RequiredEditStrength` for `.required`.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws {
        if simplex.hasEditVariable(variable) { throw DuplicateEditVariable(variable: variable) }
        if strength.isRequired { throw RequiredEditStrength(variable: variable) }
        try simplex.addEditVariable(variable, strength: strength)
        if let constraint = simplex.edits[variable.key]?.info.constraint {
            order[constraint.key] = nextOrder
            nextOrder += 1
        }
    }

    /// Stops editing a variable. - Throws: `UnknownEditVariable` if it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        let constraint = simplex.edits[variable.key]?.info.constraint
        try simplex.removeEditVariable(variable)
        if let constraint { order[constraint.key] = nil }
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { simplex.hasEditVariable(variable) }

    /// Suggests a value for an edit variable and re-solves incrementally with the dual simplex.
    /// - Throws: `UnknownEditVariable` if it is not an edit variable.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        try simplex.suggestValue(value, for: variable)
    }

    /// The variable's value in the current solution (zero for a variable the solver has not seen).
    public func value(of variable: Variable) -> Double {
        let value = simplex.value(of: variable)
        return value == 0 ? 0 : value  // no negative zero in output
    }
}
