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
        discussion: """
            Writes one post per entry (content/posts/YYYY/YYYY-MM-pN.md, keeping its #pN anchor), one page per \
            project page (cs/UploadScript.md becomes content/pages/cs/UploadScript.md, built at cs/UploadScript.html), \
            copies every other file into content/, and adds redirects.yml entries for the old \
            blog/Category<Name>.html pages. Existing files that differ are left alone unless --force. The import \
            fails (exit 1) when an entry or a page could not be imported.
            """)

    @Argument(help: "The MPC source folder, holding blog/ and resource folders such as images/.")
    var source: String

    @Option(name: .long, help: "The site folder to import into (default: the current folder).")
    var into: String = "."

    @Option(name: .long, help: ArgumentHelp("The old site's published folder (MPC's publish/), where resource folders such as images/ live; the files links use are copied from it.", valueName: "dir"))
    var published: [String] = []

    @Flag(name: .long, help: "Replace existing files whose content differs (never one written by the same run).")
    var force = false

    @Flag(name: .long, help: "List every warning, instead of one line for each kind that occurs many times.")
    var verbose = false

    func run() throws {
        let importer = MPCImporter(source: URL(fileURLWithPath: source), destination: URL(fileURLWithPath: into), overwrites: force,
                                   publishedResources: published.map { URL(fileURLWithPath: $0) })
        let report: MPCImportReport
        do {
            report = try importer.run()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        for line in report.problemLines(verbose: verbose) { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        print(report.summary)
        guard report.succeeded else {
            var missing: [String] = []
            if report.posts != report.entries { missing.append("\(report.entries - report.posts) of \(report.entries) entries") }
            if report.pages != report.pagesFound { missing.append("\(report.pagesFound - report.pages) of \(report.pagesFound) pages") }
            let what = missing.isEmpty ? "see the errors above" : missing.joined(separator: " and ") + " were not imported"
            FileHandle.standardError.write(Data("error: the import is incomplete: \(what).\n".utf8))
            throw ExitCode.failure
        }
    }
}
