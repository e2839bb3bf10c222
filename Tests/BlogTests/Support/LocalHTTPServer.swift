// A tiny HTTP/1.1 server on 127.0.0.1 for `blog check --external` tests: fixed answers by path, counting requests.
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Parallel

/// Answers `/ok…` with 200, `/gone…` with 404, `/head-refused…` with 405 to HEAD and 200 to GET, `/slow…` with 200
/// after `slowDelay`; and as a hostile server would: `/endless` sends a body without end (to HEAD too) and counts
/// what it managed to send, `/trickle-body` a body one byte every 50 ms, `/trickle-headers` its headers so,
/// `/to-file` redirects to `file:///etc/passwd`, `/loop` to itself. One thread per connection, `Connection: close`.
/// Only on the loopback address.
final class LocalHTTPServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let state = Locked(State())
    let slowDelay: Double

    struct State {
        var running = 0
        var peak = 0
        var requests: [String] = []
        var stopped = false
        var endlessBytesSent = 0
    }

    /// The most requests that were being answered at once.
    var peak: Int { state.withLock { $0.peak } }
    /// The body bytes `/endless` sent before its clients went away.
    var endlessBytesSent: Int { state.withLock { $0.endlessBytesSent } }
    /// Every request line received (`HEAD /ok`), in arrival order.
    var requests: [String] { state.withLock { $0.requests } }

    init(slowDelay: Double = 0.3) throws {
        self.slowDelay = slowDelay
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else { close(fd); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = fd
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops accepting connections.
    func stop() {
        state.withLock { $0.stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while !state.withLock({ $0.stopped }) {
            let client = accept(listener, nil, nil)
            if client < 0 { return }
            let thread = Thread { [self] in answer(client) }
            thread.start()
        }
    }

    /// Writes `bytes` to the client without SIGPIPE: a client that has gone away (one that timed out) makes the write
    /// fail with EPIPE instead of ending the whole test process without a word.
    private static func send(_ client: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        Glibc.send(client, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    }

    private func answer(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        var received: [UInt8] = []
        while !received.contains(13) || String(decoding: received, as: UTF8.self).range(of: "\r\n\r\n") == nil {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0..<count]
            if received.count > 65536 { break }
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        let method = parts.first.map(String.init) ?? ""
        let path = parts.count > 1 ? String(parts[1]) : "/"
        state.withLock {
            $0.requests.append("\(method) \(path)")
            $0.running += 1
            $0.peak = max($0.peak, $0.running)
        }
        // A request stops counting as answered just before its last bytes go: the client, which may start its next
        // request as soon as those arrive, never sees this thread still counted.
        var counted = true
        func answered() { if counted { state.withLock { $0.running -= 1 }; counted = false } }
        defer { answered() }
        if hostile(path, client, answered) { return }
        var status = "200 OK"
        if path.hasPrefix("/gone") { status = "404 Not Found" }
        if path.hasPrefix("/head-refused"), method == "HEAD" { status = "405 Method Not Allowed" }
        if path.hasPrefix("/slow") { Thread.sleep(forTimeInterval: slowDelay) }
        let body = method == "HEAD" ? "" : "hello\n"
        answered()
        let response = "HTTP/1.1 \(status)\r\nContent-Length: \(method == "HEAD" ? 6 : body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        _ = Array(response.utf8).withUnsafeBytes { Self.send(client, $0) }
    }

    /// The hostile answers; false for any other path. Each ends when the client goes away (or after 20 s).
    private func hostile(_ path: String, _ client: Int32, _ answered: () -> Void) -> Bool {
        func send(_ text: String) -> Bool { Array(text.utf8).withUnsafeBytes { Self.send(client, $0) } > 0 }
        let deadline = Date().addingTimeInterval(20)
        guard ["/endless", "/trickle-body", "/trickle-headers", "/to-file", "/loop"].contains(path) else { return false }
        answered()
        switch path {
        case "/endless":
            guard send("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n") else { return true }
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
            while Date() < deadline {
                let sent = chunk.withUnsafeBytes { Self.send(client, $0) }
                if sent <= 0 { break }
                state.withLock { $0.endlessBytesSent += sent }
            }
        case "/trickle-body":
            guard send("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n") else { return true }
            while Date() < deadline, send("x") { Thread.sleep(forTimeInterval: 0.05) }
        case "/trickle-headers":
            guard send("HTTP/1.1 200 OK\r\nX-Slow: ") else { return true }
            while Date() < deadline, send("x") { Thread.sleep(forTimeInterval: 0.05) }
        case "/to-file":
            _ = send("HTTP/1.1 302 Found\r\nLocation: file:///etc/passwd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        case "/loop":
            _ = send("HTTP/1.1 302 Found\r\nLocation: /loop\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        default:
            return false
        }
        return true
    }
}
