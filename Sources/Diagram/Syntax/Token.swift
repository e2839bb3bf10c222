// The tokens of a view line (`stack body axis=vertical padding=16,8 "text"`) and of an info string.
import Layout

/// One token with its spelling and where it starts.
public struct Token: Hashable, Sendable {
    /// What a token is.
    public enum Kind: Hashable, Sendable {
        /// A word: a letter or `_`, then letters, digits, `_` and `-` (`view`, `firstBaseline`,
        /// `space-between`, `iphone-15`).
        case word(String)
        /// A number of points, possibly negative or fractional (`8`, `-4`, `0.5`).
        case number(Double)
        /// A percentage (`50%`), stored as the number before the `%`.
        case percent(Double)
        /// A size written `WxH` or `W×H` (`44x44`).
        case size(width: Double, height: Double)
        /// A double-quoted string with `\"`, `\\`, `\n` and `\t` escapes, stored unescaped.
        case string(String)
        /// `=`
        case equals
        /// `,`
        case comma
        /// `(`
        case openParen
        /// `)`
        case closeParen
    }

    /// The token's kind and value.
    public var kind: Kind
    /// The token exactly as written, for error messages.
    public var text: String
    /// Where the token's first character is.
    public var position: SourcePosition
    /// Whether whitespace comes right before the token (so `a=1,2` and `a=1, 2` can be told apart from `a=1 b`).
    public var isPrecededBySpace: Bool

    /// Creates a token.
    public init(_ kind: Kind, text: String, at position: SourcePosition, isPrecededBySpace: Bool = false) {
        self.kind = kind
        self.text = text
        self.position = position
        self.isPrecededBySpace = isPrecededBySpace
    }

    /// The word's text, or nil when the token is not a word.
    public var word: String? {
        if case .word(let value) = kind { return value }
        return nil
    }

    /// A number's value (not a percentage), or nil.
    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }
}
