// Hidden files under content/ stay out of the site unless blog.yml's `include:` names them (`.well-known`, a linked dot-file).
@testable import Blog
import Foundation
import Testing

struct HiddenFilesTests {
    func site() throws -> TestSite {
        let site = try TestSite(copying: "basic")
        try site.write("content/.well-known/security.txt", "Contact: mailto:me@example.com\n")
        try site.write("content/.well-known/.inner", "under an included folder\n")
        try site.write("content/code/.site-header.htm", "<header>old</header>\n")
        try site.write("content/code/.other.htm", "not named\n")
        try site.write("content/.DS_Store", "junk")
        try site.write("content/.hidden/visible.txt", "in a hidden folder\n")
        try site.write("content/code/.site-header.htm.swp", "an editor's\n")
        return site
    }

    static func published(_ site: TestSite) -> Set<String> {
        Set(TestSite.tree(site.output).keys.filter { $0 != OutputManifest.fileName && $0.split(separator: "/").contains { $0.hasPrefix(".") } })
    }

    @Test func hiddenFilesAreLeftOutByDefault() async throws {
        let site = try site()
        #expect(try await site.build().succeeded)
        #expect(Self.published(site).isEmpty)
    }

    @Test func includeNamesTheOnesToPublish() async throws {
        let site = try site()
        let blogYML = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", blogYML + "include: [.well-known, /code/.site-header.htm]\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(Self.published(site) == [".well-known/security.txt", ".well-known/.inner", "code/.site-header.htm"])
        #expect(try site.page("code/.site-header.htm") == "<header>old</header>\n")
    }

    /// Nothing outside the site, and not the build's own manifest (a forged one would name files to delete).
    @Test func anIncludeOutsideTheSiteOrOfTheManifestIsAnError() async throws {
        let site = try site()
        let blogYML = try String(contentsOf: site.source.appendingPathComponent("blog.yml"), encoding: .utf8)
        try site.write("blog.yml", blogYML + "include: [../secrets, .blog-manifest]\n")
        try site.write("content/.blog-manifest", "index.html\n")
        let report = try await site.build()
        #expect(TestSite.messages(report).contains { $0.hasPrefix("blog.yml:9:10: error: The path '../secrets' in 'include' cannot be published: '..' would leave the site's output folder.") },
                "\(TestSite.messages(report))")
        #expect(TestSite.messages(report).contains { $0.hasPrefix("blog.yml:9:10: error: '.blog-manifest' in 'include' is the name of the build's own record") })
    }
}
