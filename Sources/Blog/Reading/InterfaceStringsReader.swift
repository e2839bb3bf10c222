// Reading a site's i18n/<lang>.yml: its own words for the theme's interface strings, over the built-in tables.
import Yams

/// Parses one `i18n/<lang>.yml`: a mapping of keys to texts (`readMore: 继续阅读`) or, for a number's text, to one text
/// per CLDR plural category (`postCount: {one: "{count} post", other: "{count} posts"}`).
enum InterfaceStringsReader {
    /// At most this many nested `[`/`{` (Yams composes them by recursion) and this many values with aliases expanded.
    static let maxDepth = 8
    static let maxNodes = 10_000

    /// The entries of `text` (the file at `path`); problems go to `diagnostics`, and a file with an error gives none.
    static func read(_ text: String, path: String, diagnostics: inout [Diagnostic]) -> [String: InterfaceStrings.Entry] {
        let locator = YAMLLocator(text: text, path: path, firstLine: 1)
        if let offset = YAMLValues.flowNestingPastLimit(text, limit: maxDepth) {
            var counter = LineColumnCounter()
            for scalar in text.unicodeScalars.prefix(offset) { counter.advance(over: scalar) }
            diagnostics.append(.error("This file nests lists or mappings more than \(maxDepth) deep; an interface string is a text or a mapping of plural forms to texts.",
                                      at: SourceLocation(path: path, line: counter.line, column: counter.column)))
            return [:]
        }
        let root: Node?
        do { root = try YAMLValues.compose(text) } catch {
            diagnostics.append(YAMLErrors.diagnostic(for: error, at: locator))
            return [:]
        }
        guard let root, !(root.scalar.map { $0.string.isEmpty || $0.string == "~" || $0.string == "null" } ?? false) else { return [:] }
        func at(_ node: Node) -> SourceLocation { locator.location(node.mark) }
        if YAMLValues.expandedSize(root, nodeLimit: maxNodes, byteLimit: 1 << 20).nodes > maxNodes {
            diagnostics.append(.error("This file holds more than \(maxNodes) values once its aliases (*name) are expanded.", at: at(root)))
            return [:]
        }
        guard let mapping = root.mapping else {
            diagnostics.append(.error("An i18n file must map keys to texts ('readMore: Read more').", at: at(root)))
            return [:]
        }
        var entries: [String: InterfaceStrings.Entry] = [:]
        var failed = false
        let english = InterfaceStrings.table(.english)
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string, !key.isEmpty else {
                diagnostics.append(.error("A key must be a name such as 'readMore'.", at: at(keyNode)))
                failed = true
                continue
            }
            if let text = value.scalar?.string {
                // A number's text written once is its text for every count (Chinese and Japanese have one form).
                if case .plural = english[key] { entries[key] = .plural([.other: text]) } else { entries[key] = .text(text) }
            } else if let forms = value.mapping {
                var plural: [PluralCategory: String] = [:]
                for (formNode, formValue) in forms {
                    guard let name = formNode.scalar?.string, let category = PluralCategory(rawValue: name) else {
                        diagnostics.append(.error("'\(formNode.scalar?.string ?? "?")' is no plural form; the forms are \(PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")).", at: at(formNode)))
                        failed = true
                        continue
                    }
                    guard let text = formValue.scalar?.string else {
                        diagnostics.append(.error("The '\(name)' form of '\(key)' must be a text.", at: at(formValue)))
                        failed = true
                        continue
                    }
                    plural[category] = text
                }
                guard plural[.other] != nil else {
                    diagnostics.append(.error("'\(key)' needs an 'other' form, the one every language has.", at: at(value)))
                    failed = true
                    continue
                }
                entries[key] = .plural(plural)
            } else {
                diagnostics.append(.error("'\(key)' must be a text or a mapping of plural forms to texts.", at: at(value)))
                failed = true
            }
        }
        return failed ? [:] : entries
    }
}
