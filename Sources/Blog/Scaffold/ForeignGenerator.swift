// Recognising a folder that already belongs to another static site generator, so `blog init` leaves it alone.
import Foundation

/// Another generator's configuration file found in a folder.
public struct ForeignGenerator: Sendable, Hashable, CustomStringConvertible {
    /// The generator's name (`Hugo`).
    public var name: String
    /// The file that gives it away, relative to the folder.
    public var file: String

    public var description: String { "\(file) (\(name))" }

    /// The configuration files that name their generator outright.
    static let telltales: [(file: String, name: String)] = [
        ("hugo.toml", "Hugo"), ("hugo.yaml", "Hugo"), ("hugo.yml", "Hugo"), ("hugo.json", "Hugo"),
        ("_config.yml", "Jekyll or Hexo"), ("_config.yaml", "Jekyll or Hexo"),
        (".eleventy.js", "Eleventy"), ("eleventy.config.js", "Eleventy"), ("eleventy.config.mjs", "Eleventy"),
        ("astro.config.mjs", "Astro"), ("astro.config.ts", "Astro"), ("gatsby-config.js", "Gatsby"),
        ("mkdocs.yml", "MkDocs"), ("pelicanconf.py", "Pelican"), ("_quarto.yml", "Quarto"),
        ("docusaurus.config.js", "Docusaurus"), ("docusaurus.config.ts", "Docusaurus"), ("book.toml", "mdBook"),
        ("Publishfile", "Publish"),
    ]

    /// The generators whose configuration `folder` holds, in a stable order. `config.toml` is Zola's when it
    /// has Zola's `base_url`, Hugo's when it has Hugo's `baseURL`, `languageCode` or `theme`; `config.yaml`,
    /// `config.yml` and `config.json` are Hugo's when they have those keys.
    public static func find(in folder: URL) -> [ForeignGenerator] {
        var found: [ForeignGenerator] = []
        let manager = FileManager.default
        for (file, name) in telltales where manager.fileExists(atPath: folder.appendingPathComponent(file).path) {
            found.append(ForeignGenerator(name: name, file: file))
        }
        for file in ["config.toml", "config.yaml", "config.yml", "config.json"] {
            guard let data = manager.contents(atPath: folder.appendingPathComponent(file).path) else { continue }
            let text = String(decoding: data.prefix(1 << 20), as: UTF8.self)
            if file == "config.toml", hasKey("base_url", in: text) {
                found.append(ForeignGenerator(name: "Zola", file: file))
            } else if ["baseURL", "baseurl", "languageCode", "theme"].contains(where: { hasKey($0, in: text) }) {
                found.append(ForeignGenerator(name: "Hugo", file: file))
            }
        }
        return found
    }

    /// Whether a line of `text` starts (after spaces or a JSON quote) with `key` followed by `=` or `:`.
    static func hasKey(_ key: String, in text: String) -> Bool {
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "\"" }
            guard rest.hasPrefix(key) else { continue }
            rest = rest.dropFirst(key.count).drop { $0 == " " || $0 == "\t" || $0 == "\"" }
            if rest.first == "=" || rest.first == ":" { return true }
        }
        return false
    }
}
