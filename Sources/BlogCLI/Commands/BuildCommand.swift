// `blog build`: parses its options and runs the Blog pipeline once, printing diagnostics and a summary.
import ArgumentParser
import Blog
import Foundation

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render content/ into the output folder (default: site/).",
        discussion: "Every problem is printed as path:line:column. A failed build leaves the previous output as it was.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The output folder (default: site/ inside the source folder).")
    var output: String?

    @Option(name: .customLong("base-url"), help: "The URL the site is published at; replaces baseURL in blog.yml.")
    var baseURL: String?

    func run() async throws {
        let outputURL = output.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let options = site.buildOptions(outputFolder: outputURL, baseURLOverride: baseURL, outputMode: .staged)
        AllocatorTuning.forOneShotBuild()
        let progress = ProgressLine()
        let report: BuildReport
        let builder = SiteBuilder(fencedBlockRenderers: site.fencedBlockRenderers, policy: .oneShot)
        do {
            report = try await builder.build(options) { phase in progress.show(phase) }
        } catch {
            progress.clear()
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        progress.clear()
        for diagnostic in report.diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
        }
        guard report.succeeded else {
            let count = report.diagnostics.filter(\.isError).count
            FileHandle.standardError.write(Data("Build failed with \(count) error\(count == 1 ? "" : "s"); \(options.outputFolder.path) was not changed.\n".utf8))
            throw ExitCode.failure
        }
        print(report.summary)
        // The process ends here without freeing the builder's model and pages (exit flushes stdout):
        // tearing down a large site object by object takes longer than the operating system does.
        withExtendedLifetime(builder) { Foundation.exit(EXIT_SUCCESS) }
    }
}
