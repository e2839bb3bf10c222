// Asking a URL for its status line only: the whole answer bounded by one deadline, its body never read.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate of `blog check --external`: each request ends at its response's status, cancelling the
/// transfer before any body arrives, or at its deadline, whichever comes first.
///
/// `URLSession.data(for:)` reads the whole body, and swift-corelibs-foundation does not apply
/// `timeoutIntervalForResource`: a server that trickled its body held a check for minutes past `--timeout`, and one
/// that sent an endless body filled memory (6 GB in 13.6 s).
final class StatusProbe: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [Int: CheckedContinuation<Int, Error>] = [:]

    /// The status the server answers `request` with (0 when it is not HTTP); throws `URLError(.timedOut)` when no
    /// status came within `seconds` of the start.
    func status(of request: URLRequest, session: URLSession, seconds: Double) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request)
            lock.withLock { waiting[task.taskIdentifier] = continuation }
            task.resume()
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self, weak task] in
                guard let self, let task else { return }
                if self.finish(task.taskIdentifier, with: .failure(URLError(.timedOut))) { task.cancel() }
            }
        }
    }

    /// Resumes the request `identifier` once; whether it was still waiting.
    @discardableResult
    private func finish(_ identifier: Int, with result: Result<Int, Error>) -> Bool {
        guard let continuation = lock.withLock({ waiting.removeValue(forKey: identifier) }) else { return false }
        continuation.resume(with: result)
        return true
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        finish(dataTask.taskIdentifier, with: .success((response as? HTTPURLResponse)?.statusCode ?? 0))
        completionHandler(.cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // A body is never wanted; a server that sends one before the status was taken is cut off.
        finish(dataTask.taskIdentifier, with: .success((dataTask.response as? HTTPURLResponse)?.statusCode ?? 0))
        dataTask.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        finish(task.taskIdentifier, with: error.map { .failure($0) } ?? .success((task.response as? HTTPURLResponse)?.statusCode ?? 0))
    }
}
