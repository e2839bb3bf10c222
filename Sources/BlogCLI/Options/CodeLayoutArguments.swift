// The options of `blog layout solve|render` for Objective-C and Swift files: language, screen, intrinsic sizes, defines.
import ArgumentParser
import Diagram
import Layout

/// Which reader a file gets, and what its code does not say.
struct CodeLayoutArguments: ParsableArguments {
    @Option(help: "Read the file as objc or swift code (default: by its extension, .m/.mm/.h or .swift; other files are in the constraint syntax).")
    var language: CodeLanguage?

    @Option(help: "For code: the root view's size, WIDTHxHEIGHT (default 375x667).")
    var screen: String?

    @Option(help: "For code: a view's intrinsic content size, NAME=WIDTHxHEIGHT (repeatable).")
    var intrinsic: [String] = []

    @Option(help: "For code: the value of a name the code uses, NAME=VALUE (repeatable).")
    var define: [String] = []

    /// The language of `path`: `--language`, else its extension; nil for a constraint or layout-language file.
    func language(of path: String) -> CodeLanguage? {
        if let language { return language }
        let lower = path.lowercased()
        if lower.hasSuffix(".swift") { return .swift }
        if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { return .objc }
        return nil
    }

    /// The reader's options, or the message for a malformed one.
    func options() throws(ValidationError) -> CodeLayoutOptions {
        var options = CodeLayoutOptions()
        if let screen {
            guard let size = Self.size(screen) else { throw ValidationError("--screen takes WIDTHxHEIGHT, like 375x667; found '\(screen)'") }
            options.screen = size
        }
        for entry in intrinsic {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let size = Self.size(String(parts[1])) else {
                throw ValidationError("--intrinsic takes NAME=WIDTHxHEIGHT, like titleLabel=120x21; found '\(entry)'")
            }
            options.intrinsicSizes[String(parts[0])] = size
        }
        for entry in define {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw ValidationError("--define takes NAME=VALUE with a number, like SCREEN_HEIGHT=667; found '\(entry)'")
            }
            options.defines[String(parts[0])] = value
        }
        return options
    }

    private static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else { return nil }
        return Size(width: parts[0], height: parts[1])
    }
}

extension CodeLanguage: ExpressibleByArgument {}
