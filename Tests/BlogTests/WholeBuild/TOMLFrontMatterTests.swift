// TOML front matter between `+++` lines (Hugo, Zola): the same pages as YAML, errors at their line and column.
@testable import Blog
import Foundation
import Testing

struct TOMLFrontMatterTests {
    /// A site holding only `files` beside a minimal blog.yml, built into its output folder.
    func build(_ files: [String: String]) async throws -> (BuildReport, TestSite) {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\nbaseURL: https://example.com/\ntimeZone: Asia/Shanghai\n")
        for (path, text) in files { try site.write(path, text) }
        return (try await site.build(), site)
    }

    static let yamlPost = """
        ---
        title: "Flexbox: one axis"
        date: 2021-07-17T21:10:00+08:00
        draft: false
        slug: flex
        categories: [Layout, CSS]
        tags: [web]
        aliases: [old/flex.html]
        summary: "Items along *one* axis."
        ---

        Body with [a link](https://example.com/).

        ## Main axis
        """

    static let tomlPost = """
        +++
        title = "Flexbox: one axis"
        date = 2021-07-17T21:10:00+08:00
        draft = false
        slug = "flex"
        categories = ["Layout", "CSS"]
        tags = ["web"]
        aliases = ["old/flex.html"]
        summary = "Items along *one* axis."
        +++

        Body with [a link](https://example.com/).

        ## Main axis
        """

    @Test func tomlAndYAMLWithTheSameFieldsGiveTheSamePages() async throws {
        let (yamlReport, yaml) = try await build(["content/posts/2021/a.md": Self.yamlPost])
        let (tomlReport, toml) = try await build(["content/posts/2021/a.md": Self.tomlPost])
        #expect(yamlReport.diagnostics.isEmpty && tomlReport.diagnostics.isEmpty)
        #expect(yamlReport.succeeded && tomlReport.succeeded)
        let yamlTree = TestSite.tree(yaml.output), tomlTree = TestSite.tree(toml.output)
        #expect(yamlTree.keys.sorted() == tomlTree.keys.sorted())
        #expect(yamlTree.keys.contains("blog/2021/07/flex.html"))
        #expect(yamlTree.keys.contains("old/flex.html"))
        #expect(yamlTree.keys.contains("blog/category/css.html"))
        for path in yamlTree.keys.sorted() {
            #expect(yamlTree[path] == tomlTree[path], "\(path) differs")
        }
    }

    @Test func zolaTaxonomiesAndDatesWithoutTimeOrOffset() async throws {
        let zola = """
            +++
            title = "Grid"
            date = 2022-01-05
            [taxonomies]
            categories = ["Layout"]
            tags = ["css", "grid"]
            [extra]
            anything = 1
            +++
            Text.
            """
        let yaml = "---\ntitle: Grid\ndate: 2022-01-05\ncategories: [Layout]\ntags: [css, grid]\n---\nText.\n"
        let (zolaReport, zolaSite) = try await build(["content/posts/g.md": zola])
        let (yamlReport, yamlSite) = try await build(["content/posts/g.md": yaml])
        // Zola's `[extra]` table is a custom key like any other: kept for templates, reported when none reads it.
        #expect(TestSite.messages(zolaReport).map { $0.components(separatedBy: "\n")[0] }
            == ["content/posts/g.md:7:2: warning: The front-matter key 'extra' is ignored: no template reads it."])
        #expect(yamlReport.diagnostics.isEmpty)
        #expect(TestSite.tree(zolaSite.output) == TestSite.tree(yamlSite.output))
        #expect(TestSite.tree(zolaSite.output).keys.contains("blog/category/layout.html"))

