// Balanced line breaking (`flex-wrap: balance`): how many items go on each flex line, as Chrome breaks them.

/// The rule, as Chrome (Blink's flex line breaker, `BalanceBreakFlexItemsIntoLines`) implements the
/// `flex-wrap: balance` proposed for css-flexbox-2 (w3c/csswg-drafts#3070), and as the browser-recorded
/// `balance_*` cases show it:
///
/// 1. Each item counts with its outer hypothetical main size, a negative one (negative margins) as 0, in
///    Chrome's layout units of 1/64 point; items are kept in order and every line holds at least one.
/// 2. The number of lines is what greedy breaking (css-flexbox-1 §9.3 step 5) gives at the line length
///    (the container's inner main size, unbounded when it is not definite).
/// 3. With fewer lines than the minimum line count (at most one line per item), the line length is cut to
///    the shortest that breaks greedily into no more than that many lines (found by bisection); if that
///    still gives fewer, the items that exactly fill a line are made 1/64 longer, the last first, until one
///    more line is made each time, until there are enough.
/// 4. Among the breaks where every line fits (a line of one item longer than the line length fits, scoring
///    nothing), the one with the least sum over lines of (line length − the line's length)² is taken: the
///    Knuth–Plass least-squares rule. A tie goes to the break whose last line starts later, so earlier lines
///    are fuller (the `balance_row_ties` and `balance_row_start_bias` cases).
struct FlexLineBalancer {
    /// Each item's size plus the gap after it, summed up to and including it, in 1/64 points.
    private var sums: [Int64]
    private let gap: Int64
    /// The line length, in 1/64 points.
    private var lineLength: Int64

    /// `sizes`: the items' outer hypothetical main sizes; `limit`: the line length (nil: unbounded).
    init(sizes: some Sequence<Double>, gap: Double, limit: Double?) {
        func units(_ value: Double) -> Int64 { Int64((max(value, 0) * 64).rounded()) }
        self.gap = units(gap)
        var total: Int64 = 0
        sums = sizes.map { size in
            total += units(size) + units(gap)
            return total
        }
        // Unbounded: longer than every line could be.
        lineLength = limit.map { $0.isFinite ? units(min($0, 4e9)) : Int64.max / 4 } ?? Int64.max / 4
    }

    /// The number of items on each line, first line first (never empty, nothing for no items).
    mutating func itemsPerLine(minimumLines: Int) -> [Int] {
        let count = sums.count
        guard count > 0 else { return [] }
        let minimum = min(max(minimumLines, 1), count)
        if greedyLineCount(lineLength) < minimum { applyMinimumLineCount(minimum) }
        if greedyLineCount(lineLength) == 1 { return [count] }
        return leastSquaresBreaks()
    }

    /// The length of items `start...end` on one line, their gaps between included.
    @inline(__always)
    private func length(_ start: Int, _ end: Int) -> Int64 {
        sums[end] - (start == 0 ? 0 : sums[start - 1]) - gap
    }

    /// Step 2: lines from greedy breaking at `size`: an item goes on the line unless the line has items and
    /// would grow longer than `size`.
    private func greedyLineCount(_ size: Int64) -> Int {
        var lines = 1, start = 0
        for index in sums.indices {
            if index > start && length(start, index) > size {
                lines += 1
                start = index
            }
        }
        return lines
    }

    /// Step 3.
    private mutating func applyMinimumLineCount(_ minimum: Int) {
        var low: Int64 = 0, high = min(lineLength, (sums.last ?? 0) - gap)
        while low < high {
            let middle = low + (high - low) / 2
            if greedyLineCount(middle) > minimum { low = middle + 1 } else { high = middle }
        }
        lineLength = high
        guard greedyLineCount(lineLength) < minimum else { return }
        // The items that end a line exactly at the line length (a line is counted from the item after the
        // one that overflowed it, as Chrome scans them).
        var exactFits: [Int] = []
        var lineStartSum: Int64 = 0, lineHasItems = false
        for index in sums.indices {
            let used = sums[index] - lineStartSum - gap
            if used == lineLength { exactFits.append(index) }
            if used > lineLength {
                lineStartSum = lineHasItems ? sums[index - 1] : sums[index]
                lineHasItems = false
                continue
            }
            lineHasItems = true
        }
        for index in exactFits.reversed() {
            for later in index..<sums.count { sums[later] += 1 }
            if greedyLineCount(lineLength) >= minimum { return }
        }
    }

    /// Step 4, by dynamic programming over the last item of each line, from the fullest line that fits.
    private func leastSquaresBreaks() -> [Int] {
        let count = sums.count
        // For each last item, the earliest first item of a line that fits (itself when it alone is too long).
        var earliestStart = [Int](repeating: 0, count: count)
        var start = 0
        for end in 0..<count {
            while start < end && length(start, end) > lineLength { start += 1 }
            earliestStart[end] = start
            if start == end && length(start, end) > lineLength { start += 1 }
        }
        var best = [Double](repeating: 0, count: count)
        var lineStart = [Int](repeating: 0, count: count)
        for end in 0..<count {
            var bestScore = Double.infinity, bestStart = end
            for first in earliestStart[end]...end {
                let used = length(first, end)
                let slack = Double(lineLength - used)
                let lineScore = used > lineLength ? 0 : slack * slack
                // Later first items only leave more slack: nothing after can do better.
                if lineScore > bestScore { break }
                let score = lineScore + (first == 0 ? 0 : best[first - 1])
                if score <= bestScore {
                    bestScore = score
                    bestStart = first
                }
            }
            best[end] = bestScore
            lineStart[end] = bestStart
        }
        var counts: [Int] = []
        var end = count - 1
        while end >= 0 {
            counts.append(end - lineStart[end] + 1)
            end = lineStart[end] - 1
        }
        return counts.reversed()
    }
}
