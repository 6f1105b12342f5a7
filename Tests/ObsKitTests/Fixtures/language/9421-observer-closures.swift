// observer pattern with closures: subscription tokens, unsubscribe, and a simple event bus (expected output from swiftc 6.3.1 on Linux)
final class Observable<Value> {
    typealias Handler = (Value, Value) -> Void
    private var handlers: [Int: Handler] = [:]
    private var nextID = 0

    var value: Value {
        didSet { notify(old: oldValue) }
    }

    init(_ value: Value) { self.value = value }

    @discardableResult
    func subscribe(_ handler: @escaping Handler) -> Int {
        nextID += 1
        handlers[nextID] = handler
        return nextID
    }

    func unsubscribe(_ id: Int) { handlers[id] = nil }

    private func notify(old: Value) {
        for id in handlers.keys.sorted() { handlers[id]!(old, value) }
    }
}

enum AppEvent: Hashable {
    case loggedIn, loggedOut, purchase
}

final class EventBus {
    private var listeners: [AppEvent: [(String) -> Void]] = [:]
    func on(_ event: AppEvent, perform: @escaping (String) -> Void) {
        listeners[event, default: []].append(perform)
    }
    func emit(_ event: AppEvent, _ detail: String) {
        let list = listeners[event] ?? []
        if list.isEmpty { print("(no listeners for \(event))") }
        list.forEach { $0(detail) }
    }
}

let temperature = Observable(18.0)
let displayID = temperature.subscribe { old, new in print("display: \(old) -> \(new)") }
var alerts: [String] = []
temperature.subscribe { _, new in if new > 25 { alerts.append("hot: \(new)") } }
temperature.value = 21.5
temperature.value = 27
temperature.unsubscribe(displayID)
temperature.value = 30
print("alerts: \(alerts)")

let username = Observable("guest")
var history: [String] = []
username.subscribe { old, _ in history.append(old) }
for name in ["ana", "ana_b", "anab"] { username.value = name }
print("history: \(history), current: \(username.value)")

let bus = EventBus()
var revenue = 0
bus.on(.loggedIn) { print("welcome, \($0)") }
bus.on(.purchase) { revenue += Int($0) ?? 0 }
bus.on(.purchase) { print("receipt for \($0)") }
bus.emit(.loggedIn, "sofia")
bus.emit(.purchase, "40")
bus.emit(.purchase, "15")
bus.emit(.loggedOut, "sofia")
print("revenue: \(revenue)")
// expect: display: 18.0 -> 21.5
// expect: display: 21.5 -> 27.0
// expect: alerts: ["hot: 27.0", "hot: 30.0"]
// expect: history: ["guest", "ana", "ana_b"], current: anab
// expect: welcome, sofia
// expect: receipt for 40
// expect: receipt for 15
// expect: (no listeners for loggedOut)
// expect: revenue: 55
