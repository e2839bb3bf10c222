// A small XML reader and the normal form two converters' MathML are compared in: structure and text only.
import Foundation
@testable import TeXMath

/// An XML element as read: name, attributes, and children that are elements or text.
struct XMLElement {
    var name: String
    var attributes: [String: String] = [:]
    var children: [XMLContent] = []

    /// Element content: an element or character data.
    enum XMLContent {
        case element(XMLElement)
        case text(String)
    }

    /// The text of a token element, entities decoded.
    var text: String {
        children.map { if case .text(let text) = $0 { return text } else { return "" } }.joined()
    }

    /// The child elements.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }
}

/// Reads well-formed XML (the subset MathML converters write: no DTD, no CDATA, no processing instructions)
/// and fails on anything else, so that it checks well-formedness too.
struct XMLReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The root element of `text`, or `nil` when it is not well-formed.
    static func parse(_ text: String) -> XMLElement? {
        var reader = XMLReader(text)
        reader.skipSpace()
        guard let root = reader.element() else { return nil }
        reader.skipSpace()
        return reader.index == reader.scalars.count ? root : nil
    }

    private mutating func skipSpace() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    private mutating func name() -> String? {
        var name = ""
        while index < scalars.count, scalars[index].properties.isAlphabetic || "-:_0123456789".unicodeScalars.contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return name.isEmpty ? nil : name
    }

    private mutating func element() -> XMLElement? {
        guard index < scalars.count, scalars[index] == "<" else { return nil }
        index += 1
        guard let name = name() else { return nil }
        var element = XMLElement(name: name)
        while true {
            skipSpace()
            guard index < scalars.count else { return nil }
            if scalars[index] == "/" {
                guard index + 1 < scalars.count, scalars[index + 1] == ">" else { return nil }
                index += 2
                return element
            }
            if scalars[index] == ">" { index += 1; break }
            guard let attribute = self.name() else { return nil }
            skipSpace()
            guard index < scalars.count, scalars[index] == "=" else { return nil }
            index += 1
            skipSpace()
            guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else { return nil }
            let quote = scalars[index]
            index += 1
            guard let value = characters(until: quote) else { return nil }
            index += 1
            element.attributes[attribute] = value
        }
        while true {
            guard index < scalars.count else { return nil }
            if scalars[index] == "<" {
                if index + 1 < scalars.count, scalars[index + 1] == "/" {
                    index += 2
                    guard self.name() == name else { return nil }
                    skipSpace()
                    guard index < scalars.count, scalars[index] == ">" else { return nil }
                    index += 1
                    return element
                }
                guard let child = self.element() else { return nil }
                element.children.append(.element(child))
            } else {
                guard let text = characters(until: "<") else { return nil }
                element.children.append(.text(text))
            }
        }
    }

    /// Character data up to `end` (not consumed), entities decoded; `nil` on a bad entity or a raw `<`.
    private mutating func characters(until end: Unicode.Scalar) -> String? {
        var text = ""
        while index < scalars.count, scalars[index] != end {
            let scalar = scalars[index]
            if scalar == "<" { return nil }
            if scalar == "&" {
                guard let semicolon = scalars[index...].prefix(12).firstIndex(of: ";") else { return nil }
                let entity = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
                let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
                if let value = named[entity] {
                    text += value
                } else if entity.hasPrefix("#x"), let value = UInt32(entity.dropFirst(2), radix: 16), let decoded = Unicode.Scalar(value) {
                    text.unicodeScalars.append(decoded)
                } else if entity.hasPrefix("#"), let value = UInt32(entity.dropFirst()), let decoded = Unicode.Scalar(value) {
                    text.unicodeScalars.append(decoded)
                } else {
                    return nil
                }
                index = semicolon + 1
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return index < scalars.count ? text : nil
    }
}

/// The normal form: what both converters must agree on. Rows (`mrow`, `mstyle`) are spliced into their parent
/// and kept only where an element takes a fixed number of arguments and the row is not of one node; the
/// invisible function application and empty `mi` are dropped; attributes are ignored except a zero
/// `linethickness`; `mathvariant` is applied to the characters; `mi` and `mo` differ only for letters
/// (whether `∞` or `⟨` is an identifier or an operator changes no rendering of note), and a multi-letter
/// `mi` or `mo` is its letters (`\mathrm{abc}` one `mi` or three).
enum MathMLNormalizer {
    static let fixedArity: Set<String> = ["mfrac", "msub", "msup", "msubsup", "munder", "mover", "munderover", "mroot"]
    static let rows: Set<String> = ["mrow", "mstyle", "math", "semantics", "mpadded"]

    /// The normal form of a whole `<math>` element's XML, or `nil` when it is not well-formed.
    static func normalize(xml: String) -> String? {
        guard let root = XMLReader.parse(xml) else { return nil }
        return items(root).joined(separator: " ")
    }

    /// The normal forms of the nodes an element's content stands for, rows spliced.
    static func items(_ element: XMLElement) -> [String] {
        if element.name == "annotation" || element.name == "annotation-xml" { return [] }
        if rows.contains(element.name) { return element.elements.flatMap(items) }
        if ["mi", "mo", "mn", "mtext"].contains(element.name) { return tokens(element) }
        if element.name == "mspace" { return ["mspace"] }
        var arguments: [String]
        if fixedArity.contains(element.name) {
            arguments = element.elements.map { child in
                let parts = items(child)
                return parts.count == 1 ? parts[0] : "mrow(" + parts.joined(separator: " ") + ")"
            }
            if element.name == "mover" || element.name == "munder", arguments.count == 2 {
                arguments[1] = accentMarks[arguments[1]] ?? arguments[1]
            }
        } else {
            arguments = element.elements.flatMap(items)
            if element.name == "mtr" || element.name == "mtable" { arguments = arguments.filter { !$0.isEmpty } }
        }
        var name = element.name
        if name == "mfrac", element.attributes["linethickness"].map({ Double($0.filter { $0.isNumber || $0 == "." }) == 0 }) == true {
            name = "mfrac0"
        }
        return [name + "(" + arguments.joined(separator: " ") + ")"]
    }

    /// Accent marks that are the same mark under different characters.
    static let accentMarks: [String: String] = [
        "mo:‾": "mo:¯", "mo:―": "mo:¯", "mo:_": "mo:¯", "mo:˜": "mo:~", "mo:⃗": "mo:→", "mo:ˆ": "mo:^", "mo:\u{302}": "mo:^",
    ]

    /// The normal forms of a token element: nothing for the invisible operators and empty identifiers, one per
    /// letter for a name.
    static func tokens(_ element: XMLElement) -> [String] {
        var text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        text = text.replacingOccurrences(of: "\u{A0}", with: " ")
        if let variant = element.attributes["mathvariant"].flatMap(variant(named:)) { text = variant.apply(text) }
        text = String(text.unicodeScalars.map { equivalents[$0] ?? $0 }.map(Character.init))
        switch element.name {
        case "mtext":
            return ["mtext:" + text.split(separator: " ").joined(separator: " ")]
        case "mn":
            return ["mn:" + text]
        default:
            if text.isEmpty || text == "\u{2061}" || text == "\u{2062}" { return [] }
            let scalars = text.unicodeScalars.filter { !$0.properties.isWhitespace }
            if scalars.allSatisfy({ $0.properties.isAlphabetic }) { return scalars.map { "mi:" + String($0) } }
            return ["mo:" + text]
        }
    }

    /// Characters that are one symbol written two ways: ASCII for the mathematical character (the minus, the
    /// asterisk, the prime), and code points latex2mathml 3.81 picks where MathML Core's operator dictionary
    /// and TeX's Unicode tables (unicode-math) have another: U+00B7 MIDDLE DOT for `\cdot` (U+22C5 DOT
    /// OPERATOR), U+007E TILDE for `\sim` (U+223C TILDE OPERATOR), U+29F5 for `\setminus` (U+2216), U+27C2
    /// for `\perp` (U+22A5).
    static let equivalents: [Unicode.Scalar: Unicode.Scalar] = [
        "-": "−", "*": "∗", "'": "′", "\u{A0}": " ", "·": "⋅", "~": "∼", "⧵": "∖", "⟂": "⊥",
    ]

    /// The alphabet of a `mathvariant` value.
    static func variant(named name: String) -> MathVariant? {
        switch name {
        case "bold": return .bold
        case "italic": return .italic
        case "bold-italic": return .boldItalic
        case "double-struck": return .doubleStruck
        case "script": return .script
        case "bold-script": return .boldScript
        case "fraktur": return .fraktur
        case "bold-fraktur": return .boldFraktur
        case "sans-serif": return .sansSerif
        case "bold-sans-serif": return .sansSerifBold
        case "sans-serif-italic": return .sansSerifItalic
        case "monospace": return .monospace
        default: return nil
        }
    }
}
