// App architecture style (typed event bus): subscribers register per event type keyed by ObjectIdentifier of the metatype and receive typed payloads
protocol BusEvent { static var channel: String { get } }

struct UserLoggedIn: BusEvent { static let channel = "auth"; let name: String }
struct ItemAdded: BusEvent { static let channel = "cart"; let sku: String; let qty: Int }
struct CartCleared: BusEvent { static let channel = "cart" }

final class TypedBus {
    private var handlers: [ObjectIdentifier: [(Any) -> Void]] = [:]
    private(set) var delivered = 0
    private(set) var dropped: [String] = []

    func on<E: BusEvent>(_ type: E.Type, _ handler: @escaping (E) -> Void) {
        handlers[ObjectIdentifier(type), default: []].append { any in
            if let e = any as? E { handler(e) }
        }
    }
    func post<E: BusEvent>(_ event: E) {
        guard let list = handlers[ObjectIdentifier(E.self)], !list.isEmpty else {
            dropped.append("\(E.channel):\(String(describing: E.self))")
            return
        }
        for h in list { h(event); delivered += 1 }
    }
}

final class CartModel {
    private(set) var lines: [String: Int] = [:]
    init(bus: TypedBus) {
        bus.on(ItemAdded.self) { [weak self] e in self?.lines[e.sku, default: 0] += e.qty }
        bus.on(CartCleared.self) { [weak self] _ in self?.lines.removeAll() }
    }
    var summary: String {
        lines.isEmpty ? "empty" : lines.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }.joined(separator: ",")
    }
}

let bus = TypedBus()
let cart = CartModel(bus: bus)
var audit: [String] = []
bus.on(UserLoggedIn.self) { audit.append("login \($0.name)") }
bus.on(ItemAdded.self) { e in audit.append("add \(e.sku)") }

bus.post(UserLoggedIn(name: "kim")); print(cart.summary)
bus.post(ItemAdded(sku: "tea", qty: 2)); print(cart.summary)
bus.post(ItemAdded(sku: "cup", qty: 1)); print(cart.summary)
bus.post(ItemAdded(sku: "tea", qty: 3)); print(cart.summary)
bus.post(CartCleared()); print(cart.summary)
struct Unheard: BusEvent { static let channel = "misc" }
bus.post(Unheard())
print(audit)
print("delivered:", bus.delivered, "dropped:", bus.dropped)

// expect: empty
// expect: teax2
// expect: cupx1,teax2
// expect: cupx1,teax5
// expect: empty
// expect: ["login kim", "add tea", "add cup", "add tea"]
// expect: delivered: 8 dropped: ["misc:Unheard"]
