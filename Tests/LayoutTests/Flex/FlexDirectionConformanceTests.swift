// Runs the browser-recorded `*_direction_rtl` cases of ../shared/fixtures/flexbox-web, which carry the `direction: rtl`
// their pages set, against the frames the browser recorded.
import Foundation
import Testing
@testable import Layout
@testable import LayoutJSON

struct FlexDirectionConformanceTests {
    /// The nodes on which each case's page (Taffy's `test_fixtures/flex/<name>.html`) sets `direction: rtl`
    /// in its inline style, as index paths from the root (`[]`: the root, `#test-root`).
    static let rtlNodes: [String: [[Int]]] = [
        "flex_absolute_direction_rtl": [[]],
        "flex_direction_row_direction_rtl": [[]],
        "flex_direction_row_reverse_direction_rtl": [[]],
        "flex_justify_content_center_direction_rtl": [[]],
        "flex_justify_content_end_direction_rtl": [[]],
        "flex_nested_direction_rtl": [[]],
        "flex_wrap_direction_rtl": [[]],
    ]

    /// The case's JSON with `direction` set on the nodes at `paths` and, when `others` is given, on every
    /// other node too.
    static func withDirection(_ json: [String: Any], rtlAt paths: [[Int]], others: String?) -> [String: Any] {
        func visit(_ node: [String: Any], path: [Int]) -> [String: Any] {
            var node = node
            var style = node["style"] as? [String: Any] ?? [:]
            if paths.contains(path) { style["direction"] = "rtl" } else if let others { style["direction"] = others }
            node["style"] = style
            if let children = node["children"] as? [[String: Any]] {
                node["children"] = children.enumerated().map { visit($0.element, path: path + [$0.offset]) }
            }
            return node
        }
        var result = json
        result["root"] = visit(json["root"] as? [String: Any] ?? [:], path: [])
        return result
    }

    /// The `direction` each node of a case's JSON sets, by index path from the root.
    static func directions(_ json: [String: Any]) -> [[Int]: String] {
        var found: [[Int]: String] = [:]
        func visit(_ node: [String: Any], path: [Int]) {
            if let direction = (node["style"] as? [String: Any])?["direction"] as? String { found[path] = direction }
            for (index, child) in (node["children"] as? [[String: Any]] ?? []).enumerated() { visit(child, path: path + [index]) }
        }
        visit(json["root"] as? [String: Any] ?? [:], path: [])
        return found
    }

    /// The recording ran each page inside an element of class `ltr` (then `rtl`), whose rule `.ltr * {
    /// direction: ltr }` in Taffy's test_base_style.css sets the direction of every node the page leaves
    /// unset: in the LTR frames, only the nodes listed above are right to left, and their descendants are
    /// left to right again (the one case where it shows is flex_nested_direction_rtl). The fixture, re-converted
    /// on 2026-11-28, now carries the `direction` the pages set, exactly on these nodes, and `FlexCase` gives
    /// the other nodes the run's direction: each case passes as recorded, in both runs.
    @Test(.enabled(if: FlexConformanceTests.present("flexbox-web"), "../shared/fixtures/flexbox-web is absent"))
    func rtlCasesPassAsRecorded() throws {
        let data = try Data(contentsOf: FlexConformanceTests.fixtures("flexbox-web").appendingPathComponent("taffy-web.json"))
        let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        var seen: Set<String> = []
        for (index, json) in cases.enumerated() {
            guard let name = json["name"] as? String, let paths = Self.rtlNodes[name] else { continue }
            seen.insert(name)
            // The recording's own `direction` keys are where the pages put them, and nowhere else.
            #expect(Self.directions(json) == Dictionary(uniqueKeysWithValues: paths.map { ($0, "rtl") }), "\(name)'s direction keys")
            let expected = try #require(json["expected"] as? [String: [String: Any]])
            let recorded = try FlexCase(json: json, index: index)
            let ltr = recorded.frames(direction: .ltr)
            #expect(FlexConformanceTests.matches(ltr, try #require(expected["ltr"])), "\(name) in LTR: \(ltr)")
            let rtl = recorded.frames(direction: .rtl)
            #expect(FlexConformanceTests.matches(rtl, try #require(expected["rtl"])), "\(name) in RTL: \(rtl)")
        }
        #expect(seen == Set(Self.rtlNodes.keys), "cases missing from the fixture: \(Set(Self.rtlNodes.keys).subtracting(seen).sorted())")
    }

    /// Without the `.ltr *` rule (laid out as a tree, not as a fixture case, whose unset nodes take the run's
    /// direction), the descendants of a right-to-left root inherit its direction: the nested case's inner item then
    /// sits at the right of its parent, where the RTL recording has it.
    @Test(.enabled(if: FlexConformanceTests.present("flexbox-web"), "../shared/fixtures/flexbox-web is absent"))
    func nestedCaseInheritsTheRootsDirection() throws {
        let data = try Data(contentsOf: FlexConformanceTests.fixtures("flexbox-web").appendingPathComponent("taffy-web.json"))
        let cases = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let index = try #require(cases.firstIndex { $0["name"] as? String == "flex_nested_direction_rtl" })
        let expected = try #require(cases[index]["expected"] as? [String: [String: Any]])
        let flexCase = try FlexCase(json: Self.withDirection(cases[index], rtlAt: [[]], others: nil), index: index)
        let tree = flexCase.root()
        tree.layout(available: flexCase.available, direction: .ltr)
        #expect(FlexConformanceTests.matches(FlexCase.frames(of: tree), try #require(expected["rtl"])))
    }
}
