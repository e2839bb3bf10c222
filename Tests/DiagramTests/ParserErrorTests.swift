// The exact text and position of every parser error: error messages are UI.
import Testing
@testable import Diagram

/// The errors of `source` as `line:column: message`.
func errorsOf(_ source: String) -> [String] {
    Parser.parse(source).errors.map(\.description)
}

@Suite struct ParserErrorTests {
    @Test func unknownLines() {
        #expect(errorsOf("veiw a") == ["1:1: Unknown view kind 'veiw'. Did you mean 'view'?"])
        #expect(errorsOf("  lable a") == ["1:3: Unknown view kind 'lable'. Did you mean 'label'?"])
        #expect(errorsOf("button ok") == ["1:1: Can't read a line starting with 'button': expected a view ('view NAME', 'stack NAME', 'label NAME \"text\"', …), a constraint ('a.top == b.bottom + 8') or a Visual Format line ('H:|-8-[a]-8-|')."])
        #expect(errorsOf("= 3") == ["1:1: Can't read a line starting with '=': expected a view ('view NAME', 'stack NAME', 'label NAME \"text\"', …), a constraint ('a.top == b.bottom + 8') or a Visual Format line ('H:|-8-[a]-8-|')."])
    }

    @Test func visualFormatNeedsItsOrientation() {
        #expect(errorsOf("[a]-[b]  # two views") == ["1:1: A Visual Format line starts with 'H:' or 'V:'; write 'H:[a]-[b]'."])
        #expect(errorsOf("  |-8-[a]") == ["1:3: A Visual Format line starts with 'H:' or 'V:'; write 'H:|-8-[a]'."])
    }

    @Test func directionLines() {
        #expect(errorsOf("direction") == ["1:1: Expected 'ltr' or 'rtl' after 'direction'."])
        #expect(errorsOf("direction up") == ["1:11: Unknown direction 'up'; use 'ltr' or 'rtl'."])
        #expect(errorsOf("direction rtl x") == ["1:15: Unexpected 'x' after 'direction rtl'."])
        #expect(errorsOf("direction rtl\ndirection ltr") == ["2:1: The direction is already set at line 1; keep one."])
        #expect(errorsOf("dircetion rtl") == ["1:1: Unknown view kind 'dircetion'. Did you mean 'direction'?"])
    }

    @Test func tabs() {
        #expect(errorsOf("stack s\n\tview a") == ["2:1: Indent with spaces, not tabs: nesting must not depend on the tab width."])
    }

    @Test func screenErrors() {
        #expect(errorsOf("screen iphone-sx") == ["1:8: Unknown screen 'iphone-sx'. Did you mean 'iphone-se'?"])
        #expect(errorsOf("screen nokia") == ["1:8: Unknown screen 'nokia'. Write a size like 'screen 375x667' or a device like 'screen iphone-se'."])
        #expect(errorsOf("screen") == ["1:1: Expected a size or a device after 'screen', like 'screen 375x667' or 'screen iphone-se'."])
        #expect(errorsOf("screen 375") == ["1:8: Expected a size or a device after 'screen', like 'screen 375x667' or 'screen iphone-se', found '375'."])
        #expect(errorsOf("screen 0x667") == ["1:8: The screen size '0x667' must be greater than 0 in both dimensions."])
        #expect(errorsOf("screen 320x568\nscreen 375x667") == ["2:1: The screen is already declared at line 1; a block has one screen."])
        #expect(errorsOf("view a\n  screen 320x568") == ["2:3: 'screen' is the root view and must not be indented."])
        #expect(errorsOf("screen 320x568 direction=up") == ["1:26: Unknown value 'up' for 'direction'. Expected one of 'ltr', 'rtl'."])
        #expect(errorsOf("screen 320x568 spacing=8") == ["1:16: 'spacing' applies to stacks and flex containers, not to the screen."])
    }

