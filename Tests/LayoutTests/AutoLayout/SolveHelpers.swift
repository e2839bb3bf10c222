// Helpers for the Auto Layout tests: solve constraint text and compare frames.
import Testing
@testable import Layout

/// Parses and solves constraint text; records an issue for every syntax error.
func solveText(_ text: String, checkAmbiguity: Bool = true) -> LayoutSolution {
    let script = ConstraintScriptParser.parse(text)
    for error in script.errors { Issue.record("unexpected syntax error \(error)") }
    return script.layout.solve(checkAmbiguity: checkAmbiguity)
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}
