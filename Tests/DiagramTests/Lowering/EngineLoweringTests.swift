// Tests of the engine lowering: same frames as `blog layout solve`, scroll geometry, errors at block lines.
import Testing
import Layout
@testable import Diagram

private func relative(_ source: String) throws -> SceneView {
    let parsed = Parser.parse(source)
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    return try EngineLowering().relativeScene(parsed.document, screen: parsed.document.screen.size)
}

private func errors(_ source: String) -> [String] {
    let result = DiagramPipeline(lowering: EngineLowering()).render(source: source, infoString: "layout")
    return result.blockErrors.map(\.description)
}

private func frame(_ scene: SceneView, _ name: String) -> Rect? {
    scene.allViews.first { $0.name == name }?.frame
}

@Suite struct EngineLoweringTests {
    /// A constraint file is a layout block, and both give the same JSON, byte for byte.
    @Test func constraintFileGivesTheSameFramesAsTheSolver() throws {
        let source = """
        screen 375x667
        view header in screen
        view body in screen
        header.top == screen.top
        header.height == 108
        H:|-8-[header]-8-|
        H:|[body]|
        body.top == header.bottom + 8 @high
        body.bottom == screen.bottom
        """
        let solved = ConstraintScriptParser.parse(source).layout.solve()
        #expect(try relative(source).frameJSON == solved.json)
        // Hand check: 375 - 16 wide header; body from 116 to 667.
        #expect(solved.frames["header"] == Rect(x: 8, y: 0, width: 359, height: 108))
        #expect(solved.frames["body"] == Rect(x: 0, y: 116, width: 375, height: 551))
    }

    /// A container pinned to a scroll view's content, as wide as the frame and 1.5 screens high:
    /// UIKit gives a content size of 375 × 1000.5, and the offset moves the drawn content up.
    /// The Box Alignment keywords reach the engine: in a 200-wide `row-reverse` flex, `justify=end` packs a
    /// 40-wide item at the inline end, the right (x = 160), where `flex-end` is the left (x = 0); with
    /// `justify=safe center` two 150-wide items overflowing by 100 start at the left instead of at −50.
    @Test func boxAlignmentKeywordsReachTheEngine() throws {
        func x(_ properties: String, items: String = "view a size=40x20") throws -> [Double] {
            let scene = try relative("screen 200x100\nflex f width=200 height=100 \(properties)\n  " + items.replacingOccurrences(of: ";", with: "\n  "))
            return ["a", "b"].compactMap { frame(scene, $0)?.minX }
        }
        #expect(try x("flexDirection=row-reverse justify=end") == [160])
        #expect(try x("flexDirection=row-reverse justify=flex-end") == [0])
        #expect(try x("justify=center", items: "view a size=150x20 shrink=0;view b size=150x20 shrink=0") == [-50, 100])
        #expect(try x("justify=safe center", items: "view a size=150x20 shrink=0;view b size=150x20 shrink=0") == [0, 150])
    }

    @Test func scrollViewContentSizeAndOffset() throws {
        let source = """
        screen 375x667
        scroll sv in screen
        sv.edges == screen.edges
        view container in sv
        container.edges == sv.content.edges
        container.width == sv.frame.width
        container.height == screen.height * 1.5
        sv.offset = (0, 100)
        """
        let scene = try relative(source)
        let scroll = try #require(scene.allViews.first { $0.name == "sv" }?.scroll)
        #expect(scroll.contentSize == Size(width: 375, height: 1000.5))
        #expect(scroll.contentOffset == Point(x: 0, y: 100))
        #expect(frame(scene, "container") == Rect(x: 0, y: 0, width: 375, height: 1000.5))
        let drawn = scene.resolvingRelativeFrames()
        #expect(frame(drawn, "container") == Rect(x: 0, y: -100, width: 375, height: 1000.5))
    }

