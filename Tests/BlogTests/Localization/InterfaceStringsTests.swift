// The theme's words in the site's language: plural rules, the built-in tables, a site's i18n files, per-post lang.
@testable import Blog
import Foundation
import Testing

struct InterfaceStringsTests {
    /// CLDR's cardinal rules, checked against the examples plurals.xml gives for each category.
    @Test func pluralCategoriesFollowCLDR() {
        let english = PluralRule(language: "en-GB")
        #expect([0, 1, 2, 11, 21].map(english.category) == [.other, .one, .other, .other, .other])
        #expect([0, 1, 2].map(PluralRule(language: "fr").category) == [.one, .one, .other])
        let russian = PluralRule(language: "ru")
        #expect([1, 21, 101].map(russian.category) == [.one, .one, .one])
        #expect([2, 3, 4, 22, 24].map(russian.category) == [.few, .few, .few, .few, .few])
        #expect([0, 5, 11, 12, 14, 25, 111].map(russian.category) == [.many, .many, .many, .many, .many, .many, .many])
        let polish = PluralRule(language: "pl")
        #expect([1, 2, 12, 21, 22, 25].map(polish.category) == [.one, .few, .many, .many, .few, .many])
        #expect([1, 3, 5].map(PluralRule(language: "cs").category) == [.one, .few, .other])
        #expect([1, 2].map(PluralRule(language: "zh-cn").category) == [.other, .other])
    }

