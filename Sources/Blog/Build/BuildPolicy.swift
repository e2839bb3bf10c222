// Whether a builder builds once (the command line) or again and again (the preview), and what the second keeps.
import Foundation

/// How a `SiteBuilder` is used, which decides what it keeps between builds. Every build of either produces exactly
/// what a fresh full build would; the policy only decides the work and the memory.
public enum BuildPolicy: Sendable {
    /// `blog build` and `blog check`: one build, then the process ends. Nothing is kept for a next build (no
    /// Markdown or output bytes, no model or plan); the pages that show posts get their contexts only when written;
    /// the search index starts while the model is made; the last run's memory is left for the process's exit.
    case oneShot
    /// `blog serve`: builds again after every edit. It keeps `BuildCaches` (each Markdown file's bytes and reading,
    /// highlighted code blocks, each output file's inputs and bytes, the model, the page plan and memoized pieces
    /// of page contexts), so a rebuild reads, renders and writes only what an edit changed.
    case reused
}

/// What a reused builder keeps from one build for the next (`BuildPolicy.reused`); a one-shot builder keeps only
/// the readings of its one build here.
struct BuildCaches: Sendable {
    /// Each Markdown file's reading, by path.
    var markdown: [String: MarkdownCacheEntry] = [:]
    /// Each image file's size, by path under the site, while its stat vouches for it.
    var images: [String: ImageCacheEntry] = [:]
    /// Highlighted code blocks, so that a rebuild re-highlights only the blocks an edit changed.
    let codeBlocks = CodeBlockMemo()
    /// What the last build wrote at each output path.
    var output: [String: OutputCacheEntry] = [:]
    /// The last site model, reused when no post's outline changed (`BuildReuse`).
    var model: ModelCache?
    /// The last page plan, reused when its inputs and the model's outline are unchanged.
    var plan: PlanCache?
}
