// Tuning glibc's allocator for a one-shot build, where jemalloc is not linked in: a big build allocates and frees
// hundreds of megabytes.
#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for a process that builds once and exits.
enum AllocatorTuning {
    /// Stops glibc from handing freed memory back to the system after large frees and growing its heaps
    /// again a few pages at a time (`mprotect` calls and page faults were a tenth of a 10,000-post build's
    /// CPU): memory freed mid-build is reused by the next pages instead. Untouched padding costs no
    /// resident memory. Does nothing where the C library has no `mallopt`, or where glibc's allocator is not the
    /// one in use: release builds link jemalloc where it is installed (Package.swift), which exports `mallctl`.
    static func forOneShotBuild() {
        #if canImport(Glibc)
        let everyLoadedObject = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
        guard dlsym(everyLoadedObject, "mallctl") == nil else { return }
        // `mallopt` and its parameters are in <malloc.h>, which the Glibc module does not import.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(everyLoadedObject, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2  // M_TRIM_THRESHOLD, M_TOP_PAD
        _ = mallopt(trimThreshold, 1 << 30)
        _ = mallopt(topPad, 64 << 20)
        #endif
    }
}
