// Formats read line by line: unified diffs, Makefiles, Dockerfiles and HTTP messages.

/// The lines of `bytes`, each as the range of its content without its line break.
private func lines(_ bytes: [UInt8]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
        result.append(start..<(index > start && bytes[index - 1] == 0x0D ? index - 1 : index))
        start = index + 1
    }
    if start < bytes.count { result.append(start..<bytes.count) }
    return result
}

/// The end of `line` with the lines its trailing backslashes continue it with, which start at `all[next]`;
/// `next` moves past them.
private func continuedEnd(of line: Range<Int>, _ bytes: [UInt8], lines all: [Range<Int>], next: inout Int) -> Int {
    var end = line.upperBound
    while end > line.lowerBound, bytes[end - 1] == UInt8(ascii: "\\"), next < all.count {
        end = all[next].upperBound
        next += 1
    }
    return end
}

/// `tokens` of a slice of `bytes` lexed by `lexer`, moved to their place in the whole text.
private func embed(_ lexer: Lexer, _ bytes: [UInt8], _ range: Range<Int>, into scanner: inout Scanner) {
    guard !range.isEmpty else { return }
    for token in lexer.tokens(in: Array(bytes[range])) {
        scanner.emit(token.tokenClass, from: token.start + range.lowerBound, to: token.end + range.lowerBound)
    }
}

/// Unified and context diffs: added, deleted, hunk and file header lines.
struct DiffLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        for line in lines(bytes) where !line.isEmpty {
            let first = bytes[line.lowerBound]
            scanner.position = line.lowerBound
            let tokenClass: TokenClass
            if scanner.matches(Array("+++".utf8)) || scanner.matches(Array("---".utf8)) {
                tokenClass = .genericHeading
            } else if first == UInt8(ascii: "+") || first == UInt8(ascii: ">") {
                tokenClass = .genericInserted
            } else if first == UInt8(ascii: "-") || first == UInt8(ascii: "<") {
                tokenClass = .genericDeleted
            } else if first == UInt8(ascii: "@") {
                tokenClass = .genericSubheading
            } else if scanner.matches(Array("diff".utf8)) || scanner.matches(Array("index".utf8)) || scanner.matches(Array("Index".utf8)) || first == UInt8(ascii: "=") {
                tokenClass = .genericHeading
            } else if first == UInt8(ascii: "!") {
                tokenClass = .genericStrong
            } else {
                continue
            }
            scanner.emit(tokenClass, from: line.lowerBound, to: line.upperBound)
        }
        return scanner.tokens
    }
}

