// The lexer of the C, script and JVM families: one engine driven by a language's `CodeSyntax`.

/// Lexes code in any language described by a `CodeSyntax`.
struct CodeLexer: Lexer {
    let syntax: CodeSyntax
    /// String rules that need no prefix, and the prefixed ones, split once.
    private let plainStrings: [StringSyntax]
    private let prefixedStrings: [StringSyntax]
    private let lineComments: [CodeSyntax.LineComment]
    private let identifierPart: ByteSet
    /// The language's features in a fixed order, and the bytes any of them can start with.
    private let features: [CodeSyntax.Feature]
    private let featureStarts: ByteSet
    /// The first bytes of comments and of strings: most bytes start neither, and skip those loops.
    private let commentStarts: ByteSet
    private let stringStarts: ByteSet
    /// The bytes that start a word and nothing else (no feature, comment, string, directive or `@` word): most
    /// tokens are words, and these go to `lexWord` without the other rules' tests.
    private let plainWordStarts: ByteSet
    /// Punctuation that starts no construct of the language: after an opener an expression may start, after a
    /// closer it may not. A third of a block's tokens; these skip the other rules' tests.
    private let plainOpeners: ByteSet
    private let plainClosers: ByteSet
    /// Operator bytes that start no construct, and whether `.` starts none but numbers (`.5`): the next most common
    /// tokens (a `.` is one token in fourteen of Swift), taken the same way.
    private let plainOperators: ByteSet
    private let dotIsPlain: Bool
    /// `syntax.words` and the introducers, in one table: every identifier is looked up once for both.
    private let words: WordTable<WordRole>
    /// Whether `name:` is a symbol (Ruby's hashes, Elixir's keyword lists).
    private let hasKeywordSymbols: Bool

    init(_ syntax: CodeSyntax) {
        self.syntax = syntax
        var roles = syntax.words.mapValues { WordRole(listed: $0) }
        // Where a word introduces two things, a function wins over a type, a type over a module.
        for (words, tokenClass) in [(syntax.namespaceIntroducers, TokenClass.nameNamespace), (syntax.typeIntroducers, .nameClass),
                                    (syntax.functionIntroducers, .nameFunction)] {
            for word in words { roles[word, default: WordRole()].introduces = tokenClass }
        }
        words = WordTable(roles, foldsCase: syntax.wordsIgnoreCase)
        hasKeywordSymbols = syntax.features.contains(.elixirLiterals) || syntax.features.contains(.rubyLiterals)
        let strings = syntax.strings.sorted { $0.open.count > $1.open.count }
        plainStrings = strings.filter { $0.prefixes.isEmpty }
        prefixedStrings = strings.filter { !$0.prefixes.isEmpty }
        lineComments = syntax.lineComments.sorted { $0.marker.count > $1.marker.count }
        identifierPart = ByteSet.identifierPart.union(syntax.identifierExtras)
        features = syntax.features.sorted { "\($0)" < "\($1)" }
        featureStarts = features.reduce(ByteSet()) { $0.union(Self.starts(of: $1)) }
        commentStarts = (syntax.lineComments.map(\.marker) + syntax.blockComments.map(\.open)).reduce(ByteSet()) { set, marker in
            var set = set
            if let first = marker.first { set.insert(first) }
            return set
        }
        stringStarts = plainStrings.reduce(ByteSet()) { set, string in
            var set = set
            if let first = string.open.first { set.insert(first) }
            return set
        }
        // The bytes some rule before the quick paths takes: a feature, a comment or a string starts with them.
        let constructStarts = featureStarts.union(commentStarts).union(stringStarts)
        plainWordStarts = ByteSet.identifierStart.subtracting(constructStarts.union(ByteSet("#@")))
        plainOpeners = ByteSet("([{,;:").subtracting(constructStarts)
        plainClosers = ByteSet(")]}").subtracting(constructStarts)
        plainOperators = operators.subtracting(constructStarts.union(ByteSet("#@.")))
        dotIsPlain = !constructStarts.contains(UInt8(ascii: "."))
    }

    /// The bytes a feature's constructs can start with.
    private static func starts(of feature: CodeSyntax.Feature) -> ByteSet {
        switch feature {
        case .swiftRawStrings: ByteSet("#")
        case .rustLiterals: ByteSet("rb'#$")
        case .cppRawStrings: ByteSet("uULR")
        case .luaLongBrackets: ByteSet("-[")
        case .rubyLiterals: ByteSet("%:$@</?")
        case .elixirLiterals: ByteSet("~:@?")
        case .regexLiterals: ByteSet("/")
        case .pythonDecorators: ByteSet("@")
        case .dollarVariables: ByteSet("$")
        }
    }

    func tokens(in bytes: [UInt8]) -> [Token] {
        var state = LexState(Scanner(bytes))
        lexCode(&state, closer: nil, depth: 0)
        return state.scanner.tokens
    }

