// Fuzzes what `blog check` reads in a built site: HTML pages (ids, URLs and their places), URLs resolved against a
// page, and XML documents (the feed, the sitemap); every place inside the input, nothing escapes the site, deterministic.
@testable import Blog
import Foundation

enum SiteCheckTarget: FuzzTarget {
    static let name = "site-check"

    static func run(_ input: Data) {
        let text = String(decoding: input, as: UTF8.self)
        let bounds = TextBounds(text)
        let scan = HTMLScan(text)
        for reference in scan.references {
            Promise.check(bounds.contains(line: reference.line, column: reference.column), "reference outside the page: \(reference)")
            for page in ["index.html", "blog/2021/07/a.html"] {
                if case .site(let path, _) = LinkTarget.resolve(reference.url, onPage: page) {
                    Promise.check(!path.split(separator: "/").contains(".."), "'\(reference.url)' resolved to \(path)")
                    Promise.check(!path.hasPrefix("/"), "'\(reference.url)' resolved to the absolute \(path)")
                }
            }
        }
        for identifier in scan.identifiers {
            Promise.check(bounds.contains(line: identifier.line, column: identifier.column), "id outside the page: \(identifier)")
        }
        Promise.check(HTMLScan(text).references == scan.references, "scanning twice differs")
        switch XMLCheck.check(text) {
        case .failure(let problem):
            Promise.check(bounds.contains(line: problem.line, column: problem.column), "XML problem outside the text: \(problem)")
            Promise.check(!problem.message.isEmpty, "XML problem without a message")
        case .success(let found):
            Promise.check(!found.root.isEmpty, "a well-formed document without a root name")
        }
        let forms = WrittenPlace.writtenForms(of: text.prefix(200).description, onPage: "blog/2021/07/a.html")
        Promise.check(!forms.isEmpty, "no written form")
    }
}
