// App model layer: an event bus with closure subscriptions, tokens and [weak self] captures
enum AppEvent {
    case userLoggedIn(name: String)
    case cartChanged(count: Int)
    case loggedOut
}

final class EventBus {
    typealias Handler = (AppEvent) -> Void
    private var handlers: [Int: Handler] = [:]
    private var nextToken = 0

    @discardableResult
    func subscribe(_ handler: @escaping Handler) -> Int {
        nextToken += 1
        handlers[nextToken] = handler
        return nextToken
    }

    func unsubscribe(_ token: Int) { handlers[token] = nil }

    func publish(_ event: AppEvent) {
        for token in handlers.keys.sorted() { handlers[token]?(event) }
    }

    var subscriberCount: Int { handlers.count }
}

final class BadgeViewModel {
    private(set) var badge = 0
    let name: String
    init(name: String, bus: EventBus) {
        self.name = name
        bus.subscribe { [weak self] event in
            guard let self else { print("  (\(name) handler fired after deinit)"); return }
            if case .cartChanged(let count) = event { self.badge = count }
            if case .loggedOut = event { self.badge = 0 }
        }
    }
    deinit { print("  \(name) deinit") }
}

let bus = EventBus()
var log: [String] = []
let loggerToken = bus.subscribe { event in
    switch event {
    case .userLoggedIn(let name): log.append("login:\(name)")
    case .cartChanged(let count): log.append("cart:\(count)")
    case .loggedOut: log.append("logout")
    }
}

var badge: BadgeViewModel? = BadgeViewModel(name: "badge", bus: bus)
bus.publish(.userLoggedIn(name: "kim"))
bus.publish(.cartChanged(count: 3))
print("badge: \(badge!.badge), subscribers: \(bus.subscriberCount)")
print("releasing badge view model")
badge = nil
bus.publish(.cartChanged(count: 4))
bus.unsubscribe(loggerToken)
bus.publish(.loggedOut)
print("log: \(log)")
print("subscribers: \(bus.subscriberCount)")

// expect: badge: 3, subscribers: 2
// expect: releasing badge view model
// expect:   badge deinit
// expect:   (badge handler fired after deinit)
// expect:   (badge handler fired after deinit)
// expect: log: ["login:kim", "cart:3", "cart:4"]
// expect: subscribers: 1
