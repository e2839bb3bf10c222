// The items and lines of the containers being laid out in one pass, kept on two stacks.

/// Storage used as a stack: a container's layout call takes slots at the top, the calls for its children
/// take the slots above, and each call gives its slots back when it returns. One allocation serves a whole
/// pass and stays in the processor's cache, where per-node arrays spread over the heap and are checked
/// for uniqueness on every write. Elements must be trivial (no references kept alive): `FlexItem`, `FlexLine`.
final class ScratchStack<Element> {
    fileprivate var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var top = 0

    init(capacity: Int = 64) {
        precondition(_isPOD(Element.self), "scratch elements are copied as bytes")
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// `count` slots at the top (moving the storage when it is full: slices hold offsets, not addresses).
    func take(_ count: Int) -> ScratchSlice<Element> {
        if top + count > capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: max(capacity * 2, top + count))
            grown.moveInitialize(from: base, count: top)
            base.deallocate()
            base = grown
            capacity = max(capacity * 2, top + count)
        }
        defer { top += count }
        return ScratchSlice(stack: self, start: top, count: count)
    }

    /// Gives back `slice` and everything taken after it.
    func giveBack(_ slice: ScratchSlice<Element>) { top = slice.start }
}

/// Slots of a `ScratchStack`: a collection whose elements are read and written in place.
struct ScratchSlice<Element>: RandomAccessCollection {
    // The stack outlives every slice of its pass (the context holds it).
    unowned(unsafe) let stack: ScratchStack<Element>
    let start: Int
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        get { stack.base[start + position] }
        nonmutating _modify { yield &stack.base[start + position] }
    }

    /// Puts `element` in slot `position` for the first time.
    func initialize(_ position: Int, to element: Element) { (stack.base + start + position).initialize(to: element) }

    /// The first `length` slots.
    func prefix(_ length: Int) -> ScratchSlice { ScratchSlice(stack: stack, start: start, count: length) }
}
