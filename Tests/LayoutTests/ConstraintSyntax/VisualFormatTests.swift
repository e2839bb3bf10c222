// Apple's Visual Format Language: connections, predicates, priorities, relations and edges.
import Testing
@testable import Layout

@Suite struct VisualFormatTests {
    private func frames(_ lines: String, size: String = "375x667", views: [String] = ["a", "b", "c"]) -> [String: Rect] {
        let header = "screen \(size)\n" + views.map { "view \($0) in screen\n" }.joined()
        return solveText(header + lines, checkAmbiguity: false).frames
    }

    /// `H:|-8-[a(==100)]-[b]-|` in 375: a at 8 (100 wide), b from 116 to 375 - 8 = 367.
    @Test func theIssueExample() {
        let result = frames("H:|-8-[a(==100)]-[b]-|\nV:|[a(==10)]\nV:|[b(==10)]")
        #expect(result["a"] == rect(8, 0, 100, 10))
        #expect(result["b"] == rect(116, 0, 251, 10))
    }

    @Test func flushViewsAndStandardSpacingToEdges() {
        let result = frames("H:|-[a(==50)][b(==a)]\nV:|-[a(==20)]-[b(==30)]-(>=0)-|")
        #expect(result["a"] == rect(8, 8, 50, 20))
        #expect(result["b"] == rect(58, 36, 50, 30))
    }

    /// Predicates with relations and priorities: a ≥ 50 and ≤ 80 @750 wants to fill 375 - 20 but
    /// loses to the cap; the trailing space is ≥ 10 at least, exactly 10 when it can be (@low).
    @Test func predicatesWithRelationsAndPriorities() {
        let result = frames("H:|-10-[a(>=50,<=80@750)]-(>=10,==10@low)-|\nV:|[a(==5)]", views: ["a"])
        #expect(result["a"] == rect(10, 0, 80, 5))
        let relaxed = frames("H:|-10-[a(>=50,<=80@250)]-(>=10,==10@high)-|\nV:|[a(==5)]", views: ["a"])
        #expect(relaxed["a"] == rect(10, 0, 355, 5))
    }

    @Test func verticalChainWithViewToViewPredicates() {
        let result = frames("V:|-20-[a(==100)]-8-[b(==a)]-(8)-[c]-20-|\nH:|[a(==1)]\nH:|[b(==1)]\nH:|[c(==1)]")
        #expect(result["a"] == rect(0, 20, 1, 100))
        #expect(result["b"] == rect(0, 128, 1, 100))
        #expect(result["c"] == rect(0, 236, 1, 667 - 20 - 236))
    }

    @Test func horizontalLinesFollowTheLayoutDirection() {
        let result = solveText("screen 300x100\ndirection rtl\nview a in screen\nview b in screen\nH:|-10-[a(==100)]-[b(==50)]\nV:|[a(==1)]\nV:|[b(==1)]").frames
        #expect(result["a"] == rect(190, 0, 100, 1))
        #expect(result["b"] == rect(132, 0, 50, 1))
    }
}
