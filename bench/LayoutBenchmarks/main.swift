// Layout engine benchmarks: `swift run -c release LayoutBenchmarks NAME`; bench/layout.sh runs them all.
// Each benchmark prints its figures; none is a test.

/// The benchmarks by name. Each file in this folder adds its entry here.
let benchmarks: [(name: String, run: () -> Void)] = [
    constraintBenchmark,
    flexBenchmark,
]

let requested = Set(CommandLine.arguments.dropFirst())
for benchmark in benchmarks where requested.isEmpty || requested.contains(benchmark.name) {
    print("== \(benchmark.name)")
    benchmark.run()
}
