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
    }

    var pieces: [Piece] = []

    /// The text without markup, line breaks as spaces: `Heading.text`, and what blog's own ids are made of.
    var plain: String {
        pieces.reduce(into: "") { text, piece in
            switch piece {
            case .text(let part), .code(let part): text += part
            case .lineBreak: text += " "
            case .declaration: break
            }
        }
    }

    /// The text with line breaks as `lineBreak` says (nil: only the last line's text, as Goldmark reads a heading),
    /// `--`/`---` outside code gone when `typographic` (Goldmark's and kramdown's typographers make them dashes,
    /// which no id keeps), and raw declarations as written when `declarations`.
    func joined(lineBreak: String?, typographic: Bool, declarations: Bool = false) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let part): text += typographic ? Self.withoutDashRuns(part) : part
            case .code(let part): text += part
            case .declaration(let part): if declarations { text += part }
            case .lineBreak: if let lineBreak { text += lineBreak } else { text = "" }
            }
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
    /// Hugo's (Goldmark's `autoHeadingIDType: github`): the last line's text and raw declarations, trimmed, typographic dashes dropped;
    /// each space and `-` a `-`, letters, digits and `_` lowercased, the rest dropped (`开机 自启动：简介` →
    /// `开机-自启动简介`); `heading` when nothing is left.
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
            for scalar in text.joined(lineBreak: nil, typographic: true, declarations: true).trimmingWhitespace {
                if scalar == " " || scalar == "-" { id += "-" }
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
