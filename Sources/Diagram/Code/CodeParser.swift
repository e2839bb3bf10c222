// Parses Objective-C or Swift layout code, fragments as people quote them, into statements; what it cannot parse it
// skips to the end of the statement and keeps as `unreadable`, with the names in it.
import Layout

/// Why a statement could not be parsed.
struct ParseFailure: Error {
    var position: SourcePosition
    var message: String
}

/// A recursive-descent parser over both languages' tokens: one grammar that accepts either spelling.
struct CodeParser {
    private var tokens: [CodeToken]
    private var index = 0
    /// While reading an `if`/`for`/`while` condition, a `{` starts the body, not a trailing closure.
    private var inCondition = false
    /// How deep the parser is in nested expressions and blocks (hostile input cannot overflow the stack).
    private var depth = 0
    private static let maximumDepth = 200

    /// The statements of `source`, or the lexer's error.
    static func parse(_ source: String) throws(CodeSyntaxError) -> [CodeStatement] {
        var parser = CodeParser(tokens: try CodeLexer.tokens(source))
        return parser.statements(until: nil)
    }

    private init(tokens: [CodeToken]) { self.tokens = tokens }

    // MARK: Tokens

    private var current: CodeToken? { index < tokens.count ? tokens[index] : nil }
    private func token(at offset: Int) -> CodeToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
    private var position: SourcePosition { current?.position ?? tokens.last.map { SourcePosition(line: $0.position.line, column: $0.position.column + 1) } ?? SourcePosition(line: 1, column: 1) }
    private func isPunctuation(_ text: String, at offset: Int = 0) -> Bool { token(at: offset)?.isPunctuation(text) ?? false }
    private func isIdentifier(_ text: String, at offset: Int = 0) -> Bool { token(at: offset)?.identifier == text }

    private mutating func accept(_ punctuation: String) -> Bool {
        guard isPunctuation(punctuation) else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ punctuation: String, _ context: String) throws(ParseFailure) {
        guard accept(punctuation) else {
            throw ParseFailure(position: position, message: "expected '\(punctuation)' \(context), found \(current.map { "'\($0.text)'" } ?? "the end of the code")")
        }
    }

    private mutating func identifier(_ context: String) throws(ParseFailure) -> String {
        guard let name = current?.identifier else {
            throw ParseFailure(position: position, message: "expected a name \(context), found \(current.map { "'\($0.text)'" } ?? "the end of the code")")
        }
        index += 1
        return name
    }

    private mutating func nest() throws(ParseFailure) {
        depth += 1
        if depth > Self.maximumDepth { throw ParseFailure(position: position, message: "code nested more than \(Self.maximumDepth) levels deep") }
    }

    /// Skips a balanced group starting at the current opening bracket.
    private mutating func skipGroup() {
        var level = 0
        repeat {
            guard let token = current else { return }
            if case .punctuation(let p) = token.kind {
                if p == "(" || p == "[" || p == "{" { level += 1 } else if p == ")" || p == "]" || p == "}" { level -= 1 }
            }
            index += 1
        } while level > 0
    }

    /// Whether the brace at the current token closes on a `(` on the same line: a closure called where it is written.
    private func isClosureCall() -> Bool {
        var level = 0
        var probe = index
        while probe < tokens.count {
            if tokens[probe].isPunctuation("{") { level += 1 } else if tokens[probe].isPunctuation("}") {
                level -= 1
                if level == 0 { return probe + 1 < tokens.count && tokens[probe + 1].isPunctuation("(") && !tokens[probe + 1].startsLine }
            }
            probe += 1
        }
        return false
    }

    /// Skips the rest of the current line.
    private mutating func skipLine() {
        guard let line = current?.position.line else { return }
        var last = line
        while let token = current, token.position.line == last || !token.startsLine {
            // A backslash at the end of a line continues a preprocessor line.
            if token.isPunctuation("\\") { last = token.position.line + 1 }
            if token.startsLine && token.position.line != last { break }
            index += 1
        }
    }

    // MARK: Statements

    /// Statements until `closing` (`}` or `@end`), which is consumed, or the end.
    private mutating func statements(until closing: String?) -> [CodeStatement] {
        var result: [CodeStatement] = []
        while let token = current {
            if let closing, token.isPunctuation(closing) || token.identifier == closing {
                index += 1
                return result
            }
            if token.isPunctuation(";") { index += 1; continue }
            // A stray closing bracket at the top level (a fragment cut in the middle) is skipped.
            if closing == nil, token.isPunctuation("}") || token.isPunctuation(")") || token.isPunctuation("]") { index += 1; continue }
            let start = index
            do throws(ParseFailure) {
                if let statement = try statement() { result.append(statement) }
                if index == start { index += 1 }
            } catch {
                index = start
                let words = recover()
                result.append(CodeStatement(.unreadable(message: error.message, words: words), at: tokens[start].position))
                if index == start { index += 1 }
            }
        }
        return result
    }

    /// Skips from the start of a statement that failed to its end: a `;` or a line break outside brackets, or the `}` that
    /// closes the enclosing block (not consumed). Returns the names in what was skipped.
    private mutating func recover() -> Set<String> {
        var words: Set<String> = []
        var level = 0
        var first = true
        while let token = current {
            if level == 0 && !first {
                if token.isPunctuation("}") { break }
                if token.startsLine, !(token.isPunctuation(".") || token.isPunctuation("?.")),
                   let previous = tokens[index - 1].kind as CodeToken.Kind?, !Self.continuesLine(previous) { break }
            }
            first = false
            if let name = token.identifier { words.insert(name) }
            if case .punctuation(let p) = token.kind {
                if p == "(" || p == "[" || p == "{" { level += 1 } else if p == ")" || p == "]" || p == "}" { level = max(0, level - 1) }
                if p == ";" && level == 0 { index += 1; break }
            }
            index += 1
        }
        return words
    }

