// Years: the model's grouping, the year pages, and a default-theme sidebar that does not grow with the blog's age.
@testable import Blog
import Foundation
import Testing

struct YearPagesTests {
    /// A site on the default theme with `posts` as (date, title) pairs, one category each.
    private func site(language: String = "en", posts: [(String, String)]) throws -> TestSite {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: Years\nlanguage: \(language)\nbaseURL: https://example.com/\nsearch: false\n")
        for (number, (date, title)) in posts.enumerated() {
            try site.write("content/posts/\(number).md", "---\ntitle: \(title)\ndate: \(date)\ncategories: Notes\n---\nText \(number).\n")
        }
        return site
    }

    /// The `<aside class="sidebar">` element of `html`.
    private func sidebar(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<aside class=\"sidebar\""))
        let end = try #require(html.range(of: "</aside>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    private static let threeYears = [
        ("2019-03-01", "March nineteen"), ("2019-11-20", "November nineteen"),
        ("2020-06-15", "June twenty"),
        ("2021-01-02", "January one"), ("2021-01-30", "January two"), ("2021-08-08", "August"),
    ]

    @Test func monthsAreGroupedIntoYearsNewestFirst() {
        var diagnostics: [Diagnostic] = []
        let posts = Self.threeYears.map { date, title in makePost(title, date) }
        let model = SiteModel.make(posts: posts, timeZone: TimeZone(identifier: "UTC")!, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(model.years.map(\.year) == [2021, 2020, 2019])
        #expect(model.years.map(\.postCount) == [3, 1, 2])
        #expect(model.years.map { $0.monthIndexes.map { model.months[$0].key } } == [["2021-08", "2021-01"], ["2020-06"], ["2019-11", "2019-03"]])
        #expect(model.postIndexes(of: model.years[0]).map { model.posts[$0].post.title } == ["August", "January two", "January one"])
        #expect(model.years[2].pagePath == "blog/2019.html")
    }

    /// The newest year's months are listed; every earlier year is one link with its count.
    @Test func theSidebarListsTheNewestYearsMonthsAndEarlierYearsAsLinks() async throws {
        let site = try site(posts: Self.threeYears)
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let aside = try sidebar(try site.page("index.html"))
        #expect(aside.contains("<li><a href=\"blog/2021.html\">2021</a> <span class=\"count\">3</span>\n<ul class=\"months\">\n"
            + "<li><a href=\"blog/2021-08.html\">August 2021</a> <span class=\"count\">1</span></li>\n"
            + "<li><a href=\"blog/2021-01.html\">January 2021</a> <span class=\"count\">2</span></li>\n</ul></li>"))
        #expect(aside.contains("<li><a href=\"blog/2020.html\">2020</a> <span class=\"count\">1</span></li>"))
        #expect(aside.contains("<li><a href=\"blog/2019.html\">2019</a> <span class=\"count\">2</span></li>"))
        #expect(!aside.contains("2019-03.html") && !aside.contains("2020-06.html"))
        #expect(aside.contains("<a href=\"archive.html\">All posts by month</a>"))
        // Pages deeper in the site link the same places.
        let deep = try sidebar(try site.page("blog/2019/03/0.html"))
        #expect(deep.contains("<a href=\"../../../blog/2020.html\">2020</a>"))
        // The full month list stays on the archive.
        let archive = try site.page("archive.html")
        for month in ["2021-08", "2021-01", "2020-06", "2019-11", "2019-03"] { #expect(archive.contains("blog/\(month).html")) }
    }

    /// Twenty more years of posts add twenty one-line links to the sidebar, not their 240 months.
    @Test func theSidebarGrowsByOneLineAYear() async throws {
        let recent = [("2021-01-02", "January one"), ("2021-08-08", "August")]
        let small = try site(posts: recent)
        var older: [(String, String)] = []
        for year in 2000...2019 { for month in 1...12 { older.append((String(format: "%04d-%02d-10", year, month), "Post \(year) \(month)")) } }
        let large = try site(posts: recent + older)
        #expect(try await small.build().succeeded)
        #expect(try await large.build().succeeded)
        let smallAside = try sidebar(try small.page("index.html")), largeAside = try sidebar(try large.page("index.html"))
        let yearLine = "<li><a href=\"blog/2019.html\">2019</a> <span class=\"count\">12</span></li>\n"
        #expect(largeAside.contains(yearLine))
        // Two more bytes: the category's count goes from 2 to 242.
        #expect(largeAside.utf8.count - smallAside.utf8.count == 20 * yearLine.utf8.count + 2)
    }

    @Test func aYearPageListsItsMonthsWithCountsAndLinksTheYearsAround() async throws {
        let site = try site(posts: Self.threeYears)
        #expect(try await site.build().succeeded)
        let page = try site.page("blog/2021.html")
        #expect(page.contains("<title>2021 · Years</title>"))
        #expect(page.contains("<h1 class=\"page-title\">2021 <span class=\"count\">3</span></h1>"))
        let august = try #require(page.range(of: "<h2><a href=\"../blog/2021-08.html\">August 2021</a> <span class=\"count\">1</span></h2>"))
        let january = try #require(page.range(of: "<h2><a href=\"../blog/2021-01.html\">January 2021</a> <span class=\"count\">2</span></h2>"))
        #expect(august.lowerBound < january.lowerBound)
        #expect(page.contains("<a href=\"../blog/2021-01.html#p1\">January two</a>"))
        #expect(page.contains("<a href=\"../blog/2021-01.html#p0\">January one</a>"))
        #expect(page.contains("<a rel=\"prev\" href=\"../blog/2020.html\"><span>← Older</span> 2020</a>"))
        #expect(!page.contains("rel=\"next\""))
        let middle = try site.page("blog/2020.html")
        #expect(middle.contains("rel=\"prev\" href=\"../blog/2019.html\"") && middle.contains("rel=\"next\" href=\"../blog/2021.html\""))
        #expect(try site.page("sitemap.xml").contains("<loc>https://example.com/blog/2019.html</loc>"))
        #expect(LinkChecker.brokenLinks(in: site.output) == [])
    }

    @Test func chineseSitesNameYearsTheChineseWay() async throws {
        let site = try site(language: "zh-cn", posts: Self.threeYears)
        #expect(try await site.build().succeeded)
        #expect(try site.page("blog/2020.html").contains("<h1 class=\"page-title\">2020年 <span class=\"count\">1</span></h1>"))
        #expect(try sidebar(try site.page("index.html")).contains("<a href=\"blog/2019.html\">2019年</a>"))
    }

    /// A theme's own sidebar still reaches every month (`sidebar.months`) and each year's months.
    @Test func themesKeepTheFullMonthList() async throws {
        let site = try site(posts: Self.threeYears)
        try site.write("templates/partials/sidebar.mustache",
                       "<aside class=\"sidebar\">{{#sidebar.months}}[{{label}} {{count}}]{{/sidebar.months}}|"
                       + "{{#sidebar.years}}{{year}}:{{#months}}{{label}};{{/months}} {{/sidebar.years}}</aside>")
        #expect(try await site.build().succeeded)
        let aside = try sidebar(try site.page("index.html"))
        #expect(aside == "<aside class=\"sidebar\">[August 2021 1][January 2021 2][June 2020 1]"
            + "[November 2019 1][March 2019 1]|2021:August 2021;January 2021; 2020:June 2020; 2019:November 2019;March 2019; </aside>")
    }

    /// `blog serve`: retitling a post re-renders its year's page, and the result equals a full build.
    @Test func retitlingAPostRerendersItsYearPage() async throws {
        let site = try site(posts: Self.threeYears)
        let builder = SiteBuilder()
        #expect(try await site.build(builder: builder).succeeded)
        try site.write("content/posts/5.md", "---\ntitle: August, retitled\ndate: 2021-08-08\ncategories: Notes\n---\nText 5.\n")
        let edit = try await site.build(builder: builder)
        #expect(edit.changedPaths.contains("blog/2021.html"))
        #expect(!edit.changedPaths.contains("blog/2020.html"))
        #expect(try site.page("blog/2021.html").contains(">August, retitled</a>"))
        let fresh = site.root.appendingPathComponent("fresh")
        #expect(try await site.build(into: fresh, builder: SiteBuilder(policy: .oneShot)).succeeded)
        #expect(TestSite.tree(fresh) == TestSite.tree(site.output))
    }
}
