// App code style: event bus holding weak observer boxes, compacting dead entries and delivering in subscription order
protocol Event { static var name: String { get } }

struct CartChanged: Event {
    static let name = "cartChanged"
    let itemCount: Int
}

struct UserLoggedOut: Event {
    static let name = "userLoggedOut"
}

final class EventBus {
    private struct Entry {
        weak var owner: AnyObject?
        let eventName: String
        let handler: (Any) -> Void
    }
    private var entries: [Entry] = []
    private(set) var compactions = 0

    func observe<E: Event>(_ type: E.Type, owner: AnyObject, _ handler: @escaping (E) -> Void) {
        entries.append(Entry(owner: owner, eventName: E.name) { any in
            if let event = any as? E { handler(event) }
        })
    }

    func post<E: Event>(_ event: E) {
        let before = entries.count
        entries.removeAll { $0.owner == nil }
        if entries.count != before { compactions += 1 }
        print("post \(E.name) -> \(entries.filter { $0.eventName == E.name }.count) observer(s)")
        for entry in entries where entry.eventName == E.name {
            entry.handler(event)
        }
    }

    var liveCount: Int { entries.filter { $0.owner != nil }.count }
    var storedCount: Int { entries.count }
}

final class BadgeView {
    let name: String
    var badge = 0
    init(name: String, bus: EventBus) {
        self.name = name
        bus.observe(CartChanged.self, owner: self) { [unowned self] event in
            self.badge = event.itemCount
            print("  \(self.name) badge = \(self.badge)")
        }
        bus.observe(UserLoggedOut.self, owner: self) { [weak self] _ in
            self?.badge = 0
            print("  \(self?.name ?? "?") cleared")
        }
    }
    deinit { print("  \(name) deinit") }
}

final class Analytics {
    var counts: [String: Int] = [:]
    init(bus: EventBus) {
        bus.observe(CartChanged.self, owner: self) { [weak self] _ in self?.counts["cart", default: 0] += 1 }
        bus.observe(UserLoggedOut.self, owner: self) { [weak self] _ in self?.counts["logout", default: 0] += 1 }
    }
}

let bus = EventBus()
let analytics = Analytics(bus: bus)
var tabBadge: BadgeView? = BadgeView(name: "tab", bus: bus)
var cartBadge: BadgeView? = BadgeView(name: "cart", bus: bus)

bus.post(CartChanged(itemCount: 2))
print("live \(bus.liveCount) stored \(bus.storedCount)")

cartBadge = nil
print("after releasing cart: live \(bus.liveCount) stored \(bus.storedCount)")
bus.post(CartChanged(itemCount: 3))
print("after post: stored \(bus.storedCount), compactions \(bus.compactions)")

do {
    let temporary = BadgeView(name: "popup", bus: bus)
    bus.post(UserLoggedOut())
    print("popup badge:", temporary.badge)
}
bus.post(CartChanged(itemCount: 1))
tabBadge = nil
bus.post(UserLoggedOut())
print("compactions:", bus.compactions, "stored:", bus.storedCount)
print(analytics.counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: post cartChanged -> 3 observer(s)
// expect:   tab badge = 2
// expect:   cart badge = 2
// expect: live 6 stored 6
// expect:   cart deinit
// expect: after releasing cart: live 4 stored 6
// expect: post cartChanged -> 2 observer(s)
// expect:   tab badge = 3
// expect: after post: stored 4, compactions 1
// expect: post userLoggedOut -> 3 observer(s)
// expect:   tab cleared
// expect:   popup cleared
// expect: popup badge: 0
// expect:   popup deinit
// expect: post cartChanged -> 2 observer(s)
// expect:   tab badge = 1
// expect:   tab deinit
// expect: post userLoggedOut -> 1 observer(s)
// expect: compactions: 3 stored: 2
// expect: ["cart=3", "logout=2"]