/// Makefiles: comments, targets, variables and their `$(…)` expansions, conditional lines; recipes and
/// assignment values as shell.
struct MakefileLexer: Lexer {
    /// Lines that steer make itself, shown as preprocessor lines (as C's `#if`).
    private static let directives: Set<String> = [
        "include", "-include", "sinclude", "ifeq", "ifneq", "ifdef", "ifndef", "else", "endif", "define", "endef",
        "vpath", "undefine",
    ]
    private static let modifiers: Set<String> = ["export", "unexport", "override", "private"]

    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        let shell = ShellLexer()
        let all = lines(bytes)
        var index = 0
        while index < all.count {
            let line = all[index]
            index += 1
            // A line and the lines its trailing backslashes continue it with.
            let whole = line.lowerBound..<continuedEnd(of: line, bytes, lines: all, next: &index)
            guard !whole.isEmpty else { continue }
            if bytes[line.lowerBound] == 0x09 {
                embed(shell, bytes, whole, into: &scanner)
                continue
            }
            lexLine(&scanner, bytes, whole, shell: shell)
        }
        return scanner.tokens
    }

    private func lexLine(_ scanner: inout Scanner, _ bytes: [UInt8], _ line: Range<Int>, shell: ShellLexer) {
        var start = line.lowerBound
        while start < line.upperBound, ByteSet.spaces.contains(bytes[start]) { start += 1 }
        guard start < line.upperBound else { return }
        if bytes[start] == UInt8(ascii: "#") {
            scanner.emit(.comment, from: start, to: line.upperBound)
            return
        }
        var wordEnd = start
        while wordEnd < line.upperBound, !ByteSet.whitespace.contains(bytes[wordEnd]) { wordEnd += 1 }
        let firstWord = scanner.text(start, wordEnd)
        if Self.directives.contains(firstWord) {
            scanner.emit(.commentPreproc, from: start, to: line.upperBound)
            return
        }
        if Self.modifiers.contains(firstWord) {
            scanner.emit(.keyword, from: start, to: wordEnd)
            start = wordEnd
            while start < line.upperBound, ByteSet.spaces.contains(bytes[start]) { start += 1 }
        }
        if let assignment = findAssignment(bytes, start, line.upperBound) {
            var nameEnd = assignment.lowerBound
            while nameEnd > start, ByteSet.spaces.contains(bytes[nameEnd - 1]) { nameEnd -= 1 }
            scanner.emit(.nameVariable, from: start, to: nameEnd)
            scanner.emit(.operator, from: assignment.lowerBound, to: assignment.upperBound)
            embed(shell, bytes, assignment.upperBound..<line.upperBound, into: &scanner)
            return
        }
        var cursor = start
        if let colon = bytes[start..<line.upperBound].firstIndex(of: UInt8(ascii: ":")),
           !bytes[start..<colon].contains(UInt8(ascii: "$")) || bytes[start..<colon].contains(UInt8(ascii: ")")) {
            scanner.emit(.nameFunction, from: start, to: colon)
            var operatorEnd = colon + 1
            while operatorEnd < line.upperBound, bytes[operatorEnd] == UInt8(ascii: ":") { operatorEnd += 1 }
            scanner.emit(.operator, from: colon, to: operatorEnd)
            cursor = operatorEnd
        }
        lexExpansions(&scanner, bytes, cursor..<line.upperBound)
    }

    /// `$(name …)` and `${name}` expansions (their delimiters as keywords, as Pygments shows them), `$@`-style
    /// automatic variables, and a trailing comment.
    private func lexExpansions(_ scanner: inout Scanner, _ bytes: [UInt8], _ range: Range<Int>) {
        var cursor = range.lowerBound
        var depth = 0
        while cursor < range.upperBound {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "#"), depth == 0 {
                scanner.emit(.comment, from: cursor, to: range.upperBound)
                return
            }
            if byte == UInt8(ascii: "$"), cursor + 1 < range.upperBound {
                let next = bytes[cursor + 1]
                if next == UInt8(ascii: "(") || next == UInt8(ascii: "{") {
                    scanner.emit(.keyword, from: cursor, to: cursor + 2)
                    depth += 1
                    cursor += 2
                    let nameStart = cursor
                    while cursor < range.upperBound, ByteSet.identifierPart.union(ByteSet(".-")).contains(bytes[cursor]) { cursor += 1 }
                    scanner.emit(.nameVariable, from: nameStart, to: cursor)
                    continue
                }
                if ByteSet("<@$+%?|*^").contains(next) {
                    scanner.emit(.keyword, from: cursor, to: cursor + 2)
                    cursor += 2
                    continue
                }
            }
            if depth > 0, byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                scanner.emit(.keyword, from: cursor, to: cursor + 1)
                depth -= 1
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var close = cursor + 1
                while close < range.upperBound, bytes[close] != byte { close += 1 }
                if close < range.upperBound {
                    scanner.emit(byte == UInt8(ascii: "'") ? .stringSingle : .stringDouble, from: cursor, to: close + 1)
                    cursor = close + 1
                    continue
                }
            }
            cursor += 1
        }
    }

    /// The operator of `NAME = value` (`=`, `:=`, `::=`, `?=`, `+=`, `!=`), if the line is an assignment.
    private func findAssignment(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Range<Int>? {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") {
                var opStart = index
                while opStart > start, ByteSet(":?+!").contains(bytes[opStart - 1]) { opStart -= 1 }
                return opStart..<(index + 1)
            }
            if byte == UInt8(ascii: ":"), index + 1 < end, bytes[index + 1] != UInt8(ascii: "="), bytes[index + 1] != UInt8(ascii: ":") {
                return nil
            }
            if ByteSet.whitespace.contains(byte) || byte == UInt8(ascii: "#") {
                // A name ends at white space; only an operator may follow it.
                var probe = index
                while probe < end, ByteSet.spaces.contains(bytes[probe]) { probe += 1 }
                guard probe < end, ByteSet(":?+!=").contains(bytes[probe]) else { return nil }
                index = probe
                continue
            }
            index += 1
        }
        return nil
    }
}