        // A local date-time (no offset) reads as the site's time zone, as YAML's `2022-01-05 09:30` does.
        let (local, localSite) = try await build(["content/posts/g.md": "+++\ntitle = 'G'\ndate = 2022-01-05T09:30:00\n+++\nText.\n"])
        let (same, sameSite) = try await build(["content/posts/g.md": "---\ntitle: G\ndate: 2022-01-05 09:30\n---\nText.\n"])
        #expect(local.succeeded && same.succeeded)
        #expect(try localSite.page("blog/2022/01/g.html") == sameSite.page("blog/2022/01/g.html"))
    }

    /// Hugo reads front matter keys in any case; real Hugo blogs write `Title:` and `Date:` (YAML) or
    /// `Categories = […]` (TOML), which once gave "no title" and "no date" errors or lost the categories silently.
    @Test func keysInAnyCaseAreReadAsHugoReadsThem() async throws {
        let yaml = "---\nTitle: Grid\nDate: 2022-01-05 09:30:00\nCategories: [Layout]\nTags: [css]\nDraft: false\n---\nText.\n"
        let toml = "+++\nTitle = \"Grid\"\nDate = 2022-01-05T09:30:00\nCategories = [\"Layout\"]\nTags = [\"css\"]\n+++\nText.\n"
        let lower = "---\ntitle: Grid\ndate: 2022-01-05 09:30\ncategories: [Layout]\ntags: [css]\n---\nText.\n"
        let (lowerReport, lowerSite) = try await build(["content/posts/g.md": lower])
        #expect(lowerReport.diagnostics.isEmpty)
        #expect(TestSite.tree(lowerSite.output).keys.contains("blog/category/layout.html"))
        for text in [yaml, toml] {
            let (report, site) = try await build(["content/posts/g.md": text])
            #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
            #expect(TestSite.tree(site.output) == TestSite.tree(lowerSite.output))
        }
        // The key as written wins over another case of it; a wrong type is still reported at the key's line.
        let (both, bothSite) = try await build(["content/posts/g.md": "---\nTITLE: Other\ntitle: Grid\ndate: 2022-01-05\n---\nText.\n"])
        #expect(both.succeeded)
        let page = try #require(TestSite.tree(bothSite.output).keys.first { $0.hasPrefix("blog/2022/01/") })
        #expect(try bothSite.page(page).contains("<title>Grid · T</title>"))
        let (wrong, _) = try await build(["content/posts/g.md": "---\nTitle: [a, b]\nDate: 2022-01-05\n---\nText.\n"])
        #expect(wrong.diagnostics.map { "\($0.location.line): \($0.message)" } == ["2: 'title' must be a non-empty string."])
    }

    @Test func malformedTOMLIsReportedAtItsLineAndColumn() async throws {
        // Line 3 of the file, the value starts in column 9 and never closes.
        let (report, _) = try await build(["content/posts/a.md": "+++\ntitle = \"A\"\ndate = 2021-07-17\ntags = [\"a\" \"b\"]\n+++\nText\n"])
        let messages = TestSite.messages(report)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("content/posts/a.md:4:") == true && messages.first?.contains(": error: Invalid TOML: ") == true,
                "\(messages)")
        #expect(!report.succeeded)

        let (duplicate, _) = try await build(["content/posts/b.md": "+++\ntitle = \"A\"\ntitle = \"B\"\n+++\n"])
        #expect(TestSite.messages(duplicate) == [
            "content/posts/b.md:3:9: error: Invalid TOML: Error while parsing key-value pair: cannot redefine existing string 'title'.",
        ])
    }

    @Test func wrongTypesAndMissingKeysAreReportedAtTheKeysLine() async throws {
        let (report, _) = try await build(["content/posts/a.md": "+++\n# a comment\ntitle = \"A\"\n  date = \"17.07.2021\"\ndraft = 3\n+++\n"])
        #expect(TestSite.messages(report) == [
            "content/posts/a.md:4:10: error: Cannot read the date '17.07.2021'.\n"
                + "    note: Write '2021-07-17', '2021-07-17 21:10' or '2021-07-17T21:10:00+08:00'.",
            "content/posts/a.md:5:9: error: 'draft' must be true or false.",
        ])
        let (unclosed, _) = try await build(["content/posts/b.md": "+++\ntitle = \"A\"\n"])
        #expect(TestSite.messages(unclosed) == [
            "content/posts/b.md:1:1: error: The front matter that starts on line 1 is never closed.\n    note: End it with a line '+++'.",
        ])
    }

    @Test func hostileTOMLIsAnErrorInsideThePost() async throws {
        let cases: [(String, String)] = [
            ("+++\ntitle = \"é\" x\n+++\n", "content/posts/a.md:2:"),         // columns in Unicode scalars
            ("+++\ntitle = \"A\u{0}\"\n+++\n", "content/posts/a.md:2:11: error: Invalid TOML: a NUL character."),
            ("+++\ntitle = \"\"\"never closed\n+++\n", "content/posts/a.md:"),
            ("+++\nx = " + String(repeating: "[", count: 5000) + "\n+++\n", "content/posts/a.md:2:"),
            ("+++\n[a]\n[a]\n+++\n", "content/posts/a.md:3:"),
            // Found by CI's front-matter fuzzer: toml++ asserted (and stopped the build) on a `T` with no time.
            ("+++\ntitle = \"A\"\ndate = 2021-07-17TD21:10:00+08:00\n+++\n",
             "content/posts/a.md:3:19: error: Invalid TOML: expected a time after 'T', saw 'D'."),
            ("+++\ndate = 2021-07-17t\n+++\n", "content/posts/a.md:2:"),
            // Also found by the fuzzer: toml++ asserted on a table name starting with a control character.
            ("+++\ntitle = \"A\"\n[\u{1E}extra]\n+++\n", "content/posts/a.md:3:2: error: Invalid TOML: the control character U+001E."),
            ("+++\ntitle = \"A\"\n[!extra]\n+++\n", "content/posts/a.md:3:2: error: Invalid TOML: expected a table name after '[', saw '!'."),
            ("+++\n[[ a . !b ]]\n+++\n", "content/posts/a.md:2:8: error: Invalid TOML: expected a name after '.', saw '!'."),
            // And on a table header's `[` that ends its line (CI's fuzzer again).
            ("+++\n[\n++\n+++\n", "content/posts/a.md:2:2: error: Invalid TOML: expected a table name after '[', saw the end of the line."),
            ("+++\n[[ \t\r\ntitle = \"A\"\n+++\n", "content/posts/a.md:2:5: error: Invalid TOML: expected a table name after '[', saw the end of the line."),
            // And on `}` or a line separator where an array's value would start (a longer run of the fuzzer).
            ("+++\ntags = [}\"web\"]\n+++\n", "content/posts/a.md:2:9: error: Invalid TOML: expected a value or ']' in an array, saw '}'."),
            ("+++\ntags = [\"a\", {x = 1}, }]\n+++\n", "content/posts/a.md:2:23: error: Invalid TOML: expected a value or ']' in an array, saw '}'."),
            ("+++\ntags = [\u{2028}\"a\"]\n+++\n", "content/posts/a.md:2:9: error: Invalid TOML: unexpected line separator U+2028."),
            ("+++\ntags = [\n\u{85}]\n+++\n", "content/posts/a.md:3:1: error: Invalid TOML: unexpected line separator U+0085."),
        ]
        for (text, prefix) in cases {
            let (report, _) = try await build(["content/posts/a.md": text])
            let messages = TestSite.messages(report)
            #expect(messages.count == 1 && messages[0].hasPrefix(prefix), "\(messages)")
            for diagnostic in report.diagnostics {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(diagnostic.location.line <= lines.count)
                #expect(diagnostic.location.column <= lines[diagnostic.location.line - 1].unicodeScalars.count + 1, "\(diagnostic)")
            }
        }
        // The guard reads past strings and comments: a date inside them is text.
        #expect(TOMLFrontMatter.syntaxTOMLKitCannotTake(in: "title = \"2021-07-17Tea\" # 2021-07-17Tx\nd = 2021-07-17T10:00:00\n") == nil)
        #expect(TOMLFrontMatter.syntaxTOMLKitCannotTake(in: "t = '''\n2021-07-17Tx'''\nd = 2021-07-17 # note\n") == nil)
        #expect(TOMLFrontMatter.syntaxTOMLKitCannotTake(in: "d = 2021-07-17Tx")?.offset == 15)
        // Arrays and inline tables that start a line are values, not table headers.
        #expect(TOMLFrontMatter.syntaxTOMLKitCannotTake(in: "m = [\n[+1, 2],\n[{a = 1}],\n]\n[taxonomies]\n[\"quoted key\".x]\n") == nil)
        // Braces and line separators in strings and comments are text.
        #expect(TOMLFrontMatter.syntaxTOMLKitCannotTake(in: "m = [\"}\", '}', # } \u{2028}\n{a = \"\u{2028}\"}]\n") == nil)
        #expect(TOMLFrontMatter.clamped(line: 9, column: 9, in: "a = 1\nb = 2") == (3, 4))
        #expect(TOMLFrontMatter.clamped(line: 0, column: 0, in: "a = 1") == (1, 1))
    }

    @Test func keyPositionsFollowTables() {
        let positions = TOMLKeyPositions("title = 'x'\n\"quoted key\"=1\n[taxonomies]\n  tags = []\ntext = '''\nfake = 1\n'''\n")
        #expect(positions.position(table: "", key: "title") == .init(line: 1, keyColumn: 1, valueColumn: 9))
        #expect(positions.position(table: "", key: "quoted key") == .init(line: 2, keyColumn: 1, valueColumn: 14))
        #expect(positions.position(table: "taxonomies", key: "tags") == .init(line: 4, keyColumn: 3, valueColumn: 10))
        #expect(positions.position(table: "taxonomies", key: "fake") == nil)
    }
}
