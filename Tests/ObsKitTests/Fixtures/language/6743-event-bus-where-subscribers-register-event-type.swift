// WWDC style (metatype-keyed handlers): an event bus where subscribers register for an event type via T.Type and ObjectIdentifier
protocol Event { var summary: String { get } }
struct Login: Event { let user: String; var summary: String { "login \(user)" } }
struct Purchase: Event { let amount: Int; var summary: String { "purchase \(amount)" } }
struct Logout: Event { var summary: String { "logout" } }

final class EventBus {
    private var handlers: [ObjectIdentifier: [(Event) -> Void]] = [:]
    private var counts: [String: Int] = [:]

    func on<E: Event>(_ type: E.Type, _ handler: @escaping (E) -> Void) {
        handlers[ObjectIdentifier(type), default: []].append { event in
            if let e = event as? E { handler(e) }
        }
    }

    func emit<E: Event>(_ event: E) {
        counts["\(E.self)", default: 0] += 1
        let list = handlers[ObjectIdentifier(E.self)] ?? []
        if list.isEmpty { print("  (nobody listens to \(type(of: event)))") }
        list.forEach { $0(event) }
    }

    func emitErased(_ event: Event) {
        counts["\(type(of: event))", default: 0] += 1
        handlers[ObjectIdentifier(type(of: event))]?.forEach { $0(event) }
    }

    func handlerCount<E: Event>(for type: E.Type) -> Int { handlers[ObjectIdentifier(type)]?.count ?? 0 }
    var tally: String { counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " ") }
}

let bus = EventBus()
var revenue = 0
var log: [String] = []
bus.on(Login.self) { log.append("hello \($0.user)") }
bus.on(Purchase.self) { revenue += $0.amount }
bus.on(Purchase.self) { p in if p.amount > 50 { log.append("big spender") } }

bus.emit(Login(user: "kim"))
bus.emit(Purchase(amount: 20))
bus.emit(Purchase(amount: 80))
bus.emit(Logout())
let erased: [Event] = [Login(user: "lee"), Purchase(amount: 5)]
erased.forEach(bus.emitErased)
print(revenue)
print(log)
print(bus.handlerCount(for: Purchase.self), bus.handlerCount(for: Logout.self))
print(bus.tally)
print(erased.map(\.summary))

// expect:   (nobody listens to Logout)
// expect: 105
// expect: ["hello kim", "big spender", "hello lee"]
// expect: 2 0
// expect: Login:2 Logout:1 Purchase:3
// expect: ["login lee", "purchase 5"]
