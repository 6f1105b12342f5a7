// Compiler test style (escaping closures and autoclosures): closures stored in properties and arrays and called later, @autoclosure evaluation laziness
final class EventBus {
    private var listeners: [String: [(String) -> Void]] = [:]
    func on(_ name: String, _ f: @escaping (String) -> Void) { listeners[name, default: []].append(f) }
    func emit(_ name: String, _ payload: String) {
        for f in listeners[name] ?? [] { f(payload) }
    }
}
let bus = EventBus()
var received: [String] = []
bus.on("a") { received.append("first:" + $0) }
bus.on("a") { received.append("second:" + $0.uppercased()) }
bus.on("b") { received.append("b:" + $0) }
bus.emit("a", "hi")
bus.emit("b", "yo")
bus.emit("c", "none")
print(received)

var pending: [() -> Void] = []
func schedule(_ label: String, _ work: @escaping () -> Void) {
    print("scheduled", label)
    pending.append(work)
}
schedule("x") { print("running x") }
schedule("y") { print("running y") }
print("before run")
pending.forEach { $0() }

var evaluations = 0
func expensive(_ v: Int) -> Int { evaluations += 1; return v * 2 }
func check(_ cond: Bool, _ message: @autoclosure () -> String) {
    if !cond { print("failed:", message()) } else { print("ok") }
}
check(true, "never \(expensive(1))")
check(false, "value \(expensive(21))")
print("evaluations", evaluations)

func firstNonNil(_ a: Int?, _ b: @autoclosure () -> Int) -> Int { a ?? b() }
print(firstNonNil(5, expensive(100)), firstNonNil(nil, expensive(7)), evaluations)

struct Lazy<T> {
    let make: () -> T
    init(_ make: @escaping @autoclosure () -> T) { self.make = make }
    func get() -> T { make() }
}
let lazy = Lazy(expensive(50))
print("created lazy", evaluations)
print(lazy.get(), lazy.get(), evaluations)

func makeCounter() -> (inc: () -> Int, reset: () -> Void) {
    var n = 0
    return ({ n += 1; return n }, { n = 0 })
}
let c = makeCounter()
print(c.inc(), c.inc(), c.inc())
c.reset()
print(c.inc())

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let pipeline = compose({ (x: Int) in x + 1 }, { "<\($0)>" })
print([1, 2, 3].map(pipeline))

// expect: ["first:hi", "second:HI", "b:yo"]
// expect: scheduled x
// expect: scheduled y
// expect: before run
// expect: running x
// expect: running y
// expect: ok
// expect: failed: value 42
// expect: evaluations 1
// expect: 5 14 2
// expect: created lazy 2
// expect: 100 100 4
// expect: 1 2 3
// expect: 1
// expect: ["<2>", "<3>", "<4>"]
