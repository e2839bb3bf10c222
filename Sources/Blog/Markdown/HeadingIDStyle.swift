// The rules a generator makes heading ids by (`headingIDs:` in blog.yml), so an imported site's old deep links still land.

/// A heading's text as the generators read it for an id: its text and code pieces, and where its lines break.
struct HeadingText: Sendable, Hashable {
    enum Piece: Sendable, Hashable {
        /// Text outside code (a formula's TeX too).
        case text(String)
        /// A code span's text, which no typographer touches.
        case code(String)
        /// A raw declaration, processing instruction or CDATA section as written (`<!DOCTYPE html>`, `<?php ?>`), which
        /// Goldmark's ids read as text (tags and comments they leave out).
        case declaration(String)
        /// A soft or hard line break.
        case lineBreak
        /// The start and the end of an emphasis, strong emphasis, link, image or strikethrough.
        case open, close
    }

    var pieces: [Piece] = []
    /// Text pieces as Goldmark read them from the source, by their index in `pieces`: backslash escapes undone with
    /// the escaped character marked (`HeadingText.escaped`), named entities decoded, numeric ones as written
    /// (`&#8220;`). A text piece without one (made by this renderer, not the source) reads as it is.
    var goldmarkSource: [Int: String] = [:]

    /// The text without markup, line breaks as spaces: `Heading.text`, and what blog's own ids are made of.
    var plain: String {
        pieces.reduce(into: "") { text, piece in
            switch piece {
            case .text(let part), .code(let part): text += part
            case .lineBreak: text += " "
            case .declaration, .open, .close: break
            }
        }
    }

    /// The text with line breaks as `lineBreak`, and `--`/`---` outside code gone when `typographic` (kramdown's
    /// typographer makes them dashes, which no id keeps); Goldmark's is `goldmarkText`.
    func joined(lineBreak: String, typographic: Bool) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let part): text += typographic ? Self.withoutDashRuns(part) : part
            case .code(let part): text += part
            case .lineBreak: text += lineBreak
            case .declaration, .open, .close: break
            }
        }
        return text
    }

    /// An escaped ASCII punctuation character (`\-`), marked so that no typographer takes it for a dash or a quote and
    /// no inline parser for a delimiter: a private-use scalar, which an id keeps as the character only for `-` and `_`.
    static func escaped(_ scalar: Unicode.Scalar) -> Unicode.Scalar { Unicode.Scalar(0xE000 + scalar.value)! }

    /// The text Goldmark's ids are made of (Hugo's): the last line, raw declarations as written, the typographer's
    /// dashes gone, text as the source wrote it where Goldmark did not decode it (`goldmarkSource`), and each
    /// emphasis, link, image or strikethrough read only by its first inline child, as Goldmark's `Text` reads a
    /// container: a text child up to where Goldmark's inline parser starts another node (a quote, `--`, `...`, `<<`
    /// or `>>` of its typographer, `[` or `![`, or a `*`, `_`, `~` or backtick that opened nothing). Checked against
    /// Hugo 0.168.0: `_a **b** c_ d` gives `a--d`, `_aa's b_ c` gives `aa-c`.
    var goldmarkText: String {
        var index = 0
        /// The text of the pieces from `index` to the end of the container being read (its `.close`, consumed).
        func sequence(firstOnly: Bool) -> String {
            var text = "", isFirst = true
            while index < pieces.count {
                let piece = pieces[index]
                index += 1
                var part = ""
                switch piece {
                case .close: return text
                case .open: part = sequence(firstOnly: true)
                case .text(let literal):
                    let written = goldmarkSource[index - 1] ?? literal
                    part = Self.withoutDashRuns(firstOnly ? Self.leadingTextNode(written) : written)
                case .code(let code): part = code
                case .declaration(let declaration): part = declaration
                case .lineBreak:
                    text = ""
                    continue
                }
                if !firstOnly || isFirst { text += part }
                isFirst = false
            }
            return text
        }
        return sequence(firstOnly: false)
    }

    /// The first text node Goldmark's inline parser makes of `text`: up to its first `'`, `"`, `--`, `...`, `<<`,
    /// `>>`, `[`, `![` or backtick, or through its first run of `*`, `_` or `~` (a delimiter that closed nothing stays
    /// with the text before it: `_snake_case_` reads `snake_`); escaped ones are marked, so not found.
    private static func leadingTextNode(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            let next = offset + 1 < scalars.count ? scalars[offset + 1] : nil
            switch scalar {
            case "*", "_", "~":
                var end = offset
                while end < scalars.count, scalars[end] == scalar { end += 1 }
                var head = ""
                head.unicodeScalars.append(contentsOf: scalars[..<end])
                return head
            case "'", "\"", "[", "`": break
            case "!" where next == "[": break
            case "-" where next == "-", "<" where next == "<", ">" where next == ">": break
            case "." where next == "." && offset + 2 < scalars.count && scalars[offset + 2] == ".": break
            default: continue
            }
            var head = ""
            head.unicodeScalars.append(contentsOf: scalars[..<offset])
            return head
        }
        return text
    }

    /// `text` with each run of `-` as a typographer leaves it for an id: read greedily, `---` then `--` (both dashes no
    /// id keeps), so a single `-` is left only from a run of 1, 4, 7, ….
    private static func withoutDashRuns(_ text: String) -> String {
        guard text.contains("--") else { return text }
        var out = "", run = 0
        for character in text {
            if character == "-" { run += 1; continue }
            if run % 3 == 1 { out += "-" }
            run = 0
            out.append(character)
        }
        if run % 3 == 1 { out += "-" }
        return out
    }
}

