// A tiny HTTP/1.1 server on 127.0.0.1 for `blog check --external` tests: fixed answers by path, counting requests.
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Parallel

/// Answers `/ok…` with 200, `/gone…` with 404, `/head-refused…` with 405 to HEAD and 200 to GET, `/slow…` with 200
/// after `slowDelay`; one thread per connection, `Connection: close`. Only on the loopback address.
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
    }

    /// The most requests that were being answered at once.
    var peak: Int { state.withLock { $0.peak } }
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
        defer { state.withLock { $0.running -= 1 } }
        var status = "200 OK"
        if path.hasPrefix("/gone") { status = "404 Not Found" }
        if path.hasPrefix("/head-refused"), method == "HEAD" { status = "405 Method Not Allowed" }
        if path.hasPrefix("/slow") { Thread.sleep(forTimeInterval: slowDelay) }
        let body = method == "HEAD" ? "" : "hello\n"
        let response = "HTTP/1.1 \(status)\r\nContent-Length: \(method == "HEAD" ? 6 : body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        _ = Array(response.utf8).withUnsafeBytes { Self.send(client, $0) }
    }
}
