// Writes an import's planned files into the site folder: it never deletes, never replaces a file that differs unless told, never one the same run wrote.
import Foundation
import Yams

/// A file an import will write, and what it counts as.
struct PlannedFile {
    enum Role { case post, page, resource, settings }
    /// The path inside the site folder (`content/posts/x.md`).
    var path: String
    var data: Data
    var role: Role
    /// The source file it comes from, and the line where its text starts, for messages.
    var origin: String
    var line = 1
}

/// Puts planned files in place, remembering what it wrote and what it left alone.
struct ImportWriter {
    /// The site folder.
    let destination: URL
    /// Whether existing files with other content are replaced.
    let overwrites: Bool
    /// Files written, relative to the destination.
    private(set) var written: [String] = []
    /// Existing files left alone because they differ and `overwrites` is false.
    private(set) var skipped: [String] = []
    /// Where each path planned so far comes from (`source:line`).
    private var origins: [String: String] = [:]

    init(destination: URL, overwrites: Bool) {
        self.destination = destination
        self.overwrites = overwrites
    }

    /// Writes `file`, and whether it is now in place. A path planned twice, or a file that exists with
    /// other content (without `overwrites`), is an error at the file's source.
    mutating func place(_ file: PlannedFile, problems: inout [ImportProblem]) throws(ImportError) -> Bool {
        if let first = origins[file.path] {
            problems.append(ImportProblem(.error, path: file.origin, line: file.line,
                "This would write \(file.path), which \(first) writes too; neither replaces the other."))
            return false
        }
        origins[file.path] = "\(file.origin):\(file.line)"
        guard try write(file.data, to: file.path) else {
            problems.append(ImportProblem(.error, path: file.origin, line: file.line,
                "Not imported: \(file.path) exists with other content (--force replaces it)."))
            return false
        }
        return true
    }

    /// Writes `data` at `relative` unless an identical file is there; an existing different file is
    /// replaced only when `overwrites`. Whether the file now holds `data`.
    mutating func write(_ data: Data, to relative: String) throws(ImportError) -> Bool {
        // Names come from the old site's files and titles: they pass the gate of every written path.
        if let problem = OutputPath.problem(with: relative) {
            throw ImportError(path: relative, message: "Cannot write this file: \(problem).")
        }
        let url = destination.appendingPathComponent(relative)
        guard OutputGuard.resolves(url.path, inside: destination.standardizedFileURL.path) else {
            throw ImportError(path: url.path, message: "Refusing to write through a symbolic link that leads outside \(destination.path).")
        }
        if let existing = FileManager.default.contents(atPath: url.path) {
            if existing == data { return true }
            if !overwrites {
                skipped.append(relative)
                return false
            }
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw ImportError(path: url.path, message: "Cannot write the file: \(error.localizedDescription)")
        }
        written.append(relative)
        return true
    }

    /// Adds `redirects` (old path → new path) to the site's `redirects.yml`, keeping the entries it has
    /// that `redirects` does not replace, keys sorted. Nothing is written when there is nothing to add,
    /// or when an entry would not build (an error naming `what` the redirects are for).
    mutating func mergeRedirects(_ redirects: [String: String], header: String, what: String) throws(ImportError) {
        guard !redirects.isEmpty else { return }
        let url = destination.appendingPathComponent("redirects.yml")
        var merged: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
           let existing = try? Yams.load(yaml: text) as? [String: String] {
            merged = existing
        }
        merged.merge(redirects) { _, new in new }
        let yaml = "# \(header)\n" + merged.keys.sorted().map { "\(YAMLValues.quoted($0)): \(YAMLValues.quoted(merged[$0] ?? ""))" }.joined(separator: "\n") + "\n"
        // What is written must be what the next build reads: an entry it would refuse stops the import here, at the
        // file, instead of at the next build.
        var diagnostics: [Diagnostic] = []
        _ = RedirectsReader.read(yaml, path: "redirects.yml", diagnostics: &diagnostics)
        if let problem = diagnostics.first(where: \.isError) {
            throw ImportError(path: url.path, message: "The redirects written for \(what) would not build: \(problem.message) Nothing was written to redirects.yml.")
        }
        if FileManager.default.contents(atPath: url.path) == Data(yaml.utf8) { return }
        do {
            try Data(yaml.utf8).write(to: url, options: .atomic)
        } catch {
            throw ImportError(path: url.path, message: "Cannot write the file: \(error.localizedDescription)")
        }
        written.append("redirects.yml")
    }
}

