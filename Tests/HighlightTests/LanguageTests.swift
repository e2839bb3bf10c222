// The tricky constructs of each language, with the classes worked out by hand (Pygments' names).
import Testing
@testable import Highlight

@Suite("Lexers on the constructs readers look at")
struct LanguageTests {
    @Test func swift() {
        let code = """
            /* outer /* nested */ still comment */
            @objc @MainActor final class Box<T>: NSObject {
                #if DEBUG
                let s = "a\\tb \\(value + 1) c"
                #endif
                let raw = #"no \\(interp) "quoted""#
                let multi = \"\"\"
                    line \\(x)
                    \"\"\"
                func f(_ x: Int) -> Double { return 0x1F + 1_000.5e3 }
            }
            """
        #expect(classOf("/* outer /* nested */ still comment */", in: code, "swift") == "cm")
        #expect(classOf("@objc", in: code, "swift") == "kr")
        #expect(classOf("@MainActor", in: code, "swift") == "nd")
        #expect(classOf("class", in: code, "swift") == "kd")
        #expect(classOf("Box", in: code, "swift") == "nc")
        #expect(classOf("#if DEBUG", in: code, "swift") == "cp")
        #expect(classOf("\"a", in: code, "swift") == "s")
        #expect(classOf("\\t", in: code, "swift") == "se")
        #expect(classOf("\\(", in: code, "swift") == "si")
        #expect(classOf("value", in: code, "swift") == "")
        #expect(classOf("1) c\"", in: code, "swift") == "mi+si+s")
        #expect(classOf("#\"no \\(interp) \"quoted\"\"#", in: code, "swift") == "s")
        #expect(classOf("line", in: code, "swift") == "s")
        #expect(classOf("f(_", in: code, "swift") == "nf++kc")   // punctuation is plain text
        #expect(classOf("0x1F", in: code, "swift") == "mh")
        #expect(classOf("1_000.5e3", in: code, "swift") == "mf")
        #expect(classOf("Double", in: code, "swift") == "nb")
    }

    @Test func objectiveC() {
        let code = """
            #import <UIKit/UIKit.h>
            #define MAX(a, b) ((a) > (b) ? (a) : (b)) // largest
            @interface Box : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation Box
            - (void)go { NSLog(@"hi %@\\n", @"x"); [view mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(@0); }]; }
            @end
            """
        #expect(classOf("#import ", in: code, "objc") == "cp")
        #expect(classOf("<UIKit/UIKit.h>", in: code, "objc") == "cpf")
        #expect(classOf("#define MAX(a, b) ((a) > (b) ? (a) : (b)) ", in: code, "objc") == "cp")
        #expect(classOf("// largest", in: code, "objc") == "c1")
        #expect(classOf("@interface", in: code, "objc") == "k")
        #expect(classOf("@end", in: code, "objc") == "k")
        #expect(classOf("@property", in: code, "objc") == "k")
        #expect(classOf("nonatomic", in: code, "objc") == "k")
        #expect(classOf("@\"hi %@", in: code, "objc") == "s")
        #expect(classOf("\\n", in: code, "objc") == "se")
        #expect(classOf("void", in: code, "objc") == "kt")
        #expect(classOf("@0", in: code, "objc") == "mi" || classOf("0", in: "@0", "objc") == "mi")
    }

    @Test func cAndCpp() {
        let c = "int main(void) { char c = '\\n'; unsigned long x = 0755 + 0xFFul + 1.5f; /* done */ return 0; }\n"
        #expect(classOf("'\\n'", in: c, "c") == "sc+se+sc")
        #expect(classOf("0755", in: c, "c") == "mo")
        #expect(classOf("0xFFul", in: c, "c") == "mh")
        #expect(classOf("1.5f", in: c, "c") == "mf")
        #expect(classOf("/* done */", in: c, "c") == "cm")
        let cpp = "namespace app { auto s = R\"json({\"a\": \"b\"})json\"; constexpr int n = 1'000'000; }\n"
        #expect(classOf("R", in: cpp, "cpp") == "sa")
        #expect(classOf("\"json({\"a\": \"b\"})json\"", in: cpp, "cpp") == "s")
        #expect(classOf("1'000'000", in: cpp, "cpp") == "mi")
        #expect(classOf("constexpr", in: cpp, "cpp") == "k")
        #expect(classOf("app", in: cpp, "cpp") == "nn")
    }

