// Runs every browser-recorded flexbox case, LTR and RTL, against the engine: ../shared/fixtures/flexbox (Yoga's
// profile) and ../shared/fixtures/flexbox-web (CSS's own defaults), each with its exact known-failures list.
import Foundation
import Testing
@testable import Layout
@testable import LayoutJSON

struct FlexConformanceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static func fixtures(_ folder: String) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/\(folder)")
    }
    static func knownFailuresFile(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/LayoutTests/Fixtures/\(name)")
    }
    /// Whether the shared fixtures sit beside the project root (a test that needs them is skipped, and
    /// says so, where they are absent).
    static func present(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: fixtures(folder).path)
    }

    /// Whether two frame trees agree within 0.01 everywhere, the expected frame rounded to whole points as the fixtures'
    /// README says every value is (one recording kept Chrome's 1/64 px units: 25.125, 9.5625).
    static func matches(_ actual: [String: Any], _ expected: [String: Any]) -> Bool {
        for key in ["left", "top", "width", "height"] {
            guard let a = actual[key] as? Double, let e = expected[key] as? Double, abs(a - e.rounded()) <= 0.01 else { return false }
        }
        let actualChildren = actual["children"] as? [[String: Any]] ?? []
        let expectedChildren = expected["children"] as? [[String: Any]] ?? []
        guard actualChildren.count == expectedChildren.count else { return false }
        return zip(actualChildren, expectedChildren).allSatisfy { matches($0, $1) }
    }

    /// The names listed in a known-failures file (`name — reason` per line, `#` comments).
    static func knownFailures(_ file: URL) throws -> Set<String> {
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return String(trimmed.split(separator: " ", maxSplits: 1).first ?? "")
        })
    }

    @Test(.enabled(if: present("flexbox"), "../shared/fixtures/flexbox is absent"))
    func browserRecordedCases() throws {
        try check(folder: "flexbox", knownFailures: "flex-known-failures.txt")
    }

    @Test(.enabled(if: present("flexbox-web"), "../shared/fixtures/flexbox-web is absent"))
    func browserRecordedCasesWithTheWebsDefaults() throws {
        try check(folder: "flexbox-web", knownFailures: "flex-web-known-failures.txt")
    }

    /// Every case of `folder` in LTR and RTL: the failing ones must be exactly those `knownFailures` lists.
    func check(folder: String, knownFailures: String) throws {
        let directory = Self.fixtures(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        var passed: [String: Int] = [:], total: [String: Int] = [:]
        var failing: [String] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
            for (index, json) in cases.enumerated() {
                let group = json["group"] as? String ?? file
                total[group, default: 0] += 1
                // A case the engine cannot read (a keyword it does not know yet) fails, and must be listed as such.
                guard let flexCase = try? FlexCase(json: json, index: index) else {
                    failing.append(json["name"] as? String ?? "#\(index)")
                    continue
                }
                let expected = try #require(json["expected"] as? [String: [String: Any]])
                let ok = [(FlexTextDirection.ltr, "ltr"), (.rtl, "rtl")].allSatisfy { direction, key in
                    expected[key].map { Self.matches(flexCase.frames(direction: direction), $0) } ?? true
                }
                if ok { passed[group, default: 0] += 1 } else { failing.append(flexCase.name) }
            }
        }
        for group in total.keys.sorted() { print("\(folder) conformance \(group): \(passed[group] ?? 0)/\(total[group] ?? 0)") }
        print("\(folder) conformance: \(passed.values.reduce(0, +))/\(total.values.reduce(0, +)) cases pass in LTR and RTL")
        let known = try Self.knownFailures(Self.knownFailuresFile(knownFailures))
        let unexpected = failing.filter { !known.contains($0) }
        let fixed = known.subtracting(failing).sorted()
        #expect(unexpected.isEmpty, "failing cases not in \(knownFailures): \(unexpected.sorted())")
        #expect(fixed.isEmpty, "cases listed in \(knownFailures) that now pass (remove them): \(fixed)")
    }
}
