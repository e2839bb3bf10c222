// `blog import mpc`: converts a MarkdownProjectCompositor blog into posts, resources and redirects.
import Foundation
import Yams

/// What an import did.
public struct MPCImportReport: Sendable {
    /// Month files read.
    public var months = 0
    /// Entries turned into posts.
    public var posts = 0
    /// Category names, sorted.
    public var categories: [String] = []
    /// Resource files copied (or already identical).
    public var resources = 0
    /// Files written by this run, relative to the destination.
    public var written: [String] = []
    /// Existing files left alone because they differ and `--force` was not given.
    public var skipped: [String] = []
    /// Problems found, in file order.
    public var warnings: [MPCWarning] = []

    /// `Imported 12 posts from 5 months …`.
    public var summary: String {
        "Imported \(posts) post\(posts == 1 ? "" : "s") from \(months) month\(months == 1 ? "" : "s"), "
            + "\(categories.count) categor\(categories.count == 1 ? "y" : "ies"), \(resources) resource file\(resources == 1 ? "" : "s"); "
            + "\(written.count) file\(written.count == 1 ? "" : "s") written, \(skipped.count) skipped, \(warnings.count) warning\(warnings.count == 1 ? "" : "s")."
    }
}

/// Why an import could not run at all.
public struct MPCImportError: Error, CustomStringConvertible, Sendable {
    /// The path concerned.
    public var path: String
    /// What is wrong.
    public var message: String
    public var description: String { "\(path): error: \(message)" }
}

/// Imports an MPC blog: `SOURCE/blog/YYYY-MM.md` become `content/posts/YYYY/YYYY-MM-pN.md` with front
/// matter (title, date, categories, slug, `anchor: pN`, `toc`), every other folder of SOURCE is copied
/// into `content/`, and `redirects.yml` sends each old `blog/Category<Name>.html` to its category page.
public struct MPCImporter: Sendable {
    /// The MPC source folder.
    public var source: URL
    /// The site folder to write into (holding `blog.yml`, `content/`).
    public var destination: URL
    /// Whether existing post files with other content are replaced.
    public var overwrites: Bool

    /// Creates an importer.
    public init(source: URL, destination: URL, overwrites: Bool = false) {
        self.source = source.standardizedFileURL
        self.destination = destination.standardizedFileURL
        self.overwrites = overwrites
    }

    /// Runs the import.
    /// - Throws: `MPCImportError` when the source has no `blog/` folder or a file cannot be written.
    public func run() throws(MPCImportError) -> MPCImportReport {
        let fileManager = FileManager.default
        let blog = source.appendingPathComponent("blog")
        guard let names = try? fileManager.contentsOfDirectory(atPath: blog.path) else {
            throw MPCImportError(path: blog.path, message: "The source has no blog/ folder with month files (blog/YYYY-MM.md).")
        }
        var report = MPCImportReport()
        let rewriter = MPCLinkRewriter(sourceRoot: source) { relative in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: source.appendingPathComponent(relative).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        var categories = Set<String>()
        for name in names.sorted() where name.range(of: #"^\d{4}-\d{2}\.md$"#, options: .regularExpression) != nil {
            let relative = "blog/\(name)"
            guard let data = fileManager.contents(atPath: blog.appendingPathComponent(name).path),
                  let text = String(data: data, encoding: .utf8) else {
                report.warnings.append(MPCWarning(path: relative, line: 1, message: "The file is not readable UTF-8; it is skipped."))
                continue
            }
            report.months += 1
            let (year, month) = (Int(name.prefix(4)) ?? 0, Int(name.dropFirst(5).prefix(2)) ?? 0)
            let (entries, warnings) = MPCMonthParser.parse(text, path: relative)
            report.warnings += warnings
            for post in MPCPostPlanner.plan(entries, year: year, month: month, path: relative, warnings: &report.warnings) {
                let (body, linkWarnings) = rewriter.rewrite(post.entry.body, path: relative, firstLine: post.entry.bodyFirstLine)
                report.warnings += linkWarnings
                let file = String(format: "content/posts/%04d/%04d-%02d-p%d.md", year, year, month, post.anchor)
                try write(Data(post.frontMatter(body: body).utf8), to: file, report: &report)
                report.posts += 1
                if let category = post.entry.category { categories.insert(category) }
            }
        }
        report.categories = categories.sorted()
        try copyResources(report: &report)
        try writeRedirects(categories: report.categories, report: &report)
        report.warnings.sort()
        return report
    }

    private func copyResources(report: inout MPCImportReport) throws(MPCImportError) {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: source.path) else { return }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let first = path.split(separator: "/").first.map(String.init) ?? path
            if first.hasPrefix(".") { enumerator.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            if first == path { continue }  // loose files at the top of the source are not part of the site
            if first == "blog", path.range(of: #"^blog/\d{4}-\d{2}\.md$"#, options: .regularExpression) != nil { continue }
            files.append(path)
        }
        for path in files.sorted() {
            guard let data = fileManager.contents(atPath: source.appendingPathComponent(path).path) else { continue }
            try write(data, to: "content/" + path, report: &report)
            report.resources += 1
        }
    }

    private func writeRedirects(categories: [String], report: inout MPCImportReport) throws(MPCImportError) {
        guard !categories.isEmpty else { return }
        let url = destination.appendingPathComponent("redirects.yml")
        var redirects: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
           let existing = try? Yams.load(yaml: text) as? [String: String] {
            redirects = existing
        }
        for name in categories {
            redirects["blog/Category\(name.replacingOccurrences(of: " ", with: "")).html"] = "blog/category/\(Slug.make(name)).html"
        }
        let yaml = "# Old MarkdownProjectCompositor URLs and the pages they now live at (written by blog import mpc).\n"
            + redirects.keys.sorted().map { "\(MPCPost.quoted($0)): \(MPCPost.quoted(redirects[$0] ?? ""))" }.joined(separator: "\n") + "\n"
        let path = "redirects.yml"
        if FileManager.default.contents(atPath: url.path) == Data(yaml.utf8) { return }
        do {
            try Data(yaml.utf8).write(to: url, options: .atomic)
        } catch {
            throw MPCImportError(path: url.path, message: "Cannot write the file: \(error.localizedDescription)")
        }
        report.written.append(path)
    }

    /// Writes `data` at `relative` unless an identical file is there; an existing different post file
    /// is replaced only when `overwrites`.
    private func write(_ data: Data, to relative: String, report: inout MPCImportReport) throws(MPCImportError) {
        // Names come from the old site's files and titles: they pass the gate of every written path.
        if let problem = OutputPath.problem(with: relative) {
            throw MPCImportError(path: relative, message: "Cannot write this file: \(problem).")
        }
        let url = destination.appendingPathComponent(relative)
        guard OutputGuard.resolves(url.path, inside: destination.standardizedFileURL.path) else {
            throw MPCImportError(path: url.path, message: "Refusing to write through a symbolic link that leads outside \(destination.path).")
        }
        if let existing = FileManager.default.contents(atPath: url.path) {
            if existing == data { return }
            if !overwrites {
                report.skipped.append(relative)
                return
            }
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw MPCImportError(path: url.path, message: "Cannot write the file: \(error.localizedDescription)")
        }
        report.written.append(relative)
    }
}
