// The `blog` command: argument parsing only. Every subcommand calls into the libraries.
import ArgumentParser

@main
struct BlogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blog",
        abstract: "A static blog generator with live layout diagrams.",
        version: BlogVersion.current,
        subcommands: [
            LayoutCommand.self,
        ]
    )
}

/// The version printed by `blog --version`.
enum BlogVersion {
    static let current = "0.1.0"
}
