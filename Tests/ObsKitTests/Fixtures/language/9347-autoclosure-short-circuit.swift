// @autoclosure: lazy arguments, short circuiting, escaping autoclosures, forwarding
// expected output: swiftc 6.3.1 (Linux), run on this machine
var evaluations: [String] = []
func value(_ name: String, _ v: Bool) -> Bool {
    evaluations.append(name)
    return v
}

func both(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool {
    a ? b() : false
}
func either(_ a: Bool, _ b: @autoclosure () throws -> Bool) rethrows -> Bool {
    a ? true : try b()
}

print(both(value("a", false), value("b", true)), evaluations)
evaluations = []
print(both(value("a", true), value("b", true)), evaluations)
evaluations = []
print(either(value("x", true), value("y", false)), evaluations)
evaluations = []
print(either(value("x", false), value("y", false)), evaluations)

var debugEnabled = false
var messagesBuilt = 0
func expensiveMessage(_ n: Int) -> String {
    messagesBuilt += 1
    return "state=\(n)"
}
func debugLog(_ msg: @autoclosure () -> String) {
    if debugEnabled { print("DEBUG:", msg()) }
}
debugLog(expensiveMessage(1))
debugEnabled = true
debugLog(expensiveMessage(2))
print("messages built:", messagesBuilt)

var queue: [() -> String] = []
func enqueue(_ work: @autoclosure @escaping () -> String) {
    queue.append(work)
}
var counter = 0
func next() -> String { counter += 1; return "job\(counter)" }
enqueue(next())
enqueue(next() + "!")
print("queued", queue.count, "counter", counter)
print(queue.map { $0() }, "counter", counter)
print(queue.map { $0() }, "counter", counter)

func firstNonNil<T>(_ a: T?, _ b: @autoclosure () -> T?, _ c: @autoclosure () -> T) -> T {
    if let a { return a }
    if let b = b() { return b }
    return c()
}
func loud(_ s: String) -> String { print("  evaluated", s); return s }
print(firstNonNil(nil, loud("second"), loud("third")))
print(firstNonNil("first", loud("second"), loud("third")))
print(firstNonNil(nil as String?, nil, loud("third")))

func forward(_ f: @autoclosure () -> Int) -> Int { twice(f()) }
func twice(_ g: @autoclosure () -> Int) -> Int { g() + g() }
var calls = 0
func tick() -> Int { calls += 1; return calls }
print(forward(tick()), "calls", calls)

struct Cache {
    var stored: Int?
    mutating func value(orCompute make: @autoclosure () -> Int) -> Int {
        if let s = stored { return s }
        let v = make()
        stored = v
        return v
    }
}
var cache = Cache()
print(cache.value(orCompute: tick() * 100), cache.value(orCompute: tick() * 100), "calls", calls)

// expect: false ["a"]
// expect: true ["a", "b"]
// expect: true ["x"]
// expect: false ["x", "y"]
// expect: DEBUG: state=2
// expect: messages built: 1
// expect: queued 2 counter 0
// expect: ["job1", "job2!"] counter 2
// expect: ["job3", "job4!"] counter 4
// expect:   evaluated second
// expect: second
// expect: first
// expect:   evaluated third
// expect: third
// expect: 3 calls 2
// expect: 300 300 calls 3
