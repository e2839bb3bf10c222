// Parses a layout block into a `LayoutDocument`, collecting every error with its line and column.
import Layout

/// The result of parsing a block: the document (as complete as the errors allow) and the errors.
public struct ParseResult: Sendable {
    /// The parsed document. When `errors` is not empty, it holds every line that could be read.
    public var document: LayoutDocument
    /// Every problem found, sorted by position.
    public var errors: [DiagramError]
}

/// The layout-language parser. See docs/layout-language.md for the grammar.
///
/// The parser never stops at the first error: a bad property is dropped, a bad line is skipped,
/// and parsing goes on, so an author sees every mistake of a block at once.
public enum Parser {
    /// Parses `source`, the content of a fenced `layout` block (or a `blog layout solve` file).
    public static func parse(_ source: String) -> ParseResult {
        var state = ParserState()
        let lines = LineClassifier.lines(of: source, errors: &state.errors)
        for line in lines {
            switch line.kind {
            case .view:
                state.parseViewLine(line)
            case .relation:
                state.constraints.append(ConstraintLine(form: .relation, text: LineClassifier.constraintText(line.content),
                                                        line: line.number, column: line.column))
            case .visualFormat:
                state.constraints.append(ConstraintLine(form: .visualFormat, text: LineClassifier.constraintText(line.content),
                                                        line: line.number, column: line.column))
            case .visualFormatWithoutOrientation:
                state.errors.append(DiagramError(line: line.number, column: line.column,
                    "A Visual Format line starts with 'H:' or 'V:'; write 'H:\(LineClassifier.constraintText(line.content))'."))
            case .unknown(let word):
                state.reportUnknownLine(line, firstWord: word)
            }
        }
        state.resolveHierarchy()
        var screen = state.screen ?? .default
        if let (direction, position) = state.directionLine {
            screen.direction = direction
            screen.directionPosition = position
        }
        let document = LayoutDocument(screen: screen, views: state.views, constraints: state.constraints)
        return ParseResult(document: document, errors: state.errors.sorted())
    }

    /// Parses `source` and throws the first error (by position) if there is any.
    ///
    /// - Throws: `DiagramError`, the first problem in the block.
    public static func parseDocument(_ source: String) throws(DiagramError) -> LayoutDocument {
        let result = parse(source)
        if let first = result.errors.first { throw first }
        return result.document
    }
}

/// The parser's working state while it reads a block line by line.
struct ParserState {
    var errors: [DiagramError] = []
    var screen: ScreenDeclaration?
    var views: [ViewDeclaration] = []
    var constraints: [ConstraintLine] = []
    /// A `direction ltr|rtl` line, as the constraint syntax writes it.
    var directionLine: (LayoutDirection, SourcePosition)?
    /// Whether a view line past `LayoutLimits.maximumViews` was reported (later ones are skipped).
    var isOverViewLimit = false
    /// The views that can still receive indented children, innermost last.
    var openViews: [OpenView] = []

    struct OpenView {
        var name: String
        var kind: ViewKind?
        var indentation: Int
        /// The indentation of this view's children, once the first one is seen.
        var childIndentation: Int?
    }

    mutating func reportUnknownLine(_ line: SourceLine, firstWord: String) {
        let at = SourcePosition(line: line.number, column: line.column)
        if let keyword = Suggestion.closest(to: firstWord, in: LineClassifier.keywords) {
            errors.append(DiagramError(at: at, "Unknown view kind '\(firstWord)'. Did you mean '\(keyword)'?"))
        } else {
            errors.append(DiagramError(at: at, "Can't read a line starting with '\(firstWord)': expected a view "
                + "('view NAME', 'stack NAME', 'label NAME \"text\"', …), a constraint ('a.top == b.bottom + 8') "
                + "or a Visual Format line ('H:|-8-[a]-8-|')."))
        }
    }

