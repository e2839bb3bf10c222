// Tells the three kinds of line in a layout block apart: view lines, constraint lines and VFL lines.

/// One non-blank line of a block, classified by its first word.
struct SourceLine {
    enum Kind: Equatable {
        /// The first word is a view kind (`screen`, `view`, `stack`, `hstack`, `vstack`, `flex`,
        /// `label`, `scroll`) or `direction`: parsed here.
        case view
        /// The first word is `NAME.attribute…`: a constraint-syntax relation or assignment.
        case relation
        /// The line starts with `H:` or `V:`: a Visual Format line.
        case visualFormat
        /// The line starts with `|` or `[`: a Visual Format line without its orientation (an error).
        case visualFormatWithoutOrientation
        /// None of the above: an error.
        case unknown(firstWord: String)
    }

    var kind: Kind
    /// 1-based line number.
    var number: Int
    /// Columns of indentation (spaces; a tab counts as one column and is reported).
    var indentation: Int
    /// The text from the first non-blank character to the end of the line.
    var content: Substring
    /// The 1-based column of `content`'s first character.
    var column: Int
}

enum LineClassifier {
    /// The words that start a view line. `hstack` and `vstack` are stacks with their axis set.
    static let viewKeywords = ["screen", "view", "stack", "hstack", "vstack", "flex", "label", "scroll"]
    /// Every word that starts a line parsed here: the view kinds and `direction ltr|rtl`.
    static let keywords = viewKeywords + ["direction"]

    /// Splits `source` into classified lines, skipping blank and comment-only lines.
    /// Reports tabs in indentation (they make nesting depend on the editor's tab width), and a NUL
    /// character anywhere (in a string or a comment too) at its column, or the U+FFFD that a post's
    /// Markdown parser puts in its place; a line holding one is skipped.
    static func lines(of source: String, errors: inout [DiagramError]) -> [SourceLine] {
        var result: [SourceLine] = []
        var number = 0
        // "\r\n" is one Character in Swift, so split on it as well as on "\n" and a lone "\r".
        for line in source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            if let bad = line.unicodeScalars.firstIndex(where: { $0 == "\0" || $0 == "\u{FFFD}" }) {
                let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: bad) + 1
                errors.append(DiagramError(line: number, column: column, line.unicodeScalars[bad] == "\0"
                    ? "A NUL character (U+0000) can't be part of a layout block; remove it."
                    // cmark turns a NUL in a post into U+FFFD, which also stands for bytes that were not text.
                    : "A replacement character (U+FFFD, what a NUL or a byte that is not UTF-8 becomes) can't be part of a layout block; remove it."))
                continue
            }
            var indentation = 0
            var start = line.startIndex
            while start < line.endIndex, line[start] == " " || line[start] == "\t" {
                if line[start] == "\t" {
                    errors.append(DiagramError(line: number, column: indentation + 1,
                                               "Indent with spaces, not tabs: nesting must not depend on the tab width."))
                }
                indentation += 1
                start = line.index(after: start)
            }
            let content = line[start...]
            if content.isEmpty || content.hasPrefix("#") { continue }
            result.append(SourceLine(kind: classify(content), number: number, indentation: indentation,
                                     content: content, column: indentation + 1))
        }
        return result
    }

    /// The kind of a line by its first characters (see docs/layout-language.md, "How lines are read").
    static func classify(_ content: Substring) -> SourceLine.Kind {
        if content.hasPrefix("H:") || content.hasPrefix("V:") {
            return .visualFormat
        }
        if content.hasPrefix("|") || content.hasPrefix("[") {
            return .visualFormatWithoutOrientation
        }
        let word = content.prefix { $0.unicodeScalars.count == 1 && $0.unicodeScalars.first.map(Lexer.isWordContinuation) == true }
        let afterWord = content[word.endIndex...]
        if !word.isEmpty, afterWord.hasPrefix("."), afterWord.dropFirst().first.map({ $0.isLetter || $0 == "_" }) == true {
            return .relation
        }
        if keywords.contains(String(word)) { return .view }
        return .unknown(firstWord: word.isEmpty ? String(content.prefix(1)) : String(word))
    }

    /// A constraint line's text without its trailing `#` comment and spaces.
    static func constraintText(_ content: Substring) -> String {
        let code = content.prefix { $0 != "#" }
        var end = code.endIndex
        while end > code.startIndex, code[code.index(before: end)] == " " || code[code.index(before: end)] == "\t"
                || code[code.index(before: end)] == "\r" {
            end = code.index(before: end)
        }
        return String(code[..<end])
    }
}
