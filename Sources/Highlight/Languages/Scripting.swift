// Python, Ruby, Lua and Elixir: prefixed and triple-quoted strings, symbols, heredocs, long brackets, sigils.

/// Every spelling of `prefixes` in upper and lower case (`rb` → `rb`, `rB`, `Rb`, `RB`).
private func caseVariants(_ prefixes: [String]) -> Set<String> {
    var result: Set<String> = []
    for prefix in prefixes {
        var variants = [""]
        for character in prefix {
            variants = variants.flatMap { [$0 + character.lowercased(), $0 + character.uppercased()] }
        }
        result.formUnion(variants)
    }
    return result
}

enum PythonLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("#")]
        let plain = caseVariants(["u", "b"])
        let raw = caseVariants(["r", "rb", "br"])
        let formatted = caseVariants(["f"])
        let rawFormatted = caseVariants(["fr", "rf"])
        for (quote, tokenClass) in [("\"\"\"", TokenClass.stringDouble), ("'''", .stringSingle), ("\"", .stringDouble), ("'", .stringSingle)] {
            let multiline = quote.count == 3
            syntax.strings += [
                StringSyntax(quote, multiline: multiline, as: tokenClass),
                StringSyntax(quote, multiline: multiline, prefixes: plain, as: tokenClass),
                StringSyntax(quote, escape: nil, multiline: multiline, prefixes: raw, as: tokenClass),
                StringSyntax(quote, interpolation: .brace, multiline: multiline, prefixes: formatted, as: tokenClass),
                StringSyntax(quote, escape: nil, interpolation: .brace, multiline: multiline, prefixes: rawFormatted, as: tokenClass),
            ]
        }
        syntax.words = Dictionary.classed(.keyword, """
            assert async await break continue del elif else except finally for global if lambda pass raise \
            nonlocal return try while yield as with match case
            """)
            .adding(.classed(.keywordDeclaration, "def class"))
            .adding(.classed(.keywordNamespace, "import from"))
            .adding(.classed(.keywordConstant, "True False None"))
            .adding(.classed(.operatorWord, "and in is not or"))
            .adding(.classed(.nameBuiltinPseudo, "self cls Ellipsis NotImplemented"))
            .adding(.classed(.nameBuiltin, """
            abs all any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile complex \
            delattr dict dir divmod enumerate eval exec filter float format frozenset getattr globals hasattr \
            hash help hex id input int isinstance issubclass iter len list locals map max memoryview min next \
            object oct open ord pow print property range repr reversed round set setattr slice sorted \
            staticmethod str sum super tuple type vars zip
            """))
        syntax.functionIntroducers = ["def"]
        syntax.typeIntroducers = ["class"]
        syntax.namespaceIntroducers = ["import", "from"]
        syntax.trailingDotFloats = true
        syntax.features = [.pythonDecorators]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}

enum RubyLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("#")]
        syntax.blockComments = [.init("=begin", "=end", as: .commentMultiline)]
        syntax.strings = [
            StringSyntax("\"", interpolation: .hashBrace, multiline: true, as: .stringDouble),
            StringSyntax("'", multiline: true, as: .stringSingle),
            StringSyntax("`", interpolation: .hashBrace, multiline: true, as: .stringBacktick),
        ]
        syntax.words = Dictionary.classed(.keyword, """
            BEGIN END alias begin break case defined? do else elsif end ensure for if in next redo rescue raise \
            retry return super then undef unless until when while yield __ENCODING__ __FILE__ __LINE__ __method__ \
            and or not module class def
            """)
            .adding(.classed(.keywordPseudo, """
            attr_accessor attr_reader attr_writer include extend prepend private protected public \
            module_function require require_relative loop lambda proc
            """))
            .adding(.classed(.keywordConstant, "true false nil"))
            .adding(.classed(.nameBuiltinPseudo, "self"))
        syntax.identifierSuffixes = ByteSet("?!")
        syntax.functionIntroducers = ["def"]
        syntax.typeIntroducers = ["class", "module"]
        syntax.capitalizedClass = .nameConstant
        syntax.features = [.rubyLiterals]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}

enum LuaLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("--")]
        syntax.strings = [StringSyntax("\"", as: .stringDouble), StringSyntax("'", as: .stringSingle)]
        syntax.words = Dictionary.classed(.keyword, """
            and break do else elseif end for goto if in not or repeat return then until while
            """)
            .adding(.classed(.keywordDeclaration, "function local"))
            .adding(.classed(.keywordConstant, "true false nil"))
            .adding(.classed(.nameBuiltin, """
            assert collectgarbage dofile error getmetatable ipairs load loadfile next pairs pcall print rawequal \
            rawget rawlen rawset select setmetatable tonumber tostring type xpcall require unpack
            """))
        syntax.functionIntroducers = ["function"]
        syntax.trailingDotFloats = true
        syntax.features = [.luaLongBrackets]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}

enum ElixirLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("#")]
        syntax.strings = [
            StringSyntax("\"\"\"", interpolation: .hashBrace, multiline: true, as: .stringDoc),
            StringSyntax("'''", interpolation: .hashBrace, multiline: true, as: .stringDoc),
            StringSyntax("\"", interpolation: .hashBrace, multiline: true, as: .stringDouble),
            StringSyntax("'", interpolation: .hashBrace, multiline: true, as: .stringSingle),
        ]
        syntax.words = Dictionary.classed(.keyword, """
            fn do end after else rescue catch when cond case if unless with for receive try quote unquote \
            unquote_splicing raise reraise throw super
            """)
            .adding(.classed(.keywordDeclaration, """
            def defp defmodule defprotocol defmacro defmacrop defdelegate defexception defstruct defimpl \
            defcallback defguard defguardp defoverridable
            """))
            .adding(.classed(.keywordNamespace, "import require use alias"))
            .adding(.classed(.nameConstant, "nil true false"))
            .adding(.classed(.operatorWord, "not and or in"))
            .adding(.classed(.nameBuiltinPseudo, "__MODULE__ __DIR__ __ENV__ __CALLER__ __STACKTRACE__"))
        syntax.identifierSuffixes = ByteSet("?!")
        syntax.functionIntroducers = ["def", "defp", "defmacro", "defmacrop", "defguard", "defguardp"]
        syntax.typeIntroducers = ["defmodule", "defprotocol", "defimpl"]
        syntax.capitalizedClass = .nameClass
        syntax.features = [.elixirLiterals]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}