    private static func continuesLine(_ kind: CodeToken.Kind) -> Bool {
        if case .punctuation(let p) = kind { return [",", "=", "+", "-", "*", "/", "&&", "||", "(", "[", ":", "?", "|", "&"].contains(p) }
        return false
    }

    private static let modifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "final", "override", "required",
                                                 "convenience", "dynamic", "mutating", "nonmutating", "weak", "unowned", "lazy", "nonisolated",
                                                 "indirect", "optional", "static"]
    private static let preprocessorLines: Set<String> = ["#import", "#include", "#pragma", "#if", "#ifdef", "#ifndef", "#else", "#elif",
                                                         "#endif", "#warning", "#error", "#undef", "#line", "#sourceLocation", "import", "@import"]

    /// One statement, or nil for one that means nothing here (`#import`, `break`, an `@interface` without properties).
    private mutating func statement() throws(ParseFailure) -> CodeStatement? {
        try nest()
        defer { depth -= 1 }
        guard let token = current else { return nil }
        let start = token.position
        if let word = token.identifier {
            if Self.preprocessorLines.contains(word) {
                skipLine()
                return nil
            }
            switch word {
            case "#define": return try define()
            case "@interface", "@protocol": return try interface()
            case "@implementation":
                index += 1
                let name = (try? identifier("after '@implementation'")) ?? ""
                if isPunctuation("(") { skipGroup() }
                if isPunctuation("{") { skipGroup() }   // instance variables
                return CodeStatement(.typeBody(name: name, statements(until: "@end")), at: start)
            case "@end": index += 1; return nil
            case "@property": return try property()
            case "@synthesize", "@dynamic", "@class":
                while let t = current, !t.isPunctuation(";") { index += 1 }
                return nil
            case "class", "struct", "extension", "enum", "protocol", "actor":
                // `class func`/`class var` are modifiers.
                if word == "class", isIdentifier("func", at: 1) || isIdentifier("var", at: 1) || isIdentifier("let", at: 1) { index += 1; return try statement() }
                return try typeDeclaration()
            case "func", "init", "deinit":
                if word != "func" || self.token(at: 1)?.identifier != nil { return try function() }
            case "let", "var": return try variable(isProperty: false)
            case "if": return try conditional()
            case "guard": return try guardStatement()
            case "for": return try forStatement()
            case "while":
                index += 1
                let condition = try condition()
                return CodeStatement(.forLoop([], condition, [], try body()), at: start)
            case "repeat", "do":
                index += 1
                let block = try body()
                // `repeat { } while condition`, Objective-C's `do { } while (condition);` (the body runs once here).
                if isIdentifier("while"), word == "repeat" || current?.startsLine == false {
                    index += 1
                    _ = try condition()
                }
                while isIdentifier("catch") {
                    index += 1
                    while let t = current, !t.isPunctuation("{") { index += 1 }
                    skipGroup()
                }
                return CodeStatement(.block(block), at: start)
            case "switch":
                // Which case runs is not worked out: a switch that makes layout is an error (`unreadable`), others are skipped.
                let first = index
                index += 1
                while let t = current, !t.isPunctuation("{") { index += 1 }
                skipGroup()
                let words = Set(tokens[first..<index].compactMap(\.identifier))
                return CodeStatement(.unreadable(message: "the reader does not choose among the cases of a switch; keep the one case the figure shows", words: words), at: start)
            case "defer":
                index += 1
                return CodeStatement(.block(try body()), at: start)
            case "return":
                index += 1
                if let next = current, !next.startsLine, !next.isPunctuation(";"), !next.isPunctuation("}") {
                    return CodeStatement(.returnValue(try expression()), at: start)
                }
                return CodeStatement(.returnValue(nil), at: start)
            case "break", "continue", "fallthrough":
                index += 1
                return nil
            case "typealias", "associatedtype", "case", "default":
                skipLine()
                return nil
            default:
                if Self.modifiers.contains(word) || word == "@objc" || word == "@IBOutlet" || word == "@IBAction" || word == "@MainActor"
                    || word == "@discardableResult" || word == "@available" || word == "@IBInspectable" || word == "@escaping" {
                    index += 1
                    // `@available(…)`, `unowned(unsafe)`, `private(set)`: the parenthesised part goes with the word.
                    if isPunctuation("(") { skipGroup() }
                    if let next = current, next.identifier == "var" || next.identifier == "let" { return try variable(isProperty: true) }
                    return try statement()
                }
            }
        }
        // An Objective-C method: `- (void)viewDidLoad {`, `+ (instancetype)view {`.
        if (token.isPunctuation("-") || token.isPunctuation("+")) && token.startsLine && isPunctuation("(", at: 1) {
            return try method()
        }
        // A brace starts a block, unless it is a closure called at once (`{ … }()`).
        if token.isPunctuation("{"), !isClosureCall() {
            index += 1
            return CodeStatement(.block(statements(until: "}")), at: start)
        }
        if let declaration = try cDeclaration() { return declaration }
        let expression = try expression()
        if let op = current, case .punctuation(let p) = op.kind, ["=", "+=", "-=", "*=", "/="].contains(p) {
            index += 1
            let value = try self.expression()
            return CodeStatement(.assignment(expression, p, value), at: start)
        }
        if let op = current, op.isPunctuation("++") || op.isPunctuation("--"), !op.startsLine {
            index += 1
            return CodeStatement(.assignment(expression, op.isPunctuation("++") ? "+=" : "-=", CodeExpression(.number(1), at: op.position)), at: start)
        }
        try endOfStatement()
        return CodeStatement(.expression(expression), at: start)
    }

    /// After a statement: a `;`, a line break, a closing brace or the end; anything else on the line is an error.
    private mutating func endOfStatement() throws(ParseFailure) {
        guard let next = current else { return }
        if next.isPunctuation(";") { index += 1; return }
        if next.startsLine || next.isPunctuation("}") { return }
        throw ParseFailure(position: next.position, message: "unexpected '\(next.text)' after a complete statement")
    }

    /// `#define NAME value` (to the end of its line); a function-like macro is skipped.
    private mutating func define() throws(ParseFailure) -> CodeStatement? {
        let start = position
        let line = current!.position.line
        index += 1
        guard let name = current?.identifier, current!.position.line == line else { skipLine(); return nil }
        index += 1
        // `#define NAME(x) …` takes arguments: not a constant.
        if let paren = current, paren.isPunctuation("("), paren.position.line == line, paren.position.column == tokens[index - 1].position.column + name.unicodeScalars.count {
            skipLine()
            return nil
        }
        var end = index
        var lastLine = line
        while end < tokens.count, tokens[end].position.line == lastLine || !tokens[end].startsLine {
            if tokens[end].isPunctuation("\\") { lastLine = tokens[end].position.line + 1 }
            end += 1
        }
        let body = tokens[index..<end].filter { !$0.isPunctuation("\\") }
        index = end
        guard !body.isEmpty else { return nil }
        var inner = CodeParser(tokens: body.map { var t = $0; t.startsLine = false; return t })
        guard let value = try? inner.expression(), inner.current == nil || inner.current!.isPunctuation(";") else { return nil }
        return CodeStatement(.define(name, value), at: start)
    }

    /// `@interface … @end`: only its `@property` lines matter.
    private mutating func interface() throws(ParseFailure) -> CodeStatement? {
        let start = position
        index += 1
        var members: [CodeStatement] = []
        while let token = current, token.identifier != "@end" {
            if token.identifier == "@property", let declaration = try? property() {
                members.append(declaration)
            } else if token.isPunctuation("{") {
                skipGroup()
            } else {
                index += 1
            }
        }
        index += 1
        return members.isEmpty ? nil : CodeStatement(.typeBody(name: "", members), at: start)
    }

    /// `@property (nonatomic, strong) UIScrollView *scrollView;`
    private mutating func property() throws(ParseFailure) -> CodeStatement {
        let start = position
        index += 1
        if isPunctuation("(") { skipGroup() }
        var words: [String] = []
        while let token = current, !token.isPunctuation(";") {
            if token.startsLine && !words.isEmpty { break }
            if let name = token.identifier { words.append(name) }
            if token.isPunctuation("<") {   // generics: `NSArray<UIView *> *views`
                var level = 0
                repeat {
                    if current?.isPunctuation("<") == true { level += 1 } else if current?.isPunctuation(">") == true { level -= 1 }
                    index += 1
                } while level > 0 && current != nil
                continue
            }
            index += 1
        }
        _ = accept(";")
        guard let name = words.last, words.count >= 2 else { throw ParseFailure(position: start, message: "cannot read this property declaration") }
        return CodeStatement(.declaration(name: name, type: words.dropLast().last, value: nil, isProperty: true), at: start)
    }

    /// `class Name: Base { members }` and its kin; an enum's or a protocol's body is skipped.
    private mutating func typeDeclaration() throws(ParseFailure) -> CodeStatement? {
        let start = position
        let keyword = current!.identifier!
        index += 1
        let name = (try? identifier("after '\(keyword)'")) ?? ""
        while let token = current, !token.isPunctuation("{") {
            if token.isPunctuation(";") || token.isPunctuation("}") { return nil }
            index += 1
        }
        guard current != nil else { return nil }
        if keyword == "enum" || keyword == "protocol" {
            skipGroup()
            return nil
        }
        index += 1
        return CodeStatement(.typeBody(name: name, statements(until: "}")), at: start)
    }

    /// `func name(label inner: Type, …) -> Type { body }` and `init(…) { … }`.
    private mutating func function() throws(ParseFailure) -> CodeStatement? {
        let start = position
        let keyword = current!.identifier!
        index += 1
        var name = keyword
        if keyword == "func" {
            name = current?.identifier ?? current?.text ?? ""
            index += 1
        }
        if isPunctuation("?") || isPunctuation("!") { index += 1 }
        if isPunctuation("<") { skipAngles() }
        var parameters: [String] = []
        if isPunctuation("(") {
            let open = index
            skipGroup()
            parameters = Self.parameterNames(Array(tokens[(open + 1)..<max(open + 1, index - 1)]))
            // Initialisers are told apart by their first label, as Objective-C names them: `init(frame:)` is `initWithFrame`.
            if keyword == "init", let label = tokens[open + 1].identifier, label != "_" {
                name = "initWith" + label.prefix(1).uppercased() + label.dropFirst()
            }
        }
        while let token = current, !token.isPunctuation("{") {
            // A declaration without a body (a protocol requirement) ends at its line.
            if token.startsLine || token.isPunctuation(";") || token.isPunctuation("}") { return nil }
            index += 1
        }
        guard current != nil else { return nil }
        index += 1
        return CodeStatement(.function(name: name, parameters: parameters, body: statements(until: "}"), isGetter: false), at: start)
    }

    private mutating func skipAngles() {
        var level = 0
        repeat {
            if current?.isPunctuation("<") == true { level += 1 } else if current?.isPunctuation(">") == true { level -= 1 }
            index += 1
        } while level > 0 && current != nil
    }

    /// The names a Swift parameter list binds: the last name before each `:` at the top level (`_ view: UIView` → `view`).
    private static func parameterNames(_ tokens: [CodeToken]) -> [String] {
        var names: [String] = []
        var level = 0
        var last: String?
        var inType = false
        for token in tokens {
            if case .punctuation(let p) = token.kind {
                if p == "(" || p == "[" || p == "<" { level += 1 } else if p == ")" || p == "]" || p == ">" { level -= 1 }
                if level == 0 && p == ":" && !inType { if let last { names.append(last) }; inType = true }
                if level == 0 && p == "," { inType = false; last = nil }
            } else if level == 0 && !inType, let name = token.identifier {
                last = name
            }
        }
        return names
    }

    /// `- (Type)part:(Type)name part2:(Type)name2 { body }`; the method's name is its first part.
    private mutating func method() throws(ParseFailure) -> CodeStatement? {
        let start = position
        index += 1
        skipGroup()   // the return type
        let name = try identifier("naming the method")
        var parameters: [String] = []
        while let token = current, !token.isPunctuation("{"), !token.isPunctuation(";") {
            if token.isPunctuation(":") {
                index += 1
                if isPunctuation("(") { skipGroup() }
                if let parameter = current?.identifier { parameters.append(parameter); index += 1 }
                continue
            }
            index += 1
        }
        guard let open = current, open.isPunctuation("{") else { _ = accept(";"); return nil }
        index += 1
        return CodeStatement(.function(name: name, parameters: parameters, body: statements(until: "}"), isGetter: parameters.isEmpty), at: start)
    }

    /// `let x = v`, `var x: T = v`, `lazy var x: T = { … }()`, `var x: T { get }`, `let (a, b) = …`, several at once.
    private mutating func variable(isProperty: Bool) throws(ParseFailure) -> CodeStatement? {
        let start = position
        index += 1
        var declarations: [CodeStatement] = []
        repeat {
            let nameStart = position
            var names: [String] = []
            if isPunctuation("(") {
                let open = index
                skipGroup()
                names = tokens[(open + 1)..<(index - 1)].compactMap(\.identifier)
            } else {
                names = [try identifier("after 'let' or 'var'")]
            }
            var type: String?
            if accept(":") {
                type = current?.identifier
                // The type runs to `=`, `{`, `,` at the top level, or the end of the line.
                var level = 0
                while let token = current {
                    if level == 0 && (token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(",") || token.isPunctuation(";") || token.startsLine) { break }
                    if case .punctuation(let p) = token.kind {
                        if p == "(" || p == "[" || p == "<" { level += 1 } else if p == ")" || p == "]" || p == ">" { level -= 1 }
                    }
                    index += 1
                }
            }
            var value: CodeExpression?
            if accept("=") {
                value = try expression()
            } else if let brace = current, brace.isPunctuation("{"), !brace.startsLine || type != nil {
                // A computed property (`var x: T { … }`) or observers (`{ didSet { … } }`).
                index += 1
                if isIdentifier("didSet") || isIdentifier("willSet") || isIdentifier("get") || isIdentifier("set") {
                    if isIdentifier("get") {
                        index += 1
                        if isPunctuation("{") {
                            index += 1
                            let body = statements(until: "}")
                            while let t = current, !t.isPunctuation("}") { if t.isPunctuation("{") { skipGroup() } else { index += 1 } }
                            index += 1
                            declarations.append(CodeStatement(.function(name: names.first ?? "", parameters: [], body: body, isGetter: true), at: nameStart))
                            continue
                        }
                    }
                    index -= 1
                    skipGroup()
                } else {
                    let body = statements(until: "}")
                    declarations.append(CodeStatement(.function(name: names.first ?? "", parameters: [], body: body, isGetter: true), at: nameStart))
                    continue
                }
            }
            if names.count == 1 {
                declarations.append(CodeStatement(.declaration(name: names[0], type: type, value: value, isProperty: isProperty), at: nameStart))
            } else if let value {
                // `let (a, b) = (x, y)`: each name gets its element.
                for (offset, name) in names.enumerated() {
                    let element = CodeExpression(.member(value, String(offset)), at: value.position)
                    declarations.append(CodeStatement(.declaration(name: name, type: nil, value: element, isProperty: isProperty), at: nameStart))
                }
            }
        } while accept(",")
        _ = accept(";")
        return declarations.count == 1 ? declarations[0] : CodeStatement(.sequence(declarations), at: start)
    }

    /// A C declaration, when the statement is one: `UIView *view = …;`, `CGFloat w = 3, h = 4;`,
    /// `static const CGFloat kMargin = 16;`, `__weak typeof(self) weakSelf = self;`. Nil (nothing consumed) otherwise.
    private mutating func cDeclaration() throws(ParseFailure) -> CodeStatement? {
        let start = index
        let qualifiers: Set<String> = ["static", "const", "extern", "__weak", "__strong", "__block", "__unsafe_unretained", "__kindof",
                                       "volatile", "unsigned", "signed", "long", "short", "struct", "_Nonnull", "_Nullable", "nonnull", "nullable"]
        var sawType = false
        var typeName: String?
        while let word = current?.identifier, qualifiers.contains(word) { index += 1 }
        if let word = current?.identifier, word == "typeof" || word == "__typeof" || word == "__typeof__" {
            index += 1
            guard isPunctuation("(") else { index = start; return nil }
            skipGroup()
            sawType = true
            typeName = "id"
        } else if let word = current?.identifier, !["return", "self", "super"].contains(word) {
            index += 1
            typeName = word
            sawType = true
            if isPunctuation("<") { skipAngles() }
        }
        guard sawType else { index = start; return nil }
        while let word = current?.identifier, qualifiers.contains(word) { index += 1 }
        var declarations: [CodeStatement] = []
        repeat {
            var stars = 0
            while accept("*") { stars += 1 }
            while let word = current?.identifier, qualifiers.contains(word) || word == "const" { index += 1 }
            guard let name = current?.identifier, let after = token(at: 1),
                  after.isPunctuation("=") || after.isPunctuation(";") || after.isPunctuation(",") || after.isPunctuation("[") || (after.startsLine && declarations.isEmpty && stars > 0) else {
                index = start
                return nil
            }
            // `a b;` where `b` is a type is not a declaration worth reading, but `CGFloat x;` is.
            let namePosition = current!.position
            index += 1
            if isPunctuation("[") { skipGroup() }
            var value: CodeExpression?
            if accept("=") { value = try expression() }
            declarations.append(CodeStatement(.declaration(name: name, type: typeName, value: value, isProperty: false), at: namePosition))
        } while accept(",")
        try endOfStatement()
        return declarations.count == 1 ? declarations[0] : CodeStatement(.sequence(declarations), at: tokens[start].position)
    }

    /// `if cond { … } else if … else { … }`, `if (cond) statement; else statement;`, `if let x = v { … }`.
    private mutating func conditional() throws(ParseFailure) -> CodeStatement {
        let start = position
        index += 1
        let (condition, binding) = try bindingCondition(at: start)
        let then = try body()
        var otherwise: [CodeStatement] = []
        if isIdentifier("else") {
            index += 1
            if isIdentifier("if") { otherwise = [try conditional()] } else { otherwise = try body() }
        }
        return CodeStatement(.conditional(condition, binding: binding, then, otherwise), at: start)
    }

    /// `guard cond else { … }`: read as `if cond {} else { … }`, with its binding.
    private mutating func guardStatement() throws(ParseFailure) -> CodeStatement {
        let start = position
        index += 1
        let (condition, binding) = try bindingCondition(at: start)
        guard isIdentifier("else") else { throw ParseFailure(position: position, message: "expected 'else' after the guard's condition") }
        index += 1
        return CodeStatement(.conditional(condition, binding: binding, [], try body()), at: start)
    }

    /// The condition of an `if` or `guard`: an expression, or `let x = value` (`let x: T = value`, `let x`) binding
    /// `x`. Further Swift conditions after commas are read and ignored.
    private mutating func bindingCondition(at start: SourcePosition) throws(ParseFailure) -> (CodeExpression, binding: String?) {
        var binding: String?
        let condition: CodeExpression
        if isIdentifier("let") || isIdentifier("var"), let name = token(at: 1)?.identifier {
            index += 2
            binding = name
            if accept(":") { while let t = current, !t.isPunctuation("=") && !t.isPunctuation("{") { index += 1 } }
            condition = accept("=") ? try self.condition() : CodeExpression(.name(name), at: start)
        } else {
            condition = try self.condition()
        }
        while accept(",") {
            if isIdentifier("let") || isIdentifier("var") { index += 2; if accept("=") { _ = try self.condition() } } else { _ = try self.condition() }
        }
        return (condition, binding)
    }

    /// An expression in which `{` starts the body that follows.
    private mutating func condition() throws(ParseFailure) -> CodeExpression {
        let saved = inCondition
        inCondition = true
        defer { inCondition = saved }
        return try expression()
    }

    /// A `{ … }` block, or (Objective-C) one statement.
    private mutating func body() throws(ParseFailure) -> [CodeStatement] {
        if accept("{") { return statements(until: "}") }
        guard let statement = try statement() else { return [] }
        return [statement]
    }

    /// `for x in seq { }`, `for (i, x) in seq { }`, `for (UIView *v in views) { }`, `for (int i = 0; i < 3; i++) { }`.
    private mutating func forStatement() throws(ParseFailure) -> CodeStatement {
        let start = position
        index += 1
        if isPunctuation("(") {
            // Objective-C: `in` inside the parentheses makes a fast enumeration.
            var level = 0, probe = index, isForIn = false, isCStyle = false
            repeat {
                let t = tokens[probe]
                if t.isPunctuation("(") { level += 1 } else if t.isPunctuation(")") { level -= 1 }
                if level == 1 && t.identifier == "in" { isForIn = true }
                if level == 1 && t.isPunctuation(";") { isCStyle = true; break }
                probe += 1
            } while level > 0 && probe < tokens.count
            // Swift's `for (i, x) in …` has neither, and is read below.
            if isForIn {
                index += 1
                var names: [String] = []
                while let t = current, t.identifier != "in" {
                    if let name = t.identifier { names = [name] }
                    index += 1
                }
                index += 1
                let sequence = try expression()
                try expect(")", "after the sequence of 'for … in'")
                return CodeStatement(.forIn(names, sequence, try body()), at: start)
            } else if isCStyle {
                index += 1
                var initial: [CodeStatement] = []
                if !isPunctuation(";"), let statement = try statement() { initial = [statement] }
                _ = accept(";")
                let condition: CodeExpression? = isPunctuation(";") ? nil : try expression()
                try expect(";", "after the loop's condition")
                var step: [CodeStatement] = []
                while !isPunctuation(")") {
                    guard current != nil else { throw ParseFailure(position: position, message: "this 'for' is never closed with ')'") }
                    let stepStart = position
                    let target = try expression()
                    if let op = current, case .punctuation(let p) = op.kind, ["=", "+=", "-=", "*=", "/="].contains(p) {
                        index += 1
                        step.append(CodeStatement(.assignment(target, p, try expression()), at: stepStart))
                    } else if accept("++") {
                        step.append(CodeStatement(.assignment(target, "+=", CodeExpression(.number(1), at: stepStart)), at: stepStart))
                    } else if accept("--") {
                        step.append(CodeStatement(.assignment(target, "-=", CodeExpression(.number(1), at: stepStart)), at: stepStart))
                    } else if case .prefix(let op, let operand) = target.kind, op == "++" || op == "--" {
                        step.append(CodeStatement(.assignment(operand, op == "++" ? "+=" : "-=", CodeExpression(.number(1), at: stepStart)), at: stepStart))
                    }
                    _ = accept(",")
                }
                index += 1
                return CodeStatement(.forLoop(initial, condition, step, try body()), at: start)
            }
        }
        // Swift: a name, `_`, or a tuple of names, then `in`.
        var names: [String] = []
        if isIdentifier("case") || isIdentifier("var") || isIdentifier("let") { index += 1 }
        if isPunctuation("(") {
            let open = index
            skipGroup()
            names = tokens[(open + 1)..<(index - 1)].compactMap(\.identifier)
        } else {
            names = [try identifier("after 'for'")]
        }
        guard isIdentifier("in") else { throw ParseFailure(position: position, message: "expected 'in' after the loop's variable") }
        index += 1
        let sequence = try condition()
        if isIdentifier("where") { index += 1; _ = try condition() }
        return CodeStatement(.forIn(names, sequence, try body()), at: start)
    }

    // MARK: Expressions

    private static let binaryPrecedence: [String: Int] = [
        "??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "===": 4, "!==": 4, "<": 4, ">": 4, "<=": 4, ">=": 4,
        "..<": 5, "...": 5, "|": 6, "^": 7, "&": 8, "<<": 9, ">>": 9, "+": 10, "-": 10, "*": 11, "/": 11, "%": 11,
    ]

    /// A whole expression, including `?:`.
    mutating func expression() throws(ParseFailure) -> CodeExpression {
        try nest()
        defer { depth -= 1 }
        let condition = try binary(minimum: 1)
        if let question = current, question.isPunctuation("?") {
            index += 1
            // `a ?: b` (GNU C): the condition itself when true.
            if accept(":") {
                let b = try expression()
                return CodeExpression(.binary("??", condition, b), at: condition.position)
            }
            let a = try expression()
            try expect(":", "in 'condition ? a : b'")
            let b = try expression()
            return CodeExpression(.ternary(condition, a, b), at: condition.position)
        }
        return condition
    }

    private mutating func binary(minimum: Int) throws(ParseFailure) -> CodeExpression {
        var left = try castExpression()
        var terms = 0
        while let token = current, case .punctuation(let op) = token.kind, let precedence = Self.binaryPrecedence[op], precedence >= minimum {
            // A long chain nests as deep as it is long in the tree, and the interpreter walks it recursively.
            terms += 1
            if terms > Self.maximumDepth { throw ParseFailure(position: token.position, message: "an expression of more than \(Self.maximumDepth) operators") }
            index += 1
            let right = try binary(minimum: precedence + 1)
            left = CodeExpression(.binary(op, left, right), at: left.position)
        }
        return left
    }

    /// `value as Type`, `value as? Type`, `value as! Type`, `value is Type`.
    private mutating func castExpression() throws(ParseFailure) -> CodeExpression {
        var value = try prefixExpression()
        while let word = current?.identifier, word == "as" || word == "is" {
            index += 1
            if isPunctuation("?") || isPunctuation("!") { index += 1 }
            let type = try identifier("after '\(word)'")
            while accept(".") { _ = try? identifier("in a type name") }
            if isPunctuation("<") { skipAngles() }
            while isPunctuation("?") || isPunctuation("!") { index += 1 }
            value = word == "is" ? CodeExpression(.opaque("is"), at: value.position) : CodeExpression(.cast(type, value), at: value.position)
        }
        return value
    }

    private mutating func prefixExpression() throws(ParseFailure) -> CodeExpression {
        guard let token = current else { throw ParseFailure(position: position, message: "expected a value, found the end of the code") }
        if case .punctuation(let op) = token.kind, ["-", "+", "!", "&", "*", "~", "++", "--"].contains(op) {
            index += 1
            try nest()
            defer { depth -= 1 }
            let operand = try prefixExpression()
            return CodeExpression(.prefix(op, operand), at: token.position)
        }
        if let word = token.identifier, word == "try" || word == "await" {
            index += 1
            if isPunctuation("?") || isPunctuation("!") { index += 1 }
            return try prefixExpression()
        }
        return try postfixExpression()
    }

    private mutating func postfixExpression() throws(ParseFailure) -> CodeExpression {
        var value = try primary()
        var links = 0
        while let token = current {
            links += 1
            if links > Self.maximumDepth { throw ParseFailure(position: token.position, message: "a chain of more than \(Self.maximumDepth) members and calls") }
            if token.isPunctuation(".") || token.isPunctuation("?.") {
                index += 1
                guard let next = current else { throw ParseFailure(position: position, message: "expected a member name after '.'") }
                let name: String
                // A tuple's element (`.0`): a whole number an Int holds (`.1111…` of 76 digits is none).
                if let word = next.identifier { name = word } else if case .number(let n) = next.kind, n >= 0, n == n.rounded(), n < 1e15 { name = String(Int(n)) } else {
                    throw ParseFailure(position: next.position, message: "expected a member name after '.', found '\(next.text)'")
                }
                index += 1
                value = CodeExpression(.member(value, name), at: value.position)
                continue
            }
            if token.startsLine { break }
            if token.isPunctuation("!") || (token.isPunctuation("?") && !(self.token(at: 1).map { $0.startsLine || Self.startsOperand($0) } ?? true)) {
                index += 1   // force unwrap / optional: the value itself
                continue
            }
            if token.isPunctuation("(") {
                index += 1
                value = CodeExpression(.call(value, try arguments(closing: ")")), at: value.position)
                continue
            }
            if token.isPunctuation("[") {
                index += 1
                var items: [CodeExpression] = []
                while !accept("]") {
                    items.append(try expression())
                    if !accept(",") { try expect("]", "closing the subscript") ; break }
                }
                value = CodeExpression(.subscripted(value, items), at: value.position)
                continue
            }
            if token.isPunctuation("{") && !inCondition {
                let closure = try closureExpression()
                if case .call(let callee, var args) = value.kind {
                    args.append(CodeArgument(label: nil, value: closure))
                    value = CodeExpression(.call(callee, args), at: value.position)
                } else {
                    value = CodeExpression(.call(value, [CodeArgument(label: nil, value: closure)]), at: value.position)
                }
                continue
            }
            if token.isPunctuation("<"), value.name?.first?.isUppercase == true, Self.isGenericArgumentList(tokens, from: index) {
                skipAngles()
                continue
            }
            break
        }
        return value
    }

    /// Whether `<` at `start` opens generic arguments (`Array<UIView>()`): names, `.`, `,`, `*`, `?` up to a `>` followed by `(`.
    private static func isGenericArgumentList(_ tokens: [CodeToken], from start: Int) -> Bool {
        var i = start + 1
        while i < tokens.count {
            let t = tokens[i]
            if t.isPunctuation(">") { return i + 1 < tokens.count && (tokens[i + 1].isPunctuation("(") || tokens[i + 1].isPunctuation(".")) }
            guard t.identifier != nil || t.isPunctuation(".") || t.isPunctuation(",") || t.isPunctuation("*") || t.isPunctuation("?") else { return false }
            i += 1
        }
        return false
    }

    private static func startsOperand(_ token: CodeToken) -> Bool {
        switch token.kind {
        case .identifier, .number, .string: true
        case .punctuation(let p): ["(", "[", "@", "-", "!", "."].contains(p)
        }
    }

    /// Call arguments up to `closing`: `label: value` or `value`, separated by commas.
    private mutating func arguments(closing: String) throws(ParseFailure) -> [CodeArgument] {
        var result: [CodeArgument] = []
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        while !accept(closing) {
            guard current != nil else { throw ParseFailure(position: position, message: "expected '\(closing)' closing the arguments") }
            var label: String?
            if let word = current?.identifier, isPunctuation(":", at: 1), !isPunctuation(":", at: 2) {
                label = word
                index += 2
            } else if isPunctuation("_"), isPunctuation(":", at: 1) {
                index += 2
            }
            result.append(CodeArgument(label: label, value: try expression()))
            if !accept(",") {
                try expect(closing, "closing the arguments")
                break
            }
        }
        return result
    }

    private mutating func primary() throws(ParseFailure) -> CodeExpression {
        guard let token = current else { throw ParseFailure(position: position, message: "expected a value, found the end of the code") }
        let start = token.position
        switch token.kind {
        case .number(let value):
            index += 1
            return CodeExpression(.number(value), at: start)
        case .string(var text, var interpolated):
            index += 1
            // Adjacent literals join (`@"H:|-[a]" @"-|"`).
            while let next = current, case .string(let more, let moreInterpolated) = next.kind {
                text += more
                interpolated = interpolated || moreInterpolated
                index += 1
            }
            return CodeExpression(.string(interpolated ? nil : text), at: start)
        case .identifier(let word):
            index += 1
            switch word {
            case "true", "YES": return CodeExpression(.bool(true), at: start)
            case "false", "NO": return CodeExpression(.bool(false), at: start)
            case "nil", "NULL", "Nil": return CodeExpression(.null, at: start)
            case "#selector", "@selector", "@encode", "@protocol", "#keyPath", "#colorLiteral", "#imageLiteral", "sizeof", "typeof", "__typeof", "@available", "#available":
                if isPunctuation("(") { skipGroup() }
                return CodeExpression(.opaque(word), at: start)
            default:
                return CodeExpression(.name(word), at: start)
            }
        case .punctuation(let p):
            switch p {
            case ".":
                index += 1
                let name = try identifier("after '.'")
                return CodeExpression(.member(nil, name), at: start)
            case "(":
                if let cast = try castPrefix() { return cast }
                index += 1
                let items = try arguments(closing: ")")
                if items.count == 1, items[0].label == nil { return items[0].value }
                return CodeExpression(.tuple(items), at: start)
            case "[":
                return try bracket()
            case "@":
                index += 1
                guard let next = current else { throw ParseFailure(position: start, message: "expected a value after '@'") }
                if next.isPunctuation("(") {
                    index += 1
                    let value = try expression()
                    try expect(")", "closing '@('")
                    return CodeExpression(.boxed(value), at: start)
                }
                if next.isPunctuation("[") {
                    index += 1
                    var items: [CodeExpression] = []
                    while !accept("]") {
                        items.append(try expression())
                        if !accept(",") { try expect("]", "closing '@['"); break }
                    }
                    return CodeExpression(.array(items), at: start)
                }
                if next.isPunctuation("{") {
                    index += 1
                    var pairs: [(key: CodeExpression, value: CodeExpression)] = []
                    while !accept("}") {
                        let key = try expression()
                        try expect(":", "between a key and its value")
                        pairs.append((key, try expression()))
                        if !accept(",") { try expect("}", "closing '@{'"); break }
                    }
                    return CodeExpression(.dictionary(pairs), at: start)
                }
                if next.isPunctuation("-") || next.kind.isNumber || next.identifier == "YES" || next.identifier == "NO" {
                    return CodeExpression(.boxed(try prefixExpression()), at: start)
                }
                throw ParseFailure(position: start, message: "expected '(', '[', '{' or a number after '@'")
            case "^":
                index += 1
                if isIdentifier("void") || current?.identifier?.first?.isUppercase == true, !isPunctuation("(") { index += 1; while accept("*") {} }
                var parameters: [String] = []
                if isPunctuation("(") {
                    let open = index
                    skipGroup()
                    parameters = Self.blockParameterNames(Array(tokens[(open + 1)..<(index - 1)]))
                }
                guard accept("{") else { throw ParseFailure(position: position, message: "expected '{' starting the block's body") }
                return CodeExpression(.closure(parameters, statements(until: "}")), at: start)
            case "{":
                return try closureExpression()
            case "#":
                throw ParseFailure(position: start, message: "unexpected '#'")
            default:
                throw ParseFailure(position: start, message: "expected a value, found '\(p)'")
            }
        }
    }

    /// The parameter names of an Objective-C block: the last name of each comma-separated part (`MASConstraintMaker *make`).
    private static func blockParameterNames(_ tokens: [CodeToken]) -> [String] {
        var names: [String] = []
        var last: String?
        for token in tokens {
            if token.isPunctuation(",") { if let last { names.append(last) }; last = nil } else if let name = token.identifier, name != "void" { last = name }
        }
        if let last { names.append(last) }
        return names
    }

    /// `(Type)value` or `(Type *)value`, when the parentheses hold only a type followed by an operand.
    private mutating func castPrefix() throws(ParseFailure) -> CodeExpression? {
        guard let type = token(at: 1)?.identifier, type.first?.isUppercase == true || ["int", "float", "double", "long", "id", "unsigned", "short", "char", "void", "bool"].contains(type) else { return nil }
        var offset = 2
        while token(at: offset)?.isPunctuation("*") == true { offset += 1 }
        guard token(at: offset)?.isPunctuation(")") == true, let after = token(at: offset + 1),
              Self.startsOperand(after), !after.isPunctuation("-"), !after.isPunctuation("."), !after.isPunctuation("!") else { return nil }
        let start = position
        index += offset + 1
        return CodeExpression(.cast(type, try prefixExpression()), at: start)
    }

    /// `[` starts an Objective-C message (`[receiver selector…]`) or a Swift array or dictionary literal.
    private mutating func bracket() throws(ParseFailure) -> CodeExpression {
        let start = position
        index += 1
        if accept("]") { return CodeExpression(.array([]), at: start) }
        if isPunctuation(":"), isPunctuation("]", at: 1) { index += 2; return CodeExpression(.dictionary([]), at: start) }
        let first = try expression()
        // A name after the first expression is a selector part: `[receiver selector…]`.
        if current?.identifier != nil { return try message(to: first, at: start) }
        if accept(":") {
            var pairs: [(key: CodeExpression, value: CodeExpression)] = [(first, try expression())]
            while accept(",") {
                if isPunctuation("]") { break }
                let key = try expression()
                try expect(":", "between a key and its value")
                pairs.append((key, try expression()))
            }
            try expect("]", "closing the dictionary")
            return CodeExpression(.dictionary(pairs), at: start)
        }
        var items = [first]
        while accept(",") {
            if isPunctuation("]") { break }
            items.append(try expression())
        }
        try expect("]", "closing the array")
        return CodeExpression(.array(items), at: start)
    }

    /// The selector parts of an Objective-C message after its receiver, up to `]`.
    private mutating func message(to receiver: CodeExpression, at start: SourcePosition) throws(ParseFailure) -> CodeExpression {
        var parts: [(part: String, argument: CodeExpression?)] = []
        while !accept("]") {
            guard let part = current?.identifier else {
                throw ParseFailure(position: position, message: "expected a selector part or ']' in this message, found \(current.map { "'\($0.text)'" } ?? "the end of the code")")
            }
            index += 1
            if accept(":") {
                var argument = try expression()
                // Variadic arguments: `arrayWithObjects:a, b, nil`.
                if isPunctuation(",") {
                    var items = [argument]
                    while accept(",") { items.append(try expression()) }
                    argument = CodeExpression(.array(items.filter { if case .null = $0.kind { return false }; return true }), at: argument.position)
                }
                parts.append((part, argument))
            } else {
                guard parts.isEmpty else { throw ParseFailure(position: position, message: "expected ':' after '\(part)'") }
                parts.append((part, nil))
                try expect("]", "closing the message")
                break
            }
        }
        guard !parts.isEmpty else { throw ParseFailure(position: start, message: "this message names no selector") }
        return CodeExpression(.message(receiver, parts), at: start)
    }

    /// `{ params in statements }` or `{ statements }` (with `$0`).
    private mutating func closureExpression() throws(ParseFailure) -> CodeExpression {
        let start = position
        index += 1
        var parameters: [String] = []
        // Look for `in` ending a signature: names, types, parentheses, a capture list.
        var probe = index, level = 0
        var signature = false
        while probe < tokens.count, probe - index < 64 {
            let t = tokens[probe]
            if level == 0 && t.identifier == "in" { signature = true; break }
            if case .punctuation(let p) = t.kind {
                if p == "(" || p == "[" || p == "<" { level += 1 } else if p == ")" || p == "]" || p == ">" { level -= 1 }
                else if ![",", ":", "->", "?", "!", ".", "_"].contains(p) { break }
                if level < 0 { break }
            } else if t.identifier == nil { break }
            probe += 1
        }
        if signature {
            let part = Array(tokens[index..<probe])
            var i = 0
            if part.first?.isPunctuation("[") == true {   // capture list
                var l = 0
                repeat {
                    if part[i].isPunctuation("[") { l += 1 } else if part[i].isPunctuation("]") { l -= 1 }
                    i += 1
                } while l > 0 && i < part.count
            }
            var level = 0
            var previous: CodeToken?
            for token in part[i...] {
                if token.isPunctuation("(") { level += 1 } else if token.isPunctuation(")") { level -= 1 }
                if let name = token.identifier, level <= 1, previous == nil || previous!.isPunctuation("(") || previous!.isPunctuation(",") { parameters.append(name) }
                if token.isPunctuation("->") { break }
                previous = token
            }
            index = probe + 1
        }
        let saved = inCondition
        inCondition = false
        defer { inCondition = saved }
        return CodeExpression(.closure(parameters, statements(until: "}")), at: start)
    }
}

private extension CodeToken.Kind {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
