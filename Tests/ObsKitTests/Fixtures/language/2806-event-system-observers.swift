// Compiler test style: tiny event bus with observer closures keyed by id and removal
final class EventBus<Event> {
    typealias Handler = (Event) -> Void
    private var handlers: [(id: Int, fn: Handler)] = []
    private var nextID = 0

    @discardableResult
    func subscribe(_ fn: @escaping Handler) -> Int {
        nextID += 1
        handlers.append((nextID, fn))
        return nextID
    }
    func unsubscribe(_ id: Int) {
        handlers.removeAll { $0.id == id }
    }
    func emit(_ e: Event) {
        for h in handlers { h.fn(e) }
    }
    var count: Int { handlers.count }
}

enum AppEvent { case login(String), logout, tick(Int) }

let bus = EventBus<AppEvent>()
var ticks = 0
let logger = bus.subscribe { e in
    switch e {
    case .login(let u): print("login:", u)
    case .logout: print("logout")
    case .tick(let n): print("tick", n)
    }
}
let ticker = bus.subscribe { if case .tick(let n) = $0 { ticks += n } }
var onceFired = false
var onceID = 0
onceID = bus.subscribe { _ in
    onceFired = true
    print("once handler")
    bus.unsubscribe(onceID)
}
bus.emit(.login("kim"))
bus.emit(.tick(5))
print("handlers:", bus.count)
bus.unsubscribe(logger)
bus.emit(.tick(7))
bus.emit(.logout)
print("ticks:", ticks, "onceFired:", onceFired, "handlers:", bus.count, ticker)
// expect: login: kim
// expect: once handler
// expect: tick 5
// expect: handlers: 2
// expect: ticks: 12 onceFired: true handlers: 1 2
