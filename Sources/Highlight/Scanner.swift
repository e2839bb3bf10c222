// The shared lexing engine: a cursor over a block's UTF-8 bytes and the tokens found so far.
import ByteClasses

/// A cursor over a text's bytes that collects tokens. Every lexer drives one; every step advances, so
/// lexing is linear in the text's size whatever the bytes.
struct Scanner {
    /// The text's UTF-8 bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    var position = 0
    /// Where tokens go. A reference, so that a copy of the scanner made to look ahead (`var probe = scanner`)
    /// never makes the token array copy itself on the next `emit`; look-ahead copies never emit.
    private let sink: TokenSink

    /// Tokens found so far, in order, never overlapping; neighbours of one class (apart or a few spaces apart)
    /// are merged.
    var tokens: [Token] { sink.tokens.pointee }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        sink = TokenSink()
        sink.tokens.pointee.reserveCapacity(bytes.count / 4)
    }

    var count: Int { bytes.count }
    var atEnd: Bool { position >= bytes.count }

    /// The byte `offset` past the position, or 0 past the end.
    func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// The byte at `index`, or 0 outside the text.
    func byte(at index: Int) -> UInt8 {
        index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// Whether `literal` starts at `index`.
    func matches(_ literal: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + literal.count <= bytes.count else { return false }
        for offset in 0..<literal.count where bytes[index + offset] != literal[offset] { return false }
        return true
    }

    /// Whether `literal` starts at the position.
    func matches(_ literal: [UInt8]) -> Bool { matches(literal, at: position) }

    /// Records `start..<end` as `tokenClass`. Plain text and punctuation record nothing: no theme colours
    /// punctuation apart from the text, and it is a third of a block's tokens.
    /// Inlined: most calls are for plain names, which record nothing, and leave here.
    @inline(__always)
    mutating func emit(_ tokenClass: TokenClass, from start: Int, to end: Int) {
        guard tokenClass != .text, tokenClass != .punctuation else { return }
        // A lexer that stepped over an escape at the very end may stand past the text: tokens never do.
        let end = min(end, bytes.count)
        guard end > start else { return }
        record(tokenClass, from: start, to: end)
    }

    /// Records a token of a class that is recorded, within the text and not empty.
    private mutating func record(_ tokenClass: TokenClass, from start: Int, to end: Int) {
        // Neighbours of one class merge, across spaces too (`public static let` is one span): fewer spans, the
        // same colours.
        let tokens = sink.tokens
        if let last = tokens.pointee.last, last.tokenClass == tokenClass,
           last.end == start || (last.end < start && start - last.end <= 8 && onlySpaces(from: last.end, to: start)) {
            tokens.pointee[tokens.pointee.count - 1].end = end
        } else {
            tokens.pointee.append(Token(tokenClass, start, end))
        }
    }

    /// Whether `start..<end` holds only spaces and tabs (read by index: a slice of `bytes` retained the array).
    private func onlySpaces(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            guard bytes[index] == 0x20 || bytes[index] == 0x09 else { return false }
            index += 1
        }
        return true
    }

    /// Records the bytes from `start` to the position as `tokenClass`.
    mutating func emit(_ tokenClass: TokenClass, from start: Int) {
        emit(tokenClass, from: start, to: position)
    }

    /// Records the next `length` bytes as `tokenClass` and moves past them.
    mutating func take(_ length: Int, as tokenClass: TokenClass) {
        let start = position
        position = min(position + length, bytes.count)
        emit(tokenClass, from: start)
    }

    /// Moves past bytes in `set`; returns how many. Inlined: lexers skip runs of spaces and of word bytes all the time.
    @discardableResult @inline(__always)
    mutating func skip(_ set: ByteSet) -> Int {
        let start = position
        var index = position
        while index < bytes.count, set.contains(bytes[index]) { index += 1 }
        position = index
        return index - start
    }

    /// Moves to the end of the line (before its `\n` or `\r`).
    mutating func skipToLineEnd() {
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    }

    /// Moves past the next occurrence of `literal` (or to the end); returns whether it was found.
    @discardableResult
    mutating func skip(past literal: [UInt8]) -> Bool {
        guard let first = literal.first else { return true }
        while position < bytes.count {
            if bytes[position] == first, matches(literal) {
                position += literal.count
                return true
            }
            position += 1
        }
        return false
    }

    /// Whether only spaces and tabs stand between the line's start and `index`.
    func isLineStart(_ index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            switch bytes[cursor] {
            case 0x0A, 0x0D: return true
            case 0x20, 0x09: cursor -= 1
            default: return false
            }
        }
        return true
    }

    /// The byte offset where the line holding `index` starts.
    func lineStart(of index: Int) -> Int {
        var cursor = index
        while cursor > 0, bytes[cursor - 1] != 0x0A, bytes[cursor - 1] != 0x0D { cursor -= 1 }
        return cursor
    }

    /// The text of `start..<end` (short words are stored inline by String, without allocating).
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Moves past an identifier made of `part` bytes, if one starts here with a `start` byte; returns its end.
    mutating func scanWord(start: ByteSet = .identifierStart, part: ByteSet = .identifierPart) -> Range<Int>? {
        guard position < bytes.count, start.contains(bytes[position]) else { return nil }
        let begin = position
        position += 1
        if part.isSuperset(of: .identifierPart) { skipIdentifier(part) } else { skip(part) }
        return begin..<position
    }

    /// Moves past an identifier whose first byte, at the position, the caller has checked, made of `part` bytes, which
    /// hold all of `ByteSet.identifierPart`; returns its range. Inlined: the lexers' most common token.
    @inline(__always)
    mutating func scanWord(checkedStart part: ByteSet) -> Range<Int> {
        let begin = position
        position += 1
        skipIdentifier(part)
        return begin..<position
    }

    /// Moves past bytes of `part`, which holds all of `ByteSet.identifierPart`: those are passed eight at a time
    /// (the loop a byte at a time ended at a different count for every word, and the end was mispredicted), and the
    /// others `part` adds one by one.
    @inline(__always)
    private mutating func skipIdentifier(_ part: ByteSet) {
        var index = position
        let count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            while index < count {
                if index &+ 8 <= count {
                    let others = Self.notIdentifierBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    if others == 0 {
                        index &+= 8
                        continue
                    }
                    index &+= others.trailingZeroBitCount &>> 3
                }
                // A byte outside `identifierPart`, or one of the last seven: `part` decides.
                guard part.contains(buffer[index]) else { break }
                index &+= 1
            }
        }
        position = index
    }

    /// The top bit of each byte of `chunk` (eight bytes, the first lowest) outside `ByteSet.identifierPart`: not an
    /// ASCII letter, digit or `_`, and below 0x80.
    @inline(__always)
    static func notIdentifierBytes(_ chunk: UInt64) -> UInt64 {
        ~(EightBytes.asciiWordBytes(chunk) | EightBytes.nonASCIIBytes(chunk)) & 0x8080_8080_8080_8080
    }

    /// Moves past a number literal if one starts here and returns its class: `0x`/`0o`/`0b` prefixes,
    /// digit separators (`_`, or `'` when `quoteSeparators`), a fraction only when a digit follows the
    /// dot (so `1..<5` and `1.max` stay integers), exponents, and letter suffixes (`10UL`, `1.5f`, `8u32`).
    mutating func scanNumber(quoteSeparators: Bool = false, leadingZeroIsOctal: Bool = false, trailingDot: Bool = false) -> TokenClass? {
        let first = peek()
        // Most tokens start with neither a digit nor a dot: they leave at once.
        guard (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: ".") else { return nil }
        let dotStart = first == UInt8(ascii: ".") && ByteSet.digits.contains(peek(1))
            && !ByteSet.identifierPart.contains(byte(at: position - 1)) && byte(at: position - 1) != UInt8(ascii: ".")
        guard ByteSet.digits.contains(first) || dotStart else { return nil }
        if position > 0, ByteSet.identifierPart.contains(bytes[position - 1]) { return nil }
        let separators = quoteSeparators ? ByteSet.underscoreAndQuote : ByteSet.underscore
        let start = position
        if first == UInt8(ascii: "0") {
            let marker = lowercase(peek(1))
            let digits: ByteSet? = marker == UInt8(ascii: "x") ? .hexDigits
                : marker == UInt8(ascii: "b") ? ByteSet("01")
                : marker == UInt8(ascii: "o") ? ByteSet("01234567") : nil
            if let digits, digits.contains(peek(2)) || peek(2) == UInt8(ascii: "_") {
                position += 2
                skip(digits.union(separators))
                var tokenClass: TokenClass = marker == UInt8(ascii: "x") ? .numberHex : marker == UInt8(ascii: "b") ? .numberBin : .numberOct
                if marker == UInt8(ascii: "x") {
                    // Hexadecimal floats: 0x1.8p3.
                    if peek() == UInt8(ascii: "."), ByteSet.hexDigits.contains(peek(1)) {
                        position += 1
                        skip(ByteSet.hexDigits.union(separators))
                        tokenClass = .numberFloat
                    }
                    if lowercase(peek()) == UInt8(ascii: "p") {
                        let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
                        if ByteSet.digits.contains(peek(1 + sign)) {
                            position += 1 + sign
                            skip(ByteSet.digits.union(separators))
                            tokenClass = .numberFloat
                        }
                    }
                }
                skip(ByteSet.identifierPart)
                return tokenClass
            }
        }
        var tokenClass = TokenClass.numberInteger
        skip(ByteSet.digits.union(separators))
        if peek() == UInt8(ascii: "."), ByteSet.digits.contains(peek(1)) {
            position += 1
            skip(ByteSet.digits.union(separators))
            tokenClass = .numberFloat
        } else if trailingDot, peek() == UInt8(ascii: "."), peek(1) != UInt8(ascii: "."), !ByteSet.identifierStart.contains(peek(1)) || lowercase(peek(1)) == UInt8(ascii: "e") || lowercase(peek(1)) == UInt8(ascii: "f") {
            // `1.` and `1.e5` (C, Python, Lua).
            position += 1
            tokenClass = .numberFloat
        }
        if lowercase(peek()) == UInt8(ascii: "e") {
            let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
            if ByteSet.digits.contains(peek(1 + sign)) {
                position += 1 + sign
                skip(ByteSet.digits.union(separators))
                tokenClass = .numberFloat
            }
        }
        if leadingZeroIsOctal, tokenClass == .numberInteger, first == UInt8(ascii: "0"), position - start > 1 {
            tokenClass = .numberOct
        }
        skip(ByteSet.identifierPart)
        return tokenClass
    }
}

/// The tokens of one lexing, shared by a scanner and its look-ahead copies. The array is kept behind a pointer the
/// sink owns: as a `var` of a class, every read and write of it was checked for exclusive access at run time
/// (`swift_beginAccess`), twice for each token.
final class TokenSink {
    let tokens: UnsafeMutablePointer<[Token]>

    init() {
        tokens = .allocate(capacity: 1)
        tokens.initialize(to: [])
    }

    deinit {
        tokens.deinitialize(count: 1)
        tokens.deallocate()
    }
}

/// `byte` with ASCII upper case folded to lower case.
@inline(__always)
func lowercase(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
}
