// Scroll views in a constraint layout: which box an edge anchor means (UIKit TN2154).

extension ConstraintLayout {
    /// Whether `name` is `ancestor` or lies inside it.
    func isDescendant(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        while let found = current {
            if found == ancestor { return true }
            current = view(named: found)?.parent
        }
        return false
    }

    /// The anchor as the solver sees it: an edge of a scroll view related to one of its
    /// descendants means the content edge (TN2154).
    func resolved(_ anchor: Anchor, relatedTo other: Anchor?) -> Anchor {
        guard case .view(let name) = anchor.item, anchor.attribute.isEdge, let other,
              view(named: name)?.isScrollView == true,
              other.item.viewName != name, isDescendant(other.item.viewName, of: name) else { return anchor }
        return Anchor(.content(name), anchor.attribute)
    }
}
