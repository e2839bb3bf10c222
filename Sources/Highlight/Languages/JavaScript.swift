// JavaScript and TypeScript: template literals with `${ }`, regular expression literals.

enum JavaScriptLanguage {
    static let keywords: [String: TokenClass] = Dictionary.classed(.keyword, """
        break case catch continue debugger default delete do else finally for if in instanceof new return \
        switch this throw try typeof void while with yield await async of
        """)
        .adding(.classed(.keywordDeclaration, "var let const function class extends static get set"))
        .adding(.classed(.keywordReserved, "abstract boolean byte char double enum export final float goto implements import int interface long native package private protected public short super synchronized throws transient volatile"))
        .adding(.classed(.keywordConstant, "true false null undefined NaN Infinity"))
        .adding(.classed(.nameBuiltin, """
        Array Boolean Date BigInt Error Function Math Number Object RegExp String Promise Proxy Symbol Map Set \
        WeakMap WeakSet JSON Reflect Intl decodeURI decodeURIComponent encodeURI encodeURIComponent eval \
        isFinite isNaN parseFloat parseInt document window globalThis console
        """))

    static func syntax(typescript: Bool) -> CodeSyntax {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("//")]
        syntax.blockComments = [.init("/*", "*/")]
        syntax.strings = [
            StringSyntax("`", interpolation: .dollarBrace, multiline: true, as: .stringBacktick),
            StringSyntax("\"", as: .stringDouble),
            StringSyntax("'", as: .stringSingle),
        ]
        syntax.words = keywords
        if typescript {
            syntax.words = syntax.words
                .adding(.classed(.keyword, "as is keyof readonly declare namespace module abstract satisfies infer asserts unique from constructor override"))
                .adding(.classed(.keywordDeclaration, "type interface enum implements private protected public"))
                .adding(.classed(.keywordType, "any boolean never number string symbol unknown object bigint void"))
            syntax.typeIntroducers = ["class", "interface", "type", "enum"]
            syntax.atWordClass = .keywordDeclaration
            syntax.typeAnnotations = true
        } else {
            syntax.typeIntroducers = ["class"]
        }
        syntax.identifierExtras = ByteSet("$")
        syntax.functionIntroducers = ["function"]
        syntax.features = [.regexLiterals]
        return syntax
    }

    static let javaScript = CodeLexer(syntax(typescript: false))
    static let typeScript = CodeLexer(syntax(typescript: true))
}
