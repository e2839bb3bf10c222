// Operator sugar for building expressions and constraints: `2 * x + y <= 100`.

// Expressions from variables, terms and constants.
/// The negated expression.
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

/// The product as an expression.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
/// The product as an expression.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
/// The product as an expression.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// The product as an expression.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// The quotient as an expression.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
/// The quotient as an expression.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }

/// The sum as an expression.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The sum as an expression.
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
/// The sum as an expression.
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
/// The sum as an expression.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// The sum as an expression.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
/// The sum as an expression.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum as an expression.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The sum as an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

/// The difference as an expression.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
/// The difference as an expression.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
/// The difference as an expression.
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
/// The difference as an expression.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + -rhs }
/// The difference as an expression.
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
/// The difference as an expression.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
/// The difference as an expression.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
/// The difference as an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }

// Constraints: `lhs relation rhs` becomes `lhs - rhs relation 0`, required until `withStrength(_:)`.
/// The required constraint `lhs == rhs` (`lhs - rhs == 0`).
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs <= rhs` (`lhs - rhs <= 0`).
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs >= rhs` (`lhs - rhs >= 0`).
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

/// The required constraint `lhs == rhs` (`lhs - rhs == 0`).
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
/// The required constraint `lhs <= rhs` (`lhs - rhs <= 0`).
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
/// The required constraint `lhs >= rhs` (`lhs - rhs >= 0`).
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
/// The required constraint `lhs == rhs` (`lhs - rhs == 0`).
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
/// The required constraint `lhs <= rhs` (`lhs - rhs <= 0`).
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
/// The required constraint `lhs >= rhs` (`lhs - rhs >= 0`).
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
/// The required constraint `lhs == rhs` (`lhs - rhs == 0`).
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
/// The required constraint `lhs <= rhs` (`lhs - rhs <= 0`).
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
/// The required constraint `lhs >= rhs` (`lhs - rhs >= 0`).
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
/// The required constraint `lhs == rhs` (`lhs - rhs == 0`).
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
/// The required constraint `lhs <= rhs` (`lhs - rhs <= 0`).
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
/// The required constraint `lhs >= rhs` (`lhs - rhs >= 0`).
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
/// The required constraint `lhs == rhs` (`lhs - rhs == 0`).
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
/// The required constraint `lhs <= rhs` (`lhs - rhs <= 0`).
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
/// The required constraint `lhs >= rhs` (`lhs - rhs >= 0`).
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
