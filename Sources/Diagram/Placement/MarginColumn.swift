// The margin column of a drawing: the vertical spans its labels take, and the free span nearest a point.

/// The vertical spans of the margin column that labels occupy, merged and sorted, so that finding the
/// free span nearest to a point does not step through every label already there.
struct MarginColumn: Sendable {
    private(set) var runs: [ClosedRange<Double>] = []

    /// The top of the free span of `height` nearest to `top` (or at or below it, `downwardOnly`).
    func nearestFree(to top: Double, height: Double, downwardOnly: Bool = false) -> Double {
        // The first run that ends after `top`.
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].upperBound <= top { low = mid + 1 } else { high = mid }
        }
        var down = top
        var index = low
        while index < runs.count, runs[index].lowerBound < down + height {
            down = max(down, runs[index].upperBound)
            index += 1
        }
        guard !downwardOnly else { return down }
        var up = top
        index = low
        // Upwards: the runs that overlap [up, up + height), from the one at `low` back.
        if index < runs.count, runs[index].lowerBound < up + height {
            up = runs[index].lowerBound - height
            index -= 1
            while index >= 0, runs[index].upperBound > up {
                up = runs[index].lowerBound - height
                index -= 1
            }
        } else {
            index -= 1
            while index >= 0, runs[index].upperBound > up {
                up = runs[index].lowerBound - height
                index -= 1
            }
        }
        return top - up <= down - top ? up : down
    }

    /// Marks `span` as taken.
    mutating func occupy(_ span: ClosedRange<Double>) {
        var merged = span
        var low = 0, high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if runs[mid].upperBound < span.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < runs.count, runs[end].lowerBound <= merged.upperBound {
            merged = min(merged.lowerBound, runs[end].lowerBound)...max(merged.upperBound, runs[end].upperBound)
            end += 1
        }
        runs.replaceSubrange(low..<end, with: [merged])
    }
}
