// @escaping closures stored in an array and called later, in registration order.
class EventBus {
    private var handlers: [(String) -> Void] = []
    func subscribe(_ handler: @escaping (String) -> Void) {
        handlers.append(handler)
    }
    func publish(_ event: String) {
        print("publishing \(event) to \(handlers.count)")
        handlers.forEach { $0(event) }
    }
}
let bus = EventBus()
var log: [String] = []
bus.subscribe { print("first got \($0)") }
bus.subscribe { log.append($0) }
bus.publish("start")
bus.subscribe { e in print("third got \(e.count) chars") }
bus.publish("stop")
print(log)

// expect: publishing start to 2
// expect: first got start
// expect: publishing stop to 3
// expect: first got stop
// expect: third got 4 chars
// expect: ["start", "stop"]
