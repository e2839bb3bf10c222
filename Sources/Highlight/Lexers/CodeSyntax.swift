// What a programming language's lexer needs to know: its comments, strings, numbers and words.

/// A language's lexical rules, read by `CodeLexer`. Each language of the C, script and JVM families
/// is one value of this type (see `Languages/`).
struct CodeSyntax: Sendable {
    /// Comments to the end of the line: `//`, `#`, `--`, `;` (and Rust's `///` doc comments, classed apart).
    var lineComments: [LineComment] = []
    /// Block comments.
    var blockComments: [BlockComment] = []
    /// String and character literals, longest opening delimiter first.
    var strings: [StringSyntax] = []
    /// Words with a class of their own: keywords, types, constants, builtins.
    var words: [String: TokenClass] = [:]
    /// Whether `words` and the introducers match in any case (SQL).
    var wordsIgnoreCase = false
    /// Bytes that may continue an identifier besides letters, digits and `_` (`$` in JavaScript).
    var identifierExtras = ByteSet()
    /// Bytes that may end an identifier (`?` and `!` in Ruby and Elixir method names).
    var identifierSuffixes = ByteSet()
    /// Words after which the next identifier names a function (`func`, `def`, `fn`).
    var functionIntroducers: Set<String> = []
    /// Words after which the next identifier names a type (`class`, `struct`, `enum`).
    var typeIntroducers: Set<String> = []
    /// Words after which the next identifier names a module (`import`, `package`).
    var namespaceIntroducers: Set<String> = []
    /// The class of identifiers starting with an upper-case letter, if they have one.
    var capitalizedClass: TokenClass? = nil
    /// Preprocessor lines.
    var preprocessor: Preprocessor = .none
    /// What `@` followed by a word is (`@objc`, `@Override`, `@property`): `nil` when `@` is an operator.
    var atWordClass: TokenClass? = nil
    /// Whether a name after `name:` is a type (TypeScript's annotations, `x: number`).
    var typeAnnotations = false
    /// Whether `'` separates digits (`1'000'000` in C++14).
    var quoteDigitSeparators = false
    /// Whether `1.` is a number (C, Python, Lua), not `1` and a member access.
    var trailingDotFloats = false
    /// Whether `0755` is octal.
    var leadingZeroIsOctal = false
    /// Constructs particular to the language.
    var features: Set<Feature> = []

    /// A comment that runs to the end of its line.
    struct LineComment: Sendable {
        var marker: [UInt8]
        var tokenClass: TokenClass
        init(_ marker: String, as tokenClass: TokenClass = .commentSingle) {
            self.marker = Array(marker.utf8)
            self.tokenClass = tokenClass
        }
    }

    /// A block comment's delimiters.
    struct BlockComment: Sendable {
        var open: [UInt8]
        var close: [UInt8]
        /// Whether comments nest (Swift, Rust, Kotlin).
        var nests = false
        var tokenClass: TokenClass = .commentMultiline
        init(_ open: String, _ close: String, nests: Bool = false, as tokenClass: TokenClass = .commentMultiline) {
            self.open = Array(open.utf8)
            self.close = Array(close.utf8)
            self.nests = nests
            self.tokenClass = tokenClass
        }
    }

    /// Lines that start with `#`.
    enum Preprocessor: Sendable {
        case none
        /// C's: every `#` line, continued by a trailing backslash; `#include <file>`.
        case c
        /// Swift's compiler directives: `#if`, `#else`, … to the end of the line.
        case directives(Set<String>)
    }

    /// Constructs that one or two languages have.
    enum Feature: Sendable, Hashable {
        /// Swift's `#"…"#` raw strings (and `#"""…"""#`).
        case swiftRawStrings
        /// Rust's `r"…"`, `r#"…"#`, `b"…"`, `br#"…"#`, lifetimes `'a`, `#[attributes]` and macro metavariables `$x`, `$(…)*`.
        case rustLiterals
        /// C++'s `R"delim(…)delim"` (with `u8R`, `LR` prefixes).
        case cppRawStrings
        /// Lua's `[[…]]`, `[==[…]==]` strings and `--[[…]]` comments.
        case luaLongBrackets
        /// Ruby's `%w[]`, `%q()`, `%i{}` literals, `:symbols`, `<<~HEREDOC`, `/regex/`, `$globals`, `@ivars`.
        case rubyLiterals
        /// Elixir's `~r/…/` sigils, `:atoms`, `key:` keywords and `@module_attributes`.
        case elixirLiterals
        /// JavaScript's `/regex/` literals where an expression may start.
        case regexLiterals
        /// Python's `@decorator` lines and string prefixes.
        case pythonDecorators
        /// Swift's `$0`, `$1` closure arguments (and `$name`) as variables.
        case dollarVariables
    }
}

/// A string or character literal's delimiters and what may appear inside.
struct StringSyntax: Sendable {
    var open: [UInt8]
    var close: [UInt8]
    /// The escape character, or `nil` when backslashes are text.
    var escape: UInt8? = UInt8(ascii: "\\")
    /// How code is embedded, if it can be.
    var interpolation: Interpolation? = nil
    /// Whether the literal may span lines (an unterminated single-line literal ends at the line's end).
    var multiline = false
    /// Identifier prefixes that may stand right before the opening delimiter (`r`, `b`, `f`, `L`, `u8`).
    var prefixes: Set<String> = []
    var tokenClass: TokenClass = .string

    /// How a string embeds code.
    enum Interpolation: Sendable {
        /// Swift's `\( … )`.
        case backslashParen
        /// `${ … }` (JavaScript templates, Kotlin, shell).
        case dollarBrace
        /// `${ … }` and `$name` (Kotlin, Groovy).
        case dollarBraceOrName
        /// `#{ … }` (Ruby, Elixir, CoffeeScript).
        case hashBrace
        /// `{ … }` with `{{` as a literal brace (Python's f-strings).
        case brace
    }

    init(_ open: String, _ close: String? = nil, escape: UInt8? = UInt8(ascii: "\\"), interpolation: Interpolation? = nil,
         multiline: Bool = false, prefixes: Set<String> = [], as tokenClass: TokenClass = .string) {
        self.open = Array(open.utf8)
        self.close = Array((close ?? open).utf8)
        self.escape = escape
        self.interpolation = interpolation
        self.multiline = multiline
        self.prefixes = prefixes
        self.tokenClass = tokenClass
    }
}

extension Dictionary where Key == String, Value == TokenClass {
    /// `words` (separated by spaces or line breaks), each as `tokenClass`.
    static func classed(_ tokenClass: TokenClass, _ words: String) -> [String: TokenClass] {
        var result: [String: TokenClass] = [:]
        for word in words.split(whereSeparator: { $0 == " " || $0 == "\n" }) { result[String(word)] = tokenClass }
        return result
    }

    /// The union, with `other` winning where both have a word.
    func adding(_ other: [String: TokenClass]) -> [String: TokenClass] {
        merging(other) { _, new in new }
    }
}
