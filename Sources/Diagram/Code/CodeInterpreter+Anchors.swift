// Constraints as objects: layout anchors, `NSLayoutConstraint(item:…)` and Visual Format strings; active once activated.
import Layout

extension CodeInterpreter {
    /// `anchor.constraint(equalTo: other, multiplier: m, constant: c)`, `[anchor constraintEqualToAnchor:other constant:c]`,
    /// `constraint(equalToConstant:)`, `constraint(equalToSystemSpacingBelow:multiplier:)`.
    mutating func anchorConstraint(from anchor: CodeAnchor, _ name: String, _ arguments: CodeArguments, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        // Swift puts the relation in the first label; Objective-C in the selector's first part.
        var relationWord = name == "constraint" ? (arguments.first?.label ?? "") : String(name.dropFirst("constraint".count))
        guard name.hasPrefix("constraint"), !relationWord.isEmpty else { return .unknown("'\(name)' of an anchor") }
        relationWord = relationWord.prefix(1).lowercased() + relationWord.dropFirst()
        let relation: RelationalOperator
        if relationWord.hasPrefix("equalTo") { relation = .equal }
        else if relationWord.hasPrefix("greaterThanOrEqualTo") { relation = .greaterThanOrEqual }
        else if relationWord.hasPrefix("lessThanOrEqualTo") { relation = .lessThanOrEqual }
        else { throw CodeFailure(position: position, message: "cannot read the relation '\(relationWord)'") }
        func labeled(_ label: String) -> CodeValue? { arguments.dropFirst().first { $0.label == label }?.value }
        var constraint = CodeConstraint(first: anchor, relation: relation, second: nil, position: position, isActive: false, origin: .object)
        if let constant = labeled("constant") {
            guard let value = constant.number else { throw CodeFailure(position: position, message: "cannot read this constraint's constant") }
            constraint.constant = value
        }
        if let multiplier = labeled("multiplier") {
            guard let value = multiplier.number else { throw CodeFailure(position: position, message: "cannot read this constraint's multiplier") }
            constraint.multiplier = value
        }
        if relationWord.hasSuffix("Constant") {
            guard !anchor.attribute.isPosition else {
                throw CodeFailure(position: position, message: "'\(anchor.attribute.rawValue)Anchor' is a position; only a width or height equals a constant")
            }
            guard let value = arguments.first?.value.number else { throw CodeFailure(position: position, message: "cannot read this constraint's constant") }
            constraint.constant = value
        } else {
            guard let target = arguments.first else { throw CodeFailure(position: position, message: "this constraint names no anchor to relate to") }
            guard case .anchor(let other) = target.value else {
                if case .unknown(let reason) = target.value { throw CodeFailure(position: target.position, message: "this constraint relates to \(reason), not an anchor") }
                throw CodeFailure(position: target.position, message: "this constraint relates to something that is not an anchor")
            }
            try Self.checkCompatible(anchor.attribute, other.attribute, at: target.position)
            constraint.second = .anchor(other)
            // System spacing: UIKit's standard 8 points between siblings, times the multiplier.
            if relationWord.contains("SystemSpacing") {
                constraint.constant = 8 * constraint.multiplier
                constraint.multiplier = 1
            }
        }
        constraints.append(constraint)
        return .constraint(constraints.count - 1)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` in either language.
    mutating func constraintWithItem(_ arguments: CodeArguments, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        guard arguments.count >= 4 else { throw CodeFailure(position: position, message: "cannot read this NSLayoutConstraint: it needs item, attribute, relatedBy, toItem, attribute, multiplier and constant") }
        func item(_ value: CodeValue, at position: SourcePosition) throws(CodeFailure) -> (Int, CodeGuide)? {
            switch value {
            case .view(let index): return (index, .frame)
            case .guide(let index, let guide): return (index, guide)
            case .selfObject: return (root(at: position), .frame)
            case .null: return nil
            default: return (try view(value, at: position, role: "this constraint's item"), .frame)
            }
        }
        func attribute(_ value: CodeValue, at position: SourcePosition) throws(CodeFailure) -> (LayoutAttribute, CodeGuide)? {
            guard case .enumCase(let name) = value else { throw CodeFailure(position: position, message: "cannot read this attribute") }
            if name == "notAnAttribute" { return nil }
            if let attributes = Self.makerAttributes(name), attributes.count == 1 { return (attributes[0].attribute, attributes[0].guide) }
            throw CodeFailure(position: position, message: name.contains("aseline") ? "baselines are not drawn; align tops or centres instead" : "'\(name)' is not an attribute UIKit constrains")
        }
        let values = arguments
        guard let (firstView, firstGuide) = try item(values[0].value, at: values[0].position),
              let (firstAttribute, firstAttributeGuide) = try attribute(values[1].value, at: values[1].position) else {
            throw CodeFailure(position: position, message: "this constraint has no first item or attribute")
        }
        let relationValue = values[2].value
        guard case .enumCase(let relationName) = relationValue,
              let relation = ["equal": RelationalOperator.equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual][relationName] else {
            throw CodeFailure(position: values[2].position, message: "cannot read this relation (.equal, .lessThanOrEqual, .greaterThanOrEqual)")
        }
        var constraint = CodeConstraint(first: CodeAnchor(view: firstView, guide: firstGuide == .frame ? firstAttributeGuide : firstGuide, attribute: firstAttribute),
                                        relation: relation, second: nil, position: position, isActive: false, origin: .object)
        if values.count > 4, let (secondView, secondGuide) = try item(values[3].value, at: values[3].position),
           let (secondAttribute, secondAttributeGuide) = try attribute(values[4].value, at: values[4].position) {
            try Self.checkCompatible(firstAttribute, secondAttribute, at: values[4].position)
            constraint.second = .anchor(CodeAnchor(view: secondView, guide: secondGuide == .frame ? secondAttributeGuide : secondGuide, attribute: secondAttribute))
        } else if firstAttribute.isPosition {
            throw CodeFailure(position: position, message: "a position ('\(firstAttribute.rawValue)') needs a second item; only sizes equal a constant")
        }
        if values.count > 5 {
            guard let multiplier = values[5].value.number else { throw CodeFailure(position: values[5].position, message: "cannot read this multiplier") }
            constraint.multiplier = multiplier
        }
        if values.count > 6 {
            guard let constant = values[6].value.number else { throw CodeFailure(position: values[6].position, message: "cannot read this constant") }
            constraint.constant = constant
        }
        constraints.append(constraint)
        return .constraint(constraints.count - 1)
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: the format is kept for the constraint parser, with its
    /// metrics written as numbers and UIKit's standard spacing to the superview (20 points) made explicit.
    mutating func visualFormat(_ arguments: CodeArguments, at position: SourcePosition) throws(CodeFailure) -> CodeValue {
        guard let first = arguments.first else { throw CodeFailure(position: position, message: "this Visual Format call has no format") }
        guard case .string(var format) = first.value else {
            throw CodeFailure(position: first.position, message: "the Visual Format string is not a literal this reader can see")
        }
        func labeled(_ label: String) -> CodeValue? { arguments.dropFirst().first { $0.label == label }?.value }
        var metrics: [String: Double] = [:]
        if case .dictionary(let entries)? = labeled("metrics") {
            // In key order: which problem is reported first must not depend on the dictionary's layout in memory.
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
                guard let number = value.number else { throw CodeFailure(position: position, message: "the metric '\(key)' is not a number this reader can tell") }
                metrics[key] = number
            }
        }
        var viewMap: [String: Int] = [:]
        switch labeled("views") {
        case .dictionary(let entries)?:
            for (key, value) in entries.sorted(by: { $0.key < $1.key }) { viewMap[key] = try view(value, at: position, role: "'\(key)' in the views dictionary") }
        case .unknown(let reason)?:
            throw CodeFailure(position: position, message: "the views dictionary is \(reason)")
        default:
            throw CodeFailure(position: position, message: "this Visual Format call has no views dictionary")
        }
        format = format.filter { !$0.isWhitespace }
        if !format.hasPrefix("H:") && !format.hasPrefix("V:") { format = "H:" + format }
        format = Self.replacing("]-|", with: "]-20-|", in: Self.replacing("|-[", with: "|-20-[", in: format))
        format = Self.replacingNames(in: format) { name in metrics[name].map(\.compact) }
        // Names in brackets must be in the views dictionary.
        let names = Self.bracketNames(format)
        for name in names where viewMap[name] == nil {
            throw CodeFailure(position: first.position, message: "'\(name)' in this Visual Format is not in its views dictionary")
        }
        var record = CodeVisualFormat(format: format, views: viewMap, position: first.position)
        // `alignAllTop` and friends align every view of the line to the first.
        let options = labeled("options").map(Self.optionList) ?? []
        for option in options {
            guard case .enumCase(let optionName) = option, optionName.hasPrefix("alignAll") else { continue }
            let attributeName = optionName.dropFirst("alignAll".count).prefix(1).lowercased() + optionName.dropFirst("alignAll".count + 1)
            guard let attribute = LayoutAttribute(rawValue: attributeName) else {
                throw CodeFailure(position: position, message: "'\(optionName)' is not drawn (baselines are not known)")
            }
            let lineViews = names.compactMap { viewMap[$0] }
            for view in lineViews.dropFirst() {
                constraints.append(CodeConstraint(first: CodeAnchor(view: view, guide: .frame, attribute: attribute), relation: .equal,
                                                  second: .anchor(CodeAnchor(view: lineViews[0], guide: .frame, attribute: attribute)),
                                                  position: position, isActive: false, origin: .object))
                record.alignments.append(constraints.count - 1)
            }
        }
        formats.append(record)
        // An array of constraints, as UIKit returns: it joins other arrays (`constraints += …`).
        return .array([.visualFormat(formats.count - 1)])
    }

    /// `text` with every `target` replaced.
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        text.split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The names in `[name…]` of a format, in order.
    static func bracketNames(_ format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }

    /// `format` with each name (`[a-zA-Z_][a-zA-Z0-9_]*`) replaced where `replacement` gives text.
    static func replacingNames(in format: String, _ replacement: (String) -> String?) -> String {
        var result = ""
        var name = ""
        func flush() {
            if !name.isEmpty { result += replacement(name) ?? name }
            name = ""
        }
        for character in format {
            if character.isLetter || character == "_" || (!name.isEmpty && character.isNumber) {
                name.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
