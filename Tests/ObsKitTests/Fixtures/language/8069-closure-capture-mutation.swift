// Compiler test style: closures capturing and mutating variables, capture lists, escaping vs non-escaping
func makeCounter(start: Int) -> (inc: () -> Int, peek: () -> Int) {
    var n = start
    return ({ n += 1; return n }, { n })
}
let c1 = makeCounter(start: 10)
let c2 = makeCounter(start: 0)
print(c1.inc(), c1.inc(), c2.inc(), c1.peek(), c2.peek())

// Capture by reference vs capture list by value
var x = 1
let byRef = { "byRef sees \(x)" }
let byVal = { [x] in "byVal sees \(x)" }
x = 2
print(byRef(), "|", byVal())

// Closures in a loop capture a fresh binding each iteration
var closures: [() -> Int] = []
for i in 1...3 { closures.append { i * 10 } }
print(closures.map { $0() })

// But a single var outside the loop is shared
var shared = 0
var sharedClosures: [() -> Int] = []
for _ in 1...3 {
    shared += 1
    sharedClosures.append { shared }
}
print(sharedClosures.map { $0() })

// Non-escaping closure may capture an inout parameter
func accumulate(_ total: inout Int, _ values: [Int]) {
    values.forEach { total += $0 }
}
var sum = 0
accumulate(&sum, [1, 2, 3, 4])
print("sum", sum)

// Escaping closure must copy inout value explicitly
func deferredAdder(_ v: inout Int) -> () -> Int {
    let snapshot = v
    v += 100
    return { snapshot + 1 }
}
var base = 5
let adder = deferredAdder(&base)
print("base", base, "adder", adder())

// Escaping closures stored and invoked later
final class EventBus {
    private var handlers: [(String) -> Void] = []
    func on(_ h: @escaping (String) -> Void) { handlers.append(h) }
    func emit(_ e: String) { handlers.forEach { $0(e) } }
}
var received: [String] = []
let bus = EventBus()
bus.on { received.append("A:" + $0) }
bus.on { e in if e.count > 3 { received.append("B:" + e) } }
bus.emit("hi")
bus.emit("hello")
print(received)

// Capturing a struct value: mutation visible through closure
struct Box { var v = 0 }
var box = Box()
let bump = { box.v += 1 }
bump(); bump()
print("box", box.v)
let frozen = { [box] in box.v }
box.v = 99
print("frozen", frozen(), "live", box.v)

// Nested closure capturing outer closure's local
func outer() -> () -> String {
    var trail = ""
    let step = { (c: Character) in trail.append(c) }
    return { step("a"); step("b"); return trail }
}
let o = outer()
print(o(), o())

// expect: 11 12 1 12 1
// expect: byRef sees 2 | byVal sees 1
// expect: [10, 20, 30]
// expect: [3, 3, 3]
// expect: sum 10
// expect: base 105 adder 6
// expect: ["A:hi", "A:hello", "B:hello"]
// expect: box 2
// expect: frozen 2 live 99
// expect: ab abab
