// Go and Rust: raw strings, runes and lifetimes, attributes, and types that are keywords.

enum GoLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("//")]
        syntax.blockComments = [.init("/*", "*/")]
        syntax.strings = [
            StringSyntax("`", escape: nil, multiline: true, as: .stringBacktick),
            StringSyntax("\""),
            StringSyntax("'", as: .stringChar),
        ]
        syntax.words = Dictionary.classed(.keyword, """
            break case chan const continue default defer else fallthrough for go goto if range return select \
            switch
            """)
            .adding(.classed(.keywordDeclaration, "var func struct map type interface"))
            .adding(.classed(.keywordNamespace, "import package"))
            .adding(.classed(.keywordConstant, "true false iota nil"))
            .adding(.classed(.keywordType, """
            uint uint8 uint16 uint32 uint64 int int8 int16 int32 int64 float float32 float64 complex64 \
            complex128 byte rune string bool error uintptr any comparable
            """))
            .adding(.classed(.nameBuiltin, """
            print println panic recover close complex real imag len cap append copy delete new make clear min max
            """))
        syntax.functionIntroducers = ["func"]
        syntax.typeIntroducers = ["type"]
        syntax.namespaceIntroducers = ["package", "import"]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}

enum RustLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        // Doc comments are documentation, classed as Pygments and Chroma class them.
        syntax.lineComments = [.init("////"), .init("///", as: .stringDoc), .init("//!", as: .stringDoc), .init("//")]
        syntax.blockComments = [
            .init("/**/", ""), .init("/**", "*/", nests: true, as: .stringDoc), .init("/*!", "*/", nests: true, as: .stringDoc),
            .init("/*", "*/", nests: true),
        ]
        syntax.strings = [StringSyntax("\"", multiline: true)]
        syntax.words = Dictionary.classed(.keyword, """
            as async await box break const continue crate dyn else extern for if impl in loop match move mut \
            pub ref return static super trait unsafe use where while abstract become do final macro override \
            priv typeof unsized virtual yield try union
            """)
            .adding(.classed(.keywordReserved, "abstract become do final macro override priv typeof unsized virtual yield"))
            .adding(.classed(.keywordDeclaration, "fn let enum struct type mod"))
            .adding(.classed(.keywordConstant, "true false"))
            .adding(.classed(.keywordType, """
            u8 u16 u32 u64 u128 i8 i16 i32 i64 i128 usize isize f32 f64 char str bool
            """))
            .adding(.classed(.nameBuiltin, """
            Copy Send Sized Sync Unpin Drop Fn FnMut FnOnce Box ToOwned Clone PartialEq PartialOrd Eq Ord \
            AsRef AsMut Into From Default Iterator Extend IntoIterator DoubleEndedIterator ExactSizeIterator \
            Option Some None Result Ok Err String ToString Vec
            """))
            .adding(.classed(.nameBuiltinPseudo, "self Self"))
        syntax.functionIntroducers = ["fn"]
        syntax.typeIntroducers = ["struct", "enum", "trait", "type", "union"]
        syntax.namespaceIntroducers = ["mod", "crate", "use"]
        syntax.features = [.rustLiterals]
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}
