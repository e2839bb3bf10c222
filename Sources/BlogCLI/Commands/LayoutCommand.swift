// `blog layout …`: the layout engine's command-line interface (frames, solve, render).
import ArgumentParser

struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Run the layout engine on files outside a blog.",
        subcommands: [
            LayoutSolveCommand.self,
            LayoutRenderCommand.self,
            LayoutFramesCommand.self,
        ]
    )
}
