// Reading TOML front matter (between `+++` lines, as Hugo and Zola write it) with TOMLKit into the same
// key-to-node form as YAML front matter, each value located at the place it was written.
import Foundation
import TOMLKit
import Yams

/// TOML front matter as front-matter entries.
///
/// Values become the YAML nodes the post reader already checks: strings, numbers and booleans as scalars
/// (as written in YAML), dates and date-times as `2021-07-17` and `2021-07-17T21:10:00+08:00`, arrays as
/// sequences and tables as mappings. Zola's `[taxonomies]` table gives its keys (`categories`, `tags`, `series`…) where the
/// top level has none. TOMLKit keeps no positions of values, so each key is found in the text by
/// `TOMLKeyPositions`; its value, and the items of a list, are reported on that key's line.
enum TOMLFrontMatter {
    /// How deep keys and values may nest.
    static let maxDepth = FrontMatter.maxDepth

    /// The first place, outside strings and comments, where toml++ (inside TOMLKit) would stop the process on
    /// an assertion instead of reporting an error: a date followed by `T` and no digit (`2021-07-17TD…`), and a
    /// table header whose name starts with neither a bare-key character nor a quote (`[!extra]`, or `[` ending
    /// its line), and a `}` or a line separator (U+0085, U+2028, U+2029) where an array's value would start. All
    /// were found by fuzzing. Returns the scalar offset of the offending character and a message.
    /// and a key or value nested `maxDepth` levels or more (dotted keys, tables in tables, arrays in arrays: toml++
    /// and this reader recurse once a level, and 30,000 overflowed the stack).
    static func syntaxTOMLKitCannotTake(in toml: String) -> (offset: Int, message: String)? {
        let scalars = Array(toml.unicodeScalars)
        func isDigit(_ index: Int) -> Bool { index < scalars.count && scalars[index].value >= 0x30 && scalars[index].value <= 0x39 }
        func isKeyStart(_ index: Int) -> Bool {
            guard index < scalars.count else { return false }
            let value = scalars[index].value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
                || value == 0x5F || value == 0x2D || value == 0x22 || value == 0x27
        }
        func skipBlanks(_ index: Int) -> Int {
            var index = index
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            return index
        }
        var index = 0
        var lineStart = true
        var open: [Unicode.Scalar] = []   // the brackets and braces open in a value, innermost last
        var keyDots = 0                   // the dots in the key or table name of this line so far
        var inValue = false               // past this line's `=`
        while index < scalars.count {
            let scalar = scalars[index]
            let atLineStart = lineStart
            if scalar == "\n" { lineStart = true } else if scalar != " " && scalar != "\t" && scalar != "\r" { lineStart = false }
            if scalar == "\n" && open.isEmpty { keyDots = 0; inValue = false }
            switch scalar {
            case "=" where open.isEmpty || open.last == "{":
                inValue = true
            case "." where !inValue:
                keyDots += 1
                if keyDots >= maxDepth {
                    return (index, "a dotted key of more than \(maxDepth) parts (front matter allows \(maxDepth))")
                }
            case "," where open.last == "{":
                inValue = false
                keyDots = 0
            default: break
            }
            switch scalar {
            case "#":
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            case "\"", "'":
                // A string, basic or literal, single- or multi-line.
                let triple = index + 2 < scalars.count && scalars[index + 1] == scalar && scalars[index + 2] == scalar
                index += triple ? 3 : 1
                while index < scalars.count {
                    if scalar == "\"", scalars[index] == "\\" { index += 2; continue }
                    if scalars[index] == scalar, !triple || (index + 2 < scalars.count && scalars[index + 1] == scalar && scalars[index + 2] == scalar) {
                        index += triple ? 3 : 1
                        break
                    }
                    if !triple, scalars[index] == "\n" { break }
                    index += 1
                }
                continue
            case "[" where atLineStart && open.isEmpty:
                // A table header: `[name]` or `[[name]]`, and each dotted part of the name.
                var cursor = skipBlanks(index + 1)
                if cursor < scalars.count, scalars[cursor] == "[", cursor == index + 1 { cursor = skipBlanks(cursor + 1) }
                if cursor < scalars.count, scalars[cursor] != "]", !isKeyStart(cursor) {
                    let seen = scalars[cursor] == "\n" || scalars[cursor] == "\r" ? "the end of the line" : "'\(scalars[cursor].escaped(asASCII: true))'"
                    return (cursor, "expected a table name after '[', saw \(seen)")
                }
                while cursor < scalars.count, scalars[cursor] != "\n", scalars[cursor] != "]" {
                    if scalars[cursor] == "\"" || scalars[cursor] == "'" { break }
                    if scalars[cursor] == "." {
                        let next = skipBlanks(cursor + 1)
                        if next < scalars.count, scalars[next] != "\n", scalars[next] != "]", !isKeyStart(next) {
                            return (next, "expected a name after '.', saw '\(scalars[next].escaped(asASCII: true))'")
                        }
                    }
                    cursor += 1
                }
                index += 1
                continue
            case "[", "{":
                open.append(scalar)
                if scalar == "{" { inValue = false; keyDots = 0 }
                if open.count >= maxDepth {
                    return (index, "a value nested more than \(maxDepth) levels deep (front matter allows \(maxDepth))")
                }
            case "}" where open.last == "[":
                // In an array, toml++ takes what is not a comma or `]` for the start of a value, and asserts on `}`.
                return (index, "expected a value or ']' in an array, saw '}'")
            case "]", "}":
                _ = open.popLast()
            case "\u{85}", "\u{2028}", "\u{2029}":
                // Line separators: no part of TOML outside strings and comments; toml++ asserts on one in an array.
                return (index, "unexpected line separator U+\(String(format: "%04X", scalar.value))")
            default:
                if isDigit(index), index == 0 || !isDigit(index - 1), isDigit(index + 1), isDigit(index + 2), isDigit(index + 3),
                   index + 10 < scalars.count, scalars[index + 4] == "-", isDigit(index + 5), isDigit(index + 6),
                   scalars[index + 7] == "-", isDigit(index + 8), isDigit(index + 9),
                   scalars[index + 10] == "T" || scalars[index + 10] == "t", !isDigit(index + 11) {
                    let seen = index + 11 < scalars.count ? "'\(scalars[index + 11].escaped(asASCII: true))'" : "the end"
                    return (index + 11, "expected a time after '\(scalars[index + 10])', saw \(seen)")
                }
            }
            index += 1
        }
        return nil
    }

