// A problem an import found in a source file, at a line; how an import prints its problems and counts.
import Foundation

/// A problem in a source file, at a line.
public struct ImportProblem: Hashable, Sendable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case warning, error
        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var severity: Severity
    /// The source file's path as shown to the user.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// One sentence.
    public var message: String
    /// What problems of this kind have in common, when many are reported as one line
    /// ("entries have no '#date'"); nil for problems that are always shown one by one.
    public var kind: String?

    public init(_ severity: Severity = .warning, path: String, line: Int, _ message: String, kind: String? = nil) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
        self.kind = kind
    }

    public var location: String { "\(path):\(line):1" }
    public var description: String { TerminalText.escaped("\(location): \(severity.rawValue): \(message)") }

    public static func < (a: ImportProblem, b: ImportProblem) -> Bool { (a.path, a.line, a.message) < (b.path, b.line, b.message) }
}

extension [ImportProblem] {
    /// The problems to print: each on its line, except that kinds reported more than `groupAbove` times
    /// are one line with their count and first locations (all of them when `verbose`).
    public func lines(verbose: Bool = false, groupAbove: Int = 3) -> [String] {
        let counts = Dictionary(grouping: self.compactMap(\.kind), by: { $0 }).mapValues(\.count)
        var lines: [String] = []
        var grouped = Set<String>()
        for problem in self {
            guard !verbose, let kind = problem.kind, let count = counts[kind], count > groupAbove else {
                lines.append(problem.description)
                continue
            }
            guard grouped.insert(kind).inserted else { continue }
            let first = self.filter { $0.kind == kind }.prefix(3).map(\.location)
            lines.append("\(problem.severity.rawValue): \(count) \(kind), first at \(first.joined(separator: ", ")) (--verbose lists them all).")
        }
        return lines
    }
}

/// Why an import could not run at all.
public struct ImportError: Error, CustomStringConvertible, Sendable {
    /// The path concerned.
    public var path: String
    /// What is wrong.
    public var message: String
    public var description: String { TerminalText.escaped("\(path): error: \(message)") }
}

/// `3 posts`, `1 entry`: a count and its noun.
func counted(_ n: Int, _ one: String, _ many: String? = nil) -> String {
    "\(n) \(n == 1 ? one : many ?? one + "s")"
}
