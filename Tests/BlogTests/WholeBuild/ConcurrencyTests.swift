// Builds running at the same time in one process (tests, the preview server) do not disturb each other.
@testable import Blog
import Foundation
import Testing

struct ConcurrencyTests {
    @Test func concurrentBuildsProduceIdenticalSites() async throws {
        let site = try TestSite()
        let folders = (0..<4).map { site.root.appendingPathComponent("out\($0)") }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for folder in folders {
                group.addTask { _ = try await site.build(into: folder, builder: SiteBuilder(policy: .oneShot)) }
            }
            try await group.waitForAll()
        }
        let reference = TestSite.tree(folders[0])
        for folder in folders.dropFirst() {
            let tree = TestSite.tree(folder)
            for (path, data) in reference where tree[path] != data {
                Issue.record("\(path) differs: \(String(decoding: data, as: UTF8.self).count) vs \(String(decoding: tree[path] ?? Data(), as: UTF8.self).count)")
                let a = String(decoding: data, as: UTF8.self).split(separator: "\n"), b = String(decoding: tree[path] ?? Data(), as: UTF8.self).split(separator: "\n")
                for (x, y) in zip(a, b) where x != y { Issue.record("\(x)\n!=\n\(y)"); break }
            }
        }
    }
}
