// Capping the preview's open connections per client address, so one client cannot hold every socket.
import NIOCore
import Parallel

/// Counts the open connections of each client address; a connection past `perClient` is closed as it opens.
///
/// 1,100 idle connections from one client used to block every other request (the process ran out of descriptors):
/// with this and the idle timeout, a browser's handful of connections and the live-reload stream always fit.
final class ConnectionLimiter: Sendable {
    /// The most connections one address may hold open.
    let perClient: Int
    private let open = Locked([String: Int]())

    init(perClient: Int) { self.perClient = perClient }

    /// Takes a connection from `address`; false (and nothing counted) when it already holds `perClient`.
    func admit(_ address: String) -> Bool {
        open.withLock { counts in
            guard counts[address, default: 0] < perClient else { return false }
            counts[address, default: 0] += 1
            return true
        }
    }

    /// Gives back a connection `admit` took.
    func release(_ address: String) {
        open.withLock { counts in
            counts[address, default: 1] -= 1
            if counts[address] == 0 { counts[address] = nil }
        }
    }

    /// How many connections `address` holds, for tests.
    func count(_ address: String) -> Int { open.withLock { $0[address, default: 0] } }

    /// The handler each new connection gets: it closes the connection at once when its address holds too many.
    func handler() -> Handler { Handler(limiter: self) }

    /// Admits the connection when it is added (accepted connections are active then) or when it becomes active, and
    /// gives it back when the channel closes, however the pipeline changed meanwhile.
    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny
        private let limiter: ConnectionLimiter
        private var isCounted = false

        init(limiter: ConnectionLimiter) { self.limiter = limiter }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { admit(context) }
        }

        func channelActive(context: ChannelHandlerContext) {
            admit(context)
            context.fireChannelActive()
        }

        private func admit(_ context: ChannelHandlerContext) {
            guard !isCounted else { return }
            isCounted = true
            let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
            guard limiter.admit(address) else {
                context.close(promise: nil)
                return
            }
            let limiter = self.limiter
            context.channel.closeFuture.whenComplete { _ in limiter.release(address) }
        }
    }
}
