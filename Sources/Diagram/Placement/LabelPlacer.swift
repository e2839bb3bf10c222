// Places a diagram's annotation text so that no two labels overlap and no label crosses a view's edge.
import Layout

/// Where one label went.
public enum LabelPlacement: Hashable, Sendable {
    /// In or beside its view, at `rect`.
    case at(Rect)
    /// In the margin beside the drawing at `rect`, with a leader line from `from` (next to the label)
    /// to `to` (on the view's edge).
    case margin(Rect, from: Point, to: Point)

    /// The text's box.
    public var rect: Rect {
        switch self {
        case .at(let rect), .margin(let rect, _, _): rect
        }
    }
}

/// Finds room for labels one at a time, first come first served, on a fixed drawing.
///
/// The rules every placement keeps: a label's box lies wholly inside or wholly outside every view
/// rectangle (and every scroll view's content area); the innermost of them holding it is its own view
/// (for a label inside it) or one of that view's ancestors (for one beside it), so a name never sits in
/// another view's box; it overlaps no other label and no fixed text (a `label` view's own text, the
/// screen's caption), and keeps a small gap from them and from the edges. A name that has no such place
/// in or beside its view goes to the margin right of the drawing, with a leader line; other text that
/// finds no place is left for the frames table.
public struct LabelPlacer: Sendable {
    /// A rectangle of the drawing: a view's frame or a scroll view's content area.
    public struct Region: Hashable, Sendable {
        public var rect: Rect
        /// How deep the view is (the screen is 0); a content area is as deep as its scroll view.
        public var depth: Int
        /// The view it belongs to.
        public var owner: Int

        public init(rect: Rect, depth: Int, owner: Int) {
            self.rect = rect
            self.depth = depth
            self.owner = owner
        }
    }

    /// Whose label is being placed: the view, and the views that hold it.
    public struct Subject: Sendable {
        public var view: Int
        public var ancestors: Set<Int>

        public init(view: Int, ancestors: Set<Int>) {
            self.view = view
            self.ancestors = ancestors
        }
    }

    /// The regions whose edges labels must not cross.
    private let regions: [Region]
    private let regionIndex: RectIndex
    /// Text already placed, and fixed text.
    private var taken: RectIndex
    /// The spans of the margin column already taken.
    private var margin = MarginColumn()
    /// The left edge of the margin column.
    public let marginX: Double
    /// Space kept between a label and a view edge or another label.
    public static let gap = 2.0

    /// A placer for a drawing of `regions` with text already at `fixed`; margin labels go right of `marginX`.
    public init(regions: [Region], fixed: [Rect], marginX: Double) {
        self.regions = regions
        regionIndex = RectIndex(regions.map(\.rect))
        taken = RectIndex(fixed)
        self.marginX = marginX
    }

    /// Places a text box of `size` for `subject`, whose frame is `frame`: inside it at a corner, else just
    /// outside it, else (when `allowsMargin`) in the margin. Nil when it has no place.
    public mutating func place(_ size: Size, for frame: Rect, subject: Subject, allowsMargin: Bool, insideOnly: Bool = false) -> LabelPlacement? {
        for candidate in Self.candidates(size, frame: frame, insideOnly: insideOnly) where isFree(candidate, for: subject, inside: frame.contains(candidate)) {
            taken.insert(candidate)
            return .at(candidate)
        }
        guard allowsMargin else { return nil }
        let rect = marginSlot(size, near: frame.midY)
        taken.insert(rect)
        let y = min(max(rect.midY, frame.minY), frame.maxY)
        return .margin(rect, from: Point(x: rect.minX - Self.gap, y: rect.midY), to: Point(x: frame.maxX, y: y))
    }

    /// Places a text box of `size` at one of `positions` (top-left corners), the first that is free:
    /// inside `subject`'s own area, or anywhere (crossing no edge) when `subject` is nil.
    public mutating func place(_ size: Size, atFirstOf positions: [Point], subject: Subject?) -> Rect? {
        for origin in positions {
            let rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            if isFree(rect, for: subject, inside: true) {
                taken.insert(rect)
                return rect
            }
        }
        return nil
    }

    /// Where a label may go, in order of preference: the view's top-left corner inside, its other
    /// corners, then outside above, below, right and left of it.
    static func candidates(_ size: Size, frame: Rect, insideOnly: Bool) -> [Rect] {
        let g = gap + 1
        let (w, h) = (size.width, size.height)
        var origins = [
            Point(x: frame.minX + g, y: frame.minY + g - 1),
            Point(x: frame.maxX - g - w, y: frame.minY + g - 1),
            Point(x: frame.minX + g, y: frame.maxY - g - h),
            Point(x: frame.maxX - g - w, y: frame.maxY - g - h),
            Point(x: frame.midX - w / 2, y: frame.midY - h / 2),
        ]
        if !insideOnly {
            origins += [
                Point(x: frame.minX, y: frame.minY - g - h),
                Point(x: frame.minX, y: frame.maxY + g),
                Point(x: frame.maxX + g, y: frame.minY),
                Point(x: frame.minX - g - w, y: frame.minY),
                Point(x: frame.maxX - w, y: frame.minY - g - h),
                Point(x: frame.maxX - w, y: frame.maxY + g),
            ]
        }
        return origins.map { Rect(x: $0.x, y: $0.y, width: w, height: h) }
    }

    /// Whether `rect` keeps every rule: inside or outside each region, in `subject`'s own area (`inside`)
    /// or beside it in an ancestor's, clear of other text.
    func isFree(_ rect: Rect, for subject: Subject?, inside: Bool) -> Bool {
        let padded = rect.insetBy(-Self.gap)
        for other in taken.rects(meeting: padded) where other.intersectsInterior(padded) { return false }
        var innermost: Region?
        for index in regionIndex.indices(meeting: padded) {
            let region = regions[index]
            let view = region.rect
            if view.contains(rect) {
                // Inside: keep the gap from its edges too, so the text does not touch a line.
                if rect.minX - view.minX < Self.gap - 1e-9 || view.maxX - rect.maxX < Self.gap - 1e-9
                    || rect.minY - view.minY < 1 - 1e-9 || view.maxY - rect.maxY < 1 - 1e-9 { return false }
                if innermost.map({ region.depth > $0.depth }) ?? true { innermost = region }
            } else if view.intersectsInterior(padded) {
                return false
            }
        }
        guard let subject else { return true }
        if inside { return innermost?.owner == subject.view }
        return innermost.map { subject.ancestors.contains($0.owner) } ?? true
    }

    /// The free place in the margin column nearest to `y` for a box of `size`.
    mutating func marginSlot(_ size: Size, near y: Double) -> Rect {
        let x = marginX + 12
        let wanted = (y.isFinite ? y : 0) - size.height / 2
        var top = margin.nearestFree(to: wanted, height: size.height + Self.gap)
        // Text placed beside a view may reach into the margin column: step past it.
        while true {
            let rect = Rect(x: x, y: top, width: size.width, height: size.height)
            let padded = rect.insetBy(-Self.gap)
            guard let blocking = taken.rects(meeting: padded).first(where: { $0.intersectsInterior(padded) }) else {
                margin.occupy(top...(top + size.height + Self.gap))
                return rect
            }
            top = margin.nearestFree(to: blocking.maxY + Self.gap, height: size.height + Self.gap, downwardOnly: true)
        }
    }
}
