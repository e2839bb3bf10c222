// One external URL's HTTP status through libcurl, with the whole exchange bounded in time and no body ever read.
import CCurl
import Foundation

/// Asks a URL for its status line and nothing more. URLSession on Linux bounds neither the whole response (its
/// timeout restarts with every byte, so a trickling body holds it for minutes) nor the body it keeps in memory; it is
/// built on libcurl, which bounds both when asked directly: `CURLOPT_TIMEOUT_MS` covers name lookup, connection, TLS,
/// redirects and headers together, and the transfer ends at the first byte of a body.
struct HTTPStatusProbe: Sendable {
    /// The whole exchange, redirects included, in milliseconds.
    var timeoutMilliseconds: Int
    var userAgent: String
    /// Redirects followed before giving up, as browsers do (Chrome and Firefox stop at 20).
    var maximumRedirects = 20

    enum Outcome: Equatable, Sendable {
        /// The final status after redirects.
        case status(Int)
        case timedOut
        /// curl's own words for why (`Couldn't resolve host name`).
        case unreachable(String)
    }

    /// The status of `url` asked with `method` (`HEAD` or `GET`). Blocks the calling thread for at most the timeout.
    func ask(_ url: URL, method: String) -> Outcome {
        Self.initializeOnce
        guard let handle = curl_easy_init() else { return .unreachable("libcurl could not start a request") }
        defer { curl_easy_cleanup(handle) }
        var code = blog_curl_set_string(handle, CURLOPT_URL, url.absoluteString)
        // Only the web: a redirect to file://, ftp:// or any other scheme curl knows is refused.
        for option in [CURLOPT_PROTOCOLS_STR, CURLOPT_REDIR_PROTOCOLS_STR] where code == CURLE_OK {
            code = blog_curl_set_string(handle, option, "http,https")
        }
        let settings: [(CURLoption, Int)] = [
            (method == "HEAD" ? CURLOPT_NOBODY : CURLOPT_HTTPGET, 1),
            (CURLOPT_FOLLOWLOCATION, 1),
            (CURLOPT_MAXREDIRS, maximumRedirects),
            (CURLOPT_TIMEOUT_MS, max(1, timeoutMilliseconds)),
            // Threads and timeouts without signals; SIGPIPE is ignored by `run` instead.
            (CURLOPT_NOSIGNAL, 1),
        ]
        for (option, value) in settings where code == CURLE_OK {
            code = blog_curl_set_long(handle, option, value)
        }
        if code == CURLE_OK { code = blog_curl_set_string(handle, CURLOPT_USERAGENT, userAgent) }
        if code == CURLE_OK { code = blog_curl_refuse_bodies(handle) }
        guard code == CURLE_OK else { return .unreachable(Self.describe(code)) }
        let result = curl_easy_perform(handle)
        let status = blog_curl_response_code(handle)
        switch result {
        case CURLE_OK:
            return .status(status)
        case CURLE_WRITE_ERROR where status > 0:
            // The body refused on purpose, after the status arrived.
            return .status(status)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        default:
            return .unreachable(Self.describe(result))
        }
    }

    /// `ask` on a thread of its own, so that blocked requests never hold the few threads Swift's tasks run on.
    func status(of url: URL, method: String) async -> Outcome {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: ask(url, method: method)) }
            thread.start()
        }
    }

    private static func describe(_ code: CURLcode) -> String {
        curl_easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }

    /// libcurl's global set-up, once per process; thread-safe from curl 7.84 on, and harmless before the first
    /// request either way. SIGPIPE is ignored so that a server closing a TLS connection mid-write ends that request
    /// with an error, not the process.
    private static let initializeOnce: Void = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        signal(SIGPIPE, SIG_IGN)
    }()
}
