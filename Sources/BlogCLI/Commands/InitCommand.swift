// `blog init [DIR]`: parses its flags (asking on a terminal for what they leave out) and creates a new site.
import ArgumentParser
import Blog
import Foundation

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new blog: blog.yml, a first post, an about page, .gitignore and a GitHub Pages workflow.",
        discussion: """
            Never overwrites a file: a second run changes nothing and lists what it left alone. Refuses a folder \
            that holds another site generator's configuration (Hugo, Zola, Jekyll, …) unless --force is given. \
            On a terminal it asks for the title, language and base URL that no flag gave; otherwise it asks nothing.
            """)

    @Argument(help: "The folder to create the blog in (default: the current folder).")
    var folder: String = "."

    @Option(name: .long, help: "The blog's title.")
    var title: String?

    @Option(name: .long, help: "Who writes the blog (the feed's author).")
    var author: String?

    @Option(name: .long, help: "The pages' language, such as en or zh-cn.")
    var language: String?

    @Option(name: .customLong("time-zone"), help: "The time zone of posts' dates (default: this computer's).")
    var timeZone: String?

    @Option(name: .customLong("base-url"), help: "The URL the blog is published at.")
    var baseURL: String?

    @Option(name: .long, help: "The front matter of the posts written: yaml (---) or toml (+++).")
    var format: String = "yaml"

    @Flag(name: .long, help: "Also copy the default theme into templates/ for editing.")
    var theme = false

    @Flag(name: .long, help: "Add blog's files beside another generator's configuration.")
    var force = false

    @Option(name: .customLong("generator-repository"), help: "The git repository the publish workflow builds blog from.")
    var generatorRepository: String = PublishWorkflow.defaultRepository

    @Option(name: .customLong("generator-ref"), help: "The tag, branch or commit of blog the publish workflow builds.")
    var generatorRef: String = PublishWorkflow.defaultRef

    func run() async throws {
        guard let format = SiteScaffold.Format(rawValue: format.lowercased()) else {
            throw ValidationError("--format must be yaml or toml, not '\(format)'.")
        }
        let asks = isatty(STDIN_FILENO) == 1
        var settings = SiteScaffold.Settings(format: format, generatorRepository: generatorRepository, generatorRef: generatorRef)
        settings.title = title ?? (asks ? Self.ask("Title", settings.title) : settings.title)
        settings.author = author ?? settings.author
        settings.language = language ?? (asks ? Self.ask("Language", settings.language) : settings.language)
        settings.baseURL = baseURL ?? (asks ? Self.ask("Base URL", settings.baseURL) : settings.baseURL)
        settings.timeZone = timeZone ?? TimeZone.current.identifier
        let url = URL(fileURLWithPath: folder).standardizedFileURL
        let report: SiteInit.Report
        do {
            report = try SiteInit.run(SiteScaffold(settings, now: Date(), theme: theme ? .builtIn : nil), in: url, force: force)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
        for path in report.created { print("created  \(path)") }
        for path in report.leftAlone { print("left alone (exists)  \(path)") }
        if report.created.isEmpty {
            print("Nothing to do: every file of a new blog is there already.")
        } else {
            let shown = folder == "." ? "" : " --source \(folder)"
            print("\nNext: blog serve\(shown)   (preview at http://127.0.0.1:8000/), then push to GitHub to publish.")
        }
    }

    /// Asks for a value on the terminal; an empty answer (or end of input) keeps `suggestion`.
    static func ask(_ question: String, _ suggestion: String) -> String {
        print("\(question) [\(suggestion)]: ", terminator: "")
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces), !answer.isEmpty else { return suggestion }
        return answer
    }
}
