// Shell scripts (bash, sh, zsh) and terminal sessions (`$ ` commands followed by their output).

/// Bourne-family shells: quoting, `$` expansions, `$( )` and backtick commands, heredocs, keywords and builtins.
struct ShellLexer: Lexer {
    static let keywords: Set<String> = [
        "if", "fi", "else", "while", "in", "do", "done", "for", "then", "return", "function", "case", "select",
        "break", "continue", "until", "esac", "elif",
    ]
    static let builtins: Set<String> = [
        "alias", "bg", "bind", "builtin", "caller", "cd", "command", "compgen", "complete", "declare", "dirs",
        "disown", "echo", "enable", "eval", "exec", "exit", "export", "false", "fc", "fg", "getopts", "hash",
        "help", "history", "jobs", "kill", "let", "local", "logout", "popd", "printf", "pushd", "pwd", "read",
        "readonly", "set", "shift", "shopt", "source", "suspend", "test", "time", "times", "trap", "true", "type",
        "typeset", "ulimit", "umask", "unalias", "unset", "wait",
    ]
    /// `keywords` and `builtins` looked up by bytes, made once.
    private static let wordTable = WordTable(Dictionary(uniqueKeysWithValues: keywords.map { ($0, TokenClass.keyword) })
        .merging(builtins.map { ($0, TokenClass.nameBuiltin) }) { keyword, _ in keyword })

