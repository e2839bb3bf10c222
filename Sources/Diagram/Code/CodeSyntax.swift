// The parsed form of Objective-C or Swift layout code: expressions and statements of both, in one tree.
import Layout

/// An argument of a call: `constant: 8` (Swift label), or the value alone.
struct CodeArgument: Sendable {
    var label: String?
    var value: CodeExpression
}

/// One expression with where it starts.
struct CodeExpression: Sendable {
    indirect enum Kind: Sendable {
        /// A name: a variable, a property, a type, a global constant (`view`, `UIView`, `SCREEN_WIDTH`).
        case name(String)
        case number(Double)
        /// A string literal; nil text when Swift interpolation makes it unknowable.
        case string(String?)
        case bool(Bool)
        /// `nil`, `NULL`, `Nil`.
        case null
        /// `base.member`; a nil base is Swift's implicit member (`.high`, `.vertical`).
        case member(CodeExpression?, String)
        /// `callee(arguments)`: a Swift call, a C function, a block call (`make.left.priorityHigh()`).
        case call(CodeExpression, [CodeArgument])
        /// `[receiver part: argument part2: argument]`: an Objective-C message. A unary message has one part and no argument.
        case message(CodeExpression, [(part: String, argument: CodeExpression?)])
        /// `base[index]`.
        case subscripted(CodeExpression, [CodeExpression])
        /// A prefix operator (`-`, `!`, `&`, `*`, `+`, `~`).
        case prefix(String, CodeExpression)
        /// A binary operator, including comparisons and ranges.
        case binary(String, CodeExpression, CodeExpression)
        /// `condition ? a : b`.
        case ternary(CodeExpression, CodeExpression, CodeExpression)
        /// `[a, b]`, `@[a, b]`.
        case array([CodeExpression])
        /// `[k: v]`, `@{k: v}`.
        case dictionary([(key: CodeExpression, value: CodeExpression)])
        /// `@(expression)` or `@16`: a boxed number.
        case boxed(CodeExpression)
        /// A Swift closure or an Objective-C block: its parameter names and body.
        case closure([String], [CodeStatement])
        /// `(Type)value` in C, `value as Type` in Swift.
        case cast(String, CodeExpression)
        /// `(a, b)` or `(x: 1, y: 2)`.
        case tuple([CodeArgument])
        /// `#selector(…)`, `@selector(…)`, a type with generics: something read and ignored.
        case opaque(String)
    }

    var kind: Kind
    var position: SourcePosition

    init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The name, if the expression is just one.
    var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }
}

/// One statement with where it starts.
struct CodeStatement: Sendable {
    indirect enum Kind: Sendable {
        case expression(CodeExpression)
        /// `let x = …`, `UIView *x = …`, `static const CGFloat x = …;`; value nil for a bare declaration.
        /// `isProperty` for a member of a type (`@property`, a Swift stored property): it names a property slot.
        case declaration(name: String, type: String?, value: CodeExpression?, isProperty: Bool)
        /// `target = value`, `target += value`.
        case assignment(CodeExpression, String, CodeExpression)
        /// `if condition { … } else { … }`; `if let x = value` binds `x`.
        case conditional(CodeExpression, binding: String?, [CodeStatement], [CodeStatement])
        /// `for x in sequence`, `for (i, x) in a.enumerated()`, `for (UIView *x in array)`.
        case forIn([String], CodeExpression, [CodeStatement])
        /// `for (start; condition; step) { … }`; `while condition { … }` is one without start or step.
        case forLoop([CodeStatement], CodeExpression?, [CodeStatement], [CodeStatement])
        case returnValue(CodeExpression?)
        /// A method or function: its name (`viewDidLoad`, `setupUI`, `scrollView` for a getter), parameter names
        /// and body. `isGetter` for an Objective-C getter or a Swift computed property.
        case function(name: String, parameters: [String], body: [CodeStatement], isGetter: Bool)
        /// A class, extension or `@implementation` body.
        case typeBody(name: String, [CodeStatement])
        /// `#define NAME value`.
        case define(String, CodeExpression)
        /// `{ … }`, `do { … }`: a scope of its own.
        case block([CodeStatement])
        /// Statements in the enclosing scope (`let a = UIView(), b = UIView()` declares two).
        case sequence([CodeStatement])
        /// Code the reader could not parse (from `position` to the end of its statement); `words` lists the
        /// names in it, so the interpreter can tell layout it cannot read from code it need not.
        case unreadable(message: String, words: Set<String>)
    }

    var kind: Kind
    var position: SourcePosition

    init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}
