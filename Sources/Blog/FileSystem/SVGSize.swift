// The size an SVG file's root element gives it (its `width` and `height`, the ratio of its `viewBox`).
import Foundation

/// An SVG's size as a browser takes it for an `<img>`: `width` and `height` on the root `<svg>` in absolute units,
/// or one of them and the `viewBox`'s ratio (SVG 2, 8.2 "intrinsic sizing properties of the outermost svg element").
/// A size in `%` or `em`, or none at all, gives no size: then a browser sizes the image by its container.
enum SVGSize {
    /// The size in `bytes`, the start of a file, or `nil`.
    static func parse(_ bytes: [UInt8]) -> ImageSize? {
        guard let attributes = rootAttributes(bytes) else { return nil }
        let width = attributes["width"].flatMap(length), height = attributes["height"].flatMap(length)
        let box = attributes["viewBox"].flatMap(viewBox)
        let size: (width: Double, height: Double)
        switch (width, height, box) {
        case let (width?, height?, _): size = (width, height)
        case let (width?, nil, box?): size = (width, width * box.height / box.width)
        case let (nil, height?, box?): size = (height * box.width / box.height, height)
        default: return nil
        }
        // Checked before the conversion to Int, which traps on a number too large for it.
        let limit = Double(ImageSize.maxSide)
        guard size.width.isFinite, size.height.isFinite, size.width <= limit, size.height <= limit else { return nil }
        return ImageSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
    }

    /// The attributes of the first `<svg` start tag, after any XML declaration, comments and doctype; `nil` when the
    /// file does not start with one.
    private static func rootAttributes(_ bytes: [UInt8]) -> [String: String]? {
        var text = Substring(String(decoding: bytes.prefix(64 * 1024), as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop(while: \.isWhitespace)
            if text.hasPrefix("<?") || text.hasPrefix("<!DOCTYPE") || text.hasPrefix("<!doctype") {
                guard let end = text.firstIndex(of: ">") else { return nil }
                text = text[text.index(after: end)...]
            } else if text.hasPrefix("<!--") {
                guard let end = text.range(of: "-->") else { return nil }
                text = text[end.upperBound...]
            } else {
                break
            }
        }
        guard text.hasPrefix("<svg"), let close = text.firstIndex(of: ">") else { return nil }
        var tag = text[text.index(text.startIndex, offsetBy: 4)..<close]
        guard tag.first.map({ $0.isWhitespace || $0 == "/" }) ?? true else { return nil }
        var attributes: [String: String] = [:]
        while true {
            tag = tag.drop(while: { $0.isWhitespace || $0 == "/" })
            let name = tag.prefix(while: { !$0.isWhitespace && $0 != "=" })
            guard !name.isEmpty else { break }
            tag = tag[name.endIndex...].drop(while: \.isWhitespace)
            guard tag.first == "=" else { continue }
            tag = tag.dropFirst().drop(while: \.isWhitespace)
            guard let quote = tag.first, quote == "\"" || quote == "'" else { break }
            tag = tag.dropFirst()
            guard let end = tag.firstIndex(of: quote) else { break }
            attributes[String(name)] = String(tag[..<end])
            tag = tag[tag.index(after: end)...]
        }
        return attributes
    }

    /// CSS pixels in an absolute length (`120`, `120px`, `9pt`, `2.5cm`), or `nil` (`%`, `em`, negative, zero).
    private static func length(_ text: String) -> Double? {
        let value = text.trimmingCharacters(in: .whitespaces)
        let number = value.prefix(while: { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" })
        guard let amount = Double(number), amount > 0, amount.isFinite else { return nil }
        let pixelsPerUnit: [String: Double] = ["": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4]
        guard let scale = pixelsPerUnit[String(value[number.endIndex...]).lowercased()] else { return nil }
        return amount * scale
    }

    /// The width and height of a `viewBox` (`min-x min-y width height`), or `nil` when it has no positive area.
    private static func viewBox(_ text: String) -> (width: Double, height: Double)? {
        let numbers = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else { return nil }
        return (numbers[2], numbers[3])
    }
}
