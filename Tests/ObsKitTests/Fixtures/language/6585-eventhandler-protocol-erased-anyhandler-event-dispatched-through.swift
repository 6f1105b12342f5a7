// WWDC Design protocol interfaces style (collections of associated-type protocols): an EventHandler protocol erased to AnyHandler<Event> and dispatched through a router
protocol EventHandler<Event> {
    associatedtype Event
    func handle(_ event: Event) -> Bool
}

struct LoggingHandler<Event>: EventHandler {
    let prefix: String
    func handle(_ event: Event) -> Bool { print("\(prefix) saw \(event)"); return false }
}

struct ThresholdHandler: EventHandler {
    let limit: Int
    func handle(_ event: Int) -> Bool {
        guard event > limit else { return false }
        print("threshold \(limit) consumed \(event)")
        return true
    }
}

struct AnyHandler<Event>: EventHandler {
    private let _handle: (Event) -> Bool
    init(_ handler: some EventHandler<Event>) { _handle = handler.handle }
    init(handle: @escaping (Event) -> Bool) { _handle = handle }
    func handle(_ event: Event) -> Bool { _handle(event) }
}

struct Router<Event> {
    private var chain: [AnyHandler<Event>] = []
    mutating func add<H: EventHandler>(_ h: H) where H.Event == Event { chain.append(AnyHandler(h)) }
    func dispatch(_ event: Event) -> String {
        for (i, h) in chain.enumerated() where h.handle(event) { return "handled by #\(i)" }
        return "unhandled"
    }
}

var router = Router<Int>()
router.add(LoggingHandler(prefix: "log"))
router.add(ThresholdHandler(limit: 10))
router.add(ThresholdHandler(limit: 3))
router.add(AnyHandler { $0 < 0 })
for e in [12, 5, -2, 1] { print(e, "->", router.dispatch(e)) }

let handlers: [any EventHandler<String>] = [LoggingHandler(prefix: "str"), AnyHandler { $0.isEmpty }]
print(handlers.map { $0.handle("") })

// expect: log saw 12
// expect: threshold 10 consumed 12
// expect: 12 -> handled by #1
// expect: log saw 5
// expect: threshold 3 consumed 5
// expect: 5 -> handled by #2
// expect: log saw -2
// expect: -2 -> handled by #3
// expect: log saw 1
// expect: 1 -> unhandled
// expect: str saw 
// expect: [false, true]
