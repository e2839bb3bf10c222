// A whole constraint layout seen as a measured leaf, so a flex stack can hold it.

extension ConstraintLayout {
    /// The root's size for an offered size, as UIKit's `systemLayoutSizeFitting(_:)` with
    /// `fittingSizeLevel`: an exact dimension is required; an `atMost` one is capped and otherwise
    /// as small as the constraints allow; an `undefined` one is as small as they allow.
    /// The layout's own `rootSize` is ignored.
    public func fittingSize(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) -> Size {
        var sized = self
        sized.rootSize = nil
        let root = ViewAnchors(rootName)
        for (anchor, value, mode) in [(root.width, width, widthMode), (root.height, height, heightMode)] {
            switch mode {
            case .exactly:
                sized.add(LayoutConstraint(anchor, .equal, nil, constant: value))
            case .atMost:
                sized.add(LayoutConstraint(anchor, .lessThanOrEqual, nil, constant: value))
                sized.add(LayoutConstraint(anchor, .equal, nil, constant: 0, priority: .fittingSize))
            case .undefined:
                sized.add(LayoutConstraint(anchor, .equal, nil, constant: 0, priority: .fittingSize))
            }
        }
        return sized.solve(checkAmbiguity: false).frames[rootName]?.size ?? .zero
    }

    /// This layout as a `MeasureFunction`, for a stack or flex container that holds it.
    public var measureFunction: MeasureFunction {
        let layout = self
        return { width, widthMode, height, heightMode in
            layout.fittingSize(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
        }
    }
}