    /// A label placed by constraints takes its width from its text: 5 Latin characters in the
    /// 17-point metrics, one line high: 17 × 1.2 = 20.4, rounded up to whole points as
    /// `UILabel.sizeThatFits` does.
    @Test func labelGetsItsIntrinsicSize() throws {
        let source = """
        screen 375x667
        label title "Hello"
        title.top == screen.top + 20
        title.leading == screen.leading + 16
        """
        let expected = LabelMetrics.size(of: "Hello", fontSize: 17, width: .infinity, widthMode: .undefined,
                                          height: .infinity, heightMode: .undefined)
        let title = try #require(frame(try relative(source), "title"))
        #expect(title == Rect(x: 16, y: 20, width: expected.width, height: expected.height))
        #expect(expected.height == 21)
    }

    /// `size=` on a view placed by constraints is a required size.
    @Test func sizePropertyOnAConstrainedViewIsRequired() throws {
        let source = """
        screen 320x568
        view avatar size=44x44
        avatar.center == screen.center
        """
        #expect(frame(try relative(source), "avatar") == Rect(x: 138, y: 262, width: 44, height: 44))
    }

    @Test func constraintErrorsKeepTheBlockLineAndColumn() {
        let found = errors("""
        screen 375x667
        view a
          a.widht == 10
        """)
        #expect(found == ["3:5: unknown anchor 'widht'; did you mean 'width'?"])
    }

