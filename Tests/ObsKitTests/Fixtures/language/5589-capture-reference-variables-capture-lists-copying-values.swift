// Compiler test style (closures): capture by reference of variables, capture lists copying values, and captured counters
func makeCounter() -> (() -> Int, () -> Void) {
    var count = 0
    let next = { () -> Int in count += 1; return count }
    let reset = { count = 0 }
    return (next, reset)
}
let (next, reset) = makeCounter()
print(next(), next(), next())
reset()
print(next())
let (other, _) = makeCounter()
print(other(), next())

var x = 10
let byRef = { x }
let byValue = { [x] in x }
x = 20
print(byRef(), byValue())

var closures: [() -> Int] = []
for i in 1...3 { closures.append { i * 100 } }
print(closures.map { $0() })

var shared = 0
var adders: [() -> Void] = []
for step in [1, 10, 100] { adders.append { shared += step } }
adders.forEach { $0() }
adders[2]()
print(shared)

class Tracker {
    var value = 0
    deinit { print("tracker gone, value \(value)") }
}
func makeIncrementer() -> () -> Int {
    let t = Tracker()
    return { t.value += 5; return t.value }
}
var inc: (() -> Int)? = makeIncrementer()
print(inc!(), inc!())
inc = nil
print("after release")

var weakCheck: () -> String = { "" }
do {
    let t = Tracker()
    t.value = 7
    weakCheck = { [weak t] in t.map { "alive \($0.value)" } ?? "gone" }
    print(weakCheck())
}
print(weakCheck())

var a = 1, b = 2
let swapper = { [a] in (a, b) }
a = 100; b = 200
print(swapper())
let nested = { () -> () -> Int in
    var local = 0
    return { local += 2; return local }
}()
print(nested(), nested())

// expect: 1 2 3
// expect: 1
// expect: 1 2
// expect: 20 10
// expect: [100, 200, 300]
// expect: 211
// expect: 5 10
// expect: tracker gone, value 10
// expect: after release
// expect: alive 7
// expect: tracker gone, value 7
// expect: gone
// expect: (1, 200)
// expect: 2 4
