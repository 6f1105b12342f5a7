// event bus style (weak subscribers): a typed event bus keyed by ObjectIdentifier of the event type, holding subscribers weakly and pruning released ones
protocol Event { static var name: String { get } }

struct UserLoggedIn: Event { static let name = "login"; let user: String }
struct CartChanged: Event { static let name = "cart"; let items: Int }

final class EventBus {
    private struct Entry {
        weak var owner: AnyObject?
        let handler: (Any) -> Void
    }
    private var entries: [ObjectIdentifier: [Entry]] = [:]

    func subscribe<E: Event, Owner: AnyObject>(_ type: E.Type, owner: Owner, handler: @escaping (Owner, E) -> Void) {
        let entry = Entry(owner: owner) { [weak owner] any in
            guard let owner, let event = any as? E else { return }
            handler(owner, event)
        }
        entries[ObjectIdentifier(type), default: []].append(entry)
    }

    @discardableResult
    func publish<E: Event>(_ event: E) -> Int {
        let key = ObjectIdentifier(E.self)
        entries[key]?.removeAll { $0.owner == nil }
        let live = entries[key] ?? []
        for entry in live { entry.handler(event) }
        return live.count
    }

    func subscriberCount<E: Event>(for type: E.Type) -> Int {
        entries[ObjectIdentifier(type)]?.filter { $0.owner != nil }.count ?? 0
    }
}

final class Screen {
    let title: String
    var log: [String] = []
    init(title: String) { self.title = title }
    deinit { print("deinit \(title)") }
    func show(_ s: String) { log.append(s); print("[\(title)] \(s)") }
}

let bus = EventBus()
let header = Screen(title: "header")
var cart: Screen? = Screen(title: "cart")

bus.subscribe(UserLoggedIn.self, owner: header) { screen, e in screen.show("welcome \(e.user)") }
bus.subscribe(CartChanged.self, owner: header) { screen, e in screen.show("badge \(e.items)") }
bus.subscribe(CartChanged.self, owner: cart!) { screen, e in screen.show("\(type(of: e).name): \(e.items) items") }

print("delivered", bus.publish(UserLoggedIn(user: "kim")))
print("delivered", bus.publish(CartChanged(items: 2)))
print("cart subscribers", bus.subscriberCount(for: CartChanged.self))
cart = nil
print("cart subscribers", bus.subscriberCount(for: CartChanged.self))
print("delivered", bus.publish(CartChanged(items: 3)))
print(header.log)

// expect: [header] welcome kim
// expect: delivered 1
// expect: [header] badge 2
// expect: [cart] cart: 2 items
// expect: delivered 2
// expect: cart subscribers 2
// expect: deinit cart
// expect: cart subscribers 1
// expect: [header] badge 3
// expect: delivered 1
// expect: ["welcome kim", "badge 2", "badge 3"]
