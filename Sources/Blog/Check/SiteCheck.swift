// `blog check`: every link, image, asset, #anchor and redirect of a built site, duplicate ids, the feed and the
// sitemap; each problem reported where it was written (the Markdown line, or the template's line).
import Foundation
import Parallel

/// Checks a built site's output folder.
public struct SiteCheck: Sendable {
    /// The folder to check.
    public var outputFolder: URL
    /// How output paths are shown when a problem has no source to point at (`site`).
    public var shownOutput: String
    /// The site's source folder and where each output file came from; without them problems are reported
    /// in the output files.
    public var sourceFolder: URL?
    public var sourceMap: OutputSourceMap?

    public init(outputFolder: URL, shownOutput: String, sourceFolder: URL? = nil, sourceMap: OutputSourceMap? = nil) {
        self.outputFolder = outputFolder
        self.shownOutput = shownOutput
        self.sourceFolder = sourceFolder
        self.sourceMap = sourceMap
    }

    /// An `http(s)` URL found on the site, with each page and place in it that refers to it.
    public struct ExternalLink: Sendable, Hashable {
        public var url: URL
        /// (page, the URL as the page writes it, line, column), sorted.
        public var references: [Reference]

        public struct Reference: Sendable, Hashable, Comparable {
            public var page: String
            public var written: String
            public var line: Int
            public var column: Int

            public static func < (a: Reference, b: Reference) -> Bool {
                (a.page, a.line, a.column, a.written) < (b.page, b.line, b.column, b.written)
            }
        }
    }

    /// Where the references to `link` were written (the Markdown or template line, else the output file), each once.
    public func places(of link: ExternalLink) -> [SourceLocation] {
        var places = sourceFolder.flatMap { folder in sourceMap.map { WrittenPlace(sourceFolder: folder, map: $0) } }
        let found = link.references.map { reference in
            places?.location(ofURL: reference.written, onPage: reference.page)?.location
                ?? SourceLocation(path: shownOutput + "/" + reference.page, line: reference.line, column: reference.column)
        }
        return Array(Set(found)).sorted()
    }

    /// What a check found.
    public struct Result: Sendable {
        /// Problems, sorted, each once.
        public var diagnostics: [Diagnostic]
        /// Every external URL, sorted, for `--external`.
        public var externalLinks: [ExternalLink]
        /// Counts for the summary line.
        public var pageCount = 0
        public var referenceCount = 0
    }

