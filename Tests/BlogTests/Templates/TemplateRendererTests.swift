// The theme renderer against swift-mustache, the engine themes were written for: same templates, same
// values, same bytes. Plus hand-checked outputs, parse errors and what swift-mustache cannot do with our values.
@testable import Blog
import Foundation
import Mustache
import Testing

struct TemplateRendererTests {
    /// A template set, the name to render and the context.
    struct Case: CustomTestStringConvertible, Sendable {
        var templates: [String: String]
        var context: ContextValue
        var render = "main"
        var testDescription: String { templates[render] ?? render }

        init(_ main: String, _ context: ContextValue = [:], partials: [String: String] = [:]) {
            templates = partials.merging(["main": main]) { _, main in main }
            self.context = context
        }
    }

    static let values: ContextValue = [
        "title": "Auto <Layout> & \"friends\"", "empty": "", "zero": 0, "count": 3, "yes": true, "no": false,
        "site": ["title": "Site", "nested": ["deep": "D"]],
        "posts": [["title": "a", "url": "/a"], ["title": "b", "url": "/b"], ["title": "c"]],
        "none": [], "words": ["x", "y"], "name": "partial-b",
    ]

    static let cases: [Case] = [
        // Variables, escaping, dotted names, the current value.
        Case("{{title}}|{{{title}}}|{{& title}}|{{ title }}|{{missing}}|{{site.title}}|{{site.nested.deep}}", values),
        Case("{{count}} {{zero}} {{yes}} {{no}} {{site.missing.deep}}", values),
        Case("{{#words}}<{{.}}>{{/words}}{{#site}}{{.title}}{{/site}}{{#site}}{{.count}}{{/site}}", values),
        // Sections: lists, booleans, objects, strings, numbers, missing; inverted; climbing the stack.
        Case("{{#posts}}{{title}}:{{url}}:{{site.title}};{{/posts}}", values),
        Case("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^no}}!N{{/no}}{{^yes}}!Y{{/yes}}{{#missing}}M{{/missing}}{{^missing}}!M{{/missing}}", values),
        Case("{{#none}}x{{/none}}{{^none}}empty{{/none}}{{^posts}}x{{/posts}}{{#empty}}[{{.}}]{{/empty}}{{#zero}}z{{.}}{{/zero}}", values),
        Case("{{#site}}{{#nested}}{{deep}}{{title}}{{/nested}}{{/site}}{{#site.nested}}{{deep}}{{/site.nested}}", values),
        // Standalone lines: section, comment and delimiter tags alone on a line leave no line behind.
        Case("<ul>\n  {{#posts}}\n  <li>{{title}}</li>\n  {{/posts}}\n</ul>\n", values),
        Case("a\n  {{! a comment }}  \nb\n{{!\nmultiline\n}}\nc {{! inline }} d\n", values),
        Case("{{=<% %>=}}\n<% title %> {{title}}\n<%={{ }}=%>\n{{title}}\n", values),
        Case("  {{#yes}}\r\n  crlf\r\n  {{/yes}}\r\nend", values),
        Case("x {{#yes}}\ninline\n{{/yes}} y\n", values),
        Case("  {{^posts}}\n  none\n  {{/posts}}\n  {{title}}  \n", values),
        Case("{{#posts}}\n\n{{/posts}}\ntrailing   ", values),
        // Partials: plain, standalone (indented on every line), nested, with the caller's values.
        Case("[{{> item}}]\n  {{> item}}\n{{#posts}}{{> item}}{{/posts}}", values,
             partials: ["item": "<b>{{title}}</b>\n<i>{{url}}</i>\n"]),
        Case("  {{> outer}}\nend\n", values, partials: ["outer": "o1\n  {{> inner}}\no2\n", "inner": "i1\ni2\n"]),
        Case("{{> missing}}|{{>*name}}|{{>*nothing}}", values, partials: ["partial-b": "B{{count}}"]),
        // Inheritance: blocks, overrides, defaults, nested parents, indentation of overrides.
        Case("{{<base}}{{$main}}Main {{title}}{{/main}}{{/base}}", values,
             partials: ["base": "<html>{{$head}}default head{{/head}}\n{{$main}}{{/main}}</html>\n"]),
        Case("{{<middle}}{{$a}}from main{{/a}}{{/middle}}", values,
             partials: ["middle": "{{<base}}{{$a}}from middle{{/a}}{{$b}}middle b{{/b}}{{/base}}",
                        "base": "[{{$a}}base a{{/a}}|{{$b}}base b{{/b}}|{{$c}}base c{{/c}}]"]),
        Case("{{<base}}\n{{$body}}\n  one\n    two\n{{/body}}\n{{/base}}\n", values,
             partials: ["base": "<div>\n  {{$body}}\n  default\n  {{/body}}\n</div>\n"]),
        Case("{{<base}}{{$list}}{{#posts}}{{title}}{{/posts}}{{/list}}{{/base}}", values,
             partials: ["base": "{{#site}}{{$list}}{{/list}}{{/site}} {{> part}}", "part": "{{$list}}part default{{/list}}"]),
        // Transforms and list positions.
        Case("{{uppercased(title)}}|{{lowercased(site.title)}}|{{capitalized(words.0)}}|{{reversed(site.title)}}|{{count(posts)}}|{{plusone(count)}}|{{minusone(zero)}}",
             values),
        Case("{{#empty(none)}}E{{/empty(none)}}{{^empty(posts)}}N{{/empty(posts)}}{{#first(posts)}}{{title}}{{/first(posts)}}{{#last(posts)}}{{title}}{{/last(posts)}}{{#reversed(posts)}}{{title}}{{/reversed(posts)}}",
             values),
        Case("{{#posts}}{{index()}}{{#first()}}F{{/first()}}{{#last()}}L{{/last()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}}{{plusone(index())}},{{/posts}}",
             values),
        Case("{{#posts}}{{#yes}}{{index()}}{{/yes}}{{#site}}[{{index()}}]{{/site}}{{/posts}}{{index()}}", values),
        Case("{{#equalzero(zero)}}0{{/equalzero(zero)}}{{#odd(count)}}odd{{/odd(count)}}{{even(count)}}{{empty(empty)}}{{unknown(title)}}", values),
        // Content type: TEXT stops escaping for the rest of the template (not inside partials).
        Case("{{title}}\n{{% CONTENT_TYPE: TEXT}}\n{{title}}{{> p}}", values, partials: ["p": "{{title}}"]),
        // Text that looks like a delimiter but is not one.
        Case("{ {title} } {title}} {{{site.title}}}} end", values),
    ]

