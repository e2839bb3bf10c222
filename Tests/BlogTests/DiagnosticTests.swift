// Tests of the diagnostic type's printed form and ordering.
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
