// Builds the guides of a laid-out container: its padding band, the gaps between items, item margins.
import Layout

extension Guide {
    /// The guides of a stack or flex container with the given frame, padding and item frames (all in
    /// the same coordinates): a padding band when any padding is set, and one spacing area for each
    /// gap between neighbouring items along `axis`, as tall (or wide) as the content box.
    /// Items are ordered by their position along the axis; overlapping neighbours have no gap.
    public static func containerGuides(frame: Rect, padding: Insets, axis: StackAxis, itemFrames: [Rect]) -> [Guide] {
        var guides: [Guide] = []
        let content = Rect(x: frame.minX + padding.left, y: frame.minY + padding.top,
                           width: max(0, frame.width - padding.horizontal), height: max(0, frame.height - padding.vertical))
        if padding != .zero {
            guides.append(Guide(.padding, rect: frame, inner: content))
        }
        let sorted = itemFrames.sorted { axis == .horizontal ? ($0.minX, $0.minY) < ($1.minX, $1.minY) : ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            switch axis {
            case .horizontal where b.minX > a.maxX:
                guides.append(Guide(.spacing, rect: Rect(x: a.maxX, y: content.minY, width: b.minX - a.maxX, height: content.height)))
            case .vertical where b.minY > a.maxY:
                guides.append(Guide(.spacing, rect: Rect(x: content.minX, y: a.maxY, width: content.width, height: b.minY - a.maxY)))
            default:
                break
            }
        }
        return guides
    }

    /// The margin band around an item (its frame grown by the positive parts of `margin`), or nil
    /// when it has no positive margin.
    public static func marginGuide(frame: Rect, margin: Insets) -> Guide? {
        let top = max(0, margin.top), left = max(0, margin.left), bottom = max(0, margin.bottom), right = max(0, margin.right)
        guard top + left + bottom + right > 0 else { return nil }
        let outer = Rect(x: frame.minX - left, y: frame.minY - top, width: frame.width + left + right, height: frame.height + top + bottom)
        return Guide(.margin, rect: outer, inner: frame)
    }
}