/// Dockerfiles: instructions, comments, the image of `FROM`, and the shell of `RUN`, `CMD` and the others.
struct DockerfileLexer: Lexer {
    private static let instructions: Set<String> = [
        "FROM", "MAINTAINER", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME",
        "USER", "WORKDIR", "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL", "AS",
    ]

    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        let shell = ShellLexer()
        let all = lines(bytes)
        var index = 0
        while index < all.count {
            let line = all[index]
            scanner.position = line.lowerBound
            scanner.skip(.spaces)
            let start = scanner.position
            index += 1
            guard start < line.upperBound else { continue }
            if bytes[start] == UInt8(ascii: "#") {
                scanner.emit(.comment, from: start, to: line.upperBound)
                continue
            }
            var wordEnd = start
            while wordEnd < line.upperBound, !ByteSet.whitespace.contains(bytes[wordEnd]) { wordEnd += 1 }
            let word = scanner.text(start, wordEnd).uppercased()
            // The instruction's arguments, with their continuation lines.
            let end = continuedEnd(of: line, bytes, lines: all, next: &index)
            guard Self.instructions.contains(word) else {
                embed(shell, bytes, start..<end, into: &scanner)
                continue
            }
            scanner.emit(.keyword, from: start, to: wordEnd)
            var argumentStart = wordEnd
            while argumentStart < end, ByteSet.spaces.contains(bytes[argumentStart]) { argumentStart += 1 }
            if word == "FROM" || word == "MAINTAINER" {
                var cursor = argumentStart
                while cursor < end {
                    var tokenEnd = cursor
                    while tokenEnd < end, !ByteSet.whitespace.contains(bytes[tokenEnd]) { tokenEnd += 1 }
                    let text = scanner.text(cursor, tokenEnd)
                    scanner.emit(text.uppercased() == "AS" && word == "FROM" ? .keyword : .string, from: cursor, to: tokenEnd)
                    cursor = tokenEnd
                    while cursor < end, ByteSet.spaces.contains(bytes[cursor]) { cursor += 1 }
                }
            } else {
                embed(shell, bytes, argumentStart..<end, into: &scanner)
            }
        }
        return scanner.tokens
    }
}

/// HTTP requests and responses: the request or status line, header fields, and a body lexed by its
/// `Content-Type` (JSON, XML, HTML) when it names one.
struct HTTPLexer: Lexer {
    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        let all = lines(bytes)
        var index = 0
        var contentType = ""
        while index < all.count {
            let line = all[index]
            if line.isEmpty {
                // A blank line ends the head; the body follows.
                index += 1
                guard index < all.count else { break }
                let body = all[index].lowerBound..<bytes.count
                if let lexer = Languages.lexer(forMediaType: contentType) { embed(lexer, bytes, body, into: &scanner) }
                break
            }
            let text = scanner.text(line.lowerBound, line.upperBound)
            if text.hasPrefix("HTTP/") {
                let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                var cursor = line.lowerBound
                scanner.emit(.keywordReserved, from: cursor, to: cursor + 4)
                scanner.emit(.operator, from: cursor + 4, to: cursor + 5)
                scanner.emit(.number, from: cursor + 5, to: cursor + parts[0].utf8.count)
                cursor += parts[0].utf8.count + 1
                if parts.count > 1 {
                    scanner.emit(.number, from: cursor, to: cursor + parts[1].utf8.count)
                    cursor += parts[1].utf8.count + 1
                }
                if parts.count > 2 { scanner.emit(.nameException, from: cursor, to: line.upperBound) }
            } else if index == 0 || isRequestLine(text) {
                let parts = text.split(separator: " ", omittingEmptySubsequences: false)
                var cursor = line.lowerBound
                for (position, part) in parts.enumerated() {
                    let length = part.utf8.count
                    if position == 0 {
                        scanner.emit(.nameFunction, from: cursor, to: cursor + length)
                    } else if part.hasPrefix("HTTP/") {
                        scanner.emit(.keywordReserved, from: cursor, to: cursor + 4)
                        scanner.emit(.operator, from: cursor + 4, to: cursor + 5)
                        scanner.emit(.number, from: cursor + 5, to: cursor + length)
                    } else {
                        scanner.emit(.nameNamespace, from: cursor, to: cursor + length)
                    }
                    cursor += length + 1
                }
            } else if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) {
                let nameLength = text.utf8.distance(from: text.utf8.startIndex, to: colon)
                let name = text.prefix(nameLength)
                scanner.emit(.nameAttribute, from: line.lowerBound, to: line.lowerBound + nameLength)
                scanner.emit(.operator, from: line.lowerBound + nameLength, to: line.lowerBound + nameLength + 1)
                var valueStart = line.lowerBound + nameLength + 1
                while valueStart < line.upperBound, bytes[valueStart] == 0x20 { valueStart += 1 }
                // A field's value is a literal, as Pygments classes it (the theme colours it as a string).
                scanner.emit(.literal, from: valueStart, to: line.upperBound)
                if name.lowercased() == "content-type" { contentType = scanner.text(valueStart, line.upperBound).lowercased() }
            }
            index += 1
        }
        return scanner.tokens
    }

    private func isRequestLine(_ text: String) -> Bool {
        let methods = ["GET ", "POST ", "PUT ", "DELETE ", "PATCH ", "HEAD ", "OPTIONS ", "CONNECT ", "TRACE "]
        return methods.contains { text.hasPrefix($0) }
    }
}
