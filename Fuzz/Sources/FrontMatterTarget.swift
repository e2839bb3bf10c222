// Fuzzes reading a post: front matter and Markdown; diagnostics in the file, output paths writable, deterministic.
@testable import Blog
import Foundation

enum FrontMatterTarget: FuzzTarget {
    static let name = "front-matter"
    private static let reader = PostReader(markdown: MarkdownRenderer(fencedBlockRenderers: FuzzSupport.renderers))

    static func run(_ input: Data) {
        guard case .success(let text) = TextDecoding.decode(input, path: "p.md") else { return }
        var diagnostics: [Diagnostic] = []
        let post = reader.readPost(text, path: "content/posts/2021/p.md", diagnostics: &diagnostics)
        FuzzSupport.checkLocated(diagnostics, in: ["content/posts/2021/p.md": text])
        guard let post else {
            Promise.check(diagnostics.contains(where: \.isError), "no post and no error")
            return
        }
        for alias in post.aliases { Promise.check(OutputPath.isWritable(alias), "alias '\(alias)' is not writable") }
        Promise.check(OutputPath.problem(with: post.slug + ".html") == nil, "slug '\(post.slug)' is not writable")
        var again: [Diagnostic] = []
        Promise.check(reader.readPost(text, path: "content/posts/2021/p.md", diagnostics: &again) == post
                      && again == diagnostics, "reading twice differs")
    }
}