    /// Reads every file of the output folder and checks it.
    public func run() -> Result {
        var files = Set<String>()
        let base = outputFolder.standardizedFileURL.path
        if let walk = FileManager.default.enumerator(atPath: base) {
            while let path = walk.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    files.insert(path)
                }
            }
        }
        var scans: [String: HTMLScan] = [:]
        let pages = files.filter { $0.hasSuffix(".html") }.sorted()
        let texts = Parallel.map(pages) { page in
            (try? Data(contentsOf: outputFolder.appendingPathComponent(page))).map { HTMLScan(String(decoding: $0, as: UTF8.self)) }
        }
        for (page, scan) in zip(pages, texts) { scans[page] = scan ?? HTMLScan("") }
        var ids: [String: Set<String>] = [:]
        for (page, scan) in scans { ids[page] = Set(scan.identifiers.map(\.id)) }

        var diagnostics: [Diagnostic] = []
        var external: [URL: [ExternalLink.Reference]] = [:]
        // Pages in one folder share most links (the sidebar, the navigation): each URL is resolved once per folder.
        var resolved: [String: LinkTarget] = [:]
        var places = sourceFolder.flatMap { folder in sourceMap.map { WrittenPlace(sourceFolder: folder, map: $0) } }
        var referenceCount = 0
        func outputLocation(_ page: String, _ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(path: shownOutput + "/" + page, line: line, column: column)
        }
        /// Reports a problem with `url` (its message made from the URL as written) or with the id `id`.
        func report(_ message: (String) -> String, page: String, line: Int, column: Int, url: String, id: (String, Int)? = nil,
                    at known: SourceLocation? = nil) {
            if let known {
                diagnostics.append(.error(message(url), at: known))
                return
            }
            var found: (location: SourceLocation, written: String)?
            if let (id, occurrence) = id {
                found = places?.location(ofID: id, occurrence: occurrence, onPage: page)
            } else {
                found = places?.location(ofURL: url, onPage: page)
            }
            if let found {
                diagnostics.append(.error(message(found.written), at: found.location))
            } else {
                let notes = places?.templateOrigin(of: page).map { ["Written by the template \($0)."] } ?? []
                diagnostics.append(.error(message(url), at: outputLocation(page, line, column), notes: notes))
            }
        }

        for page in pages {
            let scan = scans[page]!
            let isRedirect = sourceMap?.kinds[page] == .redirect || scan.references.contains { $0.attribute == "refresh" }
            let folder = page.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            for reference in scan.references {
                // A redirect page's other links repeat its target; the refresh is the one reported.
                if isRedirect, reference.attribute != "refresh" { continue }
                referenceCount += 1
                let url = reference.url
                let kind = Self.kind(of: reference)
                let key = folder + "\u{0}" + url
                let target: LinkTarget
                if let known = resolved[key], !url.hasPrefix("#"), !url.isEmpty {
                    target = known
                } else {
                    target = LinkTarget.resolve(url, onPage: page)
                    resolved[key] = target
                }
                switch target {
                case .other: continue
                case .external(let target):
                    guard reference.element != "link" else { continue }   // canonical and alternate: the site's own address
                    external[target, default: []].append(.init(page: page, written: url, line: reference.line, column: reference.column))
                case .outsideSite:
                    report({ "\(kind) \($0) leads outside the site" }, page: page, line: reference.line, column: reference.column, url: url)
                case .site(let path, let fragment):
                    guard let file = LinkTarget.file(for: path, in: files) else {
                        if isRedirect {
                            report({ "redirect target \($0) is not a page" }, page: page, line: reference.line, column: reference.column,
                                   url: url, at: sourceMap?.redirectTargets[page])
                        } else {
                            report({ "\(kind) \($0) does not resolve" }, page: page, line: reference.line, column: reference.column, url: url)
                        }
                        continue
                    }
                    if isRedirect, !file.hasSuffix(".html") {
                        report({ "redirect target \($0) is not a page" }, page: page, line: reference.line, column: reference.column,
                               url: url, at: sourceMap?.redirectTargets[page])
                        continue
                    }
                    if let fragment, !fragment.isEmpty, file.hasSuffix(".html"), fragment != "top",
                       !(ids[file]?.contains(fragment) ?? false) {
                        let holder = file == page ? "the page" : file
                        report({ "\(kind) \($0) does not resolve: \(holder) has no id '\(fragment)'" }, page: page,
                               line: reference.line, column: reference.column, url: url,
                               at: isRedirect ? sourceMap?.redirectTargets[page] : nil)
                    }
                }
            }
            var seen: [String: Int] = [:]
            for identifier in scan.identifiers {
                let occurrence = seen[identifier.id, default: 0]
                seen[identifier.id] = occurrence + 1
                if occurrence > 0 {
                    report({ "duplicate id '\($0)' on the page" }, page: page,
                           line: identifier.line, column: identifier.column, url: identifier.id, id: (identifier.id, occurrence))
                }
            }
        }

        for (file, root, namespace) in [(SitePaths.feed, "feed", "http://www.w3.org/2005/Atom"),
                                        (SitePaths.sitemap, "urlset", "http://www.sitemaps.org/schemas/sitemap/0.9")] where files.contains(file) {
            let text = (try? Data(contentsOf: outputFolder.appendingPathComponent(file))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            switch XMLCheck.check(text) {
            case .failure(let problem):
                diagnostics.append(.error("\(file) does not parse: \(problem.message)", at: outputLocation(file, problem.line, problem.column)))
            case .success(let found):
                if found.root != root || found.namespace != namespace {
                    diagnostics.append(.error("\(file) is not \(root == "feed" ? "an Atom feed" : "a sitemap"): its root is <\(found.root)> in '\(found.namespace)'",
                                              at: outputLocation(file, 1, 1)))
                }
            }
        }

        let links = external.keys.sorted { $0.absoluteString < $1.absoluteString }.map { ExternalLink(url: $0, references: external[$0]!.sorted()) }
        return Result(diagnostics: Array(Set(diagnostics)).sorted(), externalLinks: links, pageCount: pages.count, referenceCount: referenceCount)
    }

    /// What a reference is called in messages, before its URL: `link to`, `image` or `asset`.
    static func kind(of reference: HTMLScan.Reference) -> String {
        switch reference.element {
        case "a", "area": return "link to"
        case "img": return "image"
        case "meta": return "redirect to"
        default: return reference.attribute == "srcset" || reference.attribute == "poster" ? "image" : "asset"
        }
    }
}
