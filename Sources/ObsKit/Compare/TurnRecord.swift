/// One input of a session as a comparison shows it: what was typed, what it printed, and what happened
/// (the turn's events, from the one record the inspector reads too).
struct TurnRecord {
    let input: String
    let output: String
    let warnings: [String]
    let errors: [String]
    let events: [EventLog.Event]
    /// A declaration (a type, a function): folded to one line in a comparison unless the two differ.
    let isDeclaration: Bool

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
    /// Records a turn for comparisons (`obsrepl compare`, `:compare`).
    func record(_ text: String, _ result: TurnResult, events: ArraySlice<EventLog.Event>) {
        let trimmed = text.trimmingWhitespace()
        let declaration = ["struct ", "class ", "final class ", "enum ", "protocol ", "extension ", "func ", "actor ", "@Observable"]
            .contains { trimmed.hasPrefix($0) }
        turnRecords.append(TurnRecord(input: text, output: result.output, warnings: result.warnings,
                                      errors: result.errors.map { $0.rendered() }, events: Array(events), isDeclaration: declaration))
    }
}
