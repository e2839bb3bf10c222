// C, C++, Objective-C and Objective-C++: one syntax grown language by language.

enum CFamily {
    static let cKeywords: [String: TokenClass] = .classed(.keyword, """
        auto break case const continue default do else enum extern for goto if inline register restrict return \
        sizeof static struct switch typedef union volatile while _Alignas _Alignof _Atomic _Generic _Noreturn \
        _Static_assert _Thread_local asm __asm__ __attribute__ __inline __inline__ __restrict __volatile__ \
        __declspec typeof __typeof__ _Pragma
        """)
        .adding(.classed(.keywordType, """
        bool char double float int long short signed unsigned void _Bool _Complex size_t ssize_t ptrdiff_t \
        intptr_t uintptr_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t wchar_t __int64
        """))
        .adding(.classed(.nameBuiltin, "NULL true false"))

    static let cppKeywords: [String: TokenClass] = cKeywords
        .adding(.classed(.keyword, """
        alignas alignof and and_eq bitand bitor catch class compl concept consteval constexpr constinit \
        const_cast co_await co_return co_yield decltype delete dynamic_cast explicit export final friend \
        import module mutable namespace new noexcept not not_eq operator or or_eq override private protected \
        public reinterpret_cast requires static_assert static_cast template this thread_local throw try \
        typeid typename using virtual xor xor_eq
        """))
        .adding(.classed(.keywordType, "char8_t char16_t char32_t"))
        .adding(.classed(.keywordConstant, "true false nullptr"))

    static let objcKeywords: [String: TokenClass] = .classed(.keyword, """
        @interface @implementation @end @protocol @property @synthesize @dynamic @class @selector @encode \
        @private @protected @public @package @optional @required @try @catch @finally @throw @synchronized \
        @autoreleasepool @import @compatibility_alias @defs @available @YES @NO @true @false \
        in out inout class bycopy byref oneway __block __weak __strong __unsafe_unretained __bridge \
        __bridge_transfer __bridge_retained __autoreleasing __kindof __nonnull __nullable nonnull nullable \
        null_resettable null_unspecified _Nonnull _Nullable _Null_unspecified self super atomic nonatomic \
        retain strong weak copy assign readonly readwrite getter setter unsafe_unretained
        """)
        .adding(.classed(.keywordType, "id instancetype Class SEL IMP BOOL"))
        .adding(.classed(.nameBuiltin, "YES NO nil Nil"))

    private static func syntax(_ words: [String: TokenClass], objc: Bool, cpp: Bool) -> CodeSyntax {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("//")]
        syntax.blockComments = [.init("/*", "*/")]
        syntax.strings = [
            StringSyntax("\"", prefixes: ["L", "u", "U", "u8"]),
            StringSyntax("\""),
            StringSyntax("'", prefixes: ["L", "u", "U", "u8"], as: .stringChar),
            StringSyntax("'", as: .stringChar),
        ]
        if objc { syntax.strings.insert(StringSyntax("@\"", "\""), at: 0) }
        syntax.words = words
        syntax.preprocessor = .c
        syntax.leadingZeroIsOctal = true
        syntax.trailingDotFloats = !objc
        syntax.quoteDigitSeparators = cpp
        syntax.typeIntroducers = ["struct", "union", "enum"]
        if cpp {
            syntax.typeIntroducers.formUnion(["class", "typename"])
            syntax.namespaceIntroducers = ["namespace"]
            syntax.features = [.cppRawStrings]
        }
        if objc {
            syntax.typeIntroducers.formUnion(["@interface", "@implementation", "@protocol", "@class"])
            syntax.atWordClass = .keyword
        }
        return syntax
    }

    static let c = CodeLexer(syntax(cKeywords, objc: false, cpp: false))
    static let cpp = CodeLexer(syntax(cppKeywords, objc: false, cpp: true))
    static let objectiveC = CodeLexer(syntax(cKeywords.adding(objcKeywords), objc: true, cpp: false))
    static let objectiveCpp = CodeLexer(syntax(cppKeywords.adding(objcKeywords), objc: true, cpp: true))
}
