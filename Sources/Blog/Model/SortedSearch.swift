// Binary search in the ascending lists of post indexes the site model keeps (a term's posts, newest first).

extension Array where Element == Int {
    /// The position of `value` in this ascending array, or where it would go.
    func lowerBound(of value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
