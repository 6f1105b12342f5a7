// Closures: capture by reference vs capture lists, escaping storage, shared counters and capture timing (expected output from swiftc 6.3.1 on Linux)
func makeCounter(start: Int) -> (increment: () -> Int, peek: () -> Int) {
    var value = start
    return ({ value += 1; return value }, { value })
}
let c = makeCounter(start: 10)
_ = c.increment()
_ = c.increment()
print(c.peek(), c.increment(), c.peek())

var x = 1
let byRef = { x * 10 }
let byValue = { [x] in x * 10 }
x = 5
print(byRef(), byValue())

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
var j = 0
while j < 3 {
    j += 1
    handlers.append { "while j=\(j)" }
}
print(handlers.map { $0() })

final class Box {
    var n = 0
    deinit { print("box freed with n=\(n)") }
}
var store: [() -> Void] = []
func register(_ f: @escaping () -> Void) { store.append(f) }
do {
    let b = Box()
    register { b.n += 1 }
    register { [b] in b.n += 100 }
    store.forEach { $0() }
    print("box n:", b.n)
}
print("leaving scope did not free box (still captured)")
store.removeAll()
print("after clearing store")

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let lengthTimesTwo = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthTimesTwo("closure"))

func applyTwice(_ f: (Int) -> Int, to v: Int) -> Int { f(f(v)) }
var calls = 0
print(applyTwice({ calls += 1; return $0 * 3 }, to: 2), calls)

var total = 0
let adders = (1...4).map { n in { total += n } }
adders.forEach { $0() }
adders[3]()
print(total)

func lazyGreeting(_ name: @autoclosure () -> String, enabled: Bool) -> String {
    enabled ? "hi " + name() : "disabled"
}
var evaluated = 0
func who() -> String { evaluated += 1; return "sam" }
print(lazyGreeting(who(), enabled: false), lazyGreeting(who(), enabled: true), evaluated)

// expect: 12 13 13
// expect: 50 10
// expect: ["handler 1", "handler 2", "handler 3", "while j=3", "while j=3", "while j=3"]
// expect: box n: 101
// expect: leaving scope did not free box (still captured)
// expect: box freed with n=101
// expect: after clearing store
// expect: 14
// expect: 18 2
// expect: 14
// expect: disabled hi sam 1
