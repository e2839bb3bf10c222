// The tableau's own unknowns: external variables plus the slack, error and dummy symbols it adds.

/// A column of the simplex tableau. Symbols are ordered by creation (`id`), which is the order
/// the solver uses to break ties, so its pivots are deterministic (Bland's rule prevents cycling).
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for (Badros, Borning & Stuckey 2001, §2).
    enum Kind: Sendable {
        /// A user variable; unrestricted in sign.
        case external
        /// The slack of an inequality; restricted to ≥ 0.
        case slack
        /// The positive or negative error of a non-required constraint; restricted to ≥ 0, in the objective.
        case error
        /// The marker of a required equality; always zero, never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// Whether the symbol is restricted to non-negative values (everything but external variables).
    var isRestricted: Bool { kind != .external }
    /// Whether it is a marker that can leave the tableau when its constraint is removed
    /// (a slack or an error symbol, as opposed to a dummy).
    var isPivotable: Bool { kind == .slack || kind == .error }
}