    @Test func shellAndConsole() {
        let script = """
            #!/bin/sh
            # a comment
            name="world ${USER:-me} $(date +%Y)"
            cat <<-'EOF' > out.txt
            \tliteral $name
            \tEOF
            if [ -n "$name" ]; then echo 'single $x' 2>&1; fi
            """
        #expect(classOf("#!/bin/sh", in: script, "bash") == "ch")
        #expect(classOf("# a comment", in: script, "bash") == "c1")
        #expect(classOf("name", in: script, "bash") == "nv")
        #expect(classOf("\"world ", in: script, "bash") == "s2")
        #expect(classOf("${", in: script, "bash") == "si")
        #expect(classOf("USER", in: script, "bash") == "nv")
        #expect(classOf("$(", in: script, "bash") == "k")
        #expect(classOf("<<-'EOF'", in: script, "bash") == "sh")
        #expect(classOf("\tliteral $name\n\tEOF", in: script, "bash") == "sh")
        #expect(classOf("> out.txt", in: script, "bash") == "o+")
        #expect(classOf("if", in: script, "bash") == "k")
        #expect(classOf("echo", in: script, "bash") == "nb")
        #expect(classOf("'single $x'", in: script, "bash") == "s1")
        #expect(classOf("2", in: script, "bash", occurrence: 1) == "m")
        // Options, paths and globs are plain text, as Pygments has them; arithmetic has operators.
        let words = "blog build --source \"$SITE/x\" -o x --color=auto | rsync host:/var/www/ *.txt 5-3 $((1 - 2 * 3))\n"
        #expect(classOf("--source", in: words, "bash") == "")
        #expect(classOf("-o", in: words, "bash") == "")
        #expect(classOf("--color", in: words, "bash") == "")
        #expect(classOf("=", in: words, "bash") == "o")
        #expect(classOf("|", in: words, "bash") == "o")
        #expect(classOf("host:/var/www/ *.txt", in: words, "bash") == "")
        #expect(classOf("-3", in: words, "bash") == "")
        #expect(classOf("1 - 2 * 3", in: words, "bash") == "m+o+m+o+m")
        let session = "$ swift build -c release\nBuilding for production...\nuser@mac:~/blog$ ls \\\n  site\nindex.html\n"
        #expect(classOf("$ ", in: session, "console") == "gp")
        #expect(classOf("swift build -c release", in: session, "console") == "")
        #expect(classOf("Building for production...", in: session, "console") == "go")
        #expect(classOf("user@mac:~/blog$ ", in: session, "console") == "gp")
        #expect(classOf("  site", in: session, "console") == "")
        #expect(classOf("index.html", in: session, "console") == "go")
    }

    /// Backticks hold a command lexed as shell, as Pygments has them; inside double quotes they are the string's.
    @Test func shellBacktickCommands() {
        let script = "rel=`uname -r | cut -d. -f1`\nn=`wc -l < \"$log\"`\necho \"on `hostname` today\" `pwd`\n"
        #expect(classOf("rel", in: script, "bash") == "nv")
        #expect(classOf("`", in: script, "bash", occurrence: 1) == "sb")
        #expect(classOf("uname -r", in: script, "bash") == "")
        #expect(classOf("|", in: script, "bash") == "o")
        #expect(classOf("-f1`", in: script, "bash") == "+sb")
        #expect(classOf("\"$log\"", in: script, "bash") == "s2+nv+s2")
        #expect(classOf("\"on `hostname` today\"", in: script, "bash") == "s2")
        #expect(classOf("`pwd`", in: script, "bash") == "sb+nb+sb")
    }

    /// Digits are a number only where a word starts, as Pygments has them: inside paths and words they are text.
    @Test func shellDigitsInsideWords() {
        let line = "ls /opt/gcc/x86_64-pc-linux/13/include i686-w64/9.2/ && docker run -p 8080:80 img 2>&1; sleep 5; echo $((n*2))\n"
        #expect(classOf("/opt/gcc/x86_64-pc-linux/13/include", in: line, "bash") == "")
        #expect(classOf("i686-w64/9.2/", in: line, "bash") == "")
        #expect(classOf("8080", in: line, "bash") == "m")
        #expect(classOf(":80", in: line, "bash") == "")
        #expect(classOf("2>&1", in: line, "bash") == "m+o+m")
        #expect(classOf("5", in: line, "bash") == "m")
        #expect(classOf("2))", in: line, "bash") == "m+k")
        #expect(classOf("/usr/lib/12/", in: "$ cd /usr/lib/12/\n", "console") == "")
    }

