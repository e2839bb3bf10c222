// One `blog check`: build the site into a temporary folder (or plan it and take a built --output folder), check
// the output, optionally the external links, and merge the build's own warnings into one report.
import Foundation

/// Runs a site check.
public enum CheckRun {
    /// What to check.
    public struct Options: Sendable {
        public var build: BuildOptions
        /// A folder built before, checked as it is (the site is then only read and planned, not written).
        public var builtOutput: URL?
        /// How to show that folder in messages.
        public var shownOutput: String
        /// External links are checked when set.
        public var external: ExternalLinkCheck?

        public init(build: BuildOptions, builtOutput: URL?, shownOutput: String, external: ExternalLinkCheck?) {
            self.build = build
            self.builtOutput = builtOutput
            self.shownOutput = shownOutput
            self.external = external
        }
    }

    /// What a check found.
    public struct Report: Sendable {
        /// The build's problems and the check's, sorted.
        public var diagnostics: [Diagnostic]
        public var pageCount = 0
        public var referenceCount = 0
        public var externalCount = 0
        /// Whether no error was found.
        public var succeeded: Bool { !diagnostics.contains(where: \.isError) }

        /// `Checked 12 pages, 140 links: 2 errors.`
        public var summary: String {
            let errors = diagnostics.filter(\.isError).count
            let external = externalCount > 0 ? " and \(externalCount) external URL\(externalCount == 1 ? "" : "s")" : ""
            let found = errors == 0 ? "no errors" : "\(errors) error\(errors == 1 ? "" : "s")"
            return "Checked \(pageCount) page\(pageCount == 1 ? "" : "s"), \(referenceCount) link\(referenceCount == 1 ? "" : "s")\(external): \(found)."
        }
    }

    /// Builds (or plans) and checks. A build that fails returns its diagnostics without checking.
    /// - Throws: `OutputError` when the build's output folder is refused or cannot be written.
    public static func run(_ options: Options, builder: SiteBuilder) async throws(OutputError) -> Report {
        var build = options.build
        var temporary: URL?
        if let built = options.builtOutput {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: built.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw OutputError(path: options.shownOutput, message: "There is no built site here; run blog build first, or leave out --output.")
            }
            build.outputMode = .planOnly
            build.outputFolder = built
        } else {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("blog-check-\(UUID().uuidString)")
            temporary = folder
            build.outputMode = .staged
            build.outputFolder = folder.appendingPathComponent("site")
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let built = try await builder.build(build)
        guard built.succeeded else { return Report(diagnostics: built.diagnostics) }

        let check = SiteCheck(outputFolder: build.outputFolder, shownOutput: options.shownOutput,
                              sourceFolder: build.sourceFolder, sourceMap: built.sourceMap)
        let result = check.run()
        var found = result.diagnostics
        if let external = options.external {
            for (link, problem) in await external.run(result.externalLinks) {
                found += check.places(of: link).map { .error("link to \(link.url.absoluteString) \(problem)", at: $0) }
            }
        }
        // A build warning the check reports as an error at the same place (a redirect to no page) is said once.
        let checked = Set(found.map(\.location))
        let warnings = built.diagnostics.filter { !checked.contains($0.location) }
        return Report(diagnostics: Array(Set(warnings + found)).sorted(), pageCount: result.pageCount,
                      referenceCount: result.referenceCount, externalCount: options.external == nil ? 0 : result.externalLinks.count)
    }
}
