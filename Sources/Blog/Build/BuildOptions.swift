// What one build is asked to do: folders, which posts (drafts, future, expired), base URL, and how the output is written.
import Foundation

/// How a build writes its output folder.
public enum OutputMode: Sendable, Hashable {
    /// Write everything into a staging folder beside the output and swap it in by rename (`blog build`).
    /// A failed build leaves the old output untouched.
    case staged
    /// Write only changed files, each atomically (temporary file + rename), and remove files no longer
    /// produced (`blog serve`). A failed build writes nothing.
    case inPlace
    /// Read and plan the site without writing anything (`blog check --output`, which checks a folder
    /// built before and needs to know where each page came from).
    case planOnly
}

/// The settings of one build.
public struct BuildOptions: Sendable, Hashable {
    /// The site root: holds `blog.yml`, `content/`, optionally `templates/` and `redirects.yml`.
    public var sourceFolder: URL
    /// The folder the site is written to (default `site/` under the source folder).
    public var outputFolder: URL
    /// Whether posts with `draft: true` are built.
    public var includesDrafts: Bool
    /// Whether posts scheduled for later (`publishDate`, or a date to come) are built (`--future`; blog.yml's `future: true` too).
    public var includesFuture = false
    /// Whether posts past their `expiryDate` are built (`--expired`; blog.yml's `expired: true` too).
    public var includesExpired = false
    /// The moment posts are published at; nil: when each build starts (`blog build` passes `SOURCE_DATE_EPOCH` when set).
    public var now: Date?
    /// Replaces blog.yml's `baseURL` (`--base-url`).
    public var baseURLOverride: String?
    /// How the output is written.
    public var outputMode: OutputMode

    /// Creates build options; the output defaults to `site/` inside the source folder.
    public init(sourceFolder: URL, outputFolder: URL? = nil, includesDrafts: Bool = false,
                baseURLOverride: String? = nil, outputMode: OutputMode = .staged) {
        self.sourceFolder = sourceFolder
        self.outputFolder = outputFolder ?? sourceFolder.appendingPathComponent("site")
        self.includesDrafts = includesDrafts
        self.baseURLOverride = baseURLOverride
        self.outputMode = outputMode
    }
}

/// A step of a build, reported to a progress callback.
public enum BuildPhase: Sendable, Hashable {
    /// Reading and rendering the Markdown of `files` posts and pages.
    case reading(files: Int)
    /// Rendering and writing `files` output files.
    case writing(files: Int)
}

/// The version of `blog`, printed by `--version` and in every page's generator tag.
public enum BlogVersion {
    /// Semantic version.
    public static let current = "0.1.0"
    /// `blog 0.1.0`.
    public static var generator: String { "blog \(current)" }
}