    @Test func dataFormats() {
        let json = "{\"name\": \"blog\", \"n\": -1.5e3, \"ok\": true, \"none\": null}\n"
        #expect(classOf("\"name\"", in: json, "json") == "nt")
        #expect(classOf("\"blog\"", in: json, "json") == "s2")
        #expect(classOf("-1.5e3", in: json, "json") == "mf")
        #expect(classOf("true", in: json, "json") == "kc")
        let yaml = "# settings\non:\n  push: { branches: [main] }\nrun: |\n  swift build # not a comment\nname: \"quoted\" # comment\nport: 8080\n&anchor key: *alias\n"
        #expect(classOf("# settings", in: yaml, "yaml") == "c1")
        #expect(classOf("push", in: yaml, "yaml") == "nt")
        #expect(classOf("swift build # not a comment", in: yaml, "yaml") == "l")
        #expect(classOf("\"quoted\"", in: yaml, "yaml") == "s2")
        #expect(classOf("# comment", in: yaml, "yaml") == "c1")
        #expect(classOf("8080", in: yaml, "yaml") == "m")
        #expect(classOf("*alias", in: yaml, "yaml") == "nv")
        // `|` and `>` are indicators wherever a token starts, right after a flow collection too (as Pygments has
        // them), and text inside a plain scalar.
        for indicator in ["|", ">"] {
            #expect(classOf(indicator, in: "k: [a]\(indicator)b\n", "yaml") == "")    // punctuation: no span
            #expect(classOf("a\(indicator)b", in: "k: a\(indicator)b\n", "yaml") == classOf("ab", in: "k: ab\n", "yaml"))
        }
        let toml = "[package]\nname = \"blog\" # the name\nversion = 1_000\n[target.'cfg(unix)'.deps]\nwhen = 1979-05-27T07:32:00Z\nlit = '''\nC:\\raw\n'''\n"
        #expect(classOf("[package]", in: toml, "toml") == "k")
        #expect(classOf("\"blog\"", in: toml, "toml") == "s")
        #expect(classOf("# the name", in: toml, "toml") == "c1")
        #expect(classOf("1_000", in: toml, "toml") == "mi")
        #expect(classOf("'cfg(unix)'", in: toml, "toml") == "s")
        #expect(classOf("1979-05-27T07:32:00Z", in: toml, "toml") == "l")
        #expect(classOf("'''\nC:\\raw\n'''", in: toml, "toml") == "s")
        let ini = "; comment\n[core]\n\teditor = vim\n"
        #expect(classOf("; comment", in: ini, "ini") == "c1")
        #expect(classOf("[core]", in: ini, "ini") == "k")
        #expect(classOf("editor", in: ini, "ini") == "na")
        #expect(classOf("vim", in: ini, "ini") == "s")
    }

    @Test func markupAndStyles() {
        let plist = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n<plist version=\"1.0\"><!-- note --><key>A &amp; B</key></plist>\n"
        #expect(classOf("<?xml version=\"1.0\"?>", in: plist, "plist") == "cp")
        #expect(classOf("<!DOCTYPE", in: plist, "plist") == "cp")
        #expect(classOf("<plist", in: plist, "plist") == "nt")
        #expect(classOf("version", in: plist, "plist", occurrence: 2) == "na")
        #expect(classOf("\"1.0\"", in: plist, "plist", occurrence: 2) == "s")
        #expect(classOf("<!-- note -->", in: plist, "plist") == "c")
        #expect(classOf("&amp;", in: plist, "plist") == "ni")
        let html = "<style>a { color: #fff; }</style><script>let s = `t ${x}`; // c\n</script>\n"
        #expect(classOf("color", in: html, "html") == "k")
        #expect(classOf("#fff", in: html, "html") == "mh")
        #expect(classOf("let", in: html, "html") == "kd")
        #expect(classOf("// c", in: html, "html") == "c1")
        let css = "@media (max-width: 600px) { .a > #b:hover { margin: 0 auto !important; } } /* end */\n"
        #expect(classOf("@media", in: css, "css") == "k")
        #expect(classOf(".a", in: css, "css") == "nc")
        #expect(classOf("margin", in: css, "css") == "k")
        #expect(classOf("600", in: css, "css") == "m")
        #expect(classOf("px", in: css, "css") == "kt")
        #expect(classOf("/* end */", in: css, "css") == "cm")
    }

