// `blog new "Title"`: creates a draft post file with front matter; never overwrites.
import ArgumentParser
import Blog
import Foundation

struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create content/posts/YYYY/<slug>.md with front matter (a draft).")

    @Argument(help: "The post's title.")
    var title: String

    @Option(name: .long, help: "The site folder holding blog.yml and content/.")
    var source: String = "."

    func run() async throws {
        do {
            let url = try NewPost.create(title: title, in: URL(fileURLWithPath: source).standardizedFileURL, now: Date())
            print("Created \(url.path)")
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
