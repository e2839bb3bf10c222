// The constraints of a panel drawn in the manner of Interface Builder: what ties each edge and size.
import Layout

/// The shapes of one constraint, and where its caption should go.
struct ConstraintShape {
    /// SVG path data.
    var path: String
    /// The point the caption is placed next to.
    var captionAnchor: Point
    /// Whether the line runs horizontally (the caption goes above or below it) or vertically.
    var isHorizontal: Bool
    /// Everything the path covers, for the picture's extent.
    var bounds: Rect
}

/// Draws constraints between the resolved frames:
/// - two edges on one axis: a line between them, with end bars, across the middle of where the two
///   views overlap (an alignment, where the edges coincide, is a line along the shared edge);
/// - two centres: a centre line through both;
/// - a width or height: a dimension bar along the view's bottom or right edge, inside it when it is
///   tall or wide enough;
/// - a constraint to a scroll view's content ends at the dashed content area.
/// Dashing (priority below 1000), relations and constants are written in the caption.
enum ConstraintDrawing {
    /// The rectangle an end refers to: a view's frame or its content area.
    typealias Geometry = (String, Bool) -> Rect?

    static func shape(of constraint: SceneConstraint, geometry: Geometry) -> ConstraintShape? {
        guard let a = geometry(constraint.first.view, constraint.first.isContent) else { return nil }
        if constraint.first.isSize { return dimensionBar(constraint.first.attribute, of: a) }
        guard let secondEnd = constraint.second, let b = geometry(secondEnd.view, secondEnd.isContent) else { return nil }
        let horizontal = constraint.first.isHorizontal
        if constraint.first.isCenter && secondEnd.isCenter {
            // A centre line through both centres, across both views.
            if horizontal {
                let x = a.midX, y0 = min(a.minY, b.minY), y1 = max(a.maxY, b.maxY)
                return ConstraintShape(path: "M\(f(x)) \(f(y0))V\(f(y1))M\(f(b.midX)) \(f(y0))V\(f(y1))", captionAnchor: Point(x: x, y: (y0 + y1) / 2),
                                       isHorizontal: false, bounds: Rect(x: min(x, b.midX), y: y0, width: abs(x - b.midX), height: y1 - y0))
            }
            let y = a.midY, x0 = min(a.minX, b.minX), x1 = max(a.maxX, b.maxX)
            return ConstraintShape(path: "M\(f(x0)) \(f(y))H\(f(x1))M\(f(x0)) \(f(b.midY))H\(f(x1))", captionAnchor: Point(x: (x0 + x1) / 2, y: y),
                                   isHorizontal: true, bounds: Rect(x: x0, y: min(y, b.midY), width: x1 - x0, height: abs(y - b.midY)))
        }
        let p = position(constraint.first.attribute, of: a)
        let q = position(secondEnd.attribute, of: b)
        if horizontal {
            // Across the middle of the views' vertical overlap (or of the first view).
            let top = max(a.minY, b.minY), bottom = min(a.maxY, b.maxY)
            if abs(p - q) < 0.5 {
                let y0 = min(a.minY, b.minY), y1 = max(a.maxY, b.maxY)
                return ConstraintShape(path: "M\(f(p)) \(f(y0))V\(f(y1))", captionAnchor: Point(x: p, y: (y0 + y1) / 2),
                                       isHorizontal: false, bounds: Rect(x: p, y: y0, width: 0, height: y1 - y0))
            }
            let y = top < bottom ? (top + bottom) / 2 : a.midY
            return ConstraintShape(path: "M\(f(p)) \(f(y))H\(f(q))M\(f(p)) \(f(y - 4))v8M\(f(q)) \(f(y - 4))v8",
                                   captionAnchor: Point(x: (p + q) / 2, y: y), isHorizontal: true,
                                   bounds: Rect(x: min(p, q), y: y - 4, width: abs(p - q), height: 8))
        }
        let left = max(a.minX, b.minX), right = min(a.maxX, b.maxX)
        if abs(p - q) < 0.5 {
            let x0 = min(a.minX, b.minX), x1 = max(a.maxX, b.maxX)
            return ConstraintShape(path: "M\(f(x0)) \(f(p))H\(f(x1))", captionAnchor: Point(x: (x0 + x1) / 2, y: p),
                                   isHorizontal: true, bounds: Rect(x: x0, y: p, width: x1 - x0, height: 0))
        }
        let x = left < right ? (left + right) / 2 : a.midX
        return ConstraintShape(path: "M\(f(x)) \(f(p))V\(f(q))M\(f(x - 4)) \(f(p))h8M\(f(x - 4)) \(f(q))h8",
                               captionAnchor: Point(x: x, y: (p + q) / 2), isHorizontal: false,
                               bounds: Rect(x: x - 4, y: min(p, q), width: 8, height: abs(p - q)))
    }

    /// A width bar along the bottom of `r` (a height bar along its right), inside it when it has room.
    static func dimensionBar(_ attribute: String, of r: Rect) -> ConstraintShape {
        if attribute == "width" {
            let y = r.height >= 24 ? r.maxY - 6 : r.maxY + 6
            return ConstraintShape(path: "M\(f(r.minX)) \(f(y))H\(f(r.maxX))M\(f(r.minX)) \(f(y - 3))v6M\(f(r.maxX)) \(f(y - 3))v6",
                                   captionAnchor: Point(x: r.midX, y: y), isHorizontal: true,
                                   bounds: Rect(x: r.minX, y: y - 3, width: r.width, height: 6))
        }
        let x = r.width >= 24 ? r.maxX - 6 : r.maxX + 6
        return ConstraintShape(path: "M\(f(x)) \(f(r.minY))V\(f(r.maxY))M\(f(x - 3)) \(f(r.minY))h6M\(f(x - 3)) \(f(r.maxY))h6",
                               captionAnchor: Point(x: x, y: r.midY), isHorizontal: false,
                               bounds: Rect(x: x - 3, y: r.minY, width: 6, height: r.height))
    }

    /// The coordinate of a position attribute of `r`.
    static func position(_ attribute: String, of r: Rect) -> Double {
        switch attribute {
        case "left": r.minX
        case "right": r.maxX
        case "centerX": r.midX
        case "top": r.minY
        case "bottom": r.maxY
        default: r.midY
        }
    }

    /// Where a caption of `size` may go beside `shape`, in order of preference.
    static func captionPositions(_ size: Size, for shape: ConstraintShape) -> [Point] {
        let c = shape.captionAnchor
        if shape.isHorizontal {
            return [Point(x: c.x - size.width / 2, y: c.y - size.height - 3), Point(x: c.x - size.width / 2, y: c.y + 3),
                    Point(x: c.x + 6, y: c.y - size.height - 3), Point(x: c.x - size.width - 6, y: c.y + 3)]
        }
        return [Point(x: c.x + 4, y: c.y - size.height / 2), Point(x: c.x - size.width - 4, y: c.y - size.height / 2),
                Point(x: c.x + 4, y: c.y - size.height - 4), Point(x: c.x + 4, y: c.y + 4)]
    }

    private static func f(_ value: Double) -> String { SVGFormat.number(value) }
}