    /// The entries of `toml`, whose first line is line `firstLine` of the file at `path`, in the order
    /// written, and the location of each value.
    static func entries(_ toml: String, path: String, firstLine: Int)
        throws(DiagnosticError) -> (entries: [(key: String, keyNode: Node, value: Node)], locations: [(node: Node, location: SourceLocation)])
    {
        // TOML allows no control character but tab and line breaks, not even in comments; toml++ (inside
        // TOMLKit) gets the text as a C string, which would end at a NUL, and asserts on some of the others
        // (a key starting with U+001E stopped the build: found by CI's fuzzer). Refused here, at their place.
        if let control = toml.unicodeScalars.firstIndex(where: { ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value == 0x7F }) {
            var counter = LineColumnCounter()
            for scalar in toml.unicodeScalars[..<control] { counter.advance(over: scalar) }
            let value = toml.unicodeScalars[control].value
            let name = value == 0 ? "a NUL character" : "the control character U+\(String(format: "%04X", value))"
            throw DiagnosticError(.error("Invalid TOML: \(name).",
                                         at: SourceLocation(path: path, line: firstLine + counter.line - 1, column: counter.column)))
        }
        // What would stop toml++ on an assertion (see syntaxTOMLKitCannotTake) is refused here first, at its place.
        if let (offset, message) = syntaxTOMLKitCannotTake(in: toml) {
            var counter = LineColumnCounter()
            for scalar in toml.unicodeScalars.prefix(offset) { counter.advance(over: scalar) }
            throw DiagnosticError(.error("Invalid TOML: \(message).",
                                         at: SourceLocation(path: path, line: firstLine + counter.line - 1, column: counter.column)))
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: toml)
        } catch let error as TOMLParseError {
            let (line, column) = clamped(line: error.source.begin.line, column: error.source.begin.column, in: toml)
            throw DiagnosticError(.error(
                "Invalid TOML: \(error.description.trimmingCharacters(in: .whitespacesAndNewlines)).",
                at: SourceLocation(path: path, line: firstLine + line - 1, column: column)))
        } catch {
            throw DiagnosticError(.error("Invalid TOML: \(error).", at: SourceLocation(path: path, line: firstLine)))
        }
        let positions = TOMLKeyPositions(toml)
        func location(_ table: String, _ key: String, value: Bool) -> SourceLocation {
            guard let found = positions.position(table: table, key: key) else { return SourceLocation(path: path, line: firstLine) }
            return SourceLocation(path: path, line: firstLine + found.line - 1, column: value ? found.valueColumn : found.keyColumn)
        }

        var collected: [(key: String, table: String, value: TOMLValueConvertible)] = []
        for key in table.keys {
            guard let value = table[key] else { continue }
            collected.append((key, "", value))
        }
        if let taxonomies = table["taxonomies"]?.table {
            for key in taxonomies.keys.sorted() where table[key] == nil {
                if let value = taxonomies[key] { collected.append((key, "taxonomies", value)) }
            }
        }
        // The order written (TOMLKit gives keys sorted); keys it cannot find go last, by name.
        collected.sort { a, b in
            let pa = positions.position(table: a.table, key: a.key), pb = positions.position(table: b.table, key: b.key)
            switch (pa, pb) {
            case let (x?, y?): return (x.line, x.keyColumn) < (y.line, y.keyColumn)
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.key < b.key
            }
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        var locations: [(node: Node, location: SourceLocation)] = []
        for item in collected {
            let node = self.node(item.value)
            let at = location(item.table, item.key, value: true)
            entries.append((item.key, Node(item.key), node))
            locations.append((node, at))
            for child in node.sequence.map(Array.init) ?? [] { locations.append((child, at)) }
        }
        return (entries, locations)
    }

