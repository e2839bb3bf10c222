// Reading the sections of blog.yml that are more than one value: `comments:` (giscus or utterances) and `menu:`.
import Yams

extension ConfigReader {
    /// Reads `comments: {giscus: {repo, repoId, category, categoryId, mapping, reactions, inputPosition}}` or
    /// `comments: {utterances: {repo, issueTerm, label}}` (or `comments: false`); returns the comments and the problems.
    static func readComments(_ value: Node, at: (Node?) -> SourceLocation) -> (Comments?, [Diagnostic]) {
        if YAMLValues.bool(value) == false { return (nil, []) }
        guard let mapping = value.mapping, mapping.count == 1, let (systemNode, settings) = mapping.first.map({ ($0.key, $0.value) }),
              let system = systemNode.scalar?.string, ["giscus", "utterances"].contains(system) else {
            return (nil, [.error("'comments' must be false, '{giscus: {…}}' or '{utterances: {…}}'.", at: at(value),
                                 notes: ["giscus takes repo, repoId, category and categoryId (giscus.app shows them); utterances takes repo."])])
        }
        guard let fields = settings.mapping else { return (nil, [.error("'comments.\(system)' must be a mapping.", at: at(settings))]) }
        var problems: [Diagnostic] = []
        var values: [String: String] = [:]
        let known = system == "giscus" ? ["repo", "repoId", "category", "categoryId", "mapping", "reactions", "inputPosition"]
            : ["repo", "issueTerm", "label"]
        for (keyNode, setting) in fields {
            let key = keyNode.scalar?.string ?? ""
            guard known.contains(key) else {
                var notes: [String] = []
                if let suggestion = Suggestion.closest(to: key, in: known) { notes.append("Did you mean '\(suggestion)'?") }
                problems.append(.error("Unknown key '\(key)' in 'comments.\(system)'.", at: at(keyNode), notes: notes))
                continue
            }
            guard let text = YAMLValues.string(setting), !text.isEmpty, !text.contains(where: { $0 == "\"" || $0 == "<" || $0 == ">" || $0.isNewline }) else {
                problems.append(.error("'comments.\(system).\(key)' must be a string without quotes or angle brackets.", at: at(setting)))
                continue
            }
            values[key] = text
        }
        func required(_ key: String) -> String {
            if let value = values[key] { return value }
            problems.append(.error("'comments.\(system)' has no '\(key)'.", at: at(settings)))
            return ""
        }
        let repo = required("repo")
        if !repo.isEmpty && repo.split(separator: "/", omittingEmptySubsequences: false).count != 2 {
            problems.append(.error("'comments.\(system).repo' must be 'owner/name'.", at: at(settings)))
        }
        let mappings = ["pathname", "url", "title", "og:title"]
        let comments: Comments
        if system == "giscus" {
            var giscus = Comments.Giscus(repo: repo, repoID: required("repoId"), category: required("category"), categoryID: required("categoryId"))
            if let mapping = values["mapping"] {
                if mappings.contains(mapping) { giscus.mapping = mapping }
                else { problems.append(.error("'comments.giscus.mapping' must be one of \(mappings.joined(separator: ", ")).", at: at(settings))) }
            }
            if let reactions = values["reactions"] {
                if let flag = Bool(reactions) { giscus.reactionsEnabled = flag }
                else { problems.append(.error("'comments.giscus.reactions' must be true or false.", at: at(settings))) }
            }
            if let position = values["inputPosition"] {
                if ["top", "bottom"].contains(position) { giscus.inputPosition = position }
                else { problems.append(.error("'comments.giscus.inputPosition' must be top or bottom.", at: at(settings))) }
            }
            comments = .giscus(giscus)
        } else {
            var utterances = Comments.Utterances(repo: repo, label: values["label"])
            if let term = values["issueTerm"] {
                if mappings.contains(term) { utterances.issueTerm = term }
                else { problems.append(.error("'comments.utterances.issueTerm' must be one of \(mappings.joined(separator: ", ")).", at: at(settings))) }
            }
            comments = .utterances(utterances)
        }
        return (problems.contains { $0.severity == .error } ? nil : comments, problems)
    }
}

extension ConfigReader {
    /// Reads `menu: [{name: About, url: /about.html}, {name: GitHub, url: https://github.com/…}]`.
    static func readMenu(_ value: Node, at: (Node?) -> SourceLocation) -> ([SiteConfig.MenuItem], [Diagnostic]) {
        guard let items = value.sequence else {
            return ([], [.error("'menu' must be a list such as '[{name: About, url: /about.html}]'.", at: at(value))])
        }
        var menu: [SiteConfig.MenuItem] = []
        var problems: [Diagnostic] = []
        for item in items {
            guard let fields = item.mapping, let name = fields["name"].flatMap(YAMLValues.string), !name.isEmpty,
                  let url = fields["url"].flatMap(YAMLValues.string) else {
                problems.append(.error("A menu item has a 'name' and a 'url'.", at: at(item)))
                continue
            }
            for (key, _) in fields where key.scalar?.string != "name" && key.scalar?.string != "url" {
                problems.append(.error("Unknown key '\(key.scalar?.string ?? "")' in a menu item; it takes 'name' and 'url'.", at: at(key)))
            }
            switch SiteLink.read(url, allowsFolder: true) {
            case .success(let target): menu.append(SiteConfig.MenuItem(name: name, target: target))
            case .failure(let problem): problems.append(.error("The menu link '\(OutputPath.shown(url))' cannot be followed: \(problem).", at: at(fields["url"])))
            }
        }
        return (menu, problems)
    }
}
