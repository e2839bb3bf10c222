// The options `blog build`, `blog check` and `blog serve` share: which site, which posts (drafts, future, expired), and how broken diagrams are treated.
import ArgumentParser
import Blog
import Foundation

struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder holding blog.yml, content/ and templates/.")
    var source: String = "."

    @Flag(name: .long, help: "Also build posts marked 'draft: true'.")
    var drafts = false

    @Flag(name: .long, help: "Also build posts scheduled for later (a 'publishDate' or 'date' still to come).")
    var future = false

    @Flag(name: .long, help: "Also build posts past their 'expiryDate'.")
    var expired = false

    @Flag(name: .customLong("keep-going"), help: "Draw a visible error box for a broken layout block instead of failing the build.")
    var keepGoing = false

    /// The site folder as an absolute URL.
    var sourceURL: URL { URL(fileURLWithPath: source).standardizedFileURL }

    /// The options of a build of this site: its posts as the flags say, published at `SOURCE_DATE_EPOCH` when it is set
    /// (reproducible builds), else when the build starts.
    func buildOptions(outputFolder: URL? = nil, baseURLOverride: String? = nil, outputMode: OutputMode = .staged) -> BuildOptions {
        var options = BuildOptions(sourceFolder: sourceURL, outputFolder: outputFolder, includesDrafts: drafts,
                                   baseURLOverride: baseURLOverride, outputMode: outputMode)
        options.includesFuture = future
        options.includesExpired = expired
        options.now = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(Int.init).map { Date(timeIntervalSince1970: TimeInterval($0)) }
        return options
    }

    /// The fenced-block renderers of a build: layout diagrams, failing or drawing error boxes per `--keep-going`.
    var fencedBlockRenderers: FencedBlockRenderers {
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer(keepsGoing: keepGoing).register(in: &renderers)
        return renderers
    }
}
