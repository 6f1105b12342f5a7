/// The one record of what happened, as typed data. Keeps ids and names, never a strong reference to a
/// script object, so recording cannot change a lifetime. The inspector, `_printChanges()` and tests read it.
public final class EventLog {
    public enum Event: Equatable, Sendable {
        case objectInit(id: Int, className: String)
        case objectDeinit(id: Int, className: String)
        case subscribe(node: String, field: String, objectID: Int)
        case cancel(node: String, field: String, objectID: Int)
        case invalidate(node: String, cause: String)
        case bodyRun(node: String, reasons: [String])
        case nodeCreated(node: String)
        case nodeDestroyed(node: String)
        case issue(String)
    }

    public private(set) var events: [Event] = []

    func record(_ event: Event) {
        events.append(event)
    }
}
