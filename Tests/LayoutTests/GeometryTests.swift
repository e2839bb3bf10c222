// Tests of the geometry value types shared by the flex and constraint engines.
import Testing
@testable import Layout

@Test func rectDescriptionUsesCompactNumbers() {
    #expect(Rect(x: 0, y: 10.5, width: 320, height: 568).description == "0,10.5 320×568")
}

@Test func insetsSumTheirEdges() {
    let insets = Insets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 4)
}
