// The default theme's code colours meet WCAG AA (4.5:1) on the code background and on a marked line, light and dark.
import Foundation
import Testing

struct HighlightThemeTests {
    static let styleSheet = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates/static/style.css")

    /// The `--code-*` custom properties of the `:root` block, each `light-dark(light, dark)`: the light values and the dark.
    static func palettes() throws -> (light: [String: String], dark: [String: String]) {
        let css = try String(contentsOf: styleSheet, encoding: .utf8)
        var light: [String: String] = [:], dark: [String: String] = [:]
        for line in css.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--code-"), let colon = trimmed.firstIndex(of: ":") else { continue }
            let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
            guard value.hasPrefix("light-dark("), value.hasSuffix(")") else {
                Issue.record("\(trimmed[..<colon]) is not light-dark(light, dark)")
                continue
            }
            let pair = value.dropFirst("light-dark(".count).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(pair.count == 2)
            light[String(trimmed[..<colon])] = pair[0]
            dark[String(trimmed[..<colon])] = pair[1]
        }
        return (light, dark)
    }

    /// WCAG's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ a: String, _ b: String) -> Double {
        func linear(_ channel: Int) -> Double {
            let value = Double(channel) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let red = 0.2126 * linear((value >> 16) & 255)
            let green = 0.7152 * linear((value >> 8) & 255)
            return red + green + 0.0722 * linear(value & 255)
        }
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    @Test func everyTokenColourIsReadableInBothPalettes() throws {
        let (light, dark) = try Self.palettes()
        let tokens = ["--code-keyword", "--code-string", "--code-comment", "--code-number", "--code-function", "--code-type",
                      "--code-meta", "--code-line-number"]
        for (name, palette) in [("light", light), ("dark", dark)] {
            let background = try #require(palette["--code-background"] ?? (name == "light" ? "#f3f4f6" : "#161b22"))
            let marked = try #require(palette["--code-line-highlight"])
            for token in tokens {
                let colour = try #require(palette[token], "\(name) palette has no \(token)")
                #expect(Self.contrast(colour, background) >= 4.5, "\(name) \(token) \(colour) on \(background)")
                #expect(Self.contrast(colour, marked) >= 4.5, "\(name) \(token) \(colour) on the marked line \(marked)")
            }
            let inserted = try #require(palette["--code-inserted"]), insertedBackground = try #require(palette["--code-inserted-background"])
            let deleted = try #require(palette["--code-deleted"]), deletedBackground = try #require(palette["--code-deleted-background"])
            #expect(Self.contrast(inserted, insertedBackground) >= 4.5, "\(name) inserted lines")
            #expect(Self.contrast(deleted, deletedBackground) >= 4.5, "\(name) deleted lines")
        }
    }

    @Test func contrastIsComputedAsWCAGDefinesIt() {
        #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.001)
        #expect(abs(Self.contrast("#777777", "#ffffff") - 4.48) < 0.01)
    }
}