    // The lexer's tables are stored, not static: a static set made from a string is made lazily, and was asked for
    // through `swift_once` at every word and punctuation byte.
    private let words = ShellLexer.wordTable
    private let pathPunctuation = ByteSet("-./")
    private let commentFollows = ByteSet.whitespace.union(ByteSet(";()|&"))
    /// Pipes, lists, redirections and assignment. Elsewhere `/`, `-`, `+`, `*`, `%`, `^` and `!` are parts of words,
    /// paths, options and globs (`/var/www`, `--delete`, `*.txt`), as Pygments has them; in `$(( ))` they are
    /// `arithmeticOperators`.
    private let operators = ByteSet("|&;<>=")
    private let arithmeticOperators = ByteSet("|&;<>=!+-*/%^")
    private let brackets = ByteSet("(){}[]")
    /// The bytes after which a word starts, as Pygments has them: only there are digits a number, elsewhere they are
    /// part of a word or path (`x86_64-linux-gnu/12/`, `host:8080`); in `$(( ))` any operator comes before a number.
    private let wordStarts = ByteSet.whitespace.union(ByteSet("=[]{}()$\"'`<&|;"))
    private let expansionStarts = ByteSet.identifierPart.union(ByteSet("{(#?!@*$-"))
    private let specialParameters = ByteSet.digits.union(ByteSet("#?!@*$-_"))

    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        var heredocs: [(terminator: [UInt8], stripsTabs: Bool)] = []
        lex(&scanner, heredocs: &heredocs, closer: nil, depth: 0)
        return scanner.tokens
    }

    /// Lexes until the end, or until `closer` (`)` of `$( )`, `}` of `${ }`, `` ` ``) at nesting level 0; inside
    /// `$(( ))` when `arithmetic`.
    private func lex(_ scanner: inout Scanner, heredocs: inout [(terminator: [UInt8], stripsTabs: Bool)], closer: UInt8?, depth: Int,
                     arithmetic: Bool = false) {
        var nesting = 0
        var last = -1
        while !scanner.atEnd {
            // Every step reads at least one byte, whatever a case below missed: lexing always ends.
            if scanner.position == last { scanner.position += 1; continue }
            last = scanner.position
            let start = scanner.position
            let byte = scanner.peek()
            if let closer {
                if byte == closer && nesting == 0 { return }
                if closer == UInt8(ascii: ")") {
                    if byte == UInt8(ascii: "(") { nesting += 1 }
                    if byte == UInt8(ascii: ")") { nesting -= 1 }
                }
            }
            switch byte {
            case 0x0A, 0x0D:
                scanner.position += 1
                if byte == 0x0D, scanner.peek() == 0x0A { scanner.position += 1 }
                if !heredocs.isEmpty {
                    readHeredocs(&scanner, heredocs)
                    heredocs = []
                }
            case 0x20, 0x09:
                scanner.skip(.spaces)
            case UInt8(ascii: "#") where start == 0 && scanner.peek(1) == UInt8(ascii: "!"):
                scanner.skipToLineEnd()
                scanner.emit(.commentHashbang, from: start)
            case UInt8(ascii: "#") where start == 0 || commentFollows.contains(scanner.byte(at: start - 1)):
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            case UInt8(ascii: "\\"):
                scanner.position = min(scanner.position + 2, scanner.count)
                scanner.emit(.stringEscape, from: start)
            case UInt8(ascii: "'"):
                scanner.position += 1
                while !scanner.atEnd, scanner.peek() != UInt8(ascii: "'") { scanner.position += 1 }
                if !scanner.atEnd { scanner.position += 1 }
                scanner.emit(.stringSingle, from: start)
            case UInt8(ascii: "\""):
                lexDoubleQuoted(&scanner, heredocs: &heredocs, depth: depth)
            case UInt8(ascii: "`"):
                // A command: the backticks are `sb`, the command inside is shell, as Pygments has it.
                scanner.take(1, as: .stringBacktick)
                if depth < maximumInterpolationDepth {
                    lex(&scanner, heredocs: &heredocs, closer: byte, depth: depth + 1)
                    if scanner.peek() == byte { scanner.take(1, as: .stringBacktick) }
                }
            case UInt8(ascii: "$"):
                lexDollar(&scanner, heredocs: &heredocs, depth: depth)
            case UInt8(ascii: "<") where scanner.peek(1) == UInt8(ascii: "<"):
                if scanner.peek(2) == UInt8(ascii: "<") {
                    scanner.take(3, as: .operator)
                } else if let heredoc = heredocStart(&scanner) {
                    heredocs.append(heredoc)
                } else {
                    scanner.take(2, as: .operator)
                }
            default:
                let before = scanner.byte(at: start - 1)
                if ByteSet.digits.contains(byte), start == 0 || (arithmetic ? !ByteSet.identifierPart.contains(before) : wordStarts.contains(before)) {
                    scanner.skip(.digits)
                    if !ByteSet.identifierPart.contains(scanner.peek()) {
                        scanner.emit(.number, from: start)
                        continue
                    }
                }
                if ByteSet.identifierStart.contains(byte) {
                    classifyWord(&scanner, scanner.scanWord(checkedStart: .identifierPart))
                    continue
                }
                scanner.position = max(scanner.position, start + 1)
                if (arithmetic ? arithmeticOperators : operators).contains(byte) {
                    scanner.emit(.operator, from: start)
                } else if brackets.contains(byte) {
                    scanner.emit(.punctuation, from: start)
                }
            }
        }
    }

    /// A keyword, a builtin, an assignment's variable, or a plain word.
    private func classifyWord(_ scanner: inout Scanner, _ word: Range<Int>) {
        let before = scanner.byte(at: word.lowerBound - 1)
        let after = scanner.peek()
        let standsAlone = !pathPunctuation.contains(before) && !pathPunctuation.contains(after)
        let listed = standsAlone ? words.value(scanner.bytes, word) : nil
        if after == UInt8(ascii: "=") || (after == UInt8(ascii: "+") && scanner.peek(1) == UInt8(ascii: "=")),
           !pathPunctuation.contains(before) {
            scanner.emit(.nameVariable, from: word.lowerBound)
        } else if listed == .keyword {
            scanner.emit(.keyword, from: word.lowerBound)
        } else if listed == .nameBuiltin, ByteSet.whitespace.contains(after) || after == 0
                    || after == UInt8(ascii: ")") || after == UInt8(ascii: "`") || after == UInt8(ascii: ";") {
            scanner.emit(.nameBuiltin, from: word.lowerBound)
        }
    }

    /// `"…"` with escapes and `$` expansions inside.
    private func lexDoubleQuoted(_ scanner: inout Scanner, heredocs: inout [(terminator: [UInt8], stripsTabs: Bool)], depth: Int) {
        let start = scanner.position
        scanner.position += 1
        var runStart = start
        while !scanner.atEnd {
            let byte = scanner.peek()
            if byte == UInt8(ascii: "\"") {
                scanner.position += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                scanner.position = min(scanner.position + 2, scanner.count)
                continue
            }
            if byte == UInt8(ascii: "$"), depth < maximumInterpolationDepth,
               expansionStarts.contains(scanner.peek(1)) {
                scanner.emit(.stringDouble, from: runStart)
                lexDollar(&scanner, heredocs: &heredocs, depth: depth + 1)
                runStart = scanner.position
                continue
            }
            scanner.position += 1
        }
        scanner.emit(.stringDouble, from: runStart)
    }

    /// `$name`, `$1`, `${…}`, `$(…)`, `$((…))` or `$'…'`.
    private func lexDollar(_ scanner: inout Scanner, heredocs: inout [(terminator: [UInt8], stripsTabs: Bool)], depth: Int) {
        let start = scanner.position
        let next = scanner.peek(1)
        if next == UInt8(ascii: "'") {
            scanner.position += 2
            while !scanner.atEnd, scanner.peek() != UInt8(ascii: "'") {
                if scanner.peek() == UInt8(ascii: "\\") { scanner.position += 1 }
                scanner.position += 1
            }
            scanner.position = min(scanner.position + 1, scanner.count)
            scanner.emit(.stringSingle, from: start)
        } else if next == UInt8(ascii: "("), depth < maximumInterpolationDepth {
            let arithmetic = scanner.peek(2) == UInt8(ascii: "(")
            scanner.take(arithmetic ? 3 : 2, as: .keyword)
            lex(&scanner, heredocs: &heredocs, closer: UInt8(ascii: ")"), depth: depth + 1, arithmetic: arithmetic)
            if scanner.peek() == UInt8(ascii: ")") {
                scanner.take(arithmetic && scanner.peek(1) == UInt8(ascii: ")") ? 2 : 1, as: .keyword)
            }
        } else if next == UInt8(ascii: "{") {
            // `${name}`, `${#name}`, `${name:-default}`: the default is shell again.
            scanner.take(2, as: .stringInterpol)
            let inner = scanner.position
            scanner.skip(ByteSet("#!"))
            scanner.skip(ByteSet.identifierPart.union(ByteSet("@*")))
            scanner.emit(.nameVariable, from: inner)
            if scanner.peek() == UInt8(ascii: ":"), scanner.peek(1) == UInt8(ascii: "-") {
                scanner.take(2, as: .keyword)
            }
            if depth < maximumInterpolationDepth {
                lex(&scanner, heredocs: &heredocs, closer: UInt8(ascii: "}"), depth: depth + 1)
            }
            if scanner.peek() == UInt8(ascii: "}") { scanner.take(1, as: .stringInterpol) }
        } else if ByteSet.identifierStart.contains(next) {
            scanner.position += 1
            _ = scanner.scanWord(checkedStart: .identifierPart)
            scanner.emit(.nameVariable, from: start)
        } else if specialParameters.contains(next) {
            scanner.take(2, as: .nameVariable)
        } else {
            scanner.position += 1
        }
    }

    /// `<<EOF`, `<<-'EOF'` or `<< "EOF"`: records the marker and returns the terminator to wait for.
    private func heredocStart(_ scanner: inout Scanner) -> (terminator: [UInt8], stripsTabs: Bool)? {
        var probe = scanner
        let start = probe.position
        probe.position += 2
        let stripsTabs = probe.peek() == UInt8(ascii: "-")
        if stripsTabs { probe.position += 1 }
        probe.skip(.spaces)
        let quote = probe.peek() == UInt8(ascii: "'") || probe.peek() == UInt8(ascii: "\"") ? probe.peek() : 0
        if quote != 0 { probe.position += 1 }
        if probe.peek() == UInt8(ascii: "\\") { probe.position += 1 }
        guard let word = probe.scanWord(part: ByteSet.identifierPart.union(ByteSet("-."))) else { return nil }
        if quote != 0 {
            guard probe.peek() == quote else { return nil }
            probe.position += 1
        }
        scanner.position = probe.position
        scanner.emit(.stringHeredoc, from: start)
        return (Array(probe.bytes[word]), stripsTabs)
    }

    /// The bodies of the heredocs opened on the line that just ended, each through its terminator line.
    private func readHeredocs(_ scanner: inout Scanner, _ heredocs: [(terminator: [UInt8], stripsTabs: Bool)]) {
        for heredoc in heredocs {
            let start = scanner.position
            while !scanner.atEnd {
                var probe = scanner
                if heredoc.stripsTabs { probe.skip(ByteSet("\t")) }
                let after = probe.byte(at: probe.position + heredoc.terminator.count)
                let isEnd = probe.matches(heredoc.terminator) && (after == 0 || after == 0x0A || after == 0x0D)
                scanner.skipToLineEnd()
                if isEnd { break }
                if scanner.peek() == 0x0D { scanner.position += 1 }
                if scanner.peek() == 0x0A { scanner.position += 1 }
            }
            scanner.emit(.stringHeredoc, from: start)
            if !scanner.atEnd {
                if scanner.peek() == 0x0D { scanner.position += 1 }
                if scanner.peek() == 0x0A { scanner.position += 1 }
            }
        }
    }
}

