// "Did you mean …?": the edit distance behind every suggestion, worked out by hand.
@testable import Blog
import Testing

struct SuggestionTests {
    @Test func aSwapOfNeighbouringLettersIsOneEdit() {
        #expect(Suggestion.distance("titel", "title") == 1)
        #expect(Suggestion.distance("abc", "abc") == 0)
        #expect(Suggestion.distance("", "abc") == 3)
        #expect(Suggestion.distance("kitten", "sitting") == 3)   // k→s, e→i, +g
        #expect(Suggestion.distance("ca", "abc") == 3)           // the optimal string alignment distance: no edit of a swapped pair
        #expect(Suggestion.closest(to: "titel", in: ["title", "tags"]) == "title")
        #expect(Suggestion.closest(to: "categry", in: ["category", "categoryId"]) == "category")
        #expect(Suggestion.closest(to: "zzzz", in: ["title"]) == nil)
    }
}
