// One row of the simplex tableau: a basic symbol expressed as a constant plus parametric symbols.

/// `basic = constant + Σ coefficient × symbol` (kiwi's `Row`). Cells whose coefficient falls
/// within the tolerance are removed, so a present cell is always non-zero.
struct Row: Sendable {
    private(set) var cells: [Symbol: Double]
    var constant: Double

    init(constant: Double = 0) {
        cells = [:]
        self.constant = constant
    }

    /// Whether every symbol of the row is a dummy (or the row has none).
    var isAllDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }

    /// The coefficient of a symbol, zero when absent.
    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if sum.isNearZero { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient × other` (constant and cells).
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells { insert(symbol, value * coefficient) }
    }

    /// Adds to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row gives `symbol`.
    mutating func solve(for symbol: Symbol) {
        let factor = -1.0 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Solves `lhs = row` for `rhs` (which must be in the row): afterwards the row gives `rhs`.
    mutating func solve(for lhs: Symbol, swapping rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row that defines it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard !cells.isEmpty, let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
