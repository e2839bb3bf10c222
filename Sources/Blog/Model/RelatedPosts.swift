// Each post's related posts: the few that share most of its tags and categories, nearest in time first.

/// Related posts, chosen when the site is built from what posts share: a shared tag counts `tagWeight`, a shared
/// category `categoryWeight` (a tag says more about a post than a category, which holds many). The posts with the
/// highest sum come first; among equals the one nearest in time, then the newer. A post that shares nothing is never
/// related.
///
/// Each term's posts are looked at only within `window` posts of the post on either side in the term's list (which
/// is newest first): a category holding every post of a 10,000-post site would otherwise make the choice quadratic.
/// So a related post is also a post of about the same time when a term is large, as a reader would pick it.
enum RelatedPosts {
    static let count = 3
    static let tagWeight = 2
    static let categoryWeight = 1
    static let window = 100

    /// For each of `posts` (newest first), the indexes of its related posts, best first. `categories` and `tags` are
    /// the site's terms, whose `postIndexes` are ascending.
    static func choose(for posts: [PlacedPost], categories: [Term], tags: [Term]) -> [[Int]] {
        var termsByPost = Array(repeating: [(postIndexes: [Int], weight: Int)](), count: posts.count)
        for (terms, weight) in [(tags, tagWeight), (categories, categoryWeight)] {
            for term in terms where term.postIndexes.count > 1 {
                for post in term.postIndexes { termsByPost[post].append((term.postIndexes, weight)) }
            }
        }
        var scores = Array(repeating: 0, count: posts.count)
        var touched: [Int] = []
        return posts.indices.map { index in
            for (members, weight) in termsByPost[index] {
                let position = members.lowerBound(of: index)
                for other in members[max(0, position - window)..<min(members.count, position + window + 1)] where other != index {
                    if scores[other] == 0 { touched.append(other) }
                    scores[other] += weight
                }
            }
            let instant = posts[index].instant
            func distance(_ other: Int) -> UInt { posts[other].instant.subtractingReportingOverflow(instant).partialValue.magnitude }
            /// Whether `a` ranks before `b`: more shared, then nearer in time, then newer.
            func ranksBefore(_ a: Int, _ b: Int) -> Bool {
                if scores[a] != scores[b] { return scores[a] > scores[b] }
                if distance(a) != distance(b) { return distance(a) < distance(b) }
                return a < b
            }
            // The best `count` in one pass: sorting every candidate took 3% of a 10,000-post build's CPU time.
            var best: [Int] = []
            best.reserveCapacity(count + 1)
            for other in touched where best.count < count || ranksBefore(other, best[best.count - 1]) {
                var slot = best.count
                while slot > 0, ranksBefore(other, best[slot - 1]) { slot -= 1 }
                best.insert(other, at: slot)
                if best.count > count { best.removeLast() }
            }
            for other in touched { scores[other] = 0 }
            touched.removeAll(keepingCapacity: true)
            return best
        }
    }
}
