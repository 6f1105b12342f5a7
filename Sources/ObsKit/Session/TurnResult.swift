/// What one turn produced, for the shell or a script runner to show. ObsKit itself prints nothing.
public struct TurnResult {
    /// What the script printed, and what a command shows, in order.
    public var output: String = ""
    /// The REPL echo of an expression's value (`$R0: Int = 5`), shown only in the interactive shell.
    public var echo: String?
    /// SwiftUI's runtime warnings raised during the turn.
    public var warnings: [String] = []
    /// Errors: at most one that stopped the turn, plus any raised inside `deinit` bodies.
    public var errors: [ObsDiagnostic] = []
    /// `:quit` was given.
    public var quit = false

    public var failed: Bool { !errors.isEmpty }
}
