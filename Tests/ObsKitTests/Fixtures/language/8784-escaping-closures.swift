// Compiler test style (escaping closures): storing callbacks and calling them later
final class EventCenter {
    private var handlers: [(String, (Int) -> Void)] = []
    func on(_ name: String, _ handler: @escaping (Int) -> Void) {
        handlers.append((name, handler))
    }
    func fire(_ value: Int) {
        for (name, h) in handlers {
            print("firing \(name)")
            h(value)
        }
    }
}

let center = EventCenter()
var log: [String] = []
center.on("double") { log.append("double:\($0 * 2)") }
center.on("square") { log.append("square:\($0 * $0)") }
print("registered, log empty: \(log.isEmpty)")
center.fire(3)
center.fire(5)
print(log)

// A function returning an escaping counter.
func makeCounter(step: Int) -> () -> Int {
    var n = 0
    return {
        n += step
        return n
    }
}
let c1 = makeCounter(step: 1)
let c10 = makeCounter(step: 10)
print(c1(), c1(), c10(), c1(), c10())

// Non-escaping closure can be used without storing.
func apply(_ f: (Int) -> Int, to xs: [Int]) -> [Int] { xs.map(f) }
print(apply({ $0 + 1 }, to: [1, 2, 3]))

// Deferred work queue.
var queue: [() -> Void] = []
func later(_ work: @escaping () -> Void) { queue.append(work) }
for word in ["one", "two", "three"] {
    later { print("deferred \(word)") }
}
print("queue size \(queue.count)")
while !queue.isEmpty {
    queue.removeFirst()()
}

// Escaping closures that capture self keep it alive.
final class Timer {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("Timer \(label) deinit") }
    func callback() -> () -> String { { "tick from \(self.label)" } }
}
var cb: (() -> String)? = Timer("T1").callback()
print(cb!())
cb = nil
print("end")

// expect: registered, log empty: true
// expect: firing double
// expect: firing square
// expect: firing double
// expect: firing square
// expect: ["double:6", "square:9", "double:10", "square:25"]
// expect: 1 2 10 3 20
// expect: [2, 3, 4]
// expect: queue size 3
// expect: deferred one
// expect: deferred two
// expect: deferred three
// expect: tick from T1
// expect: Timer T1 deinit
// expect: end
