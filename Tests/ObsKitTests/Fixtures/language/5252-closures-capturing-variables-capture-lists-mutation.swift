// Compiler test style: closures capturing variables, capture lists, mutation after capture
var counter = 0
let byRef = { counter }
let byValue = { [counter] in counter }
counter = 10
print(byRef(), byValue())
func makeCounter() -> (inc: () -> Int, get: () -> Int) {
    var n = 0
    return ({ n += 1; return n }, { n })
}
let c1 = makeCounter()
let c2 = makeCounter()
_ = c1.inc(); _ = c1.inc()
print(c1.get(), c2.get(), c2.inc())
var closures: [() -> Int] = []
for i in 1...3 { closures.append { i * 10 } }
print(closures.map { $0() })
var x = 1
var captured: [() -> Int] = []
for _ in 0..<3 { captured.append { x }; x += 1 }
print(captured.map { $0() })
class Node {
    var value = 0
    lazy var show: () -> String = { [unowned self] in "node \(self.value)" }
    deinit { print("node deinit") }
}
do {
    let n = Node()
    n.value = 7
    print(n.show())
}
var weakCaptured: (() -> String)?
do {
    let n = Node()
    weakCaptured = { [weak n] in n == nil ? "gone" : "alive" }
    print(weakCaptured!())
}
print(weakCaptured!())
var a = 1, b = 2
let swapper = { [a] in (a, b) }
a = 100; b = 200
print(swapper())
func apply(_ times: Int, _ f: () -> Void) { for _ in 0..<times { f() } }
var total = 0
apply(4) { total += 5 }
print(total)

// expect: 10 0
// expect: 2 0 1
// expect: [10, 20, 30]
// expect: [4, 4, 4]
// expect: node 7
// expect: node deinit
// expect: alive
// expect: node deinit
// expect: gone
// expect: (1, 200)
// expect: 20
