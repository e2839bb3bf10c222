// `blog import mpc|jekyll|hugo|zola SOURCE_DIR`: brings a MarkdownProjectCompositor, Jekyll, Hugo or Zola blog over (argument parsing only).
import ArgumentParser
import Blog
import Foundation

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a blog written with another tool.",
        subcommands: [ImportMPCCommand.self, ImportJekyllCommand.self, ImportHugoCommand.self, ImportZolaCommand.self]
    )
}

struct ImportMPCCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mpc",
        abstract: "Import a MarkdownProjectCompositor blog (blog/YYYY-MM.md files) keeping every #pN permalink.",
        discussion: """
            Writes one post per entry (content/posts/YYYY/YYYY-MM-pN.md, keeping its #pN anchor), one page per \
            project page (cs/UploadScript.md becomes content/pages/cs/UploadScript.md, built at cs/UploadScript.html), \
            copies every other file into content/, and adds redirects.yml entries for the old \
            blog/Category<Name>.html pages. Existing files that differ are left alone unless --force. The import \
            fails (exit 1) when an entry or a page could not be imported.
            """)

    @Argument(help: "The MPC source folder, holding blog/ and resource folders such as images/.")
    var source: String

    @Option(name: .long, help: "The site folder to import into (default: the current folder).")
    var into: String = "."

    @Option(name: .long, help: ArgumentHelp("The old site's published folder (MPC's publish/), where resource folders such as images/ live; the files links use are copied from it.", valueName: "dir"))
    var published: [String] = []

    @Flag(name: .long, help: "Replace existing files whose content differs (never one written by the same run).")
    var force = false

    @Flag(name: .long, help: "List every warning, instead of one line for each kind that occurs many times.")
    var verbose = false

    func run() throws {
        let importer = MPCImporter(source: URL(fileURLWithPath: source), destination: URL(fileURLWithPath: into), overwrites: force,
                                   publishedResources: published.map { URL(fileURLWithPath: $0) })
        let report = try ImportOutcome.run { () throws(ImportError) in try importer.run() }
        ImportOutcome.print(report.problemLines(verbose: verbose), summary: report.summary)
        try ImportOutcome.finish(succeeded: report.succeeded,
                                 counts: [(report.entries, report.posts, "entries"), (report.pagesFound, report.pages, "pages")])
    }
}

struct ImportJekyllCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jekyll",
        abstract: "Import a Jekyll site (the folder holding _config.yml) keeping every old post and page URL.",
        discussion: """
            Writes each post of _posts/ to content/posts/ with an alias at the file Jekyll wrote for it (its \
            permalink), each page to content/pages/ with a redirect from its old URL, copies every published file \
            into content/, and writes blog.yml from _config.yml. Liquid tags become what Jekyll made of them \
            ({% highlight %} a fenced block, {% post_url %} the post's new URL); one it cannot reproduce is a warning. \
            Existing files that differ are left alone unless --force. The import fails (exit 1) when a post or a \
            page could not be imported.
            """)

    @Argument(help: "The Jekyll site's folder, holding _config.yml and _posts/.")
    var source: String

    @OptionGroup var options: SiteImportOptions

    func run() throws {
        try options.run(JekyllImporter(source: URL(fileURLWithPath: source), destination: URL(fileURLWithPath: options.into),
                                       overwrites: options.force).run)
    }
}

struct ImportHugoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hugo",
        abstract: "Import a Hugo site (the folder holding hugo.toml, config.* or config/_default/) keeping every old post and page URL.",
        discussion: """
            Writes each dated page of a section (content/posts/x.md, the bundle content/posts/x/index.md) to \
            content/posts/ with an alias at the URL Hugo gave it (its url, its section's permalinks pattern or its \
            path) and the bundle's files where Hugo published them, each other page to content/pages/ with a \
            redirect from its old URL, copies static/ into content/, and writes blog.yml from the configuration. \
            Shortcodes become what Hugo made of them ({{< figure >}} a figure, {{< relref >}} the page's new URL, \
            admonitions a quote); one it cannot reproduce is a warning, the text inside it kept. Existing files that \
            differ are left alone unless --force. The import fails (exit 1) when a post or a page could not be imported.
            """)

    @Argument(help: "The Hugo site's folder, holding its configuration and content/.")
    var source: String

    @OptionGroup var options: SiteImportOptions

    func run() throws {
        try options.run(SectionedSiteImporter(.hugo, source: URL(fileURLWithPath: source), destination: URL(fileURLWithPath: options.into),
                                              overwrites: options.force).run)
    }
}

struct ImportZolaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zola",
        abstract: "Import a Zola site (the folder holding config.toml) keeping every old post and page URL.",
        discussion: """
            Writes each dated page (content/x.md, content/blog/2020-01-02-x.md, the bundle content/blog/x/index.md) \
            to content/posts/ with an alias at the path Zola gave it (its path, or its folders and slug) and the \
            bundle's files where Zola published them, each other page to content/pages/ with a redirect from its old \
            path, copies static/ into content/, and writes blog.yml from config.toml. Shortcodes become what Zola made \
            of them ({{ youtube(id="…") }} a link, {% katex(block=true) %} a formula), internal links (@/blog/x.md) \
            the page's new URL; a shortcode it cannot reproduce is a warning, the text inside it kept. Existing files \
            that differ are left alone unless --force. The import fails (exit 1) when a post or a page could not be imported.
            """)

    @Argument(help: "The Zola site's folder, holding config.toml and content/.")
    var source: String

    @OptionGroup var options: SiteImportOptions

    func run() throws {
        try options.run(SectionedSiteImporter(.zola, source: URL(fileURLWithPath: source), destination: URL(fileURLWithPath: options.into),
                                              overwrites: options.force).run)
    }
}

/// The options of `blog import jekyll`, `hugo` and `zola`.
struct SiteImportOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder to import into (default: the current folder).")
    var into: String = "."

    @Flag(name: .long, help: "Replace existing files whose content differs (never one written by the same run).")
    var force = false

    @Flag(name: .long, help: "List every warning, instead of one line for each kind that occurs many times.")
    var verbose = false

    /// Runs `importer`, prints its problems and summary, and fails when a post or page found was not imported.
    func run(_ importer: () throws(ImportError) -> SiteImportReport) throws {
        let report = try ImportOutcome.run(importer)
        ImportOutcome.print(report.problemLines(verbose: verbose), summary: report.summary)
        try ImportOutcome.finish(succeeded: report.succeeded,
                                 counts: [(report.postsFound, report.posts, "posts"), (report.pagesFound, report.pages, "pages")])
    }
}

/// What every import command does with its report: problems to standard error, the summary to standard output,
/// exit 1 when something found was not imported.
enum ImportOutcome {
    /// The report of `importer`, or exit 1 after printing why it could not run.
    static func run<Report>(_ importer: () throws(ImportError) -> Report) throws -> Report {
        do {
            return try importer()
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode.failure
        }
    }

    static func print(_ problems: [String], summary: String) {
        for line in problems { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        Swift.print(summary)
    }

    /// Exit 1 unless `succeeded`, naming what of `counts` (found, imported, noun) is missing.
    static func finish(succeeded: Bool, counts: [(found: Int, imported: Int, noun: String)]) throws {
        guard !succeeded else { return }
        let missing = counts.filter { $0.found != $0.imported }.map { "\($0.found - $0.imported) of \($0.found) \($0.noun)" }
        let what = missing.isEmpty ? "see the errors above" : missing.joined(separator: " and ") + " were not imported"
        FileHandle.standardError.write(Data("error: the import is incomplete: \(what).\n".utf8))
        throw ExitCode.failure
    }
}
