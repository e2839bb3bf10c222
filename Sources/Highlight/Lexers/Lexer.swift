// The one operation every language's lexer provides.

/// Splits a code block's bytes into classed tokens. Lexers are values, shared across threads.
protocol Lexer: Sendable {
    /// The tokens of `bytes`, in order and not overlapping; bytes between tokens are plain text.
    /// Must run in time linear in `bytes.count` for any input.
    func tokens(in bytes: [UInt8]) -> [Token]
}

/// How deep strings may embed code that embeds strings (`"\("\("…")")"`) before the rest is taken as text.
let maximumInterpolationDepth = 16
