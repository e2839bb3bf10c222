// The fuzz targets: each a surface of the program and the promises checked on every input.
import Foundation

/// A surface the fuzzer feeds: parses or builds `input` and checks the program's promises about the result.
protocol FuzzTarget {
    /// The name `scripts/fuzz` and `BLOG_FUZZ_TARGET` use, also the name of its seed folder under Fuzz/Corpus.
    static var name: String { get }
    static func run(_ input: Data)
}

/// Every target's `run`, by name.
let fuzzTargets: [String: @Sendable (Data) -> Void] = [
    LayoutLanguageTarget.name: LayoutLanguageTarget.run,
    LayoutCodeTarget.name: LayoutCodeTarget.run,
    ConstraintSyntaxTarget.name: ConstraintSyntaxTarget.run,
    FlexJSONTarget.name: FlexJSONTarget.run,
    FrontMatterTarget.name: FrontMatterTarget.run,
    TemplateTarget.name: TemplateTarget.run,
    MPCMonthTarget.name: MPCMonthTarget.run,
    SiteTarget.name: SiteTarget.run,
    SiteCheckTarget.name: SiteCheckTarget.run,
]

