// Swift book style: capture semantics with counters, capture lists, and shared references
func makeCounter() -> (increment: () -> Int, reset: () -> Void) {
    var count = 0
    return ({ count += 1; return count }, { count = 0 })
}
let c = makeCounter()
print(c.increment(), c.increment(), c.increment())
c.reset()
print(c.increment())

var value = 1
let byReference = { print("by reference:", value) }
let byValue = { [value] in print("by value:", value) }
value = 2
byReference()
byValue()

var closures: [() -> Int] = []
for i in 0..<3 {
    closures.append { i * 10 }
}
print(closures.map { $0() })

var shared = 0
var adders: [() -> Void] = []
for step in [1, 2, 3] {
    adders.append { shared += step }
}
adders.forEach { $0() }
adders.forEach { $0() }
print("shared:", shared)

class Box {
    var n: Int
    init(_ n: Int) { self.n = n }
}
let box = Box(5)
let readBox = { [box] in box.n }
box.n = 6
print("class captured in list still shares:", readBox())

var a = 0
var b = 0
let closure = { [a] in print(a, b) }
a = 10
b = 10
closure()

func makeAccumulator(start: Int) -> (Int) -> Int {
    var total = start
    return { total += $0; return total }
}
let acc1 = makeAccumulator(start: 100)
let acc2 = makeAccumulator(start: 0)
print(acc1(5), acc2(5), acc1(5), acc2(1))
// expect: 1 2 3
// expect: 1
// expect: by reference: 2
// expect: by value: 1
// expect: [0, 10, 20]
// expect: shared: 12
// expect: class captured in list still shares: 6
// expect: 0 10
// expect: 105 5 110 6
