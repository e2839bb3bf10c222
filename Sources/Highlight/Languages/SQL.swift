// SQL: keywords in any case, quoted identifiers, and the types of the common dialects.

enum SQLLanguage {
    static let syntax: CodeSyntax = {
        var syntax = CodeSyntax()
        syntax.lineComments = [.init("--")]
        syntax.blockComments = [.init("/*", "*/")]
        syntax.strings = [
            StringSyntax("'", escape: nil, multiline: true, as: .stringSingle),
            StringSyntax("\"", escape: nil, multiline: true, as: .stringSymbol),
        ]
        syntax.wordsIgnoreCase = true
        syntax.words = Dictionary.classed(.keyword, """
            abort action add after all alter analyze and as asc attach autoincrement before begin between by \
            cascade case cast check collate column commit conflict constraint create cross current \
            current_date current_time current_timestamp database default deferrable deferred delete desc detach \
            distinct do drop each else end escape except exclusive exists explain fail filter following for \
            foreign from full function glob grant group having if ignore immediate in index indexed initially \
            inner insert instead intersect into is isnull join key left like limit match natural no not notnull \
            null of offset on or order outer over partition plan pragma preceding primary procedure query raise \
            range recursive references regexp reindex release rename replace restrict return returns revoke \
            right rollback row rows savepoint schema select sequence set table temp temporary then to \
            transaction trigger truncate unbounded union unique update using vacuum values view virtual when \
            where window with without language declare execute fetch cursor open close grant privileges \
            owner zone local session user role inherits type setof prepare public unknown none class c sql \
            returning conflict nothing immutable stable volatile strict security definer invoker cost \
            extension lateral materialized refresh concurrently comment sequence owned tablespace \
            generated always identity stored collation domain enum aggregate operator cascaded \
            listen notify lock share nowait skip locked exists any some array intervals true false \
            deallocate analyse verbose call loop while exit continue elsif raise notice exception perform \
            get diagnostics found statement trusted handler validator variadic inout out
            """)
            .adding(.classed(.nameBuiltin, """
            integer int smallint bigint tinyint serial bigserial decimal numeric real double precision float \
            char character varchar varying nchar text blob boolean bool date time timestamp timestamptz \
            interval uuid json jsonb bytea money
            """))
        return syntax
    }()
    static let lexer = CodeLexer(syntax)
}
