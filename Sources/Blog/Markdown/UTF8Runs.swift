// Strings made from large UTF-8 buffers (a post's HTML, a source file), checked in runs so that ASCII runs take the
// standard library's fast path.

/// Splits UTF-8 bytes into runs that are all ASCII and runs that are not.
///
/// The standard library checks a buffer eight bytes at a time only when all of it is ASCII; once it holds a single
/// other byte (a `×` in a code block, a `—` in a sentence), every byte is checked on its own. The 284 MB of HTML the
/// `--code` benchmark's site holds took 164 ms to make into Strings whole (`String(decoding:as:)`) and 63 ms in runs;
/// 108 ms and 66 ms with `String(validating:as:)`. The 0.7 MB of ten real Chinese blog posts' pages, whose text is
/// mostly not ASCII, took 0.43 ms and 0.39 ms, and 0.34 ms and 0.39 ms: the one case where runs cost a little more.
enum UTF8Runs {
    /// The size of the pieces that are classed as ASCII or not (then merged into runs of one kind).
    static let piece = 256

    /// Calls `body` with each run of `bytes`, in order; stops when it returns false. A cut is only ever made between an
    /// ASCII piece and one that is not, so an ASCII byte stands on one side of it: no character and no invalid sequence
    /// is ever split between two runs (a character split between two pieces has bytes above 0x7F in both).
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        var runStart = 0, cursor = 0
        var runIsASCII = false
        while cursor < bytes.count {
            let end = min(cursor + piece, bytes.count)
            let pieceIsASCII = isASCII(UnsafeBufferPointer(rebasing: bytes[cursor..<end]))
            if cursor > runStart, pieceIsASCII != runIsASCII {
                guard body(UnsafeBufferPointer(rebasing: bytes[runStart..<cursor])) else { return }
                runStart = cursor
            }
            runIsASCII = pieceIsASCII
            cursor = end
        }
        if runStart < bytes.count { _ = body(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// Whether every byte is below 0x80: eight at a time, stopping at the first that is not. Written out rather than
    /// with `EightBytes.firstIndex` or `EightBytes.nonASCIIBytes`: with either, the 284 MB above took 91 to 98 ms
    /// in runs instead of 63 to 66 ms.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}

extension String {
    /// The text of the UTF-8 `bytes`, byte for byte what `String(decoding: bytes, as: UTF8.self)` makes (invalid
    /// sequences become U+FFFD alike), checked in ASCII and non-ASCII runs.
    init(decodingInRuns bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count > UTF8Runs.piece else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        self.init()
        reserveCapacity(bytes.count)
        append(decodingInRuns: bytes)
    }

    /// The text of the UTF-8 `bytes`, or nil when they are not valid UTF-8, as `String(validating:as:)`, checked in
    /// ASCII and non-ASCII runs.
    init?(validatingInRuns bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count > UTF8Runs.piece else {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
            return
        }
        var text = ""
        text.reserveCapacity(bytes.count)
        var valid = true
        UTF8Runs.forEach(in: bytes) { run in
            guard let piece = String(validating: run, as: UTF8.self) else {
                valid = false
                return false
            }
            text.append(piece)
            return true
        }
        guard valid else { return nil }
        self = text
    }

    /// Appends the text of the UTF-8 `bytes` as `String(decoding:as:)` makes it, checked in ASCII and non-ASCII runs.
    mutating func append(decodingInRuns bytes: UnsafeBufferPointer<UInt8>) {
        UTF8Runs.forEach(in: bytes) { run in
            append(String(decoding: run, as: UTF8.self))
            return true
        }
    }
}
