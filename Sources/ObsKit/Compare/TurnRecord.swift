/// One input of a session as a comparison and a web page (Export/) show it: what was typed, what it
/// printed, and what happened (the turn's events, from the one record the inspector reads too).
struct TurnRecord: Equatable, Sendable {
    /// How many of the latest turns keep their screen and graph (a page of more is past reading, and
    /// each snapshot is the size of the whole view tree).
    static let snapshotsKept = 1000

    let input: String
    let output: String
    let warnings: [String]
    let errors: [String]
    let events: [EventLog.Event]
    /// A declaration (a type, a function): folded to one line in a comparison unless the two differ.
    let isDeclaration: Bool
    /// The REPL's echo of a value (`$R0: Int = 5`), advice and notices, as rendered.
    var echo: String? = nil
    var advice: [String] = []
    var notices: [String] = []
    /// The screen and the view graph after the turn, kept when the session records for export
    /// (`Session.recordsForExport`) and a view is mounted.
    var screen: Screen? = nil
    var graph: GraphSnapshot? = nil

    /// The view nodes whose bodies ran in the turn (`Counter#3`).
    var bodiesRun: Set<String> { Session.bodies(in: events) }

    /// What happened in the turn, from its events: bodies run (and why), objects made and destroyed,
    /// subscriptions made and cancelled, each in the order they happened.
    struct Happened {
        var bodies: [(node: String, reasons: [String])] = []
        var made: [String] = []
        var gone: [String] = []
        var subscribed = 0, cancelled = 0
    }

    var happened: Happened {
        var happened = Happened()
        for event in events {
            switch event {
            case .bodyRun(let node, let reasons): happened.bodies.append((node, reasons))
            case .objectInit(let id, let name): happened.made.append("\(name)#\(id)")
            case .objectDeinit(let id, let name): happened.gone.append("\(name)#\(id)")
            case .subscribe: happened.subscribed += 1
            case .cancel: happened.cancelled += 1
            default: continue
            }
        }
        return happened
    }

    /// The turn's events in brief: bodies run and why, objects made and gone, subscriptions made and
    /// cancelled (each kind on its own line, in the order they happened).
    var brief: [String] {
        let happened = happened
        var lines: [String] = []
        if !happened.bodies.isEmpty {
            lines.append("body: " + happened.bodies.map { $0.node + ($0.reasons.isEmpty ? "" : " (" + $0.reasons.joined(separator: ", ") + ")") }
                .joined(separator: ", "))
        }
        if !happened.made.isEmpty { lines.append("made: " + happened.made.joined(separator: ", ")) }
        if !happened.gone.isEmpty { lines.append("gone: " + happened.gone.joined(separator: ", ")) }
        if happened.subscribed + happened.cancelled > 0 { lines.append("subscriptions: +\(happened.subscribed) -\(happened.cancelled)") }
        return lines
    }
}

extension Session {
    /// Records a turn for comparisons (`obsrepl compare`, `:compare`) and web pages (`:export`).
    func record(_ text: String, _ result: TurnResult, events: ArraySlice<EventLog.Event>) {
        let trimmed = text.trimmingWhitespace()
        let declaration = ["struct ", "class ", "final class ", "enum ", "protocol ", "extension ", "func ", "actor ", "@Observable"]
            .contains { trimmed.hasPrefix($0) }
        var record = TurnRecord(input: text, output: result.output, warnings: result.warnings,
                                errors: result.errors.map { $0.rendered() }, events: Array(events), isDeclaration: declaration)
        record.echo = result.echo
        record.advice = result.advice.map { $0.rendered() }
        record.notices = result.notices
        if recordsForExport, graph.root != nil {
            // Drawing reads bindings, which may run the script's own getters: what they print is not the
            // session's output.
            let output = interpreter.output, issues = interpreter.issues
            defer { interpreter.output = output; interpreter.issues = issues }
            record.screen = graph.screen(ran: record.bodiesRun)
            record.graph = inspector.graphSnapshot()
        }
        if !(keepsAllTurns || recordsForExport || keepsVariants) { turnRecords.removeAll(keepingCapacity: true) }
        turnRecords.append(record)
        recordedTurns += 1
        // Older turns keep what they printed and what happened, not the screen and graph they left.
        if turnRecords.count > TurnRecord.snapshotsKept, turnRecords[turnRecords.count - TurnRecord.snapshotsKept - 1].screen != nil
            || turnRecords[turnRecords.count - TurnRecord.snapshotsKept - 1].graph != nil {
            turnRecords[turnRecords.count - TurnRecord.snapshotsKept - 1].screen = nil
            turnRecords[turnRecords.count - TurnRecord.snapshotsKept - 1].graph = nil
        }
    }
}