    mutating func parseViewLine(_ line: SourceLine) {
        var lexer = Lexer(line.content, line: line.number, column: line.column)
        let tokens = lexer.tokenize()
        errors += lexer.errors
        guard let keyword = tokens.first, let word = keyword.word else { return }
        if word == "screen" {
            parseScreen(tokens, line: line)
        } else if word == "direction" {
            parseDirection(tokens, line: line)
        } else {
            parseView(tokens, line: line)
        }
    }

    // MARK: screen

    mutating func parseScreen(_ tokens: [Token], line: SourceLine) {
        let keyword = tokens[0]
        if line.indentation > 0 {
            errors.append(DiagramError(at: keyword.position, "'screen' is the root view and must not be indented."))
        }
        if let existing = screen, let previous = existing.position {
            errors.append(DiagramError(at: keyword.position, "The screen is already declared at line \(previous.line); a block has one screen."))
            return
        }
        var declaration = ScreenDeclaration(size: ScreenDeclaration.default.size, preset: nil,
                                            direction: .leftToRight, position: keyword.position)
        var rest = tokens.dropFirst()
        if let sizeToken = rest.first {
            switch sizeToken.kind {
            case .size(let width, let height):
                if width > 0 && height > 0 {
                    declaration.size = Size(width: width, height: height)
                } else {
                    errors.append(DiagramError(at: sizeToken.position, "The screen size '\(sizeToken.text)' must be greater than 0 in both dimensions."))
                }
                rest = rest.dropFirst()
            case .word(let name) where !(rest.dropFirst().first.map { $0.kind == .equals } ?? false):
                if let preset = ScreenPreset.named(name) {
                    declaration.size = preset.size
                    declaration.preset = preset.name
                } else {
                    let hint = Suggestion.didYouMean(name, in: ScreenPreset.all.map(\.name))
                    errors.append(DiagramError(at: sizeToken.position, "Unknown screen '\(name)'.\(hint.isEmpty ? " Write a size like 'screen 375x667' or a device like 'screen iphone-se'." : hint)"))
                }
                rest = rest.dropFirst()
            default:
                errors.append(DiagramError(at: sizeToken.position, "Expected a size or a device after 'screen', like 'screen 375x667' or 'screen iphone-se', found '\(sizeToken.text)'."))
                rest = rest.dropFirst()
            }
        } else {
            errors.append(DiagramError(at: keyword.position, "Expected a size or a device after 'screen', like 'screen 375x667' or 'screen iphone-se'."))
        }
        var properties = PropertyList(owner: "the screen", kind: nil)
        properties.parse(Array(rest), errors: &errors)
        for (spec, value, _) in properties.values {
            if spec.name == "direction", case .keyword(let k) = value {
                declaration.direction = LayoutDirection(rawValue: k) ?? .leftToRight
            }
        }
        screen = declaration
        openViews = [OpenView(name: "screen", kind: nil, indentation: line.indentation)]
    }

    /// `direction ltr` or `direction rtl`, the constraint syntax's form of the screen's `direction=`.
    mutating func parseDirection(_ tokens: [Token], line: SourceLine) {
        let keyword = tokens[0]
        guard tokens.count >= 2, let word = tokens[1].word else {
            errors.append(DiagramError(at: tokens.count >= 2 ? tokens[1].position : keyword.position,
                                       "Expected 'ltr' or 'rtl' after 'direction'."))
            return
        }
        guard let direction = LayoutDirection(rawValue: word) else {
            errors.append(DiagramError(at: tokens[1].position, "Unknown direction '\(word)'; use 'ltr' or 'rtl'."))
            return
        }
        if tokens.count > 2 {
            errors.append(DiagramError(at: tokens[2].position, "Unexpected '\(tokens[2].text)' after 'direction \(word)'."))
        }
        if let (_, previous) = directionLine {
            errors.append(DiagramError(at: keyword.position, "The direction is already set at line \(previous.line); keep one."))
            return
        }
        directionLine = (direction, keyword.position)
    }

    // MARK: views

