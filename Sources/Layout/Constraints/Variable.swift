// An unknown of a constraint system: a named quantity the solver assigns a value to.

/// A variable of a linear constraint system. Variables are compared by identity: two variables
/// with the same name are different unknowns. Read a variable's value with `Solver.value(of:)`.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name used only in descriptions and error messages.
    public let name: String

    /// Creates a fresh variable.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The key under which solvers store this variable.
    var key: ObjectIdentifier { ObjectIdentifier(self) }

    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: key.hashValue) % 10_000)" : name }
}
