// Mapping over a collection on every core, keeping the input order of the results.
import Dispatch

/// Runs work on all cores.
enum Parallel {
    /// `transform` applied to every element of `items` concurrently; results in the order of `items`.
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if items.count < 2 { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.store(transform(items[index]), at: index)
        }
        return results.values()
    }
}

/// One slot per index, each written by exactly one iteration of `concurrentPerform` and read only after
/// it returns; that discipline is what makes the unchecked `Sendable` sound.
private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<R?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: R, at index: Int) { slots[index] = value }

    func values() -> [R] { slots.map { $0! } }
}
