/// Sessions kept side by side by name, for a mistake and its fix: `:variant NAME` switches to one (made if
/// new), `:variants` lists them, `:compare A B` compares two (Comparison). The shell keeps one set, and so
/// does a lesson (its steps run in the variant in use), so both answer these commands alike. The first
/// session is `main`.
public final class SessionVariants {
    public private(set) var sessions: [String: Session]
    public private(set) var currentName = "main"
    private let make: () -> Session

    /// `main`, and how a new variant is made (the shell's way, or like `main`: `Session.sibling()`).
    public init(_ main: Session, make: (() -> Session)? = nil) {
        sessions = ["main": main]
        main.keepsVariants = true
        self.make = make ?? { main.sibling() }
    }

    public var current: Session { sessions[currentName]! }

    /// What a request showed: text for the output, or an error in words.
    public enum Outcome: Equatable {
        case text(String)
        case error(String)
    }

    /// Carries out a turn's `.variant` or `.compare` request; nil for any other. `width` and `highlight`
    /// are the comparison's (a lesson's transcript uses the defaults, so it reads the same everywhere).
    public func perform(_ request: TurnResult.Request, width: Int = 100, highlight: @escaping (String) -> String = { $0 }) -> Outcome? {
        switch request {
        case .variant(let name?):
            var text = ""
            if sessions[name] == nil {
                let made = make()
                made.keepsVariants = true
                sessions[name] = made
                text = "(a new session, \(name); :variant \(currentName) goes back, :compare \(currentName) \(name) compares)\n"
            }
            currentName = name
            return .text(text)
        case .variant(nil):
            return .text(sessions.keys.sorted().map { name in
                (name == currentName ? "* " : "  ") + name + " (\(sessions[name]!.inputCount) inputs)\n"
            }.joined())
        case .compare(let a, let b):
            guard let left = sessions[a], let right = sessions[b] else {
                let missing = [a, b].filter { sessions[$0] == nil }.joined(separator: ", ")
                return .error("no session named \(missing); :variants lists them")
            }
            return .text(Comparison(a, left, b, right).text(width: width, highlight: highlight))
        default:
            return nil
        }
    }

    /// `perform` for each of a turn's requests, its text added to the turn's output and its errors to the
    /// turn's errors: how a lesson shows them.
    func apply(to result: inout TurnResult) {
        for request in result.requests {
            switch perform(request) {
            case .text(let text)?: result.output += text
            case .error(let message)?: result.errors.append(ObsDiagnostic(.runtime, message))
            case nil: continue
            }
        }
    }
}

extension Session {
    /// A new session set up as this one is (echo, compiler check, limits, records, its guided tutorial):
    /// a lesson's variant.
    public func sibling() -> Session {
        let session = Session(echoesValues: echoesValues)
        session.isInteractive = isInteractive
        session.recordsForExport = recordsForExport
        session.typeChecker = typeChecker
        session.typeChecking = typeChecking
        session.stepBudget = stepBudget
        session.memoryBudget = memoryBudget
        session.countsStepsPerTurn = countsStepsPerTurn
        session.guide = guide
        return session
    }
}
