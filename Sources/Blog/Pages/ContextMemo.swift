// Page-context pieces kept from one build to the next, so a rebuild after a small edit neither recomputes nor
// deep-compares what did not change.
import Foundation

/// A memo of context pieces for a reused `SiteBuilder` (the preview server's).
///
/// Each entry is stored with every input it was made from and reused only when those inputs are equal,
/// so a memoized build is byte-for-byte a fresh one. Reuse also keeps the previous build's storage,
/// which makes the builder's "did this page's context change?" comparison a pointer check for
/// untouched pages instead of a walk over the whole context.
///
/// Inputs shared by every page (config, category names, generator, the sidebar) are checked once: when
/// they differ from the previous build's, nothing is reused.
///
/// Its entries are guarded by an `NSLock` rather than a `Mutex`: ThreadSanitizer follows pthread mutexes but
/// not the futex under `Mutex`, and reported the memo's every use from the page-rendering threads as a race.
final class ContextMemo: @unchecked Sendable {
    /// What every memoized piece depends on besides its own inputs.
    struct SharedInputs: Hashable, Sendable {
        var config: SiteConfig
        var termNames: [Taxonomy: [String: String]]
        var generator: String
        var sidebarHTMLByRoot: [String: String]
        var sidebarByRoot: [String: ContextValue]
    }

    /// A post object as one kind of page shows it.
    struct FragmentKey: Hashable, Sendable {
        var sourcePath: String
        var root: String
        var detail: PageContexts.PostDetail
        var scope: PageContexts.IDScope
    }

    /// What a page is made from besides the shared inputs: the posts it shows and its own parameters
    /// (page number, neighbours' titles, category name, …).
    struct PageInputs: Equatable, Sendable {
        var posts: [PlacedPost]
        var parameters: [String]
    }

    private struct Entries: Sendable {
        var fragments: [FragmentKey: (item: PlacedPost, value: ContextValue)] = [:]
        var pages: [String: (inputs: PageInputs, spec: OutputSpec)] = [:]
        /// The posts of the build that last pruned the memo.
        var posts: Set<String> = []
    }

    let shared: SharedInputs
    private let lock = NSLock()
    private var entries: Entries

    /// A memo for a build with `shared` inputs. It continues `previous` when its shared inputs are equal;
    /// `shared` is then the previous build's value itself (same storage, for cheap comparisons).
    init(shared: SharedInputs, previous: ContextMemo?) {
        if let previous, previous.shared == shared {
            self.shared = previous.shared
            // Taken, not copied: the previous memo is done with, and unshared storage grows in place.
            entries = previous.lock.withLock {
                defer { previous.entries = Entries() }
                return previous.entries
            }
        } else {
            self.shared = shared
            entries = Entries()
        }
    }

    /// The post object for `key`, reused when `item` is unchanged.
    func fragment(_ key: FragmentKey, item: PlacedPost, make: () -> ContextValue) -> ContextValue {
        if let old = lock.withLock({ entries.fragments[key] }), old.item == item { return old.value }
        let value = make()
        lock.withLock { entries.fragments[key] = (item, value) }
        return value
    }

    /// The spec of the page at `path`, reused when its inputs are unchanged.
    func page(_ path: String, inputs: PageInputs, make: () -> OutputSpec) -> OutputSpec {
        if let old = lock.withLock({ entries.pages[path] }), old.inputs == inputs { return old.spec }
        let spec = make()
        lock.withLock { entries.pages[path] = (inputs, spec) }
        return spec
    }

    /// Drops entries for posts and pages the site no longer has (when its set of posts changed), so the
    /// memo doesn't grow with every rename.
    func prune(keepingPosts sourcePaths: Set<String>, pages: () -> Set<String>) {
        lock.withLock {
            guard entries.posts != sourcePaths else { return }
            entries.posts = sourcePaths
            let paths = pages()
            entries.fragments = entries.fragments.filter { sourcePaths.contains($0.key.sourcePath) }
            entries.pages = entries.pages.filter { paths.contains($0.key) }
        }
    }
}
