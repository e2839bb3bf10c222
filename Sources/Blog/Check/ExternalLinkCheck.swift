// `blog check --external`: asking every http(s) URL of the site whether it answers, a bounded number at a time.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Checks external links with HEAD requests (GET where a server refuses HEAD): at most `parallel` requests at
/// once, at most `perHost` to one host, each given up after `timeout` for the whole exchange (redirects, which are
/// followed, included). No body is read (HTTPStatusProbe).
public struct ExternalLinkCheck: Sendable {
    public var parallel: Int
    public var perHost: Int
    public var timeout: Duration

    public init(parallel: Int = 8, perHost: Int = 2, timeout: Duration = .seconds(10)) {
        self.parallel = max(1, parallel)
        self.perHost = max(1, perHost)
        self.timeout = timeout
    }

    /// The links that fail, each with why (`answers 404 Not Found`), in the order given.
    public func run(_ links: [SiteCheck.ExternalLink]) async -> [(link: SiteCheck.ExternalLink, problem: String)] {
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        let probe = HTTPStatusProbe(timeoutMilliseconds: Int(milliseconds), userAgent: BlogVersion.generator + " link check")
        let gate = HostGate(total: parallel, perHost: perHost)
        let problems = await withTaskGroup(of: (Int, String?).self) { group in
            for (index, link) in links.enumerated() {
                group.addTask {
                    let host = link.url.host?.lowercased() ?? ""
                    await gate.enter(host)
                    let problem = await Self.problem(with: link.url, probe: probe)
                    await gate.leave(host)
                    return (index, problem)
                }
            }
            var found: [Int: String] = [:]
            for await (index, problem) in group { found[index] = problem }
            return found
        }
        return links.indices.compactMap { index in problems[index].map { (links[index], $0) } }
    }

    /// Why `url` is broken, or nil when it answers with a status below 400.
    static func problem(with url: URL, probe: HTTPStatusProbe) async -> String? {
        var outcome = await probe.status(of: url, method: "HEAD")
        // Some servers answer HEAD with an error they would not give GET.
        if case .status(let status) = outcome, [403, 404, 405, 501].contains(status) {
            outcome = await probe.status(of: url, method: "GET")
        }
        switch outcome {
        case .status(let status) where status < 400:
            return nil
        case .status(let status):
            return "answers \(status) \(HTTPURLResponse.localizedString(forStatusCode: status).capitalized)"
        case .timedOut:
            return "does not answer (no whole reply within \(Self.format(Double(probe.timeoutMilliseconds) / 1000)) s)"
        case .unreachable(let why):
            return "cannot be reached (\(why))"
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}

/// Admits a bounded number of requests at once, and a bounded number to each host.
actor HostGate {
    private let total: Int
    private let perHost: Int
    private var running = 0
    private var byHost: [String: Int] = [:]
    private var waiting: [(host: String, resume: CheckedContinuation<Void, Never>)] = []

    init(total: Int, perHost: Int) {
        self.total = total
        self.perHost = perHost
    }

    /// Waits until a request to `host` may start.
    func enter(_ host: String) async {
        if canStart(host) {
            start(host)
            return
        }
        await withCheckedContinuation { waiting.append((host, $0)) }
    }

    /// Ends a request to `host` and lets the first waiting request that may start go.
    func leave(_ host: String) {
        running -= 1
        byHost[host, default: 1] -= 1
        if let index = waiting.firstIndex(where: { canStart($0.host) }) {
            let next = waiting.remove(at: index)
            start(next.host)
            next.resume.resume()
        }
    }

    /// The most requests that ran at once, for tests.
    private(set) var peak = 0
    private(set) var peakByHost: [String: Int] = [:]

    private func canStart(_ host: String) -> Bool { running < total && byHost[host, default: 0] < perHost }

    private func start(_ host: String) {
        running += 1
        byHost[host, default: 0] += 1
        peak = max(peak, running)
        peakByHost[host] = max(peakByHost[host, default: 0], byHost[host]!)
    }
}
