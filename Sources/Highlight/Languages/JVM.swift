// Java and Kotlin: annotations, text blocks and string templates.

enum JavaLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("//")]
        syntax.blockComments = [.init("/*", "*/")]
        syntax.strings = [
            StringSyntax("\"\"\"", multiline: true),
            StringSyntax("\""),
            StringSyntax("'", as: .stringChar),
        ]
        syntax.words = Dictionary.classed(.keyword, """
            assert break case catch continue default do else finally for if goto instanceof new return switch \
            this throw try while yield
            """)
            .adding(.classed(.keywordDeclaration, """
            abstract const enum extends final implements native private protected public sealed non-sealed \
            permits static strictfp super synchronized throws transient volatile record var class interface
            """))
            .adding(.classed(.keywordType, "boolean byte char double float int long short void"))
            .adding(.classed(.keywordNamespace, "package import"))
            .adding(.classed(.keywordConstant, "true false null"))
        syntax.atWordClass = .nameDecorator
        syntax.typeIntroducers = ["class", "interface", "enum", "record"]
        syntax.namespaceIntroducers = ["package", "import"]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}

enum KotlinLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("//")]
        syntax.blockComments = [.init("/*", "*/", nests: true)]
        syntax.strings = [
            StringSyntax("\"\"\"", escape: nil, interpolation: .dollarBraceOrName, multiline: true),
            StringSyntax("\"", interpolation: .dollarBraceOrName),
            StringSyntax("'", as: .stringChar),
        ]
        syntax.words = Dictionary.classed(.keyword, """
            actual abstract annotation as break by catch class companion const constructor continue crossinline \
            data delegate do dynamic else enum expect external false final finally for fun get if import in \
            infix init inline inner interface internal is lateinit noinline null object open operator out \
            override package private protected public reified return sealed set super suspend tailrec this \
            throw true try typealias typeof val var vararg when where while value field it
            """)
            .adding(.classed(.keywordDeclaration, "fun val var class object interface typealias"))
            .adding(.classed(.keywordConstant, "true false null"))
            .adding(.classed(.keywordType, """
            Boolean Byte Char Double Float Int Long Short String Unit Any Nothing Array List Map Set
            """))
        syntax.atWordClass = .nameDecorator
        // `String?` is a type of its own.
        syntax.identifierSuffixes = ByteSet("?")
        syntax.functionIntroducers = ["fun"]
        syntax.typeIntroducers = ["class", "interface", "object", "typealias"]
        syntax.namespaceIntroducers = ["package", "import"]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}
