// A flex tree seen as a measured leaf, so an Auto Layout view (or another flex tree) can host it.

extension FlexNode {
    /// A `MeasureFunction` that lays out a fresh tree from `make` in the offered space and returns the
    /// root's size: an exact dimension is kept, an `atMost` one caps the content, an `undefined` one
    /// gives the natural size. Give it to `LayoutView.intrinsicSize` (`.measured`) to put a stack inside
    /// a constraint layout. `make` builds a new tree on each call, so the function is `Sendable`.
    public static func measureFunction(direction: FlexTextDirection = .ltr,
                                       _ make: @escaping @Sendable () -> FlexNode) -> MeasureFunction {
        return { width, widthMode, height, heightMode in
            let root = make()
            if widthMode == .exactly { root.style.width = .points(width) }
            if heightMode == .exactly { root.style.height = .points(height) }
            root.layout(available: (widthMode == .atMost ? width : nil, heightMode == .atMost ? height : nil), direction: direction)
            return root.frame.size
        }
    }
}
