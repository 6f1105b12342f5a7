// App architecture style (event bus): closure subscribers held through a token class whose deinit unsubscribes
final class EventBus<Event> {
    private var handlers: [Int: (Event) -> Void] = [:]
    private var nextID = 0

    final class Token {
        let id: Int
        weak var bus: EventBus?
        init(id: Int, bus: EventBus) { self.id = id; self.bus = bus }
        deinit {
            bus?.remove(id)
            print("token \(id) released")
        }
    }

    func subscribe(_ handler: @escaping (Event) -> Void) -> Token {
        nextID += 1
        handlers[nextID] = handler
        return Token(id: nextID, bus: self)
    }
    fileprivate func remove(_ id: Int) { handlers[id] = nil }
    func publish(_ event: Event) {
        for key in handlers.keys.sorted() { handlers[key]?(event) }
    }
    var subscriberCount: Int { handlers.count }
}

enum AppEvent { case login(user: String), logout, message(from: String, text: String) }

let bus = EventBus<AppEvent>()
var tokenA: EventBus<AppEvent>.Token? = bus.subscribe { event in
    switch event {
    case .login(let u): print("A: welcome \(u)")
    case .logout: print("A: bye")
    case .message(let from, _): print("A: message from \(from)")
    }
}
var tokenB: EventBus<AppEvent>.Token? = bus.subscribe { event in
    if case let .message(from, text) = event, from == "bob" { print("B: bob says \(text)") }
}
print("subscribers:", bus.subscriberCount)
bus.publish(.login(user: "amy"))
bus.publish(.message(from: "bob", text: "hi"))
tokenA = nil
print("subscribers:", bus.subscriberCount)
bus.publish(.message(from: "bob", text: "still there?"))
bus.publish(.logout)
do {
    let scoped = bus.subscribe { _ in print("scoped saw event") }
    bus.publish(.logout)
    _ = scoped
}
print("subscribers:", bus.subscriberCount)
tokenB = nil
print("subscribers:", bus.subscriberCount, tokenA == nil, tokenB == nil)

// expect: subscribers: 2
// expect: A: welcome amy
// expect: A: message from bob
// expect: B: bob says hi
// expect: token 1 released
// expect: subscribers: 1
// expect: B: bob says still there?
// expect: scoped saw event
// expect: token 3 released
// expect: subscribers: 1
// expect: token 2 released
// expect: subscribers: 0 true true
