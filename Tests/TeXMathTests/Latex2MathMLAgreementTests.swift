// Agreement with latex2mathml (a test oracle only) on the fixture formulas, compared in a normal form.
import Foundation
import Testing
@testable import TeXMath

/// Runs the Python package latex2mathml when it is installed.
enum Latex2MathMLOracle {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/formulas.txt")

    static let isAvailable: Bool = run(["-c", "import latex2mathml.converter"]) != nil

    /// Python's output, or `nil` when it fails.
    static func run(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// The fixture's formulas: the TeX between the dollar signs and whether it is `$$…$$` (display).
    static func formulas() throws -> [(tex: String, display: Bool)] {
        try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.isEmpty else { return nil }
            let display = line.hasPrefix("$$")
            let fence = display ? 2 : 1
            return (String(line.dropFirst(fence).dropLast(fence)), display)
        }
    }

    /// latex2mathml's MathML of each formula, `nil` where it raises, in one run of Python for them all.
    static func convert(_ formulas: [(tex: String, display: Bool)]) -> [String?]? {
        let script = """
            import json, sys
            import latex2mathml.converter as c
            out = []
            for tex, display in json.load(open(sys.argv[1])):
                try:
                    out.append(c.convert(tex, display="block" if display else "inline"))
                except Exception:
                    out.append(None)
            print(json.dumps(out))
            """
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("texmath-\(getpid()).json")
        defer { try? FileManager.default.removeItem(at: input) }
        guard let json = try? JSONSerialization.data(withJSONObject: formulas.map { [$0.tex, $0.display] as [Any] }),
              (try? json.write(to: input)) != nil,
              let data = run(["-c", script, input.path]),
              let output = try? JSONSerialization.jsonObject(with: data) as? [Any] else { return nil }
        return output.map { $0 as? String }
    }
}

/// Formulas where latex2mathml is wrong or where we differ on purpose, left out of the measure, each with
/// the reason: a formula is left out when it contains `pattern` (and is in display style, for `displayOnly`).
let knownLatex2MathMLDifferences: [(pattern: String, displayOnly: Bool, reason: String)] = [
    ("\\begin{align", false, "latex2mathml 3.81 writes aligned, align and align* as one row with & as a literal "
        + "<mi>&</mi> and \\\\ as <mspace linebreak>; we write a table of right- and left-aligned columns, as TeX sets them"),
    ("\\begin{gathered}", false, "latex2mathml 3.81 writes gathered as one row with <mspace linebreak>; we write a table"),
    ("\\not=", false, "latex2mathml 3.81 writes \\not= as a zero-width <mpadded> overlay before =; we write ≠, "
        + "the negated relation every math font has"),
    ("\\arg", false, "latex2mathml 3.81 does not know \\arg and writes the text \\arg as an operator"),
    ("\\lim_", true, "in display style latex2mathml 3.81 writes the limits of \\lim, \\max and \\min as subscripts "
        + "(msub); TeX sets them under the name (munder)"),
    ("\\max_", true, "as for \\lim: TeX sets the limits of \\max under it in display style"),
    ("\\min_", true, "as for \\lim: TeX sets the limits of \\min under it in display style"),
    ("\\bigcup_", true, "latex2mathml 3.81 sets the limits of \\bigcup beside it in display style; TeX sets them "
        + "under and over, as for \\sum"),
    ("\\left( \\sum", true, "inside \\left…\\right latex2mathml 3.81 sets the limits of \\sum beside it even in "
        + "display style; TeX keeps display style there and sets them under and over"),
    ("\\boxed", false, "latex2mathml 3.81 writes \\boxed as <menclose>, which MathML Core lacks; we draw the box "
        + "as a CSS border on an <mrow>"),
    ("\\mathrel", false, "latex2mathml 3.81 drops the argument of \\mathrel"),
    ("\\xrightarrow", false, "we pad the text over an extensible arrow on both sides (latex2mathml on the right only), "
        + "so that the arrow reaches past it at both ends as in TeX"),
    ("\\displaystyle \\sum", false, "latex2mathml 3.81 ignores \\displaystyle for the limits of \\sum; TeX "
        + "sets them under and over in display style"),
]

