// Hostile and broken formulas: every one ends in MathML that is well-formed XML or in an error, quickly.
import Testing
@testable import TeXMath

/// Converts `tex` both ways and checks the outcome: well-formed XML on success, an offset inside the source
/// on failure. Returns the error, if any.
@discardableResult
func convertSafely(_ tex: String, sourceLocation: SourceLocation = #_sourceLocation) -> TeXMathError? {
    var failure: TeXMathError?
    for display in [false, true] {
        switch TeXMath.mathML(tex, display: display) {
        case .success(let xml):
            #expect(XMLReader.parse(xml) != nil, "not well-formed: \(xml.prefix(200))", sourceLocation: sourceLocation)
        case .failure(let error):
            #expect(error.offset >= 0 && error.offset <= tex.utf8.count, "offset \(error.offset) outside", sourceLocation: sourceLocation)
            #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
            failure = error
        }
    }
    return failure
}

struct HostileInputTests {
    @Test func deepNestingIsAnErrorNotACrash() {
        let limit = TeXMath.maximumDepth
        #expect(convertSafely(String(repeating: "{", count: 100_000))?.message == "the formula is longer than 20000 bytes")
        #expect(convertSafely(String(repeating: "{", count: 19_000)) == TeXMathError(
            offset: limit, message: "the formula nests deeper than \(limit) levels"))
        let justDeepEnough = String(repeating: "{", count: limit) + "x" + String(repeating: "}", count: limit)
        #expect(convertSafely(justDeepEnough) == nil)
        for unit in ["\\sqrt", "x^", "\\frac{", "\\left(", "\\begin{matrix}", "\\text{$", "\\hat", "\\mathbf{", "\\sqrt[", "_", "\\not", "\\color{red}", "\\displaystyle",
                     "\\left(\\middle|", "\\text{$\\text{", "\\sqrt[\\sqrt["] {
            let error = convertSafely(String(repeating: unit, count: 19_000 / unit.utf8.count))
            #expect(error != nil, "\(unit)")
        }
        #expect(convertSafely(String(repeating: "x^{", count: 100) + String(repeating: "}", count: 100))?.message
            == "the formula nests deeper than \(limit) levels")
    }

    @Test func longFormulasConvertOrStopAtTheLimit() {
        let long = String(repeating: "x+", count: 9_999) + "x"
        #expect(convertSafely(long) == nil)
        #expect(convertSafely(long + "+y") == TeXMathError(offset: 20_000, message: "the formula is longer than 20000 bytes"))
        let matrix = "\\begin{matrix}" + String(repeating: "a&", count: 3_000) + "\\end{matrix}"
        #expect(convertSafely(matrix) == nil)
    }

    @Test func unterminatedEverything() {
        for tex in ["{", "}", "\\left(", "\\right)", "\\begin{pmatrix}", "\\begin{", "\\end{pmatrix}", "\\frac", "\\frac{",
                    "\\frac{a}{", "\\sqrt[", "\\sqrt[3", "\\text{", "\\text{$", "\\text{\\", "x^", "x_", "x^{", "\\left(\\middle",
                    "\\color", "\\color{", "\\operatorname", "\\begin{array}", "\\begin{array}{cc", "\\\\", "&", "\\", "\\not",
                    "\\big", "\\hat", "\\overbrace", "\\hspace{", "\\hspace{1qq}", "\\begin{matrix}\\end{matrix", "%", "'"] {
            convertSafely(tex)
        }
    }

    @Test func strayClosersAndSeparators() {
        #expect(convertSafely("a}b")?.offset == 1)
        #expect(convertSafely("a&b")?.offset == 1)
        #expect(convertSafely("{a&b}")?.offset == 2)
        #expect(convertSafely("\\frac{a&b}{c}")?.offset == 7)
        #expect(convertSafely("\\left(a\\\\b\\right)")?.offset == 0)
        #expect(convertSafely("\\begin{matrix}a}\\end{matrix}")?.offset == 15)
        #expect(convertSafely("\\\\\\\\") == nil)
        #expect(convertSafely("]") == nil)
        #expect(convertSafely("x^{}") == nil)
    }

    @Test func controlCharactersAreRejected() {
        #expect(convertSafely("a\u{0}b") == TeXMathError(offset: 1, message: "the control character U+0000 is not allowed"))
        #expect(convertSafely("a % \u{1} in a comment")?.offset == 4)
        #expect(convertSafely("\\text{\u{7}}")?.offset == 6)
        #expect(convertSafely("x\u{85}")?.offset == 1)
        #expect(convertSafely("x\u{FFFF}")?.offset == 1)
        #expect(convertSafely("a\tb\r\nc") == nil)
    }

    @Test func oddUnicodeIsCarriedThrough() {
        for tex in ["😀 + 1", "x\u{202E}y", "e\u{301}", "\u{200D}", "漢字 = 1", "\\text{日本語 😀}", "ℝ^n", "α→β", "\u{FEFF}x",
                    "\\mathbf{é}", "a\u{2028}b", "\\text{\u{10FFFF}}", "x\u{E000}"] {
            #expect(convertSafely(tex) == nil, "\(tex)")
        }
    }

    @Test func everyPrefixOfARealFormulaEndsCleanly() {
        let formula = "\\left( \\sum_{i=1}^{n} \\frac{\\alpha_i}{\\sqrt[3]{x^2 + \\mathbb{R}}} \\right) \\begin{pmatrix} a & \\text{b $c$} "
            + "\\\\ \\hat{d} & e' \\end{pmatrix} \\overbrace{x}^{n} \\color{red} y % done"
        #expect(convertSafely(formula) == nil)
        var prefix = ""
        for character in formula {
            prefix.append(character)
            convertSafely(prefix)
        }
    }

    @Test func randomTokenSoupNeverCrashes() {
        let pieces = ["{", "}", "^", "_", "&", "\\\\", "x", "1", "\\frac", "\\sqrt", "[", "]", "\\left(", "\\right)", "\\middle|",
                      "\\begin{matrix}", "\\end{matrix}", "\\text{", "$", "\\over", "\\limits", "\\sum", "'", "\\not", "\\color{red}",
                      "\\mathbf", "\\hat", " ", "%", "\n", "\\displaystyle", "\\operatorname*", "\\big", ".", "\\", "é"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var tex = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(state >> 59) + 1
            for _ in 0..<count {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                tex += pieces[Int(state >> 33) % pieces.count]
            }
            convertSafely(tex)
        }
    }
}
