// Every `layout` example in docs/layout-language.md parses cleanly, info string included.
import Foundation
import Testing
@testable import Diagram

@Suite struct DocsExamplesTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/layout-language.md").standardized

    /// The fenced blocks whose info string starts with `layout`: (info string, content, line of the fence).
    static func layoutBlocks(in text: String) -> [(info: String, content: String, line: Int)] {
        var blocks: [(String, String, Int)] = []
        var current: (info: String, lines: [String], line: Int)?
        var fenceDepth = 0 // inside a ```` block, ``` lines are content
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("````") { fenceDepth = fenceDepth == 0 ? 1 : 0; continue }
            guard fenceDepth == 0 else { continue }
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append((block.info, block.lines.joined(separator: "\n"), block.line))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [], offset + 1)
                }
            } else {
                current?.lines.append(String(line))
            }
        }
        return blocks.filter { $0.0.hasPrefix("layout") }
    }

    @Test func everyExampleParses() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        let blocks = Self.layoutBlocks(in: text)
        #expect(blocks.count >= 15, "found only \(blocks.count) layout examples")
        for block in blocks {
            let options = DiagramOptions.parse(infoString: block.info)
            #expect(options.errors.isEmpty, "docs line \(block.line): \(options.errors)")
            let parsed = Parser.parse(block.content)
            #expect(parsed.errors.isEmpty, "docs line \(block.line): \(parsed.errors)")
        }
    }

    /// The reference shows what each example draws, so each must lay out with the engine, without errors.
    @Test func everyExampleRenders() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        for block in Self.layoutBlocks(in: text) {
            let result = DiagramPipeline(lowering: EngineLowering()).render(source: block.content, infoString: block.info)
            #expect(result.isSuccess, "docs line \(block.line): \(result.blockErrors.map(\.description))")
        }
    }
}
