// `blog serve`: parses its options and runs the live preview server until Ctrl-C.
import ArgumentParser
import Blog
import BlogServer
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild and reload the browser when the sources change.",
        discussion: """
            The preview is built into a temporary folder with a local base URL, so it never replaces site/. \
            A failed rebuild keeps the last good site and shows the errors on every page.
            """)

    @Option(name: .long, help: "The address to listen on. Anything but loopback exposes the preview to the network.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0 picks a free one).")
    var port: Int = 8000

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "Write the preview here instead of a temporary folder (it is kept on exit).")
    var output: String?

    @Flag(name: .long, help: "Poll for changes instead of using inotify (for network or container file systems).")
    var poll = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        let configuration = PreviewServer.Configuration(
            sourceFolder: site.sourceURL,
            outputFolder: output.map { URL(fileURLWithPath: $0).standardizedFileURL },
            host: host, port: port, includesDrafts: site.drafts, includesFuture: site.future, includesExpired: site.expired, forcesPolling: poll,
            fencedBlockRenderers: site.fencedBlockRenderers)
        do {
            try await PreviewServer(configuration).run(log: { line in
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }, onReady: { url in
                FileHandle.standardOutput.write(Data("Serving at \(url)  (Ctrl-C to stop)\n".utf8))
            })
        } catch let error as PreviewServerError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
