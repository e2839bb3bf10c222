// A value shared between threads behind a pthread mutex, the kind of lock ThreadSanitizer follows.
import Foundation

/// A value read and changed only while holding its lock.
///
/// `NSLock` (a pthread mutex), not the standard library's `Mutex`: on Linux `Mutex` waits with futex calls that
/// ThreadSanitizer does not see, so it reports accesses the lock orders as races. `MarkdownDocument` keeps a
/// `Mutex` for a measured speed reason; it guards only C code, which ThreadSanitizer does not instrument.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// The result of `body`, run with the value while holding the lock.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
