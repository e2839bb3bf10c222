// swift-tools-version:6.1
// The `blog` package: a static blog generator with a layout engine for live diagrams.
// Dependencies point one way: BlogCLI → BlogServer → Blog → Diagram → Layout (and Blog → Highlight, TeXMath, Search → Parallel;
// Blog, Highlight and Search → ByteClasses; BlogCLI → LayoutJSON → Layout). Every import is declared here, and
// scripts/checks/imports.sh fails on one that is not. docs/architecture.md draws the map.
import PackageDescription
import Foundation

/// Release builds of `blog` allocate with jemalloc (Debian's libjemalloc-dev) instead of glibc's malloc, whose cost
/// per allocation grows with the heap (docs/development.md, "Allocator"). Only where it is installed, so that a
/// machine set up for an older `blog` (a publishing workflow written by `blog init`) still builds it, and never
/// in debug builds, which the sanitizers instrument with allocators of their own.
let jemallocLinkerSettings: [LinkerSetting] = {
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib", "/usr/local/lib"]
    guard folders.contains(where: { FileManager.default.fileExists(atPath: $0 + "/libjemalloc.so") }) else { return [] }
    return [.linkedLibrary("jemalloc", .when(platforms: [.linux], configuration: .release))]
}()

let package = Package(
    name: "blog",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "blog", targets: ["BlogCLI"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Blog", targets: ["Blog"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // TOML front matter (`+++` fences, as Hugo and Zola write it).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The preview server. swift-configuration support is left out: `blog serve` takes its settings from flags.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // libcurl's easy API, for `blog check --external` (URLSession, built on it, bounds neither time nor body).
        .systemLibrary(
            name: "CCurl",
            path: "Sources/CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // libxml2's parser, for `blog check` to read the feed and the sitemap as a feed reader would.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "Layout",
            // Rounding and floor/ceil come from libm; Layout imports no Foundation that would pull it in (its JSON
            // forms are LayoutJSON's).
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The JSON forms of flex layout cases (the browser-recorded fixtures) and of their frames, for the command
        // line (`blog layout frames`), the conformance tests and the fuzzers; Foundation's JSON stays out of Layout.
        .target(name: "LayoutJSON", dependencies: ["Layout"]),
        .target(name: "Diagram", dependencies: ["Layout"]),
        // Bytes classed eight at a time, for the word scans of Highlight and Search; depends on nothing.
        .target(name: "ByteClasses"),
        // Syntax highlighting of code blocks: one lexer per language family on a shared engine.
        .target(name: "Highlight", dependencies: ["ByteClasses"]),
        // TeX math (as posts write it between dollar signs) to MathML Core; depends on nothing.
        .target(name: "TeXMath"),
        // Work on every core: mapping over a collection (the build's steps, the search index), a value behind a lock.
        .target(name: "Parallel"),
        // Site search: the tokenizer and the index split into buckets.
        .target(name: "Search", dependencies: ["Parallel", "ByteClasses"]),
        .target(
            name: "Blog",
            dependencies: [
                "ByteClasses",
                "CCmarkGFM",
                "CCurl",
                "CLibXML2",
                "Diagram",
                "Highlight",
                "Parallel",
                "Search",
                "TeXMath",
                .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        .target(
            name: "BlogServer",
            dependencies: [
                "Blog",
                "Parallel",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "BlogCLI",
            dependencies: [
                "Blog",
                "BlogServer",
                "Diagram",
                "Layout",
                "LayoutJSON",
                "Parallel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: jemallocLinkerSettings
        ),
        .executableTarget(name: "LayoutBenchmarks", dependencies: ["Layout"], path: "bench/LayoutBenchmarks"),
        .executableTarget(name: "HighlightBenchmarks", dependencies: ["Highlight"], path: "bench/HighlightBenchmarks"),
        .executableTarget(name: "SearchBenchmarks", dependencies: ["Search"], path: "bench/SearchBenchmarks",
                          linkerSettings: jemallocLinkerSettings),
        // The seeded random generator the randomized tests of several targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "LayoutJSON", "TestSupport"], exclude: ["Fixtures"]),
        // swift-mustache is the reference the theme renderer is tested against (TemplateRendererTests).
        .testTarget(
            name: "BlogTests",
            dependencies: ["Blog", "Diagram", "Parallel", "Search", .product(name: "Mustache", package: "swift-mustache")],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "BlogServerTests", dependencies: ["BlogServer", "Blog"]),
        .testTarget(name: "DiagramTests", dependencies: ["Diagram", "Layout", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight", "TestSupport"], exclude: ["Corpus"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "TestSupport"], exclude: ["tokenizer-cases.json"]),
        .testTarget(name: "TeXMathTests", dependencies: ["TeXMath"], exclude: ["Fixtures"]),
    ]
)

// The fuzz targets (Fuzz/README.md), only when asked for: they are built with `-sanitize=fuzzer` by scripts/fuzz,
// which gives them libFuzzer's `main`; an ordinary build has none for them.
if ProcessInfo.processInfo.environment["BLOG_FUZZ"] != nil {
    package.targets.append(.executableTarget(
        name: "BlogFuzz",
        dependencies: ["Blog", "Diagram", "Layout", "LayoutJSON"],
        path: "Fuzz/Sources"
    ))
}
