// The solver's errors: one type per failure, each carrying the offending constraint or variable.

/// A required constraint cannot hold together with the required constraints already in the solver.
/// The solver is left as it was before the call.
public struct UnsatisfiableConstraint: Error, CustomStringConvertible {
    /// The constraint that could not be added.
    public let constraint: Constraint
    public var description: String { "unsatisfiable constraint: \(constraint)" }
}

/// The constraint object is already in the solver.
public struct DuplicateConstraint: Error, CustomStringConvertible {
    /// The constraint added twice.
    public let constraint: Constraint
    public var description: String { "duplicate constraint: \(constraint)" }
}

/// The constraint object is not in the solver.
public struct UnknownConstraint: Error, CustomStringConvertible {
    /// The constraint that was not found.
    public let constraint: Constraint
    public var description: String { "unknown constraint: \(constraint)" }
}

/// The variable already is an edit variable.
public struct DuplicateEditVariable: Error, CustomStringConvertible {
    /// The variable added twice.
    public let variable: Variable
    public var description: String { "duplicate edit variable: \(variable)" }
}

/// The variable is not an edit variable of the solver.
public struct UnknownEditVariable: Error, CustomStringConvertible {
    /// The variable that was not found.
    public let variable: Variable
    public var description: String { "unknown edit variable: \(variable)" }
}

/// Edit variables cannot be required: a suggestion must be able to lose against required constraints.
public struct RequiredEditStrength: Error, CustomStringConvertible {
    /// The variable that was to be edited at required strength.
    public let variable: Variable
    public var description: String { "an edit variable cannot be required: \(variable)" }
}

/// The simplex reached a state the algorithm rules out (an unbounded objective or a failed dual
/// pivot). It indicates a bug in the solver, never bad input.
public struct InternalSolverError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    public var description: String { "internal solver error: \(message)" }
}
