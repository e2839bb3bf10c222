// Only what is inside the site is read and published: links out of it, special files and unreadable names are errors.
@testable import Blog
import Foundation
import Testing

struct SourceLinksTests {
    /// The fixture site with `prepare` applied to its source folder, built.
    func build(_ prepare: (TestSite) throws -> Void) async throws -> (BuildReport, TestSite) {
        let site = try TestSite()
        try prepare(site)
        return (try await site.build(), site)
    }

    func link(_ site: TestSite, _ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: site.source.appendingPathComponent(path).path, withDestinationPath: target)
    }

    /// `/etc/passwd`, `/etc` and `/proc/self/environ` (a CI runner's secrets) were copied into the site.
    @Test func linksOutOfTheSiteAreErrorsAtTheirPath() async throws {
        let (report, site) = try await build { site in
            try link(site, "content/passwd", to: "/etc/passwd")
            try link(site, "content/etc", to: "/etc")
            try link(site, "content/environ", to: "/proc/self/environ")
            try link(site, "content/up", to: "../../outside.txt")
            try Data("secret".utf8).write(to: site.root.appendingPathComponent("outside.txt"))
        }
        let messages = TestSite.messages(report)
        let note = "\n    note: Copy the file into the site, or set 'followLinks: false' in blog.yml to skip every link."
        #expect(messages.contains("content/passwd:1:1: error: 'content/passwd' is a symbolic link that leads outside the site folder (to '/etc/passwd'); only files inside it are published." + note))
        #expect(messages.contains("content/etc:1:1: error: 'content/etc' is a symbolic link that leads outside the site folder (to '/etc'); only files inside it are published." + note))
        #expect(messages.contains { $0.hasPrefix("content/environ:1:1: error: 'content/environ' is a symbolic link that leads outside the site folder") })
        #expect(messages.contains { $0.hasPrefix("content/up:1:1: error: 'content/up' is a symbolic link that leads outside the site folder") })
        #expect(messages.count == 4)
        #expect(!report.succeeded)
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    /// `content/` or `templates/` itself a link out of the site; `blog.yml` or `redirects.yml` a link out of it.
    @Test func foldersAndSettingsThatLeadOutAreErrors() async throws {
        let (report, _) = try await build { site in
            try FileManager.default.removeItem(at: site.source.appendingPathComponent("templates"))
            try link(site, "templates", to: "/etc")
            try FileManager.default.removeItem(at: site.source.appendingPathComponent("redirects.yml"))
            try link(site, "redirects.yml", to: "/etc/hostname")
        }
        #expect(TestSite.messages(report).contains { $0.hasPrefix("templates:1:1: error: 'templates' is a symbolic link that leads outside the site folder (to '/etc')") })
        #expect(TestSite.messages(report).contains("redirects.yml:1:1: error: 'redirects.yml' is a symbolic link that leads outside the site folder; it is not read.\n    note: Copy the file into the site folder."))
    }

    /// A link inside the site is followed (the file is published under the link's name); with `followLinks: false`
    /// every link is skipped with a warning, the one out of the site too.
    @Test func linksInsideTheSiteAreFollowedUnlessTurnedOff() async throws {
        let (report, site) = try await build { site in
            try site.write("notes/shared.txt", "shared")
            try link(site, "content/shared.txt", to: "../notes/shared.txt")
        }
        #expect(report.succeeded)
        #expect(try site.page("shared.txt") == "shared")

        let config = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", config + "followLinks: false\n")
        try link(site, "content/passwd", to: "/etc/passwd")
        let skipped = try await site.build()
        #expect(skipped.succeeded)
        #expect(TestSite.messages(skipped) == [
            "content/passwd:1:1: warning: 'content/passwd' is a symbolic link, which is skipped: 'followLinks' is false in blog.yml.",
            "content/shared.txt:1:1: warning: 'content/shared.txt' is a symbolic link, which is skipped: 'followLinks' is false in blog.yml.",
        ])
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("shared.txt").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("passwd").path))
    }

    /// A FIFO would block the build forever on its first read; a dangling link and a name that is not UTF-8 said
    /// "does not exist" without a place.
    @Test func specialFilesDanglingLinksAndBadNamesAreErrors() async throws {
        let (report, _) = try await build { site in
            #expect(mkfifo(site.source.appendingPathComponent("content/pipe").path, 0o644) == 0)
            try link(site, "content/gone.png", to: "nowhere.png")
            let bad = site.source.path + "/content/caf\u{e9}"
            let bytes = Array(bad.utf8.dropLast(2)).map { CChar(bitPattern: $0) } + [CChar(bitPattern: 0xE9), 0]  // Latin-1 é
            let descriptor = bytes.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let messages = TestSite.messages(report)
        #expect(messages.contains("content/pipe:1:1: error: 'content/pipe' is a FIFO; only regular files are published."))
        #expect(messages.contains("content/gone.png:1:1: error: 'content/gone.png' is a symbolic link that leads nowhere.\n    note: Remove it, or point it at a file inside the site folder."))
        #expect(messages.contains("content/caf\u{FFFD}:1:1: error: 'content/caf\u{FFFD}' has a name that is not UTF-8, so it cannot be read or published.\n    note: Rename it (the bytes that are not UTF-8 are shown as \u{FFFD})."))
        #expect(messages.count == 3)
    }

    /// `blog new` and `blog init` do not write through a folder that is a link out of the site.
    @Test func newPostsAreNotWrittenThroughLinksOutOfTheSite() throws {
        let site = try TestSite()
        let elsewhere = site.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        try FileManager.default.removeItem(at: site.source.appendingPathComponent("content/posts"))
        try link(site, "content/posts", to: elsewhere.path)
        #expect(throws: NewPost.Failure.self) {
            _ = try NewPost.create(title: "Hello", in: site.source, now: Date(timeIntervalSince1970: 1_700_000_000))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }
}