/// A terminal session: lines starting with a prompt (`$ `, `# `, `% `, `user@host:~$ `) are commands,
/// lexed as shell (with their `\` continuation lines); every other line is the commands' output.
struct ConsoleLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var result = Scanner(bytes)
        var lineStart = 0
        let shell = ShellLexer()
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            guard let promptEnd = Self.promptEnd(bytes, lineStart, lineEnd) else {
                result.emit(.genericOutput, from: lineStart, to: lineEnd)
                lineStart = next
                continue
            }
            result.emit(.genericPrompt, from: lineStart, to: promptEnd)
            // The command runs on while its lines end in a backslash.
            var commandEnd = lineEnd
            while commandEnd < bytes.count, commandEnd > promptEnd,
                  bytes[commandEnd - 1] == UInt8(ascii: "\\") || (commandEnd >= 2 && bytes[commandEnd - 1] == 0x0D && bytes[commandEnd - 2] == UInt8(ascii: "\\")) {
                var following = commandEnd + 1
                while following < bytes.count, bytes[following] != 0x0A { following += 1 }
                commandEnd = following
            }
            for token in shell.tokens(in: Array(bytes[promptEnd..<commandEnd])) {
                result.emit(token.tokenClass, from: token.start + promptEnd, to: token.end + promptEnd)
            }
            lineStart = min(commandEnd + 1, bytes.count)
        }
        return result.tokens
    }

    /// Where the prompt of the line `start..<end` ends, if the line has one.
    static func promptEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var index = start
        // An optional `user@host:path` or `(venv)` before the prompt character.
        if index < end, bytes[index] == UInt8(ascii: "(") {
            while index < end, bytes[index] != UInt8(ascii: ")") { index += 1 }
            index += 1
            while index < end, bytes[index] == 0x20 { index += 1 }
        }
        var probe = index
        while probe < end, !ByteSet.whitespace.contains(bytes[probe]), !ByteSet("$#%>").contains(bytes[probe]) { probe += 1 }
        if probe > index, probe < end, ByteSet("$#%").contains(bytes[probe]),
           bytes[index..<probe].contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "~") }) {
            index = probe
        }
        guard index < end, ByteSet("$#%").contains(bytes[index]) else { return nil }
        index += 1
        guard index == end || bytes[index] == 0x20 || bytes[index] == 0x0D else { return nil }
        if index < end, bytes[index] == 0x20 { index += 1 }
        return index
    }
}
