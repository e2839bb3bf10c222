// Tests of slugs: spaces, case, punctuation, CJK, and names without letters.
import Testing
@testable import Blog

@Test(arguments: [
    ("Swift", "swift"),
    ("iOS UI Layout", "ios-ui-layout"),
    ("  Auto Layout -- Tips!  ", "auto-layout-tips"),
    ("编程", "编程"),
    ("UIKit 布局", "uikit-布局"),
    ("C++ & Objective-C", "c-objective-c"),
    ("2021 Review", "2021-review"),
])
func slugOfName(name: String, expected: String) {
    #expect(Slug.make(name) == expected)
}

@Test func namesThatDifferOnlyInCaseAndSpacingShareASlug() {
    #expect(Slug.make("Auto Layout") == Slug.make("auto  layout"))
}

@Test func nameWithoutLettersStillGetsAUniqueSlug() {
    #expect(Slug.make("++") == "2b2b")
    #expect(Slug.make("--") == "2d2d")
}
