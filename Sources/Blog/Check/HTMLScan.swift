// Reading a built HTML page for `blog check`: the ids it defines and the URLs it refers to, each with its line and column.
import Foundation

/// What one HTML page defines and refers to. A tolerant scanner, not a validator: it reads start tags and
/// their attributes, skips comments and the text of `<script>` and `<style>`, and decodes character references
/// in attribute values.
struct HTMLScan: Sendable {
    /// A URL in an attribute.
    struct Reference: Sendable, Hashable {
        /// The element (`a`, `img`, `link`, `script`, `meta` for a refresh, …), lowercased.
        var element: String
        /// The attribute (`href`, `src`, `srcset`, `content`).
        var attribute: String
        /// The URL as the browser reads it (character references decoded).
        var url: String
        /// Where the attribute's value starts, 1-based.
        var line: Int
        var column: Int
        /// `link rel` when it has one (`stylesheet`, `canonical`, `alternate`, …).
        var rel: String = ""
    }

    /// An id (or `<a name>`) defined on the page.
    struct Identifier: Sendable, Hashable {
        var id: String
        var line: Int
        var column: Int
    }

    var references: [Reference] = []
    var identifiers: [Identifier] = []

    /// Scans `html`.
    init(_ html: String) {
        let s = Array(html.unicodeScalars)
        var i = 0
        var line = 1, column = 1
        /// Moves to `target`, counting lines and columns.
        func move(to target: Int) {
            while i < target {
                if s[i] == "\n" || (s[i] == "\r" && (i + 1 >= s.count || s[i + 1] != "\n")) { line += 1; column = 1 } else if s[i] != "\r" { column += 1 }
                i += 1
            }
        }
        func starts(_ text: String, at index: Int, caseInsensitive: Bool = false) -> Bool {
            var k = index
            for scalar in text.unicodeScalars {
                guard k < s.count else { return false }
                let a = caseInsensitive ? Self.lower(s[k]) : s[k]
                if a != scalar { return false }
                k += 1
            }
            return true
        }
        func find(_ text: String, from index: Int, caseInsensitive: Bool = false) -> Int {
            var k = index
            while k < s.count {
                if starts(text, at: k, caseInsensitive: caseInsensitive) { return k }
                k += 1
            }
            return s.count
        }
        while i < s.count {
            guard s[i] == "<" else { move(to: i + 1); continue }
            if starts("<!--", at: i) { move(to: min(s.count, find("-->", from: i + 4) + 3)); continue }
            if i + 1 < s.count, s[i + 1] == "!" || s[i + 1] == "?" || s[i + 1] == "/" {
                move(to: min(s.count, find(">", from: i + 1) + 1)); continue
            }
            guard i + 1 < s.count, Self.isNameStart(s[i + 1]) else { move(to: i + 1); continue }
            move(to: i + 1)
            var name = ""
            while i < s.count, !Self.isSpace(s[i]), s[i] != ">", s[i] != "/" { name.unicodeScalars.append(Self.lower(s[i])); move(to: i + 1) }
            var attributes: [(name: String, value: String, line: Int, column: Int)] = []
            while i < s.count, s[i] != ">" {
                if Self.isSpace(s[i]) || s[i] == "/" { move(to: i + 1); continue }
                var attribute = ""
                while i < s.count, !Self.isSpace(s[i]), s[i] != "=", s[i] != ">", s[i] != "/" || attribute.isEmpty {
                    attribute.unicodeScalars.append(Self.lower(s[i])); move(to: i + 1)
                }
                var k = i
                while k < s.count, Self.isSpace(s[k]) { k += 1 }
                guard k < s.count, s[k] == "=" else { attributes.append((attribute, "", line, column)); continue }
                move(to: k + 1)
                while i < s.count, Self.isSpace(s[i]) { move(to: i + 1) }
                guard i < s.count else { break }
                var raw = ""
                let valueLine: Int, valueColumn: Int
                if s[i] == "\"" || s[i] == "'" {
                    let quote = s[i]
                    move(to: i + 1)
                    valueLine = line; valueColumn = column
                    let end = find(String(quote), from: i)
                    raw = String(String.UnicodeScalarView(s[i..<end]))
                    move(to: min(s.count, end + 1))
                } else {
                    valueLine = line; valueColumn = column
                    while i < s.count, !Self.isSpace(s[i]), s[i] != ">" { raw.unicodeScalars.append(s[i]); move(to: i + 1) }
                }
                attributes.append((attribute, Self.decode(raw), valueLine, valueColumn))
            }
            move(to: min(s.count, i + 1))
            record(element: name, attributes: attributes)
            // Raw text elements: their content is not markup.
            if name == "script" || name == "style" {
                move(to: find("</" + name, from: i, caseInsensitive: true))
            }
        }
    }

    private mutating func record(element: String, attributes: [(name: String, value: String, line: Int, column: Int)]) {
        func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        for attribute in attributes {
            switch attribute.name {
            case "id" where !attribute.value.isEmpty:
                identifiers.append(Identifier(id: attribute.value, line: attribute.line, column: attribute.column))
            case "name" where element == "a" && !attribute.value.isEmpty:
                identifiers.append(Identifier(id: attribute.value, line: attribute.line, column: attribute.column))
            case "href", "src", "poster":
                references.append(Reference(element: element, attribute: attribute.name, url: Self.trimmed(attribute.value),
                                            line: attribute.line, column: attribute.column, rel: (value("rel") ?? "").lowercased()))
            case "data" where element == "object":
                references.append(Reference(element: element, attribute: "data", url: Self.trimmed(attribute.value),
                                            line: attribute.line, column: attribute.column))
            case "srcset":
                // `a.png 1x, b.png 2x`: each candidate's URL.
                for candidate in attribute.value.split(separator: ",") {
                    guard let url = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first else { continue }
                    references.append(Reference(element: element, attribute: "srcset", url: String(url), line: attribute.line, column: attribute.column))
                }
            case "content" where element == "meta" && (value("http-equiv") ?? "").lowercased() == "refresh":
                // `0; url=target`
                if let range = attribute.value.range(of: "url=", options: .caseInsensitive) {
                    var url = attribute.value[range.upperBound...].trimmingCharacters(in: .whitespaces)
                    if url.hasPrefix("'") || url.hasPrefix("\"") { url = String(url.dropFirst().dropLast()) }
                    references.append(Reference(element: "meta", attribute: "refresh", url: url, line: attribute.line, column: attribute.column))
                }
            default: break
            }
        }
    }

    /// A URL attribute's value with the spaces HTML allows around it removed.
    static func trimmed(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return value }
        return String(scalars[first...last])
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" }
    static func isNameStart(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }
    static func lower(_ c: Unicode.Scalar) -> Unicode.Scalar { c >= "A" && c <= "Z" ? Unicode.Scalar(c.value + 32)! : c }

    /// `text` with character references decoded (the named ones HTML writers use, decimal and hexadecimal).
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semicolon])
                var replacement: String?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
                } else {
                    replacement = named[name]
                }
                if let replacement {
                    result += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}
