// `blog layout frames` input that used to fail the whole file or exhaust the stack: errors name the case and path.
import Foundation
import Testing
@testable import Layout
@testable import LayoutJSON

/// The (first) error `FlexCase.addingActualFrames` gives for the JSON text `json`, or nil when every case is read.
private func framesError(_ json: String) -> String? {
    do { return try FlexCase.addingActualFrames(to: Data(json.utf8)).errors.first?.description } catch { return error.description }
}

/// A node nested `levels` deep below the root, as JSON.
private func nestedNode(_ levels: Int) -> String {
    String(repeating: #"{"children": ["#, count: levels) + "{}" + String(repeating: "]}", count: levels)
}

@Suite struct FlexJSONLimitsTests {
    @Test func hugeValuesAreRefusedWithTheCaseAndPath() {
        #expect(framesError(#"[{"name": "ok", "root": {}}, {"name": "big", "root": {"children": [{"style": {"width": 1e308}}]}}]"#)
                == "case 'big': root.children[0].style.width: must be a finite number of at most 10^9 in size, not 1e+308")
        #expect(framesError(#"[{"name": "grow", "root": {"style": {"flexGrow": 1e10}}}]"#)
                == "case 'grow': root.style.flexGrow: must be a non-negative number of at most 10^9, not 10000000000.0")
        #expect(framesError(#"[{"name": "pct", "root": {"style": {"width": "1e300%"}}}]"#)
                == "case 'pct': root.style.width: '1e300%' is too large; percentages are at most 10^9 in size")
        #expect(framesError(#"[{"name": "room", "available": {"width": 1e300}, "root": {}}]"#)
                == "case 'room': available.width must be a non-negative number of at most 10^9 or null, not 1e+300")
    }

    /// A bad value that is an object or an array is named by its kind, not printed: a collection's printed
    /// form lists its keys in an order that changes from one decoding to the next (the fuzzer found the same
    /// file giving two different messages).
    @Test func badObjectsAndArraysGiveTheSameMessageEveryTime() {
        let json = #"[{"name": "o", "available": {"width": {"a": 1, "b": 2, "c": 3, "d": 4, "e": 5}}, "root": {}},"#
            + #" {"name": "a", "root": {"style": {"width": [1, 2]}}}, {"name": "s", "root": {"style": {"flexGrow": "x"}}}]"#
        let messages = (0..<20).map { _ in (try? FlexCase.addingActualFrames(to: Data(json.utf8)))?.errors.map(\.description) ?? [] }
        #expect(messages.first == [
            "case 'o': available.width must be a non-negative number of at most 10^9 or null, not an object",
            "case 'a': root.style.width: must be a number or a string, not an array",
            "case 's': root.style.flexGrow: must be a non-negative number of at most 10^9, not 'x'",
        ])
        #expect(Set(messages).count == 1)
    }

    @Test func valuesAtTheLimitLayOutAndPrint() throws {
        let output = try FlexCase.addingActualFrames(to: Data(#"[{"name": "edge", "root": {"style": {"width": 1e9, "height": -0.0, "marginLeft": -1e9}}}]"#.utf8)).json
        let cases = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        let ltr = try #require((cases.first?["actual"] as? [String: Any])?["ltr"] as? [String: Any])
        #expect(ltr["width"] as? Double == 1e9)
    }

    /// One bad case never hides the others: they are laid out and printed, each bad one is an error naming
    /// the case and the JSON path of the bad value.
    @Test func aBadCaseIsAnErrorAndTheOthersAreStillLaidOut() throws {
        let result = try FlexCase.addingActualFrames(to: Data(#"""
            [{"name": "first", "root": {"style": {"width": 10, "height": 10}}},
             {"name": "bad", "root": {"children": [{"style": {"aspectRatio": -1}}]}},
             {"name": "auto", "root": {"style": {"width": 10, "aspectRatio": 0}}},
             {"name": "typo", "root": {"style": {"widht": 3}}}]
            """#.utf8))
        #expect(result.errors.map(\.description) == [
            "case 'bad': root.children[0].style.aspectRatio: must be a non-negative number of at most 10^9, not -1",
            "case 'typo': root.style: unknown key 'widht'",
        ])
        let cases = try #require(try JSONSerialization.jsonObject(with: result.json) as? [[String: Any]])
        #expect(cases.compactMap { $0["name"] as? String } == ["first", "auto"])
        // `aspectRatio: 0` is CSS's `auto`: no ratio, so the height is the content's, 0.
        let auto = try #require((cases[1]["actual"] as? [String: Any])?["ltr"] as? [String: Any])
        #expect(auto["width"] as? Double == 10 && auto["height"] as? Double == 0)
    }

    @Test func nonFiniteFramesAreWrittenAsNull() {
        let node = FlexNode()
        node.frame = Rect(x: .nan, y: 0, width: .infinity, height: 1)
        let frames = FlexCase.frames(of: node)
        #expect(frames["left"] is NSNull)
        #expect(frames["width"] is NSNull)
        #expect(frames["height"] as? Double == 1)
        #expect((try? JSONSerialization.data(withJSONObject: frames)) != nil)
    }

    @Test func deepTreesAreAnErrorNamingTheNode() {
        let limit = LayoutLimits.maximumDepth
        #expect(framesError(#"[{"name": "fits", "root": "# + nestedNode(limit) + "}]") == nil)
        let path = "root" + String(repeating: ".children[0]", count: limit + 1)
        #expect(framesError(#"[{"name": "deep", "root": "# + nestedNode(limit + 1) + "}]")
                == "case 'deep': \(path): the tree is deeper than \(limit) levels below the root")
    }

    @Test func deepJSONIsAnErrorAtItsLineAndColumn() {
        // 900 and 100,000 levels: refused by the scan before Foundation's parser (which would give no position).
        for levels in [900, 100_000] {
            let json = "[{\"name\": \"a\", \"root\": {}},\n {\"name\": \"b\", \"root\": " + nestedNode(levels) + "}]"
            // Line 2 opens the second case at column 2 (nesting 2) and its root at column 24 (nesting 3); each level
            // below adds 2 nestings in 14 columns, so nesting 137 is the '{' of level 67, at column 24 + 67 * 14.
            #expect(framesError(json) == "case '#1': line 2, column \(24 + 67 * 14): the JSON nests deeper than "
                    + "\(JSONNestingCheck.maximumNesting) levels; a layout tree is at most \(LayoutLimits.maximumDepth) levels deep")
        }
        #expect(JSONNestingCheck.error(in: Array(#"["[[[[", {"a": "]]]]"}]"#.utf8)) == nil, "brackets in strings do not count")
    }
}
