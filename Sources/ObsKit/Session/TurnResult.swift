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
    /// Files the shell should write or read for a command (ObsKit does no I/O itself).
    public var requests: [FileRequest] = []

    public enum FileRequest: Equatable {
        /// Write `text` to `path` (`:save`, `:graph`); `svg`: also render it with Graphviz when installed.
        case write(path: String, text: String, svg: Bool)
        /// Read `path` and play it into the session (`:load`).
        case load(path: String)
    }

    public var failed: Bool { !errors.isEmpty }
}
