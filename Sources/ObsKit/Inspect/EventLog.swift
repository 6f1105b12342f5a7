/// The one record of what happened, as typed data. Keeps ids and names, never a strong reference to a
/// script object, so recording cannot change a lifetime. The inspector (`:why`, `:log`, `:trace`, `:subs`),
/// `_printChanges()` and the tests read it.
final class EventLog {
    enum Event: Equatable, Sendable {
        /// A turn began with this input (a command, or the first line of Swift).
        case input(String)
        case objectInit(id: Int, className: String)
        case objectDeinit(id: Int, className: String)
        case subscribe(node: String, field: String, objectID: Int)
        case cancel(node: String, field: String, objectID: Int)
        /// An `ObservableObject`'s `objectWillChange` sent (`property`: the `@Published` that did it).
        case willChange(objectID: Int, className: String, property: String?)
        /// An `@Observable` property's willSet.
        case observableWillSet(objectID: Int, className: String, property: String)
        /// A State location written (with the node and field that own it).
        case stateWrite(node: String, field: String, value: String)
        case invalidate(node: String, cause: String)
        case bodyRun(node: String, reasons: [String])
        case nodeCreated(node: String)
        case nodeDestroyed(node: String)
        case appear(node: String)
        case disappear(node: String)
        case issue(String)
    }

    private(set) var events: [Event] = []
    /// How many events were ever recorded (older ones may have been dropped from `events`).
    private(set) var recorded = 0
    /// Called for each event as it is recorded (`:trace on`).
    var onRecord: ((Event) -> Void)?
    /// Events kept: older ones are dropped (the census keeps its own counts).
    static let capacity = 50_000

    func record(_ event: Event) {
        if events.count >= Self.capacity { events.removeFirst(events.count / 2) }
        events.append(event)
        recorded += 1
        onRecord?(event)
    }

    /// Forgets the last event if it is `event` (an input whose turn failed before doing anything).
    func retract(_ event: Event) {
        if events.last == event {
            events.removeLast()
            recorded -= 1
        }
    }

    /// The events recorded since `recorded` was `mark` (those still kept).
    func since(_ mark: Int) -> ArraySlice<Event> {
        events.suffix(min(events.count, max(0, recorded - mark)))
    }

    func removeAll() {
        events = []
    }
}

extension EventLog.Event {
    /// One line for `:log` and `:trace`.
    var line: String {
        switch self {
        case .input(let text): return "input       \(text)"
        case .objectInit(let id, let name): return "init        \(name)#\(id)"
        case .objectDeinit(let id, let name): return "deinit      \(name)#\(id)"
        case .subscribe(let node, let field, let id): return "subscribe   \(node).\(field) -> object #\(id)"
        case .cancel(let node, let field, let id): return "cancel      \(node).\(field) -> object #\(id)"
        case .willChange(let id, let name, let property):
            return "willChange  \(name)#\(id)" + (property.map { " (\($0))" } ?? "")
        case .observableWillSet(let id, let name, let property): return "willSet     \(name)#\(id).\(property)"
        case .stateWrite(let node, let field, let value): return "state       \(node).\(field) = \(value)"
        case .invalidate(let node, let cause): return "invalidate  \(node) (\(cause))"
        case .bodyRun(let node, let reasons):
            return "body        \(node): " + (reasons.isEmpty ? "unchanged" : reasons.joined(separator: ", ") + " changed")
        case .nodeCreated(let node): return "node+       \(node)"
        case .nodeDestroyed(let node): return "node-       \(node)"
        case .appear(let node): return "appear      \(node)"
        case .disappear(let node): return "disappear   \(node)"
        case .issue(let message): return "warning     \(message)"
        }
    }
}