    /// A place toml++ reports, kept inside the text: on one of its lines or the closing fence's line after it
    /// (`+++`), at most one column past the line's end.
    static func clamped(line: Int, column: Int, in toml: String) -> (line: Int, column: Int) {
        var lengths = [0]
        for scalar in toml.unicodeScalars {
            if scalar == "\n" { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
        }
        lengths.append(3)   // the closing fence
        let line = min(max(line, 1), lengths.count)
        return (line, min(max(column, 1), lengths[line - 1] + 1))
    }

    /// A TOML value as the YAML node the same value would have been written as.
    static func node(_ value: TOMLValueConvertible) -> Node {
        switch value.type {
        case .string: return Node(value.string ?? "", Tag(.str), .doubleQuoted)
        case .int: return Node(String(value.int ?? 0))
        case .double: return Node(String(value.double ?? 0))
        case .bool: return Node((value.bool ?? false) ? "true" : "false")
        case .date: return Node(value.date.map(text) ?? "")
        case .time: return Node(value.time.map(text) ?? "")
        case .dateTime: return Node(value.dateTime.map(text) ?? "")
        case .array:
            guard let array = value.array else { return Node([Node]()) }
            return Node(array.map { node($0) })
        case .table:
            guard let table = value.table else { return Node([(Node, Node)]()) }
            return Node(table.keys.compactMap { key in table[key].map { (Node(key), node($0)) } })
        }
    }

    static func text(_ date: TOMLDate) -> String { "\(pad(date.year, 4))-\(pad(date.month))-\(pad(date.day))" }

    static func text(_ time: TOMLTime) -> String { "\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second))" }

    /// `2021-07-17T21:10:00` with `Z` or `+08:00` when the date-time has an offset.
    static func text(_ dateTime: TOMLDateTime) -> String {
        var result = text(dateTime.date) + "T" + text(dateTime.time)
        if let offset = dateTime.offset?.offset {
            if offset == 0 { result += "Z" } else {
                let minutes = abs(offset)
                result += (offset < 0 ? "-" : "+") + pad(minutes / 60) + ":" + pad(minutes % 60)
            }
        }
        return result
    }

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Where each key of a TOML text is written: a line scan of `[table]` headers and `key = value` lines.
///
/// Only what front matter needs: bare and quoted keys at the top level and in `[table]` sections. A line
/// inside a multi-line string or array that looks like `key = value` could be taken for a key; the first
/// place a key is found is the one kept.
struct TOMLKeyPositions {
    struct Position: Equatable {
        /// 1-based line in the TOML text.
        var line: Int
        /// 1-based columns, in Unicode scalars.
        var keyColumn: Int
        var valueColumn: Int
    }

    private var positions: [String: Position] = [:]

    init(_ toml: String) {
        var table = ""
        var lineNumber = 0
        var inMultiline = false
        for rawLine in toml.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            let scalars = Array(rawLine.unicodeScalars)
            // A line that opens a multi-line string and does not close it: skip until one that closes it.
            let quotes = rawLine.components(separatedBy: "\"\"\"").count - 1 + rawLine.components(separatedBy: "'''").count - 1
            if inMultiline {
                if quotes % 2 == 1 { inMultiline = false }
                continue
            }
            if quotes % 2 == 1 { inMultiline = true }
            var i = 0
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
            guard i < scalars.count else { continue }
            if scalars[i] == "[" {
                // `[table]` (an array of tables, `[[name]]`, is not front matter's and is named the same way).
                let header = String(String.UnicodeScalarView(scalars[i...]))
                let name = header.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t"))
                    .split(separator: "#").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t")) } ?? ""
                table = name
                // The header is where a top-level table's key is written (`[extra]` is the key `extra`).
                if !name.contains("."), positions["\u{0}" + name] == nil {
                    let column = i + 1 + header.prefix { $0 == "[" || $0 == " " || $0 == "\t" }.unicodeScalars.count
                    positions["\u{0}" + name] = Position(line: lineNumber, keyColumn: column, valueColumn: column)
                }
                continue
            }
            let keyStart = i
            var key = ""
            if scalars[i] == "\"" || scalars[i] == "'" {
                let quote = scalars[i]
                i += 1
                while i < scalars.count, scalars[i] != quote { key.unicodeScalars.append(scalars[i]); i += 1 }
                i += 1
            } else {
                while i < scalars.count, scalars[i] != "=", scalars[i] != " ", scalars[i] != "\t" {
                    key.unicodeScalars.append(scalars[i]); i += 1
                }
            }
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
            guard !key.isEmpty, i < scalars.count, scalars[i] == "=" else { continue }
            i += 1
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
            let id = table + "\u{0}" + key
            if positions[id] == nil {
                positions[id] = Position(line: lineNumber, keyColumn: keyStart + 1, valueColumn: i + 1)
            }
        }
    }

    /// Where `key` of `table` (`""` for the top level) is written.
    func position(table: String, key: String) -> Position? { positions[table + "\u{0}" + key] }
}
