// What the preview server's parts share: the port, which generation of the site is served, the last errors, the listeners.

/// A message to a live-reload listener.
enum PreviewEvent: Sendable, Equatable {
    /// The site changed (or its errors did): reload. Carries the new generation.
    case reload(generation: Int)
    /// Nothing happened; sent now and then so closed connections are noticed.
    case keepAlive
}

/// The preview's shared state, owned by no single part: the rebuilder writes it, requests read it.
actor PreviewState {
    /// Increases each time the served site or its errors change.
    private(set) var generation = 0
    /// The errors of the last rebuild (`path:line:column: error: message`); empty after a good one.
    private(set) var errors: [String] = []
    /// The hidden paths the last build published (blog.yml's `include:`), which requests may name.
    private(set) var includedHiddenPaths: [String] = []
    private var listeners: [Int: AsyncStream<PreviewEvent>.Continuation] = [:]
    private var nextListener = 0
    private var isReady = false
    private var readyWaiters: [CheckedContinuation<Void, Never>] = []
    private var port: Int?
    private var portWaiters: [CheckedContinuation<Int?, Never>] = []
    private var isPortWaitCancelled = false

    /// The number of connected live-reload listeners.
    var listenerCount: Int { listeners.count }

    /// Records the port the server is listening on.
    func bound(port: Int) {
        self.port = port
        for waiter in portWaiters { waiter.resume(returning: port) }
        portWaiters = []
    }

    /// The listening port, once the server is bound; nil when the waiting task is cancelled first
    /// (the server could not bind).
    func waitForPort() async -> Int? {
        if let port { return port }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                if isPortWaitCancelled { waiter.resume(returning: nil) } else { portWaiters.append(waiter) }
            }
        } onCancel: {
            Task { await self.cancelPortWait() }
        }
    }

    private func cancelPortWait() {
        isPortWaitCancelled = true
        for waiter in portWaiters { waiter.resume(returning: nil) }
        portWaiters = []
    }

    /// Returns once the first build has finished (well or not), so no request sees a half-built folder.
    func waitUntilReady() async {
        if isReady { return }
        await withCheckedContinuation { readyWaiters.append($0) }
    }

    /// Records a finished rebuild. When the output changed or the errors differ, starts a new generation
    /// and tells every listener to reload. Returns whether it did.
    @discardableResult
    func finishedBuild(outputChanged: Bool, errors newErrors: [String], includedHiddenPaths included: [String]? = nil) -> Bool {
        if let included { includedHiddenPaths = included }
        let wasReady = isReady
        if !isReady {
            isReady = true
            for waiter in readyWaiters { waiter.resume() }
            readyWaiters = []
        }
        guard outputChanged || newErrors != errors || !wasReady else { return false }
        errors = newErrors
        generation += 1
        for listener in listeners.values { listener.yield(.reload(generation: generation)) }
        return true
    }

    /// A new listener's events. When the page it came from shows an older generation than the current
    /// one (`since`), the first event is an immediate reload.
    func subscribe(since: Int?) -> (id: Int, events: AsyncStream<PreviewEvent>) {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewEvent.self, bufferingPolicy: .bufferingNewest(8))
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        if let since, since != generation { continuation.yield(.reload(generation: generation)) }
        return (id, stream)
    }

    /// Forgets a listener whose connection closed.
    func unsubscribe(_ id: Int) {
        listeners.removeValue(forKey: id)?.finish()
    }

    /// Sends a keep-alive to every listener.
    func keepAlive() {
        for listener in listeners.values { listener.yield(.keepAlive) }
    }

    /// Ends every listener's stream (at shutdown, so open event streams don't hold the server up).
    func finishAll() {
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }
}
