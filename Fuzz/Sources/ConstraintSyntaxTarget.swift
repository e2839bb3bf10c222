// Fuzzes the constraint syntax: parse and solve a script; errors in the text, solving deterministic.
import Foundation
import Layout

enum ConstraintSyntaxTarget: FuzzTarget {
    static let name = "constraint-syntax"

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        let script = ConstraintScriptParser.parse(text)
        let bounds = TextBounds(text)
        for error in script.errors {
            Promise.check(bounds.contains(line: error.position.line, column: error.position.column),
                          "error outside the text: \(error)")
        }
        let first = canonical(script.layout.solve())
        Promise.check(canonical(script.layout.solve()) == first, "solving twice differs")
    }

    /// The solution as text in a fixed order (a dictionary's order differs between two equal ones).
    private static func canonical(_ solution: LayoutSolution) -> String {
        let frames = solution.frames.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let absolute = solution.absoluteFrames.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let sizes = solution.contentSizes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (frames + absolute + sizes + solution.conflicts.map(\.description)
                + solution.ambiguousViews.map(\.description)).joined(separator: "\n")
    }
}
