// The preview's cap on connections per client address: counted, refused past the cap, given back on close.
@testable import BlogServer
import Testing

struct ConnectionLimiterTests {
    @Test func eachAddressHoldsAtMostItsShare() {
        let limiter = ConnectionLimiter(perClient: 3)
        #expect((0..<5).map { _ in limiter.admit("127.0.0.2") } == [true, true, true, false, false])
        #expect(limiter.count("127.0.0.2") == 3)
        // Another client is not affected.
        #expect(limiter.admit("127.0.0.1"))
        limiter.release("127.0.0.2")
        #expect(limiter.admit("127.0.0.2"))
        #expect(!limiter.admit("127.0.0.2"))
        for _ in 0..<3 { limiter.release("127.0.0.2") }
        #expect(limiter.count("127.0.0.2") == 0)
    }
}
