// Tests of the layout language: every construct parses into the document it should.
import Testing
import Layout
@testable import Diagram

/// Parses `source` and fails the test on any error.
func parseClean(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutDocument {
    let result = Parser.parse(source)
    #expect(result.errors.isEmpty, "unexpected errors: \(result.errors)", sourceLocation: sourceLocation)
    return result.document
}

@Suite struct ParserTests {
    @Test func exampleFromTheIssueParses() {
        let document = parseClean("""
            screen iphone-se                       # or: screen 375x667
            stack body axis=vertical spacing=8 padding=16 alignment=fill distribution=fill style=auto
              label title "Hello, 世界"
              view avatar size=44x44
              view spacer grow=1
            scroll pager in screen
            pager.offset = (320, 0)
            H:|-0-[pager]-0-|
            header.top == screen.top
            """)
        #expect(document.screen.size == Size(width: 320, height: 568))
        #expect(document.screen.preset == "iphone-se")
        #expect(document.screen.position == SourcePosition(line: 1, column: 1))
        #expect(document.views.map(\.name) == ["body", "title", "avatar", "spacer", "pager"])
        #expect(document.views.map(\.parent) == ["screen", "body", "body", "body", "screen"])
        #expect(document.views.map(\.kind) == [.stack, .label, .view, .view, .scroll])
        let body = document.views[0].style
        #expect(body.axis == .vertical)
        #expect(body.gap == 8)
        #expect(body.padding == Insets(all: 16))
        #expect(body.alignment == .fill)
        #expect(body.distribution == .fill)
        #expect(body.sizing == .auto)
        #expect(document.views[1].text == "Hello, 世界")
        #expect(document.views[2].style.width == .points(44))
        #expect(document.views[2].style.height == .points(44))
        #expect(document.views[3].style.flexGrow == 1)
        #expect(document.views[4].parentSource == .explicit(SourcePosition(line: 6, column: 17)))
        #expect(document.constraints == [
            ConstraintLine(form: .relation, text: "pager.offset = (320, 0)", line: 7, column: 1),
            ConstraintLine(form: .visualFormat, text: "H:|-0-[pager]-0-|", line: 8, column: 1),
            ConstraintLine(form: .relation, text: "header.top == screen.top", line: 9, column: 1),
        ])
    }

    @Test func screenBySizeAndDefault() {
        #expect(parseClean("screen 375x667").screen.size == Size(width: 375, height: 667))
        #expect(parseClean("screen 375×667 direction=rtl").screen.direction == .rightToLeft)
        let empty = parseClean("view a")
        #expect(empty.screen == .default)
        #expect(empty.screen.size == Size(width: 393, height: 852))
        #expect(parseClean("screen iPhone-15").screen.size == Size(width: 393, height: 852))
    }

    @Test func everyPresetHasAPositiveSizeAndAUniqueName() {
        #expect(Set(ScreenPreset.all.map(\.name)).count == ScreenPreset.all.count)
        for preset in ScreenPreset.all {
            #expect(preset.size.width > 0 && preset.size.height > preset.size.width, "\(preset.name)")
            #expect(parseClean("screen \(preset.name)").screen.size == preset.size)
        }
    }

    @Test func aConstraintSolveFileIsAValidBlock() {
        let source = """
            screen 375x667                 # the root view's size
            view header in screen          # declares a view and its parent
            view body in screen
            scroll pager in body
            header.top == screen.top
            header.height == 108
            header.width == screen.width * 0.5 + 10 @750
            body.top >= header.bottom + 8 @high
            pager.content.width == pager.frame.width * 2
            pager.offset = (375, 0)
            V:|[header]-8-[body]|
            """
        let document = parseClean(source)
        #expect(document.views.map(\.name) == ["header", "body", "pager"])
        #expect(document.views.map(\.parent) == ["screen", "screen", "body"])
        #expect(document.views.map(\.kind) == [.view, .view, .scroll])
        #expect(document.constraints.map(\.line) == [5, 6, 7, 8, 9, 10, 11])
        #expect(document.constraints[2].text == "header.width == screen.width * 0.5 + 10 @750")
        #expect(document.constraints.map(\.form) == [.relation, .relation, .relation, .relation, .relation, .relation, .visualFormat])
    }

    @Test func constraintLinesKeepTheirColumnWhenIndented() {
        let document = parseClean("""
            view box
              box.width == 100   # a comment
                V:|-[box]
            """)
        #expect(document.constraints == [
            ConstraintLine(form: .relation, text: "box.width == 100", line: 2, column: 3),
            ConstraintLine(form: .visualFormat, text: "V:|-[box]", line: 3, column: 5),
        ])
        // Constraint lines do not open or close levels of the hierarchy.
        let nested = parseClean("""
            stack s
              view a
              a.width == 10
              view b
            """)
        #expect(nested.views.map(\.parent) == ["screen", "s", "s"])
    }

    @Test func namesInAnyScript() {
        let document = parseClean("view 標題\nlabel título_2 \"¡Hola!\"\n標題.height == 44")
        #expect(document.views.map(\.name) == ["標題", "título_2"])
        #expect(document.constraints.map(\.text) == ["標題.height == 44"])
    }

    @Test func directionLineAsInTheConstraintSyntax() {
        let document = parseClean("direction rtl\nscreen 375x667\nview a in screen")
        #expect(document.screen.direction == .rightToLeft)
        #expect(document.screen.directionPosition == SourcePosition(line: 1, column: 1))
        #expect(document.screen.size == Size(width: 375, height: 667))
    }

    @Test func viewsParentFirst() {
        let document = parseClean("""
            view child in box
            stack outer
              view inner
            view box
            """)
        #expect(document.viewsParentFirst.map(\.name) == ["outer", "inner", "box", "child"])
    }

    @Test func nestingByIndentation() {
        let document = parseClean("""
            screen 375x667
            vstack outer
                hstack row spacing=4
                    view a
                    view b
                view c
            view d
            """)
        #expect(document.views.map(\.parent) == ["screen", "outer", "row", "row", "outer", "screen"])
        #expect(document.view(named: "outer")?.style.axis == .vertical)
        #expect(document.view(named: "row")?.style.axis == .horizontal)
        #expect(document.children(of: "outer").map(\.name) == ["row", "c"])
    }

    @Test func viewsIndentedUnderTheScreenLine() {
        let document = parseClean("""
            screen iphone-se
              view a
                view b
            view c
            """)
        #expect(document.views.map(\.parent) == ["screen", "a", "screen"])
    }

    @Test func explicitParentMayComeLater() {
        let document = parseClean("""
            view child in box
            view box
            """)
        #expect(document.view(named: "child")?.parent == "box")
    }

    @Test func labels() {
        let document = parseClean(#"""
            label a "Say \"hi\"\n" font=15 lines=0
            label b text="Title" fontSize=20 numberOfLines=2
            label c
            """#)
        #expect(document.views[0].text == "Say \"hi\"\n")
        #expect(document.views[0].style.fontSize == 15)
        #expect(document.views[0].style.numberOfLines == 0)
        #expect(document.views[1].text == "Title")
        #expect(document.views[1].style.fontSize == 20)
        #expect(document.views[1].style.numberOfLines == 2)
        #expect(document.views[2].text == nil)
    }

    @Test func scrollProperties() {
        let style = parseClean("scroll s offset=320,0 contentSize=640x568").views[0].style
        #expect(style.contentOffset == Point(x: 320, y: 0))
        #expect(style.contentSize == Size(width: 640, height: 568))
        #expect(parseClean("scroll s contentOffset=(0, 100)").views[0].style.contentOffset == Point(x: 0, y: 100))
    }

    @Test func cssFlexProperties() {
        let style = parseClean("""
            flex f flexDirection=column-reverse justify-content=space-between alignItems=baseline align-content=stretch flexWrap=wrap-reverse gap=4 rowGap=2 columnGap=3
            """).views[0].style
        #expect(style.flexDirection == .columnReverse)
        #expect(style.justifyContent == .spaceBetween)
        #expect(style.alignItems == .baseline)
        #expect(style.alignContent == .stretch)
        #expect(style.flexWrap == .wrapReverse)
        #expect(style.gap == 4)
        #expect(style.rowGap == 2)
        #expect(style.columnGap == 3)
    }

    @Test func itemProperties() {
        let style = parseClean("""
            stack s
              view a flexGrow=2 flex-shrink=0.5 flexBasis=25% alignSelf=leading margin=1,2,3,4 marginTop=9
            """).views[1].style
        #expect(style.flexGrow == 2)
        #expect(style.flexShrink == 0.5)
        #expect(style.flexBasis == .percent(25))
        #expect(style.alignSelf == .flexStart)
        #expect(style.margin == Insets(top: 9, left: 2, bottom: 3, right: 4))
    }

    @Test func boxProperties() {
        let style = parseClean("""
            view a width=50% height=auto minWidth=10 maxWidth=300 minHeight=1 maxHeight=2 aspectRatio=1.5 padding=8,16 paddingLeft=4 position=absolute top=10 left=0 bottom=5% right=auto hidden=true
            """).views[0].style
        #expect(style.width == .percent(50))
        #expect(style.height == .auto)
        #expect(style.minWidth == .points(10))
        #expect(style.maxWidth == .points(300))
        #expect(style.minHeight == .points(1))
        #expect(style.maxHeight == .points(2))
        #expect(style.aspectRatio == 1.5)
        #expect(style.padding == Insets(top: 8, left: 4, bottom: 8, right: 16))
        #expect(style.position == .absolute)
        #expect(style.top == .points(10))
        #expect(style.left == .points(0))
        #expect(style.bottom == .percent(5))
        #expect(style.right == .auto)
        #expect(style.display == FlexDisplay.none)
    }

    @Test func keywordSpellingsAreForgiving() {
        let a = parseClean("stack s distribution=fill-equally alignment=top").views[0].style
        #expect(a.distribution == .fillEqually)
        #expect(a.alignment == .leading)
        let b = parseClean("stack s alignment=FirstBaseline distribution=equal_centering").views[0].style
        #expect(b.alignment == .firstBaseline)
        #expect(b.distribution == .equalCentering)
        let c = parseClean("flex f justifyContent=spaceEvenly alignItems=flexEnd").views[0].style
        #expect(c.justifyContent == .spaceEvenly)
        #expect(c.alignItems == .flexEnd)
    }

    /// `start` and `end` are CSS Box Alignment's own keywords (writing-mode edges), no longer `flex-start` and
    /// `flex-end`; `safe`/`unsafe` go before a position as a second word; `flexWrap=balance` wraps, balanced.
    @Test func boxAlignmentKeywords() {
        let a = parseClean("flex f align=end justify=safe center alignContent=start flexWrap=balance").views[0].style
        #expect(a.alignItems == .end)
        #expect(a.alignItemsOverflow == nil)
        #expect(a.justifyContent == .center)
        #expect(a.justifyContentOverflow == .safe)
        #expect(a.alignContent == .start)
        #expect(a.flexWrap == .wrap)
        #expect(a.isWrapBalanced == true)
        let b = parseClean("flex f justify-content=end align-items=unsafe self-start\n  view v alignSelf=safe end").views
        #expect(b[0].style.justifyContent == .end)
        #expect(b[0].style.alignItems == .selfStart)
        #expect(b[0].style.alignItemsOverflow == .unsafe)
        #expect(b[1].style.alignSelf == .end)
        #expect(b[1].style.alignSelfOverflow == .safe)
        // The stack vocabulary's `alignment` takes `start` and `end` for its leading and trailing edges.
        #expect(parseClean("stack s alignment=end").views[0].style.alignment == .trailing)
    }

    @Test func spacesAroundEqualsAndAfterCommas() {
        let style = parseClean("stack s spacing = 8 padding=1, 2").views[0].style
        #expect(style.gap == 8)
        #expect(style.padding == Insets(top: 1, left: 2, bottom: 1, right: 2))
    }

    @Test func crlfAndCommentsAndBlankLines() throws {
        let document = parseClean("# a diagram\r\n\r\nview a # trailing\r\n   # indented comment\r\nview b\r\n")
        try #require(document.views.map(\.name) == ["a", "b"])
        #expect(document.views[1].position == SourcePosition(line: 5, column: 1))
    }

    @Test func positionsCountUnicodeScalars() {
        let document = parseClean("label title \"世界\" font=12\nlabel b \"世界\" font=12")
        #expect(document.views[0].propertyPositions["font"] == SourcePosition(line: 1, column: 18))
        #expect(document.views[1].propertyPositions["font"] == SourcePosition(line: 2, column: 14))
    }
}
