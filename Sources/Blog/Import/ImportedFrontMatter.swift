// The front matter an import writes for a post or page: the old one without the old generator's own keys, with the title, aliases and draft flag `blog build` reads.
import Foundation
import Yams

enum ImportedFrontMatter {
    /// `matter`'s entries in their order, less `dropping` (lower-case keys), `title`, `aliases`, `draft` and a slug
    /// `blog build` would refuse; then `title` first, `adding`, the aliases and `draft: true`; between `---` lines.
    static func write(_ matter: FrontMatter, title: String, dropping: Set<String>, adding: [(String, Node)] = [],
                      aliases: [String], draft: Bool) throws -> String {
        let replaced = dropping.union(["title", "aliases", "draft"]).union(adding.map { $0.0.lowercased() })
        var pairs: [(Node, Node)] = [(Node("title"), Node(title))]
        for entry in matter.entries where !replaced.contains(entry.key.lowercased()) {
            if entry.key.lowercased() == "slug", let slug = YAMLValues.string(entry.value), !PostReader.isValidSlug(slug) { continue }
            pairs.append((entry.keyNode, entry.value))
        }
        pairs += adding.map { (Node($0.0), $0.1) }
        if !aliases.isEmpty { pairs.append((Node("aliases"), Node(aliases.map { Node($0) }))) }
        if draft { pairs.append((Node("draft"), Node("true", Tag(.bool)))) }
        let yaml = try Yams.serialize(node: Node(pairs), allowUnicode: true)
        return "---\n" + yaml + "---\n"
    }
}
