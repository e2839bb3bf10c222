// Hugo's code block options from an info string: ```swift {linenos=true, hl_lines=[2,"4-6"], linenostart=10}.

/// How one code block is shown: its line numbers and highlighted lines.
public struct CodeBlockOptions: Sendable, Hashable {
    /// Whether lines are numbered.
    public var lineNumbers: Bool
    /// The number of the first line.
    public var firstLineNumber: Int = 1
    /// Lines to mark, counted from 1 at the block's first line (whatever `firstLineNumber` is, as in Hugo).
    public var highlightedLines: Set<Int> = []

    /// Options with numbering as given and nothing marked.
    public init(lineNumbers: Bool = false) { self.lineNumbers = lineNumbers }

    /// A problem in the options, with the 1-based column in the attribute text where it starts.
    public struct Problem: Error, Sendable, Hashable {
        public var column: Int
        public var message: String
    }

    /// The attributes in `{…}` after the language (`linenos=table, hl_lines=[2,"4-6"] linenostart=10`),
    /// applied over `defaults`. Unknown keys Hugo also accepts (`style`, `noclasses`, `anchorlinenos`,
    /// `lineanchors`, `hl_inline`, `guessSyntax`, `tabWidth`) are ignored; others are problems.
    public static func parse(_ text: String, defaults: CodeBlockOptions) -> (options: CodeBlockOptions, problems: [Problem]) {
        var options = defaults
        var problems: [Problem] = []
        for (key, value, column) in attributes(text) {
            switch key.lowercased() {
            case "linenos":
                switch value.lowercased() {
                case "true", "table", "inline", "1": options.lineNumbers = true
                case "false", "0", "": options.lineNumbers = false
                default: problems.append(Problem(column: column, message: "linenos must be true, false, table or inline, not '\(value)'"))
                }
            case "linenostart":
                if let number = Int(value), (-1_000_000_000...1_000_000_000).contains(number) {
                    options.firstLineNumber = number
                } else {
                    problems.append(Problem(column: column, message: "linenostart must be a whole number, not '\(value)'"))
                }
            case "hl_lines":
                switch lineSet(value) {
                case .success(let lines): options.highlightedLines = lines
                case .failure(let problem): problems.append(Problem(column: column, message: problem.message))
                }
            case "style", "noclasses", "anchorlinenos", "lineanchors", "hl_inline", "guesssyntax", "tabwidth", "linenumbersintable", "title", "id", "class":
                continue
            default:
                problems.append(Problem(column: column, message: "unknown code block option '\(key)' (known: linenos, linenostart, hl_lines)"))
            }
        }
        return (options, problems)
    }

    /// `key=value` pairs separated by commas or spaces, values possibly quoted or bracketed; with each key's column.
    static func attributes(_ text: String) -> [(key: String, value: String, column: Int)] {
        var result: [(String, String, Int)] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            while index < characters.count, characters[index] == " " || characters[index] == "," || characters[index] == "\t" { index += 1 }
            guard index < characters.count else { break }
            let column = index + 1
            var key = ""
            while index < characters.count, characters[index] != "=", characters[index] != " ", characters[index] != "," {
                key.append(characters[index])
                index += 1
            }
            var value = ""
            if index < characters.count, characters[index] == "=" {
                index += 1
                if index < characters.count, characters[index] == "[" {
                    while index < characters.count, characters[index] != "]" {
                        value.append(characters[index])
                        index += 1
                    }
                    if index < characters.count { value.append("]"); index += 1 }
                } else if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                    let quote = characters[index]
                    index += 1
                    while index < characters.count, characters[index] != quote {
                        value.append(characters[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < characters.count, characters[index] != " ", characters[index] != "," {
                        value.append(characters[index])
                        index += 1
                    }
                }
            }
            if !key.isEmpty { result.append((key, value, column)) }
        }
        return result
    }

    /// `[2,"4-6"]`, `"2 4-6"` or `2`: the set of lines.
    static func lineSet(_ value: String) -> Result<Set<Int>, Problem> {
        var lines: Set<Int> = []
        let items = value.trimmingBrackets.split(whereSeparator: { $0 == "," || $0 == " " })
        for item in items {
            let text = item.filter { $0 != "\"" && $0 != "'" }
            if text.isEmpty { continue }
            let bounds = text.split(separator: "-", maxSplits: 1).map { Int($0) }
            guard let low = bounds.first ?? nil, low >= 1, low <= 10_000_000 else {
                return .failure(Problem(column: 0, message: "hl_lines holds '\(text)', which is not a line number or range"))
            }
            let high = bounds.count > 1 ? (bounds[1] ?? -1) : low
            guard high >= low, high - low <= 100_000 else {
                return .failure(Problem(column: 0, message: "hl_lines holds '\(text)', which is not a line number or range"))
            }
            for line in low...high { lines.insert(line) }
        }
        return .success(lines)
    }
}

private extension String {
    /// The text without one pair of surrounding brackets.
    var trimmingBrackets: Substring {
        var text = Substring(self)
        if text.hasPrefix("[") { text = text.dropFirst() }
        if text.hasSuffix("]") { text = text.dropLast() }
        return text
    }
}
