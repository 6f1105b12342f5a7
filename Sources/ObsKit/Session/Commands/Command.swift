/// One `:` command, described once. Everything that lists, explains, completes, records or saves commands
/// reads this table (DESIGN.md house rule 6): `:help`, Tab completion, the turn record `:why` explains,
/// `:save`'s filter and the tutorial guide. Adding a command is adding a row (`Command.all`).
struct Command: Sendable {
    /// Where a command can be used.
    enum Scope: Sendable {
        /// Wherever there is a session: the shell, scripts, tutorials.
        case everywhere
        /// Only in a guided tutorial (`:next`, `:hint`...); there it wins over a command of the same name.
        case tutorial
    }

    /// The heading `:help` lists a command under.
    enum Group: String, CaseIterable, Sendable {
        case tutorial = "In a tutorial:"
        case interaction = "Using the mounted views:"
        case inspection = "Seeing inside:"
        case session = "The session:"
    }

    /// What a command does to the session, which decides what remembers it.
    enum Effect: Sendable {
        /// Changes the session: it is a turn `:why` can explain, and `:save` writes it.
        case changes
        /// Only shows something: not a turn, but `:save` writes it (a replay shows the same).
        case looks
        /// Acts on the session from outside (`:save`, `:load`, `:quit`, a tutorial's moves): `:save`
        /// leaves it out; `records` says whether it is still a turn.
        case outside(records: Bool)

        var records: Bool {
            switch self {
            case .changes: return true
            case .looks: return false
            case .outside(let records): return records
            }
        }

        var isSaved: Bool {
            switch self {
            case .changes, .looks: return true
            case .outside: return false
            }
        }
    }

    /// Completes what follows the command's name: `rest` is the text after it, starting at the line's
    /// character `offset`. Returns what the candidates replace (from a character offset) and the candidates.
    typealias Completer = @Sendable (_ session: Session, _ rest: String, _ offset: Int) -> (replacingFrom: Int, candidates: [String])

    let name: String
    var aliases: [String] = []
    let usage: String
    let summary: String
    /// More than the summary, for `:help NAME`.
    var details: String?
    let group: Group
    var scope: Scope = .everywhere
    let effect: Effect
    var complete: Completer?
    /// Empties the session (`:reset`): a script's declarations after it are not declared ahead of it.
    var startsOver = false
    let run: @Sendable (Session, CommandCall, inout TurnResult) throws -> Void

    /// Whether the command takes arguments (completion adds a space after its name).
    var takesArguments: Bool { usage.contains(" ") }

    func answers(to name: String) -> Bool {
        self.name == name || aliases.contains(name)
    }
}

extension Command {
    /// Every command, in the order `:help` lists them within a group.
    static let all: [Command] = tutorialCommands + interactionCommands + editingCommands + inspectionCommands + sessionCommands

    /// The command `name` names where the session is (a tutorial's own commands win there).
    static func find(_ name: String, inTutorial: Bool) -> Command? {
        let visible = all.filter { $0.isVisible(inTutorial: inTutorial) }
        return visible.first { $0.scope == .tutorial && $0.answers(to: name) } ?? visible.first { $0.answers(to: name) }
    }

    func isVisible(inTutorial: Bool) -> Bool {
        scope == .everywhere || inTutorial
    }

    /// The commands whose name starts with `prefix`, where the session is: the `:tr`⇥ of completion.
    static func named(startingWith prefix: String, inTutorial: Bool) -> [Command] {
        all.filter { $0.isVisible(inTutorial: inTutorial) && $0.name.hasPrefix(prefix) }
    }
}
