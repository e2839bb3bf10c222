// The MathML of small formulas, written out by hand from the MathML Core specification, and the errors.
import Testing
@testable import TeXMath

/// The content of the formula's outer `mrow`, or the error's message at its offset.
func body(_ tex: String, display: Bool = false) -> String {
    switch TeXMath.mathML(tex, display: display) {
    case .success(let xml):
        let start = display ? "<math display=\"block\"><semantics><mrow>" : "<math><semantics><mrow>"
        let end = "</mrow><annotation encoding=\"application/x-tex\">" + XMLEscaping.escape(tex) + "</annotation></semantics></math>"
        guard xml.hasPrefix(start), xml.hasSuffix(end) else { return xml }
        return String(xml.dropFirst(start.count).dropLast(end.count))
    case .failure(let error):
        return "error at \(error.offset): \(error.message)"
    }
}

struct TeXMathTests {
    @Test func wholeDocumentInlineAndDisplay() {
        #expect(TeXMath.mathML("x", display: false) == .success(
            "<math><semantics><mrow><mi>x</mi></mrow><annotation encoding=\"application/x-tex\">x</annotation></semantics></math>"))
        #expect(TeXMath.mathML("\\text{\"}", display: false) == .success(
            "<math><semantics><mrow><mtext>&quot;</mtext></mrow><annotation encoding=\"application/x-tex\">\\text{&quot;}</annotation>"
                + "</semantics></math>"))
        #expect(TeXMath.mathML("a<b", display: true) == .success(
            "<math display=\"block\"><semantics><mrow><mi>a</mi><mo>&lt;</mo><mi>b</mi></mrow>"
                + "<annotation encoding=\"application/x-tex\">a&lt;b</annotation></semantics></math>"))
    }

    @Test func numbersIdentifiersOperators() {
        #expect(body("3.14") == "<mn>3.14</mn>")
        #expect(body("x+1") == "<mi>x</mi><mo>+</mo><mn>1</mn>")
        #expect(body("2x") == "<mn>2</mn><mi>x</mi>")
        #expect(body("a = -b") == "<mi>a</mi><mo>=</mo><mo form=\"prefix\">−</mo><mi>b</mi>")
        #expect(body("x \\le y \\ne z") == "<mi>x</mi><mo>≤</mo><mi>y</mi><mo>≠</mo><mi>z</mi>")
        #expect(body("\\infty") == "<mi>∞</mi>")
        #expect(body("\\nabla f") == "<mi mathvariant=\"normal\">∇</mi><mi>f</mi>")
        #expect(body("x % a comment\n + 1") == "<mi>x</mi><mo>+</mo><mn>1</mn>")
        #expect(body("\\% \\& \\{") == "<mi>%</mi><mi>&amp;</mi><mo stretchy=\"false\">{</mo>")
    }

    /// TeX's absolute units, found in a real Jekyll post (`\hspace{0.5in}`): 1in = 72.27pt, and 10pt is 1em here.
    @Test func spacesInAbsoluteUnits() {
        #expect(body("a\\hspace{0.5in}b").contains("width=\"3.6135em\""))
        #expect(body("a\\hspace{1pc}b").contains("width=\"1.2em\""))
        #expect(body("a\\hspace{2cm}b").contains("width=\"5.6906em\""))
    }

    /// Found on a real blog of about 5,000 formulas (the only commands it used that were missing).
    @Test func sizeSwitchesAndCircledOperators() {
        #expect(body("a \\circledast b") == "<mi>a</mi><mo>⊛</mo><mi>b</mi>")
        #expect(body("x {\\small y}") == "<mi>x</mi><mstyle mathsize=\"90%\"><mi>y</mi></mstyle>")
    }

    @Test func greek() {
        #expect(body("\\alpha\\varepsilon") == "<mi>α</mi><mi>ε</mi>")
        #expect(body("\\Gamma") == "<mi mathvariant=\"normal\">Γ</mi>")
        #expect(body("\\boldsymbol{\\alpha}") == "<mi>𝜶</mi>")
    }

    @Test func functionsApplyToTheirArgument() {
        #expect(body("\\sin x") == "<mi>sin</mi><mo rspace=\"0.1667em\">\u{2061}</mo><mi>x</mi>")
        #expect(body("\\sin(x)") == "<mi>sin</mi><mo>\u{2061}</mo><mo stretchy=\"false\">(</mo><mi>x</mi><mo stretchy=\"false\">)</mo>")
        #expect(body("\\log") == "<mi>log</mi>")
        #expect(body("\\operatorname{argmax}") == "<mi>argmax</mi>")
        #expect(body("\\lim_{x\\to 0}", display: true) == "<munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder>")
        #expect(body("\\lim_{n}") == "<msub><mi>lim</mi><mi>n</mi></msub>")
    }

    @Test func scriptsAndPrimes() {
        #expect(body("x_i^2") == "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>")
        #expect(body("x^{2n}") == "<msup><mi>x</mi><mrow><mn>2</mn><mi>n</mi></mrow></msup>")
        #expect(body("x^12") == "<msup><mi>x</mi><mn>1</mn></msup><mn>2</mn>")
        #expect(body("f'") == "<msup><mi>f</mi><mo>′</mo></msup>")
        #expect(body("f''^2") == "<msup><mi>f</mi><mrow><mo>″</mo><mn>2</mn></mrow></msup>")
        #expect(body("{}_a") == "<msub><mrow></mrow><mi>a</mi></msub>")
    }

    @Test func largeOperatorsTakeLimitsAsTeXDoes() {
        let limits = "<mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mi>n</mi>"
        #expect(body("\\sum_{i=1}^{n}", display: true) == "<munderover><mo>∑</mo>" + limits + "</munderover>")
        #expect(body("\\sum_{i=1}^{n}") == "<msubsup><mo>∑</mo>" + limits + "</msubsup>")
        #expect(body("\\sum\\limits_i") == "<munder><mo movablelimits=\"false\">∑</mo><mi>i</mi></munder>")
        #expect(body("\\sum\\nolimits_i", display: true) == "<msub><mo>∑</mo><mi>i</mi></msub>")
        #expect(body("\\int_0^1", display: true) == "<msubsup><mo>∫</mo><mn>0</mn><mn>1</mn></msubsup>")
        #expect(body("\\displaystyle\\sum_i") == "<mstyle displaystyle=\"true\" scriptlevel=\"0\"><munder><mo>∑</mo><mi>i</mi></munder></mstyle>")
    }

    @Test func fractionsAndRoots() {
        #expect(body("\\frac{a}{b}") == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        #expect(body("\\frac12") == "<mfrac><mn>1</mn><mn>2</mn></mfrac>")
        #expect(body("\\dfrac ab") == "<mstyle displaystyle=\"true\" scriptlevel=\"0\"><mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle>")
        #expect(body("a \\over b") == "<mfrac><mi>a</mi><mi>b</mi></mfrac>")
        #expect(body("\\binom{n}{k}") == "<mrow><mo>(</mo><mfrac linethickness=\"0\"><mi>n</mi><mi>k</mi></mfrac><mo>)</mo></mrow>")
        #expect(body("\\sqrt{x}") == "<msqrt><mi>x</mi></msqrt>")
        #expect(body("\\sqrt[3]{x}") == "<mroot><mi>x</mi><mn>3</mn></mroot>")
    }

    @Test func delimiters() {
        #expect(body("\\left( x \\right)") == "<mrow><mo fence=\"true\" form=\"prefix\" stretchy=\"true\">(</mo><mi>x</mi>"
            + "<mo fence=\"true\" form=\"postfix\" stretchy=\"true\">)</mo></mrow>")
        #expect(body("\\left. x \\middle| y \\right.") == "<mrow><mi>x</mi><mo fence=\"true\" stretchy=\"true\">|</mo><mi>y</mi></mrow>")
        #expect(body("|x|") == "<mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo><mi>x</mi>"
            + "<mo stretchy=\"false\" lspace=\"0em\" rspace=\"0em\">|</mo>")
        #expect(body("\\langle x \\rangle") == "<mo stretchy=\"false\">⟨</mo><mi>x</mi><mo stretchy=\"false\">⟩</mo>")
        #expect(body("\\big(") == "<mo minsize=\"1.2em\" maxsize=\"1.2em\" stretchy=\"true\" symmetric=\"true\">(</mo>")
    }

    @Test func fontsAsMathematicalAlphanumerics() {
        #expect(body("\\mathbb{R}") == "<mi>ℝ</mi>")
        #expect(body("\\mathbb{E}") == "<mi>𝔼</mi>")
        #expect(body("\\mathbf{x}") == "<mi>𝐱</mi>")
        #expect(body("\\mathcal{L}") == "<mi>ℒ</mi>")
        #expect(body("\\mathfrak{g}") == "<mi>𝔤</mi>")
        #expect(body("\\mathsf{A}\\mathtt{x}") == "<mi>𝖠</mi><mi>𝚡</mi>")
        #expect(body("\\mathrm{d}x") == "<mi mathvariant=\"normal\">d</mi><mi>x</mi>")
        #expect(body("\\mathrm{KL}") == "<mi>KL</mi>")
        #expect(body("\\mathbf{0}") == "<mn>𝟎</mn>")
    }

    @Test func text() {
        #expect(body("\\text{if } x") == "<mtext>if\u{A0}</mtext><mi>x</mi>")
        #expect(body("\\text{a $x^2$ b}") == "<mrow><mtext>a\u{A0}</mtext><msup><mi>x</mi><mn>2</mn></msup><mtext>\u{A0}b</mtext></mrow>")
        #expect(body("\\text{x<y}") == "<mtext>x&lt;y</mtext>")
    }

    @Test func accents() {
        #expect(body("\\hat{x}") == "<mover accent=\"true\"><mi>x</mi><mo stretchy=\"false\">^</mo></mover>")
        #expect(body("\\overline{AB}") == "<mover accent=\"true\"><mrow><mi>A</mi><mi>B</mi></mrow><mo stretchy=\"true\">‾</mo></mover>")
        #expect(body("\\underbrace{a}_{n}") == "<munder><munder accentunder=\"false\"><mi>a</mi><mo stretchy=\"true\">⏟</mo></munder><mi>n</mi></munder>")
    }

    @Test func spacingAndNegation() {
        #expect(body("a\\,b") == "<mi>a</mi><mspace width=\"0.1667em\"/><mi>b</mi>")
        #expect(body("a\\quad b") == "<mi>a</mi><mspace width=\"1em\"/><mi>b</mi>")
        #expect(body("a~b") == "<mi>a</mi><mtext>\u{A0}</mtext><mi>b</mi>")
        #expect(body("\\not=") == "<mo>≠</mo>")
        #expect(body("\\not\\subset") == "<mo>⊄</mo>")
        #expect(body("\\not\\prec") == "<mo>⊀</mo>")
        #expect(body("\\color{red} x") == "<mstyle mathcolor=\"red\"><mi>x</mi></mstyle>")
    }

    @Test func moreCommands() {
        #expect(body("\\boxed{x}") == "<mrow style=\"border: 0.06em solid; padding: 0.2em 0.3em\"><mi>x</mi></mrow>")
        #expect(body("\\xrightarrow{f}") == "<mover><mo stretchy=\"true\" minsize=\"1.5em\">→</mo><mrow><mspace width=\"0.2778em\"/>"
            + "<mi>f</mi><mspace width=\"0.2778em\"/></mrow></mover>")
        #expect(body("\\ket{\\psi}") == "<mrow><mo fence=\"true\">|</mo><mi>ψ</mi><mo fence=\"true\">⟩</mo></mrow>")
        #expect(body("\\sum_{\\substack{i \\\\ j}}") == "<msub><mo>∑</mo><mtable><mtr><mtd><mi>i</mi></mtd></mtr>"
            + "<mtr><mtd><mi>j</mi></mtd></mtr></mtable></msub>")
        #expect(body("\\mathrel{x}") == "<mi>x</mi>")
        #expect(body("\\therefore") == "<mo>∴</mo>")
    }

    @Test func environments() {
        #expect(body("\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}") == "<mrow><mo>(</mo><mtable><mtr><mtd><mi>a</mi></mtd>"
            + "<mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable><mo>)</mo></mrow>")
        #expect(body("\\begin{matrix} a \\\\ \\end{matrix}") == "<mtable><mtr><mtd><mi>a</mi></mtd></mtr></mtable>")
        #expect(body("\\begin{cases} 1 & x \\end{cases}") == "<mrow><mo>{</mo><mtable columnalign=\"left left\"><mtr>"
            + "<mtd style=\"text-align: left\"><mn>1</mn></mtd><mtd style=\"text-align: left\"><mi>x</mi></mtd></mtr></mtable></mrow>")
        #expect(body("\\begin{aligned} a &= b \\end{aligned}") == "<mtable displaystyle=\"true\" columnalign=\"right left\" "
            + "columnspacing=\"0em\"><mtr><mtd style=\"text-align: right; padding-right: 0\"><mi>a</mi></mtd>"
            + "<mtd style=\"text-align: left; padding-left: 0\"><mi></mi><mo>=</mo><mi>b</mi></mtd></mtr></mtable>")
        #expect(body("\\begin{array}{lc} a & b \\end{array}") == "<mtable columnalign=\"left center\"><mtr><mtd style=\"text-align: left\"><mi>a</mi></mtd>"
            + "<mtd><mi>b</mi></mtd></mtr></mtable>")
        #expect(body("a \\\\ b") == "<mtable><mtr><mtd><mi>a</mi></mtd></mtr><mtr><mtd><mi>b</mi></mtd></mtr></mtable>")
    }

    @Test func errorsPointAtTheOffendingToken() {
        #expect(body("\\foo") == "error at 0: unknown command \\foo")
        #expect(body("é + \\foo") == "error at 5: unknown command \\foo")
        #expect(body("{x") == "error at 0: unbalanced braces: { is never closed")
        #expect(body("x}") == "error at 1: unbalanced braces: } without {")
        #expect(body("a \\left( x") == "error at 2: \\left without \\right")
        #expect(body("x \\right)") == "error at 2: \\right without \\left")
        #expect(body("\\middle|") == "error at 0: \\middle without \\left")
        #expect(body("\\left x \\right)") == "error at 6: x is not a delimiter (after \\left)")
        #expect(body("\\begin{foo}") == "error at 7: unknown environment foo")
        #expect(body("\\begin{matrix} a \\end{pmatrix}") == "error at 17: \\end{pmatrix} does not match \\begin{matrix}")
        #expect(body("\\begin{matrix} a") == "error at 0: \\begin{matrix} without \\end{matrix}")
        #expect(body("\\end{matrix}") == "error at 0: \\end without \\begin")
        #expect(body("\\frac{a}") == "error at 0: missing argument for \\frac")
        #expect(body("\\sqrt") == "error at 0: missing argument for \\sqrt")
        #expect(body("x^") == "error at 1: missing superscript after ^")
        #expect(body("x^2^3") == "error at 3: double superscript")
        #expect(body("a & b") == "error at 2: & is only allowed in a matrix or alignment environment")
        #expect(body("{a \\\\ b}") == "error at 3: \\\\ is only allowed at the top level or in an environment")
        #expect(body("\\color{red;} x") == "error at 7: invalid colour red;")
        #expect(body("x\\") == "error at 1: a backslash ends the formula")
        #expect(body("a $ b") == "error at 2: unexpected $ in math")
        #expect(body("\\text{abc") == "error at 5: unbalanced braces: { is never closed")
        #expect(body("\\text{$x}") == "error at 6: unterminated $ in text")
        #expect(body("x\\limits") == "error at 1: \\limits must follow an operator such as \\sum")
    }
}
