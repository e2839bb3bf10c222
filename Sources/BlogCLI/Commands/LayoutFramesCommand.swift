// `blog layout frames FILE.json`: lays out flexbox cases and prints them with their frames (parsing only).
import ArgumentParser
import Foundation
import Layout
import LayoutJSON

struct LayoutFramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Lay out a JSON array of flexbox cases and print it with an \"actual\" member added to each.",
        discussion: "The schema is the one of the browser-recorded fixtures (shared/fixtures/flexbox/README.md). A case that cannot be read is an error line naming the case and the JSON path of the bad value; the other cases are still laid out and printed, and the exit status is 1 at the end.")

    @Argument(help: "A JSON file holding an array of cases.")
    var file: String

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("\(file): error: cannot read the file\n".utf8))
            throw ExitCode(1)
        }
        let result: (json: Data, errors: [FlexJSONError])
        do {
            result = try FlexCase.addingActualFrames(to: data)
        } catch {
            FileHandle.standardError.write(Data("\(file): error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        // The cases that could be read are printed; each one that could not is an error line, and the
        // status is 1 at the end.
        FileHandle.standardOutput.write(result.json)
        FileHandle.standardOutput.write(Data("\n".utf8))
        for error in result.errors { FileHandle.standardError.write(Data("\(file): error: \(error)\n".utf8)) }
        if !result.errors.isEmpty { throw ExitCode(1) }
    }
}
