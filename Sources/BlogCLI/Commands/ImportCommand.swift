// `blog import mpc SOURCE_DIR`: brings a MarkdownProjectCompositor blog over (argument parsing only).
import ArgumentParser
import Blog
import Foundation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a blog written with another tool.",
        subcommands: [ImportMPCCommand.self]
    )
}

struct ImportMPCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mpc",
        abstract: "Import a MarkdownProjectCompositor blog (blog/YYYY-MM.md files) keeping every #pN permalink.",
        discussion: "Writes content/posts/YYYY/YYYY-MM-pN.md, copies the source's other folders into content/, and adds redirects.yml entries for the old blog/Category<Name>.html pages. Existing files that differ are left alone unless --force.")

    @Argument(help: "The MPC source folder, holding blog/ and resource folders such as images/.")
    var source: String

    @Option(name: .long, help: "The site folder to import into (default: the current folder).")
    var into: String = "."

    @Flag(name: .long, help: "Replace existing post files whose content differs.")
    var force = false

    func run() throws {
        let importer = MPCImporter(source: URL(fileURLWithPath: source), destination: URL(fileURLWithPath: into), overwrites: force)
        let report: MPCImportReport
        do {
            report = try importer.run()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        for warning in report.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        for path in report.skipped { FileHandle.standardError.write(Data("\(path): skipped: the file exists with other content (use --force to replace it)\n".utf8)) }
        print(report.summary)
    }
}
