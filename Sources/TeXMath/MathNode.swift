// The MathML tree the parser builds, and its serialization as escaped, deterministic XML.

/// One MathML element: its name, its attributes in the order written, and either child elements or, for a
/// token element (`mi`, `mo`, `mn`, `mtext`), its text.
struct MathNode: Sendable, Equatable {
    var name: String
    var attributes: [Attribute] = []
    var children: [MathNode] = []
    var text: String = ""

    /// A `name="value"` pair, written as given (the value is escaped on output).
    struct Attribute: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// A token element holding `text`.
    static func token(_ name: String, _ text: String, _ attributes: [Attribute] = []) -> MathNode {
        MathNode(name: name, attributes: attributes, text: text)
    }

    /// An element holding `children`.
    static func element(_ name: String, _ children: [MathNode], _ attributes: [Attribute] = []) -> MathNode {
        MathNode(name: name, attributes: attributes, children: children)
    }

    /// One node standing for `nodes`: the node itself when there is one, else an `mrow` of them.
    static func row(_ nodes: [MathNode]) -> MathNode {
        nodes.count == 1 ? nodes[0] : .element("mrow", nodes)
    }

    /// A copy with `name="value"` added, or replaced when it is there already.
    func with(_ name: String, _ value: String) -> MathNode {
        var copy = self
        if let index = copy.attributes.firstIndex(where: { $0.name == name }) {
            copy.attributes[index].value = value
        } else {
            copy.attributes.append(Attribute(name: name, value: value))
        }
        return copy
    }

    /// The value of attribute `name`, if set.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Whether this is a token element (its content is text, not elements).
    var isToken: Bool {
        name == "mi" || name == "mo" || name == "mn" || name == "mtext"
    }

    /// The XML of this element and everything below it. Elements without content are self-closed only where
    /// MathML has no content model (`mspace`); the rest are written open and closed, which HTML parsers require.
    var xml: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        output += "<" + name
        for attribute in attributes {
            output += " " + attribute.name + "=\"" + XMLEscaping.escape(attribute.value) + "\""
        }
        if name == "mspace" {
            output += "/>"
            return
        }
        output += ">"
        if isToken {
            output += XMLEscaping.escape(text)
        } else {
            for child in children { child.write(to: &output) }
        }
        output += "</" + name + ">"
    }
}

/// The escaping of text and attribute values for XML embedded in HTML and Atom.
enum XMLEscaping {
    /// `text` with `&`, `<`, `>` and `"` written as entity references.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