/// How a heading's text becomes its id. Every style gives a repeated id `-1`, `-2`, … (HeadingIDAllocator), as all
/// four generators do.
public enum HeadingIDStyle: String, Sendable, Hashable, CaseIterable {
    /// blog's own (`Slug.make`): letters and digits of any script, lowercased, every other run one `-`, none at the ends.
    case blog
    /// Hugo's (Goldmark's `autoHeadingIDType: github`): `HeadingText.goldmarkText` (the last line, as Goldmark reads
    /// the source), trimmed; each space and `-` a `-`, letters, digits and `_` lowercased, the rest dropped
    /// (`开机 自启动：简介` → `开机-自启动简介`); `heading` when nothing is left.
    case hugo
    /// Zola's (`slugify.anchors = "on"`, `slug::slugify`): transliterated to ASCII, lowercased, every other run one `-`.
    case zola
    /// GitHub's and Jekyll's (kramdown's GFM parser, `generate_gfm_header_id`): lowercased, letters, marks, digits,
    /// `_` and `-` kept, each space or tab a `-`, nothing trimmed; `section` when nothing is left.
    case github

    /// The id `text` gets before a repeat's suffix.
    func baseID(_ text: HeadingText) -> String {
        switch self {
        case .blog:
            return Slug.make(text.plain)
        case .hugo:
            var id = ""
            let hyphen = HeadingText.escaped("-"), underscore = HeadingText.escaped("_")
            for scalar in text.goldmarkText.trimmingWhitespace {
                if scalar == " " || scalar == "-" || scalar == hyphen { id += "-" }
                else if scalar == underscore { id += "_" }
                else if scalar == "_" || Self.isLetter(scalar) || scalar.properties.generalCategory == .decimalNumber {
                    id += scalar.properties.lowercaseMapping
                }
            }
            return id.isEmpty ? "heading" : id
        case .zola:
            let id = Slug.transliterated(text.joined(lineBreak: "", typographic: false)).slug
            return id.isEmpty ? "heading" : id
        case .github:
            var id = ""
            for scalar in text.joined(lineBreak: " ", typographic: true).lowercased().unicodeScalars {
                if scalar == " " || scalar == "\t" || scalar == "-" { id += "-"; continue }
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                     .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
                    id.unicodeScalars.append(scalar)
                default: break
                }
            }
            return id.isEmpty ? "section" : id
        }
    }

    /// Go's `unicode.IsLetter`: a scalar of a letter category.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }
}

private extension String {
    /// Without Unicode white space at either end (Go's `bytes.TrimSpace`).
    var trimmingWhitespace: Substring.UnicodeScalarView {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return scalars
    }
}
