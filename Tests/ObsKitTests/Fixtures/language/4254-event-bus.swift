// App code style: lightweight event bus with typed subscriptions and unsubscribe tokens
enum AppEvent: Equatable {
    case loggedIn(user: String)
    case loggedOut
    case cartChanged(items: Int)
    case error(code: Int, message: String)

    var topic: String {
        switch self {
        case .loggedIn, .loggedOut: return "auth"
        case .cartChanged: return "cart"
        case .error: return "error"
        }
    }
}

final class SubscriptionToken: Hashable {
    let id: Int
    let topic: String
    init(id: Int, topic: String) { self.id = id; self.topic = topic }
    static func == (a: SubscriptionToken, b: SubscriptionToken) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class EventBus {
    private var handlers: [String: [(id: Int, handler: (AppEvent) -> Void)]] = [:]
    private var nextID = 1
    private(set) var delivered = 0

    @discardableResult
    func subscribe(_ topic: String, _ handler: @escaping (AppEvent) -> Void) -> SubscriptionToken {
        defer { nextID += 1 }
        handlers[topic, default: []].append((nextID, handler))
        return SubscriptionToken(id: nextID, topic: topic)
    }

    func unsubscribe(_ token: SubscriptionToken) {
        handlers[token.topic]?.removeAll { $0.id == token.id }
    }

    func publish(_ event: AppEvent) {
        let targets = (handlers[event.topic] ?? []) + (handlers["*"] ?? [])
        for entry in targets.sorted(by: { $0.id < $1.id }) {
            entry.handler(event)
            delivered += 1
        }
    }

    func subscriberCount(_ topic: String) -> Int { handlers[topic]?.count ?? 0 }
}

final class SessionStore {
    private(set) var user: String?
    init(bus: EventBus) {
        bus.subscribe("auth") { [weak self] event in
            switch event {
            case .loggedIn(let name): self?.user = name
            case .loggedOut: self?.user = nil
            default: break
            }
            print("  session: user = \(self?.user ?? "nil")")
        }
    }
}

let bus = EventBus()
let session = SessionStore(bus: bus)
var badge = 0
let cartToken = bus.subscribe("cart") { event in
    if case .cartChanged(let items) = event {
        badge = items
        print("  badge: \(badge)")
    }
}
var auditLog: [String] = []
let auditToken = bus.subscribe("*") { event in
    auditLog.append("\(event.topic):\(event)")
}
bus.subscribe("error") { event in
    guard case let .error(code, message) = event else { return }
    print("  alert \(code >= 500 ? "server" : "client"): \(message)")
}

let events: [AppEvent] = [
    .loggedIn(user: "maria"), .cartChanged(items: 2), .cartChanged(items: 3),
    .error(code: 503, message: "Service unavailable"), .loggedOut,
]
for e in events {
    print("publish \(e.topic)")
    bus.publish(e)
}
bus.unsubscribe(cartToken)
bus.unsubscribe(auditToken)
print("publish cart (after unsubscribe)")
bus.publish(.cartChanged(items: 9))
bus.publish(.error(code: 404, message: "Not found"))
print("badge stays \(badge), session user \(session.user ?? "none")")
print("cart subscribers: \(bus.subscriberCount("cart")), delivered total: \(bus.delivered)")
print("audit entries: \(auditLog.count)")
for entry in auditLog.prefix(3) { print("  \(entry)") }
print("token equality: \(cartToken == SubscriptionToken(id: cartToken.id, topic: "other"))")

// expect: publish auth
// expect:   session: user = maria
// expect: publish cart
// expect:   badge: 2
// expect: publish cart
// expect:   badge: 3
// expect: publish error
// expect:   alert server: Service unavailable
// expect: publish auth
// expect:   session: user = nil
// expect: publish cart (after unsubscribe)
// expect:   alert client: Not found
// expect: badge stays 3, session user none
// expect: cart subscribers: 0, delivered total: 11
// expect: audit entries: 5
// expect:   auth:loggedIn(user: "maria")
// expect:   cart:cartChanged(items: 2)
// expect:   cart:cartChanged(items: 3)
// expect: token equality: true
