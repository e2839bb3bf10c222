// `blog layout frames FILE.json`: lays out flexbox cases and prints them with their frames (parsing only).
import ArgumentParser
import Foundation
import Layout

struct LayoutFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Lay out a JSON array of flexbox cases and print it with an \"actual\" member added to each.",
        discussion: "The schema is the one of the browser-recorded fixtures (shared/fixtures/flexbox/README.md). Errors name the case and key, exit status 1.")

    @Argument(help: "A JSON file holding an array of cases.")
    var file: String

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("\(file): error: cannot read the file\n".utf8))
            throw ExitCode(1)
        }
        do {
            FileHandle.standardOutput.write(try FlexCase.addingActualFrames(to: data))
            FileHandle.standardOutput.write(Data("\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("\(file): error: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
