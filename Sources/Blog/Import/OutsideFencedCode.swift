// Changing the lines of imported Markdown that are not fenced code (``` or ~~~ blocks), as link and formula rewriting do.
import Foundation

enum OutsideFencedCode {
    /// `markdown` with `transform` applied to each line outside fenced code blocks; fence lines and code are kept.
    static func mapLines(_ markdown: String, _ transform: (String) -> String) -> String {
        var fence: String?
        var lines: [String] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                lines.append(String(line))
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix { $0 == trimmed.first })
                lines.append(String(line))
            } else {
                lines.append(transform(String(line)))
            }
        }
        return lines.joined(separator: "\n")
    }
}