    @Test(arguments: cases)
    func rendersAsSwiftMustacheDoes(_ testCase: Case) throws {
        let ours = try render(testCase)
        var reference = MustacheLibrary()
        for (name, text) in testCase.templates {
            reference.register(try MustacheTemplate(string: text), named: name)
        }
        let expected = reference.render(Self.reference(testCase.context), withTemplate: testCase.render)
        #expect(ours == expected)
    }

    /// Outputs checked by hand, so that agreeing with swift-mustache is not all that is tested.
    @Test func handCheckedOutputs() throws {
        #expect(try render(Case("<ul>\n  {{#posts}}\n  <li>{{title}}</li>\n  {{/posts}}\n</ul>\n", Self.values))
            == "<ul>\n  <li>a</li>\n  <li>b</li>\n  <li>c</li>\n</ul>\n")
        #expect(try render(Case("{{title}}|{{{title}}}", Self.values))
            == "Auto &lt;Layout&gt; &amp; &quot;friends&quot;|Auto <Layout> & \"friends\"")
        #expect(try render(Case("  {{> item}}\n", Self.values, partials: ["item": "one\ntwo\n"])) == "  one\n  two\n")
        #expect(try render(Case("{{<base}}{{$main}}M{{/main}}{{/base}}", Self.values,
                                partials: ["base": "<{{$main}}default{{/main}}|{{$other}}O{{/other}}>"])) == "<M|O>")
        #expect(try render(Case("{{#posts}}{{index()}}{{#last()}}!{{/last()}}{{/posts}}", Self.values)) == "012!")
        // swift-mustache cannot parse a template ending in "{".
        #expect(try render(Case("a { b {", Self.values)) == "a { b {")
    }

    /// swift-mustache renders a dynamic partial only for a Swift `String`; ours takes any context string.
    @Test func dynamicPartialsTakeTheNameFromAContextString() throws {
        #expect(try render(Case("{{>*name}}", ["name": "p"], partials: ["p": "P"])) == "P")
    }

    /// An edited string (a post's HTML with its ids scoped, written with the edits applied) renders, in every tag,
    /// as the string it stands for: escaped, unescaped, in sections, inverted sections and transforms.
    @Test func anEditedStringRendersAsItsText() throws {
        let base = "<h2 id=\"a\">T & 中</h2><a href=\"#a\">x</a>"
        // The prefix before the id and the fragment (bytes 8 and 33; `中` is three bytes), and the last `x` (byte 36) replaced.
        let edited = HTMLText(base, [TextEdit(8..<8, "p1-"), TextEdit(33..<33, "p1-"), TextEdit(36..<37, "y")])
        let text = "<h2 id=\"p1-a\">T & 中</h2><a href=\"#p1-a\">y</a>"
        #expect(edited.text == text)
        #expect(ContextValue.html(edited).stringValue == text)
        let template = "{{{c}}}|{{c}}|{{#c}}[{{{.}}}]{{/c}}|{{^c}}none{{/c}}|{{uppercased(c)}}|{{#empty(c)}}e{{/empty(c)}}"
        let expected = try render(Case(template, ["c": .string(text)]))
        #expect(expected.hasPrefix(text + "|&lt;h2 id=&quot;p1-a&quot;&gt;T &amp; 中"))
        #expect(try render(Case(template, ["c": .html(edited)])) == expected)
    }

    /// The renderer reports what the HTML values it printed need, and only those: a value tested in a section,
    /// counted or left out adds nothing.
    @Test func printedHTMLReportsWhatItNeeds() throws {
        let diagram = ContextValue.html(HTMLText("<svg></svg>", needs: .diagramStyleSheet))
        func needs(_ template: String) throws -> PageNeeds {
            let nodes = try TemplateParser.parse(template).nodes
            var renderer = TemplateRenderer(templates: ["t": nodes], context: ["c": diagram, "plain": .html(HTMLText("<p>x</p>"))], template: "t")
            renderer.render(nodes, TemplateRenderer.Frame())
            return renderer.printedNeeds
        }
        #expect(try needs("{{{c}}}") == .diagramStyleSheet)
        #expect(try needs("{{c}}") == .diagramStyleSheet)
        #expect(try needs("{{#c}}{{{.}}}{{/c}}") == .diagramStyleSheet)
        #expect(try needs("{{#c}}shown{{/c}}{{^c}}none{{/c}}") == [])
        #expect(try needs("{{{plain}}}{{uppercased(c)}}") == [])
        #expect(try needs("") == [])
    }

    /// Unbounded nesting stops at `maxDepth` and names the culprit and its tag, where swift-mustache
    /// overflows the stack.
    @Test func runawayNestingStopsAndIsNamed() throws {
        func runaway(_ templates: [String: String]) throws -> TemplateRenderer.Runaway? {
            let parsed = try templates.mapValues { try TemplateParser.parse($0).nodes }
            let tree: ContextValue = ["name": "root", "children": [["name": "leaf", "children": []]]]
            var renderer = TemplateRenderer(templates: parsed, context: ["tree": tree], template: "main")
            renderer.render(parsed["main"]!, TemplateRenderer.Frame())
            return renderer.runaway
        }
        #expect(try runaway(["main": "{{> p}}", "p": "x\n  {{> p}}"])
            == .init(reason: .depth, name: "p", template: "p", tag: TagPosition(line: 2, column: 3)))
        #expect(try runaway(["main": "{{<base}}{{$a}}x{{$a}}{{/a}}{{/a}}{{/base}}", "base": "{{$a}}{{/a}}"])?.name == "$a")
        // Recursion that ends with the data is fine.
        #expect(try runaway(["main": "{{#tree}}{{> p}}{{/tree}}", "p": "{{name}}{{#children}}{{> p}}{{/children}}"]) == nil)
    }

    /// Rendering stops at the first runaway: a partial that includes itself inside a section over two items
    /// used to go on with every other branch after the first met the depth limit (2^100 steps).
    @Test func selfIncludeInsideASectionStopsAtTheFirstRunaway() throws {
        let parsed = try ["month": "<ul>\n{{#posts}}<li>{{title}}{{> month}}</li>{{/posts}}\n</ul>"]
            .mapValues { try TemplateParser.parse($0).nodes }
        let context: ContextValue = ["posts": [["title": "a"], ["title": "b"]]]
        var renderer = TemplateRenderer(templates: parsed, context: context, template: "month")
        renderer.render(parsed["month"]!, TemplateRenderer.Frame())
        #expect(renderer.runaway == .init(reason: .depth, name: "month", template: "month", tag: TagPosition(line: 2, column: 24)))
        #expect(renderer.output.count < 10_000)
    }

    /// Work that doubles at each of 40 levels (each partial includes the next twice) stays under the depth
    /// limit; the work limit stops it at the innermost tag being expanded. With a limit of 100,000 nodes: the
    /// real one, 20 million, took 125 s of a run under AddressSanitizer, every other test ending long before.
    @Test func exponentialWorkIsStoppedByTheWorkLimit() throws {
        var texts: [String: String] = ["p40": "x"]
        for level in 0..<40 { texts["p\(level)"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}" }
        let parsed = try texts.mapValues { try TemplateParser.parse($0).nodes }
        let limit = 100_000
        var renderer = TemplateRenderer(templates: parsed, context: [:], template: "p0", stepLimit: limit)
        renderer.render(parsed["p0"]!, TemplateRenderer.Frame())
        let runaway = try #require(renderer.runaway)
        #expect(runaway.reason == .work)
        #expect(runaway.name.hasPrefix("p") && runaway.tag.line == 1)
        // Stopped at the limit: nearly every rendered node of this tree is a partial tag, and half are leaves
        // writing one byte.
        #expect(renderer.output.count <= limit && renderer.output.count >= limit / 4)
        // 2^40 nodes is past the real limit too, and far below the depth limit.
        #expect(1 << 40 > TemplateRenderer.maxSteps && 40 < TemplateRenderer.maxDepth)
    }

    /// Through a build, the error names the template's file, line and column.
    @Test func runawayTemplateIsABuildErrorAtItsTag() async throws {
        let site = try TestSite(copying: nil)
        try site.write("blog.yml", "title: T\n")
        try site.write("content/posts/2021/a.md", "---\ntitle: A\ndate: 2021-07-17\n---\nA\n")
        try site.write("content/posts/2021/b.md", "---\ntitle: B\ndate: 2021-07-18\n---\nB\n")
        try site.write("templates/month.mustache", "{{#posts}}\n  {{> month}}\n{{/posts}}\n")
        var message = ""
        do { _ = try await site.build() } catch { message = "\(error)" }
        #expect(message.hasPrefix("templates/month.mustache:2:3: error:"), "\(message)")
        #expect(message.contains("'month'"))
    }

    @Test func syntaxErrorsPointAtTheTag() {
        func error(_ text: String) -> TemplateSyntaxError? {
            do { _ = try TemplateParser.parse(text); return nil } catch { return error }
        }
        #expect(error("line one\n{{#post}}{{title}}\n") == TemplateSyntaxError(message: "the section 'post' is not closed", line: 2, column: 1))
        #expect(error("a\nbc {{#a}}x{{/b}}") == TemplateSyntaxError(
            message: "'{{/b}}' does not close the open section 'a'", line: 2, column: 11))
        #expect(error("布局 {{/a}}")?.column == 4)
        // Sections nested without end are an error at the first one too deep, not a stack overflow.
        let deep = String(repeating: "{{#a}}", count: 20_000) + String(repeating: "{{/a}}", count: 20_000)
        #expect(error(deep) == TemplateSyntaxError(message: "sections and blocks nest more than 100 deep here", line: 1, column: 601))
        // Lines end at "\r\n" and at a lone "\r" too, as in editors (found by the template fuzzer).
        #expect(error("a\r\nb\rc {{/x}}") == TemplateSyntaxError(message: "'{{/x}}' closes no open section", line: 3, column: 3))
        #expect(error("{{title")?.message.contains("not closed by '}}'") == true)
        #expect(error("{{ two words }}") != nil)
        #expect(error("{{{title}}") != nil)
        #expect(error("{{! never closed") == TemplateSyntaxError(message: "the comment is not closed", line: 1, column: 1))
        #expect(error("{{=<%>=}}") != nil)
        #expect(error("{{% CONTENT_TYPE: XML}}") != nil)
        #expect(error("{{<base}}{{title}}{{/base}}") != nil)
        #expect(error("{{upper(title}}") != nil)
        #expect(error("text {{") != nil)
    }

    @Test func aMissingPartialIsAWarningAtItsTag() {
        var diagnostics: [Diagnostic] = []
        let theme = ThemeFiles.builtIn.overlaid(with: ["post.mustache": Data("x\n  {{> nosuch}}".utf8)])
        _ = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.description).contains {
            $0.hasPrefix("templates/post.mustache:2:3: warning:") && $0.contains("'nosuch'")
        })
    }

    private func render(_ testCase: Case) throws -> String {
        var templates: [String: [TemplateNode]] = [:]
        for (name, text) in testCase.templates { templates[name] = try TemplateParser.parse(text).nodes }
        var renderer = TemplateRenderer(templates: templates, context: testCase.context, template: testCase.render)
        renderer.render(templates[testCase.render] ?? [], TemplateRenderer.Frame())
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// The values swift-mustache is given: plain Swift strings, numbers, arrays and dictionaries.
    private static func reference(_ value: ContextValue) -> Any {
        switch value {
        case .string(let text): text
        case .html(let text): text.text
        case .bool(let flag): flag
        case .int(let number): number
        case .list(let items): items.map(reference)
        case .object(let fields): fields.mapValues(reference)
        }
    }
}