    /// Each built-in table translates every English key, with the same placeholders, and no key English lacks.
    @Test func everyTableTranslatesEveryKey() throws {
        let english = InterfaceStrings.table(.english)
        func placeholders(_ entry: InterfaceStrings.Entry) -> Set<String> {
            let texts: [String] = switch entry {
            case .text(let text): [text]
            case .plural(let forms): Array(forms.values)
            }
            return Set(texts.flatMap { text in text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) } })
        }
        for name in [BuiltInLanguage.simplifiedChinese, .traditionalChinese, .japanese] {
            let table = InterfaceStrings.table(name)
            #expect(Set(table.keys) == Set(english.keys), "\(name): \(Set(english.keys).symmetricDifference(table.keys).sorted())")
            for (key, entry) in english {
                let own = try #require(table[key], "\(name) lacks \(key)")
                #expect(placeholders(own) == placeholders(entry), "\(name).\(key)")
                if case .plural = entry, case .text = own { Issue.record("\(name).\(key) must be plural") }
            }
        }
    }

    @Test func languagesFindTheirTable() {
        #expect(InterfaceStrings(language: "zh").text("readMore") == "阅读全文")
        #expect(InterfaceStrings(language: "zh-Hans-SG").text("readMore") == "阅读全文")
        #expect(InterfaceStrings(language: "zh-HK").text("readMore") == "閱讀全文")
        #expect(InterfaceStrings(language: "ja-JP").text("readMore") == "続きを読む")
        let french = InterfaceStrings(language: "fr")
        #expect(!french.isTranslated && french.text("readMore") == "Read more")
        #expect(InterfaceStrings(language: "en").plural("postCount", count: 1) == "1 post")
        #expect(InterfaceStrings(language: "en").plural("postCount", count: 2) == "2 posts")
        #expect(InterfaceStrings(language: "zh-cn").plural("minutesRead", count: 1) == "阅读约 1 分钟")
        #expect(InterfaceStrings(language: "en").text("pageOf", ["number": "2", "total": "5"]) == "Page 2 of 5")
        // A brace that names no value stays; a key no table has shows itself.
        #expect(InterfaceStrings.filled("{a} {b", ["a": "x"]) == "x {b")
        #expect(InterfaceStrings(language: "en").text("noSuchKey") == "noSuchKey")
    }

    @Test func scriptStringsAreJSON() throws {
        let strings = InterfaceStrings(language: "en", overrides: ["searchNoResults": .text("No \"hits\"\n\u{2028}</script>")])
        let json = PageContexts.scriptStrings(strings, ["searchNoResults", "searchResultCount", "noSuchKey"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["searchNoResults"] as? String == "No \"hits\"\n\u{2028}</script>")
        #expect(object["searchResultCount"] as? [String: String] == ["one": "{count} result", "other": "{count} results"])
        #expect(object.count == 2)
    }

    /// A Chinese site shows the theme's Chinese words on every page kind, and none of its English ones.
    @Test func aChineseSiteShowsNoEnglishInterface() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: 中文博客\nlanguage: zh-cn\ntaxonomies:\n  series: {title: 系列}\n")
        try site.write("content/posts/2024/one.md", "---\ntitle: 第一篇\ndate: 2024-01-02 10:00\ncategories: [布局]\ntags: [视图]\nseries: 入门\nlastmod: 2024-02-01\n---\n第一段。\n\n<!-- more -->\n\n第二段。\n")
        try site.write("content/posts/2024/two.md", "---\ntitle: 第二篇\ndate: 2024-01-03\ncategories: [布局]\nseries: 入门\naliases: [old/two.html]\n---\n正文。\n")
        try site.write("content/pages/about.md", "---\ntitle: 关于\n---\n关于我。\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let english = ["Skip to content", "Archive", "Categories", ">Feed<", "Read more", "Permalink", "Newer", "Older", "Updated",
                       "min read", "words", "All posts by month", "All tags", "Years and categories", "Built with", "Breadcrumb",
                       "More posts", "Search", "No posts", "There is nothing", "has moved", "Feed of", "Related posts", "Contents",
                       "aria-label=\"Site\"", "aria-label=\"Pages\""]
        let pages = ["index.html", "blog/2024-01.html", "blog/2024.html", "blog/2024/01/one.html", "blog/category/布局.html",
                     "blog/tag/视图.html", "blog/series/入门.html", "archive.html", "categories.html", "tags.html", "series.html",
                     "about.html", "search.html", "404.html", "old/two.html"]
        for path in pages {
            let page = try site.page(path)
            // The generator's name, the scripts' file names and the JSON-LD's keys are no interface words.
            let shown = page.replacingOccurrences(of: #"<script type="application/ld\+json">.*?</script>"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "search.js", with: "").replacingOccurrences(of: "search.html", with: "")
                .replacingOccurrences(of: "search/", with: "").replacingOccurrences(of: "site-search", with: "")
                .replacingOccurrences(of: "search-", with: "").replacingOccurrences(of: "role=\"search\"", with: "")
                .replacingOccurrences(of: "type=\"search\"", with: "").replacingOccurrences(of: "SearchAction", with: "")
            for word in english where shown.contains(word) { Issue.record("\(path) shows '\(word)'") }
        }
        let post = try site.page("blog/2024/01/one.html")
        #expect(post.contains("<time datetime=\"2024-01-02T10:00:00+00:00\">2024年1月2日 周二 10:00</time> · 更新于 "))
        #expect(post.contains("<span class=\"reading-time\" title=\"6 字\">阅读约 1 分钟</span>"))
        #expect(try site.page("index.html").contains("<a class=\"more\" href=\"blog/2024/01/one.html\">阅读全文</a>"))
        #expect(try site.page("blog/category/布局.html").contains(">订阅“布局”</a>"))
        #expect(try site.page("404.html").contains("<p>这个地址没有页面。请看<a href=\"/archive.html\">归档</a>或<a href=\"/index.html\">首页</a>。</p>"))
        #expect(try site.page("old/two.html").contains("<p>此页面已移至 <a href=\"../blog/2024/01/two.html\">/blog/2024/01/two.html</a>。</p>"))
        // The search page has its own box, not the header's too.
        let search = try site.page("search.html")
        #expect(search.components(separatedBy: "type=\"search\"").count - 1 == 1)
        #expect(search.contains("data-lang=\"zh-cn\" data-strings=\"{&quot;searchNoResults&quot;:&quot;没有结果&quot;,"))
    }

    /// `i18n/<lang>.yml` changes any word, in one form or in plural forms; its mistakes are errors at their place; a
    /// language nobody translated is a warning, and so are the keys a site's own file leaves out.
    @Test func aSiteTranslatesAndOverridesInItsI18nFolder() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\nlanguage: zh-cn\n")
        try site.write("content/posts/2024/one.md", "---\ntitle: 一\ndate: 2024-01-02\n---\n一。\n\n<!-- more -->\n\n二。\n")
        try site.write("i18n/zh-cn.yml", "readMore: 继续阅读\nminutesRead: \"{count} 分钟读完\"\n")
        var report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        #expect(try site.page("index.html").contains(">继续阅读</a>"))
        #expect(try site.page("index.html").contains(">1 分钟读完</span>"))
        #expect(!TestSite.tree(site.output).keys.contains { $0.hasPrefix("i18n") })

        try site.write("i18n/zh-cn.yml", "readMore: [a]\npostCount: {one: x, several: y}\nwords: {one: \"{count} 字\"}\n")
        report = try await site.build()
        #expect(!report.succeeded)
        let messages = TestSite.messages(report)
        #expect(messages.contains { $0.hasPrefix("i18n/zh-cn.yml:1:11: error: 'readMore' must be a text") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("i18n/zh-cn.yml:2:21: error: 'several' is no plural form") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("i18n/zh-cn.yml:3:8: error: 'words' needs an 'other' form") }, "\(messages)")

        try site.remove("i18n/zh-cn.yml")
        try site.write("blog.yml", "title: T\nlanguage: de\n")
        report = try await site.build()
        #expect(report.succeeded)
        #expect(TestSite.messages(report).contains { $0.hasPrefix("blog.yml:1:1: warning: The theme's interface has no strings in 'de'") }, "\(TestSite.messages(report))")
        try site.write("i18n/de.yml", "readMore: Weiterlesen\npostCount: {one: \"{count} Beitrag\", other: \"{count} Beiträge\"}\n")
        report = try await site.build()
        #expect(try site.page("index.html").contains(">Weiterlesen</a>"))
        #expect(TestSite.messages(report).contains { $0.hasPrefix("i18n/de.yml:1:1: warning: ") && $0.contains("have no 'de' text and are shown in English") })

        // An i18n folder that is a link out of the site is refused, as content/ and templates/ are, and not read.
        try site.remove("i18n")
        let outside = site.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "readMore: Stolen\n".write(to: outside.appendingPathComponent("de.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: site.source.appendingPathComponent("i18n"), withDestinationURL: outside)
        report = try await site.build()
        #expect(TestSite.messages(report).contains { $0.hasPrefix("i18n:1:1: error: 'i18n' is a symbolic link that leads outside the site folder") },
                "\(TestSite.messages(report))")
        #expect(!(try site.page("index.html").contains("Stolen")))
    }

    /// `lang:` makes a post that language's page inside the site's interface, on its own page and on the month's.
    @Test func aPostSaysItsLanguage() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\nlanguage: zh-cn\nbaseURL: https://example.com/\n")
        try site.write("content/posts/2024/one.md", "---\ntitle: In English\ndate: 2024-01-02\nlang: en-GB\n---\nText.\n")
        try site.write("content/posts/2024/two.md", "---\ntitle: 中文\ndate: 2024-01-03\n---\n正文。\n")
        let report = try await site.build()
        #expect(report.succeeded, "\(TestSite.messages(report))")
        let post = try site.page("blog/2024/01/one.html")
        #expect(post.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-gb\">"))
        #expect(post.contains("<meta property=\"og:locale\" content=\"en_GB\">"))
        #expect(post.contains("<header class=\"site-header\" lang=\"zh-cn\">"))
        #expect(post.contains("<aside class=\"sidebar\" aria-label=\"年份与分类\" lang=\"zh-cn\">"))
        #expect(post.contains("\"inLanguage\":\"en-gb\""))
        let month = try site.page("blog/2024-01.html")
        #expect(month.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-cn\">"))
        #expect(month.contains("<article class=\"post\" lang=\"en-gb\">"))
        #expect(month.components(separatedBy: "<article class=\"post\">").count - 1 == 1)
        let chinese = try site.page("blog/2024/01/two.html")
        #expect(chinese.contains("<header class=\"site-header\">"))

        try site.write("content/posts/2024/one.md", "---\ntitle: Bad\ndate: 2024-01-02\nlang: english please\n---\nText.\n")
        let bad = try await site.build()
        #expect(TestSite.messages(bad).contains { $0.hasPrefix("content/posts/2024/one.md:4:7: error: 'lang' must be a language tag") })
    }
}
