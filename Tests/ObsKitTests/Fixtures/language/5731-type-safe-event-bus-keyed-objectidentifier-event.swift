// Swift by Sundell style (event bus): a type-safe event bus keyed by ObjectIdentifier of event types, with unsubscribe
protocol Event {}
struct UserLoggedIn: Event { let name: String }
struct CartChanged: Event { let items: Int }
struct AppClosed: Event {}

final class Subscription {
    private let onCancel: () -> Void
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func cancel() { onCancel() }
}

final class EventBus {
    private var handlers: [ObjectIdentifier: [(id: Int, call: (Event) -> Void)]] = [:]
    private var counter = 0

    @discardableResult
    func subscribe<E: Event>(_ type: E.Type, _ handler: @escaping (E) -> Void) -> Subscription {
        counter += 1
        let id = counter
        let key = ObjectIdentifier(type)
        handlers[key, default: []].append((id, { event in
            if let e = event as? E { handler(e) }
        }))
        return Subscription { [weak self] in
            self?.handlers[key]?.removeAll { $0.id == id }
        }
    }

    func publish<E: Event>(_ event: E) {
        let list = handlers[ObjectIdentifier(E.self)] ?? []
        if list.isEmpty { print("(no listeners for \(E.self))") }
        list.forEach { $0.call(event) }
    }
}

let bus = EventBus()
var cartTotal = 0
bus.subscribe(UserLoggedIn.self) { print("welcome, \($0.name)") }
let audit = bus.subscribe(UserLoggedIn.self) { print("audit: login \($0.name)") }
let cart = bus.subscribe(CartChanged.self) { event in
    cartTotal += event.items
    print("cart now has \(cartTotal) items")
}

bus.publish(UserLoggedIn(name: "mia"))
bus.publish(CartChanged(items: 2))
bus.publish(CartChanged(items: 3))
audit.cancel()
bus.publish(UserLoggedIn(name: "noah"))
cart.cancel()
bus.publish(CartChanged(items: 10))
bus.publish(AppClosed())
print("total:", cartTotal)

// expect: welcome, mia
// expect: audit: login mia
// expect: cart now has 2 items
// expect: cart now has 5 items
// expect: welcome, noah
// expect: (no listeners for CartChanged)
// expect: (no listeners for AppClosed)
// expect: total: 5
