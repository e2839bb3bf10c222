// `blog serve` assembled: the HTTP server, the rebuild loop and the watcher, run as one service group.
import Blog
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// A live preview of a site: builds it, serves it over HTTP, rebuilds what changed when its sources
/// change, and tells open pages to reload.
public struct PreviewServer: Sendable {
    /// What to serve and how.
    public struct Configuration: Sendable {
        /// The site root (holds `blog.yml`).
        public var sourceFolder: URL
        /// Where the preview is written. Nil: a private temporary folder, removed when the server stops,
        /// so the preview (with drafts and a local base URL) never replaces the published `site/`.
        public var outputFolder: URL?
        /// The address to bind; loopback unless asked otherwise.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// Whether drafts are built.
        public var includesDrafts: Bool
        /// Whether posts scheduled for later, and posts past their `expiryDate`, are built.
        public var includesFuture: Bool, includesExpired: Bool
        /// Whether to poll for changes even where inotify works.
        public var forcesPolling: Bool
        /// How long the sources must stay quiet after a change before the rebuild starts.
        public var debounce: Duration
        /// Whether SIGINT and SIGTERM stop the server gracefully (off in tests, which cancel the task).
        public var handlesSignals: Bool
        /// Renderers for fenced blocks (`layout` diagrams).
        public var fencedBlockRenderers: FencedBlockRenderers

        /// Creates a configuration with the defaults of `blog serve`.
        public init(sourceFolder: URL, outputFolder: URL? = nil, host: String = "127.0.0.1", port: Int = 8000,
                    includesDrafts: Bool = false, includesFuture: Bool = false, includesExpired: Bool = false, forcesPolling: Bool = false, debounce: Duration = .milliseconds(15),
                    handlesSignals: Bool = true, fencedBlockRenderers: FencedBlockRenderers = FencedBlockRenderers()) {
            self.sourceFolder = sourceFolder
            self.outputFolder = outputFolder
            self.host = host
            self.port = port
            self.includesDrafts = includesDrafts
            self.includesFuture = includesFuture
            self.includesExpired = includesExpired
            self.forcesPolling = forcesPolling
            self.debounce = debounce
            self.handlesSignals = handlesSignals
            self.fencedBlockRenderers = fencedBlockRenderers
        }
    }

    /// The configuration.
    public var configuration: Configuration

    /// Creates a server; nothing runs until `run`.
    public init(_ configuration: Configuration) { self.configuration = configuration }

    /// Serves until the task is cancelled or (with `handlesSignals`) SIGINT/SIGTERM arrives.
    ///
    /// - Parameters:
    ///   - log: receives each line for the terminal: build summaries, diagnostics, rebuild times.
    ///   - onReady: called once the first build is served, with the URL to open (`http://127.0.0.1:8000/`).
    /// - Throws: when the port cannot be bound or the output folder is refused.
    public func run(log: @escaping @Sendable (String) -> Void,
                    onReady: @escaping @Sendable (String) async -> Void = { _ in }) async throws {
        let configuration = self.configuration
        let ownsOutput = configuration.outputFolder == nil
        let output = configuration.outputFolder
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("blog-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { if ownsOutput { try? FileManager.default.removeItem(at: output) } }

        var logger = Logger(label: "blog-serve")
        logger.logLevel = .critical
        let state = PreviewState()
        let responder = SiteResponder(files: SiteFiles(folder: output), state: state)
        let limits = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: 8 * 1024, maxHeaderListSize: 32 * 1024, maxHeaderFieldCount: 100)
        // Idle connections are dropped, and each client address holds a bounded number (docs/security.md).
        let limiter = ConnectionLimiter(perClient: PreviewServer.connectionsPerClient)
        let app = Application(
            responder: responder,
            server: .http1(configuration: .init(additionalChannelHandlers: [limiter.handler()],
                                                idleTimeout: PreviewServer.idleTimeout, httpDecoderConfiguration: limits)),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in await state.bound(port: channel.localAddress?.port ?? configuration.port) },
            logger: logger)
        let rebuilder = Rebuilder(
            builder: SiteBuilder(fencedBlockRenderers: configuration.fencedBlockRenderers, policy: .reused),
            state: state,
            configuration: configuration,
            options: { port in
                var options = BuildOptions(sourceFolder: configuration.sourceFolder, outputFolder: output,
                                           includesDrafts: configuration.includesDrafts,
                                           baseURLOverride: PreviewServer.baseURL(host: configuration.host, port: port), outputMode: .inPlace)
                options.includesFuture = configuration.includesFuture
                options.includesExpired = configuration.includesExpired
                return options
            },
            log: log,
            onReady: onReady)
        // Services stop in reverse order: the rebuilder first, closing the event streams the server is still sending.
        let group = ServiceGroup(configuration: .init(
            services: [app, rebuilder],
            gracefulShutdownSignals: configuration.handlesSignals ? [.sigint, .sigterm] : [],
            logger: logger))
        do {
            try await group.run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PreviewServerError(message: "Cannot listen on \(configuration.host):\(configuration.port): the port is in use. Pick another with --port.")
        } catch let error as OutputError {
            throw PreviewServerError(message: error.description)
        } catch let error as IOError {
            throw PreviewServerError(message: "Cannot listen on \(configuration.host):\(configuration.port): \(error.description)")
        }
    }

    /// How long a connection may stay without a request before it is closed.
    static let idleTimeout = TimeAmount.seconds(30)
    /// The most connections one client address may hold open: far more than a browser opens.
    static let connectionsPerClient = 64

    /// The base URL pages are built with: `http://127.0.0.1:8000/` (a wildcard host is shown as loopback).
    static func baseURL(host: String, port: Int) -> String {
        let shown: String
        switch host {
        case "0.0.0.0", "": shown = "127.0.0.1"
        case "::": shown = "[::1]"
        default: shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        }
        return "http://\(shown):\(port)/"
    }
}

/// Why the preview server could not start, as one line for the terminal.
public struct PreviewServerError: Error, CustomStringConvertible {
    /// The line, starting with what failed (`path: error: …` or `error: …`).
    public var description: String

    init(message: String) {
        description = message.contains(": error: ") ? message : "error: " + message
    }
}
