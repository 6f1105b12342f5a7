/// What one turn produced, for the shell or a script runner to show. ObsKit itself prints nothing.
public struct TurnResult {
    /// What the script printed, and what a command shows, in order.
    public var output: String = ""
    /// The REPL echo of an expression's value (`$R0: Int = 5`), shown only in the interactive shell.
    public var echo: String?
    /// SwiftUI's runtime warnings raised during the turn.
    public var warnings: [String] = []
    /// The mounted screen, drawn (`:screen`, or after every turn with `:screen on`).
    public var screen: Screen?
    /// The series' mistakes recognised in this turn (Advice/): never errors; shown dim, on standard error.
    public var advice: [ObsDiagnostic] = []
    /// What the shell should tell the learner about itself, once (the compiler check is off, and why).
    public var notices: [String] = []
    /// Errors: at most one that stopped the turn, plus any raised inside `deinit` bodies.
    public var errors: [ObsDiagnostic] = []
    /// `:quit` was given.
    public var quit = false
    /// What the shell should do for a command that ObsKit cannot do itself (it does no I/O).
    public var requests: [Request] = []
    /// A guided tutorial's messages (a hint, a check's verdict), for the shell to show in their style.
    public var notes: [Note] = []

    public enum Request: Equatable {
        /// Write `text` to `path` (`:save`, `:graph`); `svg`: also render it with Graphviz when installed.
        case write(path: String, text: String, svg: Bool)
        /// Read `path` and play it into the session (`:load`).
        case load(path: String)
        /// List the tutorials (nil), or start the one named (`:tutorial NAME`).
        case startTutorial(name: String?)
        /// Switch the shell to the session named (made if new), or list them (nil): `:variant`, `:variants`.
        case variant(name: String?)
        /// Compare two of the shell's sessions so far (`:compare A B`).
        case compare(String, String)
    }

    public enum Note: Equatable {
        case info(String)
        case hint(String)
        case success(String)
        case failure(String)
    }

    public var failed: Bool { !errors.isEmpty }
}
