// The classic UIScrollView + Auto Layout cases, with the content sizes and frames UIKit computes.
import Testing
@testable import Layout

@Suite struct ScrollViewTests {
    /// A container pinned to the content edges, as wide as the scroll view and 1.5 screens tall:
    /// contentSize = 375 × 1.5 × 667 = 375 × 1000.5.
    @Test func containerPinnedToContentEdges() {
        let solution = solveText("""
            screen 375x667
            scroll scroll in screen
            view container in scroll
            scroll.frame.edges == screen.edges
            container.edges == scroll.content.edges
            container.width == scroll.frame.width
            container.height == screen.height * 1.5
            """)
        #expect(solution.contentSizes["scroll"] == Size(width: 375, height: 1000.5))
        #expect(solution.frames["container"] == rect(0, 0, 375, 1000.5))
        #expect(solution.frames["scroll"] == rect(0, 0, 375, 667))
        #expect(solution.isValid)
    }

    /// A vertical scroll view holding a 108-pt header, a 44-pt tab bar and a horizontal paging
    /// scroll view (two pages, each as large as the pager) that fills the screen below the tab
    /// bar. Scrolled by the header (0, 108) and paged to the second page (375, 0).
    /// Pager: 667 - 44 = 623 tall, at y = 108 + 44 = 152; main content 375 × (152 + 623 = 775);
    /// pager content 2 × 375 = 750 × 623. On screen the pager starts at 152 - 108 = 44 and page 2 at x 0.
    @Test func headerTabBarAndPagingScrollView() {
        let solution = solveText("""
            screen 375x667
            scroll main in screen
            view content in main
            view header in content
            view tabs in content
            scroll pager in content
            view page1 in pager
            view page2 in pager
            main.frame.edges == screen.edges
            content.edges == main.content.edges
            content.width == main.frame.width
            H:|[header]|
            H:|[tabs]|
            H:|[pager]|
            V:|[header(==108)][tabs(==44)][pager]|
            pager.height == main.frame.height - 44
            page1.top == pager.content.top
            page1.bottom == pager.content.bottom
            page1.size == pager.frame.size
            page2.top == pager.content.top
            page2.size == pager.frame.size
            H:|[page1][page2]|
            main.offset = (0, 108)
            pager.offset = (375, 0)
            """)
        #expect(solution.contentSizes["main"] == Size(width: 375, height: 775))
        #expect(solution.contentSizes["pager"] == Size(width: 750, height: 623))
        #expect(solution.frames["header"] == rect(0, 0, 375, 108))
        #expect(solution.frames["tabs"] == rect(0, 108, 375, 44))
        #expect(solution.frames["pager"] == rect(0, 152, 375, 623))
        #expect(solution.frames["page1"] == rect(0, 0, 375, 623))
        #expect(solution.frames["page2"] == rect(375, 0, 375, 623))
        #expect(solution.absoluteFrames["header"] == rect(0, -108, 375, 108))
        #expect(solution.absoluteFrames["pager"] == rect(0, 44, 375, 623))
        #expect(solution.absoluteFrames["page2"] == rect(0, 44, 375, 623))
        #expect(solution.isValid)
    }

    /// A 100-pt-tall scroll view whose card is pinned to the content edges with 10 pt of padding:
    /// content = card + 2 × 10 in each direction.
    @Test func paddingAroundTheContent() {
        let solution = solveText("""
            screen 375x667
            scroll s in screen
            view card in s
            s.top == screen.top
            s.leading == screen.leading
            s.trailing == screen.trailing
            s.height == 100
            card.edges == s.content.edges inset 10
            card.width == s.frame.width - 20
            card.height == 300
            """)
        #expect(solution.frames["s"] == rect(0, 0, 375, 100))
        #expect(solution.contentSizes["s"] == Size(width: 375, height: 320))
        #expect(solution.frames["card"] == rect(10, 10, 355, 300))
    }

    /// TN2154: edges of a scroll view related to its subviews mean the content area; its width
    /// and centre mean the frame. Here the label is centred in the frame horizontally.
    @Test func edgesToDescendantsMeanTheContentArea() {
        let solution = solveText("""
            screen 375x667
            scroll s in screen
            view label in s
            s.edges == screen.edges
            label.top == s.top + 20
            label.bottom == s.bottom - 20
            label.leading == s.leading
            label.trailing == s.trailing
            label.width == s.width
            label.height == 1000
            """)
        #expect(solution.contentSizes["s"] == Size(width: 375, height: 1040))
        #expect(solution.frames["label"] == rect(0, 20, 375, 1000))
    }

    @Test func undeterminedContentSizeIsAmbiguous() {
        let solution = solveText("""
            screen 375x667
            scroll s in screen
            view card in s
            s.edges == screen.edges
            card.top == s.content.top
            card.leading == s.content.leading
            card.trailing == s.content.trailing
            card.size == (375, 200)
            """)
        #expect(solution.ambiguousViews.map(\.name) == ["s"])
        #expect(solution.ambiguousViews.first?.quantities == [.contentHeight])
        #expect(solution.ambiguousViews.first?.location == SourcePosition(line: 2, column: 8))
    }
}