@Suite("Agreement with latex2mathml on the fixture formulas")
struct Latex2MathMLAgreementTests {
    @Test("at least 98% of the formulas latex2mathml converts agree in the normal form",
          .enabled(if: Latex2MathMLOracle.isAvailable, "latex2mathml is not installed (pip install latex2mathml)"))
    func agreement() throws {
        let formulas = try Latex2MathMLOracle.formulas()
        let theirs = try #require(Latex2MathMLOracle.convert(formulas))
        try #require(theirs.count == formulas.count)
        var compared = 0, agreed = 0, theyFailed = 0, known = 0, knownButAgreeing = 0
        var disagreements: [String] = []
        let showing = ProcessInfo.processInfo.environment["TEXMATH_DISAGREEMENTS"] != nil
        for (index, formula) in formulas.enumerated() {
            guard let their = theirs[index] else { theyFailed += 1; continue }
            let our = TeXMath.mathML(formula.tex, display: formula.display)
            if knownLatex2MathMLDifferences.contains(where: { formula.tex.contains($0.pattern) && (formula.display || !$0.displayOnly) }) {
                known += 1
                if case .success(let ours) = our, MathMLNormalizer.normalize(xml: ours) == MathMLNormalizer.normalize(xml: their) {
                    knownButAgreeing += 1
                    if showing { print("known but agreeing: \(formula.tex)") }
                }
                continue
            }
            compared += 1
            guard case .success(let ours) = our else {
                disagreements.append("\(formula.tex)\n  ours: \(our)")
                continue
            }
            let ourForm = try #require(MathMLNormalizer.normalize(xml: ours), "not well-formed: \(ours)")
            let theirForm = MathMLNormalizer.normalize(xml: their)
            if ourForm == theirForm {
                agreed += 1
            } else {
                disagreements.append("\(formula.tex)\n  ours:   \(ourForm)\n  theirs: \(theirForm ?? "not well-formed")")
            }
        }
        print("latex2mathml agreement: \(agreed) of \(compared) formulas (\(formulas.count) in the fixture, "
              + "\(known) left out as known differences, of which \(knownButAgreeing) agree anyway; \(theyFailed) that latex2mathml fails on)")
        if showing { print(disagreements.joined(separator: "\n")) }
        #expect(compared >= 300)
        #expect(Double(agreed) >= 0.98 * Double(compared), "\(disagreements.prefix(20).joined(separator: "\n"))")
        for known in knownLatex2MathMLDifferences {
            #expect(formulas.contains { $0.tex.contains(known.pattern) }, "no fixture formula for the known difference \(known.pattern)")
        }
    }
}

/// The normal form keeps what matters: a test of the comparison itself.
struct MathMLNormalizerTests {
    static func form(_ tex: String) -> String? {
        guard case .success(let xml) = TeXMath.mathML(tex, display: false) else { return nil }
        return MathMLNormalizer.normalize(xml: xml)
    }

    @Test func distinguishesWhatRendersDifferently() {
        #expect(Self.form("\\frac{a}{b}") != Self.form("\\frac{b}{a}"))
        #expect(Self.form("x^2") != Self.form("x_2"))
        #expect(Self.form("\\binom{n}{k}") != Self.form("(\\frac{n}{k})"))
        #expect(Self.form("\\mathbf{x}") != Self.form("x"))
        #expect(Self.form("x^{ab}") != Self.form("x^a b"))
    }

    @Test func ignoresWhatDoesNot() {
        #expect(Self.form("{a}") == Self.form("a"))
        #expect(Self.form("\\sin x") == "mi:s mi:i mi:n mi:x")
        #expect(MathMLNormalizer.normalize(xml: "<math><mrow><mi mathvariant=\"bold\">x</mi><mo>&#x000B7;</mo></mrow></math>")
            == "mi:𝐱 mo:⋅")
        #expect(MathMLNormalizer.normalize(xml: "<math><mi>x</math>") == nil)
    }
}