    @Test func nameErrors() {
        #expect(errorsOf("view") == ["1:1: Expected a name after 'view', like 'view header'."])
        #expect(errorsOf("stack 12") == ["1:7: Expected a name after 'stack', like 'stack header', found '12'."])
        #expect(errorsOf("view size=4x4") == ["1:6: Expected a name after 'view', like 'view header', found 'size'."])
        #expect(errorsOf("view screen") == ["1:6: The name 'screen' is reserved for the root view; choose another name."])
        #expect(errorsOf("view my-view") == ["1:6: The name 'my-view' can't be used in constraint lines; use letters, digits and '_', like 'my_view'."])
        #expect(errorsOf("view 標題-1") == ["1:6: The name '標題-1' can't be used in constraint lines; use letters, digits and '_', like '標題_1'."])
        #expect(errorsOf("view a\nview a") == ["2:6: A view named 'a' is already declared at line 1; names must be unique."])
    }

    @Test func parentErrors() {
        #expect(errorsOf("view a in") == ["1:8: Expected a parent after 'in', like 'in screen'."])
        #expect(errorsOf("view box\nview a in bx") == ["2:11: Unknown parent 'bx' for 'a'. Did you mean 'box'?"])
        #expect(errorsOf("view a in b\nview b in a") == ["1:11: 'a' is inside itself: a in b, b in a. Put one of them in another view."])
        #expect(errorsOf("view a in a") == ["1:11: 'a' is inside itself: a in a. Put one of them in another view."])
        #expect(errorsOf("view p\nview q\n  view a in p") == ["3:13: 'in p' contradicts the indentation, which puts 'a' inside 'q'; remove one."])
        #expect(errorsOf("label t \"x\"\n  view a") == ["2:3: Label 't' can't contain views; unindent 'a'."])
        #expect(errorsOf("label t\nview a in t") == ["2:11: Label 't' can't contain views; put 'a' in another view."])
    }

