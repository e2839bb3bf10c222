// One row of the simplex tableau: a basic symbol expressed as a constant plus parametric symbols.

/// One non-zero entry of a row.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// `basic = constant + Σ coefficient × symbol` (kiwi's `Row`). The cells are kept sorted by
/// symbol id (like kiwi's `AssocVector`), so merging two rows is a linear pass, lookups are
/// binary searches, and a row whose id range excludes a symbol is skipped in O(1). Cells whose
/// coefficient falls within the tolerance are removed, so a present cell is always non-zero.
struct Row: Sendable {
    private(set) var cells: [Cell] = [] {
        didSet {
            lowestID = cells.first?.symbol.id ?? Int.max
            highestID = cells.last?.symbol.id ?? Int.min
        }
    }
    var constant: Double
    /// The id range of the cells, kept as plain integers so the tableau can skip rows cheaply.
    private(set) var lowestID = Int.max
    private(set) var highestID = Int.min

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether every symbol of the row is a dummy (or the row has none).
    var isAllDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    /// The index of the symbol's cell, or where it would be inserted.
    private func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Whether the symbol can be in the row at all, from the id range alone.
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { lowestID <= symbol.id && symbol.id <= highestID }

    /// The coefficient of a symbol, zero when absent.
    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if sum.isNearZero { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !coefficient.isNearZero {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient × other` (constant and cells) by merging the two sorted cell lists.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.cells.isEmpty { return }
        if cells.isEmpty && coefficient == 1 {
            cells = other.cells  // shares the buffer until either row changes
            return
        }
        if other.cells.count * 8 < cells.count || other.cells.count == 1 {
            // A few cells into a long row: in-place inserts beat a full merge.
            for cell in other.cells { insert(cell.symbol, cell.coefficient * coefficient) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let value = other.cells[j].coefficient * coefficient
                if !value.isNearZero { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + other.cells[j].coefficient * coefficient
                if !sum.isNearZero { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    /// Adds to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let (index, found) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row gives `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = search(symbol)
        precondition(found, "solve(for:) needs a symbol of the row")
        let factor = -1.0 / cells.remove(at: index).coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Solves `lhs = row` for `rhs` (which must be in the row): afterwards the row gives `rhs`.
    mutating func solve(for lhs: Symbol, swapping rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row that defines it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard mayContain(symbol) else { return }
        let (index, found) = search(symbol)
        guard found else { return }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, coefficient)
    }
}
