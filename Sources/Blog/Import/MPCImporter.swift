// `blog import mpc`: converts a MarkdownProjectCompositor site into posts, pages, resources and redirects.
import Foundation
import Yams

/// What an import found and did. An import succeeds only when every entry became a post and every
/// project page a page: any difference is an error, never a warning.
public struct MPCImportReport: Sendable {
    /// Month files read.
    public var months = 0
    /// Entries found in the month files.
    public var entries = 0
    /// Posts now in place (written by this run, or already there with the same content).
    public var posts = 0
    /// Project pages found (`cs/UploadScript.md`).
    public var pagesFound = 0
    /// Pages now in place.
    public var pages = 0
    /// Resource files now in place.
    public var resources = 0
    /// Category names, sorted.
    public var categories: [String] = []
    /// Files written by this run, relative to the destination.
    public var written: [String] = []
    /// Existing files left alone because they differ and `--force` was not given.
    public var skipped: [String] = []
    /// Problems found, in file order.
    public var problems: [ImportProblem] = []

    /// Whether everything found was imported and nothing is in error.
    public var succeeded: Bool {
        entries == posts && pagesFound == pages && skipped.isEmpty && !problems.contains { $0.severity == .error }
    }

    /// `558 entries in 194 months → 558 posts; 41 pages; 3 resource files; 0 skipped; 602 files written; 7 categories.`
    public var summary: String {
        "\(counted(entries, "entry", "entries")) in \(counted(months, "month")) → \(counted(posts, "post")); "
            + "\(counted(pages, "page"))\(pages == pagesFound ? "" : " of \(pagesFound)"); "
            + "\(counted(resources, "resource file")); \(skipped.count) skipped; \(counted(written.count, "file")) written; "
            + "\(counted(categories.count, "category", "categories"))."
    }

    /// The problems to print (`ImportProblem.lines`).
    public func problemLines(verbose: Bool = false) -> [String] { problems.lines(verbose: verbose) }

}

/// Imports an MPC site:
/// - `SOURCE/blog/YYYY-MM.md` (or `YYYY-MM`, as MPC also read them) become
///   `content/posts/YYYY/YYYY-MM-pN.md`, one post per entry, keeping its `#pN`;
/// - every other `.md` of a project folder (`cs/UploadScript.md`) becomes the standalone page
///   `content/pages/cs/UploadScript.md`, built at its old URL `cs/UploadScript.html`;
/// - every other file is copied into `content/` at the same path;
/// - `redirects.yml` sends each old `blog/Category<Name>.html` to its category page.
///
/// Nothing already in the destination is deleted; a file that differs is replaced only with `overwrites`,
/// and never one this run wrote.
public struct MPCImporter: Sendable {
    /// The MPC source folder.
    public var source: URL
    /// The site folder to write into (holding `blog.yml`, `content/`).
    public var destination: URL
    /// Whether existing files with other content are replaced.
    public var overwrites: Bool
    /// Folders of the old published site (MPC's `publish/`) whose resource folders (`images/`, `doc/`)
    /// MPC never kept in the source: a file there that a link uses is copied like a source file.
    public var publishedResources: [URL]

    /// Creates an importer.
    public init(source: URL, destination: URL, overwrites: Bool = false, publishedResources: [URL] = []) {
        self.source = source.standardizedFileURL
        self.destination = destination.standardizedFileURL
        self.overwrites = overwrites
        self.publishedResources = publishedResources.map(\.standardizedFileURL)
    }

    /// The source's files by role.
    private struct SourceFiles {
        /// Month file path → (year, month).
        var months: [(path: String, year: Int, month: Int)] = []
        /// Project pages: path, project folder, name inside it (without `.md`).
        var pages: [(path: String, project: String, name: String)] = []
        var resources: [String] = []
    }

    /// What the import will write, gathered before anything is written.
    private struct Plan {
        var files: [PlannedFile] = []
        /// Site paths of files outside the source (`--published`) that links use.
        var outsideFiles = Set<String>()
        var categories = Set<String>()
    }

