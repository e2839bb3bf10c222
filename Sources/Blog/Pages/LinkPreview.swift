// What a shared link shows: the Open Graph locale and the schema.org JSON-LD of posts and of the home page.

/// The structured data of link previews and search engines. Templates write the Open Graph and Twitter `<meta>` tags
/// from `page` fields (docs/templates.md); JSON-LD is made here, because a template escapes for HTML and a
/// `<script>` holds JSON, whose escaping differs.
enum LinkPreview {
    /// A JSON value whose object keys keep the order they were written in (as schema.org's examples read).
    indirect enum JSON {
        case string(String)
        case integer(Int)
        case array([JSON])
        case object([(String, JSON)])

        /// The value as JSON text that is safe inside `<script>`: `<`, `>` and `&` are written as `\u003c` and the
        /// like, so no `</script>` or `<!--` can end or change the script.
        var text: String {
            var out: [UInt8] = []
            out.reserveCapacity(1024)
            write(to: &out)
            return String(decoding: out, as: UTF8.self)
        }

        private func write(to out: inout [UInt8]) {
            switch self {
            case .string(let value): Self.quote(value, to: &out)
            case .integer(let value): out += String(value).utf8
            case .array(let items):
                out.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    item.write(to: &out)
                }
                out.append(UInt8(ascii: "]"))
            case .object(let fields):
                out.append(UInt8(ascii: "{"))
                for (index, (key, value)) in fields.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    Self.quote(key, to: &out)
                    out.append(UInt8(ascii: ":"))
                    value.write(to: &out)
                }
                out.append(UInt8(ascii: "}"))
            }
        }

        /// `value` quoted, its bytes copied in runs between the few that need an escape.
        private static func quote(_ value: String, to out: inout [UInt8]) {
            out.append(UInt8(ascii: "\""))
            var value = value
            value.withUTF8 { bytes in
                var copied = 0, index = 0
                func escape(_ escaped: StaticString, _ byte: UInt8? = nil, length: Int = 1) {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                    out.append(contentsOf: UnsafeBufferPointer(start: escaped.utf8Start, count: escaped.utf8CodeUnitCount))
                    if let byte {
                        let hex: StaticString = "0123456789abcdef"
                        out.append(hex.utf8Start[Int(byte >> 4)])
                        out.append(hex.utf8Start[Int(byte & 15)])
                    }
                    index += length
                    copied = index
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    switch byte {
                    case UInt8(ascii: "\""): escape("\\\"")
                    case UInt8(ascii: "\\"): escape("\\\\")
                    case UInt8(ascii: "\n"): escape("\\n")
                    case UInt8(ascii: "\r"): escape("\\r")
                    case UInt8(ascii: "\t"): escape("\\t")
                    case 0..<0x20, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): escape("\\u00", byte)
                    case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                        // U+2028 and U+2029 end lines in older JavaScript.
                        escape(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", length: 3)
                    default: index += 1
                    }
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    /// `og:locale` for a language tag: `zh-cn` → `zh_CN`, `en` → `en`.
    static func locale(language: String) -> String {
        let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first else { return language }
        guard parts.count > 1, parts[1].count == 2 else { return first.lowercased() }
        return first.lowercased() + "_" + parts[1].uppercased()
    }

    /// What a post's JSON-LD says of it.
    struct Article {
        var url: String
        var headline: String
        var description: String
        var published: String
        var modified: String
        var author: String
        var image: String?
        var keywords: [String]
        var section: String?
        var language: String
    }

    /// A `BlogPosting` of `article` on the site `config` describes (the publisher, the blog it is part of).
    static func blogPosting(_ article: Article, config: SiteConfig) -> String {
        var fields: [(String, JSON)] = [
            ("@context", .string("https://schema.org")),
            ("@type", .string("BlogPosting")),
            ("mainEntityOfPage", .object([("@type", .string("WebPage")), ("@id", .string(article.url))])),
            ("url", .string(article.url)),
            ("headline", .string(article.headline)),
        ]
        if !article.description.isEmpty { fields.append(("description", .string(article.description))) }
        fields += [("datePublished", .string(article.published)), ("dateModified", .string(article.modified))]
        if !article.author.isEmpty { fields.append(("author", person(article.author))) }
        if let image = article.image { fields.append(("image", .array([.string(image)]))) }
        if !article.keywords.isEmpty { fields.append(("keywords", .array(article.keywords.map(JSON.string)))) }
        if let section = article.section { fields.append(("articleSection", .string(section))) }
        fields.append(("inLanguage", .string(article.language)))
        fields.append(("isPartOf", .object([("@type", .string("Blog")), ("name", .string(config.title)),
                                            ("url", .string(config.baseURL))])))
        fields.append(("publisher", publisher(config)))
        return JSON.object(fields).text
    }

    /// The home page's `WebSite` (with the search box, when the site has one) and `Blog`.
    static func home(config: SiteConfig, searchURL: String?) -> String {
        var site: [(String, JSON)] = [("@type", .string("WebSite")), ("@id", .string(config.baseURL + "#website")),
                                      ("url", .string(config.baseURL)), ("name", .string(config.title))]
        if !config.description.isEmpty { site.append(("description", .string(config.description))) }
        site.append(("inLanguage", .string(config.language)))
        if let searchURL {
            site.append(("potentialAction", .object([
                ("@type", .string("SearchAction")),
                ("target", .string(searchURL + "?q={search_term_string}")),
                ("query-input", .string("required name=search_term_string")),
            ])))
        }
        var blog: [(String, JSON)] = [("@type", .string("Blog")), ("url", .string(config.baseURL)), ("name", .string(config.title))]
        if !config.description.isEmpty { blog.append(("description", .string(config.description))) }
        if !config.author.isEmpty { blog.append(("author", person(config.author))) }
        blog.append(("publisher", publisher(config)))
        return JSON.object([("@context", .string("https://schema.org")), ("@graph", .array([.object(site), .object(blog)]))]).text
    }

    /// A `BreadcrumbList` of `trail` (name and absolute URL), the page itself last.
    static func breadcrumbs(_ trail: [(name: String, url: String)]) -> String {
        JSON.object([
            ("@context", .string("https://schema.org")),
            ("@type", .string("BreadcrumbList")),
            ("itemListElement", .array(trail.enumerated().map { position, crumb in
                .object([("@type", .string("ListItem")), ("position", .integer(position + 1)),
                         ("name", .string(crumb.name)), ("item", .string(crumb.url))])
            })),
        ]).text
    }

    private static func person(_ name: String) -> JSON { .object([("@type", .string("Person")), ("name", .string(name))]) }

    /// The site's author as a person, or else the site as an organisation.
    private static func publisher(_ config: SiteConfig) -> JSON {
        if !config.author.isEmpty { return person(config.author) }
        return .object([("@type", .string("Organization")), ("name", .string(config.title)), ("url", .string(config.baseURL))])
    }
}
