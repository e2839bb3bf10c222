// Runs every browser-recorded flexbox case in ../shared/fixtures/flexbox, LTR and RTL, against the engine.
import Foundation
import Testing
@testable import Layout

struct FlexConformanceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/flexbox")
    static let knownFailuresFile = packageRoot.appendingPathComponent("Tests/LayoutTests/Fixtures/flex-known-failures.txt")

    /// Whether two frame trees agree within 0.01 everywhere.
    static func matches(_ actual: [String: Any], _ expected: [String: Any]) -> Bool {
        for key in ["left", "top", "width", "height"] {
            guard let a = actual[key] as? Double, let e = expected[key] as? Double, abs(a - e) <= 0.01 else { return false }
        }
        let actualChildren = actual["children"] as? [[String: Any]] ?? []
        let expectedChildren = expected["children"] as? [[String: Any]] ?? []
        guard actualChildren.count == expectedChildren.count else { return false }
        return zip(actualChildren, expectedChildren).allSatisfy { matches($0, $1) }
    }

    /// The names listed in the known-failures file (`name — reason` per line, `#` comments).
    static func knownFailures() throws -> Set<String> {
        let text = (try? String(contentsOf: knownFailuresFile, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return String(trimmed.split(separator: " ", maxSplits: 1).first ?? "")
        })
    }

    @Test func browserRecordedCases() throws {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path) else {
            print("FlexConformanceTests: skipped: \(Self.fixtures.path) is absent (the shared fixtures sit beside the project root)")
            return
        }
        var passed: [String: Int] = [:], total: [String: Int] = [:]
        var failing: [String] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(file))
            let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            for (index, json) in cases.enumerated() {
                let group = json["group"] as? String ?? file
                let flexCase = try FlexCase(json: json, index: index)
                let expected = try #require(json["expected"] as? [String: [String: Any]])
                let ok = [(FlexTextDirection.ltr, "ltr"), (.rtl, "rtl")].allSatisfy { direction, key in
                    expected[key].map { Self.matches(flexCase.frames(direction: direction), $0) } ?? true
                }
                total[group, default: 0] += 1
                if ok { passed[group, default: 0] += 1 } else { failing.append(flexCase.name) }
            }
        }
        for group in total.keys.sorted() { print("flex conformance \(group): \(passed[group] ?? 0)/\(total[group] ?? 0)") }
        print("flex conformance: \(passed.values.reduce(0, +))/\(total.values.reduce(0, +)) cases pass in LTR and RTL")
        let known = try Self.knownFailures()
        let unexpected = failing.filter { !known.contains($0) }
        let fixed = known.subtracting(failing).sorted()
        #expect(unexpected.isEmpty, "failing cases not in flex-known-failures.txt: \(unexpected.sorted())")
        #expect(fixed.isEmpty, "cases listed in flex-known-failures.txt that now pass (remove them): \(fixed)")
    }
}
