// The options `blog build` and `blog serve` share: which site, drafts or not, and how broken diagrams are treated.
import ArgumentParser
import Blog
import Foundation

struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder holding blog.yml, content/ and templates/.")
    var source: String = "."

    @Flag(name: .long, help: "Also build posts marked 'draft: true'.")
    var drafts = false

    @Flag(name: .customLong("keep-going"), help: "Draw a visible error box for a broken layout block instead of failing the build.")
    var keepGoing = false

    /// The site folder as an absolute URL.
    var sourceURL: URL { URL(fileURLWithPath: source).standardizedFileURL }

    /// The fenced-block renderers of a build: layout diagrams, failing or drawing error boxes per `--keep-going`.
    var fencedBlockRenderers: FencedBlockRenderers {
        var renderers = FencedBlockRenderers()
        LayoutDiagramRenderer(keepsGoing: keepGoing).register(in: &renderers)
        return renderers
    }
}
