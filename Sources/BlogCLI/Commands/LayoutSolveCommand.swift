// `blog layout solve FILE`: solves a constraint file and prints the frames as JSON (parsing only).
import ArgumentParser
import Blog
import Foundation
import Layout

struct LayoutSolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a constraint layout file and print its frames as JSON.",
        discussion: "Errors (syntax, conflicting required constraints, ambiguous layouts) go to stderr as FILE:LINE:COL: error: message, with exit status 1."
    )

    @Argument(help: "A file in the constraint syntax (docs/constraints.md).")
    var file: String

    func run() throws {
        let source: String
        do { source = try LayoutSourceFile.read(path: file) } catch {
            FileHandle.standardError.write(Data("\(error.diagnostic)\n".utf8))
            throw ExitCode(1)
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