    @Test func indentationErrors() {
        #expect(errorsOf("""
            stack s
                view a
              view b
            """) == ["3:3: Inconsistent indentation: 'b' is indented 2 spaces, but the views above it inside 's' are indented 4."])
    }

    @Test func textErrors() {
        #expect(errorsOf("view a \"hi\"") == ["1:8: Only labels show text; write 'label a \"hi\"' for a text label."])
        #expect(errorsOf("label a Hello") == ["1:9: Unexpected 'Hello'; put a label's text in double quotes, like \"Hello\"."])
        #expect(errorsOf("label a \"x\" text=\"y\"") == ["1:13: Label 'a' already has its text; remove 'text=' or the quoted text."])
        #expect(errorsOf("view a text=\"y\"") == ["1:8: 'text' applies to labels, not to view 'a'."])
    }

    @Test func propertyNameErrors() {
        #expect(errorsOf("stack body spacng=8") == ["1:12: Unknown property 'spacng' on stack 'body'. Did you mean 'spacing'?"])
        #expect(errorsOf("flex f flexdirection=row") == ["1:8: Unknown property 'flexdirection' on flex 'f'. Did you mean 'flexDirection'?"])
        #expect(errorsOf("view a colour=red") == ["1:8: Unknown property 'colour' on view 'a'."])
        #expect(errorsOf("view a axis=vertical") == ["1:8: 'axis' applies to stacks and flex containers, not to view 'a'."])
        #expect(errorsOf("view a offset=1,2") == ["1:8: 'offset' applies to scroll views, not to view 'a'."])
        #expect(errorsOf("view a spacing 8") == ["1:8: Expected '=' after 'spacing', like 'spacing=8'.", "1:16: Unexpected '8'; properties are written 'name=value', like 'spacing=8'."])
        #expect(errorsOf("view a 44x44") == ["1:8: Unexpected '44x44'; properties are written 'name=value', like 'size=44x44'."])
        #expect(errorsOf("view a foo") == ["1:8: Unexpected 'foo'; properties are written 'name=value', like 'spacing=8'."])
        #expect(errorsOf("hstack s axis=vertical") == ["1:10: A hstack already has its axis; remove 'axis' or write 'stack s'."])
    }

    @Test func propertySetTwice() {
        #expect(errorsOf("stack s spacing=8 spacing=4") == ["1:19: 'spacing' is already set on stack 's' at column 9; keep one."])
        #expect(errorsOf("stack s spacing=8 gap=4") == ["1:19: 'gap' and 'spacing' (column 9) both set the same thing on stack 's'; keep one."])
        #expect(errorsOf("stack s alignment=fill alignItems=center") == ["1:24: 'alignItems' and 'alignment' (column 9) both set the same thing on stack 's'; keep one."])
        #expect(errorsOf("view a size=4x4 width=3") == ["1:17: 'width' and 'size' (column 8) both set the same thing on view 'a'; keep one."])
    }

    @Test func propertyValueErrors() {
        #expect(errorsOf("stack s axis=diagonal") == ["1:14: Unknown value 'diagonal' for 'axis'. Expected one of 'horizontal', 'vertical'."])
        #expect(errorsOf("stack s alignment=centre") == ["1:19: Unknown value 'centre' for 'alignment'. Did you mean 'center'?"])
        #expect(errorsOf("flex f justify=safe space-between")
                == ["1:16: 'safe' goes only before 'center', 'start', 'end', 'flex-start' or 'flex-end' (on items also 'self-start' or 'self-end') in 'justify', found 'safe space-between'."])
        #expect(errorsOf("flex f alignContent=self-end") == ["1:21: Unknown value 'self-end' for 'alignContent'. Expected one of 'flex-start', 'flex-end', 'center', 'stretch', "
                    + "'space-between', 'space-around', 'space-evenly', 'start', 'end'."])
        #expect(errorsOf("stack s distribution=fillEqualy") == ["1:22: Unknown value 'fillEqualy' for 'distribution'. Did you mean 'fillEqually'?"])
        #expect(errorsOf("view a width=big") == ["1:14: Expected a number of points, a percentage like '50%', or 'auto' for 'width', found 'big'."])
        #expect(errorsOf("view a width=-3") == ["1:14: 'width' can't be negative, found '-3'."])
        #expect(errorsOf("view a size=44") == ["1:13: Expected a size like '44x44' for 'size', found '44'."])
        #expect(errorsOf("view a padding=1,2,3") == ["1:16: 'padding' takes 1, 2 or 4 numbers (all; vertical,horizontal; top,left,bottom,right), found 3: '1,2,3'."])
        #expect(errorsOf("view a grow=-1") == ["1:13: 'grow' must be at least 0, found '-1'."])
        #expect(errorsOf("stack s spacing=wide") == ["1:17: Expected a number of points no less than 0 for 'spacing', found 'wide'."])
        #expect(errorsOf("label a lines=1.5") == ["1:15: Expected a whole number no less than 0 for 'lines', found '1.5'."])
        #expect(errorsOf("scroll s offset=1") == ["1:17: Expected two numbers 'x,y', like '320,0' for 'offset', found '1'."])
        #expect(errorsOf("view a hidden=maybe") == ["1:15: Expected 'true' or 'false' for 'hidden', found 'maybe'."])
        #expect(errorsOf("view a width= height=3") == ["1:14: Missing value after 'width='."])
        #expect(errorsOf("view a width=") == ["1:14: Missing value after 'width='."])
        #expect(errorsOf("view a padding=1,") == ["1:18: Expected a value after ',' in 'padding'."])
        #expect(errorsOf("scroll s offset=(1, 2") == ["1:17: Missing ')' to close the value of 'offset'."])
    }

    @Test func errorsDoNotStopTheRestOfTheBlock() {
        let result = Parser.parse("""
            stack s spacng=8 axis=vertical
              view a size=44
              view b grow=1
            veiw c
            a.width == 10
            """)
        #expect(result.errors.map(\.description) == [
            "1:9: Unknown property 'spacng' on stack 's'. Did you mean 'spacing'?",
            "2:15: Expected a size like '44x44' for 'size', found '44'.",
            "4:1: Unknown view kind 'veiw'. Did you mean 'view'?",
        ])
        #expect(result.document.views.map(\.name) == ["s", "a", "b"])
        #expect(result.document.views[0].style.axis == .vertical)
        #expect(result.document.views[2].style.flexGrow == 1)
        #expect(result.document.constraints.count == 1)
    }

    @Test func aBadViewLineKeepsItsPlaceInTheHierarchy() {
        // Without the placeholder, 'b' and 'c' would be reported as inconsistently indented.
        #expect(errorsOf("""
            stack s
              view 1
                view b
              view c
            """) == ["2:8: Expected a name after 'view', like 'view header', found '1'."])
    }

    @Test func parseDocumentThrowsTheFirstError() {
        #expect(throws: DiagramError(line: 2, column: 1, "Unknown view kind 'veiw'. Did you mean 'view'?")) {
            try Parser.parseDocument("view a\nveiw b\nview c size=1")
        }
    }
}
