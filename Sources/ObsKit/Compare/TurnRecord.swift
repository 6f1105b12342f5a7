/// One input of a session as a comparison and a web page (Export/) show it: what was typed, what it
/// printed, and what happened (the turn's events, from the one record the inspector reads too).
struct TurnRecord: Equatable, Sendable {
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

    /// The turn's events in brief: bodies run and why, objects made and gone, subscriptions made and
    /// cancelled (each kind on its own line, in the order they happened).
    var brief: [String] {
        var bodies: [String] = [], made: [String] = [], gone: [String] = []
        var subscribed = 0, cancelled = 0
        for event in events {
            switch event {
            case .bodyRun(let node, let reasons):
                bodies.append(node + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: ", ") + ")"))
            case .objectInit(let id, let name): made.append("\(name)#\(id)")
            case .objectDeinit(let id, let name): gone.append("\(name)#\(id)")
            case .subscribe: subscribed += 1
            case .cancel: cancelled += 1
            default: continue
            }
        }
        var lines: [String] = []
        if !bodies.isEmpty { lines.append("body: " + bodies.joined(separator: ", ")) }
        if !made.isEmpty { lines.append("made: " + made.joined(separator: ", ")) }
        if !gone.isEmpty { lines.append("gone: " + gone.joined(separator: ", ")) }
        if subscribed + cancelled > 0 { lines.append("subscriptions: +\(subscribed) -\(cancelled)") }
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
        turnRecords.append(record)
    }
}
