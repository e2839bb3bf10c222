// Highlighter throughput: `swift run -c release HighlightBenchmarks [CORPUS_DIR]`; bench/highlight.sh runs it.
// Prints MB/s per language on the test corpus and on hostile inputs of 1 and 4 MB (linear time shows as a
// steady rate at both sizes). With `--blocks DIR` (files named `N.LANGUAGE`, one code block each, as
// bench/highlight.sh extracts them from its corpus) it times lexing all of them, then lexing and writing them.
// A benchmark, not a test.
import Foundation
import Highlight

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--blocks" {
    let folder = URL(fileURLWithPath: CommandLine.arguments[2])
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let blocks = try names.map { name in
        let code = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return (code: code, bytes: Array(code.utf8), language: String(name.split(separator: ".").last ?? ""))
    }
    let bytes = blocks.reduce(0) { $0 + $1.code.utf8.count }
    var lexing = Double.infinity, writing = Double.infinity
    // Summed, so that nothing is optimized away, and printed, so that two versions can be checked for the same result.
    var checksum = 0
    for _ in 0..<5 {
        var start = clock.now
        for block in blocks { checksum &+= CodeBlockHTML.tokens(block.code, language: block.language)?.count ?? 0 }
        lexing = min(lexing, seconds(clock.now - start))
        start = clock.now
        // The HTML as the build makes it: UTF-8 bytes from the block's bytes (the build puts them into the post's text,
        // which is checked as UTF-8 once, whole), not a `String` of each block.
        for block in blocks {
            checksum &+= CodeBlockHTML.utf8(of: block.bytes, language: block.language, options: CodeBlockOptions()).count
        }
        writing = min(writing, seconds(clock.now - start))
    }
    print(String(format: "%d blocks, %.1f MB: lexing %.1f ms, lexing and writing HTML %.1f ms (best of 5; checksum %d)",
                 blocks.count, Double(bytes) / 1e6, lexing * 1000, writing * 1000, checksum))
    exit(0)
}

let corpus = CommandLine.arguments.dropFirst().first ?? "Tests/HighlightTests/Corpus"

/// Seconds to render `code` as `language`, best of three.
func seconds(_ code: String, _ language: String) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = clock.now
        let html = CodeBlockHTML.render(code, language: language, options: CodeBlockOptions())
        precondition(!html.isEmpty)
        best = min(best, seconds(clock.now - start))
    }
    return best
}

func rate(_ bytes: Int, _ seconds: Double) -> String { String(format: "%7.1f MB/s", Double(bytes) / seconds / 1e6) }

print("language        corpus        1 MB line      4 MB line      1 MB nested")
for language in Languages.names {
    let folder = URL(fileURLWithPath: corpus).appendingPathComponent(language == "objective-c" ? "objc" : language == "objective-c++" ? "objcpp" : language == "makefile" ? "make" : language == "dockerfile" ? "docker" : language)
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    var text = files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    // Repeat the corpus to at least 1 MB so the rate is not noise.
    if !text.isEmpty { text = String(repeating: text + "\n", count: max(1, 1_000_000 / max(1, text.utf8.count))) }
    let line1 = String(repeating: "abc \"de\" 12 // ", count: 1_000_000 / 15)
    let line4 = String(repeating: line1, count: 4)
    let nested = String(repeating: "(\"\\(", count: 250_000)
    let cells = [text.isEmpty ? "      —      " : rate(text.utf8.count, seconds(text, language)),
                 rate(line1.utf8.count, seconds(line1, language)), rate(line4.utf8.count, seconds(line4, language)),
                 rate(nested.utf8.count, seconds(nested, language))]
    print(language.padding(toLength: 14, withPad: " ", startingAt: 0), cells.joined(separator: "   "))
}
