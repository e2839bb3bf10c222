// `blog check --external`: asking every http(s) URL of the site whether it answers, a bounded number at a time.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Checks external links with HEAD requests (GET where a server refuses HEAD): at most `parallel` requests at
/// once, at most `perHost` to one host, each given up after `timeout`. Redirects are followed.
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
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpMaximumConnectionsPerHost = perHost
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let gate = HostGate(total: parallel, perHost: perHost)
        let problems = await withTaskGroup(of: (Int, String?).self) { group in
            for (index, link) in links.enumerated() {
                group.addTask {
                    let host = link.url.host?.lowercased() ?? ""
                    await gate.enter(host)
                    let problem = await Self.problem(with: link.url, session: session, seconds: seconds)
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
    static func problem(with url: URL, session: URLSession, seconds: Double) async -> String? {
        var status: Int
        do {
            status = try await statusCode(url, method: "HEAD", session: session, seconds: seconds)
            // Some servers answer HEAD with an error they would not give GET.
            if [403, 404, 405, 501].contains(status) {
                status = try await statusCode(url, method: "GET", session: session, seconds: seconds)
            }
        } catch let error as URLError where error.code == .timedOut {
            return "does not answer (no reply within \(Self.format(seconds)) s)"
        } catch {
            return "cannot be reached (\(error.localizedDescription))"
        }
        guard status >= 400 else { return nil }
        return "answers \(status) \(HTTPURLResponse.localizedString(forStatusCode: status).capitalized)"
    }

    static func statusCode(_ url: URL, method: String, session: URLSession, seconds: Double) async throws -> Int {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        request.httpMethod = method
        request.setValue(BlogVersion.generator + " link check", forHTTPHeaderField: "User-Agent")
        let (_, response) = try await session.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
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
