// Tests of the diagnostic type's printed form and ordering.
import Foundation
import Testing
@testable import Blog

@Test func diagnosticPrintsPathLineColumn() {
    let d = Diagnostic.error("missing required key 'title'", at: SourceLocation(path: "content/posts/a.md", line: 2, column: 1),
                             notes: ["add 'title: …' to the front matter"])
    #expect(d.description == "content/posts/a.md:2:1: error: missing required key 'title'\n    note: add 'title: …' to the front matter")
}

@Test func diagnosticsSortByLocation() {
    let a = Diagnostic.error("x", at: SourceLocation(path: "b.md", line: 1))
    let b = Diagnostic.warning("y", at: SourceLocation(path: "a.md", line: 9))
    let c = Diagnostic.error("z", at: SourceLocation(path: "a.md", line: 10))
    #expect([a, c, b].sorted() == [b, c, a])
}

/// Lines end at "\n", "\r\n" or a lone "\r" everywhere a position is reported (found by the fuzzers: the
/// front matter and the UTF-8 check counted "\n" only, YAML and cmark all three).
struct LineCountingTests {
    @Test func theCounterEndsLinesAsEditorsDo() {
        var counter = LineColumnCounter()
        for scalar in "a\r\nb\rc\nd布".unicodeScalars { counter.advance(over: scalar) }
        #expect((counter.line, counter.column) == (4, 3))
    }

    @Test func invalidUTF8AfterALoneCarriageReturnIsOnItsLine() {
        guard case .failure(let error) = TextDecoding.decode(Data([0x61, 0x0D, 0x62, 0x0D, 0x0A, 0x63, 0xFF]), path: "f.md") else {
            Issue.record("decoded")
            return
        }
        #expect(error.diagnostic.location == SourceLocation(path: "f.md", line: 3, column: 2))
    }

    /// A leading byte order mark is dropped, from a valid file and before counting columns in an invalid one; one
    /// anywhere else is text. The long file has a run of ASCII and one that is not, checked apart (`UTF8Runs`).
    @Test func aByteOrderMarkIsDroppedOnlyAtTheStart() throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try TextDecoding.decode(Data(mark + Array("# 布局".utf8)), path: "f.md").get() == "# 布局")
        #expect(try TextDecoding.decode(Data(mark), path: "f.md").get() == "")
        #expect(try TextDecoding.decode(Data(Array("a".utf8) + mark), path: "f.md").get() == "a\u{FEFF}")
        let long = String(repeating: "layout ", count: 100) + String(repeating: "布局", count: 100)
        #expect(try TextDecoding.decode(Data(mark + Array(long.utf8)), path: "f.md").get() == long)
        guard case .failure(let error) = TextDecoding.decode(Data(mark + Array("ab".utf8) + [0xFF]), path: "f.md") else {
            Issue.record("decoded")
            return
        }
        #expect(error.diagnostic.location == SourceLocation(path: "f.md", line: 1, column: 3))
        #expect(error.diagnostic.message.contains("0xFF"))
    }

    @Test func frontMatterLinesEndAtALoneCarriageReturn() throws {
        let text = "---\rtitle: T\r\ndate: [\r---\rbody"
        #expect(throws: DiagnosticError.self) { try FrontMatter.parse(text, path: "p.md") }
        let good = try FrontMatter.parse("---\rtitle: T\r---\rbody\r", path: "p.md")
        #expect(good.bodyFirstLine == 4)
        #expect(good.body == "body\r")
        #expect(good.location(of: good["title"]) == SourceLocation(path: "p.md", line: 2, column: 8))
    }

    /// A Zola blog written on Windows began its `_index.md` with a byte-order mark; Zola read the front matter.
    @Test func aByteOrderMarkBeforeTheFenceIsNoText() throws {
        for text in ["\u{FEFF}---\ntitle: T\n---\nbody", "\u{FEFF}+++\ntitle = \"T\"\n+++\nbody"] {
            let matter = try FrontMatter.parse(text, path: "p.md")
            #expect(matter["title"].flatMap(YAMLValues.string) == "T")
            #expect(matter.body == "body" && matter.bodyFirstLine == 4)
        }
        #expect(try FrontMatter.parse("\u{FEFF}body", path: "p.md").body == "\u{FEFF}body")
    }
}

/// libyaml marks the end of its input as the start of a line after the last: a file's error must point at
/// a place the file has (found by the site fuzzer on a two-line blog.yml).
@Test func yamlErrorsAtTheEndOfAFileStayInsideIt() {
    var diagnostics: [Diagnostic] = []
    _ = ConfigReader.read("title: T\n--", path: "blog.yml", diagnostics: &diagnostics)
    #expect(diagnostics.map(\.location) == [SourceLocation(path: "blog.yml", line: 2, column: 3)])
}

/// A document of only `---` is empty: no redirects; a blog.yml without a mapping is an error inside the file
/// (found by the site fuzzer: libyaml marks the empty document's node on a line after the last).
@Test func emptyYAMLDocumentsAreLocatedInsideTheFile() {
    var diagnostics: [Diagnostic] = []
    #expect(RedirectsReader.read("---", path: "redirects.yml", diagnostics: &diagnostics).isEmpty)
    #expect(diagnostics.isEmpty)
    _ = ConfigReader.read("---", path: "blog.yml", diagnostics: &diagnostics)
    #expect(diagnostics.map(\.location) == [SourceLocation(path: "blog.yml", line: 1, column: 4)])
}
