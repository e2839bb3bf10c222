// `blog new "Title"`: the path and front matter of a new post, and creating its file without overwriting.
import Foundation

/// Creates new post files.
public enum NewPost {
    /// Why a new post could not be created.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The file concerned.
        public var path: String
        /// One sentence.
        public var message: String
        public var description: String { TerminalText.escaped("\(path): error: \(message)") }
    }

    /// The site-relative path (`content/posts/2021/my-title.md`) and the text of a post titled `title`
    /// dated `now` in `timeZone`.
    public static func scaffold(title: String, now: Date, timeZone: TimeZone) -> (path: String, text: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now)
        let year = parts.year ?? 1970
        let date = "\(pad(year, 4))-\(pad(parts.month ?? 1))-\(pad(parts.day ?? 1)) \(pad(parts.hour ?? 0)):\(pad(parts.minute ?? 0))"
        let text = """
        ---
        title: \(YAMLValues.quoted(title))
        date: \(date)
        categories: []
        draft: true
        ---

        Write the summary paragraph here.

        <!-- more -->

        """
        return ("content/posts/\(pad(year, 4))/\(Slug.make(title)).md", text)
    }

    /// Writes a new post into the site at `source` and returns its URL. Uses blog.yml's `timeZone` when it can be read.
    /// - Throws: `Failure` when the file exists already (it is never overwritten) or cannot be written.
    public static func create(title: String, in source: URL, now: Date) throws(Failure) -> URL {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Failure(path: source.path, message: "The title is empty; run blog new \"My Title\".")
        }
        var timeZone = TimeZone(identifier: "UTC")!
        if let data = try? Data(contentsOf: source.appendingPathComponent("blog.yml")),
           let text = String(data: data, encoding: .utf8) {
            var ignored: [Diagnostic] = []
            if let config = ConfigReader.read(text, path: "blog.yml", diagnostics: &ignored) { timeZone = config.timeZone }
        }
        let (path, text) = scaffold(title: title, now: now, timeZone: timeZone)
        let url = source.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: url.path) {
            throw Failure(path: path, message: "The file exists already; choose another title or edit it.")
        }
        guard OutputGuard.resolves(url.path, inside: source.standardizedFileURL.path) else {
            throw Failure(path: path, message: "Refusing to write the post: a folder on its way is a symbolic link that leads outside the site folder.")
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
            throw Failure(path: path, message: "Cannot write the file: \(error.localizedDescription)")
        }
        return url
    }
}
