// Swift: nested comments, `\( )` interpolation, `#"…"#` raw strings, attributes and compiler directives.

enum SwiftLanguage {
    static let words: [String: TokenClass] = .classed(.keyword, """
        as async await break case catch continue default defer do else fallthrough for guard if in is \
        repeat return switch throw try where while consume copy discard each
        """)
        .adding(.classed(.keywordDeclaration, """
        associatedtype class deinit enum extension fileprivate func import init inout internal let open \
        operator private precedencegroup protocol public rethrows static struct subscript typealias var \
        actor nonisolated isolated macro package some any borrowing consuming throws \
        convenience dynamic didSet final get indirect infix lazy mutating nonmutating optional override \
        postfix prefix required set unowned weak willSet Type Protocol
        """))
        .adding(.classed(.keywordConstant, "true false nil _ self Self super"))
        .adding(.classed(.keywordReserved, """
        @availability @autoclosure @noreturn @NSApplicationMain @NSCopying @NSManaged @objc @UIApplicationMain \
        @IBAction @IBDesignable @IBInspectable @IBOutlet
        """))
        .adding(.classed(.nameBuiltin, """
        Int Int8 Int16 Int32 Int64 UInt UInt8 UInt16 UInt32 UInt64 Double Float Float80 CGFloat Bool String \
        Character Array Dictionary Set Optional Void Any AnyObject Never Error Result Range ClosedRange \
        Equatable Hashable Comparable Codable Sendable
        """))

    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("//")]
        syntax.blockComments = [.init("/*", "*/", nests: true)]
        syntax.strings = [
            StringSyntax("\"\"\"", interpolation: .backslashParen, multiline: true),
            StringSyntax("\"", interpolation: .backslashParen),
        ]
        syntax.words = words
        syntax.preprocessor = .directives(["if", "elseif", "else", "endif", "available", "unavailable",
                                           "sourceLocation", "warning", "error"])
        syntax.atWordClass = .nameDecorator
        syntax.functionIntroducers = ["func"]
        syntax.typeIntroducers = ["class", "struct", "enum", "protocol", "extension", "actor", "typealias", "associatedtype"]
        syntax.namespaceIntroducers = ["import"]
        syntax.features = [.swiftRawStrings, .dollarVariables]
        return syntax
    }()

    static let lexer = CodeLexer(syntax)
}
