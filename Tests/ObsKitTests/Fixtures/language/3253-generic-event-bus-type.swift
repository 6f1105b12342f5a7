// App code style: generic event bus with type-keyed handlers and metatypes
protocol Event {
    static var name: String { get }
}
struct UserSignedIn: Event {
    static let name = "user.signedIn"
    let username: String
}
struct ItemAdded: Event {
    static var name: String { "cart.itemAdded" }
    let sku: String
    let qty: Int
}
struct CheckoutStarted: Event {
    static let name = "checkout.started"
}

final class EventBus {
    private var handlers: [String: [(Any) -> Void]] = [:]
    private(set) var delivered = 0

    func subscribe<E: Event>(_ type: E.Type, handler: @escaping (E) -> Void) {
        handlers[E.name, default: []].append { any in
            if let e = any as? E { handler(e) }
        }
    }

    func publish<E: Event>(_ event: E) {
        let list = handlers[E.name] ?? []
        if list.isEmpty {
            print("no subscribers for \(type(of: event).name)")
        }
        for h in list {
            h(event)
            delivered += 1
        }
    }
}

let bus = EventBus()
var cartCount = 0
bus.subscribe(UserSignedIn.self) { print("Welcome, \($0.username)") }
bus.subscribe(ItemAdded.self) { event in
    cartCount += event.qty
    print("Added \(event.qty) x \(event.sku)")
}
bus.subscribe(ItemAdded.self) { _ in print("Cart now has \(cartCount) items") }

bus.publish(UserSignedIn(username: "taylor"))
bus.publish(ItemAdded(sku: "MUG-01", qty: 2))
bus.publish(ItemAdded(sku: "TEE-XL", qty: 1))
bus.publish(CheckoutStarted())
print("delivered:", bus.delivered)

func eventName<E: Event>(of _: E.Type) -> String { E.name }
print(eventName(of: ItemAdded.self), eventName(of: CheckoutStarted.self))
let types: [any Event.Type] = [UserSignedIn.self, ItemAdded.self]
print(types.map { $0.name })
// expect: Welcome, taylor
// expect: Added 2 x MUG-01
// expect: Cart now has 2 items
// expect: Added 1 x TEE-XL
// expect: Cart now has 3 items
// expect: no subscribers for checkout.started
// expect: delivered: 5
// expect: cart.itemAdded checkout.started
// expect: ["user.signedIn", "cart.itemAdded"]
