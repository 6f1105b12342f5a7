// Hacking with Swift style: @escaping closures stored and called later, closures capturing state, functions returning closures
func makeCounter(step: Int = 1) -> () -> Int {
    var value = 0
    return {
        value += step
        return value
    }
}

class EventBus {
    private var handlers: [(String, (Int) -> Void)] = []
    func on(_ name: String, _ handler: @escaping (Int) -> Void) {
        handlers.append((name, handler))
    }
    func emit(_ name: String, _ value: Int) {
        for (n, h) in handlers where n == name { h(value) }
    }
}

let c1 = makeCounter()
let c2 = makeCounter(step: 10)
print(c1(), c1(), c2(), c1(), c2())

var log: [String] = []
let bus = EventBus()
var total = 0
bus.on("add") { total += $0 }
bus.on("add") { log.append("added \($0)") }
bus.on("mul") { v in total *= v; log.append("times \(v)") }
bus.emit("add", 3)
bus.emit("mul", 4)
bus.emit("add", 2)
bus.emit("nope", 99)
print(total)
print(log.joined(separator: "; "))

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let inc = { (x: Int) in x + 1 }
let dbl = { (x: Int) in x * 2 }
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
let describe = compose(dbl) { "value=\($0)" }
print(describe(21))

var delayed: [() -> String] = []
for i in 1...3 { delayed.append { "task \(i)" } }
print(delayed.map { $0() })

// expect: 1 2 10 3 20
// expect: 14
// expect: added 3; times 4; added 2
// expect: 12 11
// expect: value=42
// expect: ["task 1", "task 2", "task 3"]
