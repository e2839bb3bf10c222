// Reads the `name=value` properties at the end of a view line and checks each against the schema.
import Layout

/// The properties of one line, read and checked.
struct PropertyList {
    /// How messages name the line's view ("stack 'body'", "the screen").
    let owner: String
    /// The view's kind, nil for the screen.
    let kind: ViewKind?
    /// The checked properties in source order, with where each name was written.
    var values: [(spec: PropertySpec, value: TypedValue, position: SourcePosition)] = []
    /// What each group was set by, for "set twice" errors.
    private var setters: [String: (spelling: String, position: SourcePosition)] = [:]

    init(owner: String, kind: ViewKind?) {
        self.owner = owner
        self.kind = kind
    }

    /// Reads `tokens` (everything after the name, parent and text) as properties.
    mutating func parse(_ tokens: [Token], errors: inout [DiagramError]) {
        var index = 0
        while index < tokens.count {
            let nameToken = tokens[index]
            guard let name = nameToken.word else {
                let example = if case .size = nameToken.kind { "size=\(nameToken.text)" } else { "spacing=8" }
                errors.append(DiagramError(at: nameToken.position, "Unexpected '\(nameToken.text)'; properties are written 'name=value', like '\(example)'."))
                index += 1
                continue
            }
            index += 1
            guard index < tokens.count, tokens[index].kind == .equals else {
                errors.append(missingEquals(nameToken, name: name))
                continue
            }
            let equals = tokens[index]
            index += 1
            guard let value = readValue(tokens, &index, after: equals, name: name, errors: &errors) else { continue }
            check(name: name, at: nameToken.position, value: value, errors: &errors)
        }
    }

    private func missingEquals(_ token: Token, name: String) -> DiagramError {
        if PropertySchema.spec(named: name) != nil {
            return DiagramError(at: token.position, "Expected '=' after '\(name)', like '\(name)=\(example(for: name))'.")
        }
        if kind == .label {
            return DiagramError(at: token.position, "Unexpected '\(name)'; put a label's text in double quotes, like \"\(name)\".")
        }
        return DiagramError(at: token.position, "Unexpected '\(name)'; properties are written 'name=value', like 'spacing=8'.")
    }

    private func example(for name: String) -> String {
        switch PropertySchema.spec(named: name)?.value {
        case .size: "44x44"
        case .insets: "16"
        case .point: "0,0"
        case .keyword(let words, _): words.first ?? "…"
        case .string: "\"text\""
        case .bool: "true"
        default: "8"
        }
    }

    /// Reads `atom (, atom)*` or `( atom, atom )` starting at `index`.
    private func readValue(_ tokens: [Token], _ index: inout Int, after equals: Token, name: String,
                           errors: inout [DiagramError]) -> WrittenValue? {
        func isAtom(_ i: Int) -> Bool {
            guard i < tokens.count else { return false }
            switch tokens[i].kind {
            case .word: return !(i + 1 < tokens.count && tokens[i + 1].kind == .equals)
            case .number, .percent, .size, .string: return true
            default: return false
            }
        }
        let start = index
        var atoms: [Token] = []
        let missing = DiagramError(line: equals.position.line, column: equals.position.column + 1,
                                   "Missing value after '\(name)='.")
        if index < tokens.count, tokens[index].kind == .openParen {
            index += 1
            while index < tokens.count, tokens[index].kind != .closeParen {
                if isAtom(index) { atoms.append(tokens[index]) } else if tokens[index].kind != .comma { break }
                index += 1
            }
            guard index < tokens.count, tokens[index].kind == .closeParen else {
                errors.append(DiagramError(at: tokens[start].position, "Missing ')' to close the value of '\(name)'."))
                return nil
            }
            index += 1
        } else {
            guard isAtom(index) else {
                errors.append(missing)
                if index < tokens.count, tokens[index].word == nil { index += 1 }
                return nil
            }
            atoms.append(tokens[index])
            index += 1
            // `justify=safe center`: `safe` and `unsafe` are followed by the position they qualify (css-align-3 §4.4).
            if let word = atoms[0].word, word == "safe" || word == "unsafe", isAtom(index), tokens[index].word != nil,
               let spec = PropertySchema.spec(named: name), PropertySchema.overflowPositionProperties.contains(spec.name) {
                atoms.append(tokens[index])
                index += 1
            }
            while index < tokens.count, tokens[index].kind == .comma {
                guard isAtom(index + 1) else {
                    errors.append(DiagramError(line: tokens[index].position.line, column: tokens[index].position.column + 1,
                                               "Expected a value after ',' in '\(name)'."))
                    index += 1
                    return nil
                }
                atoms.append(tokens[index + 1])
                index += 2
            }
        }
        var text = ""
        for (offset, token) in tokens[start..<index].enumerated() {
            if offset > 0 && token.isPrecededBySpace { text += " " }
            text += token.text
        }
        let position = start < tokens.count ? tokens[start].position : missing.position
        return WrittenValue(atoms: atoms, position: position, text: text)
    }

    /// Looks the property up, checks its scope, conflicts and value, and records it.
    private mutating func check(name: String, at position: SourcePosition, value: WrittenValue,
                                errors: inout [DiagramError]) {
        guard let spec = PropertySchema.spec(named: name) else {
            let candidates = PropertySchema.all.filter { $0.scope.allows(kind) }.flatMap { [$0.name] + $0.aliases }
            let hint = Suggestion.closest(to: name, in: candidates) ?? Suggestion.closest(to: name, in: PropertySchema.allNames)
            errors.append(DiagramError(at: position, "Unknown property '\(name)' on \(owner).\(hint.map { " Did you mean '\($0)'?" } ?? "")"))
            return
        }
        guard spec.scope.allows(kind) else {
            errors.append(DiagramError(at: position, "'\(name)' applies to \(spec.scope.description), not to \(owner)."))
            return
        }
        for group in spec.groups {
            if let previous = setters[group] {
                let message = previous.spelling == name
                    ? "'\(name)' is already set on \(owner) at column \(previous.position.column); keep one."
                    : "'\(name)' and '\(previous.spelling)' (column \(previous.position.column)) both set the same thing on \(owner); keep one."
                errors.append(DiagramError(at: position, message))
                return
            }
        }
        switch PropertyValueParser.parse(value, for: spec, spelling: name) {
        case .success(let typed):
            for group in spec.groups { setters[group] = (name, position) }
            values.append((spec, typed, position))
        case .failure(let error):
            errors.append(error)
        }
    }
}
