// The lexicographic objective: one row per strength level, compared highest level first.

/// The objective function of the simplex with symbolic (vector) weights (Borning et al.'s
/// `ClSymbolicWeight`). Each priority level has a row of its own; the coefficient of a symbol
/// is the vector of its coefficients in every level, highest level first, and vectors compare
/// lexicographically. So a thousand weak errors never outweigh one medium error: the medium row
/// is minimised first, and lower rows only break its ties.
struct Objective: Sendable {
    /// The priority levels present, highest first, with their rows.
    private(set) var levels: [(priority: Double, row: Row)] = []

    private func index(of priority: Double) -> Int? { levels.firstIndex { $0.priority == priority } }

    /// The row of a level, created on first use.
    private mutating func levelIndex(_ priority: Double) -> Int {
        if let found = index(of: priority) { return found }
        let position = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert((priority, Row()), at: position)
        return position
    }

    /// Adds `weight × symbol` to the row of the strength's level.
    mutating func insert(_ symbol: Symbol, _ strength: Strength, sign: Double = 1) {
        let level = levelIndex(strength.priority)
        levels[level].row.insert(symbol, sign * strength.weight)
    }

    /// Adds `weight × row` to the row of the strength's level.
    mutating func insert(_ row: Row, _ strength: Strength, sign: Double = 1) {
        let level = levelIndex(strength.priority)
        levels[level].row.insert(row, sign * strength.weight)
    }

    /// Replaces a symbol that became basic by its row, in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for level in levels.indices { levels[level].row.substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for level in levels.indices { levels[level].row.remove(symbol) }
    }

    /// A single-level objective made of one row (the artificial objective of phase one).
    init(single row: Row) {
        levels = [(1, row)]
    }

    init() {}

    /// The constant of the highest level (used by the artificial objective).
    var firstConstant: Double { levels.first?.row.constant ?? 0 }

    /// The coefficient vector of a symbol, highest level first.
    func coefficients(for symbol: Symbol) -> [Double] { levels.map { $0.row.coefficient(for: symbol) } }

    /// Whether the symbol's coefficient vector is zero.
    func isZero(_ symbol: Symbol) -> Bool { levels.allSatisfy { $0.row.coefficient(for: symbol) == 0 } }

    /// The entering symbol of the primal simplex: the lowest-numbered non-dummy symbol whose
    /// coefficient vector is lexicographically negative, i.e. whose first non-zero coefficient,
    /// from the highest level down, is negative (Bland's rule over symbolic weights).
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            // Cells are sorted by id: the first leading negative one is this level's candidate.
            for cell in level.row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                if let current = best, current < cell.symbol { break }
                let isLeading = (0..<index).allSatisfy { levels[$0].row.coefficient(for: cell.symbol) == 0 }
                if isLeading {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }
}

/// Lexicographic comparison of two coefficient vectors of equal length.
func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (a, b) in zip(lhs, rhs) where abs(a - b) > simplexTolerance { return a < b }
    return false
}
