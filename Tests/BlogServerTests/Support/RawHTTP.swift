// A minimal HTTP/1.1 client over a plain socket, so tests send exactly the bytes they mean (no URL clean-up).
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A parsed HTTP response.
struct RawResponse {
    var status: Int
    /// Header fields with lower-cased names.
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Errors of the test client.
struct RawHTTPError: Error, CustomStringConvertible {
    var description: String
}

/// One TCP connection to the server on 127.0.0.1.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw RawHTTPError(description: "socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw RawHTTPError(description: "cannot connect to port \(port)")
        }
    }

    deinit { close(descriptor) }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw RawHTTPError(description: "send() failed") }
            offset += sent
        }
    }

    /// The next bytes, waiting at most `timeout`; empty at end of stream, nil on timeout.
    func receive(timeout: Duration) -> [UInt8]? {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout / .milliseconds(1))
        guard poll(&poller, 1, milliseconds) > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count <= 0 ? [] : Array(buffer[..<count])
    }
}

/// Runs blocking socket work on a Dispatch thread, keeping Swift's small cooperative pool free for the server.
func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}

enum RawHTTP {
    /// Sends one request (`Connection: close`) and reads the whole response.
    static func request(port: Int, _ method: String = "GET", _ target: String, headers: [String: String] = [:]) async throws -> RawResponse {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return try await send(port: port, raw: text + "\r\n")
    }

    /// Sends `raw` bytes as they are and reads until the server closes the connection.
    static func send(port: Int, raw: String) async throws -> RawResponse {
        try await offPool {
            let connection = try RawConnection(port: port)
            try connection.send(raw)
            var bytes: [UInt8] = []
            while let chunk = connection.receive(timeout: .seconds(20)) {
                if chunk.isEmpty { return try parse(bytes) }
                bytes += chunk
            }
            throw RawHTTPError(description: "timed out waiting for the response")
        }
    }

    static func parse(_ bytes: [UInt8]) throws -> RawResponse {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0..<($0 + 4)].elementsEqual(separator) }) else {
            throw RawHTTPError(description: "no header end in \(String(decoding: bytes, as: UTF8.self))")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw RawHTTPError(description: "bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawResponse(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}

/// A Server-Sent Events subscription, read event by event.
final class EventStreamClient: @unchecked Sendable {
    private let connection: RawConnection
    private var buffer = ""

    /// Connects to `path` and waits for the response head.
    init(port: Int, path: String) async throws {
        connection = try RawConnection(port: port)
        try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        let head = try await nextBlock(timeout: .seconds(20))
        guard head?.hasPrefix("HTTP/1.1 200") == true, head?.lowercased().contains("content-type: text/event-stream") == true else {
            throw RawHTTPError(description: "not an event stream: \(head ?? "nothing")")
        }
    }

    /// The `data:` of the next `reload` event, or nil when none comes within `timeout`.
    func nextReload(timeout: Duration = .seconds(20)) async throws -> Int? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            guard let block = try await nextBlock(timeout: deadline - ContinuousClock.now) else { return nil }
            if block.contains("event: reload"), let line = block.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }) {
                return Int(line.dropFirst("data: ".count))
            }
        }
        return nil
    }

    /// The next blank-line-separated block of the stream (chunk sizes of the chunked encoding are dropped).
    private func nextBlock(timeout: Duration) async throws -> String? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let range = buffer.range(of: "\n\n") ?? buffer.range(of: "\r\n\r\n") {
                let block = String(buffer[..<range.lowerBound])
                buffer = String(buffer[range.upperBound...])
                let cleaned = block.split(separator: "\n", omittingEmptySubsequences: true)
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && !$0.allSatisfy(\.isHexDigit) }
                if cleaned.isEmpty { continue }
                return cleaned.joined(separator: "\n")
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return nil }
            let connection = self.connection
            guard let chunk = try await offPool({ connection.receive(timeout: remaining) }) else { return nil }
            if chunk.isEmpty { throw RawHTTPError(description: "the event stream closed") }
            buffer += String(decoding: chunk, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
    }
}
