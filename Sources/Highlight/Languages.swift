// Which lexer a fenced block's language name selects, with every language's usual aliases.

/// The languages `blog` highlights, by the names an info string may use.
public enum Languages {
    /// Each language's canonical name and its aliases.
    static let table: [(names: [String], lexer: Lexer)] = [
        (["swift"], SwiftLanguage.lexer),
        (["objective-c", "objc", "obj-c", "objectivec", "objective_c", "m"], CFamily.objectiveC),
        (["objective-c++", "objcpp", "obj-c++", "objectivec++", "objc++", "mm"], CFamily.objectiveCpp),
        (["c", "h"], CFamily.c),
        (["cpp", "c++", "cc", "cxx", "hpp", "hh", "hxx"], CFamily.cpp),
        (["bash", "sh", "shell", "zsh", "ksh", "shellscript"], ShellLexer()),
        (["console", "shell-session", "shellsession", "sh-session", "terminal"], ConsoleLexer()),
        (["json", "jsonc", "json5"], JSONLexer()),
        (["yaml", "yml"], YAMLLexer()),
        (["toml"], TOMLLexer()),
        (["ini", "cfg", "dosini", "conf", "properties", "gitconfig", "editorconfig"], INILexer()),
        (["xml", "plist", "xsl", "xslt", "svg", "rss", "atom", "xhtml", "storyboard", "xib"], MarkupLexer(embedsCode: false)),
        (["html", "htm"], MarkupLexer(embedsCode: true)),
        (["css"], CSSLexer()),
        (["javascript", "js", "jsx", "mjs", "cjs", "node"], JavaScriptLanguage.javaScript),
        (["typescript", "ts", "tsx", "mts", "cts"], JavaScriptLanguage.typeScript),
        (["python", "py", "python3", "py3", "gyp"], PythonLanguage.lexer),
        (["ruby", "rb", "podfile", "gemfile", "rake", "rakefile", "podspec", "fastfile"], RubyLanguage.lexer),
        (["lua"], LuaLanguage.lexer),
        (["go", "golang"], GoLanguage.lexer),
        (["rust", "rs"], RustLanguage.lexer),
        (["kotlin", "kt", "kts"], KotlinLanguage.lexer),
        (["java"], JavaLanguage.lexer),
        (["elixir", "ex", "exs"], ElixirLanguage.lexer),
        (["emacs-lisp", "elisp", "emacs", "el"], LispLexer.emacsLisp),
        (["lisp", "common-lisp", "cl", "commonlisp"], LispLexer.commonLisp),
        (["sql", "mysql", "postgresql", "postgres", "sqlite", "plpgsql"], SQLLanguage.lexer),
        (["diff", "patch", "udiff"], DiffLexer()),
        (["makefile", "make", "mk", "mf", "bsdmake"], MakefileLexer()),
        (["dockerfile", "docker", "containerfile"], DockerfileLexer()),
        (["http", "https"], HTTPLexer()),
    ]

    private static let byName: [String: (canonical: String, lexer: Lexer)] = {
        var result: [String: (canonical: String, lexer: Lexer)] = [:]
        for entry in table {
            for name in entry.names { result[name] = (entry.names[0], entry.lexer) }
        }
        return result
    }()

    /// The entry `name` (any alias, any case) selects. Info strings are nearly always in lower case already: the name
    /// as written is tried first, and lower-cased (a pass through Unicode's case mappings) only when it is not listed.
    private static func entry(named name: String) -> (canonical: String, lexer: Lexer)? {
        byName[name] ?? byName[name.lowercased()]
    }

    /// The canonical name of the language `name` (any alias, any case) selects, or `nil` when it selects none.
    public static func canonicalName(of name: String) -> String? { entry(named: name)?.canonical }

    /// Every canonical language name.
    public static var names: [String] { table.map { $0.names[0] } }

    /// The lexer `name` selects.
    static func lexer(for name: String) -> Lexer? { entry(named: name)?.lexer }

    /// The lexer of an HTTP body's media type (`application/json; charset=utf-8`).
    static func lexer(forMediaType type: String) -> Lexer? {
        if type.contains("json") { return JSONLexer() }
        if type.contains("html") { return MarkupLexer(embedsCode: true) }
        if type.contains("xml") { return MarkupLexer(embedsCode: false) }
        if type.contains("javascript") { return JavaScriptLanguage.javaScript }
        if type.contains("css") { return CSSLexer() }
        if type.contains("yaml") { return YAMLLexer() }
        return nil
    }
}
