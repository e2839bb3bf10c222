// The fuzzer's entry point: picks the target named by BLOG_FUZZ_TARGET and runs libFuzzer's driver on it.
// Built with `-sanitize=fuzzer` (scripts/fuzz), which links libFuzzer; the driver takes libFuzzer's flags.
import Foundation

/// libFuzzer's driver: parses its flags from the command line and calls `test` with each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

let targetName = ProcessInfo.processInfo.environment["BLOG_FUZZ_TARGET"] ?? ""
guard let target = fuzzTargets[targetName] else {
    let names = fuzzTargets.keys.sorted().joined(separator: ", ")
    FileHandle.standardError.write(Data("BLOG_FUZZ_TARGET must name a target: \(names) (got '\(targetName)')\n".utf8))
    exit(2)
}
let selectedTarget = target

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { bytes, count in
    selectedTarget(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
})
