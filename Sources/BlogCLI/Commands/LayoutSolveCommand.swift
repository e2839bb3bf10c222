// `blog layout solve FILE`: solves a constraint file, or the Objective-C or Swift layout code in one, and prints the frames as JSON.
import ArgumentParser
import Blog
import Diagram
import Foundation
import Layout

struct LayoutSolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint layout file, or layout code in Objective-C or Swift, and print its frames as JSON.",
        discussion: "Errors (syntax, conflicting required constraints, ambiguous layouts) go to stderr as FILE:LINE:COL: error: message, with exit status 1."
    )

    @Argument(help: "A file in the constraint syntax (docs/constraints.md), or layout code (.m, .swift; docs/code-diagrams.md).")
    var file: String

    @OptionGroup var code: CodeLayoutArguments

    func run() throws {
        let source: String
        do { source = try LayoutSourceFile.read(path: file) } catch {
            FileHandle.standardError.write(Data("\(error.diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        if let language = code.language(of: file) {
            let rendering = DiagramFileRenderer(path: file).solve(code: source, language: language, options: try code.options())
            guard let text = rendering.text else {
                FileHandle.standardError.write(Data((rendering.diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
                throw ExitCode(1)
            }
            print(text)
            return
        }
        let script = ConstraintScriptParser.parse(source)
        var diagnostics = script.errors.map {
            Diagnostic.error($0.message, at: SourceLocation(path: file, line: $0.position.line, column: $0.position.column))
        }
        if diagnostics.isEmpty {
            let solution = script.layout.solve()
            diagnostics += LayoutDiagnostics.diagnostics(for: solution, in: script.layout).map { item in
                Diagnostic.error(item.message, at: SourceLocation(path: file, line: item.position?.line ?? 1, column: item.position?.column ?? 1),
                                 notes: item.notes)
            }
            if diagnostics.isEmpty {
                print(solution.json)
                return
            }
        }
        FileHandle.standardError.write(Data((diagnostics.map(\.description).joined(separator: "\n") + "\n").utf8))
        throw ExitCode(1)
    }
}
