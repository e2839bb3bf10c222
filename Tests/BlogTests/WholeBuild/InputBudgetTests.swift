// The per-file budget (docs/security.md): every input past a limit is an error at its place, found before the costly step.
@testable import Blog
import Foundation
import Testing

struct InputBudgetTests {
    /// A site of the basic fixture's settings and one post of `text`, built; its diagnostics as printed.
    func messages(post text: String) async throws -> [String] {
        let site = try TestSite()
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("redirects.yml"))
        try site.write("content/posts/p.md", text)
        return TestSite.messages(try await site.build())
    }

    let header = "---\ntitle: P\ndate: 2021-07-17\n---\n"

    /// A header 3,000 cells wide over 3,000 one-cell rows: 9 million padded cells (361 MB from 18 KB) with cmark-gfm
    /// 0.29.0.gfm.6. Refused at the table's first line, in the file's numbering.
    @Test func aTableThatPadsToMillionsOfCellsIsRefused() async throws {
        let table = String(repeating: "|a", count: 3000) + "|\n" + String(repeating: "|-", count: 3000) + "|\n"
            + String(repeating: "x\n", count: 3000)
        #expect(try await messages(post: header + "Intro.\n\n" + table) == [
            "content/posts/p.md:7:1: error: Its tables hold more than 100000 cells (the empty cells that pad short rows to the header's width count too); at most 100000 are allowed in one file.\n    note: docs/security.md lists every limit.",
        ])
        // A real table of 40 columns and 500 rows is well inside.
        let real = String(repeating: "|h", count: 40) + "|\n" + String(repeating: "|-", count: 40) + "|\n"
            + String(repeating: String(repeating: "|c", count: 40) + "|\n", count: 500)
        #expect(MarkdownLimits.check(real) == nil)
    }

    @Test func cmarkGFMsQuadraticInlineCasesAreRefused() {
        func message(_ text: String) -> String? { MarkdownLimits.check(text)?.message }
        #expect(message(String(repeating: "www.a_", count: 40_000))?.hasPrefix("Its links' autolink triggers (www. : @) stand in words so long") == true)
        #expect(message("a" + String(repeating: "<!--", count: 50_000))?.hasPrefix("This paragraph holds more than 10000 inline markers") == true)
        #expect(message(String(repeating: "[", count: 50_000))?.hasPrefix("This paragraph holds more than 10000 inline markers") == true)
        #expect(message(String(repeating: "*a", count: 20_000))?.hasPrefix("This paragraph holds more than 10000 inline markers") == true)
        #expect(MarkdownLimits.check("Intro\n\n" + String(repeating: "> ", count: 65) + "deep")
                == MarkdownLimits.Violation(line: 3, message: "Block quotes nest more than 64 levels deep here; at most 64 are allowed."))
        #expect(message(String(repeating: "a", count: MarkdownLimits.maxBytes + 1))?.hasPrefix("The file is 4194305 bytes long") == true)
    }

    /// Markers in code are not counted (a long C listing is full of `*` and `_`), and the count starts again at each
    /// blank line; links with spaces between them cost little.
    @Test func ordinaryLongPostsAreWellInsideTheBudget() {
        let code = "```c\n" + String(repeating: "int *p_x = &a[i] < b[j] ? *q_y : **r_z; // __x__ ~y~\n", count: 5_000) + "```\n"
        #expect(MarkdownLimits.check(code) == nil)
        let tildes = "~~~~\n" + String(repeating: "*_[<>]!@\n", count: 5_000) + "~~~~~\n"
        #expect(MarkdownLimits.check(tildes) == nil)
        let paragraphs = String(repeating: String(repeating: "Some *emphasis* and a [link](https://example.com/a_b). ", count: 100) + "\n\n", count: 100)
        #expect(MarkdownLimits.check(paragraphs) == nil)
        let links = String(repeating: "https://example.com/www.path/a@b ", count: 3_000)
        #expect(MarkdownLimits.check(links) == nil)
    }

    /// TOML dotted keys 30,000 deep overflowed the stack (SIGSEGV, and `blog serve` died with it).
    @Test func deepFrontMatterIsRefusedBeforeItIsParsed() async throws {
        let toml = "+++\ntitle = \"P\"\ndate = 2021-07-17\n" + Array(repeating: "a", count: 30_000).joined(separator: ".") + " = 1\n+++\nHello.\n"
        #expect(try await messages(post: toml) == ["content/posts/p.md:4:64: error: Invalid TOML: a dotted key of more than 32 parts (front matter allows 32)."])
        let inline = "+++\ntitle = \"P\"\ndate = 2021-07-17\nx = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n+++\n"
        #expect(try await messages(post: inline) == ["content/posts/p.md:4:36: error: Invalid TOML: a value nested more than 32 levels deep (front matter allows 32)."])
        let yaml = header.replacingOccurrences(of: "date: 2021-07-17\n", with: "date: 2021-07-17\nx: " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + "\n") + "Hello.\n"
        #expect(try await messages(post: yaml) == ["content/posts/p.md:4:36: error: The front matter nests lists or mappings more than 32 deep; at most 32 are allowed."])
        // Keys with many dots in values, and 31 levels, are fine: read, and reported only as keys no template reads.
        let fine = "+++\ntitle = \"P\"\ndate = 2021-07-17\nversion = \"1.2.3.4.5.6.7.8.9.10.11.12.13.14.15.16.17.18.19.20.21.22.23.24.25.26.27.28.29.30.31.32.33\"\n"
            + Array(repeating: "b", count: 31).joined(separator: ".") + " = 1.5\n+++\nHello.\n"
        #expect(try await messages(post: fine).filter { !$0.contains(": warning: The front-matter key ") } == [])
    }

    /// A YAML anchor reused 6,000 times in `tags:` passed 10 GB; 5,000 categories in one post wrote 2.1 GB.
    @Test func aliasesAreCountedExpandedAndTermsPerPostAreBounded() async throws {
        let anchor = "a: &a [" + (0..<100).map { "w\($0)" }.joined(separator: ", ") + "]\n"
            + "b: &b [" + Array(repeating: "*a", count: 100).joined(separator: ", ") + "]\n"
            + "tags: [" + Array(repeating: "*b", count: 6_000).joined(separator: ", ") + "]\n"
        let aliased = header.replacingOccurrences(of: "date: 2021-07-17\n", with: "date: 2021-07-17\n" + anchor)
        #expect(try await messages(post: aliased) == ["content/posts/p.md:2:1: error: The front matter holds more than 10000 values once its aliases (*name) are expanded; at most 10000 are allowed."])
        let long = "a: &a " + String(repeating: "x", count: 10_000) + "\ntags: [" + Array(repeating: "*a", count: 6_000).joined(separator: ", ") + "]\n"
        #expect(try await messages(post: header.replacingOccurrences(of: "date: 2021-07-17\n", with: "date: 2021-07-17\n" + long))
                == ["content/posts/p.md:2:1: error: The front matter's values hold more than 1048576 bytes once its aliases (*name) are expanded; at most 1048576 (1 MiB) are allowed."])
        let many = header.replacingOccurrences(of: "date: 2021-07-17\n", with: "date: 2021-07-17\ncategories: [" + (0..<5_000).map { "c\($0)" }.joined(separator: ", ") + "]\n")
        #expect(try await messages(post: many) == ["content/posts/p.md:4:13: error: 'categories' lists 5000 names; a post may have at most 100."])
    }

    /// The eight-bytes-at-a-time test finds a forbidden character, or a character reference, at every offset, and
    /// passes line breaks, tabs, U+FFFD and ordinary references' absence.
    @Test func theQuickTestForForbiddenCharactersMissesNone() {
        func test(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { HTMLEscaping.mayHoldForbiddenInXML($0) }
        }
        let plain = String(repeating: "Line\tof text,\r\nwith \u{FFFD} and 布局。", count: 3)
        #expect(!test(plain))
        #expect(!test("a &amp; b"))
        for offset in 0..<24 {
            for inserted in ["\u{1}", "\u{C}", "\u{7F}", "\u{FFFE}", "\u{FFFF}", "&#"] {
                var text = plain
                text.insert(contentsOf: inserted, at: text.index(text.startIndex, offsetBy: offset))
                #expect(test(text), "\(inserted.unicodeScalars.map(\.value)) at \(offset)")
            }
        }
    }

    /// A pasted form feed in a title and `&#1;` in a body made feed.xml invalid XML, and `blog check` said nothing.
    @Test func charactersXMLForbidsReachNoPageOrFeed() async throws {
        let site = try TestSite()
        try site.write("content/posts/2021/control.md", "---\ntitle: \"Form\\ffeed\"\ndate: 2026-06-01\n---\nA &#1; and a \u{1} raw, &#xFFFE;.\n")
        #expect(try await site.build().succeeded)
        let feed = try site.page("feed.xml")
        #expect(feed.contains("<title>Form\u{FFFD}feed</title>"))
        #expect(feed.contains("A \u{FFFD} and a \u{FFFD} raw, \u{FFFD}."))
        #expect(!feed.unicodeScalars.contains { HTMLEscaping.isForbiddenInXML($0) })
        #expect(try XMLCheck.check(feed).get().root == "feed")
        let pages = TestSite.tree(site.output).filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".xml") }
        #expect(pages.count > 10)
        for (path, bytes) in pages {
            #expect(!String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { HTMLEscaping.isForbiddenInXML($0) }, "\(path)")
        }
        // The check finds such a character in a feed written by anything else.
        #expect(throws: XMLCheck.Problem.self) { try XMLCheck.check("<feed>\u{C}</feed>").get() }
        #expect(throws: XMLCheck.Problem.self) { try XMLCheck.check("<feed>&#1;</feed>").get() }
    }
}
