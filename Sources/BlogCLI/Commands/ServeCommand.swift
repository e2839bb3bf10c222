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

    @Flag(name: .long, help: "Also build posts marked 'draft: true'.")
    var drafts = false

    @Option(name: .long, help: "The site folder holding blog.yml, content/ and templates/.")
    var source: String = "."

    @Option(name: .long, help: "Write the preview here instead of a temporary folder (it is kept on exit).")
    var output: String?

    @Flag(name: .long, help: "Poll for changes instead of using inotify (for network or container file systems).")
    var poll = false

    @Flag(name: .customLong("keep-going"), help: "Draw a visible error box for a broken layout block instead of failing the rebuild.")
    var keepGoing = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
    }

    func run() async throws {
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer(keepsGoing: keepGoing).register(in: &renderers)
        let configuration = PreviewServer.Configuration(
            sourceFolder: URL(fileURLWithPath: source).standardizedFileURL,
            outputFolder: output.map { URL(fileURLWithPath: $0).standardizedFileURL },
            host: host, port: port, includesDrafts: drafts, forcesPolling: poll,
            fencedBlockRenderers: renderers)
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