    /// The scanner and what spans lines: heredocs waiting for the end of their opening line.
    struct LexState {
        var scanner: Scanner
        /// Heredoc terminators to read once the current line ends, in order, and whether they may be indented.
        var pendingHeredocs: [(terminator: [UInt8], indented: Bool)] = []
        /// The word that makes the next identifier a function, type or module name.
        var introducer: TokenClass? = nil
        /// Whether an expression may start here (for `/regex/` and `%w[]`).
        var expressionMayStart = true
        /// Whether the line is a compiler directive (`#if DEBUG`), whose names are the directive's.
        var inDirective = false
        init(_ scanner: Scanner) { self.scanner = scanner }
    }

    /// Lexes code until the end, or, inside an interpolation, until `closer` at nesting level 0 (left unread).
    private func lexCode(_ state: inout LexState, closer: UInt8?, depth: Int) {
        let opener: UInt8? = closer == UInt8(ascii: ")") ? UInt8(ascii: "(") : closer == UInt8(ascii: "}") ? UInt8(ascii: "{") : nil
        var nesting = 0
        while !state.scanner.atEnd {
            let byte = state.scanner.peek()
            if let closer {
                if byte == closer {
                    if nesting == 0 { return }
                    nesting -= 1
                } else if byte == opener {
                    nesting += 1
                }
            }
            let before = state.scanner.position
            lexToken(&state, depth: depth)
            // Every step reads at least one byte, whatever a rule above missed: lexing always ends.
            if state.scanner.position == before { state.scanner.position += 1 }
        }
    }

