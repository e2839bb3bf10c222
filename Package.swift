// swift-tools-version:6.1
// The `blog` package: a static blog generator with a layout engine for live diagrams.
// Dependencies point one way: BlogCLI → BlogServer → Blog → Diagram → Layout.
import PackageDescription

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
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "Layout",
            // Rounding and floor/ceil come from libm; Layout imports no Foundation that would pull it in.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "Diagram", dependencies: ["Layout"]),
        .target(
            name: "Blog",
            dependencies: [
                "CCmarkGFM",
                "Diagram",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "BlogCLI",
            dependencies: [
                "Blog",
                "Diagram",
                "Layout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "LayoutBenchmarks", dependencies: ["Layout"], path: "Benchmarks/LayoutBenchmarks"),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"], exclude: ["Fixtures"]),
        .testTarget(name: "BlogTests", dependencies: ["Blog"], exclude: ["Fixtures"]),
        .testTarget(name: "DiagramTests", dependencies: ["Diagram"], exclude: ["Snapshots"]),
    ]
)