    /// `<?` without a `?>` anywhere after it: the `<` is an error and the rest is markup, as Pygments and Chroma read it.
    @Test func unterminatedProcessingInstruction() {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\">\n<feed lang=\"en\">\n  <title>Notes &amp; links</title>\n</feed>\n"
        for language in ["xml", "html"] {
            #expect(classOf("<", in: xml, language) == "err")
            #expect(classOf("?xml version=\"1.0\" encoding=\"UTF-8\">", in: xml, language) == "")
            #expect(classOf("<feed", in: xml, language) == "nt")
            #expect(classOf("lang", in: xml, language) == "na")
            #expect(classOf("\"en\"", in: xml, language) == "s")
            #expect(classOf("&amp;", in: xml, language) == "ni")
            #expect(classOf("</feed>", in: xml, language) == "nt")
        }
        // One that ends, on a later line too, is one token.
        let split = "<?xml-stylesheet\n  href=\"a.xsl\"?>\n<r/>\n"
        #expect(classOf("<?xml-stylesheet\n  href=\"a.xsl\"?>", in: split, "xml") == "cp")
        #expect(classOf("<r/>", in: split, "xml") == "nt")
    }

    @Test func scriptLanguages() {
        let python = "@app.route('/')\ndef index(n: int = 0x10) -> str:\n    \"\"\"Doc.\"\"\"\n    return f\"{n!r} {{x}}\" + r'\\d' # end\n"
        #expect(classOf("@app.route", in: python, "python") == "nd")
        #expect(classOf("index", in: python, "python") == "nf")
        #expect(classOf("\"\"\"Doc.\"\"\"", in: python, "python") == "s2")
        #expect(classOf("f\"{", in: python, "python") == "sa+s2+si")
        #expect(classOf("{n!r}", in: python, "python") == "si++o++si")
        #expect(classOf("{{x}}", in: python, "python") == "s2")
        #expect(classOf("r'\\d'", in: python, "python") == "sa+s1")
        #expect(classOf("# end", in: python, "python") == "c1")
        let ruby = "platform :ios, '13.0'\npod 'SnapKit', '~> 5.0'\nWORDS = %w[a b c]\ntext = <<~EOS\n  Hello #{name}\nEOS\nputs \"n=#{n + 1}\" if ok?\n"
        #expect(classOf(":ios", in: ruby, "ruby") == "ss")
        #expect(classOf("'SnapKit'", in: ruby, "ruby") == "s1")
        #expect(classOf("%w[a b c]", in: ruby, "ruby") == "sx")
        #expect(classOf("<<~EOS", in: ruby, "ruby") == "sh")
        #expect(classOf("  Hello #{name}\n", in: ruby, "ruby") == "sh")
        #expect(classOf("#{", in: ruby, "ruby", occurrence: 2) == "si")
        #expect(classOf("1}", in: ruby, "ruby") == "mi+si")
        let lua = "--[==[ long\ncomment ]==]\nlocal s = [[raw \\n]] .. \"x\\z\n   y\"\nfunction f() return 1 end\n"
        #expect(classOf("--[==[ long\ncomment ]==]", in: lua, "lua") == "cm")
        #expect(classOf("[[raw \\n]]", in: lua, "lua") == "s")
        #expect(classOf("\"x", in: lua, "lua") == "s2")
        #expect(classOf("y\"", in: lua, "lua") == "s2")
        #expect(classOf("local", in: lua, "lua") == "kd")
        let js = "const re = /ab+c/gi, t = `a ${b} c`; // note\nx = a / b / c;\n"
        #expect(classOf("/ab+c/gi", in: js, "javascript") == "sr")
        #expect(classOf("`a ", in: js, "javascript") == "sb")
        #expect(classOf("${", in: js, "javascript") == "si")
        #expect(classOf("/ b /", in: js, "javascript") == "o++o")
        let ts = "interface Props { name: string; n?: number }\n"
        #expect(classOf("interface", in: ts, "typescript") == "kd")
        #expect(classOf("string", in: ts, "typescript") == "kt")
        let elixir = "defmodule M do\n  @moduledoc \"\"\"\n  Doc\n  \"\"\"\n  def f(x), do: {:ok, ~r/a+/, ~w(a b), ?a}\nend\n"
        #expect(classOf("defmodule", in: elixir, "elixir") == "kd")
        #expect(classOf("@moduledoc", in: elixir, "elixir") == "na")
        #expect(classOf("\"\"\"\n  Doc\n  \"\"\"", in: elixir, "elixir") == "sd")
        #expect(classOf("do:", in: elixir, "elixir") == "ss")
        #expect(classOf(":ok", in: elixir, "elixir") == "ss")
        #expect(classOf("~r/a+/", in: elixir, "elixir") == "sr")
        #expect(classOf("~w(a b)", in: elixir, "elixir") == "sx")
        #expect(classOf("?a", in: elixir, "elixir") == "sc")
    }