extension ImportWriter {
    /// The site paths `blog build` writes itself, which no imported file may take.
    static let generatedPaths: Set<String> = [SitePaths.home, SitePaths.archive, SitePaths.categories, SitePaths.tags, SitePaths.search,
                                              SitePaths.notFound, SitePaths.feed, SitePaths.sitemap, SitePaths.robots, SitePaths.stylesheet]

    /// The paths blog.yml's `include:` names to publish the hidden files among `planned` (`.well-known/…`,
    /// `code/.site-header.htm`): each one's path under `content/` up to its first hidden name, sorted.
    static func hiddenPaths(among planned: [PlannedFile]) -> [String] {
        var included = Set<String>()
        for file in planned where file.path.hasPrefix("content/") {
            let parts = file.path.dropFirst("content/".count).split(separator: "/")
            guard let hidden = parts.firstIndex(where: { $0.hasPrefix(".") }) else { continue }
            included.insert(parts[...hidden].joined(separator: "/"))
        }
        return included.sorted()
    }

    /// The site's title for blog.yml, which `blog build` needs: the old one, else the source folder's name, with a
    /// warning at `configFile` saying so.
    static func title(_ title: String?, source: URL, configFile: String, problems: inout [ImportProblem]) -> String {
        if let title, !title.isEmpty { return title }
        let name = source.standardizedFileURL.lastPathComponent
        problems.append(ImportProblem(path: configFile, line: 1, "The site has no title; blog.yml calls it '\(name)', the folder's name: change it there."))
        return name
    }

    /// `include: [".well-known", …]` for the hidden files among `planned`; nil when there are none.
    static func includeLine(for planned: [PlannedFile]) -> String? {
        let paths = hiddenPaths(among: planned)
        return paths.isEmpty ? nil : "include: [" + paths.map(YAMLValues.quoted).joined(separator: ", ") + "]"
    }

    /// The file at `path` under `source`, planned at `content/<target>`; nil (with a problem, and counted in
    /// `report`) when `blog build` writes that path itself or the file cannot be read.
    static func resource(_ path: String, in source: URL, at target: String, report: inout SiteImportReport) -> PlannedFile? {
        if generatedPaths.contains(target) || target.hasPrefix("content/") {
            report.problems.append(ImportProblem(path: path, line: 1, "Not imported: blog build writes \(target) itself."))
            report.leftOut["files at paths blog build writes", default: 0] += 1
            return nil
        }
        guard let data = FileManager.default.contents(atPath: source.appendingPathComponent(path).path) else {
            report.problems.append(ImportProblem(.error, path: path, line: 1, "The file cannot be read."))
            return nil
        }
        return PlannedFile(path: "content/" + target, data: data, role: .resource, origin: path)
    }

    /// Writes `planned` and merges `redirects` into the site at `destination`, counting into `report` what is now in
    /// place, what was written and what was left alone; `generator` names the old one in messages (`Jekyll`).
    static func write(_ planned: [PlannedFile], redirects: [String: String], generator: String, command: String,
                      destination: URL, overwrites: Bool, report: inout SiteImportReport) throws(ImportError) {
        var writer = ImportWriter(destination: destination, overwrites: overwrites)
        for file in planned where try writer.place(file, problems: &report.problems) {
            switch file.role {
            case .post: report.posts += 1
            case .page: report.pages += 1
            case .resource: report.files += 1
            case .settings: break
            }
        }
        try writer.mergeRedirects(redirects, header: "Old \(generator) URLs and the pages they now live at (written by \(command)).",
                                  what: "\(generator)'s pages")
        report.written = writer.written
        report.skipped = writer.skipped
        report.problems.sort()
    }
}
