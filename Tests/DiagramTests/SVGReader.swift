// Reads a rendered SVG back with Foundation's XMLParser: view rectangles in diagram coordinates, texts.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Layout

/// What the tests need to know about a rendered SVG.
final class SVGReader: NSObject, XMLParserDelegate {
    struct ViewBox: Equatable {
        var name: String
        var classes: String
        var rect: Rect
    }

    private(set) var root: [String: String] = [:]
    private(set) var title = ""
    /// Each view's `ld-box` rectangle in its panel's (the scene's) coordinates.
    private(set) var views: [(panel: Int, box: ViewBox)] = []
    /// Other shapes by class: rectangles (content areas, viewports, guides) per panel.
    private(set) var shapes: [(panel: Int, cls: String, rect: Rect)] = []
    private(set) var texts: [(cls: String, text: String)] = []
    private(set) var parseError: Error?
    private(set) var panelCount = 0
    private(set) var panelTranslations: [(Double, Double)] = []

    private var elementStack: [(name: String, attributes: [String: String])] = []
    private var translations: [(Double, Double)] = []
    private var currentText: String?
    private var currentTextClass = ""

    init(_ svg: String) {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        if !parser.parse() { parseError = parser.parserError ?? NSError(domain: "SVGReader", code: 1) }
    }

    private var offset: (Double, Double) {
        translations.reduce((0, 0)) { ($0.0 + $1.0, $0.1 + $1.1) }
    }

    private func rect(_ a: [String: String]) -> Rect {
        let o = offset
        return Rect(x: Double(a["x"] ?? "") ?? .nan, y: Double(a["y"] ?? "") ?? .nan,
                    width: Double(a["width"] ?? "") ?? .nan, height: Double(a["height"] ?? "") ?? .nan)
            .moved(o.0, o.1)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elementStack.append((name, attributes))
        switch name {
        case "svg": root = attributes
        case "g":
            var t = (0.0, 0.0)
            if let transform = attributes["transform"], transform.hasPrefix("translate(") {
                let numbers = transform.dropFirst(10).dropLast().split(separator: " ").compactMap { Double($0) }
                if numbers.count == 2 { t = (numbers[0], numbers[1]) }
            }
            if (attributes["class"] ?? "").split(separator: " ").contains("ld-panel") {
                // Panel translations place panels side by side; shapes are reported in the panel's
                // own (scene) coordinates, and the translation separately.
                panelCount += 1
                panelTranslations.append(t)
                t = (0, 0)
            }
            translations.append(t)
        case "rect":
            let cls = attributes["class"] ?? ""
            if cls == "ld-box", let group = elementStack.dropLast().last, group.name == "g", let viewName = group.attributes["data-name"] {
                views.append((panelCount - 1, ViewBox(name: viewName, classes: group.attributes["class"] ?? "", rect: rect(attributes))))
            } else {
                shapes.append((panelCount - 1, cls, rect(attributes)))
            }
        case "text":
            currentText = ""
            currentTextClass = attributes["class"] ?? ""
        case "title":
            currentText = ""
            currentTextClass = "title"
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        elementStack.removeLast()
        switch name {
        case "g": translations.removeLast()
        case "text", "title":
            if let text = currentText {
                if currentTextClass == "title" && elementStack.count == 1 { title = text }
                texts.append((currentTextClass, text))
            }
            currentText = nil
        default: break
        }
    }
}

extension Rect {
    func moved(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
