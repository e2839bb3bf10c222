// Tests of label measuring: widths from the advance table, wrapping, line limits and measure modes.
import Testing
import Layout
@testable import Diagram

@Suite struct LabelMetricsTests {
    @Test func advanceWidths() {
        // "Hello": H 0.66 + e 0.54 + l 0.28 + l 0.28 + o 0.54 = 2.3 em; at 10 pt, 23.
        #expect(abs(LabelMetrics.width(of: "Hello", fontSize: 10) - 23) < 1e-9)
        // Two CJK characters are two ems.
        #expect(LabelMetrics.width(of: "世界", fontSize: 17) == 34)
        #expect(LabelMetrics.advance(of: "😀") == 1.2)
    }

    @Test func singleLineSizeIsRoundedUp() {
        // "Hello, 世界" at 17: (2.3 + 0.28 + 0.28 + 2) em = 4.86 em = 82.62 → 83; one line 20.4 → 21.
        let size = LabelMetrics.size(of: "Hello, 世界", fontSize: 17, width: .infinity, widthMode: .undefined,
                                     height: .infinity, heightMode: .undefined)
        #expect(size == Size(width: 83, height: 21))
    }

    @Test func wrapsAtSpacesAndBetweenWideCharacters() {
        // "aaa" is 16.2 wide at 10 pt, a space 2.8: "aaa bbb" 35.2, "aaa bbb ccc" 54.2.
        #expect(LabelMetrics.lines(of: "aaa bbb ccc", fontSize: 10, maxWidth: 30) == ["aaa", "bbb", "ccc"])
        #expect(LabelMetrics.lines(of: "aaa bbb ccc", fontSize: 10, maxWidth: 40) == ["aaa bbb", "ccc"])
        #expect(LabelMetrics.lines(of: "aaa bbb ccc", fontSize: 10, maxWidth: 54.2) == ["aaa bbb ccc"])
        #expect(LabelMetrics.lines(of: "世界你好", fontSize: 10, maxWidth: 25) == ["世界", "你好"])
        #expect(LabelMetrics.lines(of: "aaaaaaaaaa", fontSize: 10, maxWidth: 27) == ["aaaaa", "aaaaa"])
        #expect(LabelMetrics.lines(of: "a\nb", fontSize: 10, maxWidth: 100) == ["a", "b"])
    }

    @Test func numberOfLinesLimitsHeight() {
        let text = "aaa bbb ccc"
        func size(lines: Int) -> Size {
            LabelMetrics.size(of: text, fontSize: 10, numberOfLines: lines, width: 30, widthMode: .atMost, height: 0, heightMode: .undefined)
        }
        #expect(size(lines: 0) == Size(width: 17, height: 36))   // 3 lines of 12; "aaa" is 16.2 wide
        #expect(size(lines: 2) == Size(width: 17, height: 24))
        #expect(size(lines: 1) == Size(width: 30, height: 12))   // one line of 54.2, truncated to the offer
    }

    @Test func measureModes() {
        let measure = LabelMetrics.measureFunction(text: "Hello", fontSize: 10)
        #expect(measure(100, .exactly, 50, .exactly) == Size(width: 100, height: 50))
        #expect(measure(10, .atMost, 5, .atMost) == Size(width: 10, height: 5))
        #expect(measure(.infinity, .undefined, .infinity, .undefined) == Size(width: 23, height: 12))
        #expect(LabelMetrics.size(of: "", width: 0, widthMode: .undefined, height: 0, heightMode: .undefined) == .zero)
    }
}
