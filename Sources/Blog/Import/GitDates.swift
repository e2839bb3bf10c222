// The date of each file's last change in a Git checkout, read with one `git log`, for Hugo's `enableGitInfo`.
import Foundation

enum GitDates {
    /// The author date of each file's last commit (`content/posts/a.md` → `2021-02-03T04:05:06+00:00`, ISO 8601, as
    /// Hugo's `.GitInfo.AuthorDate`), paths from `folder`; nil when `folder` is in no Git checkout or `git` cannot run.
    static func lastAuthorDates(in folder: URL) -> [String: String]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Newest first; `-z` keeps any file name whole. Each commit is `\u{1}DATE\0`, then `\nPATH\0PATH\0…`.
        process.arguments = ["git", "-C", folder.path, "log", "--relative", "--name-only", "--no-renames", "-z", "--format=%x01%aI", "--", "."]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return dates(fromLog: data)
    }

    /// The first date each path is listed under in `git log -z --name-only --format=%x01%aI` output.
    static func dates(fromLog data: Data) -> [String: String] {
        var dates: [String: String] = [:]
        var current: String?
        for field in data.split(separator: 0, omittingEmptySubsequences: true) {
            let text = String(decoding: field, as: UTF8.self)
            if text.hasPrefix("\u{1}") {
                current = String(text.dropFirst())
            } else if let current {
                let path = text.hasPrefix("\n") ? String(text.dropFirst()) : text
                if !path.isEmpty, dates[path] == nil { dates[path] = current }
            }
        }
        return dates
    }
}
