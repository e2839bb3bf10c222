// The search index's own cost: `SearchBenchmarks SITE_DIR [ROUNDS]`; bench/search.sh runs it on the site it built.
// Reads the body of every post page a build wrote (`<div class="post-body">` to `</article>`), then makes the
// index files of those documents ROUNDS times and prints the best and median time and the documents' size. The
// build's figure is noisy on a shared machine; this one is CPU alone, to compare two versions of the indexer.
// A benchmark, not a test.
import Foundation
import Search

let arguments = CommandLine.arguments.dropFirst()
guard let site = arguments.first else {
    FileHandle.standardError.write(Data("usage: SearchBenchmarks SITE_DIR [ROUNDS]\n".utf8))
    exit(2)
}
let rounds = max(1, arguments.dropFirst().first.flatMap { Int($0) } ?? 7)

/// The post bodies under `site`, in path order.
func postBodies(in site: String) -> [(path: String, html: String)] {
    let root = URL(fileURLWithPath: site)
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var bodies: [(path: String, html: String)] = []
    for case let url as URL in walker where url.pathExtension == "html" {
        guard let page = try? String(contentsOf: url, encoding: .utf8),
              let start = page.range(of: "<div class=\"post-body\">"),
              let end = page.range(of: "</article>", range: start.upperBound..<page.endIndex),
              page.range(of: "<div class=\"post-body\">", range: start.upperBound..<page.endIndex) == nil else { continue }
        bodies.append((String(url.path.dropFirst(root.path.count + 1)), String(page[start.upperBound..<end.lowerBound])))
    }
    return bodies.sorted { $0.path < $1.path }
}

let bodies = postBodies(in: site)
guard !bodies.isEmpty else {
    FileHandle.standardError.write(Data("\(site): no post pages (<div class=\"post-body\"> once per page)\n".utf8))
    exit(1)
}
let documents = bodies.map { body in
    SearchDocument(url: body.path, title: body.path, date: "", categories: [], text: "", html: body.html)
}
let clock = ContinuousClock()
var times: [Double] = []
var output = 0
for _ in 0..<rounds {
    let start = clock.now
    let files = SearchIndex.files(for: documents)
    let elapsed = clock.now - start
    output = files.reduce(0) { $0 + $1.bytes.count }
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}
times.sort()
let input = bodies.reduce(0) { $0 + $1.html.utf8.count }
print(String(format: "index of %d posts (%.1f MB of HTML, %.1f MB of index): best %.0f ms, median %.0f ms of %d rounds",
             bodies.count, Double(input) / 1e6, Double(output) / 1e6, times[0] * 1000, times[times.count / 2] * 1000, rounds))
