// End to end: posts with layout blocks build into inline SVG; a wrong block fails the build at its line.
@testable import Blog
import Diagram
import Foundation
import Testing

struct LayoutDiagramBuildTests {
    static let post = """
    ---
    title: Diagrams
    date: 2022-03-05
    ---
    Intro.

    ```layout show=frames
    screen 320x200
    view header
    header.top == screen.top
    header.height == 44
    H:|-8-[header]-8-|
    ```

    ```layout widths=320,393
    screen 320x200
    view box
    box.edges == screen.edges
    ```

    ```layout
    screen 320x200
    view box
    box.widht == 10
    ```

    ```layout colour=red
    screen 320x200
    ```
    """

    func builder(keepsGoing: Bool) -> SiteBuilder {
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer(keepsGoing: keepsGoing).register(in: &renderers)
        return SiteBuilder(fencedBlockRenderers: renderers)
    }

    @Test func wrongBlocksFailTheBuildAtTheirLinesInThePost() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/posts/2022/diagrams.md", Self.post)
        let report = try await site.build(builder: builder(keepsGoing: false))
        #expect(!report.succeeded)
        let messages = TestSite.messages(report).filter { $0.hasPrefix("content/posts/2022/diagrams.md") }
        #expect(messages.count == 2)
        // Line 24 is `box.widht == 10`; `widht` starts at column 5.
        #expect(messages.contains("content/posts/2022/diagrams.md:24:5: error: unknown anchor 'widht'; did you mean 'width'?"))
        // Line 27 is the fence ```layout colour=red: the option's name starts at column 11.
        #expect(messages.contains { $0.hasPrefix("content/posts/2022/diagrams.md:27:11: error:") && $0.contains("colour") })
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("blog/2022/03/diagrams.html").path))
    }

    @Test func keepGoingDrawsErrorBoxesAndTheGoodDiagrams() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/posts/2022/diagrams.md", Self.post)
        let report = try await site.build(builder: builder(keepsGoing: true))
        #expect(report.succeeded)
        #expect(TestSite.messages(report).filter { $0.contains("diagrams.md") }.allSatisfy { $0.contains(": warning: ") })
        let page = try site.page("blog/2022/03/diagrams.html")
        #expect(page.components(separatedBy: "<figure class=\"layout-diagram\">").count - 1 == 4)
        #expect(page.components(separatedBy: "<svg").count - 1 == 4)
        // The SVG reaches the page untouched: GFM's tagfilter would escape its <title>.
        #expect(page.components(separatedBy: "<title>").count - 1 >= 4 + 1)
        #expect(!page.contains("&lt;title>") && !page.contains("&lt;style>"))
        // The fixture's theme has no diagram style sheet: the page carries it once, in its head, whatever
        // the number of diagrams and error boxes.
        #expect(page.components(separatedBy: DiagramStyleSheet.marker).count - 1 == 1)
        #expect(page.range(of: DiagramStyleSheet.marker)!.lowerBound < page.range(of: "</head>")!.lowerBound)
        // The first diagram draws the header at the frame the engine computes: 8,0 304×44.
        #expect(page.contains("8,0 304×44"))
        // Widths: one panel per width, each labelled.
        #expect(page.contains("320 pt") && page.contains("393 pt"))
    }

    /// A theme without the diagram style sheet: a page gets it when a value it printed drew a diagram (the content,
    /// or a summary holding one), whatever its bytes say; a page that printed none does not.
    @Test func theStyleSheetGoesWhereAPrintedValueDrewADiagram() async throws {
        let site = try TestSite(copying: "basic")
        let diagram = "```layout\nscreen 320x200\nview box\nbox.edges == screen.edges\n```\n"
        // The diagram comes after the summary: the index shows the summary only.
        try site.write("content/posts/2022/late.md", "---\ntitle: Late\ndate: 2022-03-05\n---\nIntro.\n\n<!-- more -->\n\n" + diagram)
        // The diagram is in the summary: the index shows it.
        try site.write("content/posts/2022/early.md", "---\ntitle: Early\ndate: 2022-03-06\n---\n" + diagram + "\n<!-- more -->\n\nMore.\n")
        // A post that quotes a diagram's SVG in a code block draws nothing.
        try site.write("content/posts/2022/quote.md", "---\ntitle: Quote\ndate: 2022-03-07\n---\n"
            + "```html\n<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-diagram\"></svg>\n</head>\n```\n")
        let report = try await site.build(builder: builder(keepsGoing: false))
        #expect(report.succeeded, "\(TestSite.messages(report))")
        func styleSheets(_ path: String) throws -> Int { try site.page(path).components(separatedBy: DiagramStyleSheet.marker).count - 1 }
        #expect(try styleSheets("blog/2022/03/late.html") == 1)
        #expect(try styleSheets("blog/2022/03/early.html") == 1)
        #expect(try styleSheets("blog/2022-03.html") == 1)
        #expect(try styleSheets("index.html") == 1)
        #expect(try styleSheets("blog/2022/03/quote.html") == 0)
        #expect(try styleSheets("archive.html") == 0)
        // Only the summary of `late` on the index: no diagram there when `early` is not on it.
        try site.remove("content/posts/2022/early.md")
        _ = try await site.build(builder: builder(keepsGoing: false))
        #expect(try site.page("index.html").contains("Intro."))
        #expect(try styleSheets("index.html") == 0)
    }

    @Test func sameBlockGivesByteIdenticalPages() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/posts/2022/diagrams.md", Self.post)
        let first = site.root.appendingPathComponent("one"), second = site.root.appendingPathComponent("two")
        _ = try await site.build(into: first, builder: builder(keepsGoing: true))
        _ = try await site.build(into: second, builder: builder(keepsGoing: true))
        #expect(TestSite.tree(first) == TestSite.tree(second))
    }

    @Test func aRebuildLaysOutOnlyChangedDiagrams() async throws {
        let site = try TestSite(copying: "basic")
        let post = "---\ntitle: Two diagrams\ndate: 2022-03-05\n---\nIntro.\n\n```layout\nscreen 320x200\nview a\na.edges == screen.edges\n```\n\n"
            + "```layout\nscreen 320x100\nview b\nb.edges == screen.edges\n```\n"
        try site.write("content/posts/2022/two.md", post)
        let renderer = LayoutDiagramRenderer()
        var renderers = FencedBlockRenderers()
        renderer.register(in: &renderers)
        let builder = SiteBuilder(fencedBlockRenderers: renderers)
        _ = try await site.build(mode: .inPlace, builder: builder)
        #expect(renderer.layoutCount == 2)
        // The text around the diagrams changes: the post is parsed again, its diagrams come from the cache.
        try site.write("content/posts/2022/two.md", post.replacingOccurrences(of: "Intro.", with: "A new intro."))
        let edited = try await site.build(mode: .inPlace, builder: builder)
        #expect(edited.markdownRenderCount == 1)
        #expect(renderer.layoutCount == 2)
        // One diagram changes: only it is laid out again.
        try site.write("content/posts/2022/two.md", post.replacingOccurrences(of: "320x100", with: "320x120"))
        _ = try await site.build(mode: .inPlace, builder: builder)
        #expect(renderer.layoutCount == 3)
    }

    /// A code block with `layout` after its language stays a highlighted code block, and the figure of the layout its
    /// code builds follows it; a mistake in the code fails the build at its line and column in the post.
    @Test func codeBlocksDrawTheLayoutTheirCodeBuilds() async throws {
        let site = try TestSite(copying: "basic")
        try site.write("content/posts/2022/code.md", """
        ---
        title: Code
        date: 2022-03-06
        ---
        ```swift layout screen=320x480 caption="Pinned"
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        ```

        ```objc layout
        UIView *box = [UIView new];
        [self.view addSubview:box];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(headerView.mas_bottom);
        }];
        ```

        ```kotlin layout
        val x = 1
        ```
        """)
        let failed = try await site.build(builder: builder(keepsGoing: false))
        let messages = TestSite.messages(failed).filter { $0.hasPrefix("content/posts/2022/code.md") }
        // Line 17 is `make.top.equalTo(headerView.mas_bottom);` (4 spaces, then 17 characters before the target): column 22.
        #expect(messages.contains("content/posts/2022/code.md:17:22: error: the target of this constraint is 'headerView', which this code never sets, not a view, an attribute or a number"))
        // Line 21 is the fence ```kotlin layout: `layout` starts at column 11.
        #expect(messages.contains { $0.hasPrefix("content/posts/2022/code.md:21:11: error: 'layout' after 'kotlin'") })
        #expect(messages.count == 2)

        let report = try await site.build(builder: builder(keepsGoing: true))
        #expect(report.succeeded)
        let page = try site.page("blog/2022/03/code.html")
        // The code is highlighted as any Swift block, and the figure comes after it.
        let code = try #require(page.range(of: "data-lang=\"swift\""))
        let figure = try #require(page.range(of: "<figure class=\"layout-diagram\">"))
        #expect(code.lowerBound < figure.lowerBound)
        #expect(page.contains("<figcaption>Pinned</figcaption>"))
        // The box inset 20 on a 320×480 screen: 20,20 280×440.
        #expect(page.contains("20,20 280×440"))
    }
}