    mutating func parseView(_ tokens: [Token], line: SourceLine) {
        let keyword = tokens[0]
        guard let keywordText = keyword.word else { return }
        guard views.count < LayoutLimits.maximumViews else {
            // One error for the first view too many; the rest of the views are not read.
            if !isOverViewLimit {
                errors.append(.tooManyViews(at: keyword.position))
                isOverViewLimit = true
            }
            return
        }
        var kind: ViewKind
        var style = ViewStyle()
        switch keywordText {
        case "hstack": kind = .stack; style.axis = .horizontal
        case "vstack": kind = .stack; style.axis = .vertical
        default: kind = ViewKind(rawValue: keywordText) ?? .view
        }
        var index = 1
        guard index < tokens.count, let name = tokens[index].word,
              !(index + 1 < tokens.count && tokens[index + 1].kind == .equals) else {
            let found = index < tokens.count ? ", found '\(tokens[index].text)'" : ""
            errors.append(DiagramError(at: index < tokens.count ? tokens[index].position : keyword.position,
                                       "Expected a name after '\(keywordText)', like '\(keywordText) header'\(found)."))
            // Keep the line's place in the hierarchy so its indented children don't cascade into errors.
            _ = placeInHierarchy(name: "", kind: kind, explicitParent: nil, explicitPosition: .indentation,
                                 line: line, keyword: keyword)
            return
        }
        let nameToken = tokens[index]
        index += 1
        checkName(nameToken)

        var parentSource = ParentSource.indentation
        var explicitParent: String?
        if index < tokens.count, tokens[index].word == "in" {
            if index + 1 < tokens.count, let parent = tokens[index + 1].word,
               !(index + 2 < tokens.count && tokens[index + 2].kind == .equals) {
                explicitParent = parent
                parentSource = .explicit(tokens[index + 1].position)
                index += 2
            } else {
                errors.append(DiagramError(at: tokens[index].position, "Expected a parent after 'in', like 'in screen'."))
                index += 1
            }
        }

        var text: String?
        if index < tokens.count, case .string(let value) = tokens[index].kind {
            if kind == .label {
                text = value
            } else {
                errors.append(DiagramError(at: tokens[index].position, "Only labels show text; write 'label \(name) \(tokens[index].text)' for a text label."))
            }
            index += 1
        }

        var properties = PropertyList(owner: "\(keywordText) '\(name)'", kind: kind)
        properties.parse(Array(tokens[index...]), errors: &errors)
        var positions: [String: SourcePosition] = [:]
        for (spec, value, position) in properties.values {
            if spec.name == "axis", keywordText == "hstack" || keywordText == "vstack" {
                errors.append(DiagramError(at: position, "A \(keywordText) already has its axis; remove 'axis' or write 'stack \(name)'."))
                continue
            }
            if spec.name == "text", case .string(let value) = value {
                if text != nil {
                    errors.append(DiagramError(at: position, "Label '\(name)' already has its text; remove 'text=' or the quoted text."))
                }
                text = value
            }
            style.apply(spec, value)
            positions[spec.name] = position
        }

        let parent = placeInHierarchy(name: name, kind: kind, explicitParent: explicitParent,
                                      explicitPosition: parentSource, line: line, keyword: keyword)
        views.append(ViewDeclaration(name: name, kind: kind, parent: parent, parentSource: parentSource, text: text,
                                     style: style, position: keyword.position, namePosition: nameToken.position,
                                     propertyPositions: positions))
    }

    /// Reports a name that constraint lines could not refer to.
    mutating func checkName(_ token: Token) {
        guard let name = token.word else { return }
        if name == "screen" {
            errors.append(DiagramError(at: token.position, "The name 'screen' is reserved for the root view; choose another name."))
            return
        }
        // The constraint syntax's identifiers: letters of any script, ASCII digits and '_'.
        func isAllowed(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic || Lexer.isDigit(scalar) || scalar == "_" }
        let scalars = Array(name.unicodeScalars)
        if !scalars.allSatisfy(isAllowed) {
            let fixed = String(String.UnicodeScalarView(scalars.map { isAllowed($0) ? $0 : "_" }))
            errors.append(DiagramError(at: token.position, "The name '\(name)' can't be used in constraint lines; use letters, digits and '_', like '\(fixed)'."))
        }
    }
}
