// Where each output file of a build came from: its source file, its template, a redirect's target in redirects.yml.
import Foundation

/// The sources of a build's output files, for reporting a problem found in the output at the place it was written.
public struct OutputSourceMap: Sendable, Hashable {
    /// Output path → the file that makes it (a post, a page, redirects.yml's entry, a copied file), or
    /// `(generated)` for pages made from many posts (index, months, categories, archive, feed).
    public var owners: [String: SourceLocation]
    /// Output path → the kind of page it is, which names the template that renders it (`post`, `index`, `redirect`, …).
    public var kinds: [String: PageKind]
    /// Output path of a redirect from redirects.yml → where its target is written.
    public var redirectTargets: [String: SourceLocation]
    /// The theme the pages were rendered with (its files and where each came from).
    public var theme: ThemeFiles
    /// The Markdown files read (posts and pages), site-relative.
    public var markdownSources: [String]
}
