// The tableau's own unknowns: external variables plus the slack, error and dummy symbols it adds.

/// A column of the simplex tableau. Symbols are ordered by creation (`id`), which is the order
/// the solver uses to break ties, so its pivots are deterministic (Bland's rule prevents cycling).
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for (Badros, Borning & Stuckey 2001, §2).
    enum Kind: Int, Sendable {
        /// A user variable; unrestricted in sign.
        case external
        /// The slack of an inequality; restricted to ≥ 0.
        case slack
        /// The positive or negative error of a non-required constraint; restricted to ≥ 0, in the objective.
        case error
        /// The marker of a required equality; always zero, never enters the basis.
        case dummy
    }

    /// The id in the high bits and the kind in the two low bits: one word, so a row's cell is
    /// 16 bytes and ordering by `raw` is ordering by id.
    private let raw: Int

    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }

    var id: Int { raw >> 2 }
    var kind: Kind { Kind(rawValue: raw & 3)! }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    /// Whether the symbol is restricted to non-negative values (everything but external variables).
    var isRestricted: Bool { kind != .external }
    /// Whether it is a marker that can leave the tableau when its constraint is removed
    /// (a slack or an error symbol, as opposed to a dummy).
    var isPivotable: Bool { kind == .slack || kind == .error }
}
