// Golden SVG files, each checked by eye through rsvg-convert when recorded (scripts/checks/diagram-svg.sh
// renders them all on CI).
import Testing
@testable import Diagram

@Suite struct SVGSnapshotTests {
    @Test func stackWithGuidesAndFrames() {
        Snapshot.check(SVGRenderer.render(SceneFixtures.stack, options: DiagramOptions(caption: "A vertical stack", showsFrames: true, showsGuides: true)),
                       named: "stackWithGuidesAndFrames")
    }

    @Test func pagingScrollView() {
        Snapshot.check(SVGRenderer.render(SceneFixtures.pager, options: DiagramOptions(caption: "A paging scroll view on its second page", showsFrames: true)),
                       named: "pagingScrollView")
    }

    @Test func threeWidths() {
        Snapshot.check(SVGRenderer.render(SceneFixtures.widths, options: DiagramOptions(widths: [320, 393, 430], showsFrames: true)),
                       named: "threeWidths")
    }

    @Test func errorBox() {
        Snapshot.check(SVGRenderer.renderError(messages: [
            "posts/stack.md:14:12: Unknown property 'spacng' on stack 'body'. Did you mean 'spacing'?",
            "posts/stack.md:17:1: Unknown view kind 'veiw'. Did you mean 'view'?",
        ], caption: "A vertical stack"), named: "errorBox")
    }
}
