// The `blog` command: argument parsing only. Every subcommand calls into the libraries.
import ArgumentParser
import Blog

@main
struct BlogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blog",
        abstract: "A static blog generator with live layout diagrams.",
        version: BlogVersion.current,
        subcommands: [
            BuildCommand.self,
            ServeCommand.self,
            InitCommand.self,
            NewCommand.self,
            CheckCommand.self,
            LayoutCommand.self,
            ImportCommand.self,
        ]
    )
}