    /// Runs the import: reads the source, plans every file, then writes them.
    /// - Throws: `ImportError` when the source has no `blog/` folder or a file cannot be written.
    public func run() throws(ImportError) -> MPCImportReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.appendingPathComponent("blog").path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw ImportError(path: source.appendingPathComponent("blog").path, message: "The source has no blog/ folder with month files (blog/YYYY-MM.md).")
        }
        var report = MPCImportReport()
        // Links are followed only to files inside the source: an old site's repository cannot bring /etc/passwd along.
        let listed = SourceScanner.files(under: source)
        for problem in listed.problems {
            report.problems.append(ImportProblem(problem.severity == .error ? .error : .warning, path: problem.location.path, line: 1, problem.message))
        }
        let files = classify(listed.paths, report: &report)
        let index = siteIndex(files)
        let rewriter = MPCLinkRewriter(index: index)
        var plan = Plan()
        planPosts(files.months, rewriter: rewriter, plan: &plan, report: &report)
        planPages(files.pages, rewriter: rewriter, plan: &plan, report: &report)
        planResources(files.resources.map { ($0, source.appendingPathComponent($0), $0) }, plan: &plan, report: &report)
        let outside = Self.withFilesTheyUse(plan.outsideFiles, index)
        planResources(outside.sorted().map { ($0, index.outside[$0]!, index.outside[$0]!.path) }, plan: &plan, report: &report)
        warnAboutRawHTML(in: plan.files, report: &report)
        warnAboutHiddenFiles(in: plan.files, report: &report)
        try write(plan.files, report: &report)
        report.categories = plan.categories.sorted()
        try writeRedirects(categories: report.categories, report: &report)
        report.problems.sort()
        return report
    }

    /// One post per entry of every month file.
    private func planPosts(_ months: [(path: String, year: Int, month: Int)], rewriter: MPCLinkRewriter,
                           plan: inout Plan, report: inout MPCImportReport) {
        for month in months {
            guard let text = readText(month.path, unreadable: "None of its entries is imported.", report: &report) else { continue }
            report.months += 1
            let (entries, problems) = MPCMonthParser.parse(text, path: month.path)
            report.problems += problems
            report.entries += entries.count
            let anchored = entries.count { $0.anchor != nil }
            let anchorLines = MPCMonthParser.anchorLineCount(text)
            if anchored != anchorLines {
                report.problems.append(ImportProblem(.error, path: month.path, line: 1,
                    "The file has \(anchorLines) '#pN' lines but \(anchored) entries were read with one; please report this file."))
            }
            for post in MPCPostPlanner.plan(entries, year: month.year, month: month.month, path: month.path, problems: &report.problems) {
                let body = rewriter.rewrite(post.entry.body, firstLine: post.entry.bodyFirstLine, project: "blog", path: month.path)
                report.problems += body.problems
                plan.outsideFiles.formUnion(body.outsideFiles)
                let file = String(format: "content/posts/%04d/%04d-%02d-p%d.md", month.year, month.year, month.month, post.anchor)
                plan.files.append(PlannedFile(path: file, data: Data(post.frontMatter(body: body.text).utf8), role: .post,
                                              origin: month.path, line: post.entry.firstLine))
                if let category = post.entry.category { plan.categories.insert(category) }
            }
        }
    }

    /// One standalone page per project page, at its old path.
    private func planPages(_ pages: [(path: String, project: String, name: String)], rewriter: MPCLinkRewriter,
                           plan: inout Plan, report: inout MPCImportReport) {
        for page in pages {
            guard let text = readText(page.path, unreadable: "The page is not imported.", report: &report) else { continue }
            let converted = MPCPageConverter.convert(text, name: (page.name as NSString).lastPathComponent,
                                                     project: page.project, path: page.path, rewriter: rewriter)
            report.problems += converted.problems
            plan.outsideFiles.formUnion(converted.outsideFiles)
            plan.files.append(PlannedFile(path: "content/pages/\(page.project)/\(page.name).md", data: Data(converted.text.utf8),
                                          role: .page, origin: page.path))
        }
    }

    /// Files copied as they are: `(site path, where it is now, how messages name it)`.
    private func planResources(_ files: [(sitePath: String, url: URL, shown: String)], plan: inout Plan, report: inout MPCImportReport) {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.url.path) else {
                report.problems.append(ImportProblem(.error, path: file.shown, line: 1, "The file cannot be read."))
                continue
            }
            plan.files.append(PlannedFile(path: "content/" + file.sitePath, data: data, role: .resource, origin: file.shown))
        }
    }

    /// Writes the planned files, counting each one in place.
    private func write(_ files: [PlannedFile], report: inout MPCImportReport) throws(ImportError) {
        var writer = ImportWriter(destination: destination, overwrites: overwrites)
        for file in files where try writer.place(file, problems: &report.problems) {
            switch file.role {
            case .post: report.posts += 1
            case .page: report.pages += 1
            case .resource, .settings: report.resources += 1
            }
        }
        report.written += writer.written
        report.skipped += writer.skipped
    }

    /// One warning when imported posts or pages hold raw HTML and the site's `blog.yml` does not let it
    /// through: MPC ran cmark-gfm with `--unsafe`, `blog build` leaves raw HTML out unless told.
    private func warnAboutRawHTML(in planned: [PlannedFile], report: inout MPCImportReport) {
        let config = destination.appendingPathComponent("blog.yml")
        if let data = FileManager.default.contents(atPath: config.path),
           let settings = try? Yams.load(yaml: String(decoding: data, as: UTF8.self)) as? [String: Any],
           settings["unsafe"] as? Bool == true { return }
        var first: (file: PlannedFile, tag: String)?
        var count = 0
        for file in planned where file.role != .resource {
            guard let found = MPCText.firstRawHTML(in: String(decoding: file.data, as: UTF8.self)) else { continue }
            count += 1
            if first == nil { first = (file, found.tag) }
        }
        guard let first else { return }
        report.problems.append(ImportProblem(path: first.file.origin, line: first.file.line,
            "\(counted(count, "imported post or page holds", "imported posts and pages hold")) raw HTML (here '\(first.tag)'), which MPC "
            + "passed through (cmark-gfm --unsafe) but `blog build` leaves out unless blog.yml says 'unsafe: true'."))
    }

    /// One warning when linked files start with `.` (`code/.site-header.htm`) and the site's `blog.yml` does not name
    /// them in `include:`, without which `blog build` leaves hidden files out: the line to add.
    private func warnAboutHiddenFiles(in planned: [PlannedFile], report: inout MPCImportReport) {
        let needed = ImportWriter.hiddenPaths(among: planned)
        guard let line = ImportWriter.includeLine(for: planned),
              let first = planned.first(where: { $0.path.split(separator: "/").contains { $0.hasPrefix(".") } }) else { return }
        let config = destination.appendingPathComponent("blog.yml")
        let settings = FileManager.default.contents(atPath: config.path).flatMap { try? Yams.load(yaml: String(decoding: $0, as: UTF8.self)) as? [String: Any] }
        let included = Set((settings?["include"] as? [String] ?? []).map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 })
        guard !Set(needed).isSubset(of: included) else { return }
        report.problems.append(ImportProblem(path: first.origin, line: 1,
            "\(counted(needed.count, "linked file starts", "linked files start")) with '.', which `blog build` publishes only when blog.yml's 'include' names \(needed.count == 1 ? "it" : "them"): add '\(line)'."))
    }

    /// The UTF-8 text of the source file at `path` (without a byte order mark), or nil with an error
    /// that ends with `unreadable`.
    private func readText(_ path: String, unreadable: String, report: inout MPCImportReport) -> String? {
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path) else {
            report.problems.append(ImportProblem(.error, path: path, line: 1, "The file cannot be read. \(unreadable)"))
            return nil
        }
        switch TextDecoding.decode(data, path: path) {
        case .success(let text):
            return text
        case .failure(let error):
            report.problems.append(ImportProblem(.error, path: path, line: error.diagnostic.location.line, "\(error.diagnostic.message) \(unreadable)"))
            return nil
        }
    }

    /// Sorts the source's files into months, project pages and resources.
    private func classify(_ paths: [String], report: inout MPCImportReport) -> SourceFiles {
        var files = SourceFiles()
        var monthPaths: [String: String] = [:]
        for path in paths {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count >= 2 else { continue }   // loose files at the top of the source are not part of the site
            let project = parts[0]
            let inProject = parts.dropFirst().joined(separator: "/")
            if project == "blog", parts.count == 2, let (year, month) = Self.monthName(inProject) {
                let key = String(format: "%04d-%02d", year, month)
                if let other = monthPaths[key] {
                    report.problems.append(ImportProblem(.error, path: path, line: 1,
                        "\(other) holds the same month; MPC built only one of them. Keep one (merge them), then import again."))
                    continue
                }
                monthPaths[key] = path
                files.months.append((path, year, month))
            } else if inProject.hasSuffix(".md") {
                files.pages.append((path, project, String(inProject.dropLast(3))))
                report.pagesFound += 1
            } else {
                files.resources.append(path)
            }
        }
        return files
    }

    /// `(year, month)` of a month file's name (`2014-12.md` or `2014-12`), or nil.
    static func monthName(_ name: String) -> (Int, Int)? {
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        guard stem.range(of: #"^\d{4}-\d{2}$"#, options: .regularExpression) != nil,
              let year = Int(stem.prefix(4)), let month = Int(stem.suffix(2)), (1...12).contains(month) else { return nil }
        return (year, month)
    }

    /// What MPC's links can name: pages, files and months, by project.
    private func siteIndex(_ files: SourceFiles) -> MPCSiteIndex {
        var index = MPCSiteIndex()
        for month in files.months { index.addPage(String(format: "%04d-%02d", month.year, month.month), in: "blog") }
        for page in files.pages { index.addPage(page.name, in: page.project) }
        for path in files.resources {
            let slash = path.firstIndex(of: "/")!
            index.addFile(String(path[path.index(after: slash)...]), in: String(path[..<slash]))
        }
        let sourceProjects = Set(index.targets.keys)
        for root in publishedResources {
            // Its hidden files too (`code/.site-header.htm`, copied only when a link names one), not its `.git`.
            for path in FolderWalk.files(under: root.path, skippingHiddenFolders: true) {
                guard let slash = path.firstIndex(of: "/") else { continue }
                let project = String(path[..<slash]), name = String(path[path.index(after: slash)...])
                if sourceProjects.contains(project), Self.isMadeByMPC(name, in: project, index) { continue }
                index.addOutsideFile(name, in: project, at: root.appendingPathComponent(path))
            }
        }
        return index
    }

    /// The published files `linked`, and the published files their HTML uses in turn (`none/index.html`'s
    /// `../styles/site.css`), so a copied old page looks as it did.
    static func withFilesTheyUse(_ linked: Set<String>, _ index: MPCSiteIndex) -> Set<String> {
        var found = linked, pending = Array(linked)
        while let sitePath = pending.popLast() {
            guard sitePath.hasSuffix(".html") || sitePath.hasSuffix(".htm"), let url = index.outside[sitePath],
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            let html = String(decoding: data, as: UTF8.self)
            let folder = (sitePath as NSString).deletingLastPathComponent
            for match in usedURL.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                guard let range = Range(match.range(at: 1), in: html) else { continue }
                let written = String(html[range])
                let resolved = written.hasPrefix("/") ? (written.hasPrefix("//") ? nil : written) : RelativeLinks.resolve(written, folder: folder)
                guard let used = resolved.map({ String($0.dropFirst()) }), index.outside[used] != nil, found.insert(used).inserted else { continue }
                pending.append(used)
            }
        }
        return found
    }

    /// A `src` or `href` of an HTML page, up to its query or fragment.
    private static let usedURL = try! NSRegularExpression(pattern: #"\b(?:src|href)\s*=\s*["']([^"'#?\s]+)"#, options: [.caseInsensitive])

    /// Whether the published file `name` of the source's `project` is a page MPC made, which `blog build` makes
    /// again: one of the source's pages or months, or the blog's index and category pages. A hand-made HTML page
    /// beside them (`slack/FaHong.html`) is a file like any other, copied when a link uses it.
    private static func isMadeByMPC(_ name: String, in project: String, _ index: MPCSiteIndex) -> Bool {
        guard name.hasSuffix(".html"), !name.contains("/") else { return false }
        let stem = String(name.dropLast(5))
        return index.target(stem, in: project) == "\(project)/\(name)" || (project == "blog" && (stem == "index" || stem.hasPrefix("Category")))
    }

    private func writeRedirects(categories: [String], report: inout MPCImportReport) throws(ImportError) {
        var redirects: [String: String] = [:]
        var claimedBy: [String: String] = [:]
        for name in categories {
            // MPC named a category page after the letters that follow `#category` (`%a*`): `#category iOS Layout`
            // was listed on `CategoryiOS.html`.
            let key = String(name.prefix { $0.isASCII && $0.isLetter })
            guard !key.isEmpty else { continue }
            let old = "blog/Category\(key).html"
            if let other = claimedBy[old] {
                report.problems.append(ImportProblem(path: "redirects.yml", line: 1,
                    "MPC listed the categories '\(other)' and '\(name)' on one page, \(old); it now leads to '\(other)'."))
                continue
            }
            claimedBy[old] = name
            redirects[old] = SitePaths.categoryPage(slug: Slug.make(name))
        }
        var writer = ImportWriter(destination: destination, overwrites: true)
        try writer.mergeRedirects(redirects, header: "Old MarkdownProjectCompositor URLs and the pages they now live at (written by blog import mpc).",
                                  what: "MPC's category pages")
        report.written += writer.written
    }
}
