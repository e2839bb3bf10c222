// Highlighter throughput: `swift run -c release HighlightBenchmarks [CORPUS_DIR]`; bench/highlight.sh runs it.
// Prints MB/s per language on the test corpus and on hostile inputs of 1 and 4 MB (linear time shows as a
// steady rate at both sizes). A benchmark, not a test.
import Foundation
import Highlight

let corpus = CommandLine.arguments.dropFirst().first ?? "Tests/HighlightTests/Corpus"
let clock = ContinuousClock()

/// Seconds to render `code` as `language`, best of three.
func seconds(_ code: String, _ language: String) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = clock.now
        let html = CodeBlockHTML.render(code, language: language, options: CodeBlockOptions())
        precondition(!html.isEmpty)
        let elapsed = clock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
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
