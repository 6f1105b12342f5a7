// App code style: tiny event bus storing closures keyed by topic with subscribe/unsubscribe tokens
final class EventBus {
    typealias Handler = (String) -> Void
    private var handlers: [String: [(id: Int, handler: Handler)]] = [:]
    private var nextID = 0

    @discardableResult
    func subscribe(_ topic: String, handler: @escaping Handler) -> Int {
        nextID += 1
        handlers[topic, default: []].append((nextID, handler))
        return nextID
    }

    func unsubscribe(_ token: Int) {
        for topic in handlers.keys.sorted() {
            handlers[topic]?.removeAll { $0.id == token }
        }
    }

    func post(_ topic: String, _ message: String) {
        let list = handlers[topic] ?? []
        if list.isEmpty { print("(no listeners for \(topic))") }
        list.forEach { $0.handler(message) }
    }
}

final class Badge {
    var count = 0
    func attach(to bus: EventBus) -> Int {
        bus.subscribe("inbox") { [unowned self] _ in
            self.count += 1
        }
    }
}

let bus = EventBus()
var received: [String] = []
let logToken = bus.subscribe("inbox") { received.append("log: \($0)") }
bus.subscribe("inbox") { message in print("Banner: \(message)") }
bus.subscribe("alerts") { print("ALERT \($0.uppercased())") }

let badge = Badge()
let badgeToken = badge.attach(to: bus)
bus.post("inbox", "hello")
bus.post("inbox", "lunch?")
bus.post("alerts", "disk full")
bus.unsubscribe(logToken)
bus.post("inbox", "bye")
bus.unsubscribe(badgeToken)
bus.post("inbox", "after badge")
bus.post("settings", "dark mode")
print("received: \(received)")
print("badge: \(badge.count)")
// expect: Banner: hello
// expect: Banner: lunch?
// expect: ALERT DISK FULL
// expect: Banner: bye
// expect: Banner: after badge
// expect: (no listeners for settings)
// expect: received: ["log: hello", "log: lunch?"]
// expect: badge: 3
