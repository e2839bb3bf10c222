// Tests of label measuring: widths from DejaVu Sans' own advance table, wrapping, line limits and measure modes.
// Expected widths are computed by hand from the font's hmtx table as fontTools reads it (units of 1/2048 em):
// H 1540, e 1260, l 569, o 1253, comma 651, space 651, a 1255, b 1300, c 1126; bold H 1714, e 1389, l 702, o 1407.
import Testing
import Layout
@testable import Diagram

@Suite struct LabelMetricsTests {
    @Test func advanceWidthsAreTheFontsOwn() {
        // "Hello": (1540 + 1260 + 569 + 569 + 1253) / 2048 em = 5191/2048; at 10 pt, 25.3466796875.
        #expect(LabelMetrics.width(of: "Hello", fontSize: 10) == 25.3466796875)
        #expect(DiagramFontMetrics.width(of: "Hello", fontSize: 10, bold: true) == 28.876953125)   // 5914/2048 × 10
        // East Asian wide characters are one em in every CJK font.
        #expect(LabelMetrics.width(of: "世界", fontSize: 17) == 34)
        #expect(DiagramFontMetrics.advance(of: "한") == 1 && DiagramFontMetrics.advance(of: "，") == 1)
        // Cyrillic, Greek and symbols come from the table too; a character no named font has, an estimate.
        #expect(DiagramFontMetrics.advance(of: "Ж") == 2206.0 / 2048 && DiagramFontMetrics.advance(of: "λ") == 1212.0 / 2048)
        #expect(DiagramFontMetrics.advance(of: "×") == 1716.0 / 2048 && DiagramFontMetrics.advance(of: "…") == 1)
        #expect(LabelMetrics.advance(of: "😀") == 1.2)
        #expect(DiagramFontMetrics.advance(of: "\u{301}") == 0)   // a combining accent adds no width
    }

    @Test func singleLineSizeIsRoundedUp() {
        // "Hello, 世界" at 17: (5191 + 651 + 651) / 2048 + 2 = 5.17041015625 em = 87.897 → 88; one line 20.4 → 21.
        let size = LabelMetrics.size(of: "Hello, 世界", fontSize: 17, width: .infinity, widthMode: .undefined,
                                     height: .infinity, heightMode: .undefined)
        #expect(size == Size(width: 88, height: 21))
    }

    @Test func wrapsAtSpacesAndBetweenWideCharacters() {
        // At 10 pt: "aaa" 18.384, a space 3.179, "bbb" 19.043, "ccc" 16.494: "aaa bbb" 40.605, all 60.278.
        #expect(LabelMetrics.lines(of: "aaa bbb ccc", fontSize: 10, maxWidth: 30) == ["aaa", "bbb", "ccc"])
        #expect(LabelMetrics.lines(of: "aaa bbb ccc", fontSize: 10, maxWidth: 45) == ["aaa bbb", "ccc"])
        #expect(LabelMetrics.lines(of: "aaa bbb ccc", fontSize: 10, maxWidth: 60.28) == ["aaa bbb ccc"])
        #expect(LabelMetrics.lines(of: "世界你好", fontSize: 10, maxWidth: 25) == ["世界", "你好"])
        // "a" is 6.128 wide: four fit in 27, five do not.
        #expect(LabelMetrics.lines(of: "aaaaaaaaaa", fontSize: 10, maxWidth: 27) == ["aaaa", "aaaa", "aa"])
        #expect(LabelMetrics.lines(of: "a\nb", fontSize: 10, maxWidth: 100) == ["a", "b"])
    }

    @Test func numberOfLinesLimitsHeight() {
        let text = "aaa bbb ccc"
        func size(lines: Int) -> Size {
            LabelMetrics.size(of: text, fontSize: 10, numberOfLines: lines, width: 30, widthMode: .atMost, height: 0, heightMode: .undefined)
        }
        #expect(size(lines: 0) == Size(width: 20, height: 36))   // 3 lines of 12; the widest, "bbb", is 19.04
        #expect(size(lines: 2) == Size(width: 20, height: 24))
        #expect(size(lines: 1) == Size(width: 30, height: 12))   // one line of 60.28, truncated to the offer
    }

    @Test func measureModes() {
        let measure = LabelMetrics.measureFunction(text: "Hello", fontSize: 10)
        #expect(measure(100, .exactly, 50, .exactly) == Size(width: 100, height: 50))
        #expect(measure(10, .atMost, 5, .atMost) == Size(width: 10, height: 5))
        #expect(measure(.infinity, .undefined, .infinity, .undefined) == Size(width: 26, height: 12))
        #expect(LabelMetrics.size(of: "", width: 0, widthMode: .undefined, height: 0, heightMode: .undefined) == .zero)
    }

    /// UILabel's tail truncation in the drawing: the line and "…" fit the frame.
    @Test func oneLineLabelsAreCutWithAnEllipsis() {
        let view = SceneView(name: "l", kind: .label, frame: Rect(x: 0, y: 0, width: 40, height: 21), text: "aaa bbb ccc", fontSize: 10)
        let block = PanelWriter.textBlock(of: view)
        // Room for 40.5 - 10 ("…") = 30.5: "aaa b" is 18.38 + 3.18 + 6.35 = 27.91, "aaa bb" 34.26.
        #expect(block.lines == ["aaa b…"])
        var wrapping = view
        wrapping.numberOfLines = 0
        wrapping.frame.size.height = 36
        // "aaa bbb" is 40.61 > 40.5; "bbb ccc" 38.72 fits.
        #expect(PanelWriter.textBlock(of: wrapping).lines == ["aaa", "bbb ccc"])
    }
}