    @Test func conflictingRequiredConstraintsAreReportedAtTheBrokenOne() {
        let found = errors("""
        screen 375x667
        view a
        a.edges == screen.edges
        a.width == 100
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("4:1: unable to simultaneously satisfy constraints") == true)
    }

    @Test func ambiguousLayoutNamesTheView() {
        let found = errors("""
        screen 375x667
        view a
        a.top == screen.top
        a.height == 10
        """)
        #expect(found.count == 1)
        #expect(found.first?.contains("'a'") == true)
        #expect(found.first?.hasPrefix("2:") == true)
    }
}

/// A vertical auto-sized stack pinned to the top and sides: its height is its content's,
/// 16 + 21 (label) + 8 + 44 + 8 + 20 (row) + 16 = 133; fillEqually splits (288 − 10) in two.
@Test func autoStackSizesToItsItems() throws {
    let scene = try relative("""
        screen 320x200
        stack body axis=vertical spacing=8 padding=16 alignment=fill
          label title "Hello, world"
          view avatar size=44x44
          stack row axis=horizontal distribution=fillEqually spacing=10
            view a height=20
            view b height=20
        body.top == screen.top
        body.leading == screen.leading
        body.trailing == screen.trailing
        """)
    #expect(frame(scene, "body") == Rect(x: 0, y: 0, width: 320, height: 133))
    #expect(frame(scene, "title") == Rect(x: 16, y: 16, width: 288, height: 21))
    #expect(frame(scene, "avatar") == Rect(x: 16, y: 45, width: 44, height: 44))
    #expect(frame(scene, "row") == Rect(x: 16, y: 97, width: 288, height: 20))
    #expect(frame(scene, "a") == Rect(x: 0, y: 0, width: 139, height: 20))
    #expect(frame(scene, "b") == Rect(x: 149, y: 0, width: 139, height: 20))
}

/// A fixed stack takes its size from constraints; equalSpacing puts the free space between items:
/// 300 − 3 × 50 = 150, 75 between each.
@Test func fixedStackWithEqualSpacing() throws {
    let scene = try relative("""
        screen 300x100
        stack bar axis=horizontal distribution=equalSpacing alignment=center style=fixed
          view a size=50x20
          view b size=50x40
          view c size=50x20
        bar.edges == screen.edges
        """)
    #expect(frame(scene, "bar") == Rect(x: 0, y: 0, width: 300, height: 100))
    #expect(["a", "b", "c"].map { frame(scene, $0) } == [
        Rect(x: 0, y: 40, width: 50, height: 20), Rect(x: 125, y: 30, width: 50, height: 40), Rect(x: 250, y: 40, width: 50, height: 20),
    ])
}

@Test func constraintsOnArrangedViewsAreAnError() {
    let found = errors("""
        screen 320x200
        stack body
          view a
        body.edges == screen.edges
        a.width == 10
        """)
    #expect(found == ["5:1: 'a' is arranged by 'body', which sets its frame; give it size=, grow= or margin= on its own line instead of a constraint"])
}

/// A view a stack arranges cannot hold views of its own yet: one error, at that view; its subviews (and theirs)
/// add none about a parent the constraint layout never declared (the fuzzer found such errors at columns past
/// the end of their line).
@Test func subviewsOfAnArrangedLeafAddNoErrors() {
    let found = errors("""
        hstack row spacing=8 padding=8 width=100% alignment=fill
         view icon size=44x44
          view inner
           label deeper
          label nam
        """)
    #expect(found == ["2:2: 'icon' is arranged by 'row' and has views of its own; views inside a stack can be stacks or leaves for now"])
}

/// Top-level views that no constraint names flow down the screen: the fixed stack is 180 high and
/// its grow=1 view takes 180 − 8 − 40 − 8 − 8 = 116; the auto stack follows 12 lower, 104 high.
@Test func unconstrainedTopLevelViewsFlowDownTheScreen() throws {
    let scene = try relative("""
        screen 375x400
        vstack fixedStack style=fixed height=180 spacing=8 padding=8 alignment=fill
          view f1 height=40
          view f2 grow=1
        vstack autoStack style=auto spacing=8 padding=8 alignment=fill marginTop=12
          view u1 height=40
          view u2 height=40
        """)
    #expect(frame(scene, "fixedStack") == Rect(x: 0, y: 0, width: 375, height: 180))
    #expect(frame(scene, "f2") == Rect(x: 8, y: 56, width: 359, height: 116))
    #expect(frame(scene, "autoStack") == Rect(x: 0, y: 192, width: 375, height: 104))
}

/// A nested view that no constraint names keeps its own frame at its offsets.
@Test func unconstrainedNestedViewKeepsItsOwnFrame() throws {
    let scene = try relative("""
        screen 320x200
        view card
          view badge size=20x20 right=8 top=4
        card.edges == screen.edges
        """)
    #expect(frame(scene, "badge") == Rect(x: 292, y: 4, width: 20, height: 20))
}

/// equalCentering: in 300 points, items 20, 60 and 40 wide have centres at 10, 145 and 280
/// (from 20/2 to 300 − 40/2, 135 apart), so they start at 0, 145 − 30 = 115 and 260.
@Test func equalCenteringSpacesTheCentres() throws {
    let scene = try relative("""
        screen 300x50
        stack bar axis=horizontal distribution=equalCentering alignment=center style=fixed
          view a size=20x10
          view b size=60x10
          view c size=40x10
        bar.edges == screen.edges
        """)
    #expect(["a", "b", "c"].map { frame(scene, $0)?.minX } == [0, 115, 260])
}

/// show=guides: a stack's padding band and the spacing between its items, in the drawn coordinates.
@Test func stacksCarryPaddingAndSpacingGuides() throws {
    let scene = try relative("""
        screen 200x100
        stack bar axis=horizontal spacing=10 padding=5 style=fixed
          view a size=20x20
          view b size=20x20
        bar.edges == screen.edges
        """).resolvingRelativeFrames()
    let bar = try #require(scene.allViews.first { $0.name == "bar" })
    #expect(bar.guides.map(\.kind) == [.padding, .spacing])
    #expect(bar.guides[0].rect == Rect(x: 0, y: 0, width: 200, height: 100))
    #expect(bar.guides[0].inner == Rect(x: 5, y: 5, width: 190, height: 90))
    // a spans 5…25, b starts at 35: the 10-point gap, as high as the content box.
    #expect(bar.guides[1].rect == Rect(x: 25, y: 5, width: 10, height: 90))
}
