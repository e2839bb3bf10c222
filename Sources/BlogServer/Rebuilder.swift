// The rebuild loop of `blog serve`: waits for source changes, lets a burst settle, rebuilds once, announces the result.
import Blog
import Foundation
import Parallel
import ServiceLifecycle

/// Rebuilds the preview site after changes. Builds run one at a time, in this service's task; changes
/// that arrive during a build are coalesced into one more build after it.
struct Rebuilder: Service {
    let builder: SiteBuilder
    let state: PreviewState
    let configuration: PreviewServer.Configuration
    /// The build options, given the port the server is listening on.
    let options: @Sendable (_ port: Int) -> BuildOptions
    let log: @Sendable (String) -> Void
    let onReady: @Sendable (_ url: String) async -> Void

    func run() async throws {
        guard let port = await state.waitForPort() else { return }
        let options = options(port)
        let settle = SettleTimer()
        let (changes, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let watcher = makeSourceWatcher(root: configuration.sourceFolder, forcesPolling: configuration.forcesPolling) {
            settle.touch()
            signal.yield()
        }
        defer { watcher.stop() }

        try await firstBuild(options, watcher: watcher)
        await onReady(options.baseURLOverride ?? PreviewServer.baseURL(host: configuration.host, port: port))
        let keepAlive = Task {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(15))
                await state.keepAlive()
            }
        }
        await withGracefulShutdownHandler {
            for await _ in changes {
                await settle.waitForQuiet(quiet: configuration.debounce, atMost: .milliseconds(500))
                await rebuild(options, watcher: watcher)
            }
        } onGracefulShutdown: {
            signal.finish()
        }
        keepAlive.cancel()
        await state.finishAll()
    }

    /// The first build. A refused output folder stops the server; errors in the sources are shown like any other.
    private func firstBuild(_ options: BuildOptions, watcher: any SourceWatcher) async throws {
        let report = try await builder.build(options)
        printDiagnostics(report)
        if report.succeeded {
            log(report.summary)
        } else {
            log("The build failed; fix the errors above and the preview rebuilds by itself.")
        }
        watcher.include(report.includedHiddenPaths)
        await state.finishedBuild(outputChanged: true, errors: errorLines(report), includedHiddenPaths: report.includedHiddenPaths)
    }

    private func rebuild(_ options: BuildOptions, watcher: any SourceWatcher) async {
        let report: BuildReport
        do {
            report = try await builder.build(options)
        } catch {
            log("\(error)")
            await state.finishedBuild(outputChanged: false, errors: ["\(error)"])
            return
        }
        printDiagnostics(report)
        let milliseconds = Int(report.duration / .milliseconds(1))
        if report.succeeded {
            let changed = report.changedPaths.count
            if changed > 0 {
                log("Rebuilt in \(milliseconds) ms: \(changed) file\(changed == 1 ? "" : "s") changed.")
            }
        } else {
            let count = report.diagnostics.filter(\.isError).count
            log("Rebuild failed with \(count) error\(count == 1 ? "" : "s") in \(milliseconds) ms; still serving the last good site.")
        }
        // A failed build keeps serving the last good site, with what that one published.
        let included = report.succeeded ? report.includedHiddenPaths : nil
        if let included { watcher.include(included) }
        await state.finishedBuild(outputChanged: !report.changedPaths.isEmpty, errors: errorLines(report), includedHiddenPaths: included)
    }

    private func printDiagnostics(_ report: BuildReport) {
        for diagnostic in report.diagnostics { log("\(diagnostic)") }
    }

    private func errorLines(_ report: BuildReport) -> [String] {
        report.diagnostics.filter(\.isError).map(\.description)
    }
}

/// Tracks a burst of change notifications so a rebuild starts once the burst has settled.
final class SettleTimer: Sendable {
    private let times = Locked<(first: ContinuousClock.Instant?, last: ContinuousClock.Instant)>((nil, .now))

    /// Records a change notification.
    func touch() {
        let now = ContinuousClock.now
        times.withLock { times in
            if times.first == nil { times.first = now }
            times.last = now
        }
    }

    /// Returns once no notification came for `quiet`, or `atMost` after the burst's first one
    /// (so a file that keeps changing can't hold rebuilds off forever).
    func waitForQuiet(quiet: Duration, atMost: Duration) async {
        while true {
            let now = ContinuousClock.now
            let (first, last) = times.withLock { ($0.first ?? now, $0.last) }
            let quietFor = now - last
            if quietFor >= quiet || now - first >= atMost {
                times.withLock { $0.first = nil }
                return
            }
            try? await Task.sleep(for: quiet - quietFor)
        }
    }
}
