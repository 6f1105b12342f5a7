// App code style: event bus with typed subscribers keyed by ObjectIdentifier of the event type
protocol Event { var name: String { get } }
struct UserLoggedIn: Event { let user: String; var name: String { "login" } }
struct CartUpdated: Event { let items: Int; var name: String { "cart" } }
struct Ping: Event { var name: String { "ping" } }

final class EventBus {
    private var handlers: [ObjectIdentifier: [(Any) -> Void]] = [:]
    private(set) var log: [String] = []

    func subscribe<E: Event>(_ type: E.Type, _ handler: @escaping (E) -> Void) {
        let key = ObjectIdentifier(type)
        handlers[key, default: []].append { any in
            if let e = any as? E { handler(e) }
        }
    }

    func publish<E: Event>(_ event: E) {
        let list = handlers[ObjectIdentifier(E.self)] ?? []
        log.append("\(event.name):\(list.count)")
        for h in list { h(event) }
    }
}

let bus = EventBus()
var total = 0
bus.subscribe(UserLoggedIn.self) { print("welcome, \($0.user)") }
bus.subscribe(UserLoggedIn.self) { e in print("audit: \(e.user.uppercased()) logged in") }
bus.subscribe(CartUpdated.self) { e in
    total += e.items
    print("cart now has \(e.items) items (running \(total))")
}
bus.publish(UserLoggedIn(user: "ana"))
bus.publish(CartUpdated(items: 3))
bus.publish(Ping())
bus.publish(CartUpdated(items: 2))
print(bus.log.joined(separator: ", "))
print("total:", total)
// expect: welcome, ana
// expect: audit: ANA logged in
// expect: cart now has 3 items (running 3)
// expect: cart now has 2 items (running 5)
// expect: login:2, cart:1, ping:0, cart:1
// expect: total: 5
