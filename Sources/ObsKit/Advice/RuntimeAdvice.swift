/// The mistakes recognised as they happen (kinds 7–10 of AdviceKind), from what the runtime records: the
/// event log (models made during a body and thrown away), and findings the runtime notes where it sees
/// them (`Interpreter.adviceFindings`: a `@StateObject` given a new argument it ignores, work started
/// again while it still runs, a task still using an object a view no longer follows).
struct RuntimeAdvice {
    /// A model class: an `ObservableObject` (owned by `@StateObject`) or an `@Observable` class (by `@State`).
    enum ModelKind { case observableObject, observable }

    /// What the adviser keeps between turns: per view type and class, models made during that view's
    /// body, and how many of them are gone.
    struct Throwaways {
        var made: [String: Int] = [:]
        var gone: [String: Int] = [:]
        /// Objects made in a body: their view type and class.
        var origin: [Int: (view: String, className: String)] = [:]
    }

    /// Reads a turn's events: objects made while a view's body ran (`madeInBody`, noted as they were made)
    /// and, later, thrown away. An object a node installed as its `@State` (`installed`) is that node's, not a
    /// throwaway, when it goes with the node (a view an `if` removes and brings back gets a new one, rules §3.3).
    static func noteThrowaways(_ events: ArraySlice<EventLog.Event>, madeInBody: [Int: String], installed: Set<Int>,
                               into state: inout Throwaways, isModel: (String) -> Bool) -> [(view: String, className: String)] {
        var touched: Set<String> = []
        for id in installed { state.origin[id] = nil }
        for event in events {
            switch event {
            case .objectInit(let id, let className):
                guard let view = madeInBody[id], isModel(className) else { continue }
                state.made[view + "|" + className, default: 0] += 1
                if !installed.contains(id) { state.origin[id] = (view, className) }
            case .objectDeinit(let id, _):
                guard let origin = state.origin.removeValue(forKey: id) else { continue }
                let key = origin.view + "|" + origin.className
                state.gone[key, default: 0] += 1
                touched.insert(key)
            default:
                continue
            }
        }
        return touched.sorted().compactMap { key in
            guard (state.made[key] ?? 0) >= 2, (state.gone[key] ?? 0) >= 1 else { return nil }
            let parts = key.split(separator: "|").map(String.init)
            return (parts[0], parts[1])
        }
    }
}

/// Something the runtime saw that is one of the series' mistakes, noted where it happened (no I/O, no
/// output: the session turns it into advice at the end of the turn, if advice is on).
struct AdviceFinding {
    let kind: AdviceKind
    let message: String
    let location: SourceLocation?
    /// The view type it is about, when there is one.
    var view: String?
}

extension Adviser {
    /// Turns what the runtime saw during a turn into advice: the throwaway models the events show, and
    /// the findings noted where they happened.
    func afterTurn(_ events: ArraySlice<EventLog.Event>, madeInBody: [Int: String], installed: Set<Int>, findings: [AdviceFinding],
                   model: (String) -> RuntimeAdvice.ModelKind?) {
        for (view, className) in RuntimeAdvice.noteThrowaways(events, madeInBody: madeInBody, installed: installed, into: &throwaways,
                                                              isModel: { model($0) != nil }) {
            let key = view + "|" + className
            if let candidate = stateCandidates[className] {
                advise(.stateMakesObservableWithWork, candidate.message, at: candidate.location)
                continue
            }
            let made = throwaways.made[key] ?? 0, gone = throwaways.gone[key] ?? 0
            // A @State's initial value already is kept (the first one): the others are what its declaration makes.
            let fix = stateMadeModels.contains(className)
                ? "@State keeps the first and makes a new one at every init of the view that declares it: make it once (an optional @State filled in .task), or make it above and pass it in."
                : "Let the view that keeps it own it (\(model(className) == .observableObject ? "@StateObject, or @State with an optional filled in .task" : "@State, or an optional @State filled in .task when its init does work")), or make it once above and pass it in."
            advise(.throwawayModels, """
                \(className) was made \(made) times by \(view)'s body, and \(gone) \(gone == 1 ? "was" : "were") thrown away: each run of \(view)'s body builds its children again, and what is made there (in an argument passed to a child, or in its initializer) is made again.
                \(fix)
                """, at: makers[className])
        }
        for finding in findings {
            // A new argument ignored by a view whose declaration was seen: said there, as the declaration's advice.
            if finding.kind == .stateObjectArgumentIgnored, let view = finding.view, let candidate = stateObjectCandidates[view] {
                advise(.stateObjectFromParameter, candidate.message, at: candidate.location)
                continue
            }
            advise(finding.kind, finding.message, at: finding.location)
        }
    }
}
