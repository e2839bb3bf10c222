// `blog init`: the files of a new site (settings, a first post, an about page, .gitignore, the publish workflow), as text.
import Foundation

/// What a new site is made of: each file's site-relative path and text. Pure: `SiteInit` writes them.
public struct SiteScaffold: Sendable, Hashable {
    /// How post front matter is written.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// `---` fenced YAML.
        case yaml
        /// `+++` fenced TOML, as Hugo and Zola write it.
        case toml
    }

    /// The settings `blog init` asks for or takes from flags.
    public struct Settings: Sendable, Hashable {
        public var title: String
        public var author: String
        public var language: String
        public var timeZone: String
        public var baseURL: String
        public var format: Format
        /// The generator's git repository and version the publish workflow builds.
        public var generatorRepository: String
        public var generatorRef: String

        public init(title: String = "My Blog", author: String = "", language: String = "en", timeZone: String = "UTC",
                    baseURL: String = "https://example.com/", format: Format = .yaml,
                    generatorRepository: String = PublishWorkflow.defaultRepository, generatorRef: String = PublishWorkflow.defaultRef) {
            self.title = title
            self.author = author
            self.language = language
            self.timeZone = timeZone
            self.baseURL = baseURL
            self.format = format
            self.generatorRepository = generatorRepository
            self.generatorRef = generatorRef
        }
    }

    /// One file to create.
    public struct File: Sendable, Hashable {
        /// Relative to the site folder, with `/`.
        public var path: String
        public var contents: Data
    }

    /// The files, in the order they are created.
    public var files: [File]

    /// The folder of posts: the first post is written only when it holds no Markdown yet.
    public static let postsFolder = "content/posts"

    /// The files of a site with `settings`, whose first post is dated `now` (in `settings.timeZone`);
    /// with `theme`, the default theme's files under `templates/` too.
    public init(_ settings: Settings, now: Date, theme: ThemeFiles? = nil) {
        let zone = TimeZone(identifier: settings.timeZone) ?? TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now)
        let year = Self.pad(parts.year ?? 1970, 4)
        let date = "\(year)-\(Self.pad(parts.month ?? 1))-\(Self.pad(parts.day ?? 1))"
        let time = "\(Self.pad(parts.hour ?? 0)):\(Self.pad(parts.minute ?? 0))"
        var files = [
            File(path: "blog.yml", contents: Data(Self.config(settings).utf8)),
            File(path: "\(Self.postsFolder)/\(year)/welcome.md", contents: Data(Self.firstPost(settings, date: date, time: time).utf8)),
            File(path: "content/pages/about.md", contents: Data(Self.about(settings).utf8)),
            File(path: ".gitignore", contents: Data(Self.gitignore.utf8)),
            File(path: ".github/workflows/publish.yml",
                 contents: Data(PublishWorkflow.text(repository: settings.generatorRepository, ref: settings.generatorRef).utf8)),
        ]
        if let theme {
            for path in theme.files.keys.sorted() {
                files.append(File(path: "templates/" + path, contents: theme.files[path]!))
            }
        }
        self.files = files
    }

    /// blog.yml, every setting explained.
    static func config(_ s: Settings) -> String {
        let author = s.author.isEmpty ? "# author: Your Name" : "author: \(YAMLValues.quoted(s.author))"
        return """
        # The settings of this blog. Only 'title' is required; `blog build` reports any key it does not know.

        # The blog's name: on every page, in the feed and in the browser's tab.
        title: \(YAMLValues.quoted(s.title))
        # Who writes it: the feed's author.
        \(author)
        # A one-line description for search engines and the feed.
        # description: Notes on what I build.
        # The language of the pages, as a tag such as en, de or zh-cn (dates and labels follow it).
        language: \(YAMLValues.quoted(s.language))
        # The time zone posts' dates are written in, an IANA name such as Europe/Berlin or UTC.
        timeZone: \(YAMLValues.quoted(s.timeZone))
        # Where the site is published. The feed and the sitemap use full URLs made from it; pages link
        # to each other with relative URLs, so the site works from any folder. `blog build --base-url`
        # replaces it (the publish workflow passes GitHub Pages' address).
        baseURL: \(YAMLValues.quoted(s.baseURL))
        # How many posts each index page shows.
        # postsPerPage: 10
        # Whether raw HTML written in posts reaches the pages (off: it is left out).
        # unsafe: false
        # Code blocks are highlighted when the site is built; lineNumbers numbers every block.
        # highlight:
        #   enabled: true
        #   lineNumbers: false
        # A search index, a search page and a search box in the header (false leaves them out).
        # search: true

        """
    }

    static func frontMatter(_ format: Format, _ fields: [(key: String, yaml: String, toml: String)]) -> String {
        switch format {
        case .yaml: return "---\n" + fields.map { "\($0.key): \($0.yaml)\n" }.joined() + "---\n"
        case .toml: return "+++\n" + fields.map { "\($0.key) = \($0.toml)\n" }.joined() + "+++\n"
        }
    }

    /// A first post showing what a post can hold: a summary, a link, a code block and a layout diagram.
    static func firstPost(_ s: Settings, date: String, time: String) -> String {
        let matter = frontMatter(s.format, [
            ("title", YAMLValues.quoted("Welcome"), TOMLText.quoted("Welcome")),
            ("date", "\(date) \(time)", "\(date)T\(time):00"),
            ("categories", "[Notes]", "[\"Notes\"]"),
            ("tags", "[blog]", "[\"blog\"]"),
        ])
        return matter + """

        Welcome to \(s.title.isEmpty ? "this blog" : s.title).

        `blog init` wrote this first post: edit it or delete it, and start the next one with
        `blog new "A title"`. The text above the marker below is the summary that index pages show.

        <!-- more -->

        Posts are Markdown files in `content/posts/`, with their settings between the lines at the top.
        Pages such as [About](/about.html) live in `content/pages/`. Links that start with `/` are
        inside the site; `blog check` tells you when one leads nowhere.

        ## Code

        ```swift
        let greeting = "Hello, world"
        print(greeting)
        ```

        ## A layout diagram

        A `layout` block is laid out at build time and drawn as a picture: change a number and the
        picture follows.

        ```layout show=frames
        screen 320x180
        view header
        view body
        H:|[header]|
        H:|-16-[body]-16-|
        header.top == screen.top
        header.height == 48
        body.top == header.bottom + 16
        body.bottom == screen.bottom - 16
        ```

        """
    }

    static func about(_ s: Settings) -> String {
        frontMatter(s.format, [
            ("title", YAMLValues.quoted("About"), TOMLText.quoted("About")),
            ("description", YAMLValues.quoted("Who writes \(s.title) and why."), TOMLText.quoted("Who writes \(s.title) and why.")),
        ]) + """

        Write here who you are and what this blog is about. This page is `content/pages/about.md`;
        every Markdown file in `content/pages/` becomes a page at the same path, ending in `.html`.

        """
    }

    static let gitignore = """
        # The built site and the copy `blog build` keeps while it swaps in a new one.
        site/
        .site.previous/
        # The generator's source and build in the publish workflow.
        .blog-source/
        .blog-build/

        """

    private static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Writing a string as a TOML basic string.
enum TOMLText {
    /// `text` in double quotes, with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
