// Tests of the container guides: padding band, gaps between items along each axis, margin bands.
import Testing
import Layout
@testable import Diagram

@Suite struct GuideTests {
    @Test func verticalStack() {
        // A 320×172 stack at (0,20) with padding 16 and items 8 apart (the stack fixture).
        let guides = Guide.containerGuides(
            frame: Rect(x: 0, y: 20, width: 320, height: 172), padding: Insets(all: 16), axis: .vertical,
            itemFrames: [Rect(x: 16, y: 64.5, width: 44, height: 44), Rect(x: 16, y: 36, width: 288, height: 20.5),
                         Rect(x: 16, y: 116.5, width: 288, height: 59.5)])
        #expect(guides == [
            Guide(.padding, rect: Rect(x: 0, y: 20, width: 320, height: 172), inner: Rect(x: 16, y: 36, width: 288, height: 140)),
            Guide(.spacing, rect: Rect(x: 16, y: 56.5, width: 288, height: 8)),
            Guide(.spacing, rect: Rect(x: 16, y: 108.5, width: 288, height: 8)),
        ])
    }

    @Test func horizontalStackWithoutPaddingAndTouchingItems() {
        let guides = Guide.containerGuides(
            frame: Rect(x: 10, y: 10, width: 200, height: 50), padding: .zero, axis: .horizontal,
            itemFrames: [Rect(x: 10, y: 10, width: 50, height: 50), Rect(x: 60, y: 10, width: 50, height: 50),
                         Rect(x: 130, y: 20, width: 80, height: 30)])
        #expect(guides == [Guide(.spacing, rect: Rect(x: 110, y: 10, width: 20, height: 50))])
    }

    @Test func marginBand() {
        #expect(Guide.marginGuide(frame: Rect(x: 10, y: 10, width: 20, height: 20), margin: .zero) == nil)
        #expect(Guide.marginGuide(frame: Rect(x: 10, y: 10, width: 20, height: 20), margin: Insets(top: 4, left: -2, bottom: 0, right: 6))
                == Guide(.margin, rect: Rect(x: 10, y: 6, width: 26, height: 24), inner: Rect(x: 10, y: 10, width: 20, height: 20)))
    }
}
