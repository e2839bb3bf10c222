// `blog check`: parses its options, runs the Blog site check, prints each problem at the place it was written.
import ArgumentParser
import Blog
import Foundation

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every link, image, asset, #anchor and redirect, duplicate ids, the feed and the sitemap.",
        discussion: """
            Builds the site into a temporary folder, or checks a folder built before (--output). Each problem is \
            printed as path:line:column at the Markdown line, or the template line, that wrote it. Exits 1 on any error.
            """)

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "Check this folder, built before, instead of building into a temporary one.")
    var output: String?

    @Flag(name: .long, help: "Also request every http(s) link and report those that fail.")
    var external = false

    @Option(name: .long, help: "With --external: the most requests at once.")
    var parallel: Int = 8

    @Option(name: .customLong("per-host"), help: "With --external: the most requests at once to one host.")
    var perHost: Int = 2

    @Option(name: .long, help: "With --external: seconds for a whole answer, redirects included.")
    var timeout: Double = 10

    func run() async throws {
        guard parallel >= 1, perHost >= 1 else { throw ValidationError("--parallel and --per-host must be at least 1.") }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be more than 0 and at most 600 seconds.") }
        let options = CheckRun.Options(
            build: site.buildOptions(),
            builtOutput: output.map { URL(fileURLWithPath: $0).standardizedFileURL },
            shownOutput: output ?? "(built site)",
            external: external ? ExternalLinkCheck(parallel: parallel, perHost: perHost, timeout: .milliseconds(Int(timeout * 1000))) : nil)
        let report: CheckRun.Report
        do {
            report = try await CheckRun.run(options, builder: SiteBuilder(fencedBlockRenderers: site.fencedBlockRenderers, policy: .oneShot))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        for diagnostic in report.diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        if report.pageCount == 0, !report.succeeded {
            FileHandle.standardError.write(Data("The site does not build; nothing was checked.\n".utf8))
            throw ExitCode.failure
        }
        print(report.summary)
        if !report.succeeded { throw ExitCode.failure }
    }
}
