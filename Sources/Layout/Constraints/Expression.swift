// A linear expression: a sum of terms plus a constant.

/// `Σ coefficientᵢ × variableᵢ + constant`. Build one with the operators in
/// `Expression+Operators.swift` (`2 * x + y - 10`).
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms; the same variable may appear more than once (the solver adds them up).
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The expression made of a constant alone.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Evaluates the expression with the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    /// The expression multiplied by a factor.
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append(constant.compactDescription) }
        return parts.joined(separator: " + ")
    }
}