    @Test func systemsAndJVMLanguages() {
        let rust = "/// Docs.\n#[derive(Debug)]\nfn f<'a>(s: &'a str) -> u32 { let r = r#\"raw \"q\"\"#; let c = '\\n'; b'x'; 1_000u32 }\n"
        #expect(classOf("/// Docs.", in: rust, "rust") == "sd")
        #expect(classOf("#[derive(Debug)]", in: rust, "rust") == "cp")
        #expect(classOf("'a", in: rust, "rust") == "na")
        #expect(classOf("r", in: rust, "rust", occurrence: 4) == "sa")
        #expect(classOf("#\"raw \"q\"\"#", in: rust, "rust") == "s")
        #expect(classOf("'\\n'", in: rust, "rust") == "sc")
        #expect(classOf("1_000u32", in: rust, "rust") == "mi")
        #expect(classOf("u32", in: rust, "rust") == "kt")
        let go = "package main\nimport \"fmt\"\nfunc main() { s := `raw\nstring`; r := 'x'; var n int = 0o17 }\n"
        #expect(classOf("`raw\nstring`", in: go, "go") == "sb")
        #expect(classOf("'x'", in: go, "go") == "sc")
        #expect(classOf("int", in: go, "go") == "kt")
        #expect(classOf("0o17", in: go, "go") == "mo")
        let kotlin = "val s: String? = \"v=$value ${a.b}\" // c\n"
        #expect(classOf("String?", in: kotlin, "kotlin") == "kt")
        #expect(classOf("$value", in: kotlin, "kotlin") == "si")
        #expect(classOf("${", in: kotlin, "kotlin") == "si")
        let java = "@Override public String s() { return \"\"\"\n  text\n  \"\"\"; }\n"
        #expect(classOf("@Override", in: java, "java") == "nd")
        #expect(classOf("\"\"\"\n  text\n  \"\"\"", in: java, "java") == "s")
    }

    /// A macro's metavariables and repetitions are `cp`, as Pygments has them.
    @Test func rustMacroMetavariables() {
        let rust = "macro_rules! sum {\n    ($head:expr $(, $tail:expr)* $(,)?) => { $head $(+ $tail)* };\n}\nlet s = \"$x\"; // $x\n"
        #expect(classOf("$head", in: rust, "rust") == "cp")
        #expect(classOf("$(, $tail", in: rust, "rust") == "cp")
        #expect(classOf("$(,)?", in: rust, "rust") == "cp++o")
        #expect(classOf("$(+ $tail)*", in: rust, "rust") == "cp+o+cp++o")
        #expect(classOf("expr", in: rust, "rust") == "")
        #expect(classOf("\"$x\"", in: rust, "rust") == "s")
        #expect(classOf("// $x", in: rust, "rust") == "c1")
    }

