// Advanced Swift style (Functions): @escaping closures stored in a callback registry, and non-escaping closures used only during the call
final class EventBus {
    private var listeners: [String: [(String) -> Void]] = [:]
    func on(_ event: String, _ handler: @escaping (String) -> Void) {
        listeners[event, default: []].append(handler)
    }
    func emit(_ event: String, _ payload: String) {
        for h in listeners[event] ?? [] { h(payload) }
    }
    func count(where predicate: (String) -> Bool) -> Int {
        listeners.keys.filter(predicate).count
    }
}

var received: [String] = []
let bus = EventBus()
bus.on("save") { received.append("saved \($0)") }
bus.on("save") { p in print("logger:", p) }
bus.on("quit") { _ in received.append("quit") }
bus.emit("save", "doc1")
bus.emit("load", "x")
bus.emit("quit", "")
print(received)
print(bus.count { $0.hasPrefix("s") })

func delayed(_ work: @escaping () -> Void) -> () -> Void {
    return { print("before"); work(); print("after") }
}
let job = delayed { print("work") }
print("job created")
job()

func runNow(_ body: () -> Int) -> Int { body() + body() }
var calls = 0
print(runNow { calls += 1; return calls * 10 })

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let countThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(countThenDouble("hello"))

func withoutEscape(_ f: () -> Void) {
    withoutActuallyEscaping(f) { escapable in
        let arr = [escapable, escapable]
        arr.forEach { $0() }
    }
}
var hits = 0
withoutEscape { hits += 1 }
print("hits", hits)
var lazyWork: [() -> Int] = []
for k in 1...3 { lazyWork.append { k * k } }
print(lazyWork.map { $0() }.reduce(0, +))

// expect: logger: doc1
// expect: ["saved doc1", "quit"]
// expect: 1
// expect: job created
// expect: before
// expect: work
// expect: after
// expect: 30
// expect: 10
// expect: hits 2
// expect: 14
