// App code style: event bus with typed closures, weak observers and unsubscribe tokens
protocol AppEvent { static var name: String { get } }
struct UserLoggedIn: AppEvent { static let name = "user.login"; let user: String }
struct CartUpdated: AppEvent { static let name = "cart.updated"; let items: Int }

final class Subscription {
    private let cancelAction: () -> Void
    private(set) var isCancelled = false
    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        cancelAction()
    }
}

final class EventBus {
    private var handlers: [String: [(id: Int, fn: (Any) -> Void)]] = [:]
    private var nextID = 0

    @discardableResult
    func on<E: AppEvent>(_ type: E.Type, _ handler: @escaping (E) -> Void) -> Subscription {
        nextID += 1
        let id = nextID
        handlers[E.name, default: []].append((id, { any in if let e = any as? E { handler(e) } }))
        return Subscription { [weak self] in
            self?.handlers[E.name]?.removeAll { $0.id == id }
        }
    }

    func observe<O: AnyObject, E: AppEvent>(_ type: E.Type, by observer: O, _ method: @escaping (O) -> (E) -> Void) {
        var sub: Subscription?
        sub = on(type) { [weak observer] event in
            guard let o = observer else { sub?.cancel(); return }
            method(o)(event)
        }
    }

    func post<E: AppEvent>(_ event: E) {
        let list = handlers[E.name] ?? []
        print("post \(E.name) -> \(list.count) handler(s)")
        for h in list { h.fn(event) }
    }
}

final class Analytics {
    var log: [String] = []
    func loggedIn(_ e: UserLoggedIn) { log.append("login:\(e.user)") }
}

final class Badge {
    let label: String
    init(label: String) { self.label = label }
    func update(_ e: CartUpdated) { print("  [\(label)] badge shows \(e.items)") }
    deinit { print("  badge \(label) deinit") }
}

let bus = EventBus()
let analytics = Analytics()
bus.observe(UserLoggedIn.self, by: analytics, Analytics.loggedIn)
let welcome = bus.on(UserLoggedIn.self) { print("  welcome, \($0.user)!") }
var badge: Badge? = Badge(label: "top")
bus.observe(CartUpdated.self, by: badge!, Badge.update)

bus.post(UserLoggedIn(user: "sam"))
bus.post(CartUpdated(items: 3))
welcome.cancel()
welcome.cancel()
bus.post(UserLoggedIn(user: "kim"))
badge = nil
bus.post(CartUpdated(items: 4))
bus.post(CartUpdated(items: 5))
print("analytics:", analytics.log)
print("cancelled:", welcome.isCancelled)
// expect: post user.login -> 2 handler(s)
// expect:   welcome, sam!
// expect: post cart.updated -> 1 handler(s)
// expect:   [top] badge shows 3
// expect: post user.login -> 1 handler(s)
// expect:   badge top deinit
// expect: post cart.updated -> 1 handler(s)
// expect: post cart.updated -> 0 handler(s)
// expect: analytics: ["login:sam", "login:kim"]
// expect: cancelled: true
