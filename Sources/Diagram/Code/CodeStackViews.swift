// The constraints UIStackView adds for its arranged subviews (UISV-canvas-connection, -spacing, -alignment, -fill-equally).
import Layout

extension CodeInterpreter {
    /// Adds, for every stack view in the hierarchy, the constraints UIKit's UIStackView installs: its first and last
    /// arranged views pinned to its edges (or margins) along the axis, spacing between neighbours, each view placed
    /// across the axis by the alignment, equal sizes for `.fillEqually`. Hidden arranged views take no space.
    mutating func addStackViewConstraints(live: Set<Int>) throws(CodeFailure) {
        for stack in views.indices where views[stack].kind == .stack && live.contains(stack) {
            let view = views[stack]
            let arranged = view.arranged.filter { !views[$0].isHidden && live.contains($0) }
            guard !arranged.isEmpty else { continue }
            let guide: CodeGuide = view.isLayoutMarginsRelativeArrangement ? .margins : .frame
            let vertical = view.axisIsVertical
            let (lead, trail, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) = vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
            let (crossLead, crossTrail, crossCenter, crossLength): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                vertical ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
            let position = view.position
            func add(_ first: CodeAnchor, _ relation: RelationalOperator, _ second: CodeAnchor?, constant: Double = 0, priority: Double = 1000) {
                constraints.append(CodeConstraint(first: first, relation: relation, second: second.map(CodeSecondItem.anchor), constant: constant,
                                                  priority: priority, position: position, isActive: true, origin: .stackView))
            }
            func anchor(_ index: Int, _ attribute: LayoutAttribute) -> CodeAnchor { CodeAnchor(view: index, guide: .frame, attribute: attribute) }
            func edge(_ attribute: LayoutAttribute) -> CodeAnchor { CodeAnchor(view: stack, guide: guide, attribute: attribute) }

            switch view.distribution {
            case "fill", "fillEqually":
                break
            default:
                throw CodeFailure(position: position, message: "UIStackView's '.\(view.distribution)' distribution is not drawn yet (UIKit sizes or spaces the views by rules of its own); use .fill or .fillEqually")
            }
            // Along the axis: the canvas connections and the spacing.
            add(anchor(arranged[0], lead), .equal, edge(lead))
            add(anchor(arranged[arranged.count - 1], trail), .equal, edge(trail))
            for (a, b) in zip(arranged, arranged.dropFirst()) {
                add(anchor(b, lead), .equal, anchor(a, trail), constant: view.customSpacing[a] ?? view.spacing)
            }
            if view.distribution == "fillEqually" {
                for other in arranged.dropFirst() { add(anchor(other, length), .equal, anchor(arranged[0], length)) }
            }
            // Across the axis: the alignment.
            for item in arranged {
                switch view.alignment {
                case "fill":
                    add(anchor(item, crossLead), .equal, edge(crossLead))
                    add(anchor(item, crossTrail), .equal, edge(crossTrail))
                case "leading", "top":
                    add(anchor(item, crossLead), .equal, edge(crossLead))
                    add(anchor(item, crossTrail), .lessThanOrEqual, edge(crossTrail))
                case "trailing", "bottom":
                    add(anchor(item, crossLead), .greaterThanOrEqual, edge(crossLead))
                    add(anchor(item, crossTrail), .equal, edge(crossTrail))
                case "center":
                    add(anchor(item, crossCenter), .equal, edge(crossCenter))
                    add(anchor(item, crossLead), .greaterThanOrEqual, edge(crossLead))
                    add(anchor(item, crossTrail), .lessThanOrEqual, edge(crossTrail))
                default:
                    throw CodeFailure(position: position, message: "UIStackView's '.\(view.alignment)' alignment is not drawn (baselines are not known); use .fill, .leading, .center or .trailing")
                }
            }
            // Without `.fill`, the stack hugs its tallest view across the axis as UIKit's canvas-fit constraint does.
            if view.alignment != "fill" {
                add(CodeAnchor(view: stack, guide: .frame, attribute: crossLength), .equal, nil, priority: 49)
            }
        }
    }
}