    /// Reads one token (or one byte of plain text).
    private func lexToken(_ state: inout LexState, depth: Int) {
        let start = state.scanner.position
        let byte = state.scanner.peek()
        // Line breaks (and the heredoc bodies they start).
        if byte == 0x0A || byte == 0x0D {
            state.scanner.position += 1
            if byte == 0x0D, state.scanner.peek() == 0x0A { state.scanner.position += 1 }
            if !state.pendingHeredocs.isEmpty { readHeredocBodies(&state) }
            state.inDirective = false
            if state.scanner.isLineStart(state.scanner.position) { state.expressionMayStart = true }
            return
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
            state.scanner.skip(.horizontalSpace)
            return
        }
        // The same as the word rule at the end, reached without the tests in between (none of them takes such a byte).
        if plainWordStarts.contains(byte) {
            lexWord(&state, state.scanner.scanWord(checkedStart: identifierPart), depth: depth)
            return
        }
        // The same as the punctuation at the end, reached the same way.
        if plainOpeners.contains(byte) || plainClosers.contains(byte) {
            state.scanner.position += 1
            state.introducer = nil
            state.expressionMayStart = plainOpeners.contains(byte)
            return
        }
        // The same as the operator and `.` rules at the end (a `.` before a digit starts a number).
        if plainOperators.contains(byte) {
            state.scanner.skip(operators)
            state.scanner.emit(.operator, from: start)
            state.introducer = nil
            state.expressionMayStart = true
            return
        }
        if byte == UInt8(ascii: "."), dotIsPlain, !ByteSet.digits.contains(state.scanner.peek(1)) {
            state.scanner.position += 1
            state.introducer = nil
            state.expressionMayStart = false
            return
        }
        if featureStarts.contains(byte), lexSpecial(&state, depth: depth) {
            state.introducer = nil
            return
        }
        if commentStarts.contains(byte) {
            for comment in lineComments where state.scanner.matches(comment.marker) {
                state.scanner.skipToLineEnd()
                state.scanner.emit(comment.tokenClass, from: start)
                return
            }
            for comment in syntax.blockComments where state.scanner.matches(comment.open) {
                lexBlockComment(&state.scanner, comment)
                return
            }
        }
        if byte == UInt8(ascii: "#"), lexPreprocessor(&state) { return }
        if stringStarts.contains(byte) {
            for string in plainStrings where state.scanner.matches(string.open) {
                lexString(&state, string, depth: depth)
                state.expressionMayStart = false
                state.introducer = nil
                return
            }
        }
        if byte == UInt8(ascii: "@"), let atClass = syntax.atWordClass,
           ByteSet.identifierStart.contains(state.scanner.peek(1)) {
            state.scanner.position += 1
            _ = state.scanner.scanWord(part: identifierPart)
            let word = "@" + state.scanner.text(start + 1, state.scanner.position)
            state.scanner.emit(syntax.words[word] ?? atClass, from: start)
            state.expressionMayStart = false
            return
        }
        if let numberClass = state.scanner.scanNumber(
            quoteSeparators: syntax.quoteDigitSeparators, leadingZeroIsOctal: syntax.leadingZeroIsOctal,
            trailingDot: syntax.trailingDotFloats) {
            state.scanner.emit(numberClass, from: start)
            state.expressionMayStart = false
            state.introducer = nil
            return
        }
        if let range = state.scanner.scanWord(part: identifierPart) {
            lexWord(&state, range, depth: depth)
            return
        }
        state.scanner.position += 1
        state.introducer = nil
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            state.expressionMayStart = true
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "."):
            state.expressionMayStart = false
        case _ where operators.contains(byte):
            state.scanner.skip(operators)
            state.scanner.emit(.operator, from: start)
            state.expressionMayStart = true
        default:
            break
        }
    }

    /// Operator bytes. Stored, not static: a static set made from a string is made lazily, and asked for through
    /// `swift_once` at every punctuation byte.
    private let operators = ByteSet("+-*/%=<>!&|^~?")

    /// An identifier: a keyword or other listed word, a string prefix, a declared name, or a plain name.
    private func lexWord(_ state: inout LexState, _ range: Range<Int>, depth: Int) {
        var end = range.upperBound
        if syntax.identifierSuffixes.contains(state.scanner.peek()), state.scanner.peek(1) != UInt8(ascii: "=") {
            state.scanner.position += 1
            end += 1
        }
        let bytes = state.scanner.bytes
        // A string prefix: r"…", f'…', L"…", @"…".
        let next = state.scanner.peek()
        if !prefixedStrings.isEmpty, next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "`") {
            let word = state.scanner.text(range.lowerBound, end)
            for string in prefixedStrings where string.prefixes.contains(word) && state.scanner.matches(string.open) {
                state.scanner.emit(.stringAffix, from: range.lowerBound)
                lexString(&state, string, depth: depth)
                state.expressionMayStart = false
                return
            }
        }
        let role = words.value(bytes, range.lowerBound..<end)
        var tokenClass: TokenClass
        if let listed = role?.listed ?? (end > range.upperBound ? words.value(bytes, range)?.listed : nil) {
            tokenClass = listed
        } else if syntax.typeAnnotations, isAnnotatedType(state.scanner, range.lowerBound) {
            tokenClass = .keywordType
        } else if state.inDirective {
            tokenClass = .commentPreproc
        } else if let introduced = state.introducer {
            tokenClass = introduced
        } else if let capitalized = syntax.capitalizedClass, bytes[range.lowerBound] >= 0x41, bytes[range.lowerBound] <= 0x5A {
            tokenClass = capitalized
        } else {
            tokenClass = .name
        }
        if hasKeywordSymbols, state.scanner.peek() == UInt8(ascii: ":"), state.scanner.peek(1) != UInt8(ascii: ":"),
           ByteSet.whitespace.contains(state.scanner.peek(1)) || state.scanner.peek(1) == 0 {
            // `key: value` in keyword lists and hashes.
            state.scanner.position += 1
            state.scanner.emit(.stringSymbol, from: range.lowerBound)
            state.introducer = nil
            state.expressionMayStart = true
            return
        }
        // Plain names stay plain text: a span around every identifier would double a block's markup for no colour.
        state.scanner.emit(tokenClass == .name ? .text : tokenClass, from: range.lowerBound)
        let isKeyword = tokenClass.isKeyword
        if let introduced = role?.introduces {
            state.introducer = introduced
        } else if !isKeyword {
            state.introducer = nil
        }
        state.expressionMayStart = isKeyword
    }

    /// Whether the word at `start` follows `name:` or `):`, as a type annotation does.
    private func isAnnotatedType(_ scanner: Scanner, _ start: Int) -> Bool {
        var cursor = start - 1
        while cursor >= 0, scanner.bytes[cursor] == 0x20 || scanner.bytes[cursor] == 0x09 { cursor -= 1 }
        guard cursor >= 1, scanner.bytes[cursor] == UInt8(ascii: ":"), scanner.bytes[cursor - 1] != UInt8(ascii: ":") else { return false }
        cursor -= 1
        while cursor >= 0, scanner.bytes[cursor] == 0x20 || scanner.bytes[cursor] == 0x09 { cursor -= 1 }
        guard cursor >= 0 else { return false }
        let before = scanner.bytes[cursor]
        return identifierPart.contains(before) || before == UInt8(ascii: "?") || before == UInt8(ascii: ")")
    }

    // MARK: Comments and preprocessor lines

    private func lexBlockComment(_ scanner: inout Scanner, _ comment: CodeSyntax.BlockComment) {
        let start = scanner.position
        scanner.position += comment.open.count
        var level = 1
        while !scanner.atEnd {
            if scanner.matches(comment.close) {
                scanner.position += comment.close.count
                level -= 1
                if level == 0 { break }
            } else if comment.nests, scanner.matches(comment.open) {
                scanner.position += comment.open.count
                level += 1
            } else {
                scanner.position += 1
            }
        }
        scanner.emit(comment.tokenClass, from: start)
    }

    /// A `#` line of C's preprocessor or a Swift compiler directive; false when this `#` is neither.
    private func lexPreprocessor(_ state: inout LexState) -> Bool {
        let start = state.scanner.position
        switch syntax.preprocessor {
        case .none:
            return false
        case .directives(let names):
            var probe = state.scanner
            probe.position += 1
            guard let word = probe.scanWord(), names.contains(probe.text(word.lowerBound, word.upperBound)) else { return false }
            state.scanner.position = probe.position
            state.scanner.emit(.commentPreproc, from: start)
            state.inDirective = true
            return true
        case .c:
            guard state.scanner.isLineStart(start) else { return false }
            state.scanner.position += 1
            state.scanner.skip(.spaces)
            let word = state.scanner.scanWord().map { state.scanner.text($0.lowerBound, $0.upperBound) } ?? ""
            var runStart = start
            if word == "include" || word == "import" || word == "include_next" {
                state.scanner.skip(.spaces)
                state.scanner.emit(.commentPreproc, from: start)
                let open = state.scanner.peek()
                if open == UInt8(ascii: "<") || open == UInt8(ascii: "\"") {
                    let fileStart = state.scanner.position
                    state.scanner.position += 1
                    let close = open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
                    while !state.scanner.atEnd, state.scanner.peek() != close, state.scanner.peek() != 0x0A,
                          state.scanner.peek() != 0x0D {
                        state.scanner.position += 1
                    }
                    if state.scanner.peek() == close { state.scanner.position += 1 }
                    state.scanner.emit(.commentPreprocFile, from: fileStart)
                }
                runStart = state.scanner.position
            }
            // The rest of the line, continued by trailing backslashes; comments inside stay comments.
            while !state.scanner.atEnd {
                let byte = state.scanner.peek()
                if byte == 0x0A || byte == 0x0D {
                    if state.scanner.byte(at: state.scanner.position - 1) == UInt8(ascii: "\\")
                        || (byte == 0x0A && state.scanner.byte(at: state.scanner.position - 1) == 0x0D
                            && state.scanner.byte(at: state.scanner.position - 2) == UInt8(ascii: "\\")) {
                        state.scanner.position += 1
                        continue
                    }
                    break
                }
                if byte == UInt8(ascii: "/"), state.scanner.peek(1) == UInt8(ascii: "/") {
                    state.scanner.emit(.commentPreproc, from: runStart)
                    let commentStart = state.scanner.position
                    state.scanner.skipToLineEnd()
                    state.scanner.emit(.commentSingle, from: commentStart)
                    return true
                }
                if byte == UInt8(ascii: "/"), state.scanner.peek(1) == UInt8(ascii: "*"),
                   let comment = syntax.blockComments.first {
                    state.scanner.emit(.commentPreproc, from: runStart)
                    lexBlockComment(&state.scanner, comment)
                    runStart = state.scanner.position
                    continue
                }
                state.scanner.position += 1
            }
            state.scanner.emit(.commentPreproc, from: runStart)
            return true
        }
    }

    // MARK: Strings

    /// A string from its opening delimiter (at the position) to its closing one, with escapes and embedded code.
    private func lexString(_ state: inout LexState, _ string: StringSyntax, depth: Int) {
        let open = state.scanner.position
        state.scanner.position += string.open.count
        state.scanner.emit(string.tokenClass, from: open)
        var runStart = state.scanner.position
        func flush(_ state: inout LexState) { state.scanner.emit(string.tokenClass, from: runStart) }
        let interpolates = string.interpolation != nil && depth < maximumInterpolationDepth
        while !state.scanner.atEnd {
            let byte = state.scanner.peek()
            if byte == string.close[0], state.scanner.matches(string.close) {
                state.scanner.position += string.close.count
                flush(&state)
                return
            }
            if (byte == 0x0A || byte == 0x0D) && !string.multiline {
                flush(&state)
                return
            }
            if let escape = string.escape, byte == escape {
                if interpolates, string.interpolation == .backslashParen, state.scanner.peek(1) == UInt8(ascii: "(") {
                    flush(&state)
                    lexInterpolation(&state, openerLength: 2, closer: UInt8(ascii: ")"), depth: depth)
                    runStart = state.scanner.position
                    continue
                }
                flush(&state)
                let escapeStart = state.scanner.position
                state.scanner.position += 1
                skipEscapedCharacter(&state.scanner)
                state.scanner.emit(.stringEscape, from: escapeStart)
                runStart = state.scanner.position
                continue
            }
            if interpolates, let interpolation = string.interpolation {
                switch interpolation {
                case .dollarBrace, .dollarBraceOrName:
                    if byte == UInt8(ascii: "$"), state.scanner.peek(1) == UInt8(ascii: "{") {
                        flush(&state)
                        lexInterpolation(&state, openerLength: 2, closer: UInt8(ascii: "}"), depth: depth)
                        runStart = state.scanner.position
                        continue
                    }
                    if interpolation == .dollarBraceOrName, byte == UInt8(ascii: "$"),
                       ByteSet.identifierStart.contains(state.scanner.peek(1)) {
                        flush(&state)
                        let nameStart = state.scanner.position
                        state.scanner.position += 1
                        _ = state.scanner.scanWord()
                        state.scanner.emit(.stringInterpol, from: nameStart)
                        runStart = state.scanner.position
                        continue
                    }
                case .hashBrace:
                    if byte == UInt8(ascii: "#"), state.scanner.peek(1) == UInt8(ascii: "{") {
                        flush(&state)
                        lexInterpolation(&state, openerLength: 2, closer: UInt8(ascii: "}"), depth: depth)
                        runStart = state.scanner.position
                        continue
                    }
                case .brace:
                    if byte == UInt8(ascii: "{") {
                        if state.scanner.peek(1) == UInt8(ascii: "{") {
                            state.scanner.position += 2
                            continue
                        }
                        flush(&state)
                        lexInterpolation(&state, openerLength: 1, closer: UInt8(ascii: "}"), depth: depth)
                        runStart = state.scanner.position
                        continue
                    }
                case .backslashParen:
                    break
                }
            }
            state.scanner.position += 1
        }
        flush(&state)
    }

    /// `\(`, `${`, `#{` or `{`, the code inside, and its closing bracket.
    private func lexInterpolation(_ state: inout LexState, openerLength: Int, closer: UInt8, depth: Int) {
        state.scanner.take(openerLength, as: .stringInterpol)
        let saved = (state.introducer, state.expressionMayStart)
        state.introducer = nil
        state.expressionMayStart = true
        lexCode(&state, closer: closer, depth: depth + 1)
        (state.introducer, state.expressionMayStart) = saved
        if state.scanner.peek() == closer { state.scanner.take(1, as: .stringInterpol) }
    }

    /// Moves past what follows a backslash: one character, `u{…}`, `x41`, `u2028`, or an octal escape.
    private func skipEscapedCharacter(_ scanner: inout Scanner) {
        guard !scanner.atEnd else { return }
        let byte = scanner.peek()
        if byte == UInt8(ascii: "u"), scanner.peek(1) == UInt8(ascii: "{") {
            var probe = scanner
            probe.position += 2
            probe.skip(.hexDigits)
            if probe.peek() == UInt8(ascii: "}") {
                scanner.position = probe.position + 1
                return
            }
        }
        scanner.position += 1
        if byte >= 0xC0 {
            while scanner.peek() >= 0x80 && scanner.peek() < 0xC0 { scanner.position += 1 }
        }
        // Lua's `\z` skips the white space after it, line breaks included.
        if byte == UInt8(ascii: "z") { scanner.skip(.whitespace) }
    }

    /// A `<<~EOS` heredoc's body, read when the line that opened it ends.
    private func readHeredocBodies(_ state: inout LexState) {
        let pending = state.pendingHeredocs
        state.pendingHeredocs = []
        for heredoc in pending {
            let start = state.scanner.position
            while !state.scanner.atEnd {
                let lineStart = state.scanner.position
                var probe = state.scanner
                if heredoc.indented { probe.skip(.spaces) }
                let isEnd = probe.matches(heredoc.terminator)
                    && { let after = probe.byte(at: probe.position + heredoc.terminator.count)
                        return after == 0 || after == 0x0A || after == 0x0D }()
                state.scanner.skipToLineEnd()
                if state.scanner.peek() == 0x0D { state.scanner.position += 1 }
                if state.scanner.peek() == 0x0A { state.scanner.position += 1 }
                if isEnd {
                    state.scanner.emit(.stringHeredoc, from: start, to: lineStart)
                    let terminatorStart = probe.position
                    state.scanner.emit(.stringHeredoc, from: terminatorStart, to: terminatorStart + heredoc.terminator.count)
                    break
                }
                if state.scanner.atEnd { state.scanner.emit(.stringHeredoc, from: start) }
            }
        }
    }

    // MARK: Language features

    /// Constructs particular to the language; true when one was read.
    private func lexSpecial(_ state: inout LexState, depth: Int) -> Bool {
        let byte = state.scanner.peek()
        let start = state.scanner.position
        for feature in features {
            switch feature {
            case .swiftRawStrings:
                if byte == UInt8(ascii: "#"), lexHashDelimitedString(&state.scanner, prefixLength: 0) { return true }
            case .rustLiterals:
                if byte == UInt8(ascii: "r") || byte == UInt8(ascii: "b"),
                   !ByteSet.identifierPart.contains(state.scanner.byte(at: start - 1)) {
                    let prefix = byte == UInt8(ascii: "b") && state.scanner.peek(1) == UInt8(ascii: "r") ? 2 : 1
                    let rawStart = state.scanner.byte(at: start + prefix - 1) == UInt8(ascii: "r")
                    if rawStart, lexHashDelimitedString(&state.scanner, prefixLength: prefix) { return true }
                    if byte == UInt8(ascii: "b"), state.scanner.peek(1) == UInt8(ascii: "'") {
                        state.scanner.take(1, as: .stringAffix)
                        lexCharacterOrLifetime(&state.scanner)
                        return true
                    }
                }
                if byte == UInt8(ascii: "'") {
                    lexCharacterOrLifetime(&state.scanner)
                    return true
                }
                if byte == UInt8(ascii: "#"), state.scanner.peek(1) == UInt8(ascii: "[")
                    || (state.scanner.peek(1) == UInt8(ascii: "!") && state.scanner.peek(2) == UInt8(ascii: "[")) {
                    lexBracketed(&state.scanner, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), as: .commentPreproc)
                    return true
                }
                if byte == UInt8(ascii: "$") {
                    // A macro's metavariable or repetition, as Pygments has them: `$name`, `$(`, `$(,`, `$)`, `$),`, `$,`
                    // or a lone `$`.
                    state.scanner.position += 1
                    if ByteSet.identifierStart.contains(state.scanner.peek()) {
                        _ = state.scanner.scanWord(checkedStart: .identifierPart)
                    } else {
                        if ByteSet("()").contains(state.scanner.peek()) { state.scanner.position += 1 }
                        if state.scanner.peek() == UInt8(ascii: ",") { state.scanner.position += 1 }
                    }
                    state.scanner.emit(.commentPreproc, from: start)
                    return true
                }
            case .cppRawStrings:
                if lexCppRawString(&state.scanner) { return true }
            case .luaLongBrackets:
                if byte == UInt8(ascii: "-"), state.scanner.peek(1) == UInt8(ascii: "-"), state.scanner.peek(2) == UInt8(ascii: "["),
                   let end = longBracketEnd(state.scanner, from: start + 2) {
                    state.scanner.position = end
                    state.scanner.emit(.commentMultiline, from: start)
                    return true
                }
                if byte == UInt8(ascii: "["), let end = longBracketEnd(state.scanner, from: start) {
                    state.scanner.position = end
                    state.scanner.emit(.string, from: start)
                    return true
                }
            case .rubyLiterals:
                if lexRubyLiteral(&state, depth: depth) { return true }
            case .elixirLiterals:
                if lexElixirLiteral(&state, depth: depth) { return true }
            case .regexLiterals:
                if byte == UInt8(ascii: "/"), state.expressionMayStart, lexRegex(&state.scanner) { return true }
            case .pythonDecorators:
                if byte == UInt8(ascii: "@"), state.scanner.isLineStart(start), ByteSet.identifierStart.contains(state.scanner.peek(1)) {
                    state.scanner.position += 1
                    state.scanner.skip(ByteSet.identifierPart.union(ByteSet(".")))
                    state.scanner.emit(.nameDecorator, from: start)
                    return true
                }
            case .dollarVariables:
                if byte == UInt8(ascii: "$"), ByteSet.identifierPart.contains(state.scanner.peek(1)) {
                    state.scanner.position += 1
                    state.scanner.skip(.identifierPart)
                    state.scanner.emit(.nameVariable, from: start)
                    state.expressionMayStart = false
                    return true
                }
            }
        }
        return false
    }

    /// `#"…"#`, `##"""…"""##` (Swift) or `r#"…"#` (Rust, after `prefixLength` bytes of prefix).
    private func lexHashDelimitedString(_ scanner: inout Scanner, prefixLength: Int) -> Bool {
        let start = scanner.position
        var probe = scanner
        probe.position += prefixLength
        let hashes = probe.skip(ByteSet("#"))
        guard probe.peek() == UInt8(ascii: "\""), hashes > 0 || prefixLength > 0 else { return false }
        let triple = probe.matches(Array("\"\"\"".utf8))
        probe.position += triple ? 3 : 1
        let close = Array((triple ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        probe.skip(past: close)
        scanner.position = probe.position
        if prefixLength > 0 { scanner.emit(.stringAffix, from: start, to: start + prefixLength) }
        scanner.emit(.string, from: start + prefixLength)
        return true
    }

    /// Rust's `'c'`, `'\n'`, `'\u{1F600}'` (a character) or `'a` (a lifetime or label).
    private func lexCharacterOrLifetime(_ scanner: inout Scanner) {
        let start = scanner.position
        var probe = scanner
        probe.position += 1
        if probe.peek() == UInt8(ascii: "\\") {
            probe.position += 1
            skipEscapedCharacter(&probe)
            probe.skip(.hexDigits)
        } else if probe.peek() != 0x0A, probe.peek() != 0x0D, probe.peek() != 0 {
            probe.position += 1
            while probe.peek() >= 0x80 && probe.peek() < 0xC0 { probe.position += 1 }
        }
        if probe.peek() == UInt8(ascii: "'") {
            scanner.position = probe.position + 1
            scanner.emit(.stringChar, from: start)
            return
        }
        scanner.position += 1
        _ = scanner.scanWord()
        scanner.emit(.nameAttribute, from: start)
    }

    /// From `open` to its matching `close` (nesting counted, strings skipped), as one token.
    private func lexBracketed(_ scanner: inout Scanner, open: UInt8, close: UInt8, as tokenClass: TokenClass) {
        let start = scanner.position
        var level = 0
        while !scanner.atEnd {
            let byte = scanner.peek()
            scanner.position += 1
            if byte == open {
                level += 1
            } else if byte == close {
                level -= 1
                if level == 0 { break }
            } else if byte == UInt8(ascii: "\"") {
                while !scanner.atEnd, scanner.peek() != UInt8(ascii: "\"") {
                    if scanner.peek() == UInt8(ascii: "\\") { scanner.position += 1 }
                    scanner.position += 1
                }
                if !scanner.atEnd { scanner.position += 1 }
            }
        }
        scanner.emit(tokenClass, from: start)
    }

    /// `R"delim(…)delim"` with an optional `u8`, `u`, `U` or `L` before the `R`.
    private func lexCppRawString(_ scanner: inout Scanner) -> Bool {
        let start = scanner.position
        guard !ByteSet.identifierPart.contains(scanner.byte(at: start - 1)) else { return false }
        var probe = scanner
        for prefix in ["u8R\"", "uR\"", "UR\"", "LR\"", "R\""] where probe.matches(Array(prefix.utf8)) {
            probe.position += prefix.utf8.count
            let delimiterStart = probe.position
            while !probe.atEnd, probe.peek() != UInt8(ascii: "("), probe.position - delimiterStart <= 16,
                  !ByteSet.whitespace.contains(probe.peek()) {
                probe.position += 1
            }
            guard probe.peek() == UInt8(ascii: "(") else { return false }
            let close = [UInt8(ascii: ")")] + Array(probe.bytes[delimiterStart..<probe.position]) + [UInt8(ascii: "\"")]
            probe.position += 1
            probe.skip(past: close)
            scanner.position = probe.position
            scanner.emit(.stringAffix, from: start, to: start + prefix.utf8.count - 1)
            scanner.emit(.string, from: start + prefix.utf8.count - 1)
            return true
        }
        return false
    }

    /// The end of Lua's `[[…]]` or `[==[…]==]` opened by the `[` at `start`, or `nil` when no long bracket opens there.
    private func longBracketEnd(_ scanner: Scanner, from start: Int) -> Int? {
        var probe = scanner
        probe.position = start + 1
        let level = probe.skip(ByteSet("="))
        guard probe.peek() == UInt8(ascii: "[") else { return nil }
        probe.position += 1
        let close = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")]
        probe.skip(past: close)
        return probe.position
    }

    /// A JavaScript `/regex/flags` where an expression may start; false when the line ends first.
    private func lexRegex(_ scanner: inout Scanner) -> Bool {
        var probe = scanner
        let start = probe.position
        guard probe.peek(1) != UInt8(ascii: "/"), probe.peek(1) != UInt8(ascii: "*") else { return false }
        probe.position += 1
        var inClass = false
        while !probe.atEnd {
            let byte = probe.peek()
            if byte == 0x0A || byte == 0x0D { return false }
            probe.position += 1
            if byte == UInt8(ascii: "\\") {
                probe.position += 1
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if byte == UInt8(ascii: "/"), !inClass {
                probe.skip(ByteSet.letters)
                scanner.position = probe.position
                scanner.emit(.stringRegex, from: start)
                return true
            }
        }
        return false
    }

    /// The closing delimiter of a `%w[`, `~r(`-style literal opened by `open`.
    private static func closing(_ open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        case UInt8(ascii: "{"): return UInt8(ascii: "}")
        case UInt8(ascii: "<"): return UInt8(ascii: ">")
        default: return open
        }
    }

    /// A literal between `open` (at the position) and its closing delimiter, nesting bracket pairs.
    private func lexDelimited(_ state: inout LexState, as tokenClass: TokenClass, interpolates: Bool, depth: Int) {
        let open = state.scanner.peek()
        let close = Self.closing(open)
        if open == UInt8(ascii: "\"") || open == UInt8(ascii: "'") {
            let triple = state.scanner.matches(Array(String(repeating: String(UnicodeScalar(open)), count: 3).utf8))
            let delimiter = String(repeating: String(UnicodeScalar(open)), count: triple ? 3 : 1)
            let string = StringSyntax(delimiter, escape: UInt8(ascii: "\\"), interpolation: interpolates ? .hashBrace : nil,
                                      multiline: true, as: tokenClass)
            lexString(&state, string, depth: depth)
            return
        }
        let start = state.scanner.position
        state.scanner.position += 1
        var level = 1
        var runStart = start
        while !state.scanner.atEnd {
            let byte = state.scanner.peek()
            if byte == UInt8(ascii: "\\") {
                state.scanner.position = min(state.scanner.position + 2, state.scanner.count)
                continue
            }
            if interpolates, depth < maximumInterpolationDepth, byte == UInt8(ascii: "#"), state.scanner.peek(1) == UInt8(ascii: "{") {
                state.scanner.emit(tokenClass, from: runStart)
                lexInterpolation(&state, openerLength: 2, closer: UInt8(ascii: "}"), depth: depth)
                runStart = state.scanner.position
                continue
            }
            state.scanner.position += 1
            if byte == close {
                level -= 1
                if level == 0 { break }
            } else if byte == open && close != open {
                level += 1
            }
        }
        state.scanner.skip(ByteSet.letters)
        state.scanner.emit(tokenClass, from: runStart)
    }

    /// A Ruby symbol or Elixir atom at the `:`: `:name` (ending in one of `suffixes`, not before `=`) or `:"quoted"`;
    /// false for `::` and for a `:` after a word (`key: value`, `a ? b : c`).
    private func lexSymbol(_ state: inout LexState, suffixes: ByteSet, depth: Int) -> Bool {
        let start = state.scanner.position
        let next = state.scanner.peek(1)
        let before = state.scanner.byte(at: start - 1)
        guard next != UInt8(ascii: ":"), before != UInt8(ascii: ":") else { return false }
        if next == UInt8(ascii: "\"") {
            state.scanner.take(1, as: .stringSymbol)
            lexString(&state, StringSyntax("\"", interpolation: .hashBrace, as: .stringSymbol), depth: depth)
            return true
        }
        guard ByteSet.identifierStart.contains(next), !ByteSet.identifierPart.contains(before) else { return false }
        state.scanner.position += 1
        _ = state.scanner.scanWord()
        if suffixes.contains(state.scanner.peek()), state.scanner.peek(1) != UInt8(ascii: "=") { state.scanner.position += 1 }
        state.scanner.emit(.stringSymbol, from: start)
        state.expressionMayStart = false
        return true
    }

    /// Ruby's `%w[]`-style literals, `:symbols`, `$globals`, `@ivars`, heredocs and `/regex/`.
    private func lexRubyLiteral(_ state: inout LexState, depth: Int) -> Bool {
        let start = state.scanner.position
        let byte = state.scanner.peek()
        let next = state.scanner.peek(1)
        switch byte {
        case UInt8(ascii: "%") where state.expressionMayStart:
            var offset = 1
            var kind = UInt8(ascii: "Q")
            if ByteSet("qQwWiIrsx").contains(next) {
                kind = next
                offset = 2
            }
            let delimiter = state.scanner.peek(offset)
            guard ByteSet("([{<|!/^").contains(delimiter) || (offset == 2 && ByteSet("'\"").contains(delimiter)) else { return false }
            state.scanner.position += offset
            state.scanner.emit(.stringOther, from: start)
            let tokenClass: TokenClass = kind == UInt8(ascii: "r") ? .stringRegex : kind == UInt8(ascii: "s") ? .stringSymbol : .stringOther
            lexDelimited(&state, as: tokenClass, interpolates: ByteSet("QWIrx").contains(kind), depth: depth)
            state.expressionMayStart = false
            return true
        case UInt8(ascii: ":"):
            return lexSymbol(&state, suffixes: ByteSet("?!="), depth: depth)
        case UInt8(ascii: "$") where ByteSet.identifierStart.contains(next):
            state.scanner.position += 1
            _ = state.scanner.scanWord()
            state.scanner.emit(.nameVariable, from: start)
            return true
        case UInt8(ascii: "@"):
            var probe = state.scanner
            probe.position += next == UInt8(ascii: "@") ? 2 : 1
            guard probe.scanWord() != nil else { return false }
            state.scanner.position = probe.position
            state.scanner.emit(.nameVariable, from: start)
            state.expressionMayStart = false
            return true
        case UInt8(ascii: "<") where next == UInt8(ascii: "<") && state.expressionMayStart:
            var probe = state.scanner
            probe.position += 2
            let indented = probe.peek() == UInt8(ascii: "~") || probe.peek() == UInt8(ascii: "-")
            if indented { probe.position += 1 }
            let quote = probe.peek() == UInt8(ascii: "'") || probe.peek() == UInt8(ascii: "\"") ? probe.peek() : 0
            if quote != 0 { probe.position += 1 }
            guard let word = probe.scanWord(start: ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z")).union(ByteSet("_")), part: .identifierPart)
            else { return false }
            if quote != 0 {
                guard probe.peek() == quote else { return false }
                probe.position += 1
            }
            state.pendingHeredocs.append((Array(probe.bytes[word]), indented))
            state.scanner.position = probe.position
            state.scanner.emit(.stringHeredoc, from: start)
            return true
        case UInt8(ascii: "/") where state.expressionMayStart:
            return lexRegex(&state.scanner)
        case UInt8(ascii: "?") where state.expressionMayStart && ByteSet.letters.contains(next)
            && !ByteSet.identifierPart.contains(state.scanner.peek(2)):
            state.scanner.take(2, as: .stringChar)
            return true
        default:
            return false
        }
    }

    /// Elixir's sigils, `:atoms`, `@attributes`, `?c` characters and `"""` docs.
    private func lexElixirLiteral(_ state: inout LexState, depth: Int) -> Bool {
        let start = state.scanner.position
        let byte = state.scanner.peek()
        let next = state.scanner.peek(1)
        switch byte {
        case UInt8(ascii: "~") where ByteSet.letters.contains(next):
            var offset = 2
            while ByteSet.letters.contains(state.scanner.peek(offset)) && ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) { offset += 1 }
            let delimiter = state.scanner.peek(offset)
            guard ByteSet("([{<|/\"'").contains(delimiter) else { return false }
            let lower = next >= UInt8(ascii: "a")
            let tokenClass: TokenClass = next == UInt8(ascii: "r") || next == UInt8(ascii: "R") ? .stringRegex : .stringOther
            state.scanner.position += offset
            state.scanner.emit(tokenClass, from: start)
            lexDelimited(&state, as: tokenClass, interpolates: lower, depth: depth)
            return true
        case UInt8(ascii: ":"):
            return lexSymbol(&state, suffixes: ByteSet("?!"), depth: depth)
        case UInt8(ascii: "@") where ByteSet.identifierStart.contains(next):
            state.scanner.position += 1
            _ = state.scanner.scanWord()
            state.scanner.emit(.nameAttribute, from: start)
            return true
        case UInt8(ascii: "?") where next != 0 && !ByteSet.whitespace.contains(next) && !ByteSet.identifierPart.contains(state.scanner.byte(at: start - 1)):
            var length = next == UInt8(ascii: "\\") ? 3 : 2
            while state.scanner.peek(length) >= 0x80 && state.scanner.peek(length) < 0xC0 { length += 1 }
            state.scanner.take(length, as: .stringChar)
            return true
        default:
            return false
        }
    }
}

/// What a listed identifier is: a word with a class of its own (a keyword, a type), and the class it gives the name
/// after it (`func` makes the next name a function's), or both.
struct WordRole: Sendable {
    var listed: TokenClass?
    var introduces: TokenClass?
}
