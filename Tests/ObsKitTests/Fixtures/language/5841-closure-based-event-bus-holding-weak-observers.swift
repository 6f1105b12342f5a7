// Swift by Sundell style (event bus): a closure-based event bus holding weak observers that disappear when released
enum AppEvent {
    case userLoggedIn(name: String)
    case itemAdded(id: Int)
    case loggedOut
}

final class EventBus {
    private struct Subscription {
        weak var owner: AnyObject?
        let handler: (AppEvent) -> Void
    }
    private var subscriptions: [Subscription] = []

    func subscribe<Owner: AnyObject>(_ owner: Owner, handler: @escaping (Owner, AppEvent) -> Void) {
        subscriptions.append(Subscription(owner: owner) { [weak owner] event in
            guard let owner = owner else { return }
            handler(owner, event)
        })
    }

    func publish(_ event: AppEvent) {
        subscriptions.removeAll { $0.owner == nil }
        subscriptions.forEach { $0.handler(event) }
    }

    var liveCount: Int { subscriptions.filter { $0.owner != nil }.count }
}

final class Logger {
    var lines: [String] = []
    func log(_ event: AppEvent) { lines.append("log: \(event)") }
}

final class BadgeCounter {
    let name: String
    var count = 0
    init(name: String) { self.name = name }
    deinit { print("\(name) released at \(count)") }
}

let bus = EventBus()
let logger = Logger()
bus.subscribe(logger) { logger, event in logger.log(event) }

var badge: BadgeCounter? = BadgeCounter(name: "badge")
bus.subscribe(badge!) { counter, event in
    if case .itemAdded = event { counter.count += 1 }
    if case .loggedOut = event { counter.count = 0 }
}

bus.publish(.userLoggedIn(name: "kim"))
bus.publish(.itemAdded(id: 1))
bus.publish(.itemAdded(id: 2))
print("badge:", badge?.count ?? -1, "live:", bus.liveCount)
badge = nil
print("live after release:", bus.liveCount)
bus.publish(.itemAdded(id: 3))
bus.publish(.loggedOut)
logger.lines.forEach { print($0) }

// expect: badge: 2 live: 2
// expect: badge released at 2
// expect: live after release: 1
// expect: log: userLoggedIn(name: "kim")
// expect: log: itemAdded(id: 1)
// expect: log: itemAdded(id: 2)
// expect: log: itemAdded(id: 3)
// expect: log: loggedOut
