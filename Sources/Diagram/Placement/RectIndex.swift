// Rectangles on a coarse grid, for the placer's "what does this box meet" questions, and the rectangle tests it asks.
import Layout

/// Rectangles bucketed by a coarse grid, so a query looks only at those near it.
struct RectIndex: Sendable {
    private static let cell = 64.0
    private(set) var rects: [Rect] = []
    private var buckets: [Int64: [Int]] = [:]
    /// Rectangles too large (or not finite) to bucket: every query looks at them.
    private var everywhere: [Int] = []

    init(_ rects: [Rect]) {
        for rect in rects { insert(rect) }
    }

    mutating func insert(_ rect: Rect) {
        rects.append(rect)
        guard let keys = Self.keys(rect) else {
            everywhere.append(rects.count - 1)
            return
        }
        for key in keys { buckets[key, default: []].append(rects.count - 1) }
    }

    /// The rectangles that may meet `rect` (a superset of those that do), each once, in insertion order.
    func rects(meeting rect: Rect) -> [Rect] {
        indices(meeting: rect).map { rects[$0] }
    }

    /// The positions of the rectangles that may meet `rect`, in insertion order.
    func indices(meeting rect: Rect) -> [Int] {
        var found = Set(everywhere)
        for key in Self.keys(rect) ?? buckets.keys.map({ $0 }) { found.formUnion(buckets[key] ?? []) }
        return found.sorted()
    }

    /// The grid cells `rect` covers; nil for a rectangle too large or not finite to bucket.
    private static func keys(_ rect: Rect) -> [Int64]? {
        let limit = 1e9
        guard abs(rect.minX) < limit, abs(rect.maxX) < limit, abs(rect.minY) < limit, abs(rect.maxY) < limit else { return nil }
        // A frame may have a negative size (constraints can ask for one): its cells span both ends.
        let (left, right) = (min(rect.minX, rect.maxX), max(rect.minX, rect.maxX))
        let (top, bottom) = (min(rect.minY, rect.maxY), max(rect.minY, rect.maxY))
        let x0 = Int64((left / cell).rounded(.down)), x1 = Int64((right / cell).rounded(.down))
        let y0 = Int64((top / cell).rounded(.down)), y1 = Int64((bottom / cell).rounded(.down))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 1024 else { return nil }
        var keys: [Int64] = []
        for x in x0...x1 { for y in y0...y1 { keys.append(x &* 1_000_003 &+ y) } }
        return keys
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }

    /// Whether the interiors of the two rectangles meet (touching edges do not).
    func intersectsInterior(_ other: Rect) -> Bool {
        minX < other.maxX - 1e-9 && other.minX < maxX - 1e-9 && minY < other.maxY - 1e-9 && other.minY < maxY - 1e-9
    }

    /// Whether `other` lies wholly inside this rectangle (edges included).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9 && other.maxY <= maxY + 1e-9
    }

    /// The rectangle grown by `-amount` on every side (shrunk for a positive amount).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
    }
}