    @Test func lispsAndQueries() {
        let elisp = ";; comment\n(defun my-fn (x) \"Doc.\" (interactive) (message \"%s\" ?a) 'sym :key 42)\n"
        #expect(classOf(";; comment", in: elisp, "elisp") == "c1")
        #expect(classOf("defun", in: elisp, "elisp") == "k")
        #expect(classOf("my-fn", in: elisp, "elisp") == "nf")
        #expect(classOf("\"Doc.\"", in: elisp, "elisp") == "s")
        #expect(classOf("?a", in: elisp, "elisp") == "sc")
        #expect(classOf("'sym", in: elisp, "elisp") == "ss")
        #expect(classOf(":key", in: elisp, "elisp") == "ss")
        #expect(classOf("42", in: elisp, "elisp") == "mi")
        let lisp = "#| block #| nested |# |#\n(let ((c #\\Space)) c)\n"
        #expect(classOf("#| block #| nested |# |#", in: lisp, "lisp") == "cm")
        #expect(classOf("#\\Space", in: lisp, "lisp") == "sc")
        let sql = "SELECT name FROM users WHERE id = 42 AND note = 'it''s'; -- done\n"
        #expect(classOf("SELECT", in: sql, "sql") == "k")
        #expect(classOf("'it''s'", in: sql, "sql") == "s1")
        #expect(classOf("-- done", in: sql, "sql") == "c1")
        #expect(classOf("42", in: sql, "sql") == "mi")
    }

    @Test func lineFormats() {
        let diff = "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n same\n"
        #expect(classOf("diff --git a/x b/x", in: diff, "diff") == "gh")
        #expect(classOf("@@ -1,2 +1,2 @@", in: diff, "diff") == "gu")
        #expect(classOf("-old", in: diff, "diff") == "gd")
        #expect(classOf("+new", in: diff, "diff") == "gi")
        #expect(classOf(" same", in: diff, "diff") == "")
        let make = "# build\nCC ?= clang\nall: blog $(OBJ)\n\t$(CC) -o $@ main.c # compile\nifeq ($(OS),Linux)\nendif\n"
        #expect(classOf("# build", in: make, "makefile") == "c")
        #expect(classOf("CC", in: make, "makefile") == "nv")
        #expect(classOf("all", in: make, "makefile") == "nf")
        #expect(classOf("$(", in: make, "makefile") == "k")
        #expect(classOf("# compile", in: make, "makefile") == "c1")
        #expect(classOf("ifeq ($(OS),Linux)", in: make, "makefile") == "cp")
        let docker = "# syntax\nFROM swift:6.1 AS build\nRUN apt-get update && \\\n    apt-get install -y curl\nENV A=\"b\"\n"
        #expect(classOf("FROM", in: docker, "dockerfile") == "k")
        #expect(classOf("swift:6.1", in: docker, "dockerfile") == "s")
        #expect(classOf("AS", in: docker, "dockerfile") == "k")
        #expect(classOf("\"b\"", in: docker, "dockerfile") == "s2")
        let http = "POST /api/posts HTTP/1.1\nContent-Type: application/json\n\n{\"title\": \"x\"}\n"
        #expect(classOf("POST", in: http, "http") == "nf")
        #expect(classOf("/api/posts", in: http, "http") == "nn")
        #expect(classOf("Content-Type", in: http, "http") == "na")
        #expect(classOf("\"title\"", in: http, "http") == "nt")
    }

    @Test func everyAliasOfTheIssueSelectsALexer() {
        for alias in ["swift", "objc", "objective-c", "obj-c", "c", "cpp", "c++", "objective-c++", "bash", "sh", "shell", "zsh",
                      "console", "shell-session", "json", "yaml", "yml", "toml", "ini", "xml", "plist", "html", "css",
                      "javascript", "js", "typescript", "ts", "python", "py", "ruby", "rb", "podfile", "lua", "go", "rust",
                      "kotlin", "java", "elixir", "lisp", "elisp", "emacs-lisp", "sql", "diff", "patch", "makefile", "make",
                      "dockerfile", "docker", "http", "Swift", "JSON"] {
            #expect(Languages.canonicalName(of: alias) != nil, "\(alias)")
        }
        #expect(Languages.canonicalName(of: "klingon") == nil)
    }

    /// The lexers' quick keyword test agrees with the families agreement is measured on: the classes whose short name
    /// starts with `k`.
    @Test func keywordClassesAreTheKFamily() {
        for tokenClass in TokenClass.allCases {
            #expect(tokenClass.isKeyword == (tokenClass.family == .keyword), "\(tokenClass)")
            #expect(tokenClass.isKeyword == tokenClass.rawValue.hasPrefix("k"), "\(tokenClass)")
        }
    }
}
