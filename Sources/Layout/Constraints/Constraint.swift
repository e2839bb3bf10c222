// A linear constraint: an expression related to zero, with a strength.

/// How a constraint's expression relates to zero.
public enum RelationalOperator: String, Sendable, CaseIterable {
    /// `expression <= 0`
    case lessThanOrEqual = "<="
    /// `expression == 0`
    case equal = "=="
    /// `expression >= 0`
    case greaterThanOrEqual = ">="
}

/// `expression (<=|==|>=) 0` at some strength. Constraints are compared by identity: the solver
/// adds, finds and removes this very object. Build one with `==`, `<=`, `>=` between expressions.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    /// The relation of the expression to zero.
    public let relation: RelationalOperator
    /// How strongly the solver tries to satisfy it.
    public let strength: Strength

    /// Creates `expression relation 0` at a strength.
    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same relation at another strength (a new constraint object).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// The key under which solvers store this constraint.
    var key: ObjectIdentifier { ObjectIdentifier(self) }

    /// Whether the relation holds for the given values, within the solver's tolerance.
    public func isSatisfied(_ valueOf: (Variable) -> Double) -> Bool {
        let value = expression.value(valueOf)
        switch relation {
        case .lessThanOrEqual: return value <= 1e-6
        case .equal: return abs(value) <= 1e-6
        case .greaterThanOrEqual: return value >= -1e-6
        }
    }

    public var description: String { "\(expression) \(relation.rawValue) 0 @\(strength)" }
}
